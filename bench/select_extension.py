"""Choose the recognizer's ``extend_confidence`` by leave-one-corpus-out inside the train split.

    python bench/select_extension.py [--thresholds 0.0 0.3 0.5 0.8 1.01] [--models DIR]

For each train corpus a CRF is fitted on the other three (``fit_recognizer``; the keep and
boundary scorers are off, as they are fitted after this choice) and the corpus is extracted at
each threshold; the scores are pooled over the four held-out corpora. Chosen: the highest
threshold with the best pooled F1 of precision and required recall among those that lose no
pooled precision and no required recall against no extension (1.01). The dev split is not
read. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from explorer.evaluate import evaluate
from explorer.model import Paper
from explorer.nlp.extract import extract_papers
from explorer.nlp.learned.data import read_annotations
from explorer.nlp.learned.recognizer import NO_EXTENSION
from explorer.nlp.pipeline import build_pipeline
from explorer.nlp.training import fit_recognizer
from explorer.paths import ROOT

THRESHOLDS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, NO_EXTENSION)
KEYS = ("precision", "recall", "recall_all", "label_accuracy", "f1", "extracted")


def held_out(records: list[dict], models: Path, thresholds) -> dict:
    """Pooled and per-corpus scores at each threshold, each corpus read by a CRF fitted
    without it (fitted into ``models`` unless there already)."""
    extractions: dict[float, list] = {t: [] for t in thresholds}
    per_corpus: dict[float, dict] = {t: {} for t in thresholds}
    for corpus in sorted({r["corpus"] for r in records}):
        model = models / f"loco-{corpus}.npz"
        if not model.is_file():
            fit_recognizer([r for r in records if r["corpus"] != corpus], model)
        own = [r for r in records if r["corpus"] == corpus]
        papers = [Paper(r["id"], r["abstract"], r.get("title", "")) for r in own]
        for t in thresholds:
            nlp = build_pipeline(
                doc_entities=False,
                recognizer=str(model),
                recognizer_config={"extend_confidence": t},
                keep=False,
            )
            found = extract_papers(papers, nlp=nlp, use_titles=False)
            extractions[t] += found
            report = evaluate(own, found)
            per_corpus[t][corpus] = {k: report[k] for k in KEYS}
    pooled = {}
    for t in thresholds:
        report = evaluate(records, extractions[t])
        pooled[t] = {k: report[k] for k in KEYS}
    return {"pooled": pooled, "by_corpus": per_corpus}


def chosen(pooled: dict) -> float:
    """The highest threshold with the best pooled F1 among those losing nothing."""
    base = pooled[NO_EXTENSION]
    eligible = [
        t
        for t, s in pooled.items()
        if s["precision"] >= base["precision"] and s["recall"] >= base["recall"]
    ]
    return max(eligible, key=lambda t: (pooled[t]["f1"], t))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--thresholds", type=float, nargs="+", default=THRESHOLDS)
    parser.add_argument("--models", type=Path, help="keep the fold models here (reused)")
    args = parser.parse_args(argv)
    thresholds = sorted({*args.thresholds, NO_EXTENSION})
    records = read_annotations(ROOT / "annotations" / "train.jsonl")
    with tempfile.TemporaryDirectory() as tmp:
        models = args.models or Path(tmp)
        models.mkdir(parents=True, exist_ok=True)
        result = held_out(records, models, thresholds)
    result["chosen"] = chosen(result["pooled"])
    json.dump(result, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
