"""Where a command may write, checked before it does any work.

An output must have a suffix the command can write, must not be a folder, and must not be
one of the command's input files: ``explorer build c.json -o c.json`` would replace the
corpus with the graph. Whether two paths are the same file is asked of the file system
(device and inode), so a symlink or a hard link to an input is caught as well.

Examples
--------
>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> corpus = folder / "c.jsonl"
>>> _ = corpus.write_text('{"abstract": "We propose X."}\\n')
>>> check_output(folder / "g.json", inputs=[corpus], suffixes=(".json",), option="-o")
>>> check_output(folder / "g.json.gz", inputs=[corpus], suffixes=(".json.gz",), option="-o")
>>> check_output(corpus, inputs=[corpus], suffixes=(".jsonl",), option="-o")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
explorer.errors.ExplorerError: ...c.jsonl: -o is an input file; writing it would destroy ...
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from explorer.errors import ExplorerError
from explorer.i18n import translate


def same_file(a: str | Path, b: str | Path) -> bool:
    """True when ``a`` and ``b`` exist and are one file (through symlinks and hard links).

    Examples
    --------
    >>> import os, pathlib, tempfile
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (folder / "a").write_text("x")
    >>> os.link(folder / "a", folder / "hard")
    >>> same_file(folder / "a", folder / "hard"), same_file(folder / "a", folder / "none")
    (True, False)
    """
    try:
        first, second = os.stat(a), os.stat(b)
    except (OSError, ValueError):  # missing, unreadable, or a name with a NUL byte
        return False
    return (first.st_dev, first.st_ino) == (second.st_dev, second.st_ino)


def check_output(
    output: str | Path,
    *,
    inputs: Iterable[str | Path | None],
    suffixes: tuple[str, ...],
    option: str,
) -> None:
    """Refuse ``output`` (the value of ``option``) before any work is done.

    Parameters
    ----------
    output
        The path the command will write.
    inputs
        Every file the command reads (``None`` entries are ignored).
    suffixes
        The suffixes the command can write, lower case with their dot.
    option
        The option's name, for the message (``"-o"``, ``"--html"``).

    Raises
    ------
    ExplorerError
        One line naming ``output``: a suffix the command cannot write, a folder, or an input.
    """
    output = Path(output)
    name = output.name.lower()
    if not any(name.endswith(suffix) and name != suffix for suffix in suffixes):  # .json.gz too
        written = output.suffix or translate("OutputErrors", "a name without suffix")
        problem = translate(
            "OutputErrors", "{option} cannot be written as {written}; use {suffixes}"
        )
        suffixes = translate("OutputErrors", " or ").join(suffixes)
        problem = problem.format(option=option, written=written, suffixes=suffixes)
        raise ExplorerError(problem, path=output)
    if output.is_dir():
        problem = translate("OutputErrors", "{option} is a folder; give a file name")
        raise ExplorerError(problem.format(option=option), path=output)
    for source in inputs:
        if source is not None and same_file(output, source):
            alias = "" if str(source) == str(output) else f" ({source})"
            problem = translate(
                "OutputErrors",
                "{option} is an input file{alias}; writing it would destroy that input, "
                "so choose another output",
            )
            raise ExplorerError(problem.format(option=option, alias=alias), path=output)
