"""Atomic writes: readers see the old file or the whole new one, even after SIGKILL."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from explorer.atomic import atomic_open, atomic_write_bytes, atomic_write_text

#: Writes a big file through atomic_open, says "ready" mid-write, then waits to be killed.
SLOW_WRITER = textwrap.dedent(
    """
    import sys
    from explorer.atomic import atomic_open

    with atomic_open(sys.argv[1]) as f:
        for _ in range(64):
            f.write("new " * 16384)
        f.flush()
        print("ready", flush=True)
        sys.stdin.read()  # blocks until the test kills this process
        f.write("end")
    """
)


def _leftovers(folder, name):
    return sorted(p.name for p in folder.iterdir() if p.name != name)


def test_sigkill_mid_write_leaves_the_previous_file_intact(tmp_path):
    target = tmp_path / "graph.json"
    target.write_text("previous content", encoding="utf-8")
    script = tmp_path / "slow_writer.py"
    script.write_text(SLOW_WRITER, encoding="utf-8")
    proc = subprocess.Popen(
        [sys.executable, str(script), str(target)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout.readline() == "ready\n"
        (partial,) = [p for p in tmp_path.iterdir() if p.name.startswith(".graph.json.")]
        assert partial.stat().st_size == 64 * 4 * 16384  # really mid-write
        assert target.read_text(encoding="utf-8") == "previous content"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate()
    assert proc.returncode == -signal.SIGKILL
    assert target.read_text(encoding="utf-8") == "previous content"


def test_success_replaces_and_leaves_no_temp_file(tmp_path):
    target = tmp_path / "out.txt"
    target.write_text("old", encoding="utf-8")
    with atomic_open(target) as f:
        f.write("new ünïcode")
        assert target.read_text(encoding="utf-8") == "old"  # not visible before the end
    assert target.read_text(encoding="utf-8") == "new ünïcode"
    assert _leftovers(tmp_path, "out.txt") == []


def test_an_error_inside_keeps_the_old_file_and_removes_the_temp_file(tmp_path):
    target = tmp_path / "out.txt"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(RuntimeError), atomic_open(target) as f:
        f.write("half")
        raise RuntimeError("boom")
    assert target.read_text(encoding="utf-8") == "old"
    assert _leftovers(tmp_path, "out.txt") == []


def test_a_failed_first_write_creates_nothing(tmp_path):
    target = tmp_path / "new.txt"
    with pytest.raises(KeyboardInterrupt), atomic_open(target) as f:
        f.write("x")
        raise KeyboardInterrupt
    assert list(tmp_path.iterdir()) == []


def test_helpers_and_missing_folders(tmp_path):
    text_target = tmp_path / "a" / "b" / "t.txt"
    atomic_write_text(text_target, "héllo\n")
    assert text_target.read_bytes() == "héllo\n".encode()
    bytes_target = tmp_path / "c" / "b.bin"
    atomic_write_bytes(bytes_target, b"\x00\xff")
    assert bytes_target.read_bytes() == b"\x00\xff"
    with atomic_open(bytes_target, "wb") as f:
        f.write(b"\x01")
    assert bytes_target.read_bytes() == b"\x01"


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_written_files_follow_the_umask(tmp_path, umask, mode):
    previous = os.umask(umask)
    try:
        target = tmp_path / "export.html"
        atomic_write_text(target, "<html></html>")
    finally:
        os.umask(previous)
    assert target.stat().st_mode & 0o777 == mode


def test_a_killed_writers_old_temp_file_goes_with_the_next_write(tmp_path):
    target = tmp_path / "graph.json"
    old = tmp_path / ".graph.json.abc123.tmp"  # what a SIGKILLed writer leaves
    young = tmp_path / ".graph.json.def456.tmp"  # maybe a writer still at work
    other = tmp_path / ".other.json.abc123.tmp"
    for leftover in (old, young, other):
        leftover.write_text("partial", encoding="utf-8")
    two_hours_ago = time.time() - 2 * 3600
    os.utime(old, (two_hours_ago, two_hours_ago))
    os.utime(other, (two_hours_ago, two_hours_ago))
    atomic_write_text(target, "{}")
    assert target.read_text(encoding="utf-8") == "{}"
    assert not old.exists()
    assert young.exists() and other.exists()
