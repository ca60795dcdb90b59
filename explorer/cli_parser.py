"""The command line's grammar: commands, options, and what the inputs stand for.

``explorer FILE...`` (no command) opens the app on the files, like ``explorer app FILE...``;
``--zotero [PATH]`` adds a Zotero library and ``--collection NAME`` limits it to one
collection.

Examples
--------
>>> args = parse_args(["papers.jsonl", "--select", "LoRA"])
>>> args.command, args.inputs, args.select
('app', ['papers.jsonl'], 'LoRA')
>>> parse_args(["stats", "a.ris"]).command
'stats'
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from explorer import __version__
from explorer.corpus.sources import DEFAULT_ZOTERO, is_zotero, zotero_source
from explorer.errors import ExplorerError
from explorer.i18n import LANGUAGES
from explorer.trends.command import add_trends_arguments

COMMAND_NAMES = ("extract", "build", "stats", "eval", "export", "app")
_TOP_LEVEL_OPTIONS = ("-h", "--help", "--version")
_INPUT_HELP = (
    "corpus files (.jsonl .json .csv .bib .ris .txt, CSL JSON), folders of them, "
    "a Zotero zotero.sqlite"
)


def _sources(p: argparse.ArgumentParser, metavar: str) -> None:
    p.add_argument("inputs", nargs="*", metavar=metavar, help=_INPUT_HELP)
    p.add_argument(
        "--zotero",
        nargs="?",
        const=str(DEFAULT_ZOTERO),
        metavar="PATH",
        help="also read a Zotero library, read-only: its zotero.sqlite or data folder "
        f"(default: {DEFAULT_ZOTERO})",
    )
    p.add_argument(
        "--collection",
        metavar="NAME",
        help='only the Zotero items in this collection and its subcollections ("A/B" for a '
        "subcollection whose name is not unique)",
    )


def _common(p: argparse.ArgumentParser, *, corpus_only: bool = False) -> None:
    _sources(p, "CORPUS" if corpus_only else "CORPUS_OR_GRAPH")
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
    _corpus_pass_option(p)


def _corpus_pass_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--no-corpus-pass",
        action="store_true",
        help="use each paper's own extraction only, without the corpus-level second pass "
        "(names, acronyms and types from the other papers)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="explorer",
        usage="explorer [FILE_OR_FOLDER ...] [app options]\n"
        "       explorer {extract,build,stats,eval,export,app} ... (-h for each)",
        description="Knowledge-graph explorer for research papers. "
        "`explorer FILE...` opens the app on the files.",
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
    p.add_argument(
        "--context",
        nargs="+",
        metavar="CORPUS",
        help="run the corpus pass with these corpora as context (the papers a user opens with "
        "the scored ones); without it the pass sees the scored papers only",
    )
    _corpus_pass_option(p)

    p = sub.add_parser(
        "export",
        help="export a graph view, or a saved view (VIEW.explorer-view.json), as an HTML page",
    )
    _common(p)
    p.add_argument("--html", required=True, help="output .html")
    p.add_argument("--focus", help="node id or label to centre the view on")
    p.add_argument("--depth", type=int, default=1, help="neighbourhood depth around --focus")
    p.add_argument("--types", help="comma-separated node types to keep (PAPER,METHOD,MODEL,...)")
    p.add_argument("--min-degree", type=int, default=0, help="drop concepts with fewer links")
    p.add_argument("--title", help="page title")
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
    p.add_argument("--edits", help="curation edits file to apply")
    p.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help="language of the page's own words (default: the system locale's, else en)",
    )

    p = sub.add_parser("trends", help="what rises, fades and is new across years and venues")
    _common(p)
    p.add_argument("--edits", help="curation edits file to apply")
    add_trends_arguments(p)

    p = sub.add_parser("train", help="train the learned recognizer from annotated abstracts")
    p.add_argument(
        "--data", default=None, help="annotated JSON Lines (default: annotations/train.jsonl)"
    )
    p.add_argument("--out", default=None, help="model file (default: the shipped model)")

    p = sub.add_parser("app", help="open the desktop app (the default command)")
    _sources(p, "CORPUS_OR_GRAPH")
    p.add_argument("--screenshot", metavar="OUT.png", help="render the window to a PNG and exit")
    p.add_argument("--select", metavar="NODE", help="node label or id to select first")
    p.add_argument("--size", default="1400x900", metavar="WxH", help="window size")
    p.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help="language of this run (default: View > Language, else the system locale)",
    )
    return parser


def with_default_command(argv: Sequence[str]) -> list[str]:
    """``argv`` with ``app`` put first when it starts with a file, folder or app option.

    A first word that is neither a command nor looks like a path (no suffix, no folder,
    nothing of that name) is left for argparse to report as an unknown command.
    """
    argv = list(argv)
    if not argv or argv[0] in COMMAND_NAMES or argv[0] in _TOP_LEVEL_OPTIONS:
        return argv
    first = argv[0]
    path = Path(first)
    if first.startswith("-") or path.exists() or path.suffix or len(path.parts) > 1:
        return ["app", *argv]
    return argv


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Parse a command line (``explorer FILE...`` becomes ``explorer app FILE...``)."""
    return build_parser().parse_args(with_default_command(argv))


def corpus_inputs(args: argparse.Namespace) -> list[str]:
    """The sources named by ``inputs``, ``--zotero`` and ``--collection``, as strings.

    Raises
    ------
    ExplorerError
        When ``--collection`` has no Zotero library to apply to, or the default Zotero
        library does not exist.
    """
    inputs = [str(p) for p in args.inputs]
    zotero = getattr(args, "zotero", None)
    if zotero is not None:
        inputs.append(str(_zotero_library(zotero)))
    collection = getattr(args, "collection", None)
    if collection is not None:
        libraries = [i for i, source in enumerate(inputs) if is_zotero(Path(source))]
        if not libraries:
            raise ExplorerError(
                "--collection needs a Zotero library: add --zotero [PATH] or a .sqlite file"
            )
        for i in libraries:
            inputs[i] = zotero_source(inputs[i], collection)
    return inputs


def _zotero_library(option: str) -> Path:
    """The database ``--zotero`` names: the file itself, or ``zotero.sqlite`` in a data folder."""
    path = Path(option).expanduser()
    if path.is_dir():
        path = path / DEFAULT_ZOTERO.name
    if option == str(DEFAULT_ZOTERO) and not path.exists():
        raise ExplorerError(f"no Zotero library at {path}; give its path: --zotero PATH")
    if not is_zotero(path):
        raise ExplorerError(
            f"--zotero takes Zotero's zotero.sqlite or its data folder, not {option!r} "
            "(put corpus files before --zotero)"
        )
    return path


def node_types(option: str | None) -> list[str] | None:
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
