"""The filter panel: node types, papers, concept families and catch-alls, minimum degree,
focus depth, years, overview size."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from explorer.app.canvas.style import readable_on
from explorer.app.window.year_filter import YearRange
from explorer.state.app_state import AppState
from explorer.state.filters import CONCEPT_TYPES
from explorer.style import NODE_WORDS, node_color, plural, type_name

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class FilterPanel(QWidget):
    """Widgets bound both ways to ``model.filters``."""

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        layout = QVBoxLayout(self)
        self.type_boxes: dict[str, QCheckBox] = {}
        for kind in CONCEPT_TYPES:
            box = QCheckBox(type_name(kind, 2).capitalize())
            box.toggled.connect(self._types_changed)
            self.type_boxes[kind] = box
            layout.addWidget(box)
        self.papers_box = QCheckBox(type_name("PAPER", 2).capitalize())
        self.papers_box.toggled.connect(lambda on: self.model.set_filters(show_papers=on))
        layout.addWidget(self.papers_box)
        self.family_box = QCheckBox(translate("FilterPanel", "Group by family"))
        self.family_box.setToolTip(
            translate(
                "FilterPanel",
                "Show each concept as its family: LLaMA-2-7B and LLaMA-2-13B as LLaMA"
                " (also in the gap matrix and the claims table)",
            )
        )
        self.family_box.toggled.connect(lambda on: self.model.set_filters(group_by_family=on))
        layout.addWidget(self.family_box)
        self.generic_box = QCheckBox(translate("FilterPanel", "Show generic concepts"))
        self.generic_box.setToolTip(
            translate(
                "FilterPanel",
                "Show catch-all concepts such as “neural network” in the overview"
                " (a focused neighbourhood always shows them; search always finds them)",
            )
        )
        self.generic_box.toggled.connect(lambda on: self.model.set_filters(include_generic=on))
        layout.addWidget(self.generic_box)
        form = QFormLayout()
        self.degree_spin = QSpinBox(minimum=0, maximum=999)
        self.degree_spin.setToolTip(
            translate("FilterPanel", "Hide nodes with fewer links than this")
        )
        self.degree_spin.valueChanged.connect(lambda v: self.model.set_filters(min_degree=v))
        form.addRow(translate("FilterPanel", "Min. links"), self.degree_spin)
        self.depth_spin = QSpinBox(minimum=1, maximum=4)
        self.depth_spin.setToolTip(
            translate("FilterPanel", "How many steps around the focused node to show")
        )
        self.depth_spin.valueChanged.connect(lambda v: self.model.set_filters(depth=v))
        form.addRow(translate("FilterPanel", "Focus depth"), self.depth_spin)
        self.year_range = YearRange(model)
        form.addRow(self.year_range)
        layout.addLayout(form)
        self.focus_label = QLabel()
        self.focus_label.setTextFormat(Qt.TextFormat.PlainText)  # node names are corpus text
        self.focus_label.setWordWrap(True)
        layout.addWidget(self.focus_label)
        buttons = QHBoxLayout()
        self.unfocus_button = QPushButton(translate("FilterPanel", "Leave focus"))
        self.unfocus_button.setToolTip(translate("FilterPanel", "Leave the focused neighbourhood"))
        self.unfocus_button.clicked.connect(lambda: self.model.focus(None))
        self.more_button = QPushButton(translate("FilterPanel", "Show more"))
        self.more_button.setToolTip(
            translate("FilterPanel", "Show twice as many of the most connected nodes")
        )
        self.more_button.clicked.connect(self.model.show_more)
        buttons.addWidget(self.unfocus_button)
        buttons.addWidget(self.more_button)
        layout.addLayout(buttons)
        self.count_label = QLabel()
        self.count_label.setWordWrap(True)
        layout.addWidget(self.count_label)
        layout.addStretch(1)
        model.filtersChanged.connect(self.sync)
        model.viewChanged.connect(self.sync)
        self.sync()
        self.set_dark(False)

    def set_dark(self, dark: bool) -> None:
        """Colour the type boxes for the palette (set again: a style sheet keeps its palette)."""
        window = QColor("#2b2f35") if dark else self.palette().color(QPalette.ColorRole.Window)
        for kind, box in self.type_boxes.items():
            color = readable_on(node_color(kind), window)
            box.setStyleSheet(f"QCheckBox {{ color: {color}; font-weight: 600; }}")

    def _types_changed(self) -> None:
        types = frozenset(k for k, box in self.type_boxes.items() if box.isChecked())
        self.model.set_filters(types=types)

    def sync(self) -> None:
        """Show the model's filters (without echoing changes back to it)."""
        filters = self.model.filters
        widgets = [*self.type_boxes.values(), self.papers_box, self.family_box, self.generic_box]
        widgets += [self.degree_spin, self.depth_spin]
        for widget in widgets:
            widget.blockSignals(True)
        for kind, box in self.type_boxes.items():
            box.setChecked(kind in filters.types)
        self.papers_box.setChecked(filters.show_papers)
        self.family_box.setChecked(filters.group_by_family)
        self.generic_box.setChecked(filters.include_generic)
        self.degree_spin.setValue(filters.min_degree)
        self.depth_spin.setValue(filters.depth)
        for widget in widgets:
            widget.blockSignals(False)
        graph = self.model.graph
        if filters.focus is not None and filters.focus in graph:
            name = graph.nodes[filters.focus].get("label") or filters.focus
            self.focus_label.setText(
                translate("FilterPanel", "Focused on: {name}").format(name=name)
            )
        else:
            self.focus_label.setText(
                translate("FilterPanel", "Whole graph (double-click a node to focus)")
            )
        self.unfocus_button.setEnabled(filters.focus is not None)
        shown = self.model.view_graph.number_of_nodes()
        total = graph.number_of_nodes()
        showing = translate("FilterPanel", "Showing {shown} of {total}")
        self.count_label.setText(
            showing.format(shown=f"{shown:,}", total=plural(total, NODE_WORDS))
        )
        self.more_button.setEnabled(bool(self.model.view_graph.graph.get("truncated")))
