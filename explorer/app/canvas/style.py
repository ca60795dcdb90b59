"""How the canvas looks: palette colours and where nodes go (sizes: explorer.graph.drawing)."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtGui import QColor


def theme_colors(dark: bool) -> dict[str, QColor]:
    """Colours of the canvas for a light or dark palette."""
    if dark:
        return {
            "background": QColor("#1e2227"),
            "text": QColor("#e8eaed"),
            "halo": QColor(30, 34, 39, 200),
            "outline": QColor("#1e2227"),
        }
    return {
        "background": QColor("#fbfbfa"),
        "text": QColor("#1d2125"),
        "halo": QColor(255, 255, 255, 210),
        "outline": QColor("#ffffff"),
    }


def scene_points(
    positions: dict[str, tuple[float, float]], spacing: float
) -> tuple[dict[str, tuple[float, float]], float]:
    """Layout positions as scene (x, y), ``spacing`` units per node on a side, and the scale.

    The picture's side grows with the square root of the node count, so nodes
    keep about the same distance whatever the graph's size. Plain tuples: making
    20,000 QPointF objects that are only read once costs a noticeable while.
    """
    if not positions:
        return {}, 1.0
    xs = [p[0] for p in positions.values()]
    ys = [p[1] for p in positions.values()]
    extent = max(max(xs) - min(xs), max(ys) - min(ys), 1e-9)
    scale = spacing * math.sqrt(len(positions)) / extent
    # Layout y grows upwards (largest component first, on top); the scene's grows down.
    return {n: (x * scale, -y * scale) for n, (x, y) in positions.items()}, scale


def _luminance(color: QColor) -> float:
    """WCAG relative luminance of ``color``."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.red())
        + 0.7152 * channel(color.green())
        + 0.0722 * channel(color.blue())
    )


def contrast(first: QColor, second: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    a, b = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)


#: On a dark background, shapes and coloured text get at least this contrast (WCAG asks 3 of
#: graphics; the paper grey had 2.8 on the dark canvas and 2.3 on the dark window).
MIN_CONTRAST = 4.0


def readable_on(color: str, background: QColor, minimum: float = MIN_CONTRAST) -> str:
    """``color`` (a name), lightened just enough to stand out on a dark ``background``.

    The type colours are chosen for light backgrounds, where they stay as they are; on a dark
    one the paper grey and the darker hues almost vanish, so they are mixed towards white.
    """
    return _readable(color, background.rgba(), minimum)


@lru_cache(maxsize=1024)
def _readable(color: str, background_rgba: int, minimum: float) -> str:
    """:func:`readable_on`, worked out once per colour and background (once per node before)."""
    background = QColor.fromRgba(background_rgba)
    base = QColor(color)
    if _luminance(background) >= 0.5 or contrast(base, background) >= minimum:
        return base.name()
    target = 255
    for step in range(1, 21):
        share = step / 20
        mixed = QColor(
            *(round(c + (target - c) * share) for c in (base.red(), base.green(), base.blue()))
        )
        if contrast(mixed, background) >= minimum:
            return mixed.name()
    return QColor(target, target, target).name()
