"""Draw the abstracts to annotate: 300 at random from shared/eval/annotation_pool.txt, then more.

The pool is the only list annotation data may come from. Ids already annotated in
bench/heldout/ are left out so that set stays a separate check. The draw is fixed by its seed;
`python annotations/sample.py` rewrites `sample.tsv` (id, batch, second_pass).

Extensions add batches after the first 300 without changing them: each draws, with its own
seed, from the pool ids of the train corpora not drawn before, so the dev split (ICLR 2024)
stays the same set from round to round and its figures stay comparable.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent.parent / "shared"
SEED = 20261201
N_PAPERS = 300
BATCH_SIZE = 25
N_SECOND_PASS = 40
DEV_CORPORA = ("iclr2024",)
# (seed, papers) of each extension, in the order they were drawn.
EXTENSIONS = (
    (20261202, 50),
    (20261203, 100),
    (20261204, 100),
    (20261205, 100),
    (20261206, 100),
)


def draw() -> list[tuple[str, int, bool]]:
    pool = sorted(set((SHARED / "eval" / "annotation_pool.txt").read_text().split()))
    heldout = HERE.parent / "bench" / "heldout" / "heldout_gold.jsonl"
    taken = {json.loads(line)["id"] for line in heldout.read_text().splitlines() if line}
    rng = random.Random(SEED)
    chosen = rng.sample([i for i in pool if i not in taken], N_PAPERS)
    second = set(rng.sample(chosen, N_SECOND_PASS))
    rows = [(pid, k // BATCH_SIZE, pid in second) for k, pid in enumerate(chosen)]
    for seed, n_papers in EXTENSIONS:
        drawn = {pid for pid, *_ in rows} | taken
        left = [i for i in pool if i not in drawn and i.rsplit("-", 1)[0] not in DEV_CORPORA]
        first_batch = rows[-1][1] + 1
        extra = random.Random(seed).sample(left, n_papers)
        rows += [(pid, first_batch + k // BATCH_SIZE, False) for k, pid in enumerate(extra)]
    return rows


if __name__ == "__main__":
    rows = draw()
    lines = ["id\tbatch\tsecond_pass"] + [f"{p}\t{b:02d}\t{int(s)}" for p, b, s in rows]
    (HERE / "sample.tsv").write_text("\n".join(lines) + "\n")
    print(f"{len(rows)} papers in {rows[-1][1] + 1} batches, {sum(s for *_, s in rows)} twice")
