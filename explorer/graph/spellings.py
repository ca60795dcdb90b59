"""Spellings of one concept that fold_key keeps apart, found across the corpus.

Part of :mod:`explorer.graph.resolution`: a name written with and without its
diacritics or with a LaTeX accent left in it ("Polyak-Łojasiewicz",
"Polyak-Lojasiewicz"; "Erdos-R'enyi"), a last word "nets" for "networks"
("generative adversarial nets"), and the acronyms the text writes for a concept
the recognizer names in full ("GAN" for "generative adversarial network").
(Contractions such as "ResNet" for "residual network" were tried and left out:
on ICLR 2024 they fold a task into a method coined after it, "molecule
generation" into "MolGen".)
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable

from explorer.graph.names import abbreviates, clean_name, fold_key
from explorer.model import PaperExtraction

#: A short form folds into the long form that has at least this share of its definitions
#: (an acronym defined two ways as often stays apart: "SFT" for two methods).
ACRONYM_MAJORITY = 0.75
#: Letters NFKD leaves whole ("ł" has no combining stroke).
_UNDECOMPOSED = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ı": "i", "ß": "ss", "æ": "ae"})
#: What is left of a LaTeX accent in a name ("Erd\\H{o}s-R\\'enyi" read "Erdos-R'enyi").
_LATEX_ACCENTS = frozenset("'`^~\"")
#: Shortest fold key respelt: "PŁ" is no spelling of every "PL".
_ACCENT_MIN_CHARS = 4
#: An acronym: two capitals or more, no space ("MDP", "DP-SGD", "GFlowNet").
SHORT_FORM = re.compile(r"^(?=(?:.*[A-Z]){2})[A-Za-z0-9][A-Za-z0-9\-]{1,11}$")


def without_accents(fold: str) -> str:
    """``fold`` with its diacritics dropped.

    >>> without_accents("rényiłojasiewicz"), without_accents("erdosr'enyi")
    ('renyilojasiewicz', 'erdosrenyi')
    """
    decomposed = unicodedata.normalize("NFKD", fold.translate(_UNDECOMPOSED))
    return "".join(
        c for c in decomposed if not unicodedata.combining(c) and c not in _LATEX_ACCENTS
    )


def respelling_table(names: Iterable[str]) -> dict[str, str]:
    """Fold key of a name -> that of its other spelling, when both occur.

    The other spelling drops the diacritics, or writes a last word "nets" as
    "networks" ("generative adversarial nets"; "U-Net" is one word).

    >>> respelling_table(["Polyak-Łojasiewicz", "Polyak-Lojasiewicz", "Fréchet distance"])
    {'polyakłojasiewicz': 'polyaklojasiewicz'}
    >>> respelling_table(["generative adversarial nets", "generative adversarial network"])
    {'generativeadversarialnet': 'generativeadversarialnetwork'}
    """
    spelt = {fold_key(name): name for name in names if name}
    table = {}
    for fold, name in spelt.items():
        plain = without_accents(fold)
        words = name.casefold().split()
        if len(words) >= 2 and words[-1] in ("net", "nets"):
            plain = plain.removesuffix("net") + "network"
        if plain != fold and plain in spelt and len(plain) >= _ACCENT_MIN_CHARS:
            table[fold] = plain
    return table


def add_surfaces(
    folded: dict[str, str], extractions: list[PaperExtraction], keys: list[list[str]]
) -> None:
    """Fold the acronyms mentions are written as that no mention is named by.

    "GAN" is written in the text while the recognizer names the mention
    "generative adversarial network": "MetricGAN" is narrower than the concept
    the acronym abbreviates. Only an acronym of its concept's name that two
    papers or more write for it, and for no other concept as often ("ESC" of
    one paper's method is no part of the dataset "ESC-50").
    """
    votes: dict[str, Counter[str]] = {}
    for ex, row in zip(extractions, keys, strict=True):
        seen = set()
        for m, key in zip(ex.mentions, row, strict=True):
            short, long = clean_name(m.text), m.canonical or m.text
            surface = fold_key(short)
            if (
                key
                and surface not in folded
                and (surface, key) not in seen
                and SHORT_FORM.match(short)
                and abbreviates(short, clean_name(long))
            ):
                seen.add((surface, key))
                votes.setdefault(surface, Counter())[key] += 1
    for surface, counts in votes.items():
        key, n = counts.most_common(1)[0]
        if n >= 2 and n >= ACRONYM_MAJORITY * counts.total():
            folded[surface] = key


def acronym_table(
    extractions: list[PaperExtraction], names: list[list[str]]
) -> tuple[dict[str, str], dict[str, int]]:
    """Fold key of each short form -> fold key of the long form the corpus mostly defines.

    Also the short forms of the table that one paper alone defines, for a name
    it proposes ("Mutual Distillation Module (MDM)"), each with the index of
    that paper. ``names`` holds the cleaned name of each mention, per paper.
    """
    definitions: dict[str, Counter[str]] = {}
    definers: dict[tuple[str, str], set[int]] = {}
    for paper, (ex, per_paper) in enumerate(zip(extractions, names, strict=True)):
        for m, name in zip(ex.mentions, per_paper, strict=True):
            short, long = clean_name(m.text), name
            if SHORT_FORM.match(name) and " " in short:  # the long form written, the acronym named
                short, long = name, short
            if not long or not SHORT_FORM.match(short) or " " not in long:
                continue
            if abbreviates(short, long):
                pair = (fold_key(short), fold_key(long))
                definitions.setdefault(pair[0], Counter())[pair[1]] += 1
                definers.setdefault(pair, set()).add(paper)
    table, lone = {}, {}
    for short, longs in definitions.items():
        long, n = longs.most_common(1)[0]
        if n >= ACRONYM_MAJORITY * sum(longs.values()) and long != short:
            table[short] = long
            (paper, *others) = definers[short, long]
            coined = {fold_key(name) for name in extractions[paper].proposed}
            if not others and coined & {short, long}:
                lone[short] = paper
    return table, lone


def defines_otherwise(text: str, token: str, long_key: str, short: str) -> bool:
    """Whether ``text`` spells ``token`` out with words whose initials are its acronym
    ``short`` but which are not that acronym's long form ``long_key``.

    >>> defines_otherwise("Global & Efficient Counterfactual Explanations (GLOBE-CE) is",
    ...                   "GLOBE-CE", "crossentropy", "CE")
    True
    >>> text = "Differentially private stochastic gradient descent (DP-SGD)."
    >>> defines_otherwise(text, "DP-SGD", "stochasticgradientdescent", "SGD")
    False
    >>> defines_otherwise("a matrix approach (LQ-LoRA)", "LQ-LoRA", "lowrankadaptation", "LoRA")
    False
    """
    letters = [c for c in short.casefold() if c.isalnum()]
    if not token or len(letters) < 2:
        return False
    for match in re.finditer(r"\(\s*" + re.escape(token) + r"\s*\)", text):
        words = re.findall(r"[^\W_]+", text[max(0, match.start() - 160) : match.start()])
        spelt = words[-len(letters) :]
        if [w[0].casefold() for w in spelt] == letters:
            return fold_key(" ".join(spelt)) != long_key
    return False
