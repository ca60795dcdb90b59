"""What the one-file harvest scripts share: write their resource file, or check it is current.

from resource_file import write_or_check   # scripts/ is on the path of a script it runs
sys.exit(write_or_check(OUT, text_function, __doc__))
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from explorer.atomic import atomic_write_text


def write_or_check(out: Path, make_text: Callable[[], str], doc: str, argv=None) -> int:
    """Parse ``--check``; write ``make_text()`` to ``out`` atomically (exit status 0), or with
    ``--check`` only compare it with the committed file (1 if it would change)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file")
    args = parser.parse_args(argv)
    text = make_text()
    if args.check:
        return 0 if out.read_text(encoding="utf-8") == text else 1
    atomic_write_text(out, text)
    return 0


def grouped_text(header: list[str], groups: dict) -> str:
    """A file of word groups: the ``header`` lines as comments, then one line a group, its key,
    a tab and its words, keys and words sorted (read by ``explorer.nlp.resources.grouped_words``).
    """
    lines = [f"# {line}" for line in header]
    lines += [f"{key}\t{' '.join(sorted(words))}" for key, words in sorted(groups.items())]
    return "\n".join(lines) + "\n"
