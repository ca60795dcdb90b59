"""Read a corpus file's bytes within bounds, so no input can make a read go on forever.

Only regular files and FIFOs (a pipe given on purpose, such as ``<(zcat c.jsonl.gz)``) are
read; a device such as ``/dev/zero``, reached directly or through a symlink, is refused before
a byte is read. The file is read in chunks and the read stops, with one line naming the file
and the line, as soon as a bound is crossed:

- a line-based format (JSON Lines, CSV, seed text) holds one record per line or so, and no
  line may be longer than :data:`~explorer.corpus.records.MAX_RECORD_BYTES`;
- a whole-document format (JSON, BibTeX) is parsed as one piece, and may not be longer than
  :data:`MAX_DOCUMENT_BYTES` (JSON Lines has no such bound, only the one per line).

Examples
--------
>>> import pathlib, tempfile
>>> corpus = pathlib.Path(tempfile.mkdtemp()) / "c.jsonl"
>>> _ = corpus.write_text('{"abstract": "We propose X."}\\n')
>>> bytes(read_bounded(corpus, one_document=False))
b'{"abstract": "We propose X."}\\n'
>>> read_bounded(pathlib.Path("/dev/zero"), one_document=False)
Traceback (most recent call last):
...
explorer.errors.CorpusError: /dev/zero: is a character device, not a corpus file
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from explorer.corpus.records import MAX_RECORD_BYTES
from explorer.errors import CorpusError
from explorer.i18n import QT_TRANSLATE_NOOP, translate
from explorer.i18n.system_text import os_problem

#: The most a JSON or BibTeX corpus may hold, since it is parsed as one document (JSON Lines
#: is bounded per line only, and is the format for bigger corpora).
MAX_DOCUMENT_BYTES = 1 << 30
_CHUNK_BYTES = 1 << 20
_NOT_FILES = {
    stat.S_IFCHR: QT_TRANSLATE_NOOP("CorpusErrors", "a character device"),
    stat.S_IFBLK: QT_TRANSLATE_NOOP("CorpusErrors", "a block device"),
    stat.S_IFSOCK: QT_TRANSLATE_NOOP("CorpusErrors", "a socket"),
}


def read_bounded(path: Path, *, one_document: bool) -> bytearray:
    """The bytes of the corpus file ``path``, read in chunks within the bounds above.

    They are gathered in one growing buffer, not joined from a list, so a big file is held
    about once rather than twice.

    Raises
    ------
    CorpusError
        A missing file, a folder, a device or socket, an unreadable file, a line longer than
        :data:`MAX_RECORD_BYTES`, or a document longer than :data:`MAX_DOCUMENT_BYTES`.
    """
    info = _stat(path)
    if one_document and stat.S_ISREG(info.st_mode) and info.st_size > MAX_DOCUMENT_BYTES:
        raise CorpusError(_too_long_document(), path=path)
    data = bytearray()
    line_run = newlines = 0
    try:
        with open(path, "rb") as stream:
            while chunk := stream.read(_CHUNK_BYTES):
                data += chunk
                if one_document:
                    if len(data) > MAX_DOCUMENT_BYTES:
                        raise CorpusError(_too_long_document(), path=path)
                    continue
                last = chunk.rfind(b"\n")
                if last < 0:
                    line_run += len(chunk)
                else:
                    # Lines that end inside this chunk are shorter than the chunk.
                    first = chunk.find(b"\n")
                    if line_run + first > MAX_RECORD_BYTES:
                        break
                    newlines += chunk.count(b"\n")
                    line_run = len(chunk) - last - 1
                if line_run > MAX_RECORD_BYTES:
                    break
            else:
                return data
    except OSError as err:
        raise CorpusError(_cannot_read(err), path=path) from None
    problem = translate(
        "CorpusErrors",
        "line longer than {limit} MB, the most one record may hold; is this a corpus file?",
    )
    raise CorpusError(problem.format(limit=MAX_RECORD_BYTES >> 20), path=path, line=newlines + 1)


def _stat(path: Path) -> os.stat_result:
    """The file's status (through symlinks); anything but a regular file or a FIFO is refused."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise CorpusError(translate("CorpusErrors", "file not found"), path=path) from None
    except (OSError, ValueError) as err:
        raise CorpusError(_cannot_read(err), path=path) from None
    if stat.S_ISDIR(info.st_mode):
        raise CorpusError(translate("CorpusErrors", "is a folder, not a corpus file"), path=path)
    if stat.S_ISREG(info.st_mode) or stat.S_ISFIFO(info.st_mode):
        return info
    kind = _NOT_FILES.get(
        stat.S_IFMT(info.st_mode), QT_TRANSLATE_NOOP("CorpusErrors", "a special file")
    )
    target = os.path.realpath(path)
    kind = translate("CorpusErrors", kind)
    if target != os.path.abspath(path):
        kind = f"{kind} ({target})"
    problem = translate("CorpusErrors", "is {kind}, not a corpus file").format(kind=kind)
    raise CorpusError(problem, path=path)


def _cannot_read(err: Exception) -> str:
    return translate("CorpusErrors", "cannot read the file: {problem}").format(
        problem=os_problem(err)
    )


def _too_long_document() -> str:
    return translate(
        "CorpusErrors",
        "longer than {limit} GB, the most a JSON or BibTeX corpus may hold "
        "(it is parsed whole); save it as JSON Lines, which is bounded per line only",
    ).format(limit=MAX_DOCUMENT_BYTES >> 30)
