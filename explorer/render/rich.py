"""Corpus text with its LaTeX and Markdown rendered, as escaped Qt rich text.

:mod:`explorer.markup` cuts the text into atoms with their raw offsets; this module turns
atoms into HTML: every run escaped, emphasis as ``<i>``/``<b>``, code as ``<code>``, and an
http(s) link as ``<a href>`` (never inside another link, such as a mention's).

Examples
--------
>>> rich_html(r"*Fast* <b>: $\\sim$2$\\times$, [code](https://x.org/?a=1&b=2)")
'<i>Fast</i> &lt;b&gt;: ∼2×, <a href="https://x.org/?a=1&amp;b=2">code</a>'
>>> emphasised_html("2x and 3x faster", [(0, 2), (7, 9)])
'<b>2x</b> and <b>3x</b> faster'
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby

from explorer.markup import Atom, atoms, slice_atoms
from explorer.render.links import esc

_TAGS = (("b", "b"), ("i", "i"), ("c", "code"))


def atoms_html(parsed: Iterable[Atom], links: bool = True) -> str:
    """The atoms as escaped HTML; ``links=False`` drops their links (inside another link)."""
    out = []
    shown = [a for a in parsed if a.text]
    for (style, href), run in groupby(shown, key=lambda a: (a.style, a.href if links else "")):
        body = esc("".join(a.text for a in run))
        for flag, tag in _TAGS:
            if flag in style:
                body = f"<{tag}>{body}</{tag}>"
        out.append(f'<a href="{esc(href)}">{body}</a>' if href else body)
    return "".join(out)


def plain_text(parsed: Iterable[Atom]) -> str:
    """What the atoms read, without styles (a mention's text inside its own link)."""
    return "".join(a.text for a in parsed)


def rich_html(raw: str) -> str:
    """``raw`` with its markup rendered, escaped."""
    return atoms_html(atoms(raw))


def emphasised_html(raw: str, spans: Iterable[tuple[int, int]]) -> str:
    """``raw`` rendered with the raw ``spans`` (sorted, disjoint) in bold: a claim's numbers."""
    parsed = atoms(raw)
    out, pos = [], 0
    for start, end in spans:
        out.append(atoms_html(slice_atoms(parsed, pos, start)))
        out.append(f"<b>{atoms_html(slice_atoms(parsed, start, end))}</b>")
        pos = end
    out.append(atoms_html(slice_atoms(parsed, pos, len(raw))))
    return "".join(out)
