"""A SQLite file that is never trusted blindly: checked on open, repaired or replaced.

A cache may be damaged (a disk error, a crash, another program writing over
it) or come from another version of the program. Either way it is moved
aside to ``<name>.corrupt`` (one kept, for inspection), a fresh file is made
in its place, and the caller is told why through ``warn``, in one line.
What can be repaired is: a missing table is created again. A file this
process may not write (read-only file, folder or file system) is opened
read-only and used as it is. Nothing in a cache is worth a crash.

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

from explorer.i18n import translate

Warn = Callable[[str], None]


def warn_on_stderr(message: str) -> None:
    """Default notice sink: one line on standard error."""
    print(f"explorer: {message}", file=sys.stderr)


def one_line(message: str, limit: int = 500) -> str:
    """``message`` with its line breaks and runs of blank space made single spaces, cut short.

    SQLite's integrity report spans lines; a notice is one line.

    >>> one_line("integrity check failed: *** in database main ***\\nPage 5: bad")
    'integrity check failed: *** in database main *** Page 5: bad'
    """
    text = " ".join(message.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _writable(path: Path) -> bool:
    """Whether this process may write ``path`` (if it exists) and create files beside it."""
    if path.exists():
        try:
            os.close(os.open(path, os.O_RDWR))
        except OSError:
            return False
    return os.access(path.parent, os.W_OK)


class DamagedDatabase(Exception):
    """The file failed a check; the message says which."""


class CheckedDatabase:
    """An open SQLite file with a known schema version, repaired or rebuilt when damaged.

    Parameters
    ----------
    path
        The database file; its folder is created if needed. If it cannot be
        created or opened, an in-memory database stands in (with a notice).
    schema_version
        Stored in table ``meta``; a file with another version is replaced.
    schema
        SQL that creates the tables (run on a fresh file, and to restore a missing table).
    warn
        Receives one line per notice.

    Attributes
    ----------
    read_only
        True when the file may not be written: it is read as it is, and
        callers store nothing.
    """

    def __init__(
        self, path: Path, *, schema_version: int, schema: str, warn: Warn = warn_on_stderr
    ) -> None:
        self.path = Path(path)
        self.schema_version = schema_version
        self.schema = schema
        self.warn: Warn = lambda message: warn(one_line(message))
        self.read_only = False
        self.connection = self._open()

    def _open(self) -> sqlite3.Connection:
        with contextlib.suppress(OSError):  # a missing folder is reported by the connect below
            self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.path.exists() and not _writable(self.path):
            return self._open_read_only()
        try:
            connection = self._connect(self.path)
        except (OSError, sqlite3.Error) as err:
            note = translate(
                "CacheWarnings", "{path}: cannot open the cache ({problem}); caching in memory only"
            )
            self.warn(note.format(path=self.path, problem=err))
            return self._connect(":memory:", fresh=True)
        try:
            self._check(connection)
        except (DamagedDatabase, sqlite3.DatabaseError) as err:
            connection.close()
            return self.replace(str(err))
        return connection

    def _open_read_only(self) -> sqlite3.Connection:
        """Read a cache this process may not write, without the writes WAL mode needs."""
        # mode=ro still creates the -shm file of a WAL database; immutable=1 needs nothing
        # beside the file (and is only used when nothing may be created there).
        option = "mode=ro" if os.access(self.path.parent, os.W_OK) else "immutable=1"
        uri = f"{self.path.resolve().as_uri()}?{option}"
        try:
            connection = sqlite3.connect(uri, uri=True, timeout=10, check_same_thread=False)
            self._check(connection, writable=False)
        except (DamagedDatabase, sqlite3.Error) as err:
            note = translate(
                "CacheWarnings",
                "{path}: read-only cache not usable ({problem}); caching in memory only",
            )
            self.warn(note.format(path=self.path, problem=err))
            return self._connect(":memory:", fresh=True)
        self.read_only = True
        note = translate(
            "CacheWarnings", "{path}: the cache is read-only; reading it, storing nothing new"
        )
        self.warn(note.format(path=self.path))
        return connection

    def _connect(self, target: Path | str, *, fresh: bool = False) -> sqlite3.Connection:
        connection = sqlite3.connect(target, timeout=10, check_same_thread=False)
        if fresh:
            self._create(connection)
        return connection

    def _check(self, connection: sqlite3.Connection, *, writable: bool = True) -> None:
        """Raise DamagedDatabase unless the file is sound, of our schema version and tables.

        A table of the schema that is missing is created again (when ``writable``).
        """
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
        if not tables and writable:
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
            # The report has a line per bad cell (hundreds): the count and the first say enough.
            lines = [line for row in verdict for line in str(row).splitlines()]
            problems = [line for line in lines if not line.startswith("***")] or lines
            raise DamagedDatabase(
                f"integrity check failed ({len(problems)} problems; first: {problems[0]})"
            )
        missing = self._check_columns(connection)
        if not writable:
            return
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA synchronous = NORMAL")
        if missing:
            with connection:
                connection.executescript(self.schema)
            note = translate("CacheWarnings", "{path}: missing table {tables} created again")
            self.warn(note.format(path=self.path, tables=", ".join(missing)))

    def _check_columns(self, connection: sqlite3.Connection) -> list[str]:
        """The schema's tables missing from the file; DamagedDatabase if one has other columns."""
        reference = sqlite3.connect(":memory:")
        try:
            reference.executescript(self.schema)
            expected = {
                name: _columns(reference, name)
                for (name,) in reference.execute(
                    "SELECT name FROM sqlite_master WHERE type='table'"
                )
            }
        finally:
            reference.close()
        missing = []
        for name, columns in expected.items():
            found = _columns(connection, name)
            if not found:
                missing.append(name)
            elif found != columns:
                raise DamagedDatabase(f"table {name} has columns {', '.join(found)}")
        return missing

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
        self.read_only = False
        try:
            os.replace(self.path, aside)
            for suffix in ("-wal", "-shm"):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(f"{self.path}{suffix}")
            note = translate(
                "CacheWarnings", "{path}: {problem}; moved to {aside}, starting a new cache"
            )
            self.warn(note.format(path=self.path, problem=reason, aside=aside.name))
            self.connection = self._connect(self.path, fresh=True)
        except (OSError, sqlite3.Error) as err:
            note = translate(
                "CacheWarnings",
                "{path}: {problem}; cannot replace it ({error}); caching in memory only",
            )
            self.warn(note.format(path=self.path, problem=reason, error=err))
            self.connection = self._connect(":memory:", fresh=True)
        return self.connection

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with contextlib.suppress(sqlite3.Error):
            self.connection.close()


def _columns(connection: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
