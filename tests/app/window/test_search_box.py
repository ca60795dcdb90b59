"""The search box in the real window: ranked rows with type and count, Enter, follows selection."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from explorer.app.completion.rows import COUNT_ROLE, NODE_ROLE

pytestmark = pytest.mark.slow


def popup_rows(window) -> list[tuple[str, str, str]]:
    completer = window.search.ranked
    rows = completer.completionModel()
    return [
        (
            rows.index(r, 0).data(NODE_ROLE),
            rows.index(r, 0).data(Qt.ItemDataRole.DisplayRole),
            rows.index(r, 0).data(COUNT_ROLE),
        )
        for r in range(rows.rowCount())
    ]


def type_into(qtbot, window, text: str) -> None:
    window.search.setFocus()
    window.search.clear()
    qtbot.keyClicks(window.search, text)
    qtbot.waitUntil(lambda: window.search.ranked.popup().isVisible())


def test_typing_an_exact_concept_name_ranks_it_first_with_type_and_count(window, qtbot):
    G = window.model.graph
    concept = "concept:gpu"
    type_into(qtbot, window, "gpu")
    rows = popup_rows(window)
    assert rows[0][0] == concept
    assert rows[0][2] == f"HARDWARE · {G.nodes[concept]['papers']} papers"
    assert len({node for node, *_ in rows}) == len(rows)  # one row per node
    assert not window.search.ranked.popup().currentIndex().isValid()  # none chosen yet
    qtbot.keyClick(window.search, Qt.Key.Key_Return)  # nothing highlighted: the best row
    assert window.model.selection == concept
    assert window.search.text() == G.nodes[concept]["label"]


def test_arrow_keys_choose_a_row_and_enter_selects_that_row(window, qtbot):
    type_into(qtbot, window, "attention")
    rows = popup_rows(window)
    assert len(rows) >= 3
    popup = window.search.ranked.popup()
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    with qtbot.waitSignal(window.search.found, timeout=5000) as found:
        qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert found.args == [rows[1][0]] and window.model.selection == rows[1][0]


def test_a_type_filter_in_the_query_keeps_that_type(window, qtbot):
    type_into(qtbot, window, "type:dataset")
    rows = popup_rows(window)
    types = {window.model.graph.nodes[node]["type"] for node, *_ in rows}
    assert rows and types == {"DATASET"}
    assert all(count.startswith("DATASET · ") for *_, count in rows)


def test_the_box_follows_a_selection_made_elsewhere(window, qtbot):
    G = window.model.graph
    type_into(qtbot, window, "gpu")
    qtbot.keyClick(window.search, Qt.Key.Key_Escape)
    paper = next(n for n, k in G.nodes(data="kind") if k == "paper")
    window.model.select(paper)  # as a click on the canvas does
    assert window.search.text() == G.nodes[paper]["label"]
    window.model.select(None)
    assert window.search.text() == ""
