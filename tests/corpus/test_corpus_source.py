"""Reading within bounds: devices refused, FIFOs read, one record capped; UTF-16 without BOM."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

import pytest

from explorer.corpus import CorpusError, read_corpus
from explorer.corpus.records import MAX_RECORD_BYTES
from explorer.corpus.source import MAX_DOCUMENT_BYTES

DEVICES = [path for path in ("/dev/zero", "/dev/urandom", "/dev/null") if os.path.exists(path)]


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("suffix", [".jsonl", ".bib", ".csv", ".txt", ".json"])
def test_a_device_behind_a_symlink_is_refused_unread(tmp_path, device, suffix):
    link = tmp_path / f"z{suffix}"
    link.symlink_to(device)
    with pytest.raises(CorpusError) as caught:
        read_corpus(link)
    assert str(caught.value) == f"{link}: is a character device ({device}), not a corpus file"


def _feed(fifo, data: bytes, repeat: int = 1) -> threading.Thread:
    def write():
        try:
            with open(fifo, "wb") as out:
                for _ in range(repeat):
                    out.write(data)
        except BrokenPipeError:  # the reader stopped, as it should
            pass

    thread = threading.Thread(target=write, daemon=True)
    thread.start()
    return thread


def test_a_fifo_given_on_purpose_is_read(tmp_path):
    fifo = tmp_path / "piped.jsonl"
    os.mkfifo(fifo)
    writer = _feed(fifo, b'{"id": "a", "abstract": "We propose X."}\n')
    assert [p.id for p in read_corpus(fifo)] == ["a"]
    writer.join(10)


def test_an_endless_line_stops_at_the_record_cap(tmp_path):
    fifo = tmp_path / "zeros.jsonl"
    os.mkfifo(fifo)
    # 64 MB of NUL bytes without a line break, from a pipe that would go on as long as read.
    writer = _feed(fifo, bytes(1 << 20), repeat=64)
    with pytest.raises(CorpusError) as caught:
        read_corpus(fifo)
    assert str(caught.value) == (
        f"{fifo}:1: line longer than {MAX_RECORD_BYTES >> 20} MB, the most one record may hold; "
        "is this a corpus file?"
    )
    writer.join(10)


def test_a_sparse_file_is_not_read_whole(tmp_path):
    huge = tmp_path / "sparse.jsonl"
    with open(huge, "wb") as out:
        out.truncate(8 << 30)  # 8 GB of zeros that take no disk
    with pytest.raises(CorpusError, match=r"sparse\.jsonl:1: line longer than 16 MB"):
        read_corpus(huge)
    document = tmp_path / "sparse.json"
    with open(document, "wb") as out:
        out.truncate(MAX_DOCUMENT_BYTES + 1)
    with pytest.raises(CorpusError, match="longer than 1 GB, the most a JSON or BibTeX corpus"):
        read_corpus(document)


#: Runs the command in a fresh interpreter and prints its own peak resident memory (kB) on
#: stdout. VmHWM belongs to this program's memory map alone; ru_maxrss would also count the
#: parent's pages when the child was forked from a big test process.
MEASURED_RUN = (
    "import sys; from explorer.cli import main; code = main(sys.argv[1:]); "
    "print(next(l.split()[1] for l in open('/proc/self/status') if l.startswith('VmHWM'))); "
    "sys.exit(code)"
)


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="reads VmHWM from /proc")
def test_reading_an_endless_pipe_keeps_memory_bounded(tmp_path):
    """The command on a pipe of zeros: one line, exit 2, and far less memory than offered."""
    fifo = tmp_path / "zeros.jsonl"
    os.mkfifo(fifo)
    writer = _feed(fifo, bytes(1 << 20), repeat=512)  # 512 MB offered
    done = subprocess.run(
        [sys.executable, "-c", MEASURED_RUN, "stats", str(fifo), "--no-cache"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    writer.join(10)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "line longer than 16 MB" in done.stderr
    peak_mb = int(done.stdout) / 1024
    assert peak_mb < 300, peak_mb


def test_one_megabyte_abstracts_still_read(tmp_path):
    abstract = "We propose X. " * 75_000  # 1 MB
    for suffix, text in {
        ".jsonl": json.dumps({"abstract": abstract}) + "\n",
        ".csv": f'abstract\n"{abstract}"\n',
        ".txt": abstract + "\n",
        ".json": json.dumps([{"abstract": abstract}]),
    }.items():
        path = tmp_path / f"big{suffix}"
        path.write_text(text, encoding="utf-8")
        assert read_corpus(path)[0].abstract == abstract.strip()


def test_an_abstract_over_the_record_cap_is_a_bad_record(tmp_path):
    path = tmp_path / "c.json"
    rows = [{"id": "ok", "abstract": "We propose X."}, {"id": "big", "abstract": "x" * (17 << 20)}]
    path.write_text(json.dumps(rows, indent=1), encoding="utf-8")
    with pytest.raises(CorpusError, match=r"c\.json:6: abstract of 17,825,792 characters, over"):
        read_corpus(path)
    assert [p.id for p in read_corpus(path, skip_bad=True, warn=lambda m: None)] == ["ok"]


SEEDS = "ICML 2025 Papers\n\nWe propose LoRA-X on A100 GPUs.\n\nWe present QuokkaNet, 3× faster.\n"


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_without_a_byte_order_mark_is_detected(tmp_path, encoding):
    path = tmp_path / "seeds.txt"
    path.write_bytes(SEEDS.encode(encoding))
    papers = read_corpus(path)
    assert [p.abstract for p in papers] == [
        "We propose LoRA-X on A100 GPUs.",
        "We present QuokkaNet, 3× faster.",
    ]
    assert {p.venue for p in papers} == {"ICML 2025"}  # the header was not merged in
    csv_path = tmp_path / "c.csv"
    csv_path.write_bytes("title,abstract\nT,We propose X.\n".encode(encoding))
    assert [(p.title, p.abstract) for p in read_corpus(csv_path)] == [("T", "We propose X.")]


def test_broken_utf16_without_a_byte_order_mark_is_reported(tmp_path):
    path = tmp_path / "c.csv"
    path.write_bytes("title,abstract\nT,We propose X.\n".encode("utf-16-le") + b"\x00")
    with pytest.raises(CorpusError) as caught:
        read_corpus(path)
    assert str(caught.value) == (
        f"{path}:3: not valid UTF-16-LE without a byte-order mark (bad data at line 3); "
        "save the file as UTF-8"
    )
