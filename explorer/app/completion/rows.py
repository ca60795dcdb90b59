"""The rows of the search popup: ranked hits, each with its type and paper count.

:class:`HitModel` holds the hits :func:`explorer.graph.search_rank.rank` returned for the
text typed so far (already in order: the completer must not filter or sort them);
:class:`HitDelegate` draws a row as the name on the left ("FlashAttention2 →
FlashAttention-2" for an alias) and "METHOD · 12 papers" in a muted colour on the right.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from explorer.graph.search_rank import Hit, count_text, describe
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.printable import isolate

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

NODE_ROLE = Qt.ItemDataRole.UserRole
COUNT_ROLE = Qt.ItemDataRole.UserRole + 1
#: What the completer writes into the box for a row: the node's own label.
LABEL_ROLE = Qt.ItemDataRole.UserRole + 2

_Index = QModelIndex | QPersistentModelIndex
#: How a hit matched (in the order of ``search_rank.QUALITY_NAMES``), as the tooltip says it.
MATCH_NAMES = (
    QT_TRANSLATE_NOOP("HitModel", "exact match"),
    QT_TRANSLATE_NOOP("HitModel", "prefix match"),
    QT_TRANSLATE_NOOP("HitModel", "word prefix match"),
    QT_TRANSLATE_NOOP("HitModel", "substring match"),
    QT_TRANSLATE_NOOP("HitModel", "close spelling match"),
)


class HitModel(QAbstractListModel):
    """A list model of :class:`~explorer.graph.search_rank.Hit` rows."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.hits: list[Hit] = []

    def set_hits(self, hits: list[Hit]) -> None:
        """Show ``hits`` in this order."""
        self.beginResetModel()
        self.hits = list(hits)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.hits)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.hits):
            return None
        hit = self.hits[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return isolate(describe(hit))
        if role == NODE_ROLE:
            return hit.node
        if role == COUNT_ROLE:
            return count_text(hit)
        if role == LABEL_ROLE:
            return hit.label
        if role == Qt.ItemDataRole.ToolTipRole:
            match = translate("HitModel", MATCH_NAMES[hit.quality])
            return f"{describe(hit)}\n{count_text(hit)} · {match}"
        return None


class HitDelegate(QStyledItemDelegate):
    """Name on the left, elided; type and count right-aligned in the muted text colour."""

    def paint(self, painter, option: QStyleOptionViewItem, index: _Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        count = str(index.data(COUNT_ROLE) or "")
        name = opt.text
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        palette = opt.palette
        rect = opt.rect.adjusted(6, 0, -6, 0)
        metrics = opt.fontMetrics
        count_width = metrics.horizontalAdvance(count) + 12
        painter.save()
        group = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.setPen(palette.color(group))
        name_rect = rect.adjusted(0, 0, -count_width, 0)
        elided = metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_rect.width())
        align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.drawText(name_rect, align, elided)
        muted = palette.color(group if selected else QPalette.ColorRole.PlaceholderText)
        painter.setPen(muted)
        painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, count)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:  # noqa: N802
        size = super().sizeHint(option, index)
        return QSize(size.width() + 120, max(size.height(), option.fontMetrics.height() + 8))
