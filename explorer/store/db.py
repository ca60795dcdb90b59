"""A SQLite file that is never trusted blindly: checked on open, replaced when damaged.

A cache may be damaged (a disk error, a crash, another program writing over
it) or come from another version of the program. Either way it is moved
aside to ``<name>.corrupt`` (one kept, for inspection), a fresh file is made
in its place, and the caller is told why through ``warn``. Nothing in a cache
is worth a crash.

Examples
--------
>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "c.sqlite"
>>> db = CheckedDatabase(path, schema_version=1, schema="CREATE TABLE t (x);")
>>> db.connection.execute("SELECT count(*) FROM t").fetchone()
(0,)
>>> db.close()
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path

Warn = Callable[[str], None]


def warn_on_stderr(message: str) -> None:
    """Default notice sink: one line on standard error."""
    print(f"explorer: {message}", file=sys.stderr)


class DamagedDatabase(Exception):
    """The file failed a check; the message says which."""


class CheckedDatabase:
    """An open SQLite file with a known schema version, rebuilt when damaged.

    Parameters
    ----------
    path
        The database file; its folder is created if needed. If it cannot be
        created or opened, an in-memory database stands in (with a notice).
    schema_version
        Stored in table ``meta``; a file with another version is replaced.
    schema
        SQL that creates the tables (run on a fresh file).
    warn
        Receives one line per notice.
    """

    def __init__(
        self, path: Path, *, schema_version: int, schema: str, warn: Warn = warn_on_stderr
    ) -> None:
        self.path = Path(path)
        self.schema_version = schema_version
        self.schema = schema
        self.warn = warn
        self.connection = self._open()

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            connection = self._connect(self.path)
        except (OSError, sqlite3.Error) as err:
            self.warn(f"{self.path}: cannot open the cache ({err}); caching in memory only")
            return self._connect(":memory:", fresh=True)
        try:
            self._check(connection)
        except (DamagedDatabase, sqlite3.DatabaseError) as err:
            connection.close()
            return self.replace(str(err))
        return connection

    def _connect(self, target: Path | str, *, fresh: bool = False) -> sqlite3.Connection:
        connection = sqlite3.connect(target, timeout=10, check_same_thread=False)
        if fresh:
            self._create(connection)
        return connection

    def _check(self, connection: sqlite3.Connection) -> None:
        """Raise DamagedDatabase unless the file is sound and of our schema version."""
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
        if not tables:
            self._create(connection)
            return
        if "meta" not in tables:
            raise DamagedDatabase("not an explorer cache (no meta table)")
        row = connection.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        if row is None or str(row[0]) != str(self.schema_version):
            found = row[0] if row else "none"
            raise DamagedDatabase(f"cache schema version {found}, expected {self.schema_version}")
        verdict = [r[0] for r in connection.execute("PRAGMA quick_check")]
        if verdict != ["ok"]:
            raise DamagedDatabase(f"integrity check failed: {'; '.join(verdict[:3])}")
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA synchronous = NORMAL")

    def _create(self, connection: sqlite3.Connection) -> None:
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA synchronous = NORMAL")
        with connection:
            connection.executescript(self.schema)
            connection.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value)")
            connection.execute(
                "INSERT OR REPLACE INTO meta VALUES ('schema_version', ?)", (self.schema_version,)
            )

    def replace(self, reason: str) -> sqlite3.Connection:
        """Move the damaged file aside, warn, and return a connection to a fresh one."""
        aside = self.path.with_name(self.path.name + ".corrupt")
        previous = getattr(self, "connection", None)  # None while __init__ is opening
        if previous is not None:
            with contextlib.suppress(sqlite3.Error):
                previous.close()
        try:
            os.replace(self.path, aside)
            for suffix in ("-wal", "-shm"):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(f"{self.path}{suffix}")
            self.warn(f"{self.path}: {reason}; moved to {aside.name}, starting a new cache")
            self.connection = self._connect(self.path, fresh=True)
        except (OSError, sqlite3.Error) as err:
            self.warn(f"{self.path}: {reason}; cannot replace it ({err}); caching in memory only")
            self.connection = self._connect(":memory:", fresh=True)
        return self.connection

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with contextlib.suppress(sqlite3.Error):
            self.connection.close()
