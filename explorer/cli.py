"""Command line: ``explorer COMMAND ...`` (extract, build, stats, eval, export, trends, train, app).

Bad input ends with exit code 2 and one line on stderr naming the file and line, never a
traceback. With no arguments the desktop app opens on the default corpus; the grammar is in
:mod:`explorer.cli_parser`.
"""

from __future__ import annotations

import gc
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from explorer import i18n
from explorer.cli_output import (
    HTML_SUFFIXES,
    JSON_LINES_SUFFIXES,
)
from explorer.cli_output import (
    check_command_output as _check_output,
)
from explorer.cli_output import (
    progress as _progress,
)
from explorer.cli_output import (
    say as _say,
)
from explorer.cli_output import (
    say_json as _say_json,
)
from explorer.cli_output import (
    warn as _warn,
)
from explorer.cli_parser import build_parser, corpus_inputs, node_types, parse_args
from explorer.errors import ExplorerError
from explorer.printable import isolate

__all__ = ["build_parser", "main"]

EXIT_BAD_INPUT = 2


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    # Error and warning lines follow the locale (English unless it asks for a language we
    # have); `export --lang` and the app's View > Language choose again for themselves.
    i18n.set_language(i18n.system_language())
    try:
        if args.command is None:
            return _run_app([], None, None, "1400x900")
        return COMMANDS[args.command](args)
    except ExplorerError as err:
        _say(f"explorer: error: {err}", sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        # The reader went away (``explorer stats --json | head``): not an error of ours.
        # Point stdout at devnull so the interpreter's final flush does not complain.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as err:
        where = f"{err.filename}: " if getattr(err, "filename", None) else ""
        _say(f"explorer: error: {where}{err.strerror or err}", sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("explorer: interrupted", file=sys.stderr)
        return 130


def _open(args, description: str = "extracting"):
    from explorer.pipeline import open_graph

    inputs = corpus_inputs(args)
    with _progress(description) as progress:
        return open_graph(
            inputs,
            progress=progress,
            warn=_warn,
            skip_bad=args.skip_bad,
            cache_dir=args.cache_dir,
            use_cache=not args.no_cache,
            n_process=args.n_process,
            edits=getattr(args, "edits", None),
            corpus_pass=not args.no_corpus_pass,
        )


def _cmd_extract(args) -> int:
    from explorer.atomic import atomic_open
    from explorer.heap import collector_paused
    from explorer.pipeline import extract_with_cache, load_papers

    _check_output(args, args.output, "-o", JSON_LINES_SUFFIXES)
    # One bulk job: no full collections over what it holds (the extraction collects per batch).
    with collector_paused():
        papers = load_papers(corpus_inputs(args), skip_bad=args.skip_bad, warn=_warn)
        with _progress("extracting") as progress:
            extractions = extract_with_cache(
                papers,
                cache_dir=args.cache_dir,
                use_cache=not args.no_cache,
                n_process=args.n_process,
                progress=progress,
                warn=_warn,
                corpus_pass=not args.no_corpus_pass,
            )
        with atomic_open(args.output) as out:
            for extraction in extractions:
                out.write(json.dumps(extraction.to_record(), ensure_ascii=False) + "\n")
        # The command ends here. Frozen, what it made is walked by no collection: neither the
        # one the collector starts when it comes back on nor the one at exit, which freed
        # nothing and took 3 % of the whole command over the 8,856 shared abstracts.
        gc.freeze()
    _say(f"{len(extractions)} papers -> {args.output}", sys.stderr)
    return 0


def _cmd_build(args) -> int:
    from explorer.graph.io import FORMATS, save_graph

    _check_output(args, args.output, "-o", FORMATS)
    G = _open(args)
    save_graph(G, args.output)
    _say(f"{G.number_of_nodes()} nodes, {G.number_of_edges()} edges -> {args.output}", sys.stderr)
    return 0


def _cmd_stats(args) -> int:
    from explorer.graph.io import graph_stats

    stats = graph_stats(_open(args))
    if args.json:
        _say_json(stats)
        return 0
    for key, value in stats.items():
        if isinstance(value, dict):
            _say(f"{key}:")
            for k, v in value.items():
                _say(f"  {k}: {v}")
        elif isinstance(value, list):
            _say(f"{key}:")
            for item in value:
                _say(f"  {item}")
        else:
            _say(f"{key}: {value}")
    return 0


def _cmd_eval(args) -> int:
    from explorer.evaluate import evaluate, read_gold, report_lines
    from explorer.nlp.extract import extract_papers
    from explorer.nlp.in_context import scored_in_context
    from explorer.pipeline import load_papers

    gold = read_gold(Path(args.gold))
    papers = load_papers(args.inputs, warn=_warn)
    with _progress("extracting") as progress:
        extractions = extract_papers(papers, progress=progress, use_titles=args.use_titles)
    if not args.no_corpus_pass:
        context = load_papers(args.context, warn=_warn) if args.context else []
        with _progress("extracting the context") as progress:
            extractions = scored_in_context(extractions, context, progress=progress)
    report = evaluate(gold, extractions)
    if args.json:
        if not args.verbose:
            report.pop("misses")
        _say_json(report)
        return 0
    for line in report_lines(report, len(gold), verbose=args.verbose):
        _say(line)
    return 0


def _cmd_export(args) -> int:
    from explorer.export import export_html
    from explorer.graph.build import BROADER, PAPER_CONCEPT_RELATIONS
    from explorer.graph.query import resolve_node, view_subgraph
    from explorer.graph.taxonomy import roll_up
    from explorer.views.viewfile import is_view_file

    i18n.set_language(args.lang or i18n.system_language())  # the page's own words
    if any(is_view_file(p) for p in args.inputs):
        return _export_saved_view(args)
    types = node_types(args.types)
    _check_output(args, args.html, "--html", HTML_SUFFIXES)
    G = _open(args)
    focus = None
    if args.focus:
        try:
            focus = resolve_node(G, args.focus)
        except KeyError as err:
            where = ", ".join(args.inputs)
            raise ExplorerError(f"--focus {args.focus!r}: {err.args[0]}", path=where) from None
    view = view_subgraph(
        G,
        focus=focus,
        depth=args.depth,
        types=types,
        min_degree=args.min_degree,
        relations=(*PAPER_CONCEPT_RELATIONS, BROADER),
        include_generic=args.include_generic or focus is not None,
    )
    if args.group_by_family:
        view = roll_up(G, view)
    name = G.nodes[focus].get("label", focus) if focus else G.graph.get("name") or "graph"
    title = args.title or f"{isolate(str(name))} — explorer"  # the name is corpus text
    info = export_html(view, args.html, title=title, source=G, warn=_warn)
    _say(f"{info['nodes']} nodes, {info['edges']} edges -> {args.html}", sys.stderr)
    return 0


def _export_saved_view(args) -> int:
    """``explorer export VIEW.explorer-view.json --html OUT.html``: the view as it was saved."""
    from explorer.views.opening import export_view

    _check_output(args, args.html, "--html", HTML_SUFFIXES)
    options = {"--focus": args.focus, "--types": args.types, "--edits": args.edits}
    options |= {"--zotero": args.zotero, "--collection": args.collection}
    options |= {"--depth": None if args.depth == 1 else args.depth}
    options |= {"--min-degree": args.min_degree or None}
    overrides = [name for name, value in options.items() if value is not None]
    if len(args.inputs) != 1 or overrides:
        extra = ", ".join(overrides) or "other input files"
        raise ExplorerError(f"a saved view is exported on its own, without {extra}")
    with _progress("extracting") as progress:
        info = export_view(
            args.inputs[0],
            args.html,
            title=args.title,
            warn=_warn,
            progress=progress,
            skip_bad=args.skip_bad,
            cache_dir=args.cache_dir,
            use_cache=not args.no_cache,
            n_process=args.n_process,
            corpus_pass=not args.no_corpus_pass,
        )
    print(f"{info['nodes']} nodes, {info['edges']} edges -> {args.html}", file=sys.stderr)
    return 0


def _cmd_trends(args) -> int:
    from explorer.trends.command import run_trends

    save_chart = None
    if args.png:  # only a chart needs Qt
        from explorer.app.charts.trends import save_trend_chart as save_chart
    return run_trends(_open(args), args, warn=_warn, save_chart=save_chart)


def _cmd_train(args) -> int:
    from explorer.nlp.learned.recognizer import model_path
    from explorer.nlp.training import TRAIN_DATA, train_file

    data = Path(args.data) if args.data else TRAIN_DATA
    if not data.is_file():
        raise ExplorerError(f"{data}: no such annotation file (see annotations/README.md)")
    report = train_file(data, Path(args.out) if args.out else model_path())
    print(json.dumps(report))
    return 0


def _cmd_app(args) -> int:
    return _run_app(corpus_inputs(args), args.screenshot, args.select, args.size, args.lang)


def _run_app(inputs, screenshot, select, size, lang=None) -> int:
    try:
        width, height = (int(v) for v in size.lower().split("x"))
    except ValueError:
        raise ExplorerError(f"--size must look like 1400x900, not {size!r}") from None
    from explorer.app import ensure_display, run_app

    ensure_display(offscreen_ok=screenshot is not None)
    from explorer.paths import DEFAULT_CORPUS

    return run_app(
        list(inputs) or [str(DEFAULT_CORPUS)],
        screenshot=screenshot,
        select=select,
        size=(width, height),
        lang=lang,
    )


COMMANDS = {
    "extract": _cmd_extract,
    "build": _cmd_build,
    "stats": _cmd_stats,
    "eval": _cmd_eval,
    "export": _cmd_export,
    "trends": _cmd_trends,
    "train": _cmd_train,
    "app": _cmd_app,
}
