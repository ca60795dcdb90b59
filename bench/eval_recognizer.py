"""Extraction quality with and without the learned recognizer, on data that did not shape it.

    python bench/eval_recognizer.py            # dev split, leave-one-corpus-out, default corpus
    python bench/eval_recognizer.py --select   # choose min_confidence on the train split only
    python bench/eval_recognizer.py --no-loco  # dev split and default corpus only

Prints one JSON object. Scores use explorer.evaluate (the matching rules of GUIDELINES.md) on
abstracts only. Leave-one-corpus-out: for each corpus, a model is trained on the annotated
abstracts of the other four (train and dev splits together) and scored on that corpus's.
With the corpus pass (explorer.nlp.corpus_pass), the scored abstracts are extracted together
with their whole corpus (``--context DIR``/NAME.jsonl), as a user opening that corpus gets them.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from explorer.evaluate import evaluate
from explorer.model import Paper
from explorer.nlp.extract import extract_papers
from explorer.nlp.in_context import scored_in_context
from explorer.nlp.learned.data import read_annotations
from explorer.nlp.learned.recognizer import DEFAULT_CONFIG, model_path
from explorer.nlp.pipeline import build_pipeline
from explorer.nlp.training import train
from explorer.paths import DEFAULT_CORPUS, ROOT
from explorer.pipeline import load_papers

ANNOTATIONS = ROOT / "annotations"
SEED_GOLD = ROOT.parent / "shared" / "eval" / "seed_gold.jsonl"
CORPORA = ROOT.parent / "shared" / "corpora"
KEYS = (
    "precision",
    "recall",
    "f1",
    "label_accuracy",
    "proposed_recall",
    "proposed_precision",
    "claim_recall",
    "claim_precision",
)
THRESHOLDS = (0.0, 0.5, 0.7, 0.8, 0.9, 0.95)


def scores(
    records: list[dict], *, corpus_pass: bool = False, context: Path | None = None, **pipeline
) -> dict:
    """Scores of the pipeline on annotated records (abstracts only); with ``corpus_pass`` the
    corpus pass runs over them, with the papers of ``context`` too when given."""
    papers = [Paper(r["id"], r["abstract"], r.get("title", "")) for r in records]
    nlp = build_pipeline(doc_entities=False, **pipeline)
    extractions = extract_papers(papers, nlp=nlp, use_titles=False)
    if corpus_pass:
        extractions = scored_in_context(
            extractions, load_papers([context]) if context else [], nlp=nlp
        )
    report = evaluate(records, extractions)
    out = {k: report[k] for k in (*KEYS, "recall_all")}
    p, r = report["precision"], report["recall_all"]
    out["f1_all"] = round(2 * p * r / (p + r), 4) if p + r else 0.0
    return out


def by_corpus(records: list[dict]) -> dict[str, list[dict]]:
    groups: dict[str, list[dict]] = {}
    for record in records:
        groups.setdefault(record["corpus"], []).append(record)
    return groups


def select(train_records: list[dict], tmp: Path) -> dict:
    """min_confidence chosen by leave-one-corpus-out inside the train split."""
    folds = by_corpus(train_records)
    table: dict[float, list[float]] = {t: [] for t in THRESHOLDS}
    for held, records in folds.items():
        model = tmp / f"select-{held}.npz"
        train([r for r in train_records if r["corpus"] != held], model)
        for t in THRESHOLDS:
            s = scores(records, recognizer=str(model), recognizer_config={"min_confidence": t})
            table[t].append((s["f1"] + s["f1_all"]) / 2)
    means = {t: round(sum(v) / len(v), 4) for t, v in table.items()}
    return {
        "objective": "mean of required-name F1 and all-entry F1",
        "by_threshold": means,
        "chosen": max(means, key=means.get),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--select", action="store_true", help="choose min_confidence (train only)")
    parser.add_argument(
        "--context",
        type=Path,
        default=CORPORA,
        metavar="DIR",
        help="folder of the whole corpora (NAME.jsonl per annotated corpus) the corpus pass "
        "reads as context (default: ../shared/corpora)",
    )
    parser.add_argument("--no-loco", action="store_true", help="skip leave-one-corpus-out")
    args = parser.parse_args(argv)
    train_records = read_annotations(ANNOTATIONS / "train.jsonl")
    dev_records = read_annotations(ANNOTATIONS / "dev.jsonl")
    with tempfile.TemporaryDirectory() as tmp:
        if args.select:
            print(json.dumps(select(train_records, Path(tmp)), indent=1))
            return 0
        shipped = str(model_path())
        dev_corpus = args.context / f"{dev_records[0]['corpus']}.jsonl"
        result: dict = {
            "config": DEFAULT_CONFIG,
            "dev": {
                "abstracts": len(dev_records),
                "rules only": scores(dev_records, recognizer=None),
                "rules + recognizer, no keep/bounds scorer": scores(
                    dev_records, recognizer=shipped, keep=False
                ),
                "rules + recognizer": scores(dev_records, recognizer=shipped),
                f"+ corpus pass, context {dev_corpus.name}, no keep/bounds scorer": scores(
                    dev_records,
                    recognizer=shipped,
                    corpus_pass=True,
                    context=dev_corpus,
                    keep=False,
                ),
                "+ corpus pass, dev papers only": scores(
                    dev_records, recognizer=shipped, corpus_pass=True
                ),
                f"+ corpus pass, context {dev_corpus.name}": scores(
                    dev_records, recognizer=shipped, corpus_pass=True, context=dev_corpus
                ),
            },
        }
        if not args.no_loco:
            result["leave_one_corpus_out"] = loco(train_records + dev_records, args.context, tmp)
        if SEED_GOLD.exists():
            gold = [json.loads(line) for line in SEED_GOLD.read_text().splitlines() if line]
            papers = {p.id: p for p in load_papers([DEFAULT_CORPUS])}
            seed = [{**g, "abstract": papers[g["id"]].abstract} for g in gold]
            result["default_corpus"] = {
                "with lexicon": scores(seed),
                "with lexicon + corpus pass": scores(
                    seed, corpus_pass=True, context=DEFAULT_CORPUS
                ),
                "without lexicon": scores(seed, use_lexicon=False),
                "without lexicon + corpus pass": scores(
                    seed, use_lexicon=False, corpus_pass=True, context=DEFAULT_CORPUS
                ),
            }
    json.dump(result, sys.stdout, indent=1)
    print()
    return 0


def loco(every: list[dict], corpora: Path, tmp: str) -> dict:
    """Each corpus held out: a model trained on the others, scored on it, then with the corpus
    pass over its whole corpus as context."""
    out = {}
    for held, records in sorted(by_corpus(every).items()):
        model = Path(tmp) / f"loco-{held}.npz"
        started = time.perf_counter()
        train([r for r in every if r["corpus"] != held], model)
        context = corpora / f"{held}.jsonl"
        out[held] = {
            "abstracts": len(records),
            "train_seconds": round(time.perf_counter() - started, 1),
            "rules only": scores(records, recognizer=None),
            "rules + recognizer": scores(records, recognizer=str(model)),
            f"+ corpus pass, context {context.name}": scores(
                records, recognizer=str(model), corpus_pass=True, context=context
            ),
        }
    return out


if __name__ == "__main__":
    sys.exit(main())
