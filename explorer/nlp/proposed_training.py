"""Fit the proposed-name scorer (:mod:`explorer.nlp.learned.proposed`) from annotated abstracts.

Each candidate name of an abstract (:func:`.proposed_features.name_features`, read from the
rule components' output, so the recognizer plays no part) is an example, positive when the
annotation lists it among the paper's proposed names. The probabilities the scorer needs (to keep
a rule proposal, to add another name) are chosen by leave-one-corpus-out inside the training
records, never on the dev split.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

from explorer.atomic import atomic_write_bytes
from explorer.nlp.learned.proposed import ProposedScorer
from explorer.nlp.learned.proposed_features import name_features, name_key
from explorer.nlp.textprep import prepare

#: L2 weight of the logistic regression.
L2 = 1.0
#: Probabilities below which a rule proposal is dropped, and from which another name is added
#: (1.01: never), compared by leave-one-corpus-out.
KEEP = (0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3)
ADD = (0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7, 1.01)

#: One abstract: its corpus, its gold keys, and (key, features) of each candidate name.
Example = tuple[str, set[str], list[tuple[str, list[str]]]]


def examples(records: list[dict]) -> list[Example]:
    """The candidate names of every record, read by the rule components (title too)."""
    from explorer.nlp.pipeline import build_pipeline

    nlp = build_pipeline(doc_entities=False, recognizer=None)
    components = []
    for name, component in nlp.pipeline:
        if name == "explorer_proposed":
            break
        components.append(component)
    out = []
    for record in records:
        prep = prepare(record["abstract"])
        doc = nlp.make_doc(prep.text)
        doc.user_data.update(emphasis=prep.emphasis, text=prep.text, title=record.get("title", ""))
        for component in components:
            doc = component(doc)
        names = name_features(doc)
        gold = {name_key(n) for n in record.get("proposed", [])}
        out.append((record.get("corpus", ""), gold, [(k, f) for k, (_, f) in names.items()]))
    return out


def fit(rows: list[Example], keep: float, add: float) -> ProposedScorer:
    """A scorer fitted on ``rows`` (features seen in fewer than two names are dropped)."""
    counts: dict[str, int] = {}
    for _, _, names in rows:
        for _, feats in names:
            for f in set(feats):
                counts[f] = counts.get(f, 0) + 1
    vocabulary = sorted(f for f, n in counts.items() if n >= 2)
    index = {f: i for i, f in enumerate(vocabulary)}
    matrix = [
        [index[f] for f in dict.fromkeys(feats) if f in index]
        for *_, names in rows
        for _, feats in names
    ]
    targets = [key in gold for _, gold, names in rows for key, _ in names]
    weights = fit_logistic(matrix, np.array(targets, dtype=np.float64), len(vocabulary), L2)
    return ProposedScorer(vocabulary, weights, keep, add)


def fit_logistic(rows: list[list[int]], y: np.ndarray, n_features: int, l2: float) -> np.ndarray:
    """Weights of a binary logistic regression over binary features (L-BFGS, L2)."""
    from scipy.optimize import minimize
    from scipy.sparse import csr_matrix

    if not rows or not n_features:
        return np.zeros(n_features)
    indices = np.concatenate([np.asarray(r, dtype=np.int64) for r in rows])
    indptr = np.cumsum([0] + [len(r) for r in rows])
    x = csr_matrix((np.ones(len(indices)), indices, indptr), shape=(len(rows), n_features))

    def loss(w):
        z = x @ w
        # log(1 + e^z) - y z, computed stably
        value = np.sum(np.logaddexp(0.0, z) - y * z) + l2 * np.sum(w * w)
        grad = x.T @ (1.0 / (1.0 + np.exp(-z)) - y) + 2 * l2 * w
        return value, grad

    fitted = minimize(
        loss, np.zeros(n_features), jac=True, method="L-BFGS-B", options={"maxiter": 500}
    )
    return fitted.x


def held_out_scores(rows: list[Example]) -> dict:
    """Recall and precision of proposed names over the corpora held out in turn: the rules'
    and the scorer's for each pair of thresholds."""
    held_out = []  # (gold keys, [(key, by rule, probability)]) of every held-out abstract
    for held in sorted({r[0] for r in rows}):
        scorer = fit([r for r in rows if r[0] != held], 0.0, 1.01)
        for corpus, gold, names in rows:
            if corpus == held:
                scored = [(k, "rule" in f, scorer.probability(f)) for k, f in names]
                held_out.append((gold, scored))

    def measure(take) -> dict:
        hits = chosen_total = gold_total = 0
        for gold, scored in held_out:
            chosen = {key for key, by_rule, p in scored if take(by_rule, p)}
            hits += len(gold & chosen)
            chosen_total += len(chosen)
            gold_total += len(gold)
        return {
            "recall": round(hits / max(gold_total, 1), 4),
            "precision": round(hits / max(chosen_total, 1), 4),
        }

    return {
        "rules": measure(lambda by_rule, p: by_rule),
        "scorer": {
            (keep, add): measure(lambda r, p, k=keep, a=add: p >= (k if r else a))
            for keep in KEEP
            for add in ADD
        },
    }


def choose_thresholds(rows: list[Example]) -> dict:
    """The thresholds with the best held-out recall among those whose held-out precision is at
    least the rules' (recall is not bought with junk), then the best precision."""
    table = held_out_scores(rows)
    floor = table["rules"]["precision"]
    fine = {k: v for k, v in table["scorer"].items() if v["precision"] >= floor}
    fine = fine or table["scorer"]
    keep, add = max(fine, key=lambda k: (fine[k]["recall"], fine[k]["precision"]))
    return {"rules": table["rules"], "chosen": [keep, add], "held_out": fine[(keep, add)]}


def train_proposed(records: list[dict], out: Path) -> dict:
    """Fit the scorer on ``records``, its threshold by leave-one-corpus-out, and write it."""
    rows = examples(records)
    selection = choose_thresholds(rows) if len({r[0] for r in rows}) > 1 else {"chosen": [0.1, 0.5]}
    scorer = fit(rows, *selection["chosen"])
    with tempfile.TemporaryDirectory() as tmp:
        written = Path(tmp) / "proposed.npz"
        scorer.save(written)
        atomic_write_bytes(out, written.read_bytes())
    names = sum(len(n) for *_, n in rows)
    return {"names": names, "threshold": selection, "model": str(out)}
