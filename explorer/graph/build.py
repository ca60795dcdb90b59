"""Build the knowledge graph from extractions (schema: ARCHITECTURE.md).

Paper nodes link to the concepts their abstracts mention; concepts that appear
in the same papers are linked by ``co_occurs`` edges, and papers that share
distinctive concepts by ``similar`` edges.

Examples
--------
>>> from explorer.model import Mention, Paper, PaperExtraction
>>> text = "We run LoRA on an NVIDIA A100."
>>> ex = PaperExtraction(
...     paper=Paper(id="p1", abstract=text, title="Fast LoRA"),
...     mentions=[
...         Mention("LoRA", "METHOD", "LoRA", 7, 11, text),
...         Mention("NVIDIA A100", "HARDWARE", "NVIDIA A100", 18, 29, text),
...     ],
... )
>>> G = build_graph([ex])
>>> sorted(G["paper:p1"])
['concept:lora', 'concept:nvidia a100']
>>> G.edges["paper:p1", "concept:nvidia a100"]["relation"]
'targets_hardware'
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from itertools import combinations

import networkx as nx

from explorer.errors import CorpusError
from explorer.graph.concepts import ConceptTally, collect_concepts, concept_key, increment
from explorer.graph.hierarchy import Hierarchy, derive_hierarchy
from explorer.graph.resolution import Resolution, resolve
from explorer.graph.similarity import top_weighted_pairs
from explorer.graph.specificity import concept_weights, mark_specificity
from explorer.graph.taxonomy import BROADER, add_broader, descendants, settle_families
from explorer.heap import collector_paused
from explorer.markup import shown
from explorer.model import PaperExtraction

#: 2: concepts resolved across the corpus, ``broader`` edges, ``specificity``/``generic``.
SCHEMA_VERSION = 2

#: Relation of a paper to a concept it mentions, by concept type.
RELATION_BY_TYPE: dict[str, str] = {
    "METHOD": "uses",
    "MODEL": "uses_model",
    "DATASET": "evaluates_on",
    "HARDWARE": "targets_hardware",
    "TASK": "addresses_task",
}
PROPOSES = "proposes"
#: Every paper-concept relation (what views show by default).
PAPER_CONCEPT_RELATIONS: tuple[str, ...] = (PROPOSES, *RELATION_BY_TYPE.values())
CO_OCCURS = "co_occurs"
SIMILAR = "similar"
__all__ = ["BROADER", "CO_OCCURS", "PAPER_CONCEPT_RELATIONS", "SIMILAR", "build_graph"]


def concept_id(canonical: str) -> str:
    """Node id of the concept named ``canonical``.

    >>> concept_id("NVIDIA A100")
    'concept:nvidia a100'
    """
    return "concept:" + concept_key(canonical)


def paper_id(paper_id: str) -> str:
    """Node id of the paper whose corpus id is ``paper_id``.

    >>> paper_id("zeng25b")
    'paper:zeng25b'
    """
    return "paper:" + paper_id


def default_cooccurrence_min(n_papers: int) -> int:
    """Smallest ``co_occurs`` weight worth an edge for a corpus of ``n_papers``.

    Every pair of concepts in a small corpus is informative; in a large one,
    pairs seen once are mostly noise and would number in the hundreds of
    thousands.

    >>> default_cooccurrence_min(38), default_cooccurrence_min(8800)
    (1, 3)
    """
    if n_papers <= 300:
        return 1
    return 1 + math.ceil(math.log2(n_papers / 300) / 2.5)


def build_graph(
    extractions: Iterable[PaperExtraction],
    *,
    name: str = "",
    cooccurrence_min: int = 1,
    similar_top_k: int = 5,
) -> nx.Graph:
    """The knowledge graph of ``extractions``.

    Parameters
    ----------
    extractions
        One per paper; paper ids must be unique.
    name
        Stored as ``G.graph["name"]``.
    cooccurrence_min
        Smallest number of shared papers for a ``co_occurs`` edge
        (see :func:`default_cooccurrence_min`).
    similar_top_k
        ``similar`` edges kept per paper (0 for none).

    Raises
    ------
    CorpusError
        Two extractions share a paper id (the error names both records).
    ValueError
        A mention has a label outside :data:`explorer.model.LABELS`.
    """
    with collector_paused():
        return _build(list(extractions), name, cooccurrence_min, similar_top_k)


def _build(
    extractions: list[PaperExtraction], name: str, cooccurrence_min: int, similar_top_k: int
) -> nx.Graph:
    resolution = resolve(extractions)
    extractions = resolution.extractions
    keys_per_paper = resolution.keys
    concepts = collect_concepts(extractions, keys_per_paper, resolution.names)
    hierarchy = derive_hierarchy(
        {key: (info.label(key), info.type) for key, info in concepts.items()},
        resolution.key_of,
        resolution.key_of_cut,
    )
    for key, kind in hierarchy.types.items():
        concepts[key].retype(kind)
    ids = _node_ids(concepts, hierarchy)
    G = nx.Graph(name=name, schema=SCHEMA_VERSION)
    shared: dict[str, str] = {}  # one object per distinct name across all mentions
    for ex, keys in zip(extractions, keys_per_paper, strict=True):
        node = paper_id(ex.paper.id)
        if node in G:
            first = G.nodes[node]["source"] or "an earlier record"
            raise CorpusError(
                f"duplicate paper id {ex.paper.id!r} (first seen at {first})",
                path=ex.paper.source or None,
            )
        G.add_node(node, **_paper_attributes(ex, [ids.get(k, "") for k in keys], shared))
    for key, info in concepts.items():
        G.add_node(ids[key], **info.attributes(key))
    for key, (label, kind) in hierarchy.derived.items():
        G.add_node(ids[key], **_derived_attributes(label, kind))
    concept_papers = [
        _add_paper_edges(G, ex, keys, concepts, ids, resolution)
        for ex, keys in zip(extractions, keys_per_paper, strict=True)
    ]
    _add_cooccurrence_edges(G, concept_papers, cooccurrence_min)
    for narrower, broader, reason in hierarchy.links:
        add_broader(G, ids[narrower], ids[broader], reason)
    settle_families(G)
    derived_papers = {
        ids[key]: len(set().union(*(_papers(G, n) for n in descendants(G, ids[key]))))
        for key in hierarchy.derived
    }
    mark_specificity(G, derived_papers)
    if similar_top_k > 0:
        papers = [paper_id(ex.paper.id) for ex in extractions]
        by_id = {node: rank for rank, node in enumerate(sorted(papers))}
        tiebreak = [by_id[node] for node in papers]
        pairs = top_weighted_pairs(
            concept_papers, similar_top_k, weights=concept_weights(G), tiebreak=tiebreak
        )
        for a, b, shared, score in pairs:
            G.add_edge(papers[a], papers[b], relation=SIMILAR, weight=score, shared=shared)
    return G


def _node_ids(concepts: dict[str, ConceptTally], hierarchy: Hierarchy) -> dict[str, str]:
    """Concept key -> node id: ``concept:`` and the casefolded label (its key if taken)."""
    labels = {key: info.label(key) for key, info in concepts.items()}
    labels.update((key, label) for key, (label, _) in hierarchy.derived.items())
    ids: dict[str, str] = {}
    taken: set[str] = set()
    for key, label in labels.items():
        node = concept_id(label)
        if node in taken:
            node = "concept:" + key
        taken.add(node)
        ids[key] = node
    return ids


def _derived_attributes(label: str, kind: str) -> dict:
    """A broader concept the corpus does not name itself (a family, a class)."""
    return {
        "kind": "concept",
        "type": kind,
        "label": label,
        "aliases": [label],
        "family": "",
        "count": 0,
        "papers": 0,
        "derived": True,
    }


def _papers(G: nx.Graph, node: str) -> set[str]:
    return {n for n in G[node] if G.nodes[n].get("kind") == "paper"}


def _paper_attributes(ex: PaperExtraction, nodes: list[str], shared: dict[str, str]) -> dict:
    p = ex.paper
    # One object per distinct sentence and per distinct name: mentions and edge evidence
    # repeat them, and a shared string costs memory and cache space once (100,000 papers
    # make 780,000 mentions of 14,000 names).
    sentences: dict[str, str] = {}
    share = shared.setdefault
    mentions = [
        {  # the keys of Mention, in its order (files list them so), then the concept
            "text": share(m.text, m.text),
            "label": share(m.label, m.label),
            "canonical": share(m.canonical, m.canonical),
            "start": m.start,
            "end": m.end,
            "sentence": sentences.setdefault(m.sentence, m.sentence),
            "sent_start": m.sent_start,
            "family": share(m.family, m.family),
            "concept": share(node, node),
        }
        for m, node in zip(ex.mentions, nodes, strict=True)
    ]
    return {
        "kind": "paper",
        "type": "PAPER",
        # The label is read as text (canvas, search, graph files): its LaTeX rendered.
        "label": shown(p.title) or ex.label or (ex.proposed[0] if ex.proposed else "") or p.id,
        "title": p.title,
        "abstract": p.abstract,
        "authors": list(p.authors),
        "year": p.year,
        "venue": p.venue,
        "url": p.url,
        "links": dict(p.links),
        "source": p.source,
        "proposed": list(ex.proposed),
        "claims": [dict(vars(c)) for c in ex.claims],
        "mentions": mentions,
    }


def _add_paper_edges(
    G: nx.Graph,
    ex: PaperExtraction,
    keys: list[str],
    concepts: dict[str, ConceptTally],
    ids: dict[str, str],
    resolution: Resolution,
) -> set[str]:
    """Link the paper to each concept it mentions; return the node ids of those concepts."""
    proposed = {resolution.key_of(name) for name in ex.proposed}
    node = paper_id(ex.paper.id)
    # Dicts keep the sentences unique and in abstract order.
    evidence: dict[str, dict[str, None]] = {}
    counts: dict[str, int] = {}
    for record, key in zip(G.nodes[node]["mentions"], keys, strict=True):
        if key:
            evidence.setdefault(key, {})[record["sentence"]] = None
            increment(counts, key)
    edges = []
    for key, sentences in evidence.items():
        info = concepts[key]
        relation = PROPOSES if key in proposed else RELATION_BY_TYPE[info.type]
        attributes = {
            "relation": relation,
            "evidence": [s for s in sentences if s],
            "count": counts[key],
            "weight": 1.0,
        }
        edges.append((node, ids[key], attributes))
    G.add_edges_from(edges)
    return {ids[key] for key in evidence}


def _add_cooccurrence_edges(G: nx.Graph, concept_papers: list[set[str]], minimum: int) -> None:
    pairs: Counter[tuple[str, str]] = Counter()
    for keys in concept_papers:
        pairs.update(combinations(sorted(keys), 2))
    G.add_edges_from(
        (a, b, {"relation": CO_OCCURS, "weight": n}) for (a, b), n in pairs.items() if n >= minimum
    )
