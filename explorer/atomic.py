"""Atomic file writes: a temp file in the target's folder, fsync, then rename.

A process killed mid-write leaves the previous file intact, because readers
only ever see either the old file or the complete new one. Its temp file is
removed by the next successful write of the same file, once it is an hour old
(a younger one may belong to a writer still at work).
"""

from __future__ import annotations

import contextlib
import glob
import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO


@contextlib.contextmanager
def atomic_open(path: str | Path, mode: str = "w", encoding: str | None = "utf-8") -> Iterator[IO]:
    """Open a temp file beside ``path``; on success it replaces ``path``.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "out.txt"
    >>> with atomic_open(target) as f:
    ...     _ = f.write("hello")
    >>> target.read_text()
    'hello'
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    binary = "b" in mode
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as err:
        raise _naming(err, path) from None
    try:
        with os.fdopen(fd, mode, encoding=None if binary else encoding) as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, _default_mode())  # mkstemp makes 0600; a written file follows the umask
        os.replace(tmp, path)
    except BaseException as err:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(err, OSError) and err.filename in (None, tmp):
            raise _naming(err, path) from None
        raise
    _remove_stale_temp_files(path)


def _naming(err: OSError, path: Path) -> OSError:
    """``err`` about ``path``: a full disk or a read-only folder is reported for the file
    the user asked for, not for the temp file (or no file at all)."""
    err.filename, err.filename2 = str(path), None
    return err


#: A temp file this old is a killed writer's leftover, not work in progress.
STALE_AFTER_S = 3600


def _remove_stale_temp_files(path: Path) -> None:
    cutoff = time.time() - STALE_AFTER_S
    for leftover in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        with contextlib.suppress(OSError):
            if leftover.stat().st_mtime < cutoff:
                leftover.unlink()


def _default_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def atomic_write_text(path: str | Path, text: str, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` atomically."""
    with atomic_open(path, "w", encoding=encoding) as f:
        f.write(text)


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically."""
    with atomic_open(path, "wb", encoding=None) as f:
        f.write(data)
