"""Years on the exported page: the concept sparkline and the year filter, in headless chromium."""

from __future__ import annotations

import base64
import hashlib
import json
from urllib.parse import quote

import pytest

from explorer.export import export_html, render_html
from explorer.export.page_trends import page_trends

#: Narrows the years twice, then opens a paper the filter hides; marks each step on <body>.
YEAR_DRIVER = """
(function () {
  const mark = (name, value) => document.body.setAttribute("data-test-" + name, String(value));
  const stats = () => document.getElementById("stats").textContent;
  const from = document.getElementById("year-from");
  const to = document.getElementById("year-to");
  mark("options", [...from.options].map((o) => o.value).join(","));
  from.value = "2024";
  from.dispatchEvent(new Event("change"));
  mark("from-2024", stats());
  from.value = "2023";
  to.value = "2023";
  to.dispatchEvent(new Event("change"));
  mark("only-2023", stats());
  location.hash = "#node=" + encodeURIComponent("paper:evil");
  setTimeout(() => {
    mark("after-open", stats() + " | " + from.value + "-" + to.value);
    mark("done", "yes");
  }, 200);
})();
"""


def _with_driver(page: str, driver: str) -> str:
    digest = base64.b64encode(hashlib.sha256(driver.encode()).digest()).decode()
    page = page.replace("script-src ", f"script-src 'sha256-{digest}' ", 1)
    return page.replace("</body>", f"<script>{driver}</script>\n</body>", 1)


def _page_data(page: str) -> dict:
    start = page.index('id="graph-data">') + len('id="graph-data">')
    return json.loads(page[start : page.index("</script>", start)])


def _body(page) -> dict:
    return next(attrs for tag, attrs in page.tags if tag == "body")


def test_papers_carry_a_year_and_concepts_their_shares(hostile):
    G = hostile.view
    data = _page_data(render_html(G, positions=hostile.positions(G)))
    assert data["time"] == {"years": [2023, 2024], "papers": [1, 1], "note": ""}
    by_key = {d["key"]: d for d in data["details"]}
    assert by_key["paper:evil"]["y"] == 2024 and by_key["paper:plain"]["y"] == 2023
    assert by_key["concept:fastlora"]["trend"] == {
        "shares": [0.0, 1.0],
        "papers": [0, 1],
        "first": [2024, f"ICML {hostile.img}"],
    }
    assert by_key["concept:lora"]["trend"]["shares"] == [1.0, 1.0]


def test_shares_come_from_the_graph_the_view_was_cut_from(hostile):
    G = hostile.view
    source = G.copy()
    for k in range(3):  # two more 2023 papers in the corpus, neither naming FastLoRA
        source.add_node(f"paper:more{k}", kind="paper", type="PAPER", year=2023)
    view_only = page_trends(G)
    whole = page_trends(G, source)
    assert view_only["concepts"]["concept:lora"]["shares"] == [1.0, 1.0]
    assert whole["yearPapers"] == [4, 1]
    assert whole["concepts"]["concept:lora"]["shares"] == [0.25, 1.0]
    assert set(whole["concepts"]) == set(view_only["concepts"])  # only the view's concepts


def test_a_view_without_years_explains_it(hostile):
    G = hostile.view.copy()
    for _, attrs in G.nodes(data=True):
        attrs.pop("year", None)
    data = _page_data(render_html(G, positions=hostile.positions(G)))
    assert data["time"]["years"] == [] and "No paper has a year" in data["time"]["note"]
    assert all("trend" not in d for d in data["details"])


@pytest.fixture
def page_file(hostile, tmp_path):
    out = tmp_path / "view.html"
    export_html(hostile.view, out, positions=hostile.positions(hostile.view), title="trends")
    return out


@pytest.mark.browser
def test_concept_panel_shows_its_sparkline_and_first_year(hostile, page_file, chromium, parse):
    dom = chromium(page_file.as_uri() + "#node=" + quote("concept:fastlora"))
    page = parse(dom)
    body = _body(page)
    assert body.get("data-selected") == "concept:fastlora" and "data-error" not in body
    assert "data-pwned" not in body
    sparks = [
        attrs for tag, attrs in page.tags if tag == "svg" and attrs.get("class") == "sparkline"
    ]
    assert len(sparks) == 1
    points = [attrs for tag, attrs in page.tags if tag == "circle" and "data-year" in attrs]
    assert [p["data-year"] for p in points] == ["2023", "2024"]
    assert float(points[0]["cy"]) > float(points[1]["cy"])  # 0 % below 100 %
    assert "<title>2024: 100.0% of 1 paper (1)</title>" in dom
    assert "peak 100.0% in 2024" in dom
    assert "First seen 2024 · ICML &lt;img src=x onerror=" in dom  # the venue, as text


@pytest.mark.browser
def test_year_filter_hides_papers_and_concepts_left_without_one(page_file, chromium, parse):
    page_file.write_text(_with_driver(page_file.read_text(encoding="utf-8"), YEAR_DRIVER))
    body = _body(parse(chromium(page_file.as_uri())))
    assert "data-error" not in body and body.get("data-test-done") == "yes"
    assert body["data-test-options"] == "2023,2024"
    # 2024: the 2023 paper hides; its concepts are also named by the 2024 paper.
    assert body["data-test-from-2024"] == "6 nodes · 8 edges · 5 shown · 2024–2024"
    # 2023: the 2024 paper hides, and FastLoRA and the A100 that only it names.
    assert body["data-test-only-2023"] == "6 nodes · 8 edges · 3 shown · 2023–2023"
    # Opening a paper the filter hides shows every year again.
    assert body["data-test-after-open"] == "6 nodes · 8 edges | 2023-2024"
