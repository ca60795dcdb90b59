"""The layout panel: spread, overlap removal on or off, community tints, re-run the layout.

Its choices are kept in the settings and given back to the canvas at start, before the first
layout. The layout cache (:mod:`explorer.layouts.memory`) holds the force layout's positions
before spread and overlap removal are applied, so these choices need not be in its key: a
cached layout serves every spread.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QPushButton,
    QWidget,
)

from explorer.app import settings
from explorer.app.canvas.arrangement import MAX_SPREAD, MIN_SPREAD
from explorer.app.canvas.view import GraphView

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class LayoutPanel(QWidget):
    """Controls of the canvas's arrangement; the picture changes as they do."""

    def __init__(self, view: GraphView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        saved = settings.layout_options()
        view.spread = min(max(float(saved["spread"]), MIN_SPREAD), MAX_SPREAD)
        view.remove_overlaps = bool(saved["apart"])
        view.tints.enabled = bool(saved["tints"])
        form = QFormLayout(self)
        self.spread_spin = QDoubleSpinBox(minimum=MIN_SPREAD, maximum=MAX_SPREAD, singleStep=0.25)
        self.spread_spin.setValue(view.spread)
        self.spread_spin.setToolTip(
            translate("LayoutPanel", "Room between nodes (1 is the default)")
        )
        self.spread_spin.valueChanged.connect(self._spread_changed)
        form.addRow(translate("LayoutPanel", "Spread"), self.spread_spin)
        self.overlap_box = QCheckBox(translate("LayoutPanel", "Keep nodes apart"))
        self.overlap_box.setChecked(view.remove_overlaps)
        self.overlap_box.setToolTip(
            translate("LayoutPanel", "Push overlapping nodes apart after the layout")
        )
        self.overlap_box.toggled.connect(self._apart_changed)
        form.addRow(self.overlap_box)
        self.communities_box = QCheckBox(translate("LayoutPanel", "Tint communities"))
        self.communities_box.setChecked(view.tints.enabled)
        self.communities_box.setToolTip(
            translate("LayoutPanel", "Shade groups of closely linked nodes, named by their hub")
        )
        self.communities_box.toggled.connect(self._tints_changed)
        form.addRow(self.communities_box)
        self.rerun_button = QPushButton(translate("LayoutPanel", "Re-run layout"))
        self.rerun_button.setToolTip(
            translate("LayoutPanel", "Lay the shown nodes out afresh (big views are cached)")
        )
        self.rerun_button.clicked.connect(view.rerun_layout)
        form.addRow(self.rerun_button)

    def _spread_changed(self, spread: float) -> None:
        settings.set_layout_option("spread", spread)
        self.view.set_layout_options(spread=spread)

    def _apart_changed(self, apart: bool) -> None:
        settings.set_layout_option("apart", apart)
        self.view.set_layout_options(remove_overlaps=apart)

    def _tints_changed(self, tinted: bool) -> None:
        settings.set_layout_option("tints", tinted)
        self.view.tints.set_enabled(tinted)
        self.view.update_labels()  # community names come and go with the tints
