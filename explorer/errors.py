"""The one error type users see: it names the file, the line and what is wrong."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from explorer.i18n import translate
from explorer.i18n.system_text import os_error_line
from explorer.printable import printable


class ExplorerError(Exception):
    """Bad input or a failed write, reported as one readable line.

    Examples
    --------
    >>> str(ExplorerError("bad JSON", path="c.jsonl", line=3))
    'c.jsonl:3: bad JSON'

    Corpus text in the message is shown printable (see :mod:`explorer.printable`):

    >>> str(ExplorerError("no abstract column (columns found: \\x1b[2J)", path="c.csv"))
    'c.csv: no abstract column (columns found: \\\\x1b[2J)'
    """

    def __init__(self, message: str, *, path: str | Path | None = None, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line

    def __str__(self) -> str:
        where = self.path or ""
        if self.path and self.line is not None:
            where += f":{self.line}"
        return printable(f"{where}: {self.message}" if where else self.message)


class CorpusError(ExplorerError):
    """A corpus file cannot be read.

    ``valid_records`` counts the good records of a file stopped by a bad one: the caller
    may offer to load them (the CLI's ``--skip-bad``, the app's "Load the valid records").

    >>> err = CorpusError("bad JSON", path="c.jsonl", line=3, valid_records=1)
    >>> str(err)
    'c.jsonl:3: bad JSON (1 other record is valid; pass skip_bad / --skip-bad to load them)'
    >>> err.located()
    'c.jsonl:3: bad JSON'
    """

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        valid_records: int = 0,
    ):
        super().__init__(message, path=path, line=line)
        self.valid_records = valid_records

    def located(self) -> str:
        """``file:line: problem``, without what to do about it."""
        return super().__str__()

    def __str__(self) -> str:
        if not self.valid_records:
            return self.located()
        n = self.valid_records
        hint = translate(
            "Errors",
            "{problem} (%Ln other records are valid; pass skip_bad / --skip-bad to load them)",
            "",
            n,
        )
        return hint.format(problem=self.located())


class GraphFileError(ExplorerError):
    """A graph file cannot be read or written."""


def write_or_report(write: Callable[[], object], report: Callable[[str], None]) -> bool:
    """Run ``write``; an :class:`ExplorerError` or ``OSError`` goes to ``report`` as one line
    and gives False (the caller keeps running), success gives True.

    >>> said = []
    >>> write_or_report(lambda: open("/no/such/dir/x.txt", "w"), said.append), len(said)
    (False, 1)
    """
    try:
        write()
    except ExplorerError as err:
        report(str(err))
        return False
    except OSError as err:
        report(os_error_line(err))
        return False
    return True
