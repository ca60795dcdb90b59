"""The layout panel: spread, overlap removal on or off, community tints, re-run the layout."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QPushButton,
    QWidget,
)

from explorer.app.canvas.arrangement import MAX_SPREAD, MIN_SPREAD
from explorer.app.canvas.view import GraphView

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class LayoutPanel(QWidget):
    """Controls of the canvas's arrangement; the picture changes as they do."""

    def __init__(self, view: GraphView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        form = QFormLayout(self)
        self.spread_spin = QDoubleSpinBox(minimum=MIN_SPREAD, maximum=MAX_SPREAD, singleStep=0.25)
        self.spread_spin.setValue(view.spread)
        self.spread_spin.setToolTip(
            translate("LayoutPanel", "Room between nodes (1 is the default)")
        )
        self.spread_spin.valueChanged.connect(lambda v: view.set_layout_options(spread=v))
        form.addRow(translate("LayoutPanel", "Spread"), self.spread_spin)
        self.overlap_box = QCheckBox(translate("LayoutPanel", "Keep nodes apart"))
        self.overlap_box.setChecked(view.remove_overlaps)
        self.overlap_box.setToolTip(
            translate("LayoutPanel", "Push overlapping nodes apart after the layout")
        )
        self.overlap_box.toggled.connect(lambda on: view.set_layout_options(remove_overlaps=on))
        form.addRow(self.overlap_box)
        self.communities_box = QCheckBox(translate("LayoutPanel", "Tint communities"))
        self.communities_box.setChecked(view.tints.enabled)
        self.communities_box.setToolTip(
            translate("LayoutPanel", "Shade groups of closely linked nodes, named by their hub")
        )
        self.communities_box.toggled.connect(view.tints.set_enabled)
        form.addRow(self.communities_box)
        self.rerun_button = QPushButton(translate("LayoutPanel", "Re-run layout"))
        self.rerun_button.setToolTip(
            translate("LayoutPanel", "Lay the shown nodes out afresh (big views are cached)")
        )
        self.rerun_button.clicked.connect(view.rerun_layout)
        form.addRow(self.rerun_button)
