"""The window in Simplified Chinese: no English string left in menus, docks, dialogs, the
canvas's legend and node menu, the status bar and the detail pane (issue 16, item 5).

The walker (:mod:`tests.app.ui_text`) reads every string the widgets show and takes out the
corpus's own text (names, titles, abstracts: never translated); any English word left that
is not a format or product name fails. Modal dialogs are read from a timer inside their own
event loop and closed there; nothing sleeps.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QToolBar

from explorer import i18n
from explorer.app import language
from explorer.app.canvas.node_menu import node_menu
from explorer.app.completion.rows import COUNT_ROLE
from explorer.app.insights.merge_dialog import MergeDialog
from explorer.app.window.collection_picker import CollectionPicker
from explorer.app.window.dialogs import _plain_box
from explorer.app.window.dialogs import ask_yes_no as real_ask_yes_no
from explorer.app.window.main_window import MainWindow
from explorer.corpus.zotero_collections import ZoteroCollection
from explorer.graph.nodes import is_paper
from explorer.paths import DEFAULT_CORPUS

from .helpers import LOAD_TIMEOUT, opened_window
from .ui_text import CorpusText, menu_texts, untranslated, widget_texts

pytestmark = pytest.mark.slow
TOOLTIP = Qt.ItemDataRole.ToolTipRole


@pytest.fixture
def zh_window(qtbot, cache_dir, errors):
    """The real window on the default corpus, built after Chinese was installed."""
    assert language.install_language("zh_CN") == "zh_CN"
    w = opened_window(qtbot, cache_dir, [str(DEFAULT_CORPUS)])
    assert errors == []
    yield w
    w.close()


def corpus_of(window) -> CorpusText:
    files = [DEFAULT_CORPUS.name, str(DEFAULT_CORPUS), str(DEFAULT_CORPUS.resolve())]
    return CorpusText(window.model.graph, files)


def _paper_and_concept(window) -> tuple[str, str]:
    """The most linked paper and concept drawn on the canvas."""
    G, drawn = window.model.graph, window.view.nodes
    paper = max((n for n in drawn if is_paper(G, n)), key=G.degree)
    concept = max((n for n in drawn if not is_paper(G, n)), key=G.degree)
    return paper, concept


def _in_modal(qtbot, opener) -> list[tuple[str, str]]:
    """Run ``opener`` (which shows a modal dialog), read the dialog, close it."""
    seen: list[tuple[str, str]] = []

    def read_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, read_and_close)
            return
        seen.append(("title", dialog.windowTitle()))
        if isinstance(dialog, QFileDialog):
            seen.extend(("filter", f) for f in dialog.nameFilters())
        seen.extend(widget_texts(dialog))
        dialog.reject()

    QTimer.singleShot(0, read_and_close)
    opener()
    qtbot.waitUntil(lambda: bool(seen) and QApplication.activeModalWidget() is None)
    return seen


def test_menus_and_toolbar_are_chinese(zh_window):
    bar = zh_window.menuBar()
    titles = [a.text() for a in bar.actions()]
    assert titles == ["文件(&F)", "编辑(&E)", "视图(&V)"]
    texts = [t for a in bar.actions() for t in menu_texts(a.menu())]
    assert len(texts) > 120  # every entry, its tooltip and status tip, submenus included
    for toolbar in zh_window.findChildren(QToolBar):
        texts.extend(widget_texts(toolbar))
    assert untranslated(texts, corpus_of(zh_window)) == []
    language_menu = zh_window.menu_actions["language"]
    assert [a.text() for a in language_menu.actions()] == ["跟随系统", "English", "简体中文"]


def test_every_dock_is_chinese(zh_window, qtbot):
    window, model = zh_window, zh_window.model
    paper, concept = _paper_and_concept(window)
    insights = window.insights
    with qtbot.waitSignal(insights.trends.reportShown, timeout=LOAD_TIMEOUT):
        window.menu_actions["trends"].trigger()
    for name in ("claims", "compare", "gaps"):
        window.menu_actions[name].trigger()
    G = model.graph
    papers = [n for n in G if is_paper(G, n)][:2]
    insights.compare.set_papers(papers)
    insights.gaps.refresh()
    window.menu_actions["path"].trigger()  # opens "Why connected?"
    model.set_path(paper, concept)
    qtbot.waitUntil(lambda: not model.paths_pending(), timeout=LOAD_TIMEOUT)
    docks = [
        window.filter_dock,
        window.layout_dock,
        window.why_dock,
        insights.claims_dock,
        insights.compare_dock,
        insights.gaps_dock,
        insights.trends_dock,
    ]
    texts = [t for dock in docks for t in widget_texts(dock)]
    model.set_path_mode(False)
    model.show_similar(paper)
    qtbot.waitUntil(lambda: window.similar_dock.widget().table.rowCount() > 0)
    texts += widget_texts(window.similar_dock)
    # Cells the app writes itself (the rest of these tables is corpus text).
    trends = insights.trends.proxy
    texts += [
        ("trend cell", trends.index(r, c).data())
        for r in range(trends.rowCount())
        for c in (1, 2, 4)
    ]
    claims = insights.claims.proxy
    texts += [("claim measure", claims.index(r, 3).data()) for r in range(claims.rowCount())]
    table = insights.gaps.table
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            if (item := table.item(r, c)) is not None:
                texts += [("gap cell", item.text()), ("gap tip", item.toolTip())]
    titles = {dock.windowTitle() for dock in docks}
    assert {"筛选", "布局", "为何相连？", "结论", "比较论文", "空白矩阵", "趋势"} <= titles
    assert window.similar_dock.windowTitle() == "相似论文"
    assert len(texts) > 300
    assert untranslated(texts, corpus_of(window)) == []


def test_canvas_legend_node_menus_and_status_bar_are_chinese(zh_window):
    window = zh_window
    paper, concept = _paper_and_concept(window)
    legend = window.view.legend
    texts = [("legend", row.text) for row in legend.rows] + [("legend tip", legend.toolTip())]
    assert any(row.text.startswith("论文") for row in legend.rows)
    for node in (paper, concept):
        menu = node_menu(window.view, window.view.nodes[node])
        texts += menu_texts(menu, node)
    assert any(t == "聚焦到邻域" for _, t in texts)
    window.search.update_hits("lo")  # the search popup: type, count and match of each row
    hits = window.search.ranked.hits
    assert hits.rowCount() > 0
    for row in range(hits.rowCount()):
        index = hits.index(row, 0)
        texts += [("hit count", index.data(COUNT_ROLE)), ("hit tip", index.data(TOOLTIP))]
    texts += [("placeholder", window.search.placeholderText())]
    bar = window.statusBar()
    texts += widget_texts(bar) + [("status", bar.currentMessage())]
    assert "显示" in window.counts_label.text()
    assert untranslated(texts, corpus_of(window)) == []


def test_detail_pane_is_chinese_for_a_paper_a_concept_and_the_overview(zh_window):
    window = zh_window
    paper, concept = _paper_and_concept(window)
    corpus = corpus_of(window)
    pages = {}
    for node in (None, paper, concept):
        window.model.select(node)
        pages[node] = window.detail.toPlainText()
        assert untranslated([(str(node), pages[node])], corpus) == []
    assert "摘要" in pages[paper] and "概念" in pages[paper]
    assert "论文（" in pages[concept] and "Papers (" not in pages[concept]
    assert "点击节点" in pages[None]


def test_dialogs_are_chinese(zh_window, qtbot):
    window = zh_window
    paper, concept = _paper_and_concept(window)
    texts = []
    picker = CollectionPicker(
        DEFAULT_CORPUS, [ZoteroCollection(1, "Reading", "Reading", None, 3, 3)], 5, window
    )
    qtbot.addWidget(picker)
    texts += widget_texts(picker) + [("picker", picker.windowTitle())]
    merge = MergeDialog(window.model.graph, concept, window)
    qtbot.addWidget(merge)
    texts += widget_texts(merge) + [("merge", merge.windowTitle())]
    box = _plain_box(window, QMessageBox.Icon.Warning, i18n.translate("Nowhere", "x"))
    texts += [("error box", box.windowTitle())]
    texts += _in_modal(qtbot, lambda: real_ask_yes_no(window, "?"))  # Qt's own Yes / No
    curation = window.insights.edit_actions
    texts += _in_modal(qtbot, lambda: curation.rename_concept(concept))
    texts += _in_modal(qtbot, lambda: curation.retype_concept(concept))
    window.menu_actions["language"].choose("en")  # the choice is kept; a notice says when
    notice = window.menu_actions["language"].notice
    texts += widget_texts(notice) + [("notice", notice.windowTitle())]
    notice.close()
    for opener in (
        window.choose_and_open,
        lambda: window.export_html(),
        lambda: window.export_image(whole=True),
        lambda: window.export_image(whole=False),
        lambda: window.export_view_graph(),
        lambda: window.export_graph(),
        lambda: window.library.views.save_view(),
        window.library.views.choose_and_open,
        lambda: window.library.open_folder(),
        lambda: window.library.open_zotero(),
        lambda: window.insights.export_claims(),
        lambda: window.insights.export_edits(),
        lambda: window.insights.import_edits(),
    ):
        read = _in_modal(qtbot, opener)
        assert read[0][1] and any("\u4e00" <= ch <= "\u9fff" for ch in read[0][1]), read[0]
        texts += [t for t in read if t[0] in ("title", "filter")]
    assert untranslated(texts, corpus_of(window)) == []


def test_exported_page_follows_the_chosen_language(zh_window, tmp_path):
    out = tmp_path / "view.html"
    assert zh_window.export_html(str(out))
    page = out.read_text(encoding="utf-8")
    assert '<html lang="zh-CN">' in page
    assert "节点类型" in page and 'placeholder="搜索名称和别名"' in page
    assert "Node types" not in page and "Search names" not in page
    data = json.loads(re.search(r'id="graph-data">(.*?)</script>', page, re.S).group(1))
    assert data["text"]["lang"] == "zh_CN" and data["text"]["words"]["overview"] == "概览"
    assert data["text"]["plurals"]["paper"] == ["%Ln 篇论文"]
    assert {t["tag"] for t in data["types"]} >= {"论文", "方法", "数据集"}


def test_english_is_unchanged(window):
    """Without a choice the tests' English: the source texts, English plurals, 1,234."""
    assert i18n.language() == "en"
    assert [a.text() for a in window.menuBar().actions()] == ["&File", "&Edit", "&View"]
    assert window.filter_dock.windowTitle() == "Filters"
    assert window.counts_label.text().startswith("Showing ")
    paper, _ = _paper_and_concept(window)
    window.model.select(paper)
    assert "Abstract" in window.detail.toPlainText()
    assert window.view.legend.toolTip() == "Click a type to show or hide it"
    menu = window.menu_actions["language"]
    assert [a.text() for a in menu.actions()] == ["System", "English", "简体中文"]
    assert menu.choices["system"].isChecked()


def test_the_language_choice_is_kept_in_the_settings(window, qtbot, settings_in_tmp):
    menu = window.menu_actions["language"]
    assert language.chosen_language() == "system"
    assert language.effective_language() == language.system_language()
    menu.choices["zh_CN"].trigger()
    qtbot.waitUntil(lambda: getattr(menu, "notice", None) is not None and menu.notice.isVisible())
    assert "restart" not in menu.notice.text() and "starts again" in menu.notice.text()
    menu.notice.close()
    stored = QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, "explorer", "explorer"
    )
    assert stored.value("language") == "zh_CN"
    assert str(settings_in_tmp) in stored.fileName()
    assert language.effective_language() == "zh_CN"
    again = MainWindow(cache_dir=None)  # the next start reads the choice
    qtbot.addWidget(again)
    assert again.menu_actions["language"].choices["zh_CN"].isChecked()
    assert i18n.language() == "en"  # nothing changed under the running window
    menu.choices["system"].trigger()  # English here again: nothing to restart for
    assert language.chosen_language() == "system"
    assert menu.notice.isHidden()


def test_the_walker_sees_english_where_there_is_english(window):
    """The same walk over the English window finds English everywhere (it can fail)."""
    corpus = corpus_of(window)
    texts = [t for a in window.menuBar().actions() for t in menu_texts(a.menu())]
    texts += widget_texts(window.filter_dock)
    bad = untranslated(texts, corpus)
    assert len(bad) > 50
    assert any("'&File'" in line for line in bad)
    assert untranslated([("a count", "12 / 40"), ("Ctrl+Shift+A", "Ctrl+Shift+A")], corpus) == []
    assert untranslated([("left", "Showing 12 of 40")], corpus) != []


STARTUP = (
    "from PySide6.QtCore import QCoreApplication\n"
    "from PySide6.QtWidgets import QApplication\n"
    "from explorer import i18n\n"
    "from explorer.app.language import effective_language, install_language\n"
    "app = QApplication([])\n"
    "install_language(effective_language())\n"
    "print(i18n.language(), QCoreApplication.translate('Menus', '&File'))\n"
)


@pytest.mark.parametrize(
    ("stored", "expected"), [(None, "zh_CN 文件(&F)"), ("en", "en &File")], ids=["system", "chosen"]
)
def test_a_fresh_start_follows_the_locale_unless_a_language_was_chosen(tmp_path, stored, expected):
    """A new process on a Chinese locale starts in Chinese; View > Language's choice wins."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env |= {"LANG": "zh_CN.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
    env |= {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    if stored is not None:
        ini = tmp_path / "config" / "explorer" / "explorer.ini"
        ini.parent.mkdir(parents=True)
        ini.write_text(f"[General]\nlanguage={stored}\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", STARTUP], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == expected
