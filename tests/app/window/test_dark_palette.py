"""The dark palette everywhere (issue 14, item 7): arrows, paper squares, checkboxes, and back."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from explorer.app.canvas.style import contrast
from explorer.style import NODE_TYPES

pytestmark = pytest.mark.slow


def icon_ink(action) -> QColor:
    """The mean colour of an icon's opaque pixels."""
    image = action.icon().pixmap(32, 32).toImage()
    pixels = [
        image.pixelColor(x, y)
        for x in range(image.width())
        for y in range(image.height())
        if image.pixelColor(x, y).alpha() > 200
    ]
    assert pixels
    mean = [sum(getattr(p, c)() for p in pixels) / len(pixels) for c in ("red", "green", "blue")]
    return QColor(*map(round, mean))


def test_dark_palette_keeps_arrows_squares_and_checkboxes_readable(window, qtbot):
    window.menu_actions["dark"].setChecked(True)
    toolbar_back = QApplication.palette().color(QPalette.ColorRole.Window)
    for name in ("back", "forward"):
        assert contrast(icon_ink(window.menu_actions[name]), toolbar_back) >= 4.5
    view = window.view
    background = view.colors["background"]
    papers = [i for n, i in view.nodes.items() if n.startswith("paper:")]
    assert papers
    for item in view.nodes.values():
        assert contrast(item.color, background) >= 4.0
    box = window.filter_panel.type_boxes["METHOD"]
    assert box.palette().color(QPalette.ColorRole.Base) == QColor("#1e2227")
    for kind in NODE_TYPES:
        if kind in window.filter_panel.type_boxes:
            sheet = window.filter_panel.type_boxes[kind].styleSheet()
            colour = QColor(sheet.split("color:")[1].split(";")[0].strip())
            assert contrast(colour, QColor("#2b2f35")) >= 4.0

    window.menu_actions["dark"].setChecked(False)
    assert box.palette().color(QPalette.ColorRole.Base) == QColor("#ffffff")
    light_window = QApplication.palette().color(QPalette.ColorRole.Window)
    for name in ("back", "forward"):
        assert contrast(icon_ink(window.menu_actions[name]), light_window) >= 4.5
    assert all(item.color.name() == item.type_color for item in papers)  # light: as designed
