"""The year-range filter of the filter panel: show only the papers of some years.

A check box turns the range on; two spin boxes set its first and last year, bounded by the
years of the corpus. The range is ``model.filters.years`` (see
:class:`explorer.state.filters.ViewFilters`), so it works with every other filter. A corpus
whose papers have no year disables it, and its tooltip says why.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.state.app_state import AppState
from explorer.trends.periods import NO_YEARS, paper_periods

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

ON_TOOLTIP = QT_TRANSLATE_NOOP(
    "YearRange", "Show only the papers of these years and the concepts they name"
)


class YearRange(QWidget):
    """``[x] Years [from] – [to]``, bound both ways to ``model.filters.years``."""

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.years: tuple[int, ...] = ()
        self.enabled_box = QCheckBox(translate("YearRange", "Years"))
        self.first_spin = QSpinBox()
        self.last_spin = QSpinBox()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.enabled_box)
        row.addWidget(self.first_spin)
        row.addWidget(QLabel("–"))
        row.addWidget(self.last_spin)
        row.addStretch(1)
        self.enabled_box.toggled.connect(self._changed)
        self.first_spin.valueChanged.connect(self._changed)
        self.last_spin.valueChanged.connect(self._changed)
        model.graphChanged.connect(self._graph_changed)
        model.filtersChanged.connect(self.sync)
        self._graph_changed()

    def _graph_changed(self) -> None:
        """Bound the spin boxes by the corpus years; without any, disable and say why."""
        self.years = paper_periods(self.model.graph).years
        has_years = bool(self.years)
        self.setEnabled(has_years)
        if has_years:
            self.setToolTip(translate("YearRange", ON_TOOLTIP))
        elif self.model.graph.number_of_nodes():
            self.setToolTip(translate("Trends", NO_YEARS))
        else:
            self.setToolTip(translate("YearRange", "Open a corpus to filter its papers by year"))
        for spin in (self.first_spin, self.last_spin):
            spin.blockSignals(True)
            spin.setRange(self.years[0] if has_years else 0, self.years[-1] if has_years else 0)
        self.first_spin.setValue(self.years[0] if has_years else 0)
        self.last_spin.setValue(self.years[-1] if has_years else 0)
        for spin in (self.first_spin, self.last_spin):
            spin.blockSignals(False)
        if not has_years and self.model.filters.years is not None:
            self.model.set_filters(years=None)  # a range means nothing in this corpus
        self.sync()

    def _changed(self, *_: object) -> None:
        if not self.enabled_box.isChecked() or not self.years:
            self.model.set_filters(years=None)
            return
        first, last = self.first_spin.value(), self.last_spin.value()
        self.model.set_filters(years=(min(first, last), max(first, last)))

    def set_range(self, first: int, last: int) -> None:
        """Show only ``first``..``last`` (as a user setting the boxes would)."""
        self.first_spin.setValue(first)
        self.last_spin.setValue(last)
        self.enabled_box.setChecked(True)
        self._changed()

    def sync(self) -> None:
        """Show the model's range (without echoing changes back to it)."""
        years = self.model.filters.years
        widgets = (self.enabled_box, self.first_spin, self.last_spin)
        for widget in widgets:
            widget.blockSignals(True)
        self.enabled_box.setChecked(years is not None)
        if years is not None:
            self.first_spin.setValue(years[0])
            self.last_spin.setValue(years[1])
        for widget in widgets:
            widget.blockSignals(False)
