"""Fit the keep scorer (:mod:`explorer.nlp.learned.keep`) from annotated abstracts.

Examples are the resolver's final mentions of each training abstract, labelled by whether their
name matches an annotated entry (the matching of :mod:`explorer.evaluate`). A recognizer scores
its own training abstracts too well, so each corpus's mentions come from a recognizer trained
on the other corpora (cross-fitting), as on text it has never seen. The threshold is chosen by
leave-one-corpus-out over these mentions (a scorer fitted on the other corpora decides for each
held-out one), never on the dev split: the highest threshold whose pooled required-name recall
stays within ``RECALL_SLACK`` of keeping everything.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from explorer.atomic import atomic_write_bytes
from explorer.evaluate import evaluate, normalize
from explorer.model import Mention, Paper, PaperExtraction
from explorer.nlp.candidates import Candidate
from explorer.nlp.learned.keep import KeepScorer, PaperContext, concept_key, keep_features

#: L2 weight of the logistic regression.
L2 = 1.0
THRESHOLDS = (0.0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7)
#: Required-name recall the chosen threshold may lose, pooled over the held-out corpora.
RECALL_SLACK = 0.005


@dataclass
class Example:
    """One final mention of a training abstract, its features and whether it is an entry."""

    corpus: str
    paper: str
    mention: Mention
    features: list[str]
    good: bool
    proposal: bool


def mention_examples(nlp, records: list[dict]) -> list[Example]:
    """The examples of ``records`` from a pipeline whose resolver keeps every mention."""
    from explorer.nlp.textprep import prepare

    out = []
    for record in records:
        doc = nlp(prepare(record["abstract"]).text)
        text = doc.text
        context = PaperContext(text, doc._.acronyms or (), doc._.proposed or ())
        names = {normalize(n) for e in record["entities"] for n in e["names"]}
        for cand in doc._.mentions or []:
            mention = _mention(text, cand)
            good = bool({normalize(mention.text), normalize(mention.canonical)} & names)
            feats = keep_features(context, cand)
            proposal = cand.source == "proposal"
            out.append(Example(record["corpus"], record["id"], mention, feats, good, proposal))
    return out


def _mention(text: str, cand: Candidate) -> Mention:
    surface = text[cand.start : cand.end]
    return Mention(surface, cand.label, cand.canonical, cand.start, cand.end, "")


def cross_fitted_examples(
    records: list[dict], fit_recognizer: Callable[[list[dict], Path], object], tmp: Path
) -> list[Example]:
    """Each corpus's examples from a recognizer fitted on the other corpora's records."""
    from explorer.nlp.pipeline import build_pipeline

    out = []
    corpora = sorted({r["corpus"] for r in records})
    if len(corpora) < 2:  # nothing to hold out: the recognizer reads its own training text
        fit_recognizer(records, tmp / "keep-all.npz")
        nlp = build_pipeline(doc_entities=False, recognizer=str(tmp / "keep-all.npz"), keep=False)
        return mention_examples(nlp, records)
    for held in corpora:
        model = tmp / f"keep-fold-{held}.npz"
        fit_recognizer([r for r in records if r["corpus"] != held], model)
        nlp = build_pipeline(doc_entities=False, recognizer=str(model), keep=False)
        out += mention_examples(nlp, [r for r in records if r["corpus"] == held])
    return out


def fit(examples: list[Example], threshold: float) -> KeepScorer:
    """A scorer fitted on ``examples`` (features seen once are dropped: they cannot generalise)."""
    from scipy.optimize import minimize
    from scipy.sparse import csr_matrix

    counts: dict[str, int] = {}
    for example in examples:
        for f in set(example.features):
            counts[f] = counts.get(f, 0) + 1
    vocabulary = sorted(f for f, n in counts.items() if n >= 2)
    index = {f: i for i, f in enumerate(vocabulary)}
    rows = [sorted({index[f] for f in e.features if f in index}) for e in examples]
    x = csr_matrix(
        (
            np.ones(sum(map(len, rows))),
            np.array([i for r in rows for i in r], dtype=np.int64),
            np.cumsum([0] + [len(r) for r in rows]),
        ),
        shape=(len(rows), len(vocabulary)),
    )
    y = np.array([e.good for e in examples], dtype=np.float64)

    def loss(flat):
        w, b = flat[:-1], flat[-1]
        z = x @ w + b
        p = 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))
        value = -np.sum(y * np.log(p + 1e-12) + (1 - y) * np.log(1 - p + 1e-12))
        value += L2 * np.sum(w * w)
        grad_w = x.T @ (p - y) + 2 * L2 * w
        return value, np.append(grad_w, np.sum(p - y))

    start = np.zeros(len(vocabulary) + 1)
    fitted = minimize(loss, start, jac=True, method="L-BFGS-B", options={"maxiter": 500})
    return KeepScorer(vocabulary, fitted.x[:-1], fitted.x[-1], threshold)


def held_out_probabilities(examples: list[Example]) -> list[float]:
    """Each example's probability from a scorer fitted on the other corpora's examples."""
    probs = [0.0] * len(examples)
    for held in sorted({e.corpus for e in examples}):
        scorer = fit([e for e in examples if e.corpus != held], 0.0)
        for i, e in enumerate(examples):
            if e.corpus == held:
                probs[i] = scorer.score(e.features)
    return probs


def curve(records: list[dict], examples: list[Example], probs: list[float]) -> dict:
    """Precision, required recall and all-entry recall at each threshold (concepts kept by
    their likeliest mention, proposed names always)."""
    by_paper: dict[str, list[tuple[Example, float]]] = {}
    for e, p in zip(examples, probs, strict=True):
        by_paper.setdefault(e.paper, []).append((e, 1.0 if e.proposal else p))
    out = {}
    for t in THRESHOLDS:
        extractions = []
        for record in records:
            pairs = by_paper.get(record["id"], [])
            best: dict[str, float] = {}
            for e, p in pairs:
                key = concept_key(e.mention.canonical)
                best[key] = max(best.get(key, 0.0), p)
            kept = [e.mention for e, _ in pairs if best[concept_key(e.mention.canonical)] >= t]
            extractions.append(PaperExtraction(Paper(record["id"], ""), kept))
        report = evaluate(records, extractions)
        out[t] = {k: report[k] for k in ("precision", "recall", "recall_all")}
    return out


def choose_threshold(table: dict) -> float:
    """The highest threshold whose required recall is within ``RECALL_SLACK`` of none."""
    floor = table[0.0]["recall"] - RECALL_SLACK
    return max(t for t, s in table.items() if s["recall"] >= floor)


def train_keep(
    records: list[dict], out: Path, fit_recognizer: Callable[[list[dict], Path], object]
) -> dict:
    """Fit the keep scorer on ``records``, choose its threshold, write it to ``out``."""
    with tempfile.TemporaryDirectory() as tmp:
        examples = cross_fitted_examples(records, fit_recognizer, Path(tmp))
        if len({e.corpus for e in examples}) > 1:
            table = curve(records, examples, held_out_probabilities(examples))
            chosen = choose_threshold(table)
        else:
            table, chosen = {}, 0.0
        scorer = fit(examples, chosen)
        written = Path(tmp) / "keep.npz"
        scorer.save(written)
        atomic_write_bytes(out, written.read_bytes())
    return {
        "mentions": len(examples),
        "curve": {str(t): s for t, s in table.items()},
        "threshold": chosen,
        "model": str(out),
    }
