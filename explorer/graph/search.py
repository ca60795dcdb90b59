"""Finding nodes by name: ranked search for a search box, exact resolution for the CLI."""

from __future__ import annotations

import networkx as nx

from explorer.graph.build import concept_key
from explorer.graph.nodes import node_label
from explorer.graph.search_rank import SearchIndex, rank


def _names(data: dict) -> list[str]:
    return [str(data.get("label") or ""), *map(str, data.get("aliases") or ())]


def find_nodes(G: nx.Graph, text: str, limit: int = 20) -> list[str]:
    """Nodes whose label or an alias matches ``text`` (case-insensitive), best first.

    The ranking of :func:`explorer.graph.search_rank.rank` (exact, prefix, word prefix,
    substring, then importance), on an index built for this one call; the app keeps
    its index (:class:`~explorer.graph.search_rank.SearchIndex`) across keystrokes.

    >>> G = nx.Graph()
    >>> G.add_node("concept:lora", label="LoRA", aliases=["LoRA", "low-rank adaptation"])
    >>> G.add_node("concept:qlora", label="QLoRA", aliases=["QLoRA"])
    >>> find_nodes(G, "lora"), find_nodes(G, "low")
    (['concept:lora', 'concept:qlora'], ['concept:lora'])
    """
    return [hit.node for hit in rank(SearchIndex.build(G), text, limit)]


def resolve_node(G: nx.Graph, label_or_id: str) -> str:
    """The node an id, label or alias names exactly (case and spacing ignored).

    A label match wins over an alias match; among several, the concept named
    by the most papers wins.

    Raises
    ------
    KeyError
        Nothing has that name; the message suggests close matches.
    """
    if label_or_id in G:
        return label_or_id
    if label_or_id.startswith("concept:") and "concept:" + concept_key(label_or_id[8:]) in G:
        return "concept:" + concept_key(label_or_id[8:])
    wanted = concept_key(label_or_id)
    matches = []
    for node, data in G.nodes(data=True):
        names = _names(data)
        if concept_key(names[0]) == wanted:
            matches.append((0, -int(data.get("papers") or 0), node))
        elif any(concept_key(a) == wanted for a in names[1:]):
            matches.append((1, -int(data.get("papers") or 0), node))
    if matches:
        return min(matches)[2]
    close = find_nodes(G, label_or_id, limit=5)
    hint = f"; did you mean: {', '.join(node_label(G, n) for n in close)}?" if close else ""
    raise KeyError(f"no node named {label_or_id!r}{hint}")


def lookup(G: nx.Graph, text: str) -> str | None:
    """The node an id, label or alias names, else the best partial match, else None.

    >>> G = nx.Graph()
    >>> G.add_node("concept:adam", kind="concept", label="Adam", aliases=["Adam"])
    >>> lookup(G, "  adam "), lookup(G, "ada"), lookup(G, "zzz")
    ('concept:adam', 'concept:adam', None)
    """
    text = " ".join(str(text).split())
    if not text:
        return None
    try:
        return resolve_node(G, text)
    except KeyError:
        found = find_nodes(G, text, limit=1)
        return found[0] if found else None
