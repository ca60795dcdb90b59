"""Issue 17's hostile inputs, each through the real ``explorer`` command in a subprocess.

Refused input ends with exit code 2 and one printable line naming the file, never a
traceback; inputs that are odd but valid (an ``@`` in a BibTeX abstract, UTF-16 without a
byte-order mark, a name that reverses text) are read. Other tests cover each case in depth:
tests/test_outputs.py, tests/corpus/test_corpus_source.py, tests/test_printable.py,
tests/corpus/test_corpus_bibtex.py, tests/export/test_export_browser.py.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import threading
import unicodedata
from pathlib import Path

import pytest

ABSTRACT = "We propose QuokkaNet, which runs 3× faster on A100 GPUs."
RECORD = json.dumps({"id": "a", "title": "Quokka", "abstract": ABSTRACT})


def _explorer(tmp_path: Path, *argv, preexec=None) -> subprocess.CompletedProcess:
    env = {**os.environ, "EXPLORER_CACHE_DIR": str(tmp_path / "cache")}
    return subprocess.run(
        [sys.executable, "-m", "explorer", *map(str, argv)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        preexec_fn=preexec,
    )


def _small_disk() -> None:
    """In the child: files may grow to 100 bytes, and a write past that fails (EFBIG) like a
    full disk (ENOSPC) instead of killing the process."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (100, 100))


def _endless_fifo(path: Path) -> None:
    os.mkfifo(path)

    def write():
        try:
            with open(path, "wb") as out:
                for _ in range(64):
                    out.write(bytes(1 << 20))
        except BrokenPipeError:
            pass

    threading.Thread(target=write, daemon=True).start()


def _refusals(tmp_path: Path) -> list[tuple[list, str, dict]]:
    """(argv, what stderr must say, keyword arguments for the run) for each refused input."""
    jsonl, as_json = tmp_path / "c.jsonl", tmp_path / "c.json"
    jsonl.write_text(RECORD + "\n", encoding="utf-8")
    as_json.write_text(f"[{RECORD}]", encoding="utf-8")
    (tmp_path / "link.json").symlink_to(as_json)
    os.link(as_json, tmp_path / "hard.json")
    (tmp_path / "page.html").symlink_to(jsonl)
    (tmp_path / "z.jsonl").symlink_to("/dev/zero")
    (tmp_path / "u.bib").symlink_to("/dev/urandom")
    _endless_fifo(tmp_path / "endless.jsonl")
    (tmp_path / "esc.csv").write_text("ti\x1b]0;owned\x07tle,\x1b[2Jx\u202e\nA,B\n")
    (tmp_path / "broken16.csv").write_bytes(
        "title,abstract\nT,We propose X.\n".encode("utf-16-le") + b"\x00"
    )
    (tmp_path / "gold.jsonl").write_bytes(b'{"id": "a", "entities": []}\n\xff\n')
    io_error = [jsonl, "-o", tmp_path / "full.jsonl", "--no-cache"]
    small_disk = {"preexec": _small_disk}
    read_only = "/sys/explorer.jsonl"  # sysfs: no one may create a file there, root included
    return [
        (["build", as_json, "-o", as_json], "c.json: -o is an input file", {}),
        (["build", as_json, "-o", "link.json"], "link.json: -o is an input file", {}),
        (["build", as_json, "-o", "hard.json"], "hard.json: -o is an input file", {}),
        (["extract", jsonl, "-o", jsonl], "c.jsonl: -o is an input file", {}),
        (["export", jsonl, "--html", "page.html"], "page.html: --html is an input file", {}),
        (["stats", "z.jsonl"], "z.jsonl: is a character device (/dev/zero)", {}),
        (["stats", "u.bib"], "u.bib: is a character device (/dev/urandom)", {}),
        (["stats", "endless.jsonl"], "endless.jsonl:1: line longer than 16 MB", {}),
        (["stats", "esc.csv"], "(columns found: ti\\x1b]0;owned\\x07tle, \\x1b[2Jx\\u202e)", {}),
        (["stats", "broken16.csv"], "not valid UTF-16-LE without a byte-order mark", {}),
        (["extract", jsonl, "-o", "x.txt"], "x.txt: -o cannot be written as .txt", {}),
        (["eval", "gold.jsonl", jsonl], "gold.jsonl:2: not valid UTF-8 (byte 0xff at line 2)", {}),
        (["extract", *io_error], f"{tmp_path / 'full.jsonl'}: File too large", small_disk),
        (["extract", jsonl, "-o", read_only], f"{read_only}: Permission denied", {}),
    ]  # fmt: skip


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="devices, /sys and rlimits")
def test_every_refused_input_is_one_printable_line(tmp_path):
    cases = _refusals(tmp_path)
    protected = {p: p.read_bytes() for p in (tmp_path / "c.json", tmp_path / "c.jsonl")}
    failures = []
    for argv, expected, options in cases:
        done = _explorer(tmp_path, *argv, **options)
        err = done.stderr
        shown = not any(unicodedata.category(c) in ("Cc", "Cf") for c in err.rstrip("\n"))
        if done.returncode != 2 or err.count("\n") != 1 or expected not in err or not shown:
            failures.append((argv, done.returncode, err[-600:]))
        assert "Traceback" not in err, (argv, err)
    assert not failures, failures
    assert {p: p.read_bytes() for p in protected} == protected  # no input was overwritten
    assert not list(tmp_path.glob(".full.jsonl.*.tmp"))  # the failed write left no temp file


def test_odd_but_valid_inputs_are_read(tmp_path):
    bib = tmp_path / "at.bib"
    bib.write_text(
        "@article{first,\n title = {\\textsc{Quokka} \\emph{Net}},\n"
        " abstract = {Mail foo@article{bar} or\n@misc{baz}. " + ABSTRACT + "}\n}\n",
        encoding="utf-8",
    )
    utf16 = tmp_path / "seeds.txt"
    utf16.write_text(f"ICML 2025 Papers\n\n{ABSTRACT}\n", encoding="utf-16-le")
    reverse = tmp_path / "\u202eevil.jsonl"
    reverse.write_text(RECORD + "\n", encoding="utf-8")
    for corpus, title in [(bib, "Quokka Net"), (utf16, "QuokkaNet")]:
        out = tmp_path / f"{corpus.stem}.jsonl"
        done = _explorer(tmp_path, "extract", corpus, "-o", out)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
        (record,) = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        assert record["title"] == title and record["proposed"] == ["QuokkaNet"]
    page = tmp_path / "page.html"
    done = _explorer(tmp_path, "export", reverse, "--html", page)
    assert done.returncode == 0, done.stderr
    assert "<title>\u2068\u202eevil\u2069 — explorer</title>" in page.read_text(encoding="utf-8")
