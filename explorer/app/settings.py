"""Persistent preferences (QSettings, organisation "explorer"): recent files, theme, geometry."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow, QSplitter

ORGANISATION = "explorer"
APPLICATION = "explorer"
MAX_RECENT = 8


def app_settings() -> QSettings:
    """The settings store; an INI file so tests can redirect it with ``QSettings.setPath``."""
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION
    )


def _as_list(value: object) -> list[str]:
    # QSettings returns a str for a one-element list and None for a missing key.
    if value is None:
        return []
    if isinstance(value, str):
        return [value] if value else []
    return [str(v) for v in value]


def recent_files() -> list[str]:
    """Most recently opened corpus or graph files, newest first."""
    return _as_list(app_settings().value("recent"))


def add_recent_file(path: str) -> list[str]:
    """Put ``path`` first in the recent list (without duplicates) and return the new list."""
    recent = [path] + [p for p in recent_files() if p != path]
    recent = recent[:MAX_RECENT]
    app_settings().setValue("recent", recent)
    return recent


def dark_theme() -> bool:
    """Whether the user chose the dark palette."""
    return app_settings().value("dark", False, type=bool)


def set_dark_theme(dark: bool) -> None:
    """Remember the palette choice."""
    app_settings().setValue("dark", dark)


def save_window(window: QMainWindow, splitter: QSplitter) -> None:
    """Remember the window's geometry, docks and splitter position."""
    store = app_settings()
    store.setValue("geometry", window.saveGeometry())
    store.setValue("windowState", window.saveState())
    store.setValue("splitter", splitter.saveState())
    store.sync()


def restore_window(window: QMainWindow, splitter: QSplitter) -> None:
    """Put the window back as :func:`save_window` left it (nothing saved: nothing changes)."""
    store = app_settings()
    for key, restore in (
        ("geometry", window.restoreGeometry),
        ("windowState", window.restoreState),
        ("splitter", splitter.restoreState),
    ):
        value = store.value(key)
        if isinstance(value, QByteArray):
            restore(value)


#: The layout panel's choices and their defaults (spread, keep nodes apart, tint communities).
LAYOUT_DEFAULTS: dict[str, float | bool] = {"spread": 1.0, "apart": True, "tints": True}


def layout_options() -> dict[str, float | bool]:
    """The layout panel's choices as the user left them (the defaults where none was saved)."""
    store = app_settings()
    return {
        name: store.value(f"layout/{name}", default, type=type(default))
        for name, default in LAYOUT_DEFAULTS.items()
    }


def set_layout_option(name: str, value: float | bool) -> None:
    """Remember one of the layout panel's choices (a name of :data:`LAYOUT_DEFAULTS`)."""
    app_settings().setValue(f"layout/{name}", type(LAYOUT_DEFAULTS[name])(value))
