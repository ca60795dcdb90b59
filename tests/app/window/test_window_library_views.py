"""The real window with the user's own library: Zotero, folders, saved views across restarts."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent, QImage
from PySide6.QtWidgets import QDialogButtonBox

from explorer.app.insights.curation_undo import edits_directory
from explorer.app.window.library_actions import OPEN_FILTER, readable_name
from explorer.app.window.main_window import MainWindow
from explorer.paths import DEFAULT_CORPUS
from explorer.views.corpusrefs import view_of
from explorer.views.viewfile import ViewFilters, read_view, write_view
from tests.corpus.zotero_db import build_library

from ..helpers import LOAD_TIMEOUT, open_and_wait, wait_idle
from .test_screenshot import png_size

pytestmark = pytest.mark.slow


def new_window(qtbot, cache_dir) -> MainWindow:
    """A window as the app starts it, with nothing loaded yet."""
    w = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(w)
    w.resize(1300, 850)
    w.show()
    qtbot.waitExposed(w)
    return w


def open_view_and_wait(qtbot, window: MainWindow, path: Path) -> None:
    with qtbot.waitSignal(window.library.views.viewRestored, timeout=LOAD_TIMEOUT):
        window.open_paths([str(path)])
    wait_idle(qtbot, window)


def picture(window: MainWindow) -> dict:
    model, canvas = window.model, window.view
    centre = canvas.mapToScene(canvas.viewport().rect().center())
    return {
        "selection": model.selection,
        "filters": model.filters,
        "visible": set(model.view_graph),
        "drawn": set(canvas.nodes),
        "zoom": canvas.zoom(),
        "centre": (centre.x(), centre.y()),
    }


def test_zotero_library_with_a_collection_chosen(qtbot, cache_dir, tmp_path, errors):
    z, (first, second) = build_library(tmp_path)
    reading = z.add_collection("Reading")
    gnn = z.add_collection("GNN", parent=reading)
    z.file(gnn, first)
    z.file(reading, second)
    z.file(gnn, z.add_item("NOABS003", {"title": "Filed without an abstract"}))
    library = z.close()
    window = new_window(qtbot, cache_dir)
    picker = window.library.open_zotero(str(tmp_path))  # the data folder holding the database
    assert picker is not None and picker.isVisible()
    rows = {picker.rows[i].text(0): picker.rows[i].text(1) for i in picker.rows}
    assert rows == {"Reading": "3", "GNN": "2"}  # what choosing it reads: subcollections too
    all_items = picker.tree.topLevelItem(0)
    assert (all_items.text(0), all_items.text(1)) == ("All items", "5")  # 2 papers, 3 without
    picker.choose("Reading/GNN")
    with qtbot.waitSignal(window.graphLoaded, timeout=LOAD_TIMEOUT):
        qtbot.mouseClick(
            picker.buttons.button(QDialogButtonBox.StandardButton.Open), Qt.MouseButton.LeftButton
        )
    wait_idle(qtbot, window)
    papers = {n for n, d in window.model.graph.nodes(data=True) if d.get("kind") == "paper"}
    assert papers == {"paper:ABCD2345"}
    assert window.model.source == [f"{library}#collection=Reading%2FGNN"]
    # The missing abstract is said in one line that stays after "Loaded …".
    assert window.notes.isVisible()
    (line,) = window.notes.lines
    assert line.startswith(f"{library}: 1 of 2 items in collection 'Reading/GNN' has no abstract")
    assert window.notes.text().startswith("⚠ zotero.sqlite: 1 of 2 items")
    assert window.menu_actions["recent"].actions()[0].text() == "Zotero: Reading/GNN"
    assert errors == []
    # A saved view of the collection reopens the same collection.
    view_path = tmp_path / "gnn.explorer-view.json"
    assert window.library.views.save_view(str(view_path))
    assert read_view(view_path).corpus[0].path == "zotero.sqlite#collection=Reading%2FGNN"
    open_view_and_wait(qtbot, window, view_path)
    assert window.model.source == [f"{library}#collection=Reading%2FGNN"]


def test_a_broken_zotero_database_is_one_line(qtbot, cache_dir, tmp_path, errors):
    bad = tmp_path / "zotero.sqlite"
    bad.write_bytes(b"not a database at all\n")
    window = new_window(qtbot, cache_dir)
    assert window.library.open_zotero(str(bad)) is None
    assert len(errors) == 1 and str(bad) in errors[0] and "\n" not in errors[0]


def test_saved_view_reopens_the_same_picture_after_a_restart(qtbot, cache_dir, tmp_path, errors):
    corpus = shutil.copy(DEFAULT_CORPUS, tmp_path / "papers.jsonl")
    window = new_window(qtbot, cache_dir)
    open_and_wait(qtbot, window, [str(corpus)])
    model = window.model
    concept = max(
        (n for n, d in model.graph.nodes(data=True) if d.get("kind") == "concept"),
        key=model.graph.degree,
    )
    model.set_filters(types=frozenset({"METHOD", "DATASET", "MODEL"}), min_degree=1)
    model.focus(concept)
    model.set_filters(depth=2)
    model.select(concept)
    wait_idle(qtbot, window)
    neighbour = next(
        n for n in sorted(model.view_graph) if n != concept and n.startswith("concept:")
    )
    edits = [
        {"op": "rename", "node": concept, "label": "Renamed In The View"},
        {"op": "hide", "node": neighbour},
    ]
    for edit in edits:
        assert window.insights.curation.push(edit)
    wait_idle(qtbot, window)
    assert neighbour not in model.view_graph
    window.view.zoom_by(1.25)
    window.view.centerOn(window.view.nodes[concept])
    before = picture(window)
    assert before["selection"] == concept and before["visible"]
    view_path = tmp_path / "methods.explorer-view.json"
    assert window.library.views.save_view(str(view_path))
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith(".")]  # atomic
    saved = json.loads(view_path.read_text(encoding="utf-8"))
    assert saved["corpus"][0]["path"] == "papers.jsonl"
    assert saved["filters"]["focus"] == concept and saved["filters"]["depth"] == 2
    assert saved["edits"] == edits
    window.close()  # the app quits; a new one starts and opens the view
    shutil.rmtree(edits_directory())  # as on another machine: only the view has the edits

    again = new_window(qtbot, cache_dir)
    recent = again.menu_actions["recent"].actions()
    assert recent[0].text() == "methods (view)" and recent[0].toolTip() == str(view_path)
    with qtbot.waitSignal(again.library.views.viewRestored, timeout=LOAD_TIMEOUT):
        recent[0].trigger()  # File > Open Recent > methods (view)
    wait_idle(qtbot, again)
    after = picture(again)
    assert after["selection"] == before["selection"]
    assert after["filters"] == before["filters"]
    assert after["visible"] == before["visible"] and after["drawn"] == before["drawn"]
    assert after["zoom"] == pytest.approx(before["zoom"], rel=1e-4)
    assert after["centre"] == pytest.approx(before["centre"], abs=1.0)
    assert again.insights.curation.applied() == edits
    assert again.model.graph.nodes[concept]["label"] == "Renamed In The View"
    assert again.filter_panel.isEnabled()
    assert not again.notes.isVisible() and errors == []
    shot = tmp_path / "restored.png"
    again.grab().save(str(shot))
    assert not QImage(str(shot)).isNull()


def test_a_changed_corpus_warns_and_opens_what_still_matches(qtbot, cache_dir, tmp_path, errors):
    corpus = tmp_path / "papers.jsonl"
    lines = DEFAULT_CORPUS.read_text(encoding="utf-8").splitlines(keepends=True)
    corpus.write_text("".join(lines), encoding="utf-8")
    window = new_window(qtbot, cache_dir)
    open_and_wait(qtbot, window, [str(corpus)])
    first_paper = "paper:" + str(json.loads(lines[0]).get("id"))
    assert first_paper in window.model.graph
    window.model.select(first_paper)
    window.model.set_filters(show_papers=True, types=frozenset({"METHOD"}))
    wait_idle(qtbot, window)
    view_path = tmp_path / "first.explorer-view.json"
    assert window.library.views.save_view(str(view_path))
    window.close()

    corpus.write_text("".join(lines[1:]), encoding="utf-8")  # the selected paper is gone
    again = new_window(qtbot, cache_dir)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(view_path))])
    drop = QDropEvent(
        QPointF(50, 50),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(again.library.views.viewRestored, timeout=LOAD_TIMEOUT):
        again.dropEvent(drop)  # the view file dropped on the window
    wait_idle(qtbot, again)
    assert again.model.filters.types == frozenset({"METHOD"})
    assert again.model.selection is None
    assert len(again.model.graph) > 0
    assert again.notes.isVisible()
    tip = again.notes.toolTip()
    assert "corpus file papers.jsonl changed since the view was saved" in tip
    assert f"the selected node {first_paper} is no longer in the corpus" in tip
    assert errors == []


def test_open_dialog_and_menus_offer_every_kind_of_source(qtbot, cache_dir, tmp_path, errors):
    for pattern in ("*.ris", "*.json", "*.sqlite", "*.explorer-view.json"):
        assert pattern in OPEN_FILTER.split(";;")[0]
    window = new_window(qtbot, cache_dir)
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    for entry in ("Open &Folder…", "Open &Zotero Library…", "Open &View…", "&Save View…"):
        assert entry in texts
    assert not window.library.views.save_view(str(tmp_path / "nothing.explorer-view.json"))
    assert errors.pop() == "open a corpus before saving a view"
    folder = tmp_path / "corpus"
    folder.mkdir()
    shutil.copy(DEFAULT_CORPUS, folder / "papers.jsonl")
    with qtbot.waitSignal(window.graphLoaded, timeout=LOAD_TIMEOUT):
        window.library.open_folder(str(folder))
    wait_idle(qtbot, window)
    assert window.model.source == [str(folder)]
    # A view is opened on its own; with other files it is one clear line.
    window.open_paths([str(tmp_path / "a.explorer-view.json"), str(folder / "papers.jsonl")])
    view = tmp_path / "a.explorer-view.json"
    assert errors == [f"{view}: a saved view is opened on its own, without other files"]
    assert readable_name("/x/zotero.sqlite") == "Zotero library"


def explorer_cli(tmp_path, *args: str) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "EXPLORER_CACHE_DIR": str(tmp_path / "cache"),
    }
    command = [sys.executable, "-m", "explorer", *args]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)


def test_explorer_view_on_the_command_line_opens_the_app_on_it(tmp_path):
    corpus = shutil.copy(DEFAULT_CORPUS, tmp_path / "papers.jsonl")
    view_path = tmp_path / "datasets.explorer-view.json"
    filters = ViewFilters(types=frozenset({"DATASET"}), show_papers=False)
    write_view(view_path, view_of([corpus], view_path, filters=filters, zoom=0.8))
    out = tmp_path / "window.png"
    result = explorer_cli(tmp_path, str(view_path), "--screenshot", str(out), "--size", "900x600")
    assert result.returncode == 0, result.stderr
    assert png_size(out.read_bytes()) == (900, 600)
    Path(corpus).unlink()
    result = explorer_cli(tmp_path, str(view_path), "--screenshot", str(out))
    assert result.returncode == 1
    assert "none of the view's corpus files was found (papers.jsonl)" in result.stderr
    ours = [line for line in result.stderr.splitlines() if line.startswith("explorer:")]
    assert "Traceback" not in result.stderr and len(ours) == 1  # the rest is Qt's offscreen noise
