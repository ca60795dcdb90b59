"""What a user can name as a corpus: a file, a folder of corpus files, or a Zotero library.

A source is a plain string, so that it travels unchanged through the CLI, the app's loader,
its recent-files list and saved views. A Zotero library limited to one collection is written
``"<path to zotero.sqlite>#collection=<name>"`` (the name percent-encoded where it holds
``%``, ``#`` or ``/``); :func:`zotero_source` makes one and :func:`parse_source` reads it.

Examples
--------
>>> spec = zotero_source("/home/u/Zotero/zotero.sqlite", "Graphs / GNN")
>>> spec
'/home/u/Zotero/zotero.sqlite#collection=Graphs %2F GNN'
>>> parse_source(spec)
Source(path=PosixPath('/home/u/Zotero/zotero.sqlite'), collection='Graphs / GNN')
>>> source_name(spec)
'zotero (Graphs / GNN)'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, unquote

from explorer.corpus.graphsniff import looks_like_graph_file
from explorer.errors import CorpusError
from explorer.i18n import translate
from explorer.i18n.system_text import os_problem

#: Suffixes of Zotero databases (``zotero.sqlite``); read by :mod:`explorer.corpus.zotero`.
ZOTERO_SUFFIXES = (".sqlite",)
#: Where Zotero keeps its database unless told otherwise (all desktop platforms).
DEFAULT_ZOTERO = Path("~/Zotero/zotero.sqlite")

_COLLECTION_MARK = "#collection="


@dataclass(frozen=True)
class Source:
    """A parsed source: the file or folder, and the Zotero collection it is limited to."""

    path: Path
    collection: str | None = None


def zotero_source(path: str | Path, collection: str | None = None) -> str:
    """The source string of a Zotero library, limited to ``collection`` when given."""
    path = str(Path(path).expanduser())
    if not collection:
        return path
    return f"{path}{_COLLECTION_MARK}{quote(collection, safe=' ,;:()[]&+=!@$*~')}"


def parse_source(source: str | Path) -> Source:
    """Split a source string into its path and collection (a file that exists wins)."""
    text = str(source)
    head, mark, collection = text.rpartition(_COLLECTION_MARK)
    if not mark or Path(text).exists():
        return Source(Path(text))
    return Source(Path(head), unquote(collection))


def is_zotero(path: Path) -> bool:
    """True for a path the Zotero reader reads (by suffix)."""
    return path.suffix.lower() in ZOTERO_SUFFIXES


def source_name(source: str | Path) -> str:
    """A short readable name: the file stem, plus the collection of a Zotero library."""
    parsed = parse_source(source)
    stem = parsed.path.stem or parsed.path.name
    return f"{stem} ({parsed.collection})" if parsed.collection else stem


def folder_files(folder: Path, suffixes: Iterable[str]) -> list[Path]:
    """The corpus files directly inside ``folder`` (not hidden, by suffix), sorted by name.

    Saved views (``*.explorer-view.json``), saved graphs and Zotero databases are left out:
    a data folder often holds other SQLite files, and views and graphs are not corpora.

    Raises
    ------
    CorpusError
        When the folder cannot be listed or holds no corpus file.
    """
    wanted = {s.lower() for s in suffixes} - set(ZOTERO_SUFFIXES)
    try:
        entries = sorted(folder.iterdir(), key=lambda p: p.name)
    except OSError as err:
        problem = translate("CorpusErrors", "cannot list the folder: {problem}")
        raise CorpusError(problem.format(problem=os_problem(err)), path=folder) from None
    files = [
        p
        for p in entries
        if p.suffix.lower() in wanted
        and not p.name.startswith(".")
        and not p.name.lower().endswith(".explorer-view.json")
        and p.is_file()
        and not looks_like_graph_file(p)
    ]
    if not files:
        problem = translate("CorpusErrors", "no corpus file in this folder (looked for {suffixes})")
        raise CorpusError(problem.format(suffixes=", ".join(sorted(wanted))), path=folder)
    return files


def expand_sources(sources: Iterable[str | Path], suffixes: Iterable[str]) -> list[str]:
    """Sources with every folder replaced by the corpus files in it (see :func:`folder_files`)."""
    suffixes = tuple(suffixes)
    expanded: list[str] = []
    for source in sources:
        path = Path(source)
        if path.is_dir():
            expanded.extend(str(p) for p in folder_files(path, suffixes))
        else:
            expanded.append(str(source))
    return expanded
