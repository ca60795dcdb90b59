"""Mentions written by hand into a text, as the NLP layer yields them, for the corpus-pass tests.

A module of its own (not conftest.py) so tests can import the helpers by a unique name.
"""

from __future__ import annotations

from explorer.model import Mention


def mentions_in(text: str, *names: tuple[str, str]) -> list[Mention]:
    """A mention of each ``(surface, label)`` at its first place in ``text``, in text order."""
    out = []
    for surface, label in names:
        start = text.index(surface)
        out.append(Mention(surface, label, surface, start, start + len(surface), text, 0))
    return sorted(out, key=lambda m: m.start)


def labels_of(mentions: list[Mention]) -> dict[str, str]:
    """Each mention's text -> its label."""
    return {m.text: m.label for m in mentions}
