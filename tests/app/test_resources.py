"""The application icon and desktop entry ship and load."""

from __future__ import annotations

import configparser

from PySide6.QtGui import QIcon

from explorer.paths import resource


def test_icon_is_a_loadable_svg(qapp):
    icon = QIcon(str(resource("app", "explorer.svg")))
    assert not icon.isNull()
    image = icon.pixmap(64, 64).toImage()
    assert image.width() == 64
    assert image.pixelColor(32, 32).alpha() > 0  # something is drawn in the middle


def test_desktop_entry_launches_the_app():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(resource("app", "explorer.desktop"), encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Exec"].split()[0] == "explorer"
    assert desktop["Icon"] == "explorer"
    assert desktop["Categories"].endswith(";")
