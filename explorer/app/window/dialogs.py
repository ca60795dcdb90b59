"""User-facing messages: one clear line in a dialog, never a traceback.

Every error the window reports goes through :func:`report_error`, so tests
(and the screenshot mode) can replace it in one place.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from explorer.printable import printable

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


def _plain_box(parent: QWidget | None, icon: QMessageBox.Icon, text: str) -> QMessageBox:
    """A message box that shows ``text`` as plain text: corpus text is untrusted."""
    box = QMessageBox(parent)
    box.setIcon(icon)
    box.setWindowTitle(translate("Dialogs", "Explorer"))
    # Rich-text auto-detection would render corpus text such as "<b>x</b>" as markup.
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(printable(text))  # controls in corpus text would be invisible or reorder it
    return box


def report_error(parent: QWidget | None, message: str) -> None:
    """Show ``message`` in a modal warning box (plain text: corpus text is untrusted)."""
    _plain_box(parent, QMessageBox.Icon.Warning, message).exec()


def report_error_to_stderr(parent: QWidget | None, message: str) -> None:
    """Non-interactive variant used by the screenshot mode."""
    print(printable(f"explorer: {message}"), file=sys.stderr)


def ask_yes_no(parent: QWidget | None, question: str, *, yes: str = "", no: str = "") -> bool:
    """Ask a plain-text yes/no question; ``True`` for Yes.

    ``yes`` and ``no`` name the buttons after what they do ("Load the valid records").
    """
    box = _plain_box(parent, QMessageBox.Icon.Question, question)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    for button, text in (
        (QMessageBox.StandardButton.Yes, yes),
        (QMessageBox.StandardButton.No, no),
    ):
        if text:
            box.button(button).setText(text)
    return box.exec() == QMessageBox.StandardButton.Yes
