"""Read corpus files of any supported format into papers: the package's entry point.

The format is chosen by suffix; a folder stands for the corpus files in it, and a Zotero
library source (``zotero.sqlite``, see :mod:`explorer.corpus.sources`) is read by
:mod:`explorer.corpus.zotero`. Every failure becomes a one-line
:class:`CorpusError` naming the file and, where it applies, the line.

Examples
--------
>>> import pathlib, tempfile
>>> corpus = pathlib.Path(tempfile.mkdtemp()) / "c.jsonl"
>>> _ = corpus.write_text('{"id": "a", "abstract": "We propose X."}\\n')
>>> [p.id for p in read_corpus(corpus)]
['a']
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from explorer.corpus import bibtex, csvfile, jsonfile, jsonl, ris, seedtext
from explorer.corpus.records import FormatError, RawRecord, RecordError, paper_from_fields
from explorer.corpus.source import read_bounded
from explorer.corpus.sources import ZOTERO_SUFFIXES, expand_sources, is_zotero, parse_source
from explorer.corpus.textdecode import decode_text
from explorer.errors import CorpusError
from explorer.i18n import translate
from explorer.model import Paper

Warn = Callable[[str], None]

_READERS: dict[str, Callable[[str], Iterator[RawRecord]]] = {
    ".txt": seedtext.iter_records,
    ".jsonl": jsonl.iter_records,
    ".ndjson": jsonl.iter_records,
    ".json": jsonfile.iter_records,
    ".csv": csvfile.iter_records,
    ".bib": bibtex.iter_records,
    ".ris": ris.iter_records,
}
#: Formats parsed as one document, bounded as a whole rather than per line.
_WHOLE_DOCUMENTS = frozenset({".json", ".bib"})
#: The corpus suffixes understood by :func:`read_corpus` (matched case-insensitively).
SUFFIXES: tuple[str, ...] = (*_READERS, *ZOTERO_SUFFIXES)

_log = logging.getLogger(__name__)


def read_corpus(
    path: str | Path, *, skip_bad: bool = False, warn: Warn | None = None
) -> list[Paper]:
    """Read one corpus source: a file (``.txt`` seeds, ``.jsonl``/``.ndjson``, ``.json`` (a
    papers list or CSL JSON), ``.csv``, ``.bib``, ``.ris``, Zotero's ``.sqlite``) or a folder.

    Parameters
    ----------
    path
        The corpus file (its suffix picks the format), a folder of them, or a Zotero
        library source string.
    skip_bad
        Skip unusable records, reporting each through ``warn``, instead of
        raising on the first one.
    warn
        Receives one-line warnings (``"file:line: ..."``); defaults to logging.

    Raises
    ------
    CorpusError
        When the file cannot be read, a record is bad (unless ``skip_bad``),
        or no paper is left.
    """
    return read_corpora([path], skip_bad=skip_bad, warn=warn)


def read_corpora(
    paths: Iterable[str | Path], *, skip_bad: bool = False, warn: Warn | None = None
) -> list[Paper]:
    """Read several corpus files into one list; duplicate ids become ``"id~2"``, ``"id~3"``...

    Same parameters as :func:`read_corpus`; each file must hold at least one paper.
    """
    warn = warn or _log.warning
    paths = list(paths)
    if not paths:
        raise CorpusError(translate("CorpusErrors", "no corpus file given"))
    papers: list[Paper] = []
    for source in expand_sources(paths, SUFFIXES):
        if is_zotero(parse_source(source).path):
            from explorer.corpus.zotero import read_zotero  # sqlite3 only when needed

            papers.extend(read_zotero(source, skip_bad=skip_bad, warn=warn))
        else:
            papers.extend(_read_file(Path(source), skip_bad=skip_bad, warn=warn))
    return _unique_ids(papers, warn)


def _read_file(path: Path, *, skip_bad: bool, warn: Warn) -> list[Paper]:
    reader = _READERS.get(path.suffix.lower())
    if not path.exists():
        raise CorpusError(translate("CorpusErrors", "file not found"), path=path)
    if path.is_dir():
        raise CorpusError(translate("CorpusErrors", "is a folder, not a corpus file"), path=path)
    if reader is None:
        problem = translate(
            "CorpusErrors", "unknown corpus format '{suffix}'; supported: {suffixes}"
        )
        problem = problem.format(suffix=path.suffix or path.name, suffixes=", ".join(SUFFIXES))
        raise CorpusError(problem, path=path)
    data = read_bounded(path, one_document=path.suffix.lower() in _WHOLE_DOCUMENTS)
    try:
        papers, bad = _papers_from(reader(decode_text(data)), path)
    except FormatError as err:
        raise CorpusError(_one_line(err.message), path=path, line=err.line) from None
    except Exception as err:  # a parser bug must still end as one readable line
        problem = translate("CorpusErrors", "cannot read this file ({problem})")
        problem = problem.format(problem=f"{type(err).__name__}: {err}")
        raise CorpusError(_one_line(problem), path=path) from None

    if bad and not skip_bad:
        line, problem = bad[0]
        raise CorpusError(_one_line(problem), path=path, line=line, valid_records=len(papers))
    for line, problem in bad:
        skipped = translate("CorpusErrors", "{where}: {problem}; skipped")
        warn(skipped.format(where=f"{path}:{line}", problem=_one_line(problem)))
    if not papers:
        count = len(bad)
        problem = translate("CorpusErrors", "no papers found")
        if count:
            problem = translate(
                "CorpusErrors", "no papers found (%Ln bad records skipped)", "", count
            )
        raise CorpusError(problem, path=path)
    return papers


def _papers_from(
    records: Iterable[RawRecord], path: Path
) -> tuple[list[Paper], list[tuple[int, str]]]:
    """The papers built from ``records``, and (line, problem) for each bad one."""
    papers: list[Paper] = []
    bad: list[tuple[int, str]] = []
    for record in records:
        if record.fields is None:
            bad.append((record.line, record.problem))
            continue
        try:
            papers.append(paper_from_fields(record.fields, source=f"{path}:{record.line}"))
        except RecordError as err:
            bad.append((record.line, str(err)))
    return papers, bad


def _one_line(message: str) -> str:
    return " ".join(message.split())


def _unique_ids(papers: list[Paper], warn: Warn) -> list[Paper]:
    """Rename the second and later papers with an id already taken to "id~2", "id~3"..."""
    first_source: dict[str, str] = {}
    for paper in papers:
        first_source.setdefault(paper.id, paper.source)
    if len(first_source) == len(papers):
        return papers
    taken = set(first_source)
    seen: set[str] = set()
    unique: list[Paper] = []
    for paper in papers:
        if paper.id not in seen:
            seen.add(paper.id)
            unique.append(paper)
            continue
        n = 2
        while f"{paper.id}~{n}" in taken:
            n += 1
        new_id = f"{paper.id}~{n}"
        taken.add(new_id)
        renamed = translate(
            "CorpusErrors", "{where}: duplicate id '{id}' (first at {first}); renamed to '{new}'"
        )
        warn(
            renamed.format(
                where=paper.source, id=paper.id, first=first_source[paper.id], new=new_id
            )
        )
        unique.append(dataclasses.replace(paper, id=new_id))
    return unique
