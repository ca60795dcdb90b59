"""A 100,000-paper build through the real ``explorer`` command: time, peak memory, file sizes.

The corpus is synthetic: the 8,856 real abstracts of ``/work/shared/corpora`` recycled with
unique ids (``<id>~<copy>``) up to ``--papers`` records, so every paper is a cache miss and
extraction sees real text. Runs, each a separate ``python -m explorer`` process:

1. cold ``build -o graph.json.gz`` with an empty cache (read, extract in parallel, build, cache,
   save the compressed node-link file);
2. warm ``build -o graph.json`` (the graph from the cache, saved as plain node-link JSON);
3. ``stats graph.json.gz`` (load the compressed file and summarise it).

Peak memory: the command's own peak RSS (``ru_maxrss`` of the largest waited-for child: the
main process) and the process tree's peak (the sum of RSS over the command and its worker
processes, sampled every 0.2 s from ``/proc``). Prints one JSON object.

Usage: ``python bench/bench_scale.py [--papers 100000] [--keep DIR] [--suffix .json.gz]``
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path("/work/shared/corpora")
SAMPLE_S = 0.2


def write_corpus(path: Path, n_papers: int) -> int:
    """``n_papers`` records cycling through the shared corpora, each with a unique id."""
    records = []
    for corpus in sorted(CORPORA.glob("*.jsonl")):
        with corpus.open(encoding="utf-8") as f:
            records.extend(json.loads(line) for line in f if line.strip())
    if not records:
        raise SystemExit(f"bench_scale: no corpora in {CORPORA}")
    with path.open("w", encoding="utf-8") as out:
        for i in range(n_papers):
            record = dict(records[i % len(records)])
            record["id"] = f"{record['id']}~{i // len(records)}"
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return n_papers


def _rss_kib(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _descendants(pid: int) -> list[int]:
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        try:
            for task in os.listdir(f"/proc/{current}/task"):
                with open(f"/proc/{current}/task/{task}/children", encoding="ascii") as f:
                    todo.extend(int(child) for child in f.read().split())
        except OSError:
            continue
    return found


def run_explorer(args: list[str], cache_dir: Path, work: Path) -> dict:
    """Run ``python -m explorer ARGS``; its time, exit code, stderr tail and peak memory."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "EXPLORER_CACHE_DIR": str(cache_dir)}
    out_path, err_path = work / "stdout.txt", work / "stderr.txt"
    start = time.perf_counter()
    with out_path.open("w") as out, err_path.open("w") as err:
        process = subprocess.Popen(
            [sys.executable, "-m", "explorer", *args], env=env, stdout=out, stderr=err
        )
    tree_peak = [0]
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            tree_peak[0] = max(tree_peak[0], sum(_rss_kib(p) for p in _descendants(process.pid)))
            done.wait(SAMPLE_S)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    # wait4 gives this child's own peak RSS (the largest of it and its waited-for workers).
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    done.set()
    sampler.join()
    process.returncode = os.waitstatus_to_exitcode(status)
    return {
        "command": args[0],
        "exit_code": process.returncode,
        "seconds": round(seconds, 1),
        "peak_rss_mb": round(usage.ru_maxrss / 1024),
        "peak_rss_tree_mb": round(tree_peak[0] / 1024),
        "stderr_tail": err_path.read_text(errors="replace").strip().splitlines()[-2:],
        "stdout_lines": len(out_path.read_text(errors="replace").splitlines()),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # --limit too, so that ``BENCH_LIMIT=500 bash bench/run_all.sh`` makes a quick run.
    parser.add_argument("--papers", "--limit", type=int, default=100_000, dest="papers")
    parser.add_argument("--keep", type=Path, help="work in this folder and keep its files")
    parser.add_argument("--suffix", default=".json.gz", help="the cold build's output format")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        work = args.keep or Path(scratch)
        work.mkdir(parents=True, exist_ok=True)
        corpus, cache = work / "corpus.jsonl", work / "cache"
        write_corpus(corpus, args.papers)
        compact, plain = work / f"graph{args.suffix}", work / "graph-warm.json"
        for stale in (compact, plain):
            stale.unlink(missing_ok=True)
        cold = run_explorer(["build", str(corpus), "-o", str(compact)], cache, work)
        warm = run_explorer(["build", str(corpus), "-o", str(plain)], cache, work)
        stats = run_explorer(["stats", str(compact), "--json"], cache, work)
        sizes = {p.name: round(p.stat().st_size / 1e6, 1) for p in (compact, plain) if p.exists()}
        result = {
            "papers": args.papers,
            "corpus_mb": round(corpus.stat().st_size / 1e6, 1),
            "cpu_count": os.cpu_count(),
            "load_average_1min": round(os.getloadavg()[0], 2),
            "cold_build": cold,
            "warm_build_to_json": warm,
            "stats_of_cold_output": stats,
            "saved_mb": sizes,
            "cache_mb": round(sum(f.stat().st_size for f in cache.iterdir()) / 1e6, 1),
        }
    print(json.dumps({"bench_scale": result}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
