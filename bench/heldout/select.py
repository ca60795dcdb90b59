"""Reproducibly draw the 20 held-out abstracts (4 per corpus file).

One random.Random(2026) instance is used for all files, visited in sorted
file-name order; for each file, rng.sample(range(n_lines), 4) gives the
0-based line indices (the number after the dash in the paper id, e.g.
icml2022-0123 is line index 123). Of the draw, only papers listed in
../shared/eval/annotation_pool.txt are kept (the only ids annotation may be drawn
from): 13 of the 20 drawn; the 7 others were annotated before that rule was
checked and were removed with their gold. Writes the selection to stdout as JSON
lines and, with --write, writes heldout_corpus.jsonl next to this script.

Usage: python bench/heldout/select.py [--corpora /work/shared/corpora] [--write]
"""

import argparse
import json
import random
from pathlib import Path

SEED = 2026
PER_FILE = 4
FIELDS = ["id", "title", "abstract", "venue", "year", "authors", "url"]


def draw(corpora: Path):
    pool = set((corpora.parent / "eval" / "annotation_pool.txt").read_text().split())
    rng = random.Random(SEED)
    picks = []
    for path in sorted(corpora.glob("*.jsonl")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for idx in rng.sample(range(len(lines)), PER_FILE):
            paper = json.loads(lines[idx])
            if paper["id"] not in pool:
                continue
            picks.append({"source": f"{path.name}:{idx}", **{k: paper.get(k) for k in FIELDS}})
    return picks


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpora", default="/work/shared/corpora")
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    picks = draw(Path(args.corpora))
    for p in picks:
        print(
            json.dumps(
                {"source": p["source"], "id": p["id"], "title": p["title"]}, ensure_ascii=False
            )
        )
    if args.write:
        out = Path(__file__).with_name("heldout_corpus.jsonl")
        with out.open("w", encoding="utf-8") as fh:
            for p in picks:
                fh.write(json.dumps({k: p[k] for k in FIELDS}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
