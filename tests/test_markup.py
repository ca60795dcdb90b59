"""Corpus LaTeX shown as text: one shared pylatexenc converter, accents, digit scripts."""

from __future__ import annotations

import json

import pytest
from pylatexenc.latex2text import LatexNodes2Text

from explorer.markup import _MARKUP, latex_converter, shown
from explorer.paths import DEFAULT_CORPUS


def test_the_shared_converter_gives_what_a_fresh_one_gives_on_the_corpus():
    formulas = set()
    for line in DEFAULT_CORPUS.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        for text in (record.get("abstract") or "", record.get("title") or ""):
            formulas.update(
                m.group() for m in _MARKUP.finditer(text) if m.lastgroup in ("math", "macro")
            )
    formulas |= {r"$\frac{a}{b}$", r"$x^2 \leq \mathcal{O}(n)$", r"\textbf", r"$\unknown{x}$"}
    assert len(formulas) > 20
    assert latex_converter() is latex_converter()
    for formula in sorted(formulas):
        expected = LatexNodes2Text(math_mode="text").latex_to_text(formula)
        assert latex_converter().latex_to_text(formula) == expected


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        (r"Schr\"odinger and Erd\H{o}s, G\"{o}del", "Schrödinger and Erdős, Gödel"),
        (r"I$^2$SB", "I²SB"),
        (r"$x_1$ and $O(n^{2})$", "x₁ and O(n²)"),
        (r"about \~10 and 5\%", "about ~10 and 5%"),
        (r"$\mathcal{O}(\log n)$", "𝒪(log n)"),
        ("plain text, no markup", "plain text, no markup"),
    ],
)
def test_shown_text(raw, text):
    assert shown(raw) == text
