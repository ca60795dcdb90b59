"""Fit the span-boundary scorer (:mod:`explorer.nlp.learned.bounds`) from cross-fitted docs.

An edit of a mention is a positive example when its span matches an annotated entry and the
mention's own span does not (the matching of :mod:`explorer.evaluate`); every other edit is a
negative one. The threshold is chosen by leave-one-corpus-out over the training corpora: the
lowest (the most edits) at which no held-out corpus loses precision or required recall against
no edits at all and one gains at least ``MIN_GAIN`` precision; none (``NO_EDITS``) otherwise.
Pooled gains were not enough: at 0.2 the pooled train curve rose on all three measures while
two corpora lost required recall, and on the default corpus edits such as "Chronos" ->
"Chronos foundation" cost two required names.
"""

from __future__ import annotations

from collections.abc import Sequence

from explorer.evaluate import normalize
from explorer.nlp.learned.bounds import alternatives, edit_features, refined
from explorer.nlp.learned.linear import LinearScorer
from explorer.nlp.learned.linear_training import PaperDoc, fit_linear, scores

NO_EDITS = 1.01
#: The least precision gain in some held-out corpus that counts: less is one mention or two.
MIN_GAIN = 0.005
THRESHOLDS = (0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.7, NO_EDITS)


def edit_examples(docs: Sequence[PaperDoc]) -> list[tuple[str, list[str], bool]]:
    """(corpus, features, is an improvement) of every edit of every mention."""
    out = []
    for doc in docs:
        names = {normalize(n) for e in doc.record["entities"] for n in e["names"]}
        text = doc.context.text
        for cand in doc.mentions:
            own = normalize(text[cand.start : cand.end]) in names
            for edit, start, end, words in alternatives(text, cand):
                better = not own and normalize(text[start:end]) in names
                out.append((doc.corpus, edit_features(doc.context, cand, edit, words), better))
    return out


def edited(docs: Sequence[PaperDoc], scorer: LinearScorer | None) -> dict[str, list]:
    """Each doc's mentions (copies) after the scorer's edits, by paper id."""
    out = {}
    for doc in docs:
        mentions = doc.copied()
        out[doc.record["id"]] = refined(scorer, doc.context, mentions) if scorer else mentions
    return out


def held_out_edits(docs: Sequence[PaperDoc], threshold: float | None = None) -> dict:
    """Each corpus's mentions edited by a scorer fitted on the other corpora (its own
    threshold, or ``threshold``); by threshold when ``threshold`` is None."""
    examples = edit_examples(docs)
    by_threshold: dict[float, dict] = {}
    for held in sorted({d.corpus for d in docs}):
        rows = [(f, y) for c, f, y in examples if c != held]
        scorer = fit_linear([f for f, _ in rows], [y for _, y in rows], 0.5)
        own = [d for d in docs if d.corpus == held]
        for t in THRESHOLDS if threshold is None else (threshold,):
            scorer.threshold = t
            by_threshold.setdefault(t, {}).update(edited(own, scorer))
    return by_threshold


def train_bounds(docs: Sequence[PaperDoc]) -> tuple[LinearScorer, dict]:
    """The boundary scorer fitted on every doc, its threshold by leave-one-corpus-out."""
    records = [d.record for d in docs]
    texts = {d.record["id"]: d.context.text for d in docs}
    corpora = sorted({d.corpus for d in docs})
    table, by_corpus = {}, {}
    if len(corpora) > 1:
        for t, mentions in held_out_edits(docs).items():
            table[t] = scores(records, mentions, texts)
            by_corpus[t] = {
                c: scores([r for r in records if r["corpus"] == c], mentions, texts)
                for c in corpora
            }
    chosen = robust_threshold(by_corpus) if by_corpus else NO_EDITS
    examples = edit_examples(docs)
    scorer = fit_linear([f for _, f, _ in examples], [y for _, _, y in examples], chosen)
    report = {"edits": len(examples), "curve": table, "by_corpus": by_corpus, "threshold": chosen}
    return scorer, report


def robust_threshold(by_corpus: dict[float, dict[str, dict]]) -> float:
    """The lowest threshold at which no corpus loses precision or required recall against
    ``NO_EDITS`` and one gains ``MIN_GAIN`` precision, else ``NO_EDITS``.

    >>> none = {"a": {"precision": 0.8, "recall": 0.8}, "b": {"precision": 0.7, "recall": 0.9}}
    >>> worse = {"a": {"precision": 0.9, "recall": 0.8}, "b": {"precision": 0.7, "recall": 0.8}}
    >>> better = {"a": {"precision": 0.81, "recall": 0.8}, "b": {"precision": 0.7, "recall": 0.9}}
    >>> robust_threshold({0.2: worse, 0.5: better, NO_EDITS: none})
    0.5
    """
    base = by_corpus[NO_EDITS]
    for t in sorted(by_corpus):
        rows = by_corpus[t].items()
        if all(
            s["precision"] >= base[c]["precision"] and s["recall"] >= base[c]["recall"]
            for c, s in rows
        ) and any(s["precision"] >= base[c]["precision"] + MIN_GAIN for c, s in rows):
            return t
    return NO_EDITS
