"""Fixtures and helpers shared by tests of several packages (Qt-free)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from paper_examples import small_graph as build_small_graph


@pytest.fixture(autouse=True)
def english_by_default(monkeypatch):
    """Tests read English unless they choose a language: the system locale does not leak in
    (``explorer export`` follows it), and a test that chose one leaves English behind."""
    from explorer import i18n

    monkeypatch.setenv("LANGUAGE", "en")
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def small_graph():
    """Three papers, five concepts: built by the real graph builder."""
    return build_small_graph()


@contextlib.contextmanager
def _read_only(*paths: Path):
    """Make ``paths`` unwritable, for root too (chattr +i), and writable again after."""
    immutable = os.geteuid() == 0  # root writes read-only files: only chattr +i stops it
    for path in paths:
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        if immutable:
            if shutil.which("chattr") is None:
                pytest.skip("running as root without chattr: cannot make a file read-only")
            done = subprocess.run(["chattr", "+i", *map(str, paths)], capture_output=True)
            if done.returncode != 0:
                pytest.skip(f"chattr +i failed here: {done.stderr.decode().strip()}")
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", *map(str, paths)], capture_output=True)
        for path in paths:
            path.chmod(0o755 if path.is_dir() else 0o644)


@pytest.fixture
def read_only() -> Callable:
    """``with read_only(path, ...):`` makes the paths unwritable (for root too) inside the block."""
    return _read_only
