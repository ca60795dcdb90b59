"""Command line: ``explorer [extract|build|stats|eval|export|app] ...``.

Bad input ends with exit code 2 and one line on stderr naming the file and line, never a
traceback. With no arguments the desktop app opens on the default corpus.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from contextlib import contextmanager
from pathlib import Path

from explorer import __version__
from explorer.errors import ExplorerError

EXIT_BAD_INPUT = 2


def _warn(message: str) -> None:
    print(f"explorer: warning: {message}", file=sys.stderr)


@contextmanager
def _progress(description: str):
    """A tqdm bar on stderr when it is a terminal; otherwise no output."""
    if not sys.stderr.isatty():
        yield None
        return
    from tqdm import tqdm

    bar = tqdm(desc=description, unit="paper", file=sys.stderr, leave=False)

    def update(done: int, total: int) -> None:
        bar.total = total
        bar.n = done
        bar.refresh()

    try:
        yield update
    finally:
        bar.close()


def _common(p: argparse.ArgumentParser, *, corpus_only: bool = False) -> None:
    p.add_argument("inputs", nargs="+", metavar="CORPUS" if corpus_only else "CORPUS_OR_GRAPH")
    p.add_argument(
        "--skip-bad",
        action="store_true",
        help="skip bad records with a warning instead of stopping",
    )
    p.add_argument(
        "--no-cache", action="store_true", help="extract again instead of using the cache"
    )
    p.add_argument(
        "--cache-dir", help="cache folder (default: $EXPLORER_CACHE_DIR or ~/.cache/explorer)"
    )
    p.add_argument(
        "--n-process",
        type=int,
        default=None,
        metavar="N",
        help="processes that extract (default: one, or one per core up to 4 for 1,500+ papers)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="explorer", description="Knowledge-graph explorer for research papers."
    )
    parser.add_argument("--version", action="version", version=f"explorer {__version__}")
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("extract", help="extract entities, proposed names and claims to JSON Lines")
    _common(p, corpus_only=True)
    p.add_argument("-o", "--output", required=True, help="output .jsonl (one paper a line)")

    p = sub.add_parser("build", help="build the knowledge graph and save it")
    _common(p)
    p.add_argument("-o", "--output", required=True, help="output graph: .json, .graphml or .gexf")
    p.add_argument("--edits", help="curation edits file to apply")

    p = sub.add_parser("stats", help="summarise a corpus or a saved graph")
    _common(p)
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--edits", help="curation edits file to apply")

    p = sub.add_parser("eval", help="score extraction against a gold file")
    p.add_argument("gold", help="gold JSON Lines (see GUIDELINES.md)")
    p.add_argument("inputs", nargs="+", metavar="CORPUS")
    p.add_argument("-v", "--verbose", action="store_true", help="list misses")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument(
        "--use-titles", action="store_true", help="also read titles (the gold is abstracts only)"
    )

    p = sub.add_parser("export", help="export a graph view as a standalone HTML page")
    _common(p)
    p.add_argument("--html", required=True, help="output .html")
    p.add_argument("--focus", help="node id or label to centre the view on")
    p.add_argument("--depth", type=int, default=1, help="neighbourhood depth around --focus")
    p.add_argument("--types", help="comma-separated node types to keep (PAPER,METHOD,MODEL,...)")
    p.add_argument("--min-degree", type=int, default=0, help="drop concepts with fewer links")
    p.add_argument("--title", help="page title")
    p.add_argument("--edits", help="curation edits file to apply")
    p.add_argument(
        "--include-generic",
        action="store_true",
        help="keep catch-all concepts (neural network, fine-tuning) in an overview",
    )
    p.add_argument(
        "--group-by-family",
        action="store_true",
        help="roll concepts up to their families (LLaMA-2-7B into LLaMA)",
    )

    p = sub.add_parser("app", help="open the desktop app")
    p.add_argument("inputs", nargs="*", metavar="CORPUS_OR_GRAPH")
    p.add_argument("--screenshot", metavar="OUT.png", help="render the window to a PNG and exit")
    p.add_argument("--select", metavar="NODE", help="node label or id to select first")
    p.add_argument("--size", default="1400x900", metavar="WxH", help="window size")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command is None:
            return _run_app([], None, None, "1400x900")
        return COMMANDS[args.command](args)
    except ExplorerError as err:
        print(f"explorer: error: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        # The reader went away (``explorer stats --json | head``): not an error of ours.
        # Point stdout at devnull so the interpreter's final flush does not complain.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as err:
        where = f"{err.filename}: " if getattr(err, "filename", None) else ""
        print(f"explorer: error: {where}{err.strerror or err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("explorer: interrupted", file=sys.stderr)
        return 130


def _open(args, description: str = "extracting"):
    from explorer.pipeline import open_graph

    with _progress(description) as progress:
        return open_graph(
            args.inputs,
            progress=progress,
            warn=_warn,
            skip_bad=args.skip_bad,
            cache_dir=args.cache_dir,
            use_cache=not args.no_cache,
            n_process=args.n_process,
            edits=getattr(args, "edits", None),
        )


def _cmd_extract(args) -> int:
    from explorer.atomic import atomic_open
    from explorer.pipeline import extract_with_cache, load_papers

    papers = load_papers(args.inputs, skip_bad=args.skip_bad, warn=_warn)
    with _progress("extracting") as progress:
        extractions = extract_with_cache(
            papers,
            cache_dir=args.cache_dir,
            use_cache=not args.no_cache,
            n_process=args.n_process,
            progress=progress,
            warn=_warn,
        )
    with atomic_open(args.output) as out:
        for extraction in extractions:
            out.write(json.dumps(extraction.to_record(), ensure_ascii=False) + "\n")
    print(f"{len(extractions)} papers -> {args.output}", file=sys.stderr)
    return 0


def _cmd_build(args) -> int:
    from explorer.graph.io import save_graph

    G = _open(args)
    save_graph(G, args.output)
    print(
        f"{G.number_of_nodes()} nodes, {G.number_of_edges()} edges -> {args.output}",
        file=sys.stderr,
    )
    return 0


def _cmd_stats(args) -> int:
    from explorer.graph.io import graph_stats

    stats = graph_stats(_open(args))
    if args.json:
        print(json.dumps(stats, indent=2, ensure_ascii=False))
        return 0
    for key, value in stats.items():
        if isinstance(value, dict):
            print(f"{key}:")
            for k, v in value.items():
                print(f"  {k}: {v}")
        elif isinstance(value, list):
            print(f"{key}:")
            for item in value:
                print(f"  {item}")
        else:
            print(f"{key}: {value}")
    return 0


def _cmd_eval(args) -> int:
    from explorer.evaluate import evaluate
    from explorer.nlp.extract import extract_papers
    from explorer.pipeline import load_papers

    gold = _read_gold(Path(args.gold))
    papers = load_papers(args.inputs, warn=_warn)
    with _progress("extracting") as progress:
        extractions = extract_papers(papers, progress=progress, use_titles=args.use_titles)
    report = evaluate(gold, extractions)
    if args.json:
        if not args.verbose:
            report.pop("misses")
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return 0
    print(f"papers {report['papers']}  gold records {len(gold)}")
    print(f"{'label':<10}{'precision':>10}{'recall':>10}{'f1':>8}{'required':>10}{'extracted':>10}")
    rows = [("ALL", report)] + list(report["per_label"].items())
    for label, s in rows:
        print(
            f"{label:<10}{s['precision']:>10.3f}{s['recall']:>10.3f}{s['f1']:>8.3f}{s['required']:>10}{s['extracted']:>10}"
        )
    print(f"label accuracy   {report['label_accuracy']:.3f}")
    print(f"proposed recall  {report['proposed_recall']:.3f}")
    print(f"claim recall     {report['claim_recall']:.3f}")
    if args.verbose:
        for miss in report["misses"]:
            extra = f" (gold {miss['gold']})" if "gold" in miss else ""
            label = f" {miss['label']}" if "label" in miss else ""
            print(f"  {miss['kind']:<9}{miss['id']}{label}: {miss['text']}{extra}")
    return 0


def _read_gold(path: Path) -> list[dict]:
    from explorer.errors import CorpusError

    if not path.exists():
        raise CorpusError("file not found", path=path)
    gold = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            if not isinstance(record, dict) or "id" not in record or "entities" not in record:
                raise ValueError("a gold record needs 'id' and 'entities'")
        except ValueError as err:
            raise CorpusError(f"invalid gold record: {err}", path=path, line=number) from None
        gold.append(record)
    return gold


def _cmd_export(args) -> int:
    from explorer.export import export_html
    from explorer.graph.build import BROADER, PAPER_CONCEPT_RELATIONS
    from explorer.graph.query import resolve_node, view_subgraph
    from explorer.graph.taxonomy import roll_up

    types = _node_types(args.types)
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
    title = args.title or (
        f"{G.nodes[focus].get('label', focus)} — explorer"
        if focus
        else f"{G.graph.get('name') or 'graph'} — explorer"
    )
    info = export_html(view, args.html, title=title, warn=_warn)
    print(f"{info['nodes']} nodes, {info['edges']} edges -> {args.html}", file=sys.stderr)
    return 0


def _node_types(option: str | None) -> list[str] | None:
    """Parse ``--types``; an unknown type is an error, not an empty page."""
    from explorer.style import NODE_TYPES

    if not option:
        return None
    types = [t.strip().upper() for t in option.split(",") if t.strip()]
    unknown = [t for t in types if t not in NODE_TYPES]
    if unknown or not types:
        raise ExplorerError(
            f"--types: unknown type {', '.join(unknown) or option!r} "
            f"(expected some of {', '.join(NODE_TYPES)})"
        )
    return types


def _cmd_app(args) -> int:
    return _run_app(args.inputs, args.screenshot, args.select, args.size)


def _run_app(inputs, screenshot, select, size) -> int:
    try:
        width, height = (int(v) for v in size.lower().split("x"))
    except ValueError:
        raise ExplorerError(f"--size must look like 1400x900, not {size!r}") from None
    _ensure_display(screenshot is not None)
    from explorer.app import run_app
    from explorer.paths import DEFAULT_CORPUS

    return run_app(
        list(inputs) or [str(DEFAULT_CORPUS)],
        screenshot=screenshot,
        select=select,
        size=(width, height),
    )


def _ensure_display(offscreen_ok: bool) -> None:
    """Fail with one line instead of a Qt abort when there is no screen to open a window on."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return
    if offscreen_ok:  # a screenshot needs no screen
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        return
    raise ExplorerError(
        "no display to open the window on; run `xvfb-run -a explorer`, or render a PNG with "
        "`explorer app --screenshot out.png`"
    )


COMMANDS = {
    "extract": _cmd_extract,
    "build": _cmd_build,
    "stats": _cmd_stats,
    "eval": _cmd_eval,
    "export": _cmd_export,
    "app": _cmd_app,
}
