"""Curation actions: Edit menu entries, node right-click entries and the questions they ask.

Each action edits the concept it is given (right-click) or the selected concept (Edit
menu), asks what it needs in a plain-text dialog, and pushes one edit on the
:class:`~explorer.app.insights.curation_undo.CurationController`'s undo stack.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from explorer.app.insights.curation_undo import CurationController
from explorer.app.insights.merge_dialog import MergeDialog
from explorer.app.language import plain_label
from explorer.graph.nodes import is_concept
from explorer.printable import isolate
from explorer.state.app_state import AppState
from explorer.state.filters import CONCEPT_TYPES
from explorer.style import type_tag

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class CurationActions(QObject):
    """Undo/Redo and the five curation operations as actions of ``window``."""

    def __init__(self, window: QWidget, model: AppState, controller: CurationController):
        super().__init__(window)
        self.window_ = window
        self.model = model
        self.controller = controller
        stack = controller.stack
        self.undo = stack.createUndoAction(window, translate("CurationActions", "&Undo"))
        self.undo.setShortcuts([QKeySequence("Ctrl+Z")])
        self.redo = stack.createRedoAction(window, translate("CurationActions", "&Redo"))
        self.redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.rename = self._action(
            translate("CurationActions", "&Rename Concept…"), "F2", self.rename_concept
        )
        self.retype = self._action(
            translate("CurationActions", "Change Concept &Type…"), "Ctrl+T", self.retype_concept
        )
        self.merge = self._action(
            translate("CurationActions", "&Merge Concept Into…"), "Ctrl+M", self.merge_concept
        )
        self.hide = self._action(
            translate("CurationActions", "&Hide Concept"), "Del", self.hide_concept
        )
        self.split = self._action(
            translate("CurationActions", "&Split Alias…"), "Ctrl+Shift+L", self.split_alias
        )
        self.operations = (self.rename, self.retype, self.merge, self.hide, self.split)
        model.selectionChanged.connect(self._sync)
        model.graphChanged.connect(self._sync)
        self._sync()

    def _action(self, text: str, shortcut: str, slot) -> QAction:
        action = QAction(text, self.window_)
        action.setShortcut(QKeySequence(shortcut))
        tip = translate("CurationActions", "Curate the selected concept (undo with Ctrl+Z)")
        action.setStatusTip(tip)
        action.setToolTip(plain_label(text))
        action.triggered.connect(lambda _=False: slot())
        return action

    def _sync(self, *_: object) -> None:
        enabled = self.concept() is not None
        for action in self.operations:
            action.setEnabled(enabled)

    def concept(self, node: str | None = None) -> str | None:
        """``node``, else the selection, if it is a concept of the graph."""
        node = node or self.model.selection
        G = self.model.graph
        return node if node in G and is_concept(G, node) else None

    def _label(self, node: str) -> str:
        return str(self.model.graph.nodes[node].get("label") or node)

    # -- the operations --------------------------------------------------------------
    def rename_concept(self, node: str | None = None) -> None:
        """Ask for a new name of the concept."""
        node = self.concept(node)
        if node is None:
            return
        label = self._label(node)
        text, ok = QInputDialog.getText(
            self.window_,
            translate("CurationActions", "Rename Concept"),
            translate("CurationActions", "New name for “{name}”:").format(name=isolate(label)),
            text=label,
        )
        text = " ".join(text.split())
        if ok and text and text != label:
            self.controller.push({"op": "rename", "node": node, "label": text})

    def retype_concept(self, node: str | None = None, new_type: str | None = None) -> None:
        """Change the concept's type (asked for unless given)."""
        node = self.concept(node)
        if node is None:
            return
        current = str(self.model.graph.nodes[node].get("type", ""))
        if new_type is None:
            types = list(CONCEPT_TYPES)
            index = types.index(current) if current in types else 0
            prompt = translate("CurationActions", "Type of “{name}”:")
            prompt = prompt.format(name=isolate(self._label(node)))
            names = [type_tag(t) for t in types]
            chosen, ok = QInputDialog.getItem(
                self.window_,
                translate("CurationActions", "Change Type"),
                prompt,
                names,
                index,
                False,
            )
            if not ok:
                return
            new_type = types[names.index(chosen)] if chosen in names else chosen
        if new_type != current:
            self.controller.push({"op": "retype", "node": node, "type": new_type})

    def merge_concept(self, node: str | None = None) -> MergeDialog | None:
        """Open :class:`MergeDialog` for the concept; merge once the user picked a target.

        The dialog is window-modal but does not block (``open``), and is returned.
        """
        node = self.concept(node)
        if node is None:
            return None
        dialog = MergeDialog(self.model.graph, node, self.window_)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._merge(node, dialog.target))
        dialog.open()
        return dialog

    def _merge(self, node: str, into: str | None) -> None:
        if into is None or node not in self.model.graph or into not in self.model.graph:
            return
        was_selected = self.model.selection == node
        if self.controller.push({"op": "merge", "into": into, "node": node}) and was_selected:
            self.model.select(into)

    def hide_concept(self, node: str | None = None) -> None:
        """Remove the concept from the graph (undoable)."""
        node = self.concept(node)
        if node is not None:
            self.controller.push({"op": "hide", "node": node})

    def split_alias(self, node: str | None = None) -> None:
        """Make one of the concept's spellings a concept of its own."""
        node = self.concept(node)
        if node is None:
            return
        label = self._label(node)
        aliases = [a for a in self.model.graph.nodes[node].get("aliases") or [] if a != label]
        if not aliases:
            self.controller.failed.emit(
                translate("CurationActions", "“{name}” has no other spelling to split off").format(
                    name=label
                )
            )
            return
        prompt = translate("CurationActions", "Spelling to split from “{name}”:")
        prompt = prompt.format(name=isolate(label))
        title = translate("CurationActions", "Split Alias")
        alias, ok = QInputDialog.getItem(self.window_, title, prompt, aliases, 0, False)
        if ok and alias:
            self.controller.push({"op": "split_alias", "node": node, "alias": alias})

    # -- menus -----------------------------------------------------------------------
    def add_to_edit_menu(self, menu: QMenu) -> None:
        """Undo/Redo first, then the operations after what the menu already holds."""
        first = menu.actions()[0] if menu.actions() else None
        menu.insertAction(first, self.undo)
        menu.insertAction(first, self.redo)
        menu.insertSeparator(first)
        menu.addSeparator()
        for action in self.operations:
            menu.addAction(action)

    def add_node_entries(self, menu: QMenu, node: str) -> None:
        """Right-click entries for a concept node (nothing for papers)."""
        if self.concept(node) is None:
            return
        menu.addSeparator()
        menu.addAction(translate("CurationActions", "Rename…"), lambda: self.rename_concept(node))
        types = menu.addMenu(translate("CurationActions", "Change Type"))
        current = self.model.graph.nodes[node].get("type")
        for kind in CONCEPT_TYPES:
            action = types.addAction(
                type_tag(kind).title(), lambda k=kind: self.retype_concept(node, k)
            )
            action.setCheckable(True)
            action.setChecked(kind == current)
        menu.addAction(
            translate("CurationActions", "Merge Into…"), lambda: self.merge_concept(node)
        )
        menu.addAction(translate("CurationActions", "Split Alias…"), lambda: self.split_alias(node))
        menu.addAction(translate("CurationActions", "Hide"), lambda: self.hide_concept(node))
