"""Normalise an abstract for extraction while keeping a map back to the original offsets.

Proceedings abstracts carry LaTeX (``48.7$\\times$``, ``\\textit{...}``) and Markdown
(``**AOC**``, ``*LensLLM*``). The pipeline reads the cleaned text; every offset it reports is
mapped back to the abstract as written so the app can highlight the original characters.
Emphasised ranges are kept: authors emphasise the names they coin. A LaTeX note
(``\\footnote{...}``, ``\\thanks{...}``) is left out of the cleaned text: it holds an approval
number, a URL or an aside ("IRB approval under reference ..."), not the abstract's content, and
the app still shows the abstract as written. A word broken at a line end by a PDF's
hyphenation ("ap- proximation", "seg- mentation") is joined again when the joined word is a
common word of ML abstracts (``resources/nlp/common_words.txt``); "first- and second-order"
stays.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from explorer.nlp.resources import common_words
from explorer.nlp.scan import finditer_at

_REPLACEMENTS = [
    (re.compile(r"\$\s*\\times\s*\$|\\times"), "×"),
    (re.compile(r"\$\s*\\sim\s*\$|\\sim"), "~"),
    (re.compile(r"\\%"), "%"),
    (re.compile(r"\$\s*\\approx\s*\$|\\approx"), "≈"),
    (re.compile(r"\$\s*\\ell_?\{?([0-9])\}?\s*\$"), "ℓ\\1"),
]
_GREEK = dict(
    alpha="α",
    beta="β",
    gamma="γ",
    delta="δ",
    epsilon="ε",
    varepsilon="ε",
    zeta="ζ",
    eta="η",
    theta="θ",
    kappa="κ",
    lambda_="λ",
    mu="μ",
    nu="ν",
    xi="ξ",
    pi="π",
    rho="ρ",
    sigma="σ",
    tau="τ",
    phi="φ",
    varphi="φ",
    chi="χ",
    psi="ψ",
    omega="ω",
    Gamma="Γ",
    Delta="Δ",
    Theta="Θ",
    Lambda="Λ",
    Pi="Π",
    Sigma="Σ",
    Phi="Φ",
    Psi="Ψ",
    Omega="Ω",
)
_REPLACEMENTS.append(
    (
        re.compile(r"\$\s*\\(" + "|".join(k.rstrip("_") for k in _GREEK) + r")\s*\$"),
        lambda m: _GREEK.get(m.group(1)) or _GREEK[m.group(1) + "_"],
    )
)
#: LaTeX's tie after a word ("language models~(LLMs)", "Model~\\cite{x}") is read as the space
#: it is, so no name ends on it; a "~" before a number means "about" ("~10x") and stays.
_TIE = re.compile(r"(?<=[\w)\]])~(?=[(\[\\A-Za-z])")
#: Full-width sentence stops ("。") are not split off the text before them (Chinese has no
#: spaces): a space after each lets the tokenizer, and so the sentence splitter, see them.
_FULL_WIDTH_STOPS = "。！？"
_REPLACEMENTS.append((re.compile(f"([{_FULL_WIDTH_STOPS}])(?=\\S)"), r"\1 "))
_STYLES = r"textit|textbf|emph|texttt|textsc|textsf|mathrm|mathsf|mathtt|underline|text"
#: One to three style commands nested around a name ("\\textbf{\\emph{X}}").
_STYLED = {n: rf"(?:\\(?:{_STYLES})\{{){{{n}}}([^{{}}$]{{1,200}})\}}{{{n}}}" for n in (3, 2, 1)}
_EMPHASIS = re.compile(
    # "$\mathsf{SSWL}$", "$\textbf{\emph{\texttt{SurCo}}}$": no dollars left, styles nested
    rf"\$(?:{_STYLED[3]}|{_STYLED[2]}|{_STYLED[1]})\$"
    rf"|{_STYLED[3]}|{_STYLED[2]}|\\(?:{_STYLES})\{{([^{{}}]{{1,200}})\}}"
    # The old font switches: "{\em Name}", "{\tt SPIDER-EM}", "$\rm Name$".
    r"|\{\\(?:em|it|bf|tt|sc|sf|sl|rm)\s+([^{}\\]{1,200}?)\s*\}"
    r"|\$\\(?:rm|sf|tt|bf|it)\s+([^${}\\]{1,200}?)\s*\$"
    r"|\*\*([^*\n]{1,200}?)\*\*"
    r"|(?<![\w*])\*([^*\s][^*\n]{0,199}?)\*(?![\w*])"
    r"|(?<![\w_])_([^_\s][^_\n]{0,199}?)_(?![\w_])"
)
#: Where a match of ``_EMPHASIS`` can start; ``re`` would try its alternatives at every
#: character (two start with a look-behind), 0.3 ms an abstract with markup.
_EMPHASIS_START = re.compile(r"[$\\{*_]")


#: A sentence's stop emphasised with its last word ("\\textit{Language Complexity.}") is no
#: part of the name; "i.e." ends on a letter's stop and stays whole.
_STOP_AFTER_WORD = re.compile(r"(?<=[A-Za-z]{2})[.,;:]+$")
_NOTE = re.compile(r"\\(?:footnote|thanks)\s*\{")


def notes(text: str) -> list[tuple[int, int]]:
    """The ``[start, end)`` ranges of ``text``'s LaTeX notes (``\\footnote{...}``,
    ``\\thanks{...}``), nested braces included; an unclosed note runs to the end.

    Examples
    --------
    >>> t = r"a study\\footnote{IRB approval \\url{x}} suggests"
    >>> [t[a:b] for a, b in notes(t)]
    ['\\\\footnote{IRB approval \\\\url{x}}']
    >>> notes("no note here")
    []
    """
    if "\\footnote" not in text and "\\thanks" not in text:
        return []
    found = []
    pos = 0
    while match := _NOTE.search(text, pos):
        depth, end = 1, match.end()
        while end < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            end += 1
        found.append((match.start(), end))
        pos = end
    return found


@dataclass
class PreparedText:
    """Cleaned text, a map back to the original offsets, and the emphasised ranges.

    The map is a list of pieces ``(clean_start, original_start, original_end, replaced)``: a
    copied piece maps character by character, every character of a replacement maps to the
    whole markup it replaced.
    """

    text: str
    pieces: list[tuple[int, int, int, bool]]
    original_length: int
    emphasis: list[tuple[int, int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._piece_starts = [piece[0] for piece in self.pieces]
        # Most abstracts (7,300 of the 8,856 shared ones) are one copied piece: offsets stay.
        self._copied = self.pieces == [(0, 0, len(self.text), False)]

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map a cleaned ``[start, end)`` range to the original abstract."""
        if not self.text:
            return 0, 0
        if self._copied:
            o_start = min(start, len(self.text) - 1)
            o_end = end if end > start else o_start
        else:
            o_start = self._span_of(min(start, len(self.text) - 1))[0]
            o_end = self._span_of(end - 1)[1] if end > start else o_start
        return o_start, min(max(o_end, o_start), self.original_length)

    @property
    def origin(self) -> list[int]:
        """Original start offset of each cleaned character."""
        return [self._span_of(i)[0] for i in range(len(self.text))]

    def _span_of(self, index: int) -> tuple[int, int]:
        """Original ``[start, end)`` of the cleaned character at ``index``."""
        clean_start, o_start, o_end, replaced = self.pieces[
            bisect.bisect_right(self._piece_starts, index) - 1
        ]
        if replaced:
            return o_start, o_end
        at = o_start + index - clean_start
        return at, at + 1


#: Runs of non-space characters this long are data (base64, hashes, hostile input), never names;
#: cutting them keeps every later step linear in the abstract's length.
_OVERLONG = re.compile(r"\S{200,}")
_KEPT_OF_OVERLONG = 64
_LINE_BREAK = re.compile(r"(?<![\w-])([A-Za-z][a-z]+)- ([a-z]{2,})(?![\w-])")


def _joined(match: re.Match) -> str | None:
    """The word a line-break hyphen broke, or None when the two parts are no one word."""
    word = match.group(1) + match.group(2)
    return word if word.lower() in common_words() else None


def prepare(text: str) -> PreparedText:
    """Clean ``text``; inline ``**x**`` style markers drop out, LaTeX symbols become Unicode.

    Examples
    --------
    >>> p = prepare("up to 48.7$\\\\times$ faster with **AOC**")
    >>> p.text
    'up to 48.7× faster with AOC'
    >>> p.to_original(p.text.index("AOC"), len(p.text))
    (33, 36)

    A note drops out; offsets after it still map to the abstract as written:

    >>> t = r"a study\\footnote{IRB approval} suggests DPO"
    >>> p = prepare(t)
    >>> p.text
    'a study suggests DPO'
    >>> t[slice(*p.to_original(p.text.index("DPO"), len(p.text)))]
    'DPO'
    """
    out = _Builder(text)
    emphasis: list[tuple[int, int]] = []
    pos = 0
    # Every markup pattern needs one of these characters: most abstracts skip the scan.
    if "\\" in text or "*" in text or "_" in text:
        dropped = notes(text)
        for start, end in dropped:
            pos = _copy_marked(out, emphasis, pos, start)
            out.replace(start, end, "")
            pos = end
        pos = _copy_marked(out, emphasis, pos, len(text))
    out.copy(pos, len(text))
    return PreparedText("".join(out.chars), out.pieces, len(text), emphasis)


def _copy_marked(out: _Builder, emphasis: list[tuple[int, int]], pos: int, end: int) -> int:
    """Copy ``out.text[pos:end]`` with its emphasis markers dropped; return ``end``."""
    starts = (m.start() for m in _EMPHASIS_START.finditer(out.text, pos, end))
    for match in finditer_at(_EMPHASIS, out.text, starts, end):
        out.copy(pos, match.start())
        group = next(i for i in range(1, _EMPHASIS.groups + 1) if match.group(i) is not None)
        start = out.length
        out.copy(match.start(group), match.end(group))
        text = out.text
        # "$\underline{\text{Sur}}$rogate": a piece of a word is emphasised, not named
        inside_word = text[match.end() : match.end() + 1].isalnum() or (
            match.start() > 0 and text[match.start() - 1].isalnum()
        )
        if not inside_word:
            stop = _STOP_AFTER_WORD.search(text, match.start(group), match.end(group))
            emphasis.append((start, out.length - (len(stop.group()) if stop else 0)))
        pos = match.end()
    out.copy(pos, end)
    return end


class _Builder:
    """Cleaned characters of ``text`` and the pieces that map them back to it."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.chars: list[str] = []
        self.pieces: list[tuple[int, int, int, bool]] = []
        self.length = 0
        self.has_symbols = "\\" in text or any(stop in text for stop in _FULL_WIDTH_STOPS)
        self.has_overlong = bool(text) and max(map(len, text.split()), default=0) >= 200
        self.has_breaks = "- " in text
        self.has_ties = "~" in text

    def keep(self, start: int, end: int) -> None:
        if end > start:
            self.chars.append(self.text[start:end])
            self.pieces.append((self.length, start, end, False))
            self.length += end - start

    def replace(self, start: int, end: int, replacement: str) -> None:
        self.chars.append(replacement)
        self.pieces.append((self.length, start, end, True))
        self.length += len(replacement)

    def copy(self, start: int, end: int) -> None:
        """Append text[start:end] with symbol replacements and overlong runs cut short."""
        text = self.text
        spans = []
        if self.has_symbols:
            spans += [
                (m.start(), m.end(), repl(m) if callable(repl) else m.expand(repl))
                for pattern, repl in _REPLACEMENTS
                for m in pattern.finditer(text, start, end)
            ]
        if self.has_overlong:
            spans += [(m.start(), m.end(), None) for m in _OVERLONG.finditer(text, start, end)]
        if self.has_ties:
            spans += [(m.start(), m.end(), " ") for m in _TIE.finditer(text, start, end)]
        if self.has_breaks:
            spans += [
                (m.start(), m.end(), word)
                for m in _LINE_BREAK.finditer(text, start, end)
                if (word := _joined(m))
            ]
        spans.sort(key=lambda span: (span[0], span[2] is not None))
        pos = start
        for m_start, m_end, replacement in spans:
            if m_start < pos:
                continue
            self.keep(pos, m_start)
            if replacement is None:  # no name is this long: keep its head, drop the rest
                self.keep(m_start, m_start + _KEPT_OF_OVERLONG)
            else:
                self.replace(m_start, m_end, replacement)
            pos = m_end
        self.keep(pos, end)
