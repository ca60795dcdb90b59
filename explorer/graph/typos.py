"""Misspellings of multi-word concept names, folded into their commoner spelling.

Part of :mod:`explorer.graph.resolution`: rapidfuzz's Levenshtein edit
operations, kept conservative (see :func:`typo_table`).

Examples
--------
>>> right, wrong = "artificial neural network", "artifical neural network"
>>> typo_table([[right], [right], [wrong]], {})
{'artificalneuralnetwork': 'artificialneuralnetwork'}
"""

from __future__ import annotations

import re
from collections import Counter

from rapidfuzz.distance import Levenshtein

from explorer.graph.names import clean_name, fold_key

_DIGITS = re.compile(r"\d+")


def typo_table(names: list[list[str]], acronyms: dict[str, str]) -> dict[str, str]:
    """Fold key of a misspelt multi-word name -> fold key of its commoner spelling.

    Conservative: one edit inside a word, or one inserted or deleted pair of
    letters ("artifical"/"artificial", "Weisfeiler-Lehman"/"Weisfeiler-Leman",
    "convolution"/"convolutional neural network"); never an edit at the start of
    a word ("linear regression"/"linear progression"), never two substitutions
    ("self-supervised"/"semi-supervised"), never a different number.
    """
    counts: Counter[str] = Counter()
    spelling: dict[str, str] = {}
    for per_paper in names:
        for name in per_paper:
            fold = fold_key(name) if name else ""
            if fold and fold not in acronyms:
                counts[fold] += 1
                spelling.setdefault(fold, name)
    blocks: dict[str, list[str]] = {}
    for fold, name in spelling.items():
        if len(fold) >= TYPO_MIN_CHARS and len(name.replace("-", " ").split()) >= 2:
            blocks.setdefault(fold[:4], []).append(fold)
    table: dict[str, str] = {}
    for block in blocks.values():
        block.sort(key=lambda f: (-counts[f], f))
        for i, rare in enumerate(block):
            for common in block[:i]:
                if common not in table and _is_typo(rare, common, spelling):
                    table[rare] = common
                    break
    return table


#: Shortest fold key a misspelling is looked for in (short names differ by design: "L1", "L2").
TYPO_MIN_CHARS = 12


def _is_typo(a: str, b: str, spelling: dict[str, str]) -> bool:
    if _DIGITS.findall(a) != _DIGITS.findall(b) or Levenshtein.distance(a, b, score_cutoff=2) > 2:
        return False
    ops = Levenshtein.editops(a, b)
    kinds = {op.tag for op in ops}
    if len(ops) == 2 and not (kinds <= {"insert"} or kinds <= {"delete"}):
        return False
    if (
        len(ops) == 2
        and abs(ops[0].src_pos - ops[1].src_pos) + abs(ops[0].dest_pos - ops[1].dest_pos) > 2
    ):
        return False
    starts_a, starts_b = _word_starts(spelling[a]), _word_starts(spelling[b])
    return not any(op.src_pos in starts_a and op.dest_pos in starts_b for op in ops)


def _word_starts(name: str) -> set[int]:
    """Positions in the fold key where a word of ``name`` starts."""
    starts, position = set(), 0
    for word in re.split(r"[\s\-_]+", clean_name(name)):
        if word:
            starts.add(position)
            position += len(fold_key(word)) if fold_key(word) else len(word)
    starts.add(position)  # appending a word is no misspelling ("Stable Diffusion XL")
    return starts
