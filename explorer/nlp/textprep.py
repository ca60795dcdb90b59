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

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map a cleaned ``[start, end)`` range to the original abstract."""
        if not self.origin:
            return 0, 0
        o_start = self.origin[min(start, len(self.origin) - 1)]
        o_end = self.origin[end - 1] + 1 if end > start else o_start
        return o_start, min(max(o_end, o_start), self.original_length)


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
    chars: list[str] = []
    origin: list[int] = []
    emphasis: list[tuple[int, int]] = []
    pos = 0
    for match in _EMPHASIS.finditer(text):
        _copy(text, pos, match.start(), chars, origin)
        group = next(i for i in range(1, 5) if match.group(i) is not None)
        start = len(origin)
        _copy(text, match.start(group), match.end(group), chars, origin)
        emphasis.append((start, len(origin)))
        pos = match.end()
    _copy(text, pos, len(text), chars, origin)
    return PreparedText("".join(chars), origin, len(text), emphasis)


def _copy(text: str, start: int, end: int, chars: list[str], origin: list[int]) -> None:
    """Append text[start:end] with symbol replacements, recording original offsets."""
    segment = text[start:end]
    pos = 0
    spans = sorted(
        (m.start(), m.end(), pattern.sub(repl, m.group()))
        for pattern, repl in _REPLACEMENTS
        for m in pattern.finditer(segment)
    )
    for m_start, m_end, replacement in spans:
        if m_start < pos:
            continue
        chars.append(segment[pos:m_start])
        origin.extend(range(start + pos, start + m_start))
        origin.extend([start + m_start] * len(replacement))
        chars.append(replacement)
        pos = m_end
    chars.append(segment[pos:])
    origin.extend(range(start + pos, start + len(segment)))
