"""Fit the type scorer (:mod:`explorer.nlp.learned.types`) from annotated abstracts.

Examples are the annotated mentions (in the prepared text the resolver reads) with their
labels. The confidence the scorer needs before it replaces the METHOD fallback is chosen by
leave-one-corpus-out inside the training records, on the mentions the resolver would leave to
the fallback (no lexicon entry, no head word, no model shape): never on the dev split.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

from explorer.atomic import atomic_write_bytes
from explorer.nlp.canonical import label_from_head, looks_like_model
from explorer.nlp.learned.data import to_prepared
from explorer.nlp.learned.types import FALLBACK, TypeScorer, fit_softmax, mention_features
from explorer.nlp.resources import lexicon
from explorer.nlp.textprep import prepare

#: L2 weight of the softmax; thresholds compared by leave-one-corpus-out.
L2 = 1.0
THRESHOLDS = (0.5, 0.6, 0.7, 0.8, 0.9, 1.01)


def examples(records: list[dict]) -> list[tuple[str, list[str], str, bool]]:
    """(corpus, features, label, falls back) of every annotated mention."""
    known = {entry.pattern.lower() for entry in lexicon()}
    out = []
    for record in records:
        prep = prepare(record["abstract"])
        for span in record["spans"]:
            mapped = to_prepared(prep, span["start"], span["end"])
            if not mapped:
                continue
            name = prep.text[mapped[0] : mapped[1]]
            falls_back = not (
                name.lower() in known or label_from_head(name) or looks_like_model(name)
            )
            feats = mention_features(prep.text, *mapped)
            out.append((record.get("corpus", ""), feats, span["label"], falls_back))
    return out


def fit(rows: list[tuple[str, list[str], str, bool]], threshold: float) -> TypeScorer:
    """A scorer fitted on ``rows`` (features seen once are dropped: they cannot generalise)."""
    counts: dict[str, int] = {}
    for _, feats, _, _ in rows:
        for f in set(feats):
            counts[f] = counts.get(f, 0) + 1
    vocabulary = sorted(f for f, n in counts.items() if n >= 2)
    index = {f: i for i, f in enumerate(vocabulary)}
    labels = sorted({label for _, _, label, _ in rows})
    matrix = [[index[f] for f in dict.fromkeys(feats) if f in index] for _, feats, _, _ in rows]
    targets = [labels.index(label) for _, _, label, _ in rows]
    weights = fit_softmax(matrix, targets, len(vocabulary), len(labels), L2)
    return TypeScorer(vocabulary, weights, labels, threshold)


def choose_threshold(rows) -> dict:
    """Accuracy on held-out fallback mentions for each threshold, corpus by corpus."""
    corpora = sorted({c for c, *_ in rows})
    right = dict.fromkeys(THRESHOLDS, 0)
    total = 0
    for held in corpora:
        scorer = fit([r for r in rows if r[0] != held], 1.0)
        for _, feats, label, falls_back in rows:
            if _ != held or not falls_back:
                continue
            total += 1
            scores = scorer.weights[[scorer.index[f] for f in feats if f in scorer.index]]
            probs = np.exp(scores.sum(axis=0) - scores.sum(axis=0).max())
            probs /= probs.sum()
            best = int(probs.argmax())
            for t in THRESHOLDS:
                guess = scorer.labels[best] if probs[best] >= t else FALLBACK
                right[t] += guess == label
    accuracy = {t: round(right[t] / max(total, 1), 4) for t in THRESHOLDS}
    return {"mentions": total, "accuracy": accuracy, "chosen": max(accuracy, key=accuracy.get)}


def train_types(records: list[dict], out: Path) -> dict:
    """Fit the scorer on ``records``, its threshold by leave-one-corpus-out, and write it."""
    rows = examples(records)
    selection = choose_threshold(rows) if len({r[0] for r in rows}) > 1 else {"chosen": 0.8}
    scorer = fit(rows, selection["chosen"])
    with tempfile.TemporaryDirectory() as tmp:
        written = Path(tmp) / "types.npz"
        scorer.save(written)
        atomic_write_bytes(out, written.read_bytes())
    return {"mentions": len(rows), "threshold": selection, "model": str(out)}
