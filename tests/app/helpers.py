"""Helpers for driving the real window in tests: waiting, reading the detail pane, clicking."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor

from explorer.app.canvas.items import NodeItem
from explorer.app.window.main_window import MainWindow
from explorer.paths import DEFAULT_CORPUS

LAYOUT_TIMEOUT = 60_000
LOAD_TIMEOUT = 180_000


def wait_idle(qtbot, window: MainWindow) -> None:
    """Until loading and layout are done."""
    qtbot.waitUntil(
        lambda: not window.is_loading() and not window.view.layout_pending(), timeout=LOAD_TIMEOUT
    )


def open_and_wait(qtbot, window: MainWindow, paths: list[str]) -> None:
    with qtbot.waitSignal(window.graphLoaded, timeout=LOAD_TIMEOUT):
        window.open_paths(paths)
    wait_idle(qtbot, window)


def corpus_records(path: Path = DEFAULT_CORPUS) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def document_fragments(browser) -> Iterator:
    """Every text fragment of a QTextBrowser's document, in order."""
    block = browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            yield it.fragment()
            it += 1
        block = block.next()


def anchors(browser) -> list[tuple[int, str, str]]:
    """(position, href, text) of every link in a QTextBrowser's document."""
    return [
        (fragment.position(), fragment.charFormat().anchorHref(), fragment.text())
        for fragment in document_fragments(browser)
        if fragment.charFormat().isAnchor()
    ]


def click_text_at(qtbot, browser, position: int) -> None:
    """Click the character at ``position`` in a text browser, as a user would."""
    cursor = QTextCursor(browser.document())
    cursor.setPosition(position + 1)
    browser.setTextCursor(cursor)
    browser.ensureCursorVisible()
    rect = browser.cursorRect(cursor)
    qtbot.mouseClick(
        browser.viewport(), Qt.MouseButton.LeftButton, pos=rect.center() - QPoint(2, 0)
    )


def clickable_point(view, node: str) -> QPoint | None:
    """Viewport point where a click reaches ``node`` (None if another item covers it)."""
    item = view.nodes[node]
    view.centerOn(item)
    point = view.mapFromScene(item.scenePos())
    # Labels and edges let clicks through; the topmost node under the point gets it.
    nodes_here = [i for i in view.items(point) if isinstance(i, NodeItem)]
    return point if nodes_here and nodes_here[0] is item else None
