"""Fit the keep scorer and the boundary scorer (:mod:`explorer.nlp.learned.keep`) and ship them.

Examples are the resolver's final mentions of each training abstract, read by a recognizer
fitted on the other corpora (:func:`.linear_training.cross_fitted_docs`), after the span edits
of a boundary scorer fitted on the other corpora too (:mod:`.bounds_training`). A mention is a
positive example when its name matches an annotated entry (the matching of
:mod:`explorer.evaluate`). The keep threshold is chosen by leave-one-corpus-out over the
training corpora, never on the dev split: the best precision whose pooled required-name recall
stays within ``SLACK`` of keeping everything. A mention of a required entry (a proper name)
counts ``REQUIRED_WEIGHT`` times in the fit: losing one costs more than keeping a stray one.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from explorer.atomic import atomic_write_bytes
from explorer.evaluate import normalize
from explorer.nlp.learned.bounds_training import held_out_edits, train_bounds
from explorer.nlp.learned.keep import KeepScorer, keep_features, never_a_concept
from explorer.nlp.learned.linear import LinearScorer, concept_key
from explorer.nlp.learned.linear_training import (
    PaperDoc,
    choose,
    cross_fitted_docs,
    fit_linear,
    scores,
)
from explorer.nlp.not_concepts import citations

THRESHOLDS = (0.0, 0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.7, 0.8)
#: How many times a mention of a required entry counts in the fit (compared 1 and 3 by
#: leave-one-corpus-out inside train: 3 lost less required recall at each precision).
REQUIRED_WEIGHT = 3.0
#: Required-name recall the chosen threshold may lose, pooled over the held-out corpora.
SLACK = 0.005

#: (corpus, paper id, mention, features, matches an entry, its weight in the fit)
Example = tuple[str, str, object, list[str], bool, float]


def keep_examples(docs: Sequence[PaperDoc], mentions: dict[str, list]) -> list[Example]:
    """The examples of each doc's (edited) mentions."""
    out = []
    for doc in docs:
        entries = doc.record["entities"]
        names = {normalize(n) for e in entries for n in e["names"]}
        required = {normalize(n) for e in entries if e.get("required") for n in e["names"]}
        text = doc.context.text
        cited = citations(text)
        for cand in mentions[doc.record["id"]]:
            if cand.source != "proposal" and never_a_concept(text, cand, cited):
                continue  # dropped before the scorer weighs it
            forms = {normalize(text[cand.start : cand.end]), normalize(cand.canonical)}
            weight = REQUIRED_WEIGHT if forms & required else 1.0
            feats = keep_features(doc.context, cand)
            out.append((doc.corpus, doc.record["id"], cand, feats, bool(forms & names), weight))
    return out


def kept_at(examples: Sequence[Example], probs: Sequence[float], threshold: float) -> dict:
    """The mentions kept at ``threshold`` by paper: a concept stays when its likeliest
    mention passes, a proposed name always."""
    best: dict[tuple[str, str], float] = {}
    for (_, paper, cand, *_), p in zip(examples, probs, strict=True):
        key = (paper, concept_key(cand.canonical))
        p = 1.0 if cand.source == "proposal" else p
        best[key] = max(best.get(key, 0.0), p)
    out: dict[str, list] = {}
    for _, paper, cand, *_ in examples:
        if best[(paper, concept_key(cand.canonical))] >= threshold:
            out.setdefault(paper, []).append(cand)
    return out


def keep_curve(docs: Sequence[PaperDoc], examples: Sequence[Example]) -> dict:
    """Scores at each threshold, each corpus decided by a scorer fitted on the others."""
    probs = [0.0] * len(examples)
    for held in sorted({d.corpus for d in docs}):
        scorer = _fit([e for e in examples if e[0] != held], 0.0)
        for i, (corpus, _, _, feats, *_) in enumerate(examples):
            if corpus == held:
                probs[i] = scorer.score(feats)
    records = [d.record for d in docs]
    texts = {d.record["id"]: d.context.text for d in docs}
    return {t: scores(records, kept_at(examples, probs, t), texts) for t in THRESHOLDS}


def _fit(examples: Sequence[Example], threshold: float) -> LinearScorer:
    return fit_linear(
        [e[3] for e in examples], [e[4] for e in examples], threshold, [e[5] for e in examples]
    )


def train_keep(
    records: list[dict],
    out: Path,
    fit_recognizer: Callable[[list[dict], Path], object],
    make_nlp: Callable[[Path], object],
) -> dict:
    """Fit the boundary and keep scorers on ``records``, choose their thresholds, write both
    to ``out``; returns the curves they were chosen on. ``fit_recognizer(records, path)`` fits
    a recognizer, ``make_nlp(path)`` is a pipeline with it that keeps every mention."""
    with tempfile.TemporaryDirectory() as tmp:
        docs = cross_fitted_docs(records, fit_recognizer, Path(tmp), make_nlp)
        scorer, report = fit_scorers(docs)
        written = Path(tmp) / "keep.npz"
        scorer.save(written)
        atomic_write_bytes(out, written.read_bytes())
    return {**report, "model": str(out)}


def fit_scorers(docs: Sequence[PaperDoc]) -> tuple[KeepScorer, dict]:
    """The boundary and keep scorers fitted on cross-fitted docs, thresholds chosen."""
    bounds, bounds_report = train_bounds(docs)
    several = len({d.corpus for d in docs}) > 1
    if several:
        mentions = held_out_edits(docs, bounds.threshold)[bounds.threshold]
    else:
        mentions = {d.record["id"]: d.copied() for d in docs}
    examples = keep_examples(docs, mentions)
    table = keep_curve(docs, examples) if several else {}
    chosen = choose(table, SLACK, lambda s: s["precision"]) if table else 0.0
    report = {
        "mentions": len(examples),
        "bounds": bounds_report,
        "keep": {"curve": table, "threshold": chosen},
    }
    return KeepScorer(_fit(examples, chosen), bounds), report
