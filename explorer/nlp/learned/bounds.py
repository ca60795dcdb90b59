"""A learned span-boundary decision: take the word before or after a mention, or drop its last.

The annotations take a concept's whole noun phrase ("model-based reinforcement learning",
"Mallows model", "pi-VAE"), while a lexicon entry or a cue stops at the part it knows
("reinforcement learning", "Mallows", "VAE"), and a learned span may run on into a generic noun
("CP detection algorithm"). For each final mention the resolver asks a logistic regression
(:class:`explorer.nlp.learned.linear.LinearScorer`) about three edits: ``left`` (the word before,
joined by a space or a hyphen), ``right`` (the word after), ``trim`` (the last word off), and
applies the likeliest when it passes the threshold chosen in training
(:mod:`explorer.nlp.learned.bounds_training`). An edit never runs into another mention.
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence

from explorer.nlp.candidates import Candidate
from explorer.nlp.canonical import canonical_form, label_from_head
from explorer.nlp.learned.linear import LinearScorer, PaperContext, band, case_of

_LETTERS = frozenset(string.ascii_letters)
_ALNUM = _LETTERS | frozenset(string.digits)
_WORD_CHARS = _ALNUM | {"-"}
_WORD_AFTER = re.compile(r"([ \-])([A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)")
#: How many words an edit may add on each side.
MOST_LEFT, MOST_RIGHT = 3, 2


def alternatives(text: str, cand: Candidate) -> list[tuple[str, int, int, list[str]]]:
    """The edits of a mention's span: (edit, start, end, the words added or removed, the
    outermost first).

    Examples
    --------
    >>> text = "We study deep model-based reinforcement learning methods."
    >>> for alt in alternatives(text, Candidate(26, 48, "lexicon", "TASK")):
    ...     print(alt[0], repr(text[alt[1] : alt[2]]), alt[3])
    left1 'model-based reinforcement learning' ['model-based']
    left2 'deep model-based reinforcement learning' ['deep', 'model-based']
    left3 'study deep model-based reinforcement learning' ['study', 'deep', 'model-based']
    right1 'reinforcement learning methods' ['methods']
    trim 'reinforcement' ['learning']
    """
    out = []
    start, added = cand.start, []
    for n in range(1, MOST_LEFT + 1):
        word_start = _word_before(text, start)
        if word_start is None:
            break
        start, added = word_start, [text[word_start : start - 1], *added]
        out.append((f"left{n}", start, cand.end, added))
    end, added = cand.end, []
    for n in range(1, MOST_RIGHT + 1):
        after = _WORD_AFTER.match(text, end)
        if not after:
            break
        end, added = after.end(2), [after.group(2), *added]
        out.append((f"right{n}", cand.start, end, added))
    name = text[cand.start : cand.end]
    cut = max(name.rfind(" "), name.rfind("-"))
    if cut > 0 and cut + 1 < len(name) and all(c in _ALNUM for c in name[cut + 1 :]):
        out.append(("trim", cand.start, cand.start + cut, [name[cut + 1 :]]))
    return out


def _word_before(text: str, start: int) -> int | None:
    """Where the word joined to ``start`` by one space or hyphen begins (ASCII letters, digits
    and hyphens, from a letter; at most 39 characters), or None."""
    if start < 2 or text[start - 1] not in " -":
        return None
    k = start - 1
    floor = max(0, start - 40)
    while k > floor and text[k - 1] in _WORD_CHARS:
        k -= 1
    while k < start - 1 and text[k] not in _LETTERS:
        k += 1
    return k if k < start - 1 else None


def edit_features(context: PaperContext, cand: Candidate, edit: str, words: list[str]):
    """The features of one edit of a mention: the words it adds or removes
    (:func:`word_features`), the mention (:func:`mention_features`) and the place.

    >>> text = "We study model-based reinforcement learning methods."
    >>> mention = Candidate(21, 43, "lexicon")
    >>> edit_features(PaperContext(text), mention, "left1", ["model-based"])[:4]
    ['edit=left1', 'left:word=model-based', 'left:band=0', 'left:case=lower']
    """
    side = edit.rstrip("0123456789")
    name = context.text[cand.start : cand.end]
    return (
        word_features(edit, tuple(words))
        + mention_features(side, name, cand.source, cand.label)
        + place_features(context, cand, side, words)
    )


def word_features(edit: str, words: tuple[str, ...]) -> list[str]:
    """What the words an edit adds or removes say, the outermost first."""
    side = edit.rstrip("0123456789")
    outer = words[0].lower()
    feats = [f"edit={edit}", f"{side}:word={outer}", f"{side}:band={band(outer)}"]
    feats.append(f"{side}:case={case_of(words[0])}")
    feats.append(f"{side}:suf={outer[-3:]}")
    feats += [f"{side}:inner_band={band(w)}" for w in words[1:]]
    feats += [f"{side}:inner_case={case_of(w)}" for w in words[1:]]
    if "-" in outer:
        feats.append(f"{side}:hyphenated")
    return feats


def mention_features(side: str, name: str, source: str, label: str) -> list[str]:
    """What the mention an edit moves says of edits on that side."""
    head = name.split()[-1].lower() if name.split() else ""
    feats = [f"{side}:src={source}", f"{side}:label={label}"]
    feats.append(f"{side}:name_case={case_of(name.replace(' ', '').replace('-', ''))}")
    feats.append(f"{side}:nwords={min(len(name.split()), 4)}")
    feats.append(f"{side}:head={head}")
    return feats


#: The groups of :func:`place_features` on each side (one feature each).
PLACE_GROUPS = {
    "left": ("left:joined", "left:outer_prev"),
    "right": ("right:joined", "right:head_label"),
}


def _edit_groups(side: str, most_words: int) -> tuple[str, ...]:
    """Every feature group an edit on ``side`` may fill, a group filled once per inner word
    listed as often (an upper bound must count each feature)."""
    groups = ["edit", f"{side}:word", f"{side}:band", f"{side}:case", f"{side}:suf"]
    groups += [f"{side}:inner_band", f"{side}:inner_case"] * (most_words - 1)
    groups += [f"{side}:hyphenated", *PLACE_GROUPS.get(side, ())]
    return tuple(groups)


#: The groups of word and place features of edits on each side.
EDIT_GROUPS = {
    "left": _edit_groups("left", MOST_LEFT),
    "right": _edit_groups("right", MOST_RIGHT),
    "trim": _edit_groups("trim", 1),
}


def place_features(context: PaperContext, cand: Candidate, side: str, words) -> list[str]:
    """What the text at the edit says: a hyphen joining, the characters before it, the label
    the new head word gives."""
    text = context.text
    if side == "left":
        before = text[max(0, cand.start - 60) : cand.start]
        return [
            f"left:joined={text[cand.start - 1 : cand.start] == '-'}",
            f"left:outer_prev={before.rsplit(words[0], 1)[0][-2:].strip()}",
        ]
    if side == "right":
        name = text[cand.start : cand.end]
        return [
            f"right:joined={text[cand.end : cand.end + 1] == '-'}",
            f"right:head_label={label_from_head(' '.join([name, *words])) or 'none'}",
        ]
    return []


def refined(
    scorer: LinearScorer, context: PaperContext, mentions: Sequence[Candidate]
) -> list[Candidate]:
    """``mentions`` with each one's likeliest edit applied when it passes the threshold and
    runs into no other mention (edited in place: new offsets, canonical name, head label)."""
    text = context.text
    ordered = sorted(mentions, key=lambda c: c.start)
    for i, cand in enumerate(ordered):
        low = ordered[i - 1].end if i else 0
        high = ordered[i + 1].start if i + 1 < len(ordered) else len(text)
        name = text[cand.start : cand.end]
        if not any(
            scorer.reaches(
                scorer.part((side, name, cand.source, cand.label), mention_features), groups
            )[0]
            for side, groups in EDIT_GROUPS.items()
        ):
            continue  # no edit of this mention could pass, whatever its words and place
        best, best_p = None, scorer.threshold
        for edit, start, end, words in alternatives(text, cand):
            if start < low or end > high:
                continue
            side = edit.rstrip("0123456789")
            known = scorer.part((edit, tuple(words)), word_features)
            known += scorer.part((side, name, cand.source, cand.label), mention_features)
            if not scorer.reaches(known, PLACE_GROUPS.get(side, ()))[0]:
                continue  # what the place could add cannot lift it to the threshold
            p = scorer.probability(known, place_features(context, cand, side, words))
            if p >= best_p:
                best, best_p = (start, end), p
        if best:
            apply_edit(text, cand, *best)
    return ordered


def apply_edit(text: str, cand: Candidate, start: int, end: int) -> None:
    """Move ``cand`` to ``[start, end)``: its canonical name and head word's label follow."""
    cand.start, cand.end = start, end
    surface = text[start:end]
    cand.canonical = canonical_form(surface)
    cand.label = label_from_head(surface) or cand.label


__all__ = ["alternatives", "apply_edit", "edit_features", "refined"]
