"""The naive baseline of the extraction issue: every capitalised token is a METHOD.

Prints its scores on the default corpus (and the held-out set) with the same evaluation as
``explorer eval``, so the README's margin is measured, not quoted.
Run from the repo root: ``python bench/baseline.py``.
"""

import json
import re
import sys
from pathlib import Path

from explorer.corpus import read_corpus
from explorer.evaluate import evaluate
from explorer.model import Mention, PaperExtraction

ROOT = Path(__file__).resolve().parent.parent
SETS = {
    "seed": (ROOT / "data/icml2025_efficiency.jsonl", ROOT.parent / "shared/eval/seed_gold.jsonl"),
    "heldout": (
        ROOT / "bench/heldout/heldout_corpus.jsonl",
        ROOT / "bench/heldout/heldout_gold.jsonl",
    ),
}
_CAPITALISED = re.compile(r"\b[A-Z][\w\-]*")


def baseline(paper) -> PaperExtraction:
    mentions = [
        Mention(m.group(), "METHOD", m.group(), m.start(), m.end(), "")
        for m in _CAPITALISED.finditer(paper.abstract)
    ]
    return PaperExtraction(paper, mentions)


def main() -> int:
    out = {}
    for name, (corpus, gold) in SETS.items():
        if not gold.exists():
            continue
        records = [
            json.loads(line) for line in gold.read_text(encoding="utf-8").splitlines() if line
        ]
        report = evaluate(records, [baseline(p) for p in read_corpus(corpus)])
        out[name] = {k: report[k] for k in ("precision", "recall", "f1", "label_accuracy")}
    print(json.dumps({"baseline_every_capitalised_token_is_METHOD": out}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
