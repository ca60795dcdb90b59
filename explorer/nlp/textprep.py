"""Normalise an abstract for extraction while keeping a map back to the original offsets.

Proceedings abstracts carry LaTeX (``48.7$\\times$``, ``\\textit{...}``) and Markdown
(``**AOC**``, ``*LensLLM*``). The pipeline reads the cleaned text; every offset it reports is
mapped back to the abstract as written so the app can highlight the original characters.
Emphasised ranges are kept: authors emphasise the names they coin.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

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
_EMPHASIS = re.compile(
    r"\\(?:textit|textbf|emph|texttt|textsc|mathrm|underline|text)\{([^{}]{1,200})\}"
    r"|\*\*([^*\n]{1,200}?)\*\*"
    r"|(?<![\w*])\*([^*\s][^*\n]{0,199}?)\*(?![\w*])"
    r"|(?<![\w_])_([^_\s][^_\n]{0,199}?)_(?![\w_])"
)


@dataclass
class PreparedText:
    """Cleaned text, the original offset of each cleaned character, emphasised ranges."""

    text: str
    origin: list[int]
    original_length: int
    emphasis: list[tuple[int, int]] = field(default_factory=list)
    #: Original end offset of each cleaned character (a replaced symbol ends where its markup ends).
    origin_end: list[int] = field(default_factory=list)

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map a cleaned ``[start, end)`` range to the original abstract."""
        if not self.origin:
            return 0, 0
        o_start = self.origin[min(start, len(self.origin) - 1)]
        o_end = self.origin_end[end - 1] if end > start else o_start
        return o_start, min(max(o_end, o_start), self.original_length)


#: Runs of non-space characters this long are data (base64, hashes, hostile input), never names;
#: cutting them keeps every later step linear in the abstract's length.
_OVERLONG = re.compile(r"\S{200,}")
_KEPT_OF_OVERLONG = 64


def prepare(text: str) -> PreparedText:
    """Clean ``text``; inline ``**x**`` style markers drop out, LaTeX symbols become Unicode.

    Examples
    --------
    >>> p = prepare("up to 48.7$\\\\times$ faster with **AOC**")
    >>> p.text
    'up to 48.7× faster with AOC'
    >>> p.to_original(p.text.index("AOC"), len(p.text))
    (33, 36)
    """
    out = _Builder()
    emphasis: list[tuple[int, int]] = []
    pos = 0
    for match in _EMPHASIS.finditer(text):
        out.copy(text, pos, match.start())
        group = next(i for i in range(1, 5) if match.group(i) is not None)
        start = len(out.origin)
        out.copy(text, match.start(group), match.end(group))
        emphasis.append((start, len(out.origin)))
        pos = match.end()
    out.copy(text, pos, len(text))
    return PreparedText("".join(out.chars), out.origin, len(text), emphasis, out.origin_end)


class _Builder:
    """Cleaned characters with the original start and end offset of each."""

    def __init__(self) -> None:
        self.chars: list[str] = []
        self.origin: list[int] = []
        self.origin_end: list[int] = []

    def keep(self, start: int, end: int, text: str) -> None:
        self.chars.append(text[start:end])
        self.origin.extend(range(start, end))
        self.origin_end.extend(range(start + 1, end + 1))

    def copy(self, text: str, start: int, end: int) -> None:
        """Append text[start:end] with symbol replacements and overlong runs cut short."""
        spans = sorted(
            [
                (m.start(), m.end(), pattern.sub(repl, m.group()))
                for pattern, repl in _REPLACEMENTS
                for m in pattern.finditer(text, start, end)
            ]
            + [(m.start(), m.end(), None) for m in _OVERLONG.finditer(text, start, end)],
            key=lambda span: (span[0], span[2] is not None),
        )
        pos = start
        for m_start, m_end, replacement in spans:
            if m_start < pos:
                continue
            self.keep(pos, m_start, text)
            if replacement is None:  # no name is this long: keep its head, drop the rest
                self.keep(m_start, m_start + _KEPT_OF_OVERLONG, text)
            else:
                self.chars.append(replacement)
                self.origin.extend([m_start] * len(replacement))
                self.origin_end.extend([m_end] * len(replacement))
            pos = m_end
        self.keep(pos, end, text)
