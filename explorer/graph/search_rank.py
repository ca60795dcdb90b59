"""Ranked search over a prebuilt index: what the search box completes, best first.

A query is folded like a concept name (case and spacing ignored) and matched against
every label and alias. Matches rank by quality, then by importance:

1. the name is the query (exact), 2. starts with it (prefix), 3. has a word that starts
   with it (word prefix), 4. contains it anywhere (substring), 5. a close spelling
   (rapidfuzz, only when nothing contains the query);
2. within one quality: a label before an alias, concepts before papers, then more papers
   (a concept's ``papers``; a paper's links), then shorter labels.

One row per node: a concept found through an alias is shown once, with the alias it was
found by ("FlashAttention2 → FlashAttention-2"). ``type:dataset`` (or ``type:paper``,
``type:data``; several allowed) in the query keeps only those types; a query of filters
alone lists the most important nodes of those types.

The index sorts every name and every word-start suffix once, so a keystroke costs two
binary searches plus, for short or rare queries, one scan of the names.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("concept:flashattention-2", kind="concept", type="METHOD", papers=3,
...            label="FlashAttention-2", aliases=["FlashAttention-2", "FlashAttention2"])
>>> G.add_node("concept:attention", kind="concept", type="METHOD", papers=9, label="attention")
>>> G.add_node("paper:a", kind="paper", type="PAPER", label="Attention is all you need")
>>> index = SearchIndex.build(G)
>>> [(hit.node, hit.alias) for hit in rank(index, "attention")]
[('concept:attention', ''), ('paper:a', ''), ('concept:flashattention-2', '')]
>>> hit = rank(index, "flashattention2")[0]
>>> hit.alias, hit.label, hit.type, hit.papers
('FlashAttention2', 'FlashAttention-2', 'METHOD', 3)
>>> [hit.node for hit in rank(index, "type:pap")], rank(index, "type:nothing")
(['paper:a'], [])
"""

from __future__ import annotations

import heapq
import itertools
import re
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import networkx as nx

from explorer.graph.concepts import concept_key
from explorer.i18n import translate
from explorer.style import EDGE_WORDS, PAPER_WORDS, plural, type_tag

EXACT, PREFIX, WORD, SUBSTRING, FUZZY = range(5)
QUALITY_NAMES = ("exact", "prefix", "word prefix", "substring", "close spelling")
_FILTER = re.compile(r"(?<!\S)type:(\S*)", re.IGNORECASE)
#: Where a word starts inside a folded name: after a space, hyphen, slash or bracket.
_WORD_START = re.compile(r"(?<=[\s\-/(\[:_.,])\w")
_FUZZY_CUTOFF = 85.0
#: Longer names (titles) are left out of the close-spelling search: it would cost too much.
_FUZZY_LENGTH = 40


@dataclass(frozen=True)
class Hit:
    """One completion: the node, what to show, and how it matched."""

    node: str
    label: str
    alias: str  # the alias the query matched, "" when it matched the label
    type: str
    papers: int  # a concept's papers; a paper's links
    quality: int  # EXACT .. FUZZY


class Suffixes(Sequence[str]):
    """Sorted word suffixes of ``names``, each kept as (name, offset) and cut when read.

    A tuple of the suffixes themselves held 9 MB for the 32,000 names of 8,800 papers;
    :func:`bisect.bisect_left` reads a few of them per query.

    >>> words = Suffixes(("deep net", "net"), array("l", [1, 0, 0]), [0, 5, 0])
    >>> list(words), len(words)
    (['net', 'net', 'deep net'], 3)
    """

    __slots__ = ("names", "offsets", "owner")

    def __init__(self, names: Sequence[str], owner: array, offsets: Iterable[int]) -> None:
        self.names = names
        self.owner = owner  # each suffix's index in ``names``
        self.offsets = array("l", offsets)

    def __len__(self) -> int:
        return len(self.owner)

    def __getitem__(self, i):  # noqa: ANN001 (an int; slices are not asked for)
        return self.names[self.owner[i]][self.offsets[i] :]


@dataclass(frozen=True, repr=False)
class SearchIndex:
    """Names of every node of a graph, folded and sorted for :func:`rank`."""

    nodes: tuple[str, ...]
    labels: tuple[str, ...]
    types: tuple[str, ...]
    papers: tuple[int, ...]
    order: tuple[tuple, ...]  # per node: the tie-break after quality (kind, importance, length)
    names: tuple[str, ...]  # folded names, sorted
    name_owner: tuple[tuple[int, str], ...]  # per sorted name: (node index, alias or "")
    words: Suffixes  # folded suffixes from each word start, sorted
    word_owner: Sequence[int]  # per word suffix: its index in ``names``
    short: Sequence[int]  # ``names`` short enough for a close-spelling search, by length
    short_names: tuple[str, ...]  # those names
    short_lengths: Sequence[int]  # and their lengths
    joined: str  # ``names`` joined by newlines, for substring search
    starts: Sequence[int]  # where each name starts in ``joined``

    @classmethod
    def build(cls, G: nx.Graph) -> SearchIndex:
        """Index every label and alias of ``G`` (O(names · words), once per graph)."""
        nodes, labels, types, papers, order, entries = [], [], [], [], [], []
        for i, (node, data) in enumerate(G.nodes(data=True)):
            raw = str(data.get("label") or node)
            label = " ".join(raw.split())
            label = raw if label == raw else label  # the graph's own string: not a copy
            is_paper = data.get("kind") == "paper"
            weight = G.degree(node) if is_paper else int(data.get("papers") or 0)
            nodes.append(node)
            labels.append(label)
            types.append(str(data.get("type") or ""))
            papers.append(weight)
            order.append((int(is_paper), -weight, len(label), node))
            seen = {concept_key(label)}
            entries.append((concept_key(label), i, ""))
            for alias in data.get("aliases") or ():
                alias = " ".join(str(alias).split())
                if alias and concept_key(alias) not in seen:
                    seen.add(concept_key(alias))
                    entries.append((concept_key(alias), i, alias))
        entries.sort()
        names = tuple(e[0] for e in entries)
        suffixes = sorted(
            (name[m.start() :], k, m.start())
            for k, name in enumerate(names)
            for m in _WORD_START.finditer(name)
        )
        # By length: a close spelling is within a third of the query's length.
        short = sorted((len(n), k) for k, n in enumerate(names) if len(n) <= _FUZZY_LENGTH)
        words = Suffixes(names, array("l", (k for _, k, _ in suffixes)), (a for *_, a in suffixes))
        return cls(
            tuple(nodes),
            tuple(labels),
            tuple(types),
            array("l", papers),
            tuple(order),
            names,
            tuple((i, alias) for _, i, alias in entries),
            words,
            words.owner,
            array("l", (k for _, k in short)),
            tuple(names[k] for _, k in short),
            array("l", (length for length, _ in short)),
            "\n".join(names),
            array("l", itertools.accumulate((len(n) + 1 for n in names[:-1]), initial=0)),
        )

    def __len__(self) -> int:
        return len(self.names)


def parse_query(text: str) -> tuple[str, frozenset[str]]:
    """The folded words of ``text`` and the types its ``type:`` filters keep (upper case).

    >>> words, kept = parse_query("  type:dataset  Image Net type:Model")
    >>> words, sorted(kept)
    ('image net', ['DATASET', 'MODEL'])
    """
    kept = frozenset(m.group(1).upper() for m in _FILTER.finditer(text) if m.group(1))
    return concept_key(_FILTER.sub(" ", text)), kept


def _prefix_range(sorted_names: tuple[str, ...], query: str) -> range:
    lo = bisect_left(sorted_names, query)
    hi = bisect_left(sorted_names, query + "\U0010ffff", lo)
    return range(lo, hi)


def rank(index: SearchIndex, text: str, limit: int = 20) -> list[Hit]:
    """The ``limit`` best nodes for the query ``text`` (see the module), best first."""
    query, wanted = parse_query(text)
    # "type:data" is enough for DATASET: a filter keeps every type it starts.
    kept = {t.upper() for t in set(index.types) if any(t.upper().startswith(w) for w in wanted)}
    if wanted and not kept:
        return []
    if not query:
        if not kept:
            return []
        found = [i for i, t in enumerate(index.types) if t.upper() in kept]
        best = heapq.nsmallest(limit, found, key=index.order.__getitem__)
        return [_hit(index, i, "", EXACT) for i in best]
    best: dict[int, tuple] = {}  # node index -> (quality, -closeness, alias?, order..., alias)

    def offer(name_at: int, quality: int, closeness: float = 0.0) -> None:
        i, alias = index.name_owner[name_at]
        if kept and index.types[i].upper() not in kept:
            return
        key = (quality, -closeness, bool(alias), *index.order[i], alias)
        if i not in best or key < best[i]:
            best[i] = key

    for k in _prefix_range(index.names, query):
        offer(k, EXACT if index.names[k] == query else PREFIX)
    # A quality is searched only while the better ones have not filled the list.
    if len(best) < limit:
        for w in _prefix_range(index.words, query):
            offer(index.word_owner[w], WORD)
    if len(best) < limit:
        for k in _containing(index, query):
            offer(k, SUBSTRING)
    if not best:
        _offer_close_spellings(index, query, limit, offer)
    chosen = heapq.nsmallest(limit, best.items(), key=lambda item: item[1])
    return [_hit(index, i, key[-1], key[0]) for i, key in chosen]


def _containing(index: SearchIndex, query: str):
    """Indices of the names that contain ``query``: ``str.find`` over all names joined
    by newlines (a folded name has none), in C rather than a Python loop."""
    joined, starts = index.joined, index.starts
    at = joined.find(query)
    while at >= 0:
        k = bisect_right(starts, at) - 1
        yield k
        at = joined.find(query, starts[k + 1] if k + 1 < len(starts) else len(joined))


def _offer_close_spellings(index: SearchIndex, query: str, limit: int, offer) -> None:
    """Names within a typo or two of ``query`` (rapidfuzz), for a query nothing contains."""
    if len(query) < 4:
        return
    from rapidfuzz import fuzz, process

    # fuzz.ratio = 2·matches / (both lengths) >= cutoff needs the shorter string to be at
    # least cutoff / (2 - cutoff) of the longer: only those lengths are compared.
    share = _FUZZY_CUTOFF / (200 - _FUZZY_CUTOFF)
    lengths = index.short_lengths
    lo = bisect_left(lengths, int(len(query) * share))
    hi = bisect_right(lengths, int(len(query) / share) + 1)
    for _, score, at in process.extract(
        query, index.short_names[lo:hi], scorer=fuzz.ratio, limit=limit, score_cutoff=_FUZZY_CUTOFF
    ):
        offer(index.short[lo + at], FUZZY, score)


def _hit(index: SearchIndex, i: int, alias: str, quality: int) -> Hit:
    return Hit(index.nodes[i], index.labels[i], alias, index.types[i], index.papers[i], quality)


def describe(hit: Hit) -> str:
    """The row's text: the alias it was found by and the concept it folds into.

    >>> describe(Hit("concept:x", "FlashAttention-2", "FlashAttention2", "METHOD", 3, 0))
    'FlashAttention2 → FlashAttention-2'
    """
    return f"{hit.alias} → {hit.label}" if hit.alias else hit.label


def count_text(hit: Hit) -> str:
    """Type and size, plural-aware: ``'METHOD · 1 paper'``, ``'PAPER · 4 links'``."""
    n = hit.papers
    size = plural(n, EDGE_WORDS) if hit.type == "PAPER" else plural(n, PAPER_WORDS)
    tag = type_tag(hit.type) if hit.type else translate("Search", "NODE")
    return f"{tag} · {size}"
