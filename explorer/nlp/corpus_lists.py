"""A cue shared across a coordinated list: "on CIFAR-10, SVHN and LSUN benchmarks".

The word "benchmarks" types every item of the list before it, not only the last one; items the
paper's own pass did not find at all are names too when they are shaped like names.
"""

from __future__ import annotations

import re

from explorer.nlp.resources import common_words

#: Plural cue words after a list of names that are all datasets (benchmarks, environments...).
CUES = ("datasets", "data sets", "benchmarks", "environments", "suites", "games", "corpora")
_NAME_BEFORE = re.compile(r"(?<![\w\-.+/'])[A-Z0-9][\w\-.+/']*\s+\Z")
#: A name-shaped list item: one to three words, each starting with a capital or a digit.
_ITEM = r"[A-Z0-9][\w\-.+/']*(?:\s[A-Z0-9][\w\-.+/']*){0,2}"
_SEPARATOR = r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+)"
_LIST_BEFORE_CUE = re.compile(rf"(?:{_ITEM})(?:{_SEPARATOR}(?:{_ITEM}))+\s+\Z")
_ITEM_RE = re.compile(_ITEM)
#: Cue words before a list of dataset names: "two benchmark datasets DIPS and DB5.5".
CUES_BEFORE = ("datasets", "benchmarks", "environments")
_LIST_AFTER_CUE = re.compile(
    rf"\w+(?:\s*[,:]?\s+(?:such as|including|like|namely|e\.g\.,?|i\.e\.,?)|\s*:)?\s+"
    rf"(?P<items>(?:{_ITEM})(?:{_SEPARATOR}(?:{_ITEM}))+)"
)
_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
#: How far before the cue a list may start.
_REACH = 250


def cued_lists(text: str) -> list[list[tuple[int, int]]]:
    """The name-shaped items of each coordinated list that a dataset cue word follows or
    precedes.

    Examples
    --------
    >>> text = "We test on CIFAR-10, SVHN and Tiny ImageNet benchmarks."
    >>> [[text[s:e] for s, e in items] for items in cued_lists(text)]
    [['CIFAR-10', 'SVHN', 'Tiny ImageNet']]
    >>> text = "It is tested on two benchmark datasets DIPS and DB5.5."
    >>> [[text[s:e] for s, e in items] for items in cued_lists(text)]
    [['DIPS', 'DB5.5']]
    """
    out: list[list[tuple[int, int]]] = []
    lowered = text.lower() if len(text.lower()) == len(text) else text
    for cue in _cue_positions(lowered):
        if not _NAME_BEFORE.search(text, max(0, cue - 40), cue):
            continue  # "real-world datasets": no name before the cue, no list to look for
        start = max(0, cue - _REACH)
        window = text[start:cue]
        found = _LIST_BEFORE_CUE.search(window)
        if found is None:
            continue
        items: list[tuple[int, int]] = []
        for item in _ITEM_RE.finditer(window, found.start(), found.end()):
            s, e = _trimmed(window, item.start(), item.end(), first=not items)
            if e > s:
                items.append((start + s, start + e))
        if len(items) >= 2:
            out.append(items)
    for cue in _cue_positions(lowered, CUES_BEFORE):
        after = _LIST_AFTER_CUE.match(text, cue)
        if after and after.group("items"):
            items = [m.span() for m in _ITEM_RE.finditer(text, *after.span("items"))]
            items = [(s, e) for s, e in (_trimmed(text, s, e, first=False) for s, e in items)]
            out.append([(s, e) for s, e in items if e > s])
    return out


def same_kind_runs(text: str, spans: list[tuple[int, int]]) -> list[list[int]]:
    """Indices of the runs of ``spans`` (sorted) that form one coordinated list ("A, B, and C",
    "A and B"), three items or more: the items of such a list are of one kind.

    Examples
    --------
    >>> text = "on ImageNet-R, PASCAL3D+, and OOD-CV. Then A and B."
    >>> same_kind_runs(text, [(3, 13), (15, 24), (30, 36), (43, 44), (49, 50)])
    [[0, 1, 2]]
    """
    runs, run = [], [0] if spans else []
    for i in range(1, len(spans)):
        if _LIST_SEPARATOR.fullmatch(text, spans[i - 1][1], spans[i][0]):
            run.append(i)
            continue
        runs.append(run)
        run = [i]
    runs.append(run)
    return [r for r in runs if len(r) >= 3]


def _cue_positions(lowered: str, cues: tuple[str, ...] = CUES) -> list[int]:
    """Where a cue word starts, as a whole word after a space (str.find: quicker than a regex
    over every abstract)."""
    found = []
    for cue in cues:
        at = lowered.find(cue)
        while at != -1:
            end = at + len(cue)
            if (
                at
                and lowered[at - 1].isspace()
                and (end == len(lowered) or not lowered[end].isalnum())
            ):
                found.append(at)
            at = lowered.find(cue, end)
    return sorted(found)


def _trimmed(window: str, s: int, e: int, *, first: bool) -> tuple[int, int]:
    """An item without trailing dots; the first without ordinary leading words ("On CIFAR-10"),
    which the list's pattern may have taken in."""
    while first:
        word = re.match(r"\S+\s", window[s:e])
        if word is None or word.group().strip().lower() not in common_words():
            break
        s += word.end()
    while e > s and window[e - 1] in ".-/'":
        e -= 1
    if window[s:e].lower() in common_words():
        return s, s
    return s, e
