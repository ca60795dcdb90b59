"""Curation in the real window: each edit changes the graph, Ctrl+Z undoes, Ctrl+Shift+Z redoes,
edits survive a restart, and export/import round-trips."""

from __future__ import annotations

import networkx as nx
import pytest

from explorer.app.canvas.node_menu import node_menu
from explorer.app.insights.curation_undo import edits_directory
from explorer.app.window.main_window import MainWindow
from explorer.curation_file import load_edits
from explorer.graph import query
from explorer.paths import DEFAULT_CORPUS

from ..helpers import open_and_wait, reads_left_to_right, wait_idle
from .insight_helpers import answer_next_dialog, press

pytestmark = pytest.mark.slow


def _snapshot(G):
    return nx.node_link_data(G, edges="links")


def _top(G, kind, n=0):
    return query.rank_concepts(G, types={kind}, top=10, include_generic=False)[n][0]


def _menu_action(menu, text):
    for action in menu.actions():
        if action.text() == text:
            return action
        if action.menu() is not None:
            found = _menu_action(action.menu(), text)
            if found is not None:
                return found
    return None


def _undo_redo(qtbot, window, edited, pristine):
    """Ctrl+Z gives back ``pristine`` exactly, Ctrl+Shift+Z ``edited``."""
    press(qtbot, window, "Ctrl+Z")
    assert _snapshot(window.model.graph) == pristine
    press(qtbot, window, "Ctrl+Shift+Z")
    assert _snapshot(window.model.graph) == edited


def test_rename_from_the_edit_menu_with_undo_and_redo(window, qtbot):
    model = window.model
    pristine = _snapshot(model.graph)
    concept = _top(model.graph, "METHOD")
    old = model.graph.nodes[concept]["label"]
    model.select(concept)
    asked = answer_next_dialog("Renamed Method")
    with qtbot.waitSignal(model.graphChanged):
        press(qtbot, window, "F2")
    assert asked and old in asked[0]
    assert model.graph.nodes[concept]["label"] == "Renamed Method"
    assert old in model.graph.nodes[concept]["aliases"]
    assert model.selection == concept
    assert "Renamed Method" in window.detail.toPlainText()
    assert window.menu_actions["undo"].text() == f"&Undo Rename “{old}”"
    edited = _snapshot(model.graph)
    _undo_redo(qtbot, window, edited, pristine)
    wait_idle(qtbot, window)
    assert window.view.nodes[concept].label_text.startswith("Renamed")


def test_merge_from_the_node_menu(window, qtbot):
    model, view = window.model, window.view
    pristine = _snapshot(model.graph)
    into, node = _top(model.graph, "METHOD", 0), _top(model.graph, "METHOD", 1)
    label = model.graph.nodes[node]["label"]
    papers = set(model.graph[node]) | set(model.graph[into])
    model.select(node)
    answer_next_dialog(model.graph.nodes[into]["label"])  # typed in full, not picked
    _menu_action(node_menu(view, view.nodes[node]), "Merge Into…").trigger()
    qtbot.waitUntil(lambda: node not in model.graph)
    G = model.graph
    assert node not in G and label in G.nodes[into]["aliases"]
    assert {p for p in papers if p.startswith("paper:")} <= set(G[into])
    assert model.selection == into
    wait_idle(qtbot, window)
    assert node not in view.nodes and into in view.nodes
    _undo_redo(qtbot, window, _snapshot(G), pristine)


def test_retype_from_the_node_menu_submenu(window, qtbot):
    model, view = window.model, window.view
    pristine = _snapshot(model.graph)
    concept = _top(model.graph, "METHOD", 2)
    _menu_action(node_menu(view, view.nodes[concept]), "Task").trigger()
    G = model.graph
    assert G.nodes[concept]["type"] == "TASK"
    relations = {G.edges[concept, p]["relation"] for p in G[concept] if p.startswith("paper:")}
    assert relations <= {"addresses_task", "proposes"} and "addresses_task" in relations
    _undo_redo(qtbot, window, _snapshot(G), pristine)


def test_hide_with_delete_then_undo(window, qtbot):
    model, view = window.model, window.view
    pristine = _snapshot(model.graph)
    concept = _top(model.graph, "HARDWARE")
    model.select(concept)
    press(qtbot, window, "Del")
    assert concept not in model.graph and model.selection is None
    wait_idle(qtbot, window)
    assert concept not in view.nodes
    edited = _snapshot(model.graph)
    press(qtbot, window, "Ctrl+Z")
    wait_idle(qtbot, window)
    assert concept in view.nodes and _snapshot(model.graph) == pristine
    press(qtbot, window, "Ctrl+Shift+Z")
    assert _snapshot(model.graph) == edited


def test_split_alias_from_the_edit_menu(window, qtbot):
    model = window.model
    pristine = _snapshot(model.graph)
    G = model.graph
    concept, alias = next(
        (n, a)
        for n, d in G.nodes(data=True)
        if d["kind"] == "concept"
        for a in d["aliases"]
        if a != d["label"]
        and any(
            m["text"] == a for p in G[n] if p.startswith("paper:") for m in G.nodes[p]["mentions"]
        )
        and "concept:" + " ".join(a.casefold().split()) not in G
    )
    model.select(concept)
    answer_next_dialog(alias)
    press(qtbot, window, "Ctrl+Shift+L")
    G = model.graph
    new = "concept:" + " ".join(alias.casefold().split())
    assert new in G and G.nodes[new]["label"] == alias
    assert alias not in G.nodes[concept]["aliases"]
    assert any(p.startswith("paper:") for p in G[new])
    _undo_redo(qtbot, window, _snapshot(G), pristine)


def test_a_cancelled_dialog_or_an_impossible_edit_changes_nothing(window, qtbot, errors):
    model = window.model
    pristine = _snapshot(model.graph)
    model.select(_top(model.graph, "METHOD"))
    answer_next_dialog(None)
    press(qtbot, window, "F2")
    assert window.insights.curation.stack.count() == 0
    assert not window.insights.curation.push({"op": "hide", "node": "concept:not there"})
    assert errors and "not there" in errors[-1]
    assert _snapshot(model.graph) == pristine and not window.menu_actions["undo"].isEnabled()


def test_edits_persist_across_a_restart(window, qtbot, cache_dir):
    model = window.model
    pristine = _snapshot(model.graph)
    renamed, hidden = _top(model.graph, "METHOD"), _top(model.graph, "TASK")
    curation = window.insights.curation
    assert curation.push({"op": "rename", "node": renamed, "label": "Kept Name"})
    assert curation.push({"op": "hide", "node": hidden})
    edited = _snapshot(model.graph)
    saved = list(edits_directory().glob("*.edits.json"))
    assert len(saved) == 1 and len(load_edits(saved[0])) == 2
    window.close()

    again = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    open_and_wait(qtbot, again, [str(DEFAULT_CORPUS)])
    assert _snapshot(again.model.graph) == edited
    assert (
        again.model.graph.nodes[renamed]["label"] == "Kept Name" and hidden not in again.model.graph
    )
    press(qtbot, again, "Ctrl+Z")  # the saved edits are one undo step
    assert _snapshot(again.model.graph) == pristine
    assert load_edits(saved[0]) == []
    again.close()


def test_export_and_import_round_trip(window, qtbot, tmp_path, errors):
    model = window.model
    pristine = _snapshot(model.graph)
    curation = window.insights.curation
    assert curation.push({"op": "retype", "node": _top(model.graph, "METHOD"), "type": "MODEL"})
    assert curation.push({"op": "hide", "node": _top(model.graph, "TASK")})
    edited = _snapshot(model.graph)
    shared = tmp_path / "team-edits.json"
    assert window.insights.export_edits(str(shared))
    assert load_edits(shared) == curation.applied()
    press(qtbot, window, "Ctrl+Z")
    press(qtbot, window, "Ctrl+Z")
    assert _snapshot(model.graph) == pristine
    assert window.insights.import_edits(str(shared)) == 2
    assert _snapshot(model.graph) == edited
    assert window.insights.import_edits(str(shared)) == 0  # already in effect
    press(qtbot, window, "Ctrl+Z")  # the import is one step
    assert _snapshot(model.graph) == pristine
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "explorer-edits", "edits": [{"op": "explode"}]}', encoding="utf-8")
    assert window.insights.import_edits(str(bad)) == 0
    assert errors and "bad.json" in errors[-1] and "explode" in errors[-1]
    assert _snapshot(model.graph) == pristine


def test_curation_prompts_isolate_the_label(window, qtbot):
    rlo = "\u202e"  # RIGHT-TO-LEFT OVERRIDE, left unterminated
    model = window.model
    concept = next(n for n, kind in model.graph.nodes(data="kind") if kind == "concept")
    model.graph.nodes[concept]["label"] = f"Evil{rlo}"
    model.select(concept)
    asked = answer_next_dialog(None)  # cancel: only the question is looked at
    press(qtbot, window, "F2")
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == [f"New name for “\u2068Evil{rlo}\u2069”:"]
    assert reads_left_to_right(f"<p>{asked[0]}</p>", "”:")


def test_the_merge_dialog_starts_empty_and_enter_takes_no_unpicked_completion(window, qtbot):
    from PySide6.QtCore import Qt

    model = window.model
    into, node = _top(model.graph, "METHOD", 0), _top(model.graph, "METHOD", 1)
    label = model.graph.nodes[into]["label"]
    dialog = window.insights.edit_actions.merge_concept(node)
    qtbot.waitExposed(dialog)
    assert dialog.textValue() == "" and dialog.chosen() is None
    qtbot.keyClicks(dialog.line_edit, label[:3])
    popup = dialog.ranked.popup()
    qtbot.waitUntil(popup.isVisible)
    rows = dialog.ranked.hits.hits
    assert rows and all(h.type != "PAPER" and h.node != node for h in rows)
    assert not popup.currentIndex().isValid()  # nothing highlighted for the user
    qtbot.keyClick(popup, Qt.Key.Key_Return)  # closes the list, merges nothing
    qtbot.keyClick(dialog.line_edit, Qt.Key.Key_Return)  # a half-typed name: refused
    assert dialog.isVisible() and node in model.graph
    assert "Pick a concept from the list" in dialog.labelText()
    # An explicit choice: move to the row and press Enter, then OK.
    dialog.line_edit.clear()
    qtbot.keyClicks(dialog.line_edit, label)
    qtbot.waitUntil(popup.isVisible)
    row = [h.node for h in dialog.ranked.hits.hits].index(into)
    for _ in range(row + 1):
        qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert dialog.chosen() == into and dialog.textValue() == label
    with qtbot.waitSignal(model.graphChanged):
        dialog.accept()
    assert node not in model.graph and model.selection in (into, None)
