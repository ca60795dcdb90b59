"""The "Why connected?" dock: pick two nodes, read the paths between them step by step.

Each end is picked by typing a name (ranked like the search box) or by taking the
current selection; Path mode (clicking two nodes on the canvas) fills the same pickers.
The paths are the state's (:meth:`explorer.state.app_state.AppState.set_path`, answered by
:func:`explorer.graph.paths.why_connected`); the page listing them is
:func:`explorer.render.path_html.paths_html`. The canvas frames and lights the path shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QUrl, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from explorer.app.completion.ranked import RankedCompleter
from explorer.app.window.search import SearchBox
from explorer.app.window.side_docks import add_side_dock, open_side_dock
from explorer.graph.nodes import node_label
from explorer.graph.search import lookup
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.render.links import node_from_href
from explorer.render.path_html import path_from_href, paths_html
from explorer.state.app_state import AppState

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

STYLE_SHEET = "h3 { margin-top: 10px; margin-bottom: 2px; } span.evidence { color: %s; }"
#: Width the dock takes when Path mode opens it (evidence sentences need room).
DOCK_WIDTH = 380
HINT = QT_TRANSLATE_NOOP(
    "WhyPanel",
    "Pick two nodes (type a name or use the selection), or click two nodes in Path mode.",
)


class NodePicker(QWidget):
    """A name box with completion and a button that takes the model's selection."""

    picked = Signal()

    def __init__(
        self,
        model: AppState,
        search: SearchBox,
        resolve: Callable[[str], str | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.resolve = resolve
        self.node: str | None = None
        self.edit = QLineEdit(self)
        self.edit.setPlaceholderText(translate("WhyPanel", "Paper or concept…"))
        self.edit.setClearButtonEnabled(True)
        # Connected before the completer's own slot, so each edit ranks over the current index.
        self.edit.textEdited.connect(lambda _text: self._follow_index(search))
        self.ranked = RankedCompleter(self.edit)
        self.ranked.chosen.connect(self.set_node)
        self.use_selection = QPushButton(translate("WhyPanel", "Use Selection"), self)
        self.use_selection.clicked.connect(lambda: self.set_node(model.selection))
        self.edit.textEdited.connect(self._forget)
        self.edit.returnPressed.connect(self._typed)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit, 1)
        row.addWidget(self.use_selection)

    def set_node(self, node: str | None) -> None:
        """Show ``node``'s name (None clears)."""
        if node is not None and node not in self.model.graph:
            return
        self.node = node
        self.edit.setText(node_label(self.model.graph, node) if node else "")
        self.picked.emit()

    def _forget(self, *_: object) -> None:
        self.node = None

    def _typed(self, *_: object) -> None:
        if self.ranked.highlighted_node() is None:  # else the completer's chosen() sets it
            self.set_node(self.resolve(self.edit.text()))

    def _follow_index(self, search: SearchBox) -> None:
        if self.ranked.index is not search.index:
            self.ranked.set_index(search.index)


class WhyPanel(QWidget):
    """Two pickers, a Find button, and the paths found with the evidence of every step."""

    def __init__(self, model: AppState, search: SearchBox, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.dark = False

        def resolve(text: str) -> str | None:
            if text in model.graph:
                return text
            hits = search.ranked.ranked(text, 1)  # the search box's best hit
            return hits[0].node if hits else lookup(model.graph, text)

        self.source = NodePicker(model, search, resolve, self)
        self.target = NodePicker(model, search, resolve, self)
        self.find_button = QPushButton(translate("WhyPanel", "Find Paths"), self)
        self.find_button.clicked.connect(self.find)
        self.clear_button = QPushButton(translate("WhyPanel", "Clear"), self)
        self.clear_button.clicked.connect(lambda: model.set_path_mode(False))
        self.result = QTextBrowser(self)
        self.result.setOpenLinks(False)
        self.result.anchorClicked.connect(self.follow_link)
        form = QFormLayout()
        form.addRow(translate("WhyPanel", "From"), self.source)
        form.addRow(translate("WhyPanel", "To"), self.target)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.clear_button)
        buttons.addWidget(self.find_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.result, 1)
        self.source.picked.connect(self._find_when_both)
        self.target.picked.connect(self._find_when_both)
        model.pathChanged.connect(self.refresh)
        model.graphChanged.connect(self.refresh)
        self.set_dark(False)

    def set_dark(self, dark: bool) -> None:
        """Muted evidence colour for the palette."""
        self.dark = dark
        self.result.document().setDefaultStyleSheet(
            STYLE_SHEET % ("#9aa4ad" if dark else "#5b6770")
        )
        self.refresh()

    def find(self) -> bool:
        """Find the paths between the two picked nodes; False (and a hint) if one is missing."""
        for picker in (self.source, self.target):
            if picker.node is None and picker.edit.text().strip():
                picker._typed()
        if self.source.node is None or self.target.node is None:
            self.result.setPlainText(translate("WhyPanel", HINT))
            return False
        self.model.set_path(self.source.node, self.target.node)
        return True

    def _find_when_both(self) -> None:
        if self.source.node is not None and self.target.node is not None:
            self.find()

    def refresh(self, *_: object) -> None:
        """Show the model's path ends in the pickers and its paths in the page."""
        model = self.model
        ends = model.path_ends
        for picker, node in zip((self.source, self.target), ends, strict=False):
            if picker.node != node:
                picker.node = node
                picker.edit.setText(node_label(model.graph, node))
        if len(ends) < 2:
            hint = translate("WhyPanel", HINT) if not ends else None
            self.result.setPlainText(hint or translate("WhyPanel", "Now pick the other end."))
            return
        if model.paths_pending():
            self.result.setPlainText(translate("WhyPanel", "Finding paths…"))
            return
        self.result.setHtml(paths_html(model.graph, model.paths, model.path, self.dark))

    def follow_link(self, url: QUrl) -> None:
        """A node link selects the node; a ``path:`` link shows that path."""
        href = url.toString(QUrl.ComponentFormattingOption.FullyEncoded)
        index = path_from_href(href)
        if index is not None:
            self.model.show_path(index)
        elif (node := node_from_href(href)) is not None:
            self.model.select(node)


def install(
    window: QMainWindow, model: AppState, search: SearchBox, beside: QDockWidget
) -> QDockWidget:
    """Add the hidden "Why connected?" dock under ``beside``; Path mode opens it."""
    title = translate("WhyPanel", "Why Connected?")
    dock = add_side_dock(window, title, "why_connected", WhyPanel(model, search), beside)

    def on_path() -> None:
        if model.path_mode and not dock.isVisible():
            open_side_dock(window, dock, beside, DOCK_WIDTH)

    model.pathChanged.connect(on_path)
    return dock
