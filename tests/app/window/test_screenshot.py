"""``run_app(..., screenshot=...)`` in a fresh process, offscreen, as the CLI runs it."""

from __future__ import annotations

import os
import struct
import subprocess
import sys

import pytest

from explorer.paths import DEFAULT_CORPUS

pytestmark = pytest.mark.slow

SCRIPT = (
    "import sys\n"
    "from explorer.app import run_app\n"
    "sys.exit(run_app([sys.argv[1]], screenshot=sys.argv[2], select=sys.argv[3] or None,"
    " size=(900, 600)))\n"
)


def run_screenshot(tmp_path, corpus: str, out, select: str = ""):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "EXPLORER_CACHE_DIR": str(tmp_path / "cache"),
    }
    return subprocess.run(
        [sys.executable, "-c", SCRIPT, corpus, str(out), select],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_screenshot_writes_a_png_of_the_window(tmp_path):
    out = tmp_path / "shots" / "window.png"
    result = run_screenshot(tmp_path, str(DEFAULT_CORPUS), out, select="TabFlex")
    assert result.returncode == 0, result.stderr
    assert png_size(out.read_bytes()) == (900, 600)
    assert [p.name for p in out.parent.iterdir()] == ["window.png"]  # no temp file left


def test_screenshot_of_a_bad_corpus_fails_with_one_line(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{oops\n", encoding="utf-8")
    out = tmp_path / "window.png"
    result = run_screenshot(tmp_path, str(bad), out)
    assert result.returncode == 1
    assert "bad.jsonl:1" in result.stderr and "Traceback" not in result.stderr
    assert not out.exists()
