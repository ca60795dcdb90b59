"""Fit the span-boundary scorer (:mod:`explorer.nlp.learned.bounds`) from cross-fitted docs.

An edit of a mention is a positive example when its span matches an annotated entry and the
mention's own span does not (the matching of :mod:`explorer.evaluate`); every other edit is a
negative one. The threshold is chosen by leave-one-corpus-out over the training corpora, pooled:
the best F1 of precision and required recall among the thresholds at which neither precision,
required recall nor every-entry recall falls below no edits at all, and precision gains at
least ``MIN_GAIN``; none (``NO_EDITS``) otherwise. A rule asking every held-out corpus to lose
nothing passed no threshold in round 6 (at 0.2 the pooled curve rose on all three measures
while two corpora lost 1.1 and 1.4 points of required recall: one or two names each).
"""

from __future__ import annotations

from collections.abc import Sequence

from explorer.evaluate import normalize
from explorer.nlp.learned.bounds import alternatives, edit_features, refined
from explorer.nlp.learned.linear import LinearScorer
from explorer.nlp.learned.linear_training import PaperDoc, fit_linear, scores

NO_EDITS = 1.01
#: The least pooled precision gain that counts: less is a mention or two in four corpora.
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
    chosen = pooled_threshold(table) if table else NO_EDITS
    examples = edit_examples(docs)
    scorer = fit_linear([f for _, f, _ in examples], [y for _, _, y in examples], chosen)
    report = {"edits": len(examples), "curve": table, "by_corpus": by_corpus, "threshold": chosen}
    return scorer, report


def pooled_threshold(table: dict[float, dict]) -> float:
    """The threshold of the pooled held-out ``table`` with the best F1 of precision and
    required recall among those that lose nothing against ``NO_EDITS`` and gain ``MIN_GAIN``
    precision, else ``NO_EDITS``.

    >>> none = {"precision": 0.8, "recall": 0.8, "recall_all": 0.5}
    >>> table = {NO_EDITS: none, 0.7: {**none, "precision": 0.803},
    ...          0.5: {**none, "precision": 0.82}, 0.2: {**none, "precision": 0.85, "recall": 0.79}}
    >>> pooled_threshold(table)
    0.5
    """
    base = table[NO_EDITS]
    eligible = [
        t
        for t, s in table.items()
        if all(s[k] >= base[k] for k in ("recall", "recall_all"))
        and s["precision"] >= base["precision"] + MIN_GAIN
    ]
    if not eligible:
        return NO_EDITS
    return max(eligible, key=lambda t: (_f1(table[t]), t))


def _f1(scores: dict) -> float:
    p, r = scores["precision"], scores["recall"]
    return 2 * p * r / (p + r) if p + r else 0.0
