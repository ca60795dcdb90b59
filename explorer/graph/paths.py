"""Why two nodes are connected: the few cheapest paths, each step with the sentence behind it.

A path is costed so that it goes through specific concepts when it can. Every edge
costs one hop plus half the *hub cost* of each concept at its ends, so a concept in
the middle of a path adds its whole hub cost (the two ends add the same to every
path, so they change no ranking):

- a concept's hub cost is ``HUB_COST * (1 - specificity)``: a concept one paper names
  costs nothing, one named by every paper costs ``HUB_COST`` hops;
- a generic concept (:mod:`explorer.graph.specificity`: a catch-all such as "neural
  network", or named by more than a share of the corpus) costs ``GENERIC_COST`` hops,
  so a path through it is chosen only when no specific route is that many hops longer;
- papers cost nothing.

The paths are :func:`networkx.shortest_simple_paths` (Yen's algorithm) under that
cost, cheapest first. Each step says its relation and its evidence: the first sentence
of the paper that backs a paper-concept link, or what a ``broader``, ``co_occurs`` or
``similar`` link stands for.

Examples
--------
>>> G = nx.Graph()
>>> G.add_nodes_from(["paper:a", "paper:b"], kind="paper", type="PAPER")
>>> G.nodes["paper:a"]["label"], G.nodes["paper:b"]["label"] = "GaLore", "QLoRA"
>>> G.add_node("concept:nn", kind="concept", label="neural network", generic=True)
>>> G.add_node("concept:lora", kind="concept", label="LoRA", specificity=0.9)
>>> G.add_edge("paper:a", "concept:nn", relation="uses", evidence=["A net."])
>>> G.add_edge("paper:b", "concept:nn", relation="uses", evidence=["A net too."])
>>> G.add_edge("paper:a", "concept:lora", relation="uses", evidence=["Unlike LoRA, ..."])
>>> G.add_edge("paper:b", "concept:lora", relation="proposes", evidence=["We extend LoRA."])
>>> best = why_connected(G, "paper:a", "paper:b")[0]
>>> best.nodes
['paper:a', 'concept:lora', 'paper:b']
>>> [(s.source_label, s.relation, s.target_label, s.evidence) for s in best.steps][1]
('LoRA', 'proposes', 'QLoRA', 'We extend LoRA.')
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection
from dataclasses import dataclass

import networkx as nx

from explorer.graph.build import CO_OCCURS, PAPER_CONCEPT_RELATIONS, SIMILAR
from explorer.graph.nodes import is_paper_data, node_label, require_node
from explorer.graph.taxonomy import BROADER
from explorer.i18n import translate

#: Hops a concept named by every paper adds to a path through it.
HUB_COST = 2.0
#: Hops a generic concept adds to a path through it.
GENERIC_COST = 6.0
#: Paths listed when no number is asked for.
PATHS_SHOWN = 4
#: Edges a "why" path may follow unless told otherwise: the links papers make, and the
#: concept hierarchy (``co_occurs`` and ``similar`` summarise papers that the paths show).
WHY_RELATIONS = (*PAPER_CONCEPT_RELATIONS, BROADER)


@dataclass(frozen=True)
class PathStep:
    """One edge of a path, oriented along the path; ``evidence`` is "" when there is none.

    For a paper-concept link ``source``/``target`` follow the path and ``relation`` is the
    paper's (``proposes``, ``uses``…), whichever end the paper is.
    """

    source: str
    source_label: str
    target: str
    target_label: str
    relation: str
    evidence: str


@dataclass(frozen=True)
class ConnectionPath:
    """A path's node ids, its cost (hops plus hub costs) and its steps."""

    nodes: list[str]
    cost: float
    steps: list[PathStep]


def hub_cost(data: dict) -> float:
    """Extra hops a path pays to pass through a node with these attributes.

    >>> hub_cost({"kind": "paper"}), hub_cost({"kind": "concept", "generic": True})
    (0.0, 6.0)
    >>> hub_cost({"kind": "concept", "specificity": 0.75})
    0.5
    """
    if data.get("kind") != "concept":
        return 0.0
    if data.get("generic"):
        return GENERIC_COST
    return HUB_COST * (1.0 - float(data.get("specificity", 1.0)))


def path_weight(
    G: nx.Graph, relations: Collection[str] = WHY_RELATIONS
) -> Callable[[str, str, dict], float | None]:
    """The edge cost :func:`why_connected` uses (None hides an edge of another relation)."""
    allowed = frozenset(relations)
    # Costs looked up once: Yen's algorithm weighs the same edges many times over.
    cost = {n: hub_cost(d) for n, d in G.nodes(data=True)}

    def weight(u: str, v: str, data: dict) -> float | None:
        if data.get("relation") not in allowed:
            return None
        return 1.0 + (cost[u] + cost[v]) / 2

    return weight


def why_connected(
    G: nx.Graph,
    source: str,
    target: str,
    *,
    k: int = PATHS_SHOWN,
    relations: Collection[str] = WHY_RELATIONS,
) -> list[ConnectionPath]:
    """The ``k`` cheapest simple paths from ``source`` to ``target``, cheapest first.

    [] when no path joins them (or ``source == target``).

    Raises
    ------
    networkx.NodeNotFound
        ``source`` or ``target`` is not in ``G``.
    """
    require_node(G, source)
    require_node(G, target)
    if source == target:
        return []
    weight = path_weight(G, relations)
    found = nx.shortest_simple_paths(G, source, target, weight=weight)
    try:
        paths = list(itertools.islice(found, k))
    except nx.NetworkXNoPath:
        return []
    return [_described(G, path, weight) for path in paths]


def _described(G: nx.Graph, path: list[str], weight: Callable) -> ConnectionPath:
    steps = [_step(G, u, v) for u, v in itertools.pairwise(path)]
    cost = sum(weight(u, v, G[u][v]) for u, v in itertools.pairwise(path))
    return ConnectionPath(nodes=list(path), cost=round(cost, 4), steps=steps)


def _step(G: nx.Graph, u: str, v: str) -> PathStep:
    data = G[u][v]
    relation = str(data.get("relation", ""))
    return PathStep(u, node_label(G, u), v, node_label(G, v), relation, _evidence(G, u, v, data))


def _broader_sentence(reason: str) -> str:
    """How a broader link reads, by its reason (family links say which kind of family)."""
    if reason == "size":
        return translate("Paths", "{narrower} is a size of {broader}")
    if reason == "version":
        return translate("Paths", "{narrower} is a version of {broader}")
    if reason == "variant":
        return translate("Paths", "{narrower} is a variant of {broader}")
    return translate("Paths", "{narrower} is a kind of {broader}")


def _evidence(G: nx.Graph, u: str, v: str, data: dict) -> str:
    relation = data.get("relation")
    if relation in PAPER_CONCEPT_RELATIONS:
        sentences = data.get("evidence") or []
        return str(sentences[0]) if sentences else ""
    if relation == BROADER:
        narrow, broad = data.get("narrower", u), data.get("broader", v)
        return _broader_sentence(str(data.get("reason") or "")).format(
            narrower=node_label(G, narrow), broader=node_label(G, broad)
        )
    if relation == CO_OCCURS:
        weight = int(data.get("weight", 0))
        return translate("Paths", "named together in %Ln papers", "", weight)
    if relation == SIMILAR:
        shared = int(data.get("shared", 0))
        return translate("Paths", "%Ln concepts in common", "", shared)
    return ""


def path_papers(G: nx.Graph, path: ConnectionPath) -> list[str]:
    """The papers a path passes through, in order.

    >>> G = nx.Graph([("paper:a", "concept:x")]); G.nodes["paper:a"]["kind"] = "paper"
    >>> path_papers(G, ConnectionPath(["paper:a", "concept:x"], 1.0, []))
    ['paper:a']
    """
    return [n for n in path.nodes if is_paper_data(G.nodes[n])]
