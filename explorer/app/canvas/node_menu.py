"""The right-click menu of a node on the canvas."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu, QWidget

from explorer.app.canvas.items import NodeItem
from explorer.state.app_state import AppState

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class MenuHost(Protocol):
    """The canvas a node menu opens on (a widget): its model and its window's curation."""

    model: AppState

    def window(self) -> QWidget: ...

    def node_double_clicked(self, node: str) -> None: ...


def node_menu(view: MenuHost, item: NodeItem) -> QMenu:
    """Select, focus, start a path from, show similar papers of, or copy the name of a node."""
    node, model = item.node, view.model
    menu = QMenu(view)
    menu.addAction(translate("NodeMenu", "Select"), lambda: model.select(node))
    menu.addAction(
        translate("NodeMenu", "Focus on Neighbourhood"), lambda: view.node_double_clicked(node)
    )
    menu.addAction(
        translate("NodeMenu", "Why Connected? From Here…"), lambda: model.start_path_from(node)
    )
    if model.graph.nodes[node].get("kind") == "paper":
        menu.addAction(translate("NodeMenu", "Similar Papers"), lambda: model.show_similar(node))
    name = str(model.graph.nodes[node].get("label") or node)  # in full, not elided
    menu.addAction(
        translate("NodeMenu", "Copy Name"), lambda: QGuiApplication.clipboard().setText(name)
    )
    insights = getattr(view.window(), "insights", None)  # curation: rename, merge, hide…
    if insights is not None:
        insights.edit_actions.add_node_entries(menu, node)
    return menu
