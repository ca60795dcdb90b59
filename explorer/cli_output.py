"""What the commands print and where they may write: printable corpus text, progress, outputs.

Corpus text is untrusted, so every line that may hold it goes through :func:`say`; an output
path is checked before any work (:func:`check_output`).
"""

from __future__ import annotations

import json
import sys
from contextlib import contextmanager

from explorer.cli_parser import corpus_inputs
from explorer.printable import printable, printable_json


def say(text: str, file=None) -> None:
    """Print one line that may hold corpus text (made printable: it is untrusted)."""
    print(printable(text), file=file or sys.stdout)


def say_json(data) -> None:
    print(printable_json(json.dumps(data, indent=2, ensure_ascii=False)))


def warn(message: str) -> None:
    say(f"explorer: warning: {message}", sys.stderr)


@contextmanager
def progress(description: str):
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


#: What ``extract -o`` and ``export --html`` may be named.
JSON_LINES_SUFFIXES = (".jsonl", ".ndjson")
HTML_SUFFIXES = (".html", ".htm")


def check_command_output(args, output: str, option: str, suffixes: tuple[str, ...]) -> None:
    """Refuse a bad output before reading anything: a wrong suffix, a folder, an input file."""
    from explorer.corpus.sources import parse_source
    from explorer.outputs import check_output

    inputs = [str(parse_source(i).path) for i in corpus_inputs(args)]
    check_output(
        output, inputs=[*inputs, getattr(args, "edits", None)], suffixes=suffixes, option=option
    )
