"""Node labels: a name drawn at a fixed screen size on a translucent halo, and its size."""

from __future__ import annotations

from functools import cache, lru_cache

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

#: Stacking of labels: above nodes, under the dimming veil unless lit.
Z_LABEL, Z_LIT_LABEL = 4.9, 10.0


@cache
def label_font(bold: bool) -> QFont:
    """The font of node labels (bold for the selection)."""
    font = QFont()
    font.setPointSizeF(8.5)
    font.setBold(bold)
    return font


@cache
def _metrics(bold: bool) -> QFontMetricsF:
    return QFontMetricsF(label_font(bold))


@lru_cache(maxsize=1 << 16)  # asked for every candidate label at every zoom step
def label_size(text: str, bold: bool = False) -> QSizeF:
    """Screen size of a label's box (text plus padding)."""
    metrics = _metrics(bold)
    return QSizeF(metrics.horizontalAdvance(text) + 8, metrics.height() + 2)


class LabelItem(QGraphicsItem):
    """A node's name under it, drawn at a fixed screen size on a translucent halo."""

    def __init__(self, text: str, colors: dict[str, QColor]) -> None:
        # Not a child of its node: labels must stack above every node, not just their own.
        super().__init__()
        self.text = text
        self.colors = colors
        self.bold = False
        self.above = False  # drawn above its anchor (the node's top) instead of below
        self.setFlags(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_LABEL)
        self._rect = QRectF()
        self._measure()

    def _measure(self) -> None:
        size = label_size(self.text, self.bold)
        top = -size.height() if self.above else 0.0
        self._rect = QRectF(-size.width() / 2, top, size.width(), size.height())

    def set_above(self, above: bool) -> None:
        """Draw the label above its anchor (True) or below it."""
        if above != self.above:
            self.prepareGeometryChange()
            self.above = above
            self._measure()

    def set_bold(self, bold: bool) -> None:
        """Bold for the selected node's label."""
        if bold != self.bold:
            self.prepareGeometryChange()
            self.bold = bold
            self._measure()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colors["halo"])
        painter.drawRoundedRect(self._rect, 4, 4)
        painter.setPen(self.colors["text"])
        painter.setFont(label_font(self.bold))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)
