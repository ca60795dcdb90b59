"""Acronym pairs as (short form, long form), their offsets checked: shared by the tests of the
two ways of defining an acronym ("Long Form (LF)" and "LF, the Long Form").

A module of its own (not conftest.py) so tests can import the helper by a unique name.
"""

from __future__ import annotations

from explorer.nlp.short_forms import AcronymPair


def checked_pairs(text: str, pairs: list[AcronymPair]) -> list[tuple[str, str]]:
    """Each pair's (short, long), after asserting that its offsets point at those texts."""
    for p in pairs:
        assert text[p.long_start : p.long_end] == p.long
        assert text[p.short_start : p.short_end] == p.short
    return [(p.short, p.long) for p in pairs]
