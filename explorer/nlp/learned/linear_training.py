"""What fitting the mention decisions shares: cross-fitted docs, a logistic fit, the scores.

A recognizer scores its own training abstracts too well, so the mentions the keep and boundary
scorers learn from come from recognizers fitted on the other corpora (cross-fitting): each
training corpus is read as text its recognizer has never seen. Scores are those of
:mod:`explorer.evaluate` on the resulting mentions.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from explorer.evaluate import evaluate
from explorer.model import Mention, Paper, PaperExtraction
from explorer.nlp.candidates import Candidate
from explorer.nlp.learned.linear import LinearScorer, PaperContext

#: L2 weight of the logistic regressions.
L2 = 1.0


@dataclass
class PaperDoc:
    """One training abstract as the resolver leaves it: its context and final mentions."""

    record: dict
    context: PaperContext
    mentions: list[Candidate]

    @property
    def corpus(self) -> str:
        return self.record["corpus"]

    def copied(self) -> list[Candidate]:
        return [copy.copy(c) for c in self.mentions]


def paper_docs(nlp, records: Sequence[dict]) -> list[PaperDoc]:
    """The docs of ``records`` from a pipeline whose resolver keeps every mention as it is."""
    from explorer.nlp.textprep import prepare

    out = []
    for record in records:
        doc = nlp(prepare(record["abstract"]).text)
        context = PaperContext(doc.text, doc._.acronyms or (), doc._.proposed or ())
        out.append(PaperDoc(record, context, list(doc._.mentions or [])))
    return out


def cross_fitted_docs(
    records: list[dict],
    fit_recognizer: Callable[[list[dict], Path], object],
    tmp: Path,
    make_nlp: Callable[[Path], object],
) -> list[PaperDoc]:
    """Each corpus's docs from a recognizer fitted on the other corpora's records
    (``make_nlp(model)``: a pipeline with that recognizer whose resolver keeps every mention)."""
    corpora = sorted({r["corpus"] for r in records})
    folds = [(held, [r for r in records if r["corpus"] != held]) for held in corpora]
    if len(corpora) < 2:  # nothing to hold out: the recognizer reads its own training text
        folds = [(corpora[0] if corpora else "", records)]
    out = []
    for held, fitted_on in folds:
        model = tmp / f"fold-{held}.npz"
        fit_recognizer(fitted_on, model)
        nlp = make_nlp(model)
        out += paper_docs(nlp, [r for r in records if r["corpus"] == held or len(folds) == 1])
    return out


def fit_linear(
    rows: Sequence[Sequence[str]],
    targets: Sequence[bool],
    threshold: float,
    weights: Sequence[float] | None = None,
) -> LinearScorer:
    """A :class:`LinearScorer` fitted on feature lists and their targets (L-BFGS, L2), each
    example counted ``weights`` times (once when None); features seen once are dropped: they
    cannot generalise."""
    from scipy.optimize import minimize
    from scipy.sparse import csr_matrix

    counts: dict[str, int] = {}
    for feats in rows:
        for f in set(feats):
            counts[f] = counts.get(f, 0) + 1
    vocabulary = sorted(f for f, n in counts.items() if n >= 2)
    index = {f: i for i, f in enumerate(vocabulary)}
    columns = [sorted({index[f] for f in feats if f in index}) for feats in rows]
    x = csr_matrix(
        (
            np.ones(sum(map(len, columns))),
            np.array([i for c in columns for i in c], dtype=np.int64),
            np.cumsum([0] + [len(c) for c in columns]),
        ),
        shape=(len(columns), len(vocabulary)),
    )
    y = np.asarray(targets, dtype=np.float64)
    counted = np.ones(len(y)) if weights is None else np.asarray(weights, dtype=np.float64)

    def loss(flat):
        w, b = flat[:-1], flat[-1]
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ w + b, -30, 30)))
        value = -np.sum(counted * (y * np.log(p + 1e-12) + (1 - y) * np.log(1 - p + 1e-12)))
        grad_w = x.T @ (counted * (p - y)) + 2 * L2 * w
        return value + L2 * np.sum(w * w), np.append(grad_w, np.sum(counted * (p - y)))

    start = np.zeros(len(vocabulary) + 1)
    fitted = minimize(loss, start, jac=True, method="L-BFGS-B", options={"maxiter": 500})
    return LinearScorer(vocabulary, fitted.x[:-1], fitted.x[-1], threshold)


def scores(records: Sequence[dict], mentions: dict[str, list[Candidate]], texts) -> dict:
    """Precision, required recall and all-entry recall of the mentions of each paper (by id;
    ``texts`` gives each paper's prepared text)."""
    extractions = []
    for record in records:
        text = texts[record["id"]]
        found = [
            Mention(text[c.start : c.end], c.label, c.canonical, c.start, c.end, "")
            for c in mentions.get(record["id"], [])
        ]
        extractions.append(PaperExtraction(Paper(record["id"], ""), found))
    report = evaluate(records, extractions)
    return {k: report[k] for k in ("precision", "recall", "recall_all")}


def choose(table: dict, slack: float, objective: Callable[[dict], float]) -> float:
    """The threshold of ``table`` with the best ``objective`` among those whose required
    recall is within ``slack`` of the best required recall in the table.

    >>> table = {0.0: {"recall": 0.8, "precision": 0.7}, 0.5: {"recall": 0.79, "precision": 0.8},
    ...          0.9: {"recall": 0.7, "precision": 0.9}}
    >>> choose(table, 0.01, lambda s: s["precision"])
    0.5
    """
    floor = max(s["recall"] for s in table.values()) - slack
    eligible = [t for t, s in table.items() if s["recall"] >= floor - 1e-9]
    return max(eligible, key=lambda t: (objective(table[t]), -t))
