"""Extraction throughput on the shared corpora: tokenizer only, one process, two processes.

All three run in the same process on the same abstracts, so their ratios are comparable even on
a shared machine (the load average is printed too). Prints one JSON object.

Usage: ``python bench/bench_extract.py [--limit N] [--batch-size 256] [--whole-process
[--repeats N] [--whole-only] [--baseline TREE]]`` (the shared corpora:
``../shared/corpora/*.jsonl``, 8,856 abstracts; the default corpus when they are absent).
The corpus pass (explorer.nlp.corpus_pass) is timed on the one-process result. ``--whole-process``
also times the whole ``explorer extract`` command (one process, a fresh cache folder: cold; the
figure of issue 11's floor, abstracts per second of wall and of CPU time), with and without the
corpus pass, ``--repeats`` times each: on a shared machine the CPU time of the same work varies with
the load, so the least and the median are reported. The SHA-256 of the command's output file is
reported too: two versions of the extractor whose digests agree wrote the same records, byte for
byte. ``--whole-only`` skips the in-process timings. ``--baseline TREE`` (a checkout of another
version, e.g. made with ``git worktree add`` or ``git archive``) runs its ``explorer extract`` in
turn with this one's (baseline, this, baseline, this, ...: the load changes less between neighbours)
and reports both, the CPU-time ratio of their medians and whether their outputs are the same bytes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import spacy

from explorer.nlp.corpus_pass import corpus_pass
from explorer.nlp.extract import extract_papers
from explorer.nlp.pipeline import build_pipeline, extractor_version
from explorer.nlp.serial import BATCH_SIZE
from explorer.paths import DEFAULT_CORPUS, ROOT
from explorer.pipeline import load_papers

CORPORA = sorted((ROOT.parent / "shared" / "corpora").glob("*.jsonl"))


def _timed(fn):
    start = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - start


def _rate(n: int, seconds: float) -> dict:
    return {"seconds": round(seconds, 3), "abstracts_per_s": round(n / seconds, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=None, help="first N abstracts only")
    parser.add_argument("--batch-size", type=int, default=BATCH_SIZE)
    parser.add_argument(
        "--whole-process", action="store_true", help="also time `explorer extract` end to end"
    )
    parser.add_argument("--repeats", type=int, default=1, help="runs of `explorer extract`")
    parser.add_argument("--whole-only", action="store_true", help="only `explorer extract`")
    parser.add_argument("--baseline", type=Path, help="another checkout, run in turn with this")
    args = parser.parse_args(argv)

    files = CORPORA or [DEFAULT_CORPUS]
    papers = load_papers(files, warn=lambda message: None)[: args.limit]
    n = len(papers)
    if args.whole_only or args.baseline:
        result = {"corpora": [f.name for f in files], "abstracts": n, "cpu_count": os.cpu_count()}
        result["whole_explorer_extract_1_process"] = _paired(args, files, n)
        print(json.dumps({"bench_extract": result}, indent=1))
        return 0
    texts = [p.abstract for p in papers]

    blank = spacy.blank("en")
    tokens, tokenizer_s = _timed(lambda: sum(len(d) for d in blank.pipe(texts, batch_size=256)))
    nlp, build_s = _timed(lambda: build_pipeline(doc_entities=False))  # as extract_papers
    cpu_before = time.process_time()
    serial, serial_s = _timed(lambda: extract_papers(papers, nlp=nlp, batch_size=args.batch_size))
    serial_cpu_s = time.process_time() - cpu_before
    cpu_before = time.process_time()
    passed, pass_s = _timed(lambda: corpus_pass(serial))
    pass_cpu_s = time.process_time() - cpu_before
    parallel, parallel_s = _timed(
        lambda: extract_papers(papers, n_process=2, batch_size=args.batch_size)
    )

    result = {
        "corpora": [f.name for f in files],
        "abstracts": n,
        "characters": sum(len(t) for t in texts),
        "tokens": tokens,
        "extractor_version": extractor_version(),
        "cpu_count": os.cpu_count(),
        "load_average_1min": round(os.getloadavg()[0], 2),
        "tokenizer_only": _rate(n, tokenizer_s),
        "pipeline_build_s": round(build_s, 3),
        "extract_1_process": {**_rate(n, serial_s), "cpu_seconds": round(serial_cpu_s, 3)},
        "corpus_pass": {
            **_rate(n, pass_s),
            "cpu_seconds": round(pass_cpu_s, 3),
            "mentions_added": sum(len(e.mentions) for e in passed)
            - sum(len(e.mentions) for e in serial),
        },
        "extract_2_processes": {
            **_rate(n, parallel_s),
            "note": "includes starting 2 workers that each build the pipeline",
        },
        "ratios": {
            "extract_1_process_vs_tokenizer_slowdown": round(serial_s / tokenizer_s, 2),
            "speedup_2_processes_vs_1": round(serial_s / parallel_s, 2),
        },
        "mentions": sum(len(e.mentions) for e in serial),
        "claims": sum(len(e.claims) for e in serial),
        "proposed": sum(len(e.proposed) for e in serial),
        "same_result_1_and_2_processes": [e.to_dict() for e in serial]
        == [e.to_dict() for e in parallel],
    }
    if args.whole_process and args.limit is None:
        result["whole_explorer_extract_1_process"] = {
            "with corpus pass": _repeated(args.repeats, files, n),
            "without corpus pass": _repeated(args.repeats, files, n, "--no-corpus-pass"),
        }
    print(json.dumps({"bench_extract": result}, indent=1))
    return 0


def _paired(args, files, n: int) -> dict:
    """``explorer extract`` of this checkout (and of ``--baseline``, in turn) ``--repeats``
    times, with the corpus pass."""
    trees = {"this": ROOT} | ({"baseline": args.baseline.resolve()} if args.baseline else {})
    runs: dict[str, list[dict]] = {name: [] for name in trees}
    for _ in range(max(1, args.repeats)):
        for name in sorted(trees):  # "baseline" before "this"
            runs[name].append(_whole_process(files, n, root=trees[name]))
    out = {name: _summary(found, n) for name, found in runs.items()}
    if args.baseline:
        this, before = out["this"], out["baseline"]
        out["cpu_median_this_vs_baseline"] = round(
            this["cpu_seconds_median"] / before["cpu_seconds_median"], 3
        )
        out["same_output_bytes"] = this["output_sha256"] == before["output_sha256"]
    return out


def _summary(runs: list[dict], n: int) -> dict:
    """The last run's figures, and the CPU seconds of every run with their least and median."""
    cpu = [run["cpu_seconds"] for run in runs]
    least = min(cpu)
    summary = {"cpu_seconds_runs": cpu, "cpu_seconds_least": least}
    summary["cpu_seconds_median"] = round(statistics.median(cpu), 3)
    summary["abstracts_per_cpu_s_best"] = round(n / least, 1)
    summary["abstracts_per_cpu_s_median"] = round(n / summary["cpu_seconds_median"], 1)
    summary["load_average_1min_runs"] = [run["load_average_1min"] for run in runs]
    summary["same_output_every_run"] = len({run["output_sha256"] for run in runs}) == 1
    return {**runs[-1], **summary}


def _repeated(repeats: int, files, n: int, *options: str) -> dict:
    """:func:`_whole_process` ``repeats`` times: the last run's figures, and the CPU seconds of
    every run with their least and median."""
    return _summary([_whole_process(files, n, *options) for _ in range(max(1, repeats))], n)


def _whole_process(files, n: int, *options: str, root: Path = ROOT) -> dict:
    """``explorer extract`` (of the checkout at ``root``) over ``files`` in a fresh process with
    an empty cache folder."""
    with tempfile.TemporaryDirectory() as tmp:
        command = [sys.executable, "-m", "explorer", "extract", *map(str, files)]
        command += ["-o", f"{tmp}/out.jsonl", "--n-process", "1", "--cache-dir", f"{tmp}/c"]
        env = {**os.environ, "PYTHONPATH": str(root), "EXPLORER_CACHE_DIR": f"{tmp}/c"}
        load = _load()
        cpu_before = _children_cpu()
        started = time.perf_counter()
        subprocess.run(
            [*command, *options], check=True, cwd=root, env=env, stderr=subprocess.DEVNULL
        )
        wall = time.perf_counter() - started
        cpu = _children_cpu() - cpu_before
        digest = hashlib.sha256(Path(f"{tmp}/out.jsonl").read_bytes()).hexdigest()
        return {
            **_rate(n, wall),
            # On a machine shared with other jobs the wall clock includes waiting for a core;
            # the CPU time the process used is what it would take alone.
            "cpu_seconds": round(cpu, 3),
            "abstracts_per_cpu_s": round(n / cpu, 1),
            "load_average_1min": load,
            "output_sha256": digest,
        }


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _load() -> float:
    return round(os.getloadavg()[0], 2)


if __name__ == "__main__":
    sys.exit(main())
