"""Reading every user-visible string off the real widgets, and telling English from not.

:func:`widget_texts` walks a widget and all its children: titles, labels, buttons, check
boxes, combo items, placeholders, spin-box prefixes, column headers, tooltips and status
tips, menus and their actions (submenus included), and the text of rich-text browsers.
:class:`CorpusText` removes what comes from the data (names, titles, abstracts, sentences),
which is never translated; :func:`english_words` is what is left in English.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

import networkx as nx
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QProgressBar,
    QSpinBox,
    QTabBar,
    QTableView,
    QTextBrowser,
    QTreeView,
    QWidget,
)

from explorer.markup import atoms
from explorer.render.rich import plain_text
from explorer.trends.periods import paper_year, venue_name

#: Names that stay as they are in every language: formats, products, keys, syntax.
ALLOWED_WORDS = {
    "Explorer",
    "Zotero",
    "RIS",
    "GraphML",
    "GEXF",
    "HTML",
    "PNG",
    "SVG",
    "BibTeX",
    "CSL",
    "JSON",
    "CSV",
    "SQLite",
    "UTF",  # UTF-8
    "ID",
    "Lines",
    "English",
    "Ctrl",
    "Shift",
    "Alt",
    "Del",
    "Fisher",
    "LLaMA",
    "type",
    "dataset",  # the search syntax "type:dataset"
}
GLOB = re.compile(r"\*\.[\w.-]+|\bzotero\.sqlite\b|\*\.explorer-view\.json")
ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f"))
WORD = re.compile(r"[A-Za-z]{2,}")


def fold(text: str) -> str:
    """Whitespace folded and bidi isolate marks dropped, as a page shows text."""
    return " ".join(str(text).translate(ISOLATES).split())


def html_text(text: str) -> str:
    """The text a Qt rich-text string shows (plain strings are returned as they are)."""
    if not re.search(r"<(\w+)[^>]*>", text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def action_texts(actions: Iterable, where: str) -> Iterator[tuple[str, str]]:
    for action in actions:
        if action.isSeparator():
            continue
        yield f"{where} > {action.text()}", action.text()
        yield f"{where} > {action.text()} (tooltip)", action.toolTip()
        yield f"{where} > {action.text()} (status tip)", action.statusTip()
        if action.menu() is not None:
            yield from menu_texts(action.menu(), f"{where} > {action.text()}")


def menu_texts(menu: QMenu, where: str = "") -> Iterator[tuple[str, str]]:
    where = f"{where} > {menu.title()}" if where else menu.title()
    yield where, menu.title()
    yield from action_texts(menu.actions(), where)


def _header_texts(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    for section in range(model.columnCount(QModelIndex())):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield value


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """``(where, text)`` of every string ``root`` and its children show."""
    return list(_widget_texts(root))


def _widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    for widget in [root, *root.findChildren(QWidget)]:
        where = f"{type(widget).__name__}({widget.objectName()})"
        yield f"{where} tooltip", widget.toolTip()
        yield f"{where} status tip", widget.statusTip()
        if isinstance(widget, QDockWidget):
            yield f"{where} title", widget.windowTitle()
        if isinstance(widget, QLabel):
            yield f"{where} text", html_text(widget.text())
        if isinstance(widget, QAbstractButton):
            yield f"{where} text", widget.text()
        if isinstance(widget, QGroupBox):
            yield f"{where} title", widget.title()
        if isinstance(widget, QComboBox):
            for i in range(widget.count()):
                yield f"{where} item {i}", widget.itemText(i)
        if isinstance(widget, QLineEdit):
            yield f"{where} placeholder", widget.placeholderText()
        if isinstance(widget, QSpinBox):
            yield f"{where} prefix", widget.prefix()
            yield f"{where} suffix", widget.suffix()
        if isinstance(widget, QAbstractSpinBox):
            yield f"{where} special", widget.specialValueText()
        if isinstance(widget, QTableView | QTreeView):  # list views have no header
            for text in _header_texts(widget):
                yield f"{where} header", text
        if isinstance(widget, QTextBrowser):
            yield f"{where} page", widget.toPlainText()
        if isinstance(widget, QProgressBar):
            yield f"{where} format", widget.format()
        if isinstance(widget, QTabBar):
            for i in range(widget.count()):
                yield f"{where} tab {i}", widget.tabText(i)
        if isinstance(widget, QMenu):
            yield from menu_texts(widget, where)
        else:
            yield from action_texts(widget.actions(), where)


class CorpusText:
    """The strings of a graph's data, to be taken out of a text before it is judged."""

    def __init__(self, G: nx.Graph, extra: Iterable[str] = ()) -> None:
        found: set[str] = {str(G.graph.get("name") or ""), *extra}
        for _, data in G.nodes(data=True):
            for key in ("label", "title", "venue", "year", "source", "url", "family"):
                if data.get(key):
                    found.add(str(data[key]))
            found.update(map(str, data.get("aliases") or []))
            found.update(map(str, data.get("authors") or []))
            found.update(map(str, data.get("proposed") or []))
            found.update(map(str, (data.get("links") or {})))
            if data.get("venue"):  # as the trend section names it: without its year
                found.add(venue_name(data["venue"], paper_year(data.get("year"))))
            if data.get("abstract"):
                found.add(plain_text(atoms(data["abstract"])))
            for claim in data.get("claims") or []:
                for key in ("sentence", "text", "unit", "measure"):
                    if claim.get(key):
                        found.add(plain_text(atoms(str(claim[key]))))
        for *_, evidence in G.edges(data="evidence"):
            found.update(plain_text(atoms(str(s))) for s in evidence or [])
        pieces = {fold(s) for s in found}
        self.pieces = sorted((p for p in pieces if len(p) > 1), key=len, reverse=True)

    def strip(self, text: str) -> str:
        text = fold(text)
        for piece in self.pieces:
            if piece in text:
                text = text.replace(piece, " ")
        return text


def english_words(text: str, corpus: CorpusText) -> list[str]:
    """The words of ``text`` still in English once corpus text and file patterns are out."""
    left = GLOB.sub(" ", corpus.strip(html_text(text)))
    left = re.sub(r"\b[A-Za-z]+\+[A-Za-z0-9+]+\b", " ", left)  # shortcuts: Ctrl+Shift+A
    return [w for w in WORD.findall(left) if w not in ALLOWED_WORDS]


def untranslated(texts: Iterable[tuple[str, str]], corpus: CorpusText) -> list[str]:
    """``where: text [words]`` for each text with an English word left."""
    bad = []
    for where, text in texts:
        if text and (words := english_words(text, corpus)):
            bad.append(f"{where}: {text[:120]!r} {words[:6]}")
    return bad
