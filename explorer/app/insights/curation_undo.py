"""Curation in the app: every edit on a QUndoStack, replayed exactly on the graph as loaded.

The controller keeps the graph the loader produced (``pristine``) untouched. The applied
edits are the commands below the stack's index; whenever the index moves (a new edit,
Ctrl+Z, Ctrl+Shift+Z) they are replayed with :func:`explorer.curation.apply_edits` on a
copy of ``pristine`` and the result goes to ``AppState.update_graph``, whose
``graphChanged`` redraws the canvas and the detail pane. The applied edits are saved
after every change in a per-corpus file (see :mod:`explorer.insights.curation_store`),
and reapplied whenever that corpus is loaded again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import networkx as nx
from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from explorer.app import settings
from explorer.curation import apply_edit, validate_edit
from explorer.curation_file import load_edits, save_edits
from explorer.errors import ExplorerError
from explorer.i18n.system_text import os_problem
from explorer.insights.curation_store import copy_for_edits, edits_file, replay
from explorer.state.app_state import AppState

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

Edit = dict[str, Any]


class EditCommand(QUndoCommand):
    """One undo step: one or more edits (an import is one step). The stack's index, not
    ``redo``/``undo``, drives the replay."""

    def __init__(self, edits: list[Edit], text: str) -> None:
        super().__init__(text)
        self.edits = list(edits)


def edits_directory() -> Path:
    """Where per-corpus edits live: ``edits/`` beside the settings file."""
    return Path(settings.app_settings().fileName()).parent / "edits"


def describe(G: nx.Graph, edit: Edit) -> str:
    """A short text for the Undo/Redo menu entries, e.g. ``Rename “LoRA”``."""

    def name(node: str) -> str:
        return str(G.nodes[node].get("label") or node) if node in G else node

    op = edit.get("op")
    node = name(str(edit.get("node", "")))
    texts = {
        "merge": translate("CurationUndo", "Merge “{node}” into “{into}”"),
        "rename": translate("CurationUndo", "Rename “{node}”"),
        "retype": translate("CurationUndo", "Change type of “{node}”"),
        "hide": translate("CurationUndo", "Hide “{node}”"),
        "split_alias": translate("CurationUndo", "Split “{alias}” from “{node}”"),
    }
    if str(op) not in texts:
        return str(op)
    into, alias = name(str(edit.get("into", ""))), str(edit.get("alias", ""))
    return texts[str(op)].format(node=node, into=into, alias=alias)


class CurationController(QObject):
    """Owns the undo stack, the pristine graph and the per-corpus edits file."""

    warned = Signal(str)  # one line for the status bar
    failed = Signal(str)  # an edit or a file that could not be used
    editsChanged = Signal()

    def __init__(self, model: AppState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.stack = QUndoStack(self)
        self.pristine: nx.Graph | None = None
        self.store: Path | None = None
        self._next: nx.Graph | None = None  # the graph a push has already computed
        self._quiet = False
        self.stack.indexChanged.connect(self._on_index)

    # -- loading -----------------------------------------------------------------
    def on_loaded(
        self, graph: nx.Graph, paths: list[str], edits: list[Edit] | None = None
    ) -> nx.Graph:
        """Take a freshly loaded graph; return it with this corpus's stored edits applied,
        or with ``edits`` instead when given (a saved view's: they are stored at the next
        change, like any edit)."""
        self.pristine = graph
        self._quiet = True
        self.stack.clear()
        self._quiet = False
        try:
            self.store = edits_file(edits_directory(), paths)
        except OSError:  # an unreadable corpus file cannot be keyed: keep edits for the session
            self.store = None
        stored = self._read_store() if edits is None else list(edits)
        if not stored:
            self.editsChanged.emit()
            return graph
        edited, warnings = replay(graph, stored)
        for message in warnings:
            self.warned.emit(f"{self.store}: {message}")
        count = len(stored)
        self._push_quietly(
            EditCommand(stored, translate("CurationUndo", "%Ln saved edits", "", count))
        )
        self.editsChanged.emit()
        return edited

    def _read_store(self) -> list[Edit]:
        if self.store is None or not self.store.exists():
            return []
        try:
            return load_edits(self.store)
        except ExplorerError as err:
            self.warned.emit(
                translate("CurationUndo", "saved edits ignored: {error}").format(error=err)
            )
            return []

    # -- edits ---------------------------------------------------------------------
    def applied(self) -> list[Edit]:
        """The edits in effect, oldest first."""
        return [e for i in range(self.stack.index()) for e in self.stack.command(i).edits]

    def push(self, edit: Edit) -> bool:
        """Apply ``edit`` as a new undo step; False (and ``failed``) if it cannot apply."""
        if self.pristine is None:
            self.failed.emit(translate("CurationUndo", "open a corpus before editing it"))
            return False
        try:
            validate_edit(edit)
        except ValueError as err:
            self.failed.emit(str(err))
            return False
        G = copy_for_edits(self.model.graph)
        reason = apply_edit(G, edit)
        if reason is not None:
            self.failed.emit(reason)
            return False
        self._next = G
        self.stack.push(EditCommand([edit], describe(self.model.graph, edit)))
        return True

    def import_edits(self, path: str | Path) -> int:
        """Apply the edits of a shared file not already in effect, as one undo step.

        Returns how many were applied; edits that do not fit this graph are reported.
        """
        try:
            incoming = load_edits(path)
        except ExplorerError as err:
            self.failed.emit(str(err))
            return 0
        if self.pristine is None:
            self.failed.emit(translate("CurationUndo", "open a corpus before importing edits"))
            return 0
        applied = self.applied()
        G, _ = replay(self.pristine, applied)
        accepted, skipped = [], 0
        for edit in incoming:
            if edit in applied or apply_edit(G, edit) is not None:
                skipped += 1
                continue
            accepted.append(edit)
        count = len(accepted)
        if accepted:
            self._next = G
            text = translate("CurationUndo", "Import %Ln edits", "", count)
            self.stack.push(EditCommand(accepted, text))
        message = translate("CurationUndo", "Imported %Ln edits from {name}", "", count)
        message = message.format(name=Path(path).name)
        if skipped:
            message += translate("CurationUndo", "; {skipped} skipped").format(skipped=skipped)
        self.warned.emit(message)
        return len(accepted)

    def export_edits(self, path: str | Path) -> None:
        """Write the edits in effect to ``path`` (atomically); raises OSError."""
        save_edits(path, self.applied())

    # -- replay --------------------------------------------------------------------
    def _push_quietly(self, command: EditCommand) -> None:
        self._quiet = True
        try:
            self.stack.push(command)
        finally:
            self._quiet = False

    def _on_index(self, _index: int) -> None:
        if self._quiet or self.pristine is None:
            return
        graph, self._next = self._next, None
        if graph is None:
            graph, warnings = replay(self.pristine, self.applied())
            for message in warnings:
                self.warned.emit(message)
        self.model.update_graph(graph)
        self._save()
        self.editsChanged.emit()

    def _save(self) -> None:
        if self.store is None:
            return
        try:
            save_edits(self.store, self.applied())
        except OSError as err:
            self.warned.emit(
                translate("CurationUndo", "cannot save edits to {path}: {error}").format(
                    path=self.store, error=os_problem(err)
                )
            )
