"""A span of an abstract marked on a highlighted background, e.g. a claim's sentence.

The detail pane renders the abstract in three pieces (before, inside, after the mark), each
with its usual mention links, and puts an anchor at the mark so the pane can scroll there.

Examples
--------
>>> plain = lambda text, mentions: text.upper()
>>> marked_html("ab. cd.", [], (4, 7), False, plain)
'AB. <a name="marked"></a><span style="background-color:#fff0a0;">CD.</span>'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from explorer.graph.nodes import mention_spans

#: Anchor name of the marked span (``QTextBrowser.scrollToAnchor`` target).
MARK_ANCHOR = "marked"
#: Background of the marked span on a light and on a dark page.
MARK_BACKGROUND = {False: "#fff0a0", True: "#6b5a00"}

Render = Callable[[str, list[dict]], str]


def marked_html(
    text: str, mentions: list[dict] | None, mark: tuple[int, int], dark: bool, render: Render
) -> str:
    """``render`` of ``text`` with ``text[start:end]`` on a highlighted background.

    ``render(piece, mentions)`` turns a piece of text and the mentions inside it (offsets
    relative to the piece) into escaped HTML.
    """
    start, end = mark
    spans = mention_spans(text, mentions)
    pieces = [
        render(text[lo:hi], shifted_mentions(spans, lo, hi))
        for lo, hi in ((0, start), (start, end), (end, len(text)))
    ]
    return (
        f'{pieces[0]}<a name="{MARK_ANCHOR}"></a>'
        f'<span style="background-color:{MARK_BACKGROUND[bool(dark)]};">{pieces[1]}</span>'
        f"{pieces[2]}"
    )


def shifted_mentions(spans: list[tuple[int, int, Mapping]], lo: int, hi: int) -> list[dict]:
    """The mentions of ``spans`` (see :func:`~explorer.graph.nodes.mention_spans`) inside
    ``[lo, hi)``, with offsets relative to ``lo``.

    >>> shifted_mentions([(0, 2, {"start": 0, "end": 2}), (5, 8, {"start": 5, "end": 8})], 4, 10)
    [{'start': 1, 'end': 4}]
    """
    return [{**m, "start": s - lo, "end": e - lo} for s, e, m in spans if lo <= s and e <= hi]
