"""The corpus a saved view names: content hashes, paths relative to the view, finding it again.

A view travels with its corpus (another machine, another folder), so each source is written
relative to the view's folder and found again there first, then at its old absolute place,
then by its file name beside the view; a file found whose content hash differs is used but
reported as changed. A Zotero library is hashed by the papers the view reads from it (its
collection's items, without their local paths), not by the database file, which Zotero rewrites
whenever anything in the library changes.

Examples
--------
>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "papers.jsonl").write_text('{"abstract": "We propose X."}\\n')
>>> (ref,) = corpus_refs([folder / "papers.jsonl"], folder / "v.explorer-view.json")
>>> ref.path, len(ref.sha256)
('papers.jsonl', 64)
>>> found = locate_corpus((ref,), folder / "v.explorer-view.json")
>>> found.sources == [str(folder / "papers.jsonl")], found.changed, found.missing
(True, [], [])
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from explorer.corpus import SUFFIXES
from explorer.corpus.sources import expand_sources, is_zotero, parse_source, zotero_source
from explorer.errors import ExplorerError
from explorer.i18n import translate
from explorer.i18n.system_text import os_problem
from explorer.views.viewfile import CorpusRef, SavedView

_CHUNK = 1 << 20


def file_sha256(path: str | Path) -> str:
    """SHA-256 of a file's content, in hex (raises ExplorerError naming it when unreadable)."""
    digest = hashlib.sha256()
    try:
        with Path(path).open("rb") as f:
            while chunk := f.read(_CHUNK):
                digest.update(chunk)
    except OSError as err:
        problem = translate("ViewErrors", "cannot read: {problem}").format(problem=os_problem(err))
        raise ExplorerError(problem, path=path) from None
    return digest.hexdigest()


def source_sha256(path: str | Path, collection: str | None = None) -> str:
    """The content hash of a corpus source: its bytes, or for a Zotero library the papers read
    from it (in ``collection`` when given), so edits elsewhere in the library don't count."""
    path = Path(path)
    if not is_zotero(path):
        return file_sha256(path)
    from explorer.corpus.zotero import read_zotero  # sqlite reader, only for Zotero sources

    digest = hashlib.sha256()
    for paper in read_zotero(zotero_source(path, collection), skip_bad=True):
        record = paper.to_dict()
        record.pop("source", None)  # names the local database path: not content
        digest.update(json.dumps(record, sort_keys=True, ensure_ascii=False).encode())
        digest.update(b"\n")
    return digest.hexdigest()


def corpus_refs(sources: Iterable[str | Path], view_path: str | Path) -> tuple[CorpusRef, ...]:
    """The :class:`CorpusRef` of every source (folders stand for the corpus files in them)."""
    folder = Path(view_path).absolute().parent
    refs = []
    for source in expand_sources(sources, SUFFIXES):
        parsed = parse_source(source)
        absolute = parsed.path.expanduser().absolute()
        try:
            written = Path(os.path.relpath(absolute, folder)).as_posix()
        except ValueError:  # another drive (Windows): only the absolute path can name it
            written = absolute.as_posix()
        refs.append(
            CorpusRef(
                path=_with_collection(written, parsed.collection),
                sha256=source_sha256(absolute, parsed.collection),
                absolute=_with_collection(str(absolute), parsed.collection),
            )
        )
    return tuple(refs)


def _with_collection(path: str, collection: str | None) -> str:
    return zotero_source(path, collection) if collection else path


@dataclass
class CorpusCheck:
    """Where a view's corpus was found: the ``sources`` to open (in the view's order), and
    the written paths of sources whose content ``changed`` or that are ``missing``."""

    sources: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    def warnings(self, view_path: str | Path) -> list[str]:
        """One line per problem, naming the view file (empty when everything matches)."""
        changed = translate(
            "ViewErrors",
            "{view}: corpus file {file} changed since the view was saved; "
            "opening it as it is now (some nodes may differ)",
        )
        missing = translate("ViewErrors", "{view}: corpus file {file} not found; opening the rest")
        lines = [changed.format(view=view_path, file=p) for p in self.changed]
        lines += [missing.format(view=view_path, file=p) for p in self.missing]
        return lines


def locate_corpus(refs: Sequence[CorpusRef], view_path: str | Path) -> CorpusCheck:
    """Find each source of a view (see the module docstring); raises when none is found."""
    folder = Path(view_path).absolute().parent
    check = CorpusCheck()
    for ref in refs:
        found = _find(ref, folder)
        if found is None:
            check.missing.append(ref.path)
            continue
        path, collection, sha256 = found
        check.sources.append(zotero_source(path, collection) if collection else str(path))
        if sha256 != ref.sha256:
            check.changed.append(ref.path)
    if not check.sources:
        where = ", ".join(ref.path for ref in refs)
        problem = translate("ViewErrors", "none of the view's corpus files was found ({files})")
        raise ExplorerError(problem.format(files=where), path=view_path)
    return check


def _find(ref: CorpusRef, folder: Path) -> tuple[Path, str | None, str] | None:
    """(path, collection, content hash) of the best candidate for ``ref``, else None."""
    written = parse_source(ref.path)
    candidates = [folder / written.path.expanduser()]
    if ref.absolute:
        candidates.append(parse_source(ref.absolute).path)
    candidates.append(folder / written.path.name)
    existing, seen = [], set()
    for candidate in candidates:  # one file reached two ways ("../data/x", "/home/u/data/x")
        if candidate.is_file() and candidate.resolve() not in seen:  # is hashed once
            seen.add(candidate.resolve())
            existing.append(candidate)
    first = None
    for candidate in existing:
        try:
            sha256 = source_sha256(candidate, written.collection)
        except ExplorerError:  # a library that lost the view's collection: changed, not found
            sha256 = ""
        if sha256 == ref.sha256:
            return candidate, written.collection, sha256
        first = first or (candidate, written.collection, sha256)
    return first


def view_of(sources: Iterable[str | Path], view_path: str | Path, **fields: Any) -> SavedView:
    """A :class:`SavedView` of the corpus ``sources`` (hashed now), to be written at
    ``view_path``; ``fields`` are the other :class:`SavedView` fields (filters, selection...).

    The app's File > Save view is ``write_view(path, view_of(sources, path, filters=...))``.
    """
    return SavedView(corpus=corpus_refs(sources, view_path), **fields)
