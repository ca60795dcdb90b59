"""Helpers for the insight tests: pressing shortcuts, answering input dialogs, reading docs."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QInputDialog

from explorer.app.window.main_window import MainWindow

from ..helpers import document_fragments

#: How many event-loop turns an answer waits for its dialog to open (no time involved).
DIALOG_TURNS = 200


def press(qtbot, window: MainWindow, shortcut: str) -> None:
    """Type ``shortcut`` (e.g. ``"Ctrl+Shift+C"``) on the active window, as a user would."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    if QApplication.focusWidget() is None or QApplication.focusWidget().window() is not window:
        window.view.setFocus()
    combination = QKeySequence(shortcut)[0]
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, combination.key(), combination.keyboardModifiers())


def answer_next_dialog(value: str | None) -> list[str]:
    """Answer the next input dialog with ``value`` (None cancels it).

    Returns a list that receives the dialog's label text once it was answered.
    """
    seen: list[str] = []

    def answer(turns_left: int = DIALOG_TURNS) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            if turns_left:
                QTimer.singleShot(0, lambda: answer(turns_left - 1))
            return
        seen.append(dialog.labelText())
        if value is None:
            dialog.reject()
        else:
            dialog.setTextValue(value)
            dialog.accept()

    QTimer.singleShot(0, answer)
    return seen


def fragments(browser) -> list[tuple[str, object]]:
    """(text, char format) of every fragment of a text browser's document, in order."""
    return [(fragment.text(), fragment.charFormat()) for fragment in document_fragments(browser)]
