"""Reader throughput: the shared corpora, 100,000 short JSON Lines records, a 1 MB abstract.

Prints JSON. Run from the repo root: ``python bench/bench_corpus.py``.
"""

import json
import sys
import tempfile
import time
from pathlib import Path

from explorer.corpus import read_corpora, read_corpus

ROOT = Path(__file__).resolve().parent.parent
CORPORA = sorted((ROOT.parent / "shared" / "corpora").glob("*.jsonl"))


def timed(fn):
    start = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - start


def main() -> int:
    figures = {}
    if CORPORA:
        papers, seconds = timed(lambda: read_corpora(CORPORA))
        figures["shared_corpora"] = {
            "papers": len(papers),
            "seconds": round(seconds, 3),
            "papers_per_s": round(len(papers) / seconds),
        }
    with tempfile.TemporaryDirectory() as tmp:
        many = Path(tmp) / "many.jsonl"
        many.write_text(
            "".join(
                json.dumps({"abstract": f"Short abstract number {i} about LoRA."}) + "\n"
                for i in range(100_000)
            )
        )
        papers, seconds = timed(lambda: read_corpus(many))
        figures["100k_short_records"] = {"papers": len(papers), "seconds": round(seconds, 3)}
        big = Path(tmp) / "big.jsonl"
        big.write_text(json.dumps({"abstract": "We study LoRA on GPUs. " * 45_000}) + "\n")
        papers, seconds = timed(lambda: read_corpus(big))
        figures["1mb_abstract"] = {"chars": len(papers[0].abstract), "seconds": round(seconds, 3)}
    print(json.dumps({"bench_corpus": figures}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
