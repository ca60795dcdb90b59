"""Broken and surprising files opened in the Chinese window: what the core says about them
(a bad JSON line, a CSV without an abstract column, a saved view whose corpus changed, a Zotero
library with items lacking abstracts, a file that is no Zotero database) reaches the dialogs and
the status bar in Chinese (issue 16, item 5).

Only the file's path and what the message echoes from the file (its column names, titles, node
ids) may stay as they are; the walker (:mod:`tests.app.ui_text`) judges the rest.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import networkx as nx
import pytest

from explorer.app import language
from explorer.app.window import dialogs
from explorer.app.window.main_window import MainWindow
from explorer.corpus.records import FIELD_ALIASES
from explorer.corpus.zotero import library_size
from explorer.paths import DEFAULT_CORPUS
from tests.corpus.zotero_db import PAPERS, build_library

from .helpers import LOAD_TIMEOUT, wait_idle
from .ui_text import CorpusText, untranslated

pytestmark = pytest.mark.slow
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def zh_empty_window(qtbot, cache_dir, errors):
    """The window as it starts in Chinese, nothing loaded."""
    assert language.install_language("zh_CN") == "zh_CN"
    w = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(w)
    w.resize(1300, 850)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def _judge(texts: list[tuple[str, str]], *echoed: str | Path, graph: nx.Graph = None) -> list[str]:
    """English words left in ``texts`` once the paths, the echoed file text and the text of
    the loaded ``graph`` (its name, titles...) are out."""
    pieces = [str(e) for e in echoed]
    pieces += [str(Path(p).name) for p in echoed if isinstance(p, Path)]
    return untranslated(texts, CorpusText(nx.Graph() if graph is None else graph, pieces))


def _failed_load(qtbot, window, paths: list[str]) -> str:
    with qtbot.waitSignal(window.loadFailed, timeout=LOAD_TIMEOUT) as failed:
        window.open_paths(paths)
    wait_idle(qtbot, window)
    return failed.args[0]


def test_a_bad_json_line_is_said_in_chinese(zh_empty_window, qtbot, tmp_path, monkeypatch):
    corpus = tmp_path / "papers.jsonl"
    good = json.dumps({"id": "a", "abstract": "We propose X."})
    corpus.write_text(f'{good}\n{{"abstract": \n', encoding="utf-8")
    asked: list[str] = []
    monkeypatch.setattr(
        dialogs, "ask_yes_no", lambda parent, question, **buttons: asked.append(question) or False
    )
    status = _failed_load(qtbot, zh_empty_window, [str(corpus)])
    (question,) = asked  # "load the valid records?"
    assert question.startswith(f"{corpus}:2: JSON 无效：缺少值（第 14 列）")
    assert status.startswith(f"{corpus}:2: JSON 无效") and "\n" not in status
    assert zh_empty_window.statusBar().currentMessage() == status
    assert _judge([("question", question), ("status", status)], corpus) == []


def test_a_csv_without_an_abstract_column_is_said_in_chinese(
    zh_empty_window, qtbot, tmp_path, errors
):
    corpus = tmp_path / "papers.csv"
    corpus.write_text("title,venue\nA paper,ICML\n", encoding="utf-8")
    message = _failed_load(qtbot, zh_empty_window, [str(corpus)])
    assert errors == [message]  # the error dialog's text
    assert message.startswith(f"{corpus}:1: 没有摘要列（找到的列：title, venue）")
    # The column names the file has and the ones it may use are the file's own words.
    names = ", ".join(FIELD_ALIASES["abstract"])
    assert _judge([("error", message)], corpus, "title, venue", names) == []


def test_a_view_whose_corpus_changed_warns_in_chinese(zh_empty_window, qtbot, tmp_path):
    corpus = shutil.copy(DEFAULT_CORPUS, tmp_path / "papers.jsonl")
    view = tmp_path / "mine.explorer-view.json"
    gone = "paper:no-longer-here"
    document = {
        "format": "explorer-view",
        "version": 1,
        "corpus": [{"path": "papers.jsonl", "sha256": "0" * 64}],  # not what the file hashes to
        "selection": gone,
    }
    view.write_text(json.dumps(document), encoding="utf-8")
    window = zh_empty_window
    with qtbot.waitSignal(window.library.views.viewRestored, timeout=LOAD_TIMEOUT):
        window.open_paths([str(view)])
    wait_idle(qtbot, window)
    lines = window.notes.lines
    assert lines == [
        f"{view}: 语料文件 papers.jsonl 在视图保存后已更改；按其当前内容打开（部分节点可能不同）",
        f"{view}: 选中的节点 {gone} 已不在语料中",
    ]
    texts = [("note", window.notes.text()), ("tip", window.notes.toolTip())]
    texts += [("status", window.statusBar().currentMessage())]
    assert _judge(texts, view, Path(corpus), gone, graph=window.model.graph) == []


def test_zotero_items_without_abstracts_are_counted_in_chinese(
    zh_empty_window, qtbot, tmp_path, errors
):
    z, _ = build_library(tmp_path)
    library = z.close()
    window = zh_empty_window
    with qtbot.waitSignal(window.graphLoaded, timeout=LOAD_TIMEOUT):
        window.open_paths([str(library)])
    wait_idle(qtbot, window)
    (line,) = window.notes.lines
    total = library_size(library)  # as Zotero's "My Library" counts
    assert total == len(PAPERS) + 2  # the papers and the two without an abstract
    assert line.startswith(f"{library}: 文献库的 {total} 个条目中有 2 个没有摘要，已略去（例如 ")
    assert window.notes.text().startswith("⚠ zotero.sqlite: 文献库的")
    titles = ["A paper without an abstract", "Another one"]
    shown = window.notes.text().split("（例如")[0]  # the bar cuts the examples short
    texts = [("note", shown), ("tip", window.notes.toolTip())]
    texts += [("status", window.statusBar().currentMessage())]
    assert _judge(texts, Path(library), *titles, graph=window.model.graph) == []
    # Saving the graph over the library it came from is refused, in Chinese too.
    assert window.export_graph(str(library)) is False
    assert errors == [
        f"{library}: 图文件 不能写成 .sqlite；请使用 .graphml 或 .gexf 或 .json 或 .json.gz"
    ]
    folder = tmp_path / "out.json"
    folder.mkdir()
    assert window.export_graph(str(folder)) is False
    assert errors[1] == f"{folder}: 图文件 是文件夹；请给出文件名"
    suffixes = (".sqlite", ".graphml", ".gexf", ".json.gz", ".json")  # file names' own
    assert _judge([("error", e) for e in errors], Path(library), folder, *suffixes) == []


def test_a_file_that_is_no_zotero_database_is_one_chinese_line(zh_empty_window, tmp_path, errors):
    bad = tmp_path / "zotero.sqlite"
    bad.write_bytes(b"not a database at all\n")
    assert zh_empty_window.library.open_zotero(str(bad)) is None
    (message,) = errors
    assert message.startswith(f"{bad}: 不是 SQLite 数据库") and "\n" not in message
    assert CJK.search(message)
    assert _judge([("error", message)], bad) == []


def test_an_impossible_edit_gives_its_reason_alone_in_chinese(zh_empty_window, qtbot, errors):
    from .helpers import open_and_wait

    open_and_wait(qtbot, zh_empty_window, [str(DEFAULT_CORPUS)])
    assert not zh_empty_window.insights.curation.push({"op": "hide", "node": "concept:not there"})
    reason = errors[-1]
    assert "concept:not there" in reason and CJK.search(reason)
    assert "已跳过" not in reason and not reason.startswith("：")  # the reason, not the wrapper
