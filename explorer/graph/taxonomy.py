"""The concept hierarchy of a graph: broader, narrower, families, and views rolled up to them.

``broader`` edges are stored undirected, so each carries its direction: the
``narrower`` and ``broader`` node ids, and the ``reason`` the link was made
(``size``, ``variant``, ``version``, ``hardware class``, ``head noun``, ``kind
of``; see :mod:`explorer.graph.hierarchy`). A concept's *family* is the top of
its chain of family links (every reason but ``head noun`` and ``kind of``).

Examples
--------
>>> G = nx.Graph()
>>> for n in ("concept:llama-2-7b", "concept:llama 2", "concept:llama"):
...     G.add_node(n, kind="concept", type="MODEL", label=n[8:])
>>> add_broader(G, "concept:llama-2-7b", "concept:llama 2", "size")
>>> add_broader(G, "concept:llama 2", "concept:llama", "version")
>>> broader(G, "concept:llama-2-7b"), family_of(G, "concept:llama-2-7b")
([('concept:llama 2', 'size')], 'concept:llama')
>>> narrower(G, "concept:llama")
[('concept:llama 2', 'version')]
"""

from __future__ import annotations

from collections.abc import Iterable

import networkx as nx

from explorer.graph.hierarchy import FAMILY_REASONS
from explorer.graph.names import fold_key
from explorer.graph.suffixes import suffix_names

BROADER = "broader"


def add_broader(G: nx.Graph, narrower_node: str, broader_node: str, reason: str) -> None:
    """Link ``narrower_node`` to ``broader_node`` (replaces a ``co_occurs`` edge of the pair)."""
    shared = G.edges[narrower_node, broader_node] if G.has_edge(narrower_node, broader_node) else {}
    G.add_edge(
        narrower_node,
        broader_node,
        relation=BROADER,
        narrower=narrower_node,
        broader=broader_node,
        reason=reason,
        weight=shared.get("weight", 1),
    )


def _require(G: nx.Graph, node: str) -> None:
    # Not explorer.graph.nodes.require_node: that module imports build, which imports this one.
    if node not in G:
        raise nx.NodeNotFound(f"no node {node!r} in the graph")


def broader(G: nx.Graph, node: str) -> list[tuple[str, str]]:
    """The concepts directly broader than ``node``, with each link's reason."""
    _require(G, node)
    return sorted(
        (d["broader"], d.get("reason", ""))
        for d in G[node].values()
        if d.get("relation") == BROADER and d.get("narrower") == node
    )


def narrower(G: nx.Graph, node: str) -> list[tuple[str, str]]:
    """The concepts directly narrower than ``node``, with each link's reason."""
    _require(G, node)
    return sorted(
        (d["narrower"], d.get("reason", ""))
        for d in G[node].values()
        if d.get("relation") == BROADER and d.get("broader") == node
    )


def family_of(G: nx.Graph, node: str) -> str:
    """The family ``node`` belongs to: the top of its family links (itself if none).

    Where a concept has two family parents the first by id is followed, so the
    answer is stable.
    """
    current, seen = node, {node}
    while True:
        parents = [p for p, reason in broader(G, current) if reason in FAMILY_REASONS]
        parents = [p for p in parents if p not in seen]
        if not parents:
            return current
        current = parents[0]
        seen.add(current)


def family_map(G: nx.Graph) -> dict[str, str]:
    """Every concept with a broader family -> that family."""
    found = {}
    for *_, d in G.edges(data=True):
        if d.get("relation") == BROADER and d.get("reason") in FAMILY_REASONS:
            child = d["narrower"]
            found.setdefault(child, family_of(G, child))
    return found


def settle_families(G: nx.Graph) -> None:
    """Make each concept's ``family`` attribute agree with its family links.

    The recognizer names a model's family from a list of known families, which
    can misread a size as a version ("LLaMA-30B" as "LLaMA 3"); the links know
    better. A recognizer family found up the concept's chain or among the names
    its suffixes leave is kept (it may be narrower than the top: "LLaMA 2" for
    "LLaMA-2-7B"), any other is replaced by the top of the chain.
    """
    for child, family in family_map(G).items():
        named = G.nodes[child].get("family")
        if not named:
            continue
        chain, current = set(), child
        while current != family and current not in chain:
            chain.add(current)
            current = next((p for p, r in broader(G, current) if r in FAMILY_REASONS), family)
        up = {fold_key(G.nodes[n].get("label", "")) for n in chain - {child} | {family}}
        up.update(fold_key(name) for name in suffix_names(G.nodes[child].get("label", "")))
        if fold_key(named) not in up:
            G.nodes[child]["family"] = G.nodes[family]["label"]


def descendants(G: nx.Graph, node: str) -> set[str]:
    """Every concept below ``node`` through broader links of any reason."""
    found: set[str] = set()
    frontier = [node]
    while frontier:
        current = frontier.pop()
        for child, _ in narrower(G, current):
            if child not in found and child != node:
                found.add(child)
                frontier.append(child)
    return found


def roll_up(G: nx.Graph, view: nx.Graph | None = None) -> nx.Graph:
    """``view`` (default: ``G``) with every concept replaced by its family.

    Members' edges move to their family node (edge ``count`` and ``weight``
    add up, ``evidence`` is joined); a family node keeps ``G``'s attributes plus
    ``members``, the concepts of the view it stands for. ``broader`` edges inside
    a family disappear.

    >>> G = nx.Graph()
    >>> G.add_node("paper:a", kind="paper")
    >>> G.add_node("concept:h100", kind="concept", label="H100")
    >>> G.add_node("concept:gpu", kind="concept", label="GPU")
    >>> G.add_edge("paper:a", "concept:h100", relation="targets_hardware", weight=1.0)
    >>> add_broader(G, "concept:h100", "concept:gpu", "hardware class")
    >>> H = roll_up(G)
    >>> sorted(H), H.nodes["concept:gpu"]["members"]
    (['concept:gpu', 'paper:a'], ['concept:gpu', 'concept:h100'])
    """
    view = G if view is None else view
    families = family_map(G)
    target = {n: families.get(n, n) for n in view}
    H = nx.Graph(**view.graph)
    members: dict[str, set[str]] = {}
    for n, d in view.nodes(data=True):
        family = target[n]
        members.setdefault(family, set()).add(n)
        if family not in H:
            H.add_node(family, **(G.nodes[family] if family in G else d))
    for node, group in members.items():
        if H.nodes[node].get("kind") == "concept":
            H.nodes[node]["members"] = sorted(group)
    for u, v, d in view.edges(data=True):
        a, b = target[u], target[v]
        if a == b:
            continue
        if H.has_edge(a, b):
            _combine(H.edges[a, b], d)
        else:
            H.add_edge(a, b, **dict(d))
    return H


def _combine(mine: dict, theirs: dict) -> None:
    for key in ("count", "weight"):
        if key in theirs:
            mine[key] = mine.get(key, 0) + theirs[key]
    if "evidence" in theirs:
        mine["evidence"] = list(dict.fromkeys([*mine.get("evidence", []), *theirs["evidence"]]))


def family_nodes(G: nx.Graph, nodes: Iterable[str]) -> list[str]:
    """The distinct families of ``nodes``, in first-seen order."""
    return list(dict.fromkeys(family_of(G, n) for n in nodes))
