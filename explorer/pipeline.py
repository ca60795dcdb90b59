"""From files to a graph: read corpora, extract (through the cache), build the graph.

This is the one path the CLI and the app share. ``open_graph`` accepts corpus files and saved
graph files; extraction results come from the persistent cache when the same paper was seen by
the same extractor version, so reopening a corpus re-extracts nothing and adding ten papers
extracts ten.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from explorer.corpus import looks_like_graph_file, read_corpora
from explorer.corpus.sources import source_name
from explorer.errors import ExplorerError
from explorer.i18n import translate
from explorer.model import Paper, PaperExtraction
from explorer.progress import CancelFlag, Cancelled, Progress

if TYPE_CHECKING:  # extraction alone does without NetworkX (a tenth of a second to import)
    import networkx as nx

__all__ = ["Cancelled", "extract_with_cache", "load_papers", "open_graph", "processes_for"]

Warn = Callable[[str], None]

#: Papers to extract from which worker processes pay for their start (about 2 s each).
PARALLEL_FROM = 1500
#: Most processes an automatic choice uses: each holds a spaCy pipeline (about 200 MB).
MAX_AUTO_PROCESSES = 4


def processes_for(n_papers: int, n_process: int | None = None) -> int:
    """Processes to extract ``n_papers`` with: ``n_process`` if given, else chosen here.

    The automatic choice is one process for small loads (adding ten papers) and one per core,
    up to :data:`MAX_AUTO_PROCESSES`, for big cold loads.

    Examples
    --------
    >>> processes_for(10), processes_for(50_000, 1), processes_for(50_000, 3)
    (1, 1, 3)
    """
    if n_process is not None:
        return max(1, n_process)
    if n_papers < PARALLEL_FROM:
        return 1
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(1, min(MAX_AUTO_PROCESSES, cores or 1))


def load_papers(
    paths: Sequence[str | Path], *, skip_bad: bool = False, warn: Warn | None = None
) -> list[Paper]:
    """Read every corpus file into papers (raises ExplorerError naming file and line)."""
    return read_corpora([Path(p) for p in paths], skip_bad=skip_bad, warn=warn)


def extract_with_cache(
    papers: Sequence[Paper],
    *,
    cache_dir: str | Path | None = None,
    use_cache: bool = True,
    n_process: int | None = None,
    progress: Progress | None = None,
    cancel: CancelFlag | None = None,
    warn: Warn | None = None,
    corpus_pass: bool = True,
) -> list[PaperExtraction]:
    """Extractions for ``papers`` in order, extracting only those the cache lacks.

    ``n_process=None`` lets :func:`processes_for` choose from the number of papers to extract.
    The cache holds each paper's own extraction; the corpus pass
    (:mod:`explorer.nlp.corpus_pass`, off with ``corpus_pass=False``) then gives every paper
    what the other papers of ``papers`` know.
    """
    if not use_cache:
        from explorer.nlp.extract import extract_papers

        extractions = extract_papers(
            papers,
            n_process=processes_for(len(papers), n_process),
            progress=progress,
            cancel=cancel,
        )
    else:
        with _open_cache(cache_dir, warn) as cache:
            extractions = _extract_through(cache, papers, n_process, progress, cancel)
    return with_corpus_pass(extractions, corpus_pass)


def with_corpus_pass(extractions: list[PaperExtraction], enabled: bool) -> list[PaperExtraction]:
    """``extractions`` after the corpus pass, or as they are when it is switched off."""
    if not enabled:
        return extractions
    from explorer.nlp.corpus_pass import corpus_pass

    return corpus_pass(extractions)


def corpus_pass_key(enabled: bool) -> str:
    """What the whole-graph cache key records of the corpus pass (its version and options)."""
    from explorer.nlp.corpus_pass import PassOptions

    return PassOptions(enabled=enabled).key()


def _open_cache(cache_dir: str | Path | None, warn: Warn | None):
    from explorer.nlp.version import extractor_version
    from explorer.store.cache import ExtractionCache

    return ExtractionCache(cache_dir, extractor_version=extractor_version(), warn=warn)


def _extract_through(cache, papers, n_process, progress, cancel) -> list[PaperExtraction]:
    """Cached extractions plus fresh ones for the papers the cache lacks, in paper order."""
    cached = cache.get_many(papers)
    keys = [cache.paper_key(p) for p in papers]
    missing = [p for p, k in zip(papers, keys, strict=True) if k not in cached]
    done_before = len(papers) - len(missing)

    def shifted(done: int, total: int) -> None:
        if progress is not None:
            progress(done_before + done, len(papers))

    if progress is not None:
        progress(done_before, len(papers))
    fresh: list[PaperExtraction] = []
    if missing:
        from explorer.nlp.extract import extract_papers

        fresh = extract_papers(
            missing,
            n_process=processes_for(len(missing), n_process),
            progress=shifted,
            cancel=cancel,
        )
        cache.put_many(fresh)
    by_key = dict(cached)
    by_key.update({cache.paper_key(e.paper): e for e in fresh})
    return [by_key[k] for k in keys]


def open_graph(
    paths: Sequence[str | Path],
    *,
    progress: Progress | None = None,
    cancel: CancelFlag | None = None,
    warn: Warn | None = None,
    skip_bad: bool = False,
    cache_dir: str | Path | None = None,
    use_cache: bool = True,
    n_process: int | None = None,
    edits: str | Path | None = None,
    corpus_pass: bool = True,
) -> nx.Graph:
    """Open corpora and/or saved graph files as one knowledge graph.

    ``paths`` are corpus files, folders of them, Zotero library sources
    (:func:`explorer.corpus.sources.zotero_source`) or one saved graph file.
    A single saved graph file (node-link ``.json``, ``.graphml``, ``.gexf``) is loaded as it
    is; corpus files are read, extracted and built into a graph named after the files.
    ``n_process=None`` lets :func:`processes_for` choose how many processes extract.
    ``corpus_pass=False`` builds the graph from each paper's own extraction (ablation).
    Raises :class:`ExplorerError` for bad input and :class:`Cancelled` when cancelled.
    """
    from explorer.graph.build import build_graph, default_cooccurrence_min
    from explorer.graph.io import load_graph

    paths = [Path(p) for p in paths]
    if not paths:
        raise ExplorerError(translate("Errors", "no input files given"))
    graph_files = [p for p in paths if p.is_file() and looks_like_graph_file(p)]
    if graph_files:
        if len(paths) > 1:
            problem = translate(
                "Errors", "open a saved graph file on its own, not together with other files"
            )
            raise ExplorerError(problem, path=graph_files[0])
        G = load_graph(graph_files[0])
    else:
        papers = load_papers(paths, skip_bad=skip_bad, warn=warn)
        name = ", ".join(source_name(p) for p in paths)
        if use_cache:
            with _open_cache(cache_dir, warn) as cache:
                G = _graph_through(cache, papers, name, n_process, progress, cancel, corpus_pass)
        else:
            extractions = extract_with_cache(
                papers,
                use_cache=False,
                n_process=n_process,
                progress=progress,
                cancel=cancel,
                corpus_pass=corpus_pass,
            )
            G = build_graph(
                extractions, name=name, cooccurrence_min=default_cooccurrence_min(len(papers))
            )
    if edits is not None:
        from explorer.curation_file import apply_edits_file

        apply_edits_file(G, edits, warn=warn)
    return G


def _graph_through(cache, papers, name, n_process, progress, cancel, corpus_pass) -> nx.Graph:
    """The built graph from the graph cache, else extract (through the cache) and build it.

    Reopening a corpus seen before reads one stored graph instead of every extraction. A stored
    graph may have been built from copies of these files elsewhere (paths are not part of the
    key): its papers are given the ``source`` of the records read now.
    """
    from explorer.graph.build import build_graph, default_cooccurrence_min
    from explorer.store.cache import corpus_key

    params = {
        "name": name,
        "cooccurrence_min": default_cooccurrence_min(len(papers)),
        "corpus_pass": corpus_pass_key(corpus_pass),
    }
    key = corpus_key([cache.paper_key(p) for p in papers], params=params)
    hit = cache.get_graph(key)
    if hit is not None:
        if progress is not None:
            progress(len(papers), len(papers))
        return _with_sources(hit[0], papers)
    extractions = _extract_through(cache, papers, n_process, progress, cancel)
    extractions = with_corpus_pass(extractions, corpus_pass)
    G = build_graph(extractions, name=name, cooccurrence_min=params["cooccurrence_min"])
    del extractions  # the graph holds what it needs: free the rest before caching it
    cache.put_graph(key, G, {})
    return G


def _with_sources(G: nx.Graph, papers: Sequence[Paper]) -> nx.Graph:
    """``G`` with each paper node's ``source`` set to where its record was read this time."""
    from explorer.graph.build import paper_id

    for paper in papers:
        node = G.nodes.get(paper_id(paper.id))
        if node is not None:
            node["source"] = paper.source
    return G
