"""How specific a concept is, and which concepts are catch-alls.

A concept's ``specificity`` is its inverse document frequency over the corpus,
scaled to [0, 1]: 1 for a concept one paper names, near 0 for one every paper
names. A concept is ``generic`` when the rules list it as a catch-all ("neural
network", "fine-tuning", or a one-word head of every field such as "estimation")
or when more than a share of the corpus names it;
generic concepts weigh nothing in paper similarity and overviews leave them out
unless asked, but they stay in the graph and in search.

Examples
--------
>>> specificity(1, 100) == 1.0, round(specificity(10, 100), 2), specificity(100, 100)
(True, 0.5, 0.0)
>>> is_generic_name("Deep Neural Networks"), is_generic_name("LoRA")
(True, False)
"""

from __future__ import annotations

import functools
import math

import networkx as nx

from explorer.graph.names import concept_rules, fold_key
from explorer.nlp.learned.linear import word_bands


def specificity(papers: int, n_papers: int) -> float:
    """Inverse document frequency of a concept ``papers`` of ``n_papers`` name, in [0, 1]."""
    if n_papers <= 1:
        return 1.0
    papers = min(max(papers, 1), n_papers)
    return round(math.log(n_papers / papers) / math.log(n_papers), 4)


def generic_limit(n_papers: int) -> int:
    """Most papers a concept may name without being generic for its frequency alone.

    >>> generic_limit(38), generic_limit(1865)
    (50, 93)
    """
    rules = concept_rules()
    return max(int(rules["generic_min_papers"]), int(rules["generic_share"] * n_papers))


@functools.cache
def _generic_keys() -> frozenset[str]:
    rules = concept_rules()
    return frozenset(fold_key(name) for name in (*rules["generic"], *rules["catch_all_heads"]))


def is_generic_name(name: str) -> bool:
    """Whether the rules list ``name`` (any spelling) as a catch-all concept.

    A one-word head of every field counts ("estimation": density and pose
    estimation are not related for it).

    >>> is_generic_name("estimation"), is_generic_name("density estimation")
    (True, False)
    """
    return fold_key(name) in _generic_keys()


def mark_specificity(G: nx.Graph, papers: dict[str, int] | None = None) -> None:
    """Set ``specificity`` and ``generic`` on every concept node of ``G``.

    ``papers`` overrides the paper count of some nodes (a derived family counts
    the papers of its members); otherwise a node's ``papers`` attribute is used.
    """
    n_papers = sum(1 for _, kind in G.nodes(data="kind") if kind == "paper")
    limit = generic_limit(n_papers)
    papers = papers or {}
    for node, d in G.nodes(data=True):
        if d.get("kind") != "concept":
            continue
        count = papers.get(node, d.get("papers", 0))
        d["specificity"] = specificity(count, n_papers)
        names = [d.get("label", ""), *d.get("aliases", [])]
        d["generic"] = count > limit or any(is_generic_name(n) for n in names if n) or plain_head(d)


def plain_head(d: dict) -> bool:
    """Is the concept with attributes ``d`` a head word the hierarchy derived ("processing" of
    "image processing") that is a plain English word (``plain_head_band`` of
    ``resources/graph/concepts.json``): a catch-all across fields?

    >>> plain_head({"derived": True, "label": "processing"})
    True
    >>> plain_head({"derived": True, "label": "distillation"}), plain_head({"label": "processing"})
    (False, False)
    """
    label = d.get("label", "")
    if not d.get("derived") or not label.isalpha() or not label.islower():
        return False
    return word_bands().get(label, 0) >= int(concept_rules()["plain_head_band"])


def concept_weights(G: nx.Graph) -> dict[str, float]:
    """Concept node -> weight in similarity: its specificity, 0 for a generic concept."""
    return {
        n: 0.0 if d.get("generic") else float(d.get("specificity", 1.0))
        for n, d in G.nodes(data=True)
        if d.get("kind") == "concept"
    }


def is_generic(G: nx.Graph, node: str) -> bool:
    """Whether ``node`` is a generic concept of ``G``."""
    return bool(G.nodes[node].get("generic"))
