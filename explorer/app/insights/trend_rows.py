"""The rows of the Trends dock: rising, fading, new and bursting concepts, each with a sparkline.

:class:`TrendTableModel` holds one row per concept that a list of the trend report names (a
concept both rising and bursting is one row saying both); :class:`SparklineDelegate` draws a
row's shares of papers per year as a small line, scaled to the row's own highest share, so
the shape is what a glance reads and the "Late share" column gives the size.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.printable import isolate
from explorer.style import node_color, type_tag
from explorer.trends.report import TrendReport, TrendRow

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

#: How many concepts each list of the report contributes to the dock.
PER_LIST = 50
#: Which lists the dock can show; the combo box offers them in this order.
LISTS = ("all", "rising", "fading", "new", "bursting")
COLUMNS = (
    QT_TRANSLATE_NOOP("TrendTable", "Concept"),
    QT_TRANSLATE_NOOP("TrendTable", "Type"),
    QT_TRANSLATE_NOOP("TrendTable", "Trend"),
    QT_TRANSLATE_NOOP("TrendTable", "Papers"),
    QT_TRANSLATE_NOOP("TrendTable", "Change"),
    QT_TRANSLATE_NOOP("TrendTable", "Late share"),
    QT_TRANSLATE_NOOP("TrendTable", "Shares per year"),
)
SPARK_COLUMN = COLUMNS.index("Shares per year")
#: The tags of the Trend column, as the table writes them.
TAG_NAMES = {
    "rising": QT_TRANSLATE_NOOP("TrendTable", "rising"),
    "fading": QT_TRANSLATE_NOOP("TrendTable", "fading"),
    "new": QT_TRANSLATE_NOOP("TrendTable", "new"),
    "bursting": QT_TRANSLATE_NOOP("TrendTable", "bursting"),
}
#: The role every column sorts by (numbers as numbers).
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The role holding a row's node id.
NODE_ROLE = Qt.ItemDataRole.UserRole + 2


def trend_tags(report: TrendReport, per_list: int = PER_LIST) -> dict[str, list[str]]:
    """For each concept in any list of ``report``, the lists naming it, in :data:`LISTS` order."""
    tags: dict[str, list[str]] = {}
    lists = {
        "rising": report.rising(per_list),
        "fading": report.fading(per_list),
        "new": report.new(per_list),
        "bursting": report.bursting(per_list),
    }
    for name, rows in lists.items():
        for row in rows:
            tags.setdefault(row.node, []).append(name)
    return tags


def _tag_text(tag: str, row: TrendRow, report: TrendReport) -> str:
    if tag == "new":
        return translate("TrendTable", "new in {year}").format(year=report.new_year)
    if tag == "bursting" and row.burst_years is not None:
        first, last = row.burst_years
        if first == last:
            return translate("TrendTable", "burst {year}").format(year=first)
        return translate("TrendTable", "burst {first}–{last}").format(first=first, last=last)
    return translate("TrendTable", TAG_NAMES[tag]) if tag in TAG_NAMES else tag


class TrendTableModel(QAbstractTableModel):
    """The concepts of one list of a report (or of all of them), sortable by every column."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.report: TrendReport | None = None
        self.rows: list[TrendRow] = []
        self.tags: dict[str, list[str]] = {}

    def set_report(self, report: TrendReport | None, which: str = "all") -> None:
        """Show the concepts of list ``which`` (one of :data:`LISTS`) of ``report``."""
        self.beginResetModel()
        self.report = report
        self.tags = trend_tags(report) if report is not None else {}
        rows = [report.row(n) for n in self.tags] if report is not None else []
        self.rows = [r for r in rows if which == "all" or which in self.tags[r.node]]
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | None = None) -> int:  # noqa: N802 (Qt override)
        return 0 if parent is not None and parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | None = None) -> int:  # noqa: N802 (Qt override)
        return 0 if parent is not None and parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("TrendTable", COLUMNS[section])
        if role == Qt.ItemDataRole.ToolTipRole and self.report is not None:
            late = ", ".join(map(str, self.report.late))
            early = ", ".join(map(str, self.report.early))
            if section == 4:
                return translate(
                    "TrendTable",
                    "Share of papers in {late} minus the share in {early}, in percentage points",
                ).format(late=late, early=early)
            if section == 5:
                return translate("TrendTable", "Share of papers in {late}").format(late=late)
            return None
        return None

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self.report is None:
            return None
        row, column = self.rows[index.row()], index.column()
        if role == NODE_ROLE:
            return row.node
        if role == SORT_ROLE:
            return self._sort_key(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.ForegroundRole and column == 1:
            return QColor(node_color(row.type))
        if role == Qt.ItemDataRole.ToolTipRole and column == SPARK_COLUMN:
            return "  ".join(
                f"{y}: {100 * s:.1f}%" for y, s in zip(self.report.years, row.shares, strict=True)
            )
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (3, 4, 5):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _text(self, row: TrendRow, column: int) -> str | None:
        if column == 0:
            return isolate(row.label)  # corpus text: keep its direction to itself
        if column == 1:
            return type_tag(row.type).title()
        if column == 2:
            return ", ".join(_tag_text(t, row, self.report) for t in self.tags[row.node])
        if column == 3:
            return f"{row.papers:,}"
        if column == 4:
            return translate("TrendTable", "{change} pp").format(change=f"{100 * row.change:+.1f}")
        if column == 5:
            return f"{100 * row.late_share:.1f}%"
        return None

    def _sort_key(self, row: TrendRow, column: int):
        keys = (
            row.label.lower(),
            row.type,
            self._text(row, 2),
            row.papers,
            row.change,
            row.late_share,
            row.burst,
        )
        return keys[column]


class SparklineDelegate(QStyledItemDelegate):
    """Paints the shares of a row as a line over the years (the highest share at the top)."""

    def __init__(self, table: TrendTableModel, parent=None) -> None:
        super().__init__(parent)
        self.table = table

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        node = index.data(NODE_ROLE)
        report = self.table.report
        if node is None or report is None:
            super().paint(painter, option, index)
            return
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(option.rect, option.palette.highlight())
        shares = report.row(node).shares
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(node_color(report.row(node).type)), 1.6))
        painter.drawPolyline(sparkline_points(shares, QRectF(option.rect).adjusted(4, 4, -4, -4)))
        painter.restore()


def sparkline_points(shares: tuple[float, ...], rect: QRectF) -> QPolygonF:
    """The points of a sparkline of ``shares`` in ``rect``: the highest share touches the top."""
    peak = max(shares, default=0.0) or 1.0
    step = rect.width() / max(len(shares) - 1, 1)
    return QPolygonF(
        [
            QPointF(rect.left() + i * step, rect.bottom() - rect.height() * s / peak)
            for i, s in enumerate(shares)
        ]
    )
