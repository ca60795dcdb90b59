"""The filter panel: node types, papers, minimum degree, focus depth, overview size."""

from __future__ import annotations

from PySide6.QtCore import Qt
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

from explorer.state.app_state import AppState
from explorer.state.filters import CONCEPT_TYPES
from explorer.style import node_color, plural, type_name


class FilterPanel(QWidget):
    """Widgets bound both ways to ``model.filters``."""

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        layout = QVBoxLayout(self)
        self.type_boxes: dict[str, QCheckBox] = {}
        for kind in CONCEPT_TYPES:
            box = QCheckBox(type_name(kind, 2).capitalize())
            box.setStyleSheet(f"QCheckBox {{ color: {node_color(kind)}; font-weight: 600; }}")
            box.toggled.connect(self._types_changed)
            self.type_boxes[kind] = box
            layout.addWidget(box)
        self.papers_box = QCheckBox(type_name("PAPER", 2).capitalize())
        self.papers_box.toggled.connect(lambda on: self.model.set_filters(show_papers=on))
        layout.addWidget(self.papers_box)
        form = QFormLayout()
        self.degree_spin = QSpinBox(minimum=0, maximum=999)
        self.degree_spin.setToolTip("Hide nodes with fewer links than this")
        self.degree_spin.valueChanged.connect(lambda v: self.model.set_filters(min_degree=v))
        form.addRow("Min. links", self.degree_spin)
        self.depth_spin = QSpinBox(minimum=1, maximum=4)
        self.depth_spin.setToolTip("How many steps around the focused node to show")
        self.depth_spin.valueChanged.connect(lambda v: self.model.set_filters(depth=v))
        form.addRow("Focus depth", self.depth_spin)
        layout.addLayout(form)
        self.focus_label = QLabel()
        self.focus_label.setTextFormat(Qt.TextFormat.PlainText)  # node names are corpus text
        self.focus_label.setWordWrap(True)
        layout.addWidget(self.focus_label)
        buttons = QHBoxLayout()
        self.unfocus_button = QPushButton("Show all")
        self.unfocus_button.setToolTip("Leave the focused neighbourhood")
        self.unfocus_button.clicked.connect(lambda: self.model.focus(None))
        self.more_button = QPushButton("Show more")
        self.more_button.setToolTip("Show twice as many of the most connected nodes")
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

    def _types_changed(self) -> None:
        types = frozenset(k for k, box in self.type_boxes.items() if box.isChecked())
        self.model.set_filters(types=types)

    def sync(self) -> None:
        """Show the model's filters (without echoing changes back to it)."""
        filters = self.model.filters
        widgets = [*self.type_boxes.values(), self.papers_box, self.degree_spin, self.depth_spin]
        for widget in widgets:
            widget.blockSignals(True)
        for kind, box in self.type_boxes.items():
            box.setChecked(kind in filters.types)
        self.papers_box.setChecked(filters.show_papers)
        self.degree_spin.setValue(filters.min_degree)
        self.depth_spin.setValue(filters.depth)
        for widget in widgets:
            widget.blockSignals(False)
        graph = self.model.graph
        if filters.focus is not None and filters.focus in graph:
            name = graph.nodes[filters.focus].get("label") or filters.focus
            self.focus_label.setText(f"Focused on: {name}")
        else:
            self.focus_label.setText("Whole graph (double-click a node to focus)")
        self.unfocus_button.setEnabled(filters.focus is not None)
        shown = self.model.view_graph.number_of_nodes()
        total = graph.number_of_nodes()
        self.count_label.setText(f"Showing {shown:,} of {plural(total, ('node', 'nodes'))}")
        self.more_button.setEnabled(bool(self.model.view_graph.graph.get("truncated")))
