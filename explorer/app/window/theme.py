"""Light and dark palettes (Fusion style, so both look the same on every platform)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication


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
