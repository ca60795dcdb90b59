"""The real ``explorer extract`` command on abstracts over spaCy's 1,000,000-character limit.

Before, a 1.2 MB abstract ended in a 42-line traceback (spaCy E088), also from a 2 MB CSV field
and, twice, in the parallel path. Now both paths extract it: exit 0, no traceback.
"""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys

import pytest

from explorer.paths import ROOT

#: Over a million characters; one proposed name, then sentences with no names in them.
LONG = "We propose ZetaLoRA on A100 GPUs. " + "It is small and it runs on few devices. " * 30_000
SHORT = "We propose QuokkaNet, a graph model that runs 3× faster than TabPFN."


def _extract(tmp_path, corpus, *options) -> list[dict]:
    out = tmp_path / "out.jsonl"
    done = subprocess.run(
        [sys.executable, "-m", "explorer", "extract", str(corpus), "-o", str(out), *options],
        capture_output=True,
        text=True,
        env={
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "EXPLORER_CACHE_DIR": str(tmp_path / "cache"),
        },
        timeout=600,
        check=False,
    )
    assert "Traceback" not in done.stderr
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]


@pytest.mark.slow
def test_a_long_jsonl_abstract_is_extracted(tmp_path):
    corpus = tmp_path / "long.jsonl"
    rows = [{"id": "long", "abstract": LONG}, {"id": "short", "abstract": SHORT}]
    corpus.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    assert len(LONG) > 1_000_000
    records = _extract(tmp_path, corpus)
    assert [r["id"] for r in records] == ["long", "short"]
    assert "ZetaLoRA" in records[0]["proposed"]


@pytest.mark.slow
def test_a_2mb_csv_field_in_the_parallel_path_is_extracted(tmp_path):
    corpus = tmp_path / "long.csv"
    with corpus.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["id", "title", "abstract"])
        writer.writerow(["long", "", LONG + LONG])  # 2.4 MB in one field
        for i in range(100):  # enough papers for the worker to take part
            writer.writerow([f"p{i}", f"Paper {i}", SHORT])
    records = _extract(tmp_path, corpus, "--n-process", "2", "--no-cache")
    assert len(records) == 101
    assert records[0]["id"] == "long" and "ZetaLoRA" in records[0]["proposed"]
    assert all("QuokkaNet" in r["proposed"] for r in records[1:])
