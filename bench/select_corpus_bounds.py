"""Choose the corpus pass's boundary thresholds by leave-one-corpus-out inside the train split.

    python bench/select_corpus_bounds.py [--models DIR]

For each train corpus a recognizer is trained on the other three (``explorer.nlp.training.train``,
the keep scorer too), the corpus's annotated abstracts are extracted with it, and so is its
whole corpus (``../shared/corpora/NAME.jsonl``) as context, as a user opening that corpus gets
them. The corpus pass then runs with each pair of thresholds of
:mod:`explorer.nlp.corpus_bounds` (and without it); the scores are pooled over the four
held-out corpora. Chosen: the pair with the best pooled F1 of precision and required recall
among those that lose no required or every-entry recall against no widening and gain at least
``MIN_GAIN`` precision; none (off) otherwise. The dev split is not read. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from explorer.evaluate import evaluate
from explorer.model import Paper
from explorer.nlp.corpus_bounds import Thresholds
from explorer.nlp.corpus_pass import PassOptions, corpus_pass
from explorer.nlp.extract import extract_papers
from explorer.nlp.learned.data import read_annotations
from explorer.nlp.pipeline import build_pipeline
from explorer.nlp.training import train
from explorer.paths import ROOT
from explorer.pipeline import load_papers

CORPORA = ROOT.parent / "shared" / "corpora"
#: (min_papers, min_share) x (opener_papers, opener_share); 0 papers: that kind off.
LONGER = ((0, 0.0), (1, 0.0), (2, 0.3))
OPENERS = (
    (0, 1.0),
    (3, 0.3),
    (3, 0.5),
    (5, 0.3),
    (5, 0.4),
    (5, 0.5),
    (5, 0.6),
    (8, 0.4),
    (10, 0.4),
)
GRID = tuple(Thresholds(*a, *b) for a in LONGER for b in OPENERS if a[0] or b[0])
KEYS = ("precision", "recall", "recall_all", "label_accuracy", "f1")
#: The least pooled precision gain that counts (as for the boundary scorer).
MIN_GAIN = 0.005


def folds(records: list[dict], models: Path, corpora: Path) -> dict:
    """Per train corpus: its records, their extractions and its context's, by a model trained
    without it (fitted into ``models`` unless there already)."""
    out = {}
    for held in sorted({r["corpus"] for r in records}):
        model = models / f"loco-{held}.npz"
        if not model.is_file():
            train([r for r in records if r["corpus"] != held], model)
        nlp = build_pipeline(doc_entities=False, recognizer=str(model))
        own = [r for r in records if r["corpus"] == held]
        papers = [Paper(r["id"], r["abstract"], r.get("title", "")) for r in own]
        ids = {p.id for p in papers}
        context = [p for p in load_papers([corpora / f"{held}.jsonl"]) if p.id not in ids]
        scored = extract_papers(papers, nlp=nlp, use_titles=False)
        out[held] = (own, scored, extract_papers(context, nlp=nlp))
    return out


def held_out(data: dict, grid=GRID) -> dict:
    """Pooled and per-corpus scores without widening (key "off") and at each pair of the grid."""
    pooled, by_corpus = {}, {}
    for bounds in (None, *grid):
        name = "off" if bounds is None else ",".join(map(str, vars(bounds).values()))
        records, found = [], []
        for corpus, (own, scored, context) in data.items():
            passed = corpus_pass([*scored, *context], PassOptions(bounds=bounds))[: len(scored)]
            records += own
            found += passed
            report = evaluate(own, passed)
            by_corpus.setdefault(name, {})[corpus] = {k: report[k] for k in KEYS}
        report = evaluate(records, found)
        pooled[name] = {k: report[k] for k in KEYS}
    return {"pooled": pooled, "by_corpus": by_corpus}


def chosen(pooled: dict) -> str:
    """The pair with the best pooled F1 among those losing no recall and gaining precision."""
    base = pooled["off"]
    eligible = [
        name
        for name, s in pooled.items()
        if s["recall"] >= base["recall"]
        and s["recall_all"] >= base["recall_all"]
        and s["precision"] >= base["precision"] + MIN_GAIN
    ]
    return max(eligible, key=lambda n: (pooled[n]["f1"], n)) if eligible else "off"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=Path, help="keep the fold models here (reused)")
    parser.add_argument("--context", type=Path, default=CORPORA, metavar="DIR")
    args = parser.parse_args(argv)
    records = read_annotations(ROOT / "annotations" / "train.jsonl")
    with tempfile.TemporaryDirectory() as tmp:
        models = args.models or Path(tmp)
        models.mkdir(parents=True, exist_ok=True)
        result = held_out(folds(records, models, args.context))
    result["chosen"] = chosen(result["pooled"])
    json.dump(result, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
