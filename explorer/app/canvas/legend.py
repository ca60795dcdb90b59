"""The canvas legend: node types with their shape, colour and counts; click toggles a type."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from explorer.app.canvas.item_style import shape_path
from explorer.state.app_state import AppState
from explorer.style import EDGE_STYLE, NODE_TYPES, node_color, node_shape

ROW = 19
EDGE_ROWS = (("proposes", "proposes"), ("uses", "uses / evaluates on"), ("co_occurs", "co-occurs"))


class Legend(QWidget):
    """Overlay in the canvas's top-left corner."""

    def __init__(self, model: AppState, parent: QWidget) -> None:
        super().__init__(parent)
        self.model = model
        self.dark = False
        self.visible_counts: Counter[str] = Counter()
        self.total_counts: Counter[str] = Counter()
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip("Click a type to show or hide it")
        model.graphChanged.connect(self.refresh)
        model.filtersChanged.connect(lambda: self.update())  # a Qt method: no signature to read
        self.refresh()

    def refresh(self) -> None:
        """Recount node types and resize to fit."""
        self.total_counts = Counter(t for _, t in self.model.graph.nodes(data="type"))
        self.visible_counts = Counter(t for _, t in self.model.view_graph.nodes(data="type"))
        font = QFont()
        font.setPointSizeF(8.5)
        metrics = QFontMetricsF(font)
        widest = max(metrics.horizontalAdvance(self._text(t)) for t in NODE_TYPES)
        widest = max(widest, metrics.horizontalAdvance("uses / evaluates on"))
        self.resize(int(widest) + 44, ROW * (len(NODE_TYPES) + len(EDGE_ROWS)) + 14)
        self.place()
        self.update()

    def _text(self, kind: str) -> str:
        name = "paper" if kind == "PAPER" else kind.lower()
        return f"{name}  {self.visible_counts[kind]}/{self.total_counts[kind]}"

    def place(self) -> None:
        """Keep the legend in the canvas's top-left corner."""
        self.move(10, 10)

    def set_dark(self, dark: bool) -> None:
        """Repaint for a dark or light palette."""
        self.dark = dark
        self.update()

    def _enabled(self, kind: str) -> bool:
        if kind == "PAPER":
            return self.model.filters.show_papers
        return kind in self.model.filters.types

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        back = QColor(38, 42, 48) if self.dark else QColor(255, 255, 255)
        text = QColor("#e8eaed") if self.dark else QColor("#1d2125")
        painter.setPen(QPen(QColor(128, 128, 128, 90)))
        painter.setBrush(back)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        font = QFont()
        font.setPointSizeF(8.5)
        painter.setFont(font)
        y = 8.0
        for kind in NODE_TYPES:
            enabled = self._enabled(kind)
            painter.setOpacity(1.0 if enabled else 0.35)
            painter.setPen(QPen(QColor("#ffffff"), 1))
            painter.setBrush(QColor(node_color(kind)))
            painter.drawPath(shape_path(node_shape(kind), 6).translated(QPointF(16, y + ROW / 2)))
            painter.setPen(text)
            painter.drawText(
                QRectF(30, y, self.width() - 34, ROW),
                Qt.AlignmentFlag.AlignVCenter,
                self._text(kind),
            )
            y += ROW
        painter.setOpacity(1.0)
        for relation, name in EDGE_ROWS:
            color, dashed = EDGE_STYLE[relation]
            pen = QPen(QColor(color), 2)
            if dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(8, y + ROW / 2), QPointF(24, y + ROW / 2))
            painter.setPen(text)
            painter.drawText(
                QRectF(30, y, self.width() - 34, ROW), Qt.AlignmentFlag.AlignVCenter, name
            )
            y += ROW

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        row = int((event.position().y() - 8) // ROW)
        if not 0 <= row < len(NODE_TYPES):
            return
        kind = NODE_TYPES[row]
        if kind == "PAPER":
            self.model.set_filters(show_papers=not self.model.filters.show_papers)
        else:
            self.model.set_filters(types=self.model.filters.types ^ {kind})
        event.accept()
