"""Every quantitative claim of a corpus as table rows, with its hardware and its baseline.

A row is one :class:`explorer.model.Claim` of a paper node, read together with the paper's
mentions in the same sentence: HARDWARE mentions there are the hardware the number was
measured on; METHOD/MODEL mentions after a comparison cue ("than", "over", "compared to",
"vs", ... listed in ``resources/insights/claims.json``) that the paper does not propose are
the baseline. Names come from the concept nodes, so curation edits (rename, retype, hide,
merge) show in the rows.

Examples
--------
>>> import networkx as nx
>>> text = "X runs 2× faster than Y on an A100."
>>> G = nx.Graph()
>>> G.add_node("paper:p", kind="paper", label="P", abstract=text, proposed=["X"],
...     claims=[{"text": "2×", "value": 2.0, "unit": "×", "sentence": text, "start": 7,
...              "end": 9, "sent_start": 0, "kind": "speedup"}],
...     mentions=[
...         {"text": "X", "start": 0, "end": 1, "label": "METHOD", "concept": "concept:x"},
...         {"text": "Y", "start": 22, "end": 23, "label": "METHOD", "concept": "concept:y"},
...         {"text": "A100", "start": 30, "end": 34, "label": "HARDWARE",
...          "concept": "concept:a100"}])
>>> for key, kind in (("x", "METHOD"), ("y", "METHOD"), ("a100", "HARDWARE")):
...     G.add_node("concept:" + key, kind="concept", type=kind, label=key.upper())
>>> row = claim_rows(G)[0]
>>> row.measure, row.hardware, row.baseline
('speedup', ('A100',), ('Y',))
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

import networkx as nx

from explorer.graph.concepts import concept_key
from explorer.graph.nodes import is_paper_data
from explorer.graph.taxonomy import family_map
from explorer.paths import resource

#: Types whose mentions can be a claim's baseline.
BASELINE_TYPES = frozenset({"METHOD", "MODEL"})
#: Columns of the table and of the CSV export, in order.
COLUMNS: tuple[str, ...] = (
    "paper",
    "number",
    "unit",
    "measure",
    "hardware",
    "baseline",
    "sentence",
)


@dataclass(frozen=True)
class ClaimRow:
    """One quantitative claim of one paper, ready for a table.

    ``sent_start``/``sent_end`` and ``start``/``end`` are character offsets of the sentence
    and of the number into the paper's abstract.
    """

    paper: str
    paper_label: str
    text: str
    value: float
    unit: str
    measure: str
    hardware: tuple[str, ...]
    baseline: tuple[str, ...]
    sentence: str
    start: int
    end: int
    sent_start: int
    sent_end: int


@cache
def claim_vocabulary() -> tuple[tuple[str, ...], re.Pattern[str]]:
    """The known measures and a pattern matching any baseline cue (from resources)."""
    data = json.loads(resource("insights", "claims.json").read_text(encoding="utf-8"))
    cues = sorted(data["baseline_cues"], key=len, reverse=True)
    pattern = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, cues)) + r")(?!\w)", re.I)
    return tuple(data["measures"]), pattern


def claim_rows(G: nx.Graph, *, by_family: bool = False) -> list[ClaimRow]:
    """Every claim of every paper node of ``G``, in paper order then abstract order.

    ``by_family`` names hardware and baselines by their family
    (:func:`explorer.graph.taxonomy.family_map`): "H100" reads "GPU", "LLaMA-2-7B" "LLaMA",
    so filtering the table on a family finds every member's claims.
    """
    families = family_map(G) if by_family else {}
    rows: list[ClaimRow] = []
    for node, data in G.nodes(data=True):
        if is_paper_data(data) and data.get("claims"):
            rows.extend(paper_claim_rows(G, node, families))
    return rows


def paper_claim_rows(
    G: nx.Graph, paper: str, families: Mapping[str, str] | None = None
) -> list[ClaimRow]:
    """The claims of one paper node as rows (see :func:`claim_rows`); ``families`` maps
    concepts to the family each row names in their place."""
    families = families or {}
    measures = claim_vocabulary()[0]
    data = G.nodes[paper]
    abstract = str(data.get("abstract") or "")
    label = str(data.get("label") or data.get("title") or paper)
    proposed = _proposed_concepts(G, paper)
    claims = [c for c in data.get("claims") or [] if isinstance(c, dict)]
    rows = []
    for claim in claims:
        sentence = str(claim.get("sentence") or claim.get("text") or "")
        recorded = _int(claim.get("sent_start"), -1)
        bound = _next_sentence_start(data, recorded)
        sent_start, sent_end = _sentence_span(abstract, sentence, recorded, bound)
        start = _int(claim.get("start"), sent_start)
        end = _int(claim.get("end"), start)
        in_sentence = _mentions_in(G, data.get("mentions"), recorded, (sent_start, sent_end))
        starts = [_int(c.get("start"), -1) for c in claims]
        clause = _clause(abstract, (sent_start, sent_end), (start, end))
        baseline = _baseline(G, abstract, in_sentence, proposed, (start, end), clause, starts)
        baseline = _named_as(G, baseline, families)
        kind = str(claim.get("kind") or "other")
        rows.append(
            ClaimRow(
                paper=paper,
                paper_label=label,
                text=str(claim.get("text") or ""),
                value=_float(claim.get("value")),
                unit=str(claim.get("unit") or ""),
                measure=kind if kind in measures else "other",
                hardware=_named_as(
                    G, _concepts(m for m in in_sentence if _type(G, m) == "HARDWARE"), families
                ),
                baseline=baseline,
                sentence=sentence,
                start=start,
                end=end,
                sent_start=sent_start,
                sent_end=sent_end,
            )
        )
    return rows


def _int(value: object, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _float(value: object) -> float:
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return float("nan")


def _sentence_span(abstract: str, sentence: str, sent_start: object, bound: int) -> tuple[int, int]:
    """Where ``sentence`` is in ``abstract`` (which may still hold the markup the extractor
    removed, so lengths differ): from its recorded start to its last words before ``bound``.
    """
    start = _int(sent_start, -1)
    if not 0 <= start <= len(abstract):
        found = abstract.find(sentence) if sentence else -1
        return (found, found + len(sentence)) if found >= 0 else (0, 0)
    if abstract.startswith(sentence, start):
        return start, start + len(sentence)
    for size in (40, 20, 10, 4):
        tail = sentence[-size:].strip()
        found = abstract.rfind(tail, start, bound) if tail else -1
        if found >= 0:
            return start, found + len(tail)
    return start, start + len(abstract[start:bound].rstrip())


def _next_sentence_start(data: dict, sent_start: int) -> int:
    """The smallest sentence start after ``sent_start`` the paper records (else the end)."""
    starts = [
        _int(item.get("sent_start"), -1)
        for key in ("mentions", "claims")
        for item in data.get(key) or []
        if isinstance(item, dict)
    ]
    later = [s for s in starts if s > sent_start]
    return min(later) if later else len(str(data.get("abstract") or ""))


def _mentions_in(G: nx.Graph, mentions: object, sent_start: int, span: tuple[int, int]) -> list:
    """Mentions of the sentence starting at ``sent_start`` (else inside ``span``) whose
    concept is still in the graph, in text order."""
    lo, hi = span
    found = []
    for m in mentions or []:
        if not isinstance(m, dict) or m.get("concept") not in G:
            continue
        start, end = m.get("start"), m.get("end")
        if not (isinstance(start, int) and isinstance(end, int)):
            continue
        recorded = _int(m.get("sent_start"), -1)
        if recorded == sent_start if recorded >= 0 else lo <= start < end <= hi:
            found.append(m)
    return sorted(found, key=lambda m: m["start"])


def _type(G: nx.Graph, mention: dict) -> str:
    return str(G.nodes[mention["concept"]].get("type") or mention.get("label") or "")


def _proposed_concepts(G: nx.Graph, paper: str) -> set[str]:
    """Concepts ``paper`` proposes: ``proposes`` links and the names it proposes."""
    proposed = {n for n, d in G[paper].items() if d.get("relation") == "proposes"}
    names = G.nodes[paper].get("proposed") or []
    proposed.update("concept:" + concept_key(str(name)) for name in names)
    return proposed


def _baseline(
    G: nx.Graph,
    abstract: str,
    mentions: list[dict],
    proposed: set[str],
    claim: tuple[int, int],
    clause: tuple[int, int],
    claim_starts: list[int],
) -> tuple[str, ...]:
    """The METHOD/MODEL concepts (not proposed) a claim is compared with.

    They follow the first comparison cue after the claim in its clause, up to the next
    claim ("2× faster than Y and 1.5× faster than Z"); with no cue after the claim, the
    names between a cue before it and the claim ("Compared to Y, X is 2× faster") when no
    other claim comes first in the clause.
    """
    cues = claim_vocabulary()[1]
    (start, end), (lo, hi) = claim, clause
    cue = cues.search(abstract, end, hi) if hi > end else None
    if cue is not None:
        window = (cue.end(), min([hi, *(s for s in claim_starts if s >= cue.end())]))
    else:
        before = list(cues.finditer(abstract, lo, start)) if start > lo else []
        # A cue after an earlier claim compares that claim, not this one.
        if not before or any(lo <= s < before[-1].start() for s in claim_starts):
            return ()
        window = (before[-1].end(), start)
    return _concepts(
        m
        for m in mentions
        if window[0] <= m["start"] < window[1]
        and m["concept"] not in proposed
        and _type(G, m) in BASELINE_TYPES
    )


def _clause(abstract: str, sentence: tuple[int, int], claim: tuple[int, int]) -> tuple[int, int]:
    """The part of the sentence between the semicolons around the claim."""
    (lo, hi), (start, end) = sentence, claim
    left = abstract.rfind(";", lo, start)
    right = abstract.find(";", end, hi)
    return (lo if left < 0 else left + 1), (hi if right < 0 else right)


def _concepts(mentions: Iterable[dict]) -> tuple[str, ...]:
    """Distinct concept nodes of ``mentions``, in order."""
    return tuple(dict.fromkeys(m["concept"] for m in mentions))


def _named_as(G: nx.Graph, concepts: Iterable[str], families: Mapping[str, str]) -> tuple[str, ...]:
    """Distinct labels of ``concepts`` (each its family's, where ``families`` has one)."""
    nodes = (families.get(n, n) for n in concepts)
    return tuple(dict.fromkeys(str(G.nodes[n].get("label") or n) for n in nodes))


def format_number(value: float) -> str:
    """A claim's number as people write it: ``2`` not ``2.0``, ``1.5`` stays.

    >>> format_number(2.0), format_number(1.5), format_number(1234567.0)
    ('2', '1.5', '1234567')
    """
    if value != value:  # NaN: the claim had no readable number
        return ""
    return f"{value:.10g}" if abs(value) < 1e15 else str(value)
