"""Choose the corpus pass's ``proposed_min_others`` by leave-one-corpus-out inside the train split.

    python bench/select_corpus_proposed.py [--context DIR]

For each train corpus, the proposed-name scorer is fitted on the three others; that corpus's
annotated abstracts are extracted with it, together with the whole corpus from
``../shared/corpora/`` as context, and the corpus pass runs with each candidate value. Prints
one JSON object: proposed recall and precision pooled over the four held-out corpora, per
value, and the value with the best recall among those whose precision is at least the value
0's (the pass switched off for proposed names), then the best precision. The dev split is
never read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from explorer.evaluate import evaluate, normalize
from explorer.model import Paper
from explorer.nlp.corpus_pass import PassOptions
from explorer.nlp.extract import extract_papers
from explorer.nlp.in_context import scored_in_context
from explorer.nlp.learned.data import read_annotations
from explorer.nlp.pipeline import build_pipeline
from explorer.nlp.proposed_training import choose_thresholds, examples, fit
from explorer.paths import ROOT
from explorer.pipeline import load_papers

VALUES = (0, 1, 2, 3, 5, 10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--context", type=Path, default=ROOT.parent / "shared" / "corpora")
    args = parser.parse_args(argv)
    records = read_annotations(ROOT / "annotations" / "train.jsonl")
    rows = examples(records)
    totals = {v: [0, 0, 0, 0] for v in VALUES}  # recall hits, gold, precision right, found
    nlp = build_pipeline(doc_entities=False)
    for held in sorted({r["corpus"] for r in records}):
        others = [r for r in rows if r[0] != held]
        nlp.get_pipe("explorer_proposed").scorer = fit(others, *choose_thresholds(others)["chosen"])
        scored_records = [r for r in records if r["corpus"] == held]
        papers = [Paper(r["id"], r["abstract"], r.get("title", "")) for r in scored_records]
        scored = extract_papers(papers, nlp=nlp, use_titles=False)
        context_papers = load_papers([args.context / f"{held}.jsonl"])
        own = {p.id for p in papers}
        context = extract_papers([p for p in context_papers if p.id not in own], nlp=nlp)
        for value in VALUES:
            options = PassOptions(proposed_min_others=value)
            passed = scored_in_context(scored, options=options, context_extractions=context)
            report = evaluate(scored_records, passed)
            gold = sum(len(r["proposed"]) for r in scored_records)
            hits = round(report["proposed_recall"] * gold)
            found = sum(len({normalize(p) for p in e.proposed}) for e in passed)
            totals[value][0] += hits
            totals[value][1] += gold
            totals[value][2] += round(report["proposed_precision"] * found)
            totals[value][3] += found
    table = {
        v: {
            "recall": round(t[0] / max(t[1], 1), 4),
            "precision": round(t[2] / max(t[3], 1), 4),
        }
        for v, t in totals.items()
    }
    floor = table[0]["precision"]
    fine = {v: s for v, s in table.items() if s["precision"] >= floor}
    chosen = max(fine, key=lambda v: (fine[v]["recall"], fine[v]["precision"]))
    json.dump({"by_value": table, "chosen": chosen}, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
