"""Menus, shortcuts and the toolbar of the main window."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu, QMenuBar, QStyle, QToolBar, QWidget

from explorer.app import settings
from explorer.app.canvas.view import GraphView
from explorer.app.insights.install import InsightDocks
from explorer.app.language import LanguageMenu, plain_label
from explorer.app.window.library_actions import LibraryActions, readable_name
from explorer.app.window.search import SearchBox
from explorer.state.app_state import AppState

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class MenuWindow(Protocol):
    """The window the menus act on (a QMainWindow): its parts and its file actions."""

    model: AppState
    view: GraphView
    search: SearchBox
    filter_dock: QDockWidget
    layout_dock: QDockWidget
    insights: InsightDocks
    library: LibraryActions

    def open_paths(self, paths: list[str]) -> None: ...

    def choose_and_open(self) -> None: ...

    def export_graph(self, path: str | None = None) -> bool: ...

    def export_html(self, path: str | None = None) -> bool: ...

    def export_image(self, path: str | None = None, *, whole: bool = True) -> bool: ...

    def export_view_graph(self, path: str | None = None) -> bool: ...

    def set_dark(self, dark: bool) -> None: ...

    def close(self) -> bool: ...

    def style(self) -> QStyle: ...

    def menuBar(self) -> QMenuBar: ...  # noqa: N802 (Qt's name)

    def addToolBar(self, toolbar: QToolBar) -> None: ...  # noqa: N802 (Qt's name)


class RecentMenu(QMenu):
    """File > Open Recent, kept in the settings."""

    def __init__(self, window: MenuWindow) -> None:
        super().__init__(translate("Menus", "Open &Recent"), window)
        self.window_ = window
        self.rebuild()

    def remember(self, path: str) -> None:
        """Put ``path`` first in the recent list."""
        settings.add_recent_file(path)
        self.rebuild()

    def rebuild(self) -> None:
        """One entry per recent file, newest first."""
        self.clear()
        recent = settings.recent_files()
        for path in recent:
            action = self.addAction(readable_name(path).replace("&", "&&"))  # & is a mnemonic
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.window_.open_paths([p]))
        self.setEnabled(bool(recent))


def _action(window: QWidget, text: str, slot, shortcut=None, tip: str = "") -> QAction:
    action = QAction(text, window)
    action.setToolTip(plain_label(text))  # Qt's own keeps "(O)" of "打开(&O)"
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setToolTip(tip)
        action.setStatusTip(tip)
    action.triggered.connect(slot)
    return action


def _fill(container: QMenu | QToolBar, actions: dict, names: tuple) -> None:
    """Add the named actions in order; None adds a separator."""
    for name in names:
        if name is None:
            container.addSeparator()
        else:
            container.addAction(actions[name])


def build_menus_and_toolbar(window: MenuWindow) -> dict:
    """Create every action of ``window``; return them by name (plus the recent menu)."""
    model, view = window.model, window.view
    icon = window.style().standardIcon
    keys = QKeySequence.StandardKey
    a = {
        "open": _action(window, translate("Menus", "&Open…"), window.choose_and_open, keys.Open),
        "html": _action(
            window,
            translate("Menus", "Export View as &HTML…"),
            lambda: window.export_html(),
            "Ctrl+E",
        ),
        "image": _action(
            window,
            translate("Menus", "Export Whole View as PNG/SVG…"),
            lambda: window.export_image(whole=True),
        ),
        "image_visible": _action(
            window,
            translate("Menus", "Export Visible Part as PNG/SVG…"),
            lambda: window.export_image(whole=False),
        ),
        "view_graph": _action(
            window,
            translate("Menus", "Export View as GraphML/GEXF…"),
            lambda: window.export_view_graph(),
        ),
        "graph": _action(
            window,
            translate("Menus", "Export Graph as GraphML/GEXF/JSON…"),
            lambda: window.export_graph(),
        ),
        "quit": _action(window, translate("Menus", "&Quit"), window.close, "Ctrl+Q"),
        "find": _action(
            window,
            translate("Menus", "&Find…"),
            lambda: (window.search.setFocus(), window.search.selectAll()),
            keys.Find,
        ),
        "fit": _action(
            window,
            translate("Menus", "&Fit to Window"),
            view.fit,
            "Ctrl+0",
            translate("Menus", "Show the whole graph"),
        ),
        "back": _action(
            window,
            translate("Menus", "&Back"),
            model.back,
            "Alt+Left",
            translate("Menus", "Previous selection"),
        ),
        "forward": _action(
            window,
            translate("Menus", "&Forward"),
            model.forward,
            "Alt+Right",
            translate("Menus", "Next selection"),
        ),
        "unfocus": _action(
            window,
            translate("Menus", "Show &Everything"),
            view.show_everything,
            "Ctrl+Shift+A",
            translate(
                "Menus",
                "Every node of the graph: no focus, every type, generic concepts, "
                "no minimum; fitted",
            ),
        ),
        "path": _action(
            window,
            translate("Menus", "&Path Mode"),
            model.set_path_mode,
            "Ctrl+P",
            translate("Menus", "Click two nodes to see the shortest path between them"),
        ),
        "zoom_in": _action(
            window, translate("Menus", "Zoom &In"), lambda: view.zoom_by(1.25), keys.ZoomIn
        ),
        "zoom_out": _action(
            window, translate("Menus", "Zoom &Out"), lambda: view.zoom_by(0.8), keys.ZoomOut
        ),
        "dark": _action(window, translate("Menus", "&Dark Theme"), lambda: None),
        "family": _action(
            window,
            translate("Menus", "&Group by Family"),
            lambda on: model.set_filters(group_by_family=on),
            None,
            translate("Menus", "Show each concept as its family (LLaMA-2-7B as LLaMA)"),
        ),
    }
    a["back"].setIcon(icon(QStyle.StandardPixmap.SP_ArrowBack))
    a["forward"].setIcon(icon(QStyle.StandardPixmap.SP_ArrowForward))
    a["open"].setIcon(icon(QStyle.StandardPixmap.SP_DialogOpenButton))
    a["quit"].setMenuRole(QAction.MenuRole.QuitRole)
    for name in ("path", "dark", "family"):
        a[name].setCheckable(True)
    # toggled, not triggered: restoring the saved theme with setChecked applies it too.
    a["dark"].toggled.connect(window.set_dark)
    a["recent"] = RecentMenu(window)

    bar = window.menuBar()
    file_menu = bar.addMenu(translate("Menus", "&File"))
    file_menu.addAction(a["open"])
    window.library.add_open_entries(file_menu)
    file_menu.addMenu(a["recent"])
    file_menu.addSeparator()
    window.library.add_save_entries(file_menu)
    a.update(window.library.actions)
    for name in ("html", "image", "image_visible", "view_graph", "graph"):
        file_menu.addAction(a[name])
    file_menu.addSeparator()
    file_menu.addAction(a["quit"])
    edit_menu = bar.addMenu(translate("Menus", "&Edit"))
    edit_menu.addAction(a["find"])
    view_menu = bar.addMenu(translate("Menus", "&View"))
    _fill(
        view_menu,
        a,
        ("fit", "zoom_in", "zoom_out", "unfocus", None, "back", "forward", None, "path", "dark"),
    )
    view_menu.addAction(a["family"])
    a["language"] = LanguageMenu(window)
    view_menu.addMenu(a["language"])
    view_menu.addSeparator()
    view_menu.addAction(window.filter_dock.toggleViewAction())
    view_menu.addAction(window.layout_dock.toggleViewAction())
    window.insights.add_menu_actions(a, file_menu, edit_menu, view_menu)

    toolbar = QToolBar(translate("Menus", "Navigation"), window)
    toolbar.setObjectName("navigation")
    toolbar.setMovable(False)
    _fill(toolbar, a, ("back", "forward", None, "fit", "unfocus", "path", None))
    window.search.setMaximumWidth(420)
    toolbar.addWidget(window.search)
    window.addToolBar(toolbar)
    model.pathChanged.connect(lambda: a["path"].setChecked(model.path_mode))
    model.filtersChanged.connect(lambda: a["family"].setChecked(model.filters.group_by_family))
    return a
