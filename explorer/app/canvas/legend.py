"""The canvas legend: node types and the view's link relations, with counts; click toggles a type.

Names, colours, order and counts come from the vocabulary (:mod:`explorer.style`,
:func:`explorer.graph.counts.kind_counts`), as on the HTML page. :meth:`Legend.paint_into`
draws it on any painter, so that exported pictures carry the same legend.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from explorer.app.canvas.item_style import shape_path
from explorer.app.canvas.style import readable_on
from explorer.graph.counts import kind_counts
from explorer.state.app_state import AppState
from explorer.style import NODE_TYPES, edge_style, node_color, node_shape, relation_name, type_name

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

ROW = 19
TOP = 8.0


@dataclass(frozen=True)
class LegendRow:
    """One line of the legend: a node type (``shape`` set) or a link relation."""

    key: str
    text: str
    color: str
    shape: str | None = None
    dashed: bool = False


class Legend(QWidget):
    """Overlay in the canvas's top-left corner."""

    def __init__(self, model: AppState, parent: QWidget) -> None:
        super().__init__(parent)
        self.model = model
        self.dark = False
        self.visible_counts: Counter[str] = Counter()
        self.total_counts: Counter[str] = Counter()
        self._counted: object = None  # the graph total_counts are of
        self.relation_counts: dict[str, int] = {}
        self.rows: list[LegendRow] = []
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(translate("Legend", "Click a type to show or hide it"))
        model.graphChanged.connect(self.refresh)
        model.filtersChanged.connect(lambda: self.update())  # a Qt method: no signature to read
        self.refresh()

    def refresh(self) -> None:
        """Recount the view's node types and relations and resize to fit."""
        view = kind_counts(self.model.view_graph)
        graph = self.model.graph
        if self._counted is not graph:  # the whole graph's counts change with it only
            self._counted = graph
            self.total_counts = Counter(t for _, t in graph.nodes(data="type"))
        self.visible_counts = Counter(view["types"])
        self.relation_counts = view["relations"]
        self.rows = [
            LegendRow(t, self._type_text(t), node_color(t), shape=node_shape(t)) for t in NODE_TYPES
        ]
        for relation, count in self.relation_counts.items():
            color, dashed = edge_style(relation)
            text = f"{relation_name(relation)}  {count:,}"
            self.rows.append(LegendRow(relation, text, color, dashed=dashed))
        metrics = QFontMetricsF(_font())
        widest = max(metrics.horizontalAdvance(row.text) for row in self.rows)
        self.resize(int(widest) + 44, int(ROW * len(self.rows) + 2 * TOP - 2))
        self.place()
        self.update()

    def _type_text(self, kind: str) -> str:
        visible, total = self.visible_counts[kind], self.total_counts[kind]
        return f"{type_name(kind, 2)}  {visible:,}/{total:,}"

    def place(self) -> None:
        """Keep the legend in the canvas's top-left corner."""
        self.move(10, 10)

    def set_dark(self, dark: bool) -> None:
        """Repaint for a dark or light palette."""
        self.dark = dark
        self.update()

    def _enabled(self, row: LegendRow) -> bool:
        if row.shape is None:
            return True
        if row.key == "PAPER":
            return self.model.filters.show_papers
        return row.key in self.model.filters.types

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        self.paint_into(painter)
        painter.end()

    def paint_into(self, painter: QPainter) -> None:
        """Draw the legend with its top-left corner at the painter's origin."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        back = QColor(38, 42, 48) if self.dark else QColor(255, 255, 255)
        text = QColor("#e8eaed") if self.dark else QColor("#1d2125")
        painter.setPen(QPen(QColor(128, 128, 128, 90)))
        painter.setBrush(back)
        box = QRectF(0, 0, self.width(), self.height())
        painter.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        painter.setFont(_font())
        y = TOP
        for row in self.rows:
            painter.setOpacity(1.0 if self._enabled(row) else 0.35)
            middle = y + ROW / 2
            if row.shape is not None:
                painter.setPen(QPen(QColor("#ffffff"), 1))
                painter.setBrush(QColor(readable_on(row.color, back)))
                painter.drawPath(shape_path(row.shape, 6).translated(QPointF(16, middle)))
            else:
                pen = QPen(QColor(readable_on(row.color, back)), 2)
                if row.dashed:
                    pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.drawLine(QPointF(8, middle), QPointF(24, middle))
            painter.setPen(text)
            painter.drawText(
                QRectF(30, y, self.width() - 34, ROW), Qt.AlignmentFlag.AlignVCenter, row.text
            )
            y += ROW
        painter.restore()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        index = int((event.position().y() - TOP) // ROW)
        if not 0 <= index < len(self.rows) or self.rows[index].shape is None:
            return
        kind = self.rows[index].key
        if kind == "PAPER":
            self.model.set_filters(show_papers=not self.model.filters.show_papers)
        else:
            self.model.set_filters(types=self.model.filters.types ^ {kind})
        event.accept()


def _font() -> QFont:
    font = QFont()
    font.setPointSizeF(8.5)
    return font
