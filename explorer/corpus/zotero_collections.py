"""Zotero collections: their tree, and the items of one collection and its subcollections.

A collection is named by its name ("GNN") or, when several share a name, by its path
("Reading/GNN"); names are matched exactly first, then ignoring case.

Examples
--------
>>> tree = [ZoteroCollection(1, "Reading", "Reading", None, 2, 3),
...         ZoteroCollection(2, "GNN", "Reading/GNN", 1, 1, 1)]
>>> [c.path for c in find_collections(tree, "gnn")]
['Reading/GNN']
>>> sorted(subtree_ids(tree, [tree[0]]))
[1, 2]
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from explorer.errors import CorpusError
from explorer.i18n import translate


@dataclass(frozen=True)
class ZoteroCollection:
    """One collection: ``path`` joins the names from the top with "/"; ``items`` counts the
    items filed directly in it, ``total`` the distinct items in it and its subcollections
    (what choosing it reads)."""

    id: int
    name: str
    path: str
    parent: int | None
    items: int
    total: int


def read_collections(db: sqlite3.Connection) -> list[ZoteroCollection]:
    """Every collection, each after its parent, in name order among siblings."""
    rows = db.execute(
        "SELECT collectionID, collectionName, parentCollectionID FROM collections"
    ).fetchall()
    filed: dict[int, set[int]] = {}
    for cid, item in db.execute("SELECT collectionID, itemID FROM collectionItems"):
        filed.setdefault(int(cid), set()).add(int(item))
    by_id = {
        int(cid): (str(name), parent, len(filed.get(int(cid), ()))) for cid, name, parent in rows
    }
    children: dict[int | None, list[int]] = {}
    for cid, (_, parent, _) in by_id.items():
        # A parent that is missing (or the collection itself) makes a top-level collection.
        top = parent if parent in by_id and parent != cid else None
        children.setdefault(top, []).append(cid)
    ordered: list[ZoteroCollection] = []
    seen: set[int] = set()
    stack = [(cid, "") for cid in _by_name(children.get(None, []), by_id)]
    stack.reverse()
    while stack:  # iterative: a hostile database may nest collections very deep
        cid, prefix = stack.pop()
        if cid in seen:
            continue
        seen.add(cid)
        name, parent, count = by_id[cid]
        path = f"{prefix}/{name}" if prefix else name
        ordered.append(ZoteroCollection(cid, name, path, parent if prefix else None, count, count))
        kids = _by_name(children.get(cid, []), by_id)
        stack.extend((kid, path) for kid in reversed(kids))
    # Totals bottom-up: each collection comes after its parent, so reversed order is children first.
    below: dict[int, set[int]] = {}
    totals: dict[int, int] = {}
    for c in reversed(ordered):
        items = below.pop(c.id, set()) | filed.get(c.id, set())
        totals[c.id] = len(items)
        if c.parent is not None:
            below.setdefault(c.parent, set()).update(items)
    # collections caught in a parent cycle are unreachable and left out
    return [replace(c, total=totals[c.id]) for c in ordered]


def _by_name(ids: list[int], by_id: dict) -> list[int]:
    return sorted(ids, key=lambda cid: (by_id[cid][0].casefold(), cid))


def find_collections(collections: Sequence[ZoteroCollection], name: str) -> list[ZoteroCollection]:
    """Collections whose name or path is ``name`` (exactly, else ignoring case)."""
    for same in (str.__eq__, lambda a, b: a.casefold() == b.casefold()):
        found = [c for c in collections if same(c.path, name)] or [
            c for c in collections if same(c.name, name)
        ]
        if found:
            return found
    return []


def subtree_ids(
    collections: Sequence[ZoteroCollection], roots: Sequence[ZoteroCollection]
) -> set[int]:
    """Ids of ``roots`` and all their subcollections."""
    children: dict[int, list[int]] = {}
    for c in collections:
        if c.parent is not None:
            children.setdefault(c.parent, []).append(c.id)
    found: set[int] = set()
    stack = [c.id for c in roots]
    while stack:
        cid = stack.pop()
        if cid not in found:
            found.add(cid)
            stack.extend(children.get(cid, []))
    return found


def items_in(
    collections: Sequence[ZoteroCollection], name: str, db: sqlite3.Connection, path: Path
) -> set[int]:
    """itemIDs filed in collection ``name`` or its subcollections.

    Raises
    ------
    CorpusError
        When no collection or several collections have that name.
    """
    found = find_collections(collections, name)
    if not found:
        known = ", ".join(c.path for c in collections[:12]) or translate("CorpusErrors", "none")
        more = ", ..." if len(collections) > 12 else ""
        problem = translate("CorpusErrors", "no collection {name} (collections: {known})")
        raise CorpusError(problem.format(name=repr(name), known=known + more), path=path)
    if len(found) > 1:
        paths = ", ".join(repr(c.path) for c in found)
        problem = translate(
            "CorpusErrors", "several collections are named {name}: give one of {paths}"
        )
        raise CorpusError(problem.format(name=repr(name), paths=paths), path=path)
    ids = sorted(subtree_ids(collections, found))
    rows = db.execute(
        f"SELECT itemID FROM collectionItems WHERE collectionID IN ({', '.join('?' * len(ids))})",
        ids,
    )
    return {int(row[0]) for row in rows}
