"""Curation edits: merge, rename, retype, hide, split an alias — replayable and shareable.

Edits are plain dicts kept in order in a small JSON file. They name concepts by node id
(``concept:<key>``), which is derived from the canonical name, so the same edits apply again
after a re-extraction. Applying is a replay: the app undoes an edit by replaying one fewer.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("concept:a", kind="concept", type="METHOD", label="A", aliases=["A"], count=1)
>>> G.add_node("concept:b", kind="concept", type="METHOD", label="B", aliases=["B"], count=2)
>>> apply_edits(G, [{"op": "merge", "into": "concept:a", "node": "concept:b"}])
[]
>>> sorted(G.nodes), G.nodes["concept:a"]["aliases"], G.nodes["concept:a"]["count"]
(['concept:a'], ['A', 'B'], 3)
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable
from typing import Any

import networkx as nx

from explorer.graph.build import RELATION_BY_TYPE
from explorer.graph.names import fold_key
from explorer.graph.nodes import is_concept, is_paper, papers_of_node
from explorer.i18n import translate
from explorer.model import LABELS

OPS = ("merge", "rename", "retype", "hide", "split_alias")


#: Fields each op needs (all text naming a concept, a label, a type or an alias).
FIELDS: dict[str, tuple[str, ...]] = {
    "merge": ("into", "node"),
    "rename": ("node", "label"),
    "retype": ("node", "type"),
    "hide": ("node",),
    "split_alias": ("node", "alias"),
}
#: Longest label or alias an edit may set (a label is a name, not a paragraph).
MAX_NAME = 300


def validate_edit(edit: Any) -> None:
    """Raise ValueError, saying what is wrong, unless ``edit`` is a well-formed edit.

    >>> validate_edit({"op": "rename", "node": "concept:a", "label": "   "})
    Traceback (most recent call last):
    ...
    ValueError: rename edit: label is blank
    """
    if not isinstance(edit, dict):
        problem = translate("CurationErrors", "an edit is an object, not {kind}")
        raise ValueError(problem.format(kind=type(edit).__name__))
    op = edit.get("op")
    needed = FIELDS.get(op) if isinstance(op, str) else None
    if needed is None:
        shown = op if isinstance(op, str) else type(op).__name__
        problem = translate("CurationErrors", "unknown edit op {op} (expected one of {ops})")
        raise ValueError(problem.format(op=repr(shown), ops=", ".join(OPS)))
    for key in needed:
        value = edit.get(key)
        problem = None
        if value is None:
            problem = translate("CurationErrors", "{op} edit needs {key}")
        elif not isinstance(value, str):
            problem = translate("CurationErrors", "{op} edit: {key} must be text, not {kind}")
        elif not value.strip():
            problem = translate("CurationErrors", "{op} edit: {key} is blank")
        elif any(unicodedata.category(c) == "Cc" for c in value):
            problem = translate("CurationErrors", "{op} edit: {key} holds a control character")
        elif len(value) > MAX_NAME:
            problem = translate(
                "CurationErrors", "{op} edit: {key} is {length} characters (at most {most})"
            )
        if problem is not None:
            kind, length = type(value).__name__, len(value) if isinstance(value, str) else 0
            raise ValueError(
                problem.format(op=op, key=key, kind=kind, length=length, most=MAX_NAME)
            )
    if op == "retype" and edit["type"] not in LABELS:
        problem = translate("CurationErrors", "unknown type {type} (expected one of {types})")
        raise ValueError(problem.format(type=repr(edit["type"]), types=", ".join(LABELS)))
    if op == "merge" and edit["into"] == edit["node"]:
        raise ValueError(translate("CurationErrors", "cannot merge a concept into itself"))


def apply_edit(G: nx.Graph, edit: dict[str, Any]) -> str | None:
    """Apply one ``edit`` to ``G`` in place; None, or the reason it cannot apply."""
    try:
        validate_edit(edit)
        _APPLY[edit["op"]](G, _with_current_ids(G, edit))
    except (ValueError, KeyError) as err:
        return err.args[0] if err.args else str(err)
    return None


def apply_edits(G: nx.Graph, edits: Iterable[dict[str, Any]]) -> list[str]:
    """Apply ``edits`` to ``G`` in place, in order; returns one warning per skipped edit."""
    warnings = []
    for number, edit in enumerate(edits, 1):
        reason = apply_edit(G, edit)
        if reason is not None:
            op = edit.get("op") if isinstance(edit, dict) else None
            skipped = translate("CurationErrors", "edit {number} ({op}) skipped: {reason}")
            op = op if isinstance(op, str) else "?"
            warnings.append(skipped.format(number=number, op=op, reason=reason))
    return warnings


def _with_current_ids(G: nx.Graph, edit: dict[str, Any]) -> dict[str, Any]:
    """``edit`` naming concepts by their ids in ``G``.

    A concept's id comes from its label, which can change when the corpus grows
    ("concept:markov decision processes" becomes "concept:markov decision
    process" once a paper writes the singular); an edit naming an id the graph
    lacks applies to the one concept whose label or alias is a spelling of it.
    """
    found = dict(edit)
    for field in ("node", "into"):
        node = edit.get(field)
        if isinstance(node, str) and node not in G and node.startswith("concept:"):
            wanted = fold_key(node[len("concept:") :])
            matches = [
                n
                for n, d in G.nodes(data=True)
                if d.get("kind") == "concept"
                and wanted in {fold_key(a) for a in [d.get("label", ""), *d.get("aliases", [])]}
            ]
            if len(matches) == 1:
                found[field] = matches[0]
    return found


def _concept(G: nx.Graph, node: str) -> dict:
    if node not in G or not is_concept(G, node):
        problem = translate("CurationErrors", "no concept {node} in this graph")
        raise KeyError(problem.format(node=repr(node)))
    return G.nodes[node]


def _merge(G: nx.Graph, edit: dict) -> None:
    into, node = edit["into"], edit["node"]
    if into == node:
        raise ValueError(translate("CurationErrors", "cannot merge a concept into itself"))
    target, source = _concept(G, into), _concept(G, node)
    for neighbour, data in list(G[node].items()):
        if neighbour == into:
            continue
        if data.get("relation") == "broader":  # the link now starts or ends at ``into``
            data = {**data, **{end: into for end in ("narrower", "broader") if data[end] == node}}
        if G.has_edge(into, neighbour) and G.edges[into, neighbour].get("relation") != "broader":
            if data.get("relation") == "broader":  # a hierarchy link outranks co-occurrence
                G.add_edge(into, neighbour, **data)
            else:
                _combine(G.edges[into, neighbour], data)
        elif G.has_edge(into, neighbour):
            pass  # ``into`` is linked to it in the hierarchy already
        else:
            G.add_edge(into, neighbour, **data)
        if is_paper(G, neighbour):
            for mention in G.nodes[neighbour].get("mentions", []):
                if mention.get("concept") == node:
                    mention["concept"] = into
    target["aliases"] = sorted(
        set(target.get("aliases", []))
        | set(source.get("aliases", []))
        | {source.get("label", "")} - {""}
    )
    target["count"] = target.get("count", 0) + source.get("count", 0)
    target["papers"] = len(papers_of_node(G, into))
    G.remove_node(node)


def _combine(mine: dict, theirs: dict) -> None:
    if "evidence" in mine or "evidence" in theirs:
        mine["evidence"] = list(
            dict.fromkeys(mine.get("evidence", []) + theirs.get("evidence", []))
        )
    for key in ("count", "weight"):
        if key in theirs:
            mine[key] = mine.get(key, 0) + theirs[key]
    if theirs.get("relation") == "proposes":
        mine["relation"] = "proposes"


def _rename(G: nx.Graph, edit: dict) -> None:
    data = _concept(G, edit["node"])
    old = data.get("label", "")
    label = " ".join(edit["label"].split())  # one line, no stray spaces: it is a name
    data["label"] = label
    data["aliases"] = sorted(set(data.get("aliases", [])) | {old, label} - {""})


def _retype(G: nx.Graph, edit: dict) -> None:
    node = edit["node"]
    _concept(G, node)["type"] = edit["type"]
    for neighbour, data in G[node].items():
        if is_paper(G, neighbour) and data.get("relation") != "proposes":
            data["relation"] = RELATION_BY_TYPE[edit["type"]]
        if is_paper(G, neighbour):
            for mention in G.nodes[neighbour].get("mentions", []):
                if mention.get("concept") == node:
                    mention["label"] = edit["type"]


def _hide(G: nx.Graph, edit: dict) -> None:
    _concept(G, edit["node"])
    G.remove_node(edit["node"])


def _split_alias(G: nx.Graph, edit: dict) -> None:
    """Mentions written as ``alias`` become their own concept (a wrong alias merge)."""
    node, alias = edit["node"], edit["alias"]
    data = _concept(G, node)
    if alias not in data.get("aliases", []):
        problem = translate("CurationErrors", "{alias} is not an alias of {node}")
        raise ValueError(problem.format(alias=repr(alias), node=repr(node)))
    new = "concept:" + " ".join(alias.casefold().split())
    if new == node or new in G:
        problem = translate("CurationErrors", "a concept {node} exists already; merge instead")
        raise ValueError(problem.format(node=repr(new)))
    # A wrong alias (DP-SGD under differential privacy) shares none of the concept's
    # broader or narrower links: the new concept starts with none.
    G.add_node(new, **{**data, "label": alias, "aliases": [alias], "count": 0, "papers": 0})
    data["aliases"] = [a for a in data["aliases"] if a != alias]
    for paper in papers_of_node(G, node):
        mentions = G.nodes[paper].get("mentions", [])
        moved = [m for m in mentions if m.get("concept") == node and m.get("text") == alias]
        if not moved:
            continue
        for m in moved:
            m["concept"] = new
        evidence = list(dict.fromkeys(m.get("sentence", "") for m in moved if m.get("sentence")))
        G.add_edge(
            paper, new, **{**G.edges[paper, node], "evidence": evidence, "count": len(moved)}
        )
        G.nodes[new]["count"] += len(moved)
        G.nodes[new]["papers"] += 1
        if not any(m.get("concept") == node for m in mentions):
            G.remove_edge(paper, node)
    data["papers"] = len(papers_of_node(G, node))


_APPLY: dict[str, Callable[[nx.Graph, dict], None]] = {
    "merge": _merge,
    "rename": _rename,
    "retype": _retype,
    "hide": _hide,
    "split_alias": _split_alias,
}
