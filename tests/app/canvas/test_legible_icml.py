"""The real scene of ICML 2023 (1,865 papers): legible fitted and zoomed, overview and whole.

The shared corpus is found beside the repository (``../shared``, as the other tests of
ICML 2023 find it); without it these tests fail rather than pass unseen. It is extracted once
per session (about ten seconds), and each test opens it from that cache in the real window.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF

from explorer.paths import ROOT
from explorer.pipeline import open_graph

from ..helpers import opened_window, wait_idle
from .legibility import community_name_rects, covered_labels, overlapping_nodes, shown_label_rects

pytestmark = pytest.mark.slow

PLACES = (ROOT.parent / "shared", Path("/work/shared"))


@pytest.fixture(scope="session")
def icml(tmp_path_factory) -> tuple[Path, Path]:
    """The ICML 2023 corpus and a cache holding its extraction."""
    found = [p / "corpora" / "icml2023.jsonl" for p in PLACES]
    corpus = next((p for p in found if p.is_file()), None)
    if corpus is None:
        pytest.fail(f"the shared ICML 2023 corpus is missing (looked for {found})")
    cache = tmp_path_factory.mktemp("icml-cache")
    open_graph([corpus], cache_dir=cache)
    return corpus, cache


@pytest.fixture
def icml_window(qtbot, icml, errors):
    corpus, cache = icml
    w = opened_window(qtbot, cache, [str(corpus)], size=(1400, 900))
    assert errors == []
    yield w
    w.close()


def legibility(view) -> tuple[int, int, int]:
    """(overlapping node pairs, labels over a label or node, labels shown) on screen now."""
    view.update_labels()
    return len(overlapping_nodes(view)), len(covered_labels(view)), len(shown_label_rects(view))


@pytest.mark.parametrize("everything", [False, True])
def test_icml_2023_is_legible_fitted_and_zoomed_in(icml_window, qtbot, everything):
    view = icml_window.view
    if everything:
        view.show_everything()
        wait_idle(qtbot, icml_window)
        assert len(view.nodes) > 5500  # its 1,865 papers and some 4,000 concepts
    view.fit()
    overlaps, covered, shown = legibility(view)
    assert (overlaps, covered) == (0, 0)
    # The landscape: the whole graph at Fit once showed a single label.
    assert shown >= 10
    if everything:
        assert len(community_name_rects(view)) >= 5  # a crowd's communities named off it
    # Zoomed in, nodes fill nearly all the screen at 3x and a label may only go where it covers
    # none: labels come as the nodes draw apart. Looked at in five places (the middle and the
    # middles of the fitted picture's quarters), since what one spot holds is the layout's
    # choice: the densest crowd in the middle once showed a single label at 6x.
    fitted = view.mapToScene(view.viewport().rect()).boundingRect()
    view.zoom_by(6.0 if everything else 3.0)
    c, dx, dy = fitted.center(), fitted.width() / 4, fitted.height() / 4
    spots = [
        c,
        c + QPointF(-dx, -dy),
        c + QPointF(dx, -dy),
        c + QPointF(-dx, dy),
        c + QPointF(dx, dy),
    ]
    labels = []
    for spot in spots:
        view.centre_on(spot)
        overlaps, covered, shown = legibility(view)
        assert (overlaps, covered) == (0, 0)
        labels.append(shown)
    assert sum(labels) >= 3 * len(spots), labels


def test_icml_2023_hovered_hub_in_the_crowd_is_named_off_it(icml_window, qtbot):
    view = icml_window.view
    view.show_everything()
    wait_idle(qtbot, icml_window)
    view.fit()
    hub = max(view.nodes, key=lambda n: (view.nodes[n].importance, n))
    view.hover(hub)
    item = view.nodes[hub]
    assert item.label.isVisible()
    assert covered_labels(view) == []
    view.hover(None)
