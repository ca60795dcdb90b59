"""Check the CRF's elastic-net weights by leave-one-corpus-out inside the train split.

    python bench/sweep_crf_regularisation.py [--pairs 0.05,0.05 0.2,0.05 ...] [--models DIR]

For each (c1, c2) pair and each train corpus, a CRF is fitted on the other three corpora
(``fit_recognizer``; the keep and boundary scorers are off, as in ``select_extension.py``) and
the held-out corpus is extracted; the scores are pooled over the four held-out corpora. The dev
split is not read. ``training.PARAMS`` was first chosen on the dev split; this sweep asks whether
a held-out choice would differ. Prints one JSON object: pooled and per-corpus precision,
required recall, every-entry recall and label accuracy for each pair.
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
from explorer.nlp.pipeline import build_pipeline
from explorer.nlp.training import PARAMS, fit_recognizer
from explorer.paths import ROOT

PAIRS = ((0.01, 0.05), (0.05, 0.05), (0.2, 0.05), (0.5, 0.05), (0.05, 0.3), (0.2, 0.3))
KEYS = ("precision", "recall", "recall_all", "label_accuracy")


def held_out(records: list[dict], models: Path, c1: float, c2: float) -> dict:
    """Pooled and per-corpus scores of CRFs fitted with ``c1``/``c2``, each corpus read by a
    CRF fitted without it (into ``models`` unless there already)."""
    params = dict(PARAMS, c1=c1, c2=c2)
    extractions, per_corpus = [], {}
    for corpus in sorted({r["corpus"] for r in records}):
        model = models / f"loco-{corpus}-{c1}-{c2}.npz"
        if not model.is_file():
            fit_recognizer([r for r in records if r["corpus"] != corpus], model, params)
        own = [r for r in records if r["corpus"] == corpus]
        papers = [Paper(r["id"], r["abstract"], r.get("title", "")) for r in own]
        nlp = build_pipeline(doc_entities=False, recognizer=str(model), keep=False)
        found = extract_papers(papers, nlp=nlp, use_titles=False)
        extractions += found
        report = evaluate(own, found)
        per_corpus[corpus] = {k: report[k] for k in KEYS}
    report = evaluate(records, extractions)
    return {"pooled": {k: report[k] for k in KEYS}, "by_corpus": per_corpus}


def _pair(text: str) -> tuple[float, float]:
    c1, c2 = text.split(",")
    return float(c1), float(c2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", nargs="+", type=_pair, default=PAIRS, help="c1,c2 pairs")
    parser.add_argument("--models", type=Path, help="folder for the fitted CRFs (kept)")
    parser.add_argument("--data", type=Path, default=ROOT / "annotations" / "train.jsonl")
    args = parser.parse_args(argv)
    records = read_annotations(args.data)
    with tempfile.TemporaryDirectory() as scratch:
        models = args.models or Path(scratch)
        models.mkdir(parents=True, exist_ok=True)
        out = {f"{c1},{c2}": held_out(records, models, c1, c2) for c1, c2 in args.pairs}
    json.dump({"shipped": [PARAMS["c1"], PARAMS["c2"]], "pairs": out}, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
