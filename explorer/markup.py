"""Corpus text's LaTeX and Markdown as styled runs that keep their offsets into the raw text.

Abstracts carry LaTeX (``$\\sim$100,000$\\times$``, ``\\emph{...}``) and Markdown
(``*KSLinear*``, ``**bold**``, ```code```, ``[text](https://...)``). :func:`atoms` cuts a
text into atoms, each with its span in the raw text, the text to show, its style and its
link: LaTeX goes through pylatexenc (maths and macros to Unicode), Markdown delimiters show
as nothing and style what they enclose. Because every atom keeps its raw span, a caller
whose marks are offsets into the raw text (a concept mention, a claim's number) can cut
the shown text at those offsets (:func:`slice_atoms`).

Markdown is read with a few patterns rather than a Markdown library: the libraries give
no offsets for inline text, and only emphasis, code and links occur in abstracts. Only
http(s) links become links; anything else stays text. Nothing here escapes HTML: the
callers (``explorer.render``, ``explorer.export``) escape every run they output.

Examples
--------
>>> [(a.text, a.style, a.href) for a in atoms(r"a $\\sim$2$\\times$ *fast* [x](https://x.org)")]
[('a ', '', ''), ('∼', '', ''), ('2', '', ''), ('×', '', ''), (' ', '', ''), ('', 'i', ''), \
('fast', 'i', ''), ('', 'i', ''), (' ', '', ''), ('', '', 'https://x.org'), \
('x', '', 'https://x.org'), ('', '', 'https://x.org')]
>>> shown(r"\\emph{Sparse} $\\alpha$-entmax")
'Sparse α-entmax'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

#: One pattern per markup form, tried at each position; the first that matches wins.
_MARKUP = re.compile(
    r"(?P<math>\$\$.+?\$\$|(?<![\\$])\$(?=\S)[^$\n]{1,300}?(?<![\\\s])\$|\\\(.{1,300}?\\\))"
    r"|(?P<styled>\\(?P<cmd>emph|textit|textbf|texttt|textsc|underline|mathrm|text)\{"
    r"(?P<styled_in>[^{}]*)\})"
    r"|(?P<macro>\\[\"'`^~=.](?:\{[a-zA-Z]\}|[a-zA-Z])|\\[a-zA-Z]+\*?(?:\{[^{}]*\})*"
    r"|\\[%&#_{}$~^])"
    r"|(?P<link>\[(?P<link_in>[^\[\]\n]+)\]\((?P<url>[^()\s]+)\))"
    r"|(?P<code>`(?P<code_in>[^`\n]+)`)"
    r"|(?P<strong>(?<![\w*])\*\*(?P<strong_in>[^\s*](?:(?:[^*]|\*(?!\*))*?[^\s*])?)\*\*(?![\w*]))"
    r"|(?P<em>(?<![\w*])\*(?P<em_in>[^\s*](?:[^*]*?[^\s*])?)\*(?![\w*])"
    r"|(?<![\w_])_(?P<em2_in>[^\s_](?:[^_]*?[^\s_])?)_(?![\w_]))",
    re.DOTALL,
)
#: Every form of :data:`_MARKUP` starts with one of these characters.
_MARKUP_START = re.compile(r"[$\\\[`*_]")
_STYLE_OF = {"emph": "i", "textit": "i", "textbf": "b", "texttt": "c", "underline": "i"}
_WEB = re.compile(r"https?://[^\s<>\"']+\Z", re.IGNORECASE)


@dataclass(frozen=True)
class Atom:
    """``raw[start:end]`` shown as ``text`` in ``style`` ("i", "b", "c" or a mix), linking
    to ``href`` ("" for none). ``plain`` atoms show their raw text as is (cuttable)."""

    start: int
    end: int
    text: str
    style: str = ""
    href: str = ""
    plain: bool = False


@lru_cache(maxsize=1)
def latex_converter():
    """The one pylatexenc converter (making one builds its macro tables: 3 ms each time)."""
    from pylatexenc.latex2text import LatexNodes2Text

    return LatexNodes2Text(math_mode="text")


@lru_cache(maxsize=1)
def latex_context():
    """The one table of LaTeX macros the parser reads (pylatexenc builds one per formula
    unless given one: 0.3 ms each)."""
    from pylatexenc.latexwalker import get_default_latex_context_db

    return get_default_latex_context_db()


@lru_cache(maxsize=4096)
def latex_text(latex: str) -> str:
    """LaTeX maths or a macro as Unicode text (pylatexenc), the raw text if it fails.

    >>> latex_text(r"$\\mathcal{O}(\\log n)$"), latex_text(r"\\%")
    ('𝒪(log n)', '%')
    """
    if latex in ("\\~", "\\^"):  # an escaped character, not an accent over nothing
        return latex[1]
    try:
        text = latex_converter().latex_to_text(latex, latex_context=latex_context())
    except Exception:  # a malformed formula is shown as written, never an error
        return latex
    if not text.strip():
        return latex
    text = _SCRIPT.sub(lambda m: m[2].translate(_SUP if m[1] == "^" else _SUB), text)
    return " ".join(text.split())


# pylatexenc writes x^2 and x_1 as they are typed; digits read better raised or lowered.
_SCRIPT = re.compile(r"([\^_])\{?(\d+)\}?")
_SUP = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_SUB = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def atoms(raw: str, start: int = 0, end: int | None = None, style: str = "", href: str = ""):
    """The atoms of ``raw[start:end]`` (see the module), in order."""
    end = len(raw) if end is None else end
    if not _MARKUP_START.search(raw, start, end):  # most sentences: one plain atom
        return [Atom(start, end, raw[start:end], style, href, True)] if start < end else []
    out: list[Atom] = []
    pos = start
    for m in _MARKUP.finditer(raw, start, end):
        if m.start() > pos:
            out.append(Atom(pos, m.start(), raw[pos : m.start()], style, href, True))
        out.extend(_markup_atoms(raw, m, style, href))
        pos = m.end()
    if pos < end:
        out.append(Atom(pos, end, raw[pos:end], style, href, True))
    return out


def _markup_atoms(raw: str, m: re.Match, style: str, href: str) -> list[Atom]:
    kind = m.lastgroup if m.lastgroup != "em2_in" else "em"
    if kind in ("math", "macro"):
        return [Atom(m.start(), m.end(), latex_text(m.group()), style, href)]
    inner = {
        "styled": "styled_in",
        "link": "link_in",
        "code": "code_in",
        "strong": "strong_in",
        "em": "em_in" if m.group("em_in") is not None else "em2_in",
    }[kind]
    lo, hi = m.span(inner)
    if kind == "link":
        url = m.group("url")
        if not _WEB.match(url):  # a link to anything but the web stays text
            return [Atom(m.start(), m.end(), m.group(), style, href, True)]
        inside, added = style, url
    else:
        added = href
        extra = {"code": "c", "strong": "b", "em": "i"}.get(kind) or _STYLE_OF.get(
            m.group("cmd") or "", ""
        )
        inside = style + extra if extra and extra not in style else style
    if kind == "code":
        body = [Atom(lo, hi, raw[lo:hi], inside, added, True)]
    else:
        body = atoms(raw, lo, hi, inside, added)
    return [Atom(m.start(), lo, "", inside, added), *body, Atom(hi, m.end(), "", inside, added)]


def slice_atoms(parsed: list[Atom], lo: int, hi: int) -> list[Atom]:
    """The atoms of raw ``[lo, hi)``: plain atoms cut at the bounds, others kept whole
    where they start (a formula is never cut)."""
    out = []
    for a in parsed:
        if (a.end <= lo or a.start >= hi) and not (a.start == a.end == lo):
            continue
        if a.plain:
            s, e = max(a.start, lo), min(a.end, hi)
            if s < e:
                out.append(Atom(s, e, a.text[s - a.start : e - a.start], a.style, a.href, True))
        elif lo <= a.start < hi:
            out.append(a)
    return out


def shown(raw: str) -> str:
    """``raw`` as it reads once its markup is rendered, without styles or links."""
    return "".join(a.text for a in atoms(raw))
