"""The merge dialog: which concept a concept is merged into, chosen on purpose.

It starts empty. Typing ranks the other concepts (:class:`RankedCompleter`: type and paper
count in each row, none highlighted); OK or Enter accepts only a concept the user picked
from the list or typed in full (a label or alias, case and spacing ignored). Enter on a
half-typed name closes the list instead of merging into whatever came first.
"""

from __future__ import annotations

import networkx as nx
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QLineEdit, QWidget

from explorer.app.completion.ranked import RankedCompleter
from explorer.graph.nodes import is_concept
from explorer.graph.search import resolve_node
from explorer.graph.search_rank import SearchIndex
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.printable import isolate

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

PROMPT = QT_TRANSLATE_NOOP(
    "MergeDialog", "Merge “{}” into (type to find a concept, pick it from the list):"
)
NOT_CHOSEN = QT_TRANSLATE_NOOP(
    "MergeDialog", "Pick a concept from the list, or type its full name."
)


class MergeDialog(QInputDialog):
    """Asks for the concept ``node`` of ``G`` is merged into; :attr:`target` once accepted."""

    def __init__(self, G: nx.Graph, node: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.G, self.node = G, node
        self.target: str | None = None
        self._picked: tuple[str, str] | None = None  # (node, the label written for it)
        label = str(G.nodes[node].get("label") or node)
        self.prompt = translate("MergeDialog", PROMPT).format(isolate(label))
        self.setWindowTitle(translate("MergeDialog", "Merge Concept"))
        self.setInputMode(QInputDialog.InputMode.TextInput)
        self.setLabelText(self.prompt)
        self.setTextValue("")
        self.line_edit = self.findChild(QLineEdit)
        self.line_edit.setPlaceholderText(translate("MergeDialog", "concept name"))
        self.ranked = RankedCompleter(
            self.line_edit, keep=lambda hit: hit.type != "PAPER" and hit.node != node
        )
        self.ranked.set_index(SearchIndex.build(G))
        self.ranked.chosen.connect(self._pick)
        self.resize(520, self.sizeHint().height())

    def _pick(self, target: str) -> None:
        self._picked = (target, self.textValue())
        self.setLabelText(self.prompt)

    def chosen(self) -> str | None:
        """The concept the text names: the picked row, else an exact label or alias."""
        text = self.textValue()
        if self._picked and self._picked[1] == text:
            return self._picked[0]
        if not text.strip():
            return None
        try:
            found = resolve_node(self.G, text)
        except KeyError:
            return None
        return found if found != self.node and is_concept(self.G, found) else None

    def accept(self) -> None:
        """Close only with a concept chosen on purpose; otherwise say what to do."""
        self.target = self.chosen()
        if self.target is None:
            self.setLabelText(self.prompt + "\n" + translate("MergeDialog", NOT_CHOSEN))
            self.ranked.update_hits(self.textValue())
            return
        super().accept()
