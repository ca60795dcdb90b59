"""The concept hierarchy in the real window: broader/narrower links, Group by family, generics.

The corpus is four real abstracts read by the real pipeline (spaCy extraction, resolution,
hierarchy), so LLaMA-2-7B and LLaMA-2-13B get their "LLaMA" family and "neural network"
is a catch-all concept.
"""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QPoint, Qt

from explorer.graph import taxonomy
from explorer.render.links import node_from_href

from ..helpers import LOAD_TIMEOUT, anchors, click_text_at, opened_window, wait_idle

ABSTRACTS = [
    "We fine-tune LLaMA-2-7B, a neural network, on one H100 GPU and evaluate on ImageNet-1K.",
    "We evaluate LLaMA-2-13B, a neural network, on one A100 GPU and test on ImageNet.",
    "We propose sparse attention for vision transformers and train ViT-S/16 on ImageNet-1K.",
    "We study long-tailed recognition on ImageNet-LT with a neural network on an H100 GPU.",
]
VARIANTS = ("concept:llama-2-7b", "concept:llama-2-13b")
GENERIC = "concept:neural network"


@pytest.fixture
def concepts_window(qtbot, tmp_path, cache_dir, errors):
    corpus = tmp_path / "llama.jsonl"
    rows = [{"id": f"p{i}", "title": f"Paper {i}", "abstract": a} for i, a in enumerate(ABSTRACTS)]
    corpus.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    w = opened_window(qtbot, cache_dir, [str(corpus)])
    assert errors == []
    yield w
    w.close()


def _link_to(browser, node: str) -> int:
    """Position of the first link of the pane that selects ``node``."""
    return next(pos for pos, href, _ in anchors(browser) if node_from_href(href) == node)


def _click_box(qtbot, window, box) -> None:
    with qtbot.waitSignal(window.model.viewChanged, timeout=LOAD_TIMEOUT):
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    wait_idle(qtbot, window)


def test_broader_and_narrower_links_select_those_concepts(concepts_window, qtbot):
    window, G = concepts_window, concepts_window.model.graph
    variant = VARIANTS[0]
    [(up, reason)] = taxonomy.broader(G, variant)
    window.model.select(variant)
    text = window.detail.toPlainText()
    assert "Broader" in text and reason in text and "specificity" in text
    with qtbot.waitSignal(window.model.selectionChanged):
        click_text_at(qtbot, window.detail, _link_to(window.detail, up))
    assert window.model.selection == up
    # The broader concept is a family no paper names: its page says so and lists members.
    assert G.nodes[up]["derived"] and "no paper names" in window.detail.toPlainText()
    narrower = [n for n, _ in taxonomy.narrower(G, up)]
    assert set(VARIANTS) <= set(narrower)
    other = VARIANTS[1]
    with qtbot.waitSignal(window.model.selectionChanged):
        click_text_at(qtbot, window.detail, _link_to(window.detail, other))
    assert window.model.selection == other
    assert G.nodes[other]["label"] in window.detail.toPlainText()


def test_a_generic_concept_is_marked_on_its_page(concepts_window):
    window = concepts_window
    window.model.select(GENERIC)
    meta = window.detail.toPlainText().splitlines()[1]
    assert "generic" in meta


def test_group_by_family_replaces_variants_on_the_canvas_and_in_the_gap_matrix(
    concepts_window, qtbot
):
    window = concepts_window
    model, view = window.model, window.view
    family = taxonomy.family_of(model.graph, VARIANTS[0])
    assert family == taxonomy.family_of(model.graph, VARIANTS[1]) != VARIANTS[0]
    assert set(VARIANTS) <= set(view.nodes) and family not in view.nodes
    window.insights.gaps_dock.show()
    qtbot.waitUntil(window.insights.gaps_dock.isVisible)
    gaps = window.insights.gaps
    gaps.set_types("MODEL", "HARDWARE")
    assert set(VARIANTS) <= set(gaps.matrix.rows)

    _click_box(qtbot, window, window.filter_panel.family_box)
    assert model.filters.group_by_family and window.menu_actions["family"].isChecked()
    assert family in view.nodes and not set(VARIANTS) & set(view.nodes)
    assert set(VARIANTS) <= set(model.view_graph.nodes[family]["members"])
    assert family in gaps.matrix.rows and not set(VARIANTS) & set(gaps.matrix.rows)
    assert gaps.summary.text().endswith("(concepts grouped by family)")
    row = gaps.matrix.rows.index(family)
    assert gaps.table.verticalHeaderItem(row).text() == model.graph.nodes[family]["label"]
    # Clicking the family on the canvas shows its page: the members, one click each.
    model.select(family)
    assert set(VARIANTS) <= {node_from_href(h) for _, h, _ in anchors(window.detail)}

    with qtbot.waitSignal(model.viewChanged, timeout=LOAD_TIMEOUT):
        window.menu_actions["family"].trigger()  # the View menu turns it off again
    wait_idle(qtbot, window)
    assert not window.filter_panel.family_box.isChecked()
    assert set(VARIANTS) <= set(view.nodes) and set(VARIANTS) <= set(gaps.matrix.rows)


def test_the_generic_filter_brings_generic_concepts_back(concepts_window, qtbot):
    window = concepts_window
    model, view = window.model, window.view
    assert model.graph.nodes[GENERIC]["generic"]
    assert GENERIC not in view.nodes and not model.filters.include_generic
    _click_box(qtbot, window, window.filter_panel.generic_box)
    assert model.filters.include_generic and GENERIC in view.nodes
    _click_box(qtbot, window, window.filter_panel.generic_box)
    assert GENERIC not in view.nodes
    # Still searchable: the search selects it, and the canvas shows the selection.
    window.search.setText("neural network")
    with qtbot.waitSignal(model.selectionChanged):
        qtbot.keyClick(window.search, Qt.Key.Key_Return)
    assert model.selection == GENERIC
    qtbot.waitUntil(lambda: GENERIC in view.nodes)


def _page_labels(path) -> set[str]:
    text = path.read_text(encoding="utf-8")
    data = json.loads(re.search(r'id="graph-data">(.*?)</script>', text, re.S).group(1))
    return {d["label"] for d in data["details"]}


def test_the_html_export_carries_the_family_and_generic_switches(concepts_window, qtbot, tmp_path):
    window = concepts_window
    model = window.model
    family = model.graph.nodes[taxonomy.family_of(model.graph, VARIANTS[0])]["label"]
    variants = {model.graph.nodes[n]["label"] for n in VARIANTS}
    plain, grouped = tmp_path / "plain.html", tmp_path / "grouped.html"
    assert window.export_html(str(plain))
    labels = _page_labels(plain)
    assert variants <= labels and "neural network" not in labels
    _click_box(qtbot, window, window.filter_panel.family_box)
    _click_box(qtbot, window, window.filter_panel.generic_box)
    assert window.export_html(str(grouped))
    labels = _page_labels(grouped)
    assert family in labels and not variants & labels and "neural network" in labels
