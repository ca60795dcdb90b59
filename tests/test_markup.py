"""Corpus LaTeX through one shared pylatexenc converter reads as through a fresh one each time."""

from __future__ import annotations

import json

from pylatexenc.latex2text import LatexNodes2Text

from explorer.markup import _MARKUP, latex_converter, latex_text
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
        assert latex_text(formula) == (" ".join(expected.split()) if expected.strip() else formula)
