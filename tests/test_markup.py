"""Corpus LaTeX shown as text: accents, digit scripts, escaped characters."""

from __future__ import annotations

import pytest

from explorer.markup import shown


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
