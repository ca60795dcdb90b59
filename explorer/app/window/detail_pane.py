"""The detail pane: a read-only page about the selected node; its links drive the model."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QTextBrowser, QWidget

from explorer.app.background import LatestOnly
from explorer.render.abstract_mark import MARK_ANCHOR
from explorer.render.detail_html import MORE_PAPERS_HREF, PAPERS_SHOWN, node_html, prepare
from explorer.render.links import is_web_url, node_from_href, similar_from_href
from explorer.state.app_state import AppState

STYLE_SHEET = """
h2 { margin-bottom: 2px; }
h3 { margin-top: 14px; margin-bottom: 4px; }
p.meta { color: %(muted)s; margin-top: 0px; }
p.authors { font-style: italic; }
p.abstract { line-height: 140%%; }
span.evidence { color: %(muted)s; }
span.kind { font-weight: 600; }
"""


class DetailPane(QTextBrowser):
    """Shows :func:`explorer.render.detail_html.node_html` for the model's selection."""

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.dark = False
        self.papers_shown = PAPERS_SHOWN  # a concept's papers listed; links add more
        # Links never navigate the browser itself: internal ones go to the model,
        # web ones to the system browser, everything else is ignored.
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self.follow_link)
        model.selectionChanged.connect(self._on_selection)
        model.graphChanged.connect(self.refresh)
        model.graphChanged.connect(self._prepare)
        model.highlightChanged.connect(self.refresh)
        self._preparing = LatestOnly(self)
        self.set_dark(False)

    def set_dark(self, dark: bool) -> None:
        """Re-render with colours that suit a dark or light palette."""
        self.dark = dark
        muted = "#9aa4ad" if dark else "#5b6770"
        self.document().setDefaultStyleSheet(STYLE_SHEET % {"muted": muted})
        self.refresh()

    def _prepare(self) -> None:
        """Read what pages of the new graph need in a worker: the first selection is quick."""
        graph = self.model.graph
        self._preparing.request(lambda: prepare(graph))

    def _on_selection(self, *_: object) -> None:
        self.papers_shown = PAPERS_SHOWN
        self.refresh()

    def refresh(self, *_: object) -> None:
        """Show the page of the current selection, scrolled to its marked span if any."""
        mark = self.model.abstract_mark()
        model = self.model
        self.setHtml(node_html(model.graph, model.selection, self.dark, mark, self.papers_shown))
        if mark is not None:
            self.scrollToAnchor(MARK_ANCHOR)

    def loadResource(self, kind: int, url: QUrl) -> object:  # noqa: N802 (Qt override)
        # Corpus text is escaped, so no markup can ask for resources; refuse anyway
        # rather than read local files such as file:///etc/passwd.
        return None

    def show_more_papers(self) -> None:
        """List more of the selected concept's papers, keeping the page where it was."""
        scrolled = self.verticalScrollBar().value()
        self.papers_shown += PAPERS_SHOWN
        self.refresh()
        self.verticalScrollBar().setValue(scrolled)

    def follow_link(self, url: QUrl) -> None:
        """Handle a click on a link of the page."""
        href = url.toString(QUrl.ComponentFormattingOption.FullyEncoded)
        node = node_from_href(href)
        if href == MORE_PAPERS_HREF:
            self.show_more_papers()
        elif node is not None:
            self.model.select(node)
        elif (paper := similar_from_href(href)) is not None:
            self.model.show_similar(paper)
        elif is_web_url(href):
            QDesktopServices.openUrl(url)
