"""Light and dark palettes (Fusion style, so both look the same on every platform)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QIcon, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle


def dark_palette() -> QPalette:
    """A calm dark palette with readable links."""
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2f35",
        QPalette.ColorRole.WindowText: "#e8eaed",
        QPalette.ColorRole.Base: "#1e2227",
        QPalette.ColorRole.AlternateBase: "#2b2f35",
        QPalette.ColorRole.ToolTipBase: "#2b2f35",
        QPalette.ColorRole.ToolTipText: "#e8eaed",
        QPalette.ColorRole.PlaceholderText: "#8a939c",
        QPalette.ColorRole.Text: "#e8eaed",
        QPalette.ColorRole.Button: "#353a41",
        QPalette.ColorRole.ButtonText: "#e8eaed",
        QPalette.ColorRole.BrightText: "#ff6b6b",
        QPalette.ColorRole.Link: "#8ab4f8",
        QPalette.ColorRole.Highlight: "#3d6fb4",
        QPalette.ColorRole.HighlightedText: "#ffffff",
    }
    for role, color in roles.items():
        palette.setColor(role, QColor(color))
    for role in (
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
        QPalette.ColorRole.WindowText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a828a"))
    return palette


def apply_palette(app: QApplication, dark: bool) -> None:
    """Switch the whole application to the dark or the light palette."""
    app.setStyle("Fusion")
    app.setPalette(dark_palette() if dark else app.style().standardPalette())
    # A widget with a style sheet keeps the palette it had when the sheet was applied
    # (checkboxes stayed dark after switching back): apply each sheet again.
    for widget in app.allWidgets():
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet("")
            widget.setStyleSheet(sheet)


def tinted(icon: QIcon, color: QColor, size: int = 32) -> QIcon:
    """``icon`` drawn in ``color`` (its shape kept): the style's arrows are black on dark grey."""
    pixmap = icon.pixmap(size, size)
    painter = QPainter(pixmap)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(pixmap.rect(), color)
    painter.end()
    return QIcon(pixmap)


def tint_navigation(actions: dict, style: QStyle, palette: QPalette) -> None:
    """Give the Back and Forward actions the style's arrows in the palette's text colour."""
    color = palette.color(QPalette.ColorRole.ButtonText)
    arrows = {
        "back": QStyle.StandardPixmap.SP_ArrowBack,
        "forward": QStyle.StandardPixmap.SP_ArrowForward,
    }
    for name, arrow in arrows.items():
        if name in actions:
            actions[name].setIcon(tinted(style.standardIcon(arrow), color))
