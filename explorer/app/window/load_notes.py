"""What the last load had to say, kept in the status bar until the next load.

A load's warnings ("3 of 40 items in collection 'GNN' have no abstract", "corpus file
papers.jsonl changed since the view was saved") used to flash in the status bar and be
replaced by "Loaded …" a moment later. They are collected here instead and shown in a
permanent status-bar label: the first line (its file named without folders), how many
more, and every line in its tooltip.
"""

from __future__ import annotations

from pathlib import PurePath

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QStatusBar

from explorer.printable import printable

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

#: Characters of the first warning shown in the status bar (the tooltip has them all).
SHOWN_CHARS = 64


class LoadNotes(QLabel):
    """A status-bar label with the warnings of the current load."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.setTextFormat(Qt.TextFormat.PlainText)  # corpus text is untrusted
        self.setObjectName("loadNotes")
        bar.addPermanentWidget(self)
        self.hide()

    def clear(self) -> None:
        """A new load starts: forget the old warnings."""
        self.lines = []
        self.setText("")
        self.setToolTip("")
        self.hide()

    def add(self, message: str) -> None:
        """Keep one warning line (duplicates are kept once) and show it."""
        message = printable(message)
        if message in self.lines:
            return
        self.lines.append(message)
        first = short_line(self.lines[0])
        if len(first) > SHOWN_CHARS:
            first = first[: SHOWN_CHARS - 1] + "…"
        more = len(self.lines) - 1
        tail = translate("LoadNotes", " (+{more} more)").format(more=more) if more else ""
        self.setText(f"⚠ {first}{tail}")
        self.setToolTip("\n".join(self.lines))
        self.show()


def short_line(message: str) -> str:
    """``message`` with the folders of the file it starts with left out (the tooltip has them).

    Examples
    --------
    >>> short_line("/home/u/Zotero/zotero.sqlite: 3 of 40 items have no abstract")
    'zotero.sqlite: 3 of 40 items have no abstract'
    """
    head, colon, rest = message.partition(": ")
    if colon and ("/" in head or "\\" in head):
        return f"{PurePath(head).name}: {rest}"
    return message
