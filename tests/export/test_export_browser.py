"""The exported page in headless chromium, offline: it draws, explains and stays inert."""

from __future__ import annotations

import base64
import hashlib
import html
from urllib.parse import quote

import networkx as nx
import pytest

from explorer.export import export_html

pytestmark = pytest.mark.browser

#: What JavaScript's encodeURIComponent leaves as it is, beside letters, digits and "-_.~".
URI_COMPONENT_SAFE = "!*'()"

#: Drives the page like a reader would; each step leaves its result on <body>.
DRIVER = """
(function () {
  const mark = (name, value) => document.body.setAttribute("data-test-" + name, String(value));
  const later = (step) => setTimeout(step, 200);
  const input = document.getElementById("search");
  input.value = "low-rank";
  input.dispatchEvent(new Event("input"));
  mark("results", [...document.querySelectorAll("#search-results li")].map((li) => li.textContent));
  input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
  later(() => {
    mark("after-enter", document.body.getAttribute("data-selected"));
    document.querySelector('#panel a[href^="#node=paper"]').click();
    later(() => {
      mark("after-click", document.body.getAttribute("data-selected"));
      document.querySelector("#panel .abstract a.mention").click();
      later(() => {
        mark("after-mention", document.body.getAttribute("data-selected"));
        const paperToggle = document.querySelector("#legend-types input");
        paperToggle.click();
        mark("stats", document.getElementById("stats").textContent);
        mark("done", "yes");
      });
    });
  });
})();
"""


def _with_driver(page: str) -> str:
    """The page plus DRIVER, which its Content-Security-Policy is told to allow."""
    digest = base64.b64encode(hashlib.sha256(DRIVER.encode()).digest()).decode()
    page = page.replace("script-src ", f"script-src 'sha256-{digest}' ", 1)
    return page.replace("</body>", f"<script>{DRIVER}</script>\n</body>", 1)


@pytest.fixture
def hostile_page(hostile, tmp_path):
    out = tmp_path / "view.html"
    G = hostile.view
    export_html(G, out, positions=hostile.positions(G), title=hostile.title)
    return out


def _body(page) -> dict:
    return next(attrs for tag, attrs in page.tags if tag == "body")


def test_page_builds_its_network_and_shows_the_paper(hostile, hostile_page, chromium, parse):
    dom = chromium(hostile_page.as_uri() + "#node=" + quote(hostile.paper, safe=URI_COMPONENT_SAFE))
    page = parse(dom)
    body = _body(page)
    assert body.get("data-ready") == f"{hostile.view.number_of_nodes()} nodes"
    assert "data-error" not in body
    assert body.get("data-selected") == hostile.paper
    assert "data-pwned" not in body
    assert page.titles == [hostile.title]  # document.title was not rewritten
    assert "<canvas" in dom
    tags = [tag for tag, _ in page.tags]
    assert "img" not in tags and "svg" in tags  # legend glyphs are the only SVG
    assert not [attrs for _, attrs in page.tags if any(a.startswith("on") for a in attrs)]
    hrefs = [attrs["href"] for tag, attrs in page.tags if tag == "a"]
    assert hostile.good_url in hrefs
    assert all(h.startswith(("#node=", "https://")) for h in hrefs), hrefs
    (link,) = [
        attrs for tag, attrs in page.tags if tag == "a" and attrs["href"] == hostile.good_url
    ]
    assert link["rel"] == "noopener noreferrer" and link["target"] == "_blank"
    assert "&lt;b&gt;x&lt;/b&gt;&lt;script&gt;" in dom  # the title, shown as text
    assert f'paper</bdi> (not a web link): <bdi dir="auto">{hostile.bad_url}</bdi>' in dom
    mentions = [attrs["href"] for tag, attrs in page.tags if attrs.get("class") == "mention"]
    assert mentions == [
        "#node=" + quote(key, safe=URI_COMPONENT_SAFE)
        for key in ("concept:fastlora", "concept:lora", "concept:imagenet", hostile.evil_key)
    ]
    assert ">LoRA</a>" in dom  # after "𝒪(n)": the highlight did not shift


def test_concepts_open_with_their_evidence(hostile, hostile_page, chromium, parse):
    dom = chromium(
        hostile_page.as_uri() + "#node=" + quote(hostile.evil_key, safe=URI_COMPONENT_SAFE)
    )
    body = _body(parse(dom))
    assert body.get("data-selected") == hostile.evil_key
    assert "data-pwned" not in body
    assert '<h2 dir="auto">A100 &lt;svg onload=' in dom
    dom = chromium(hostile_page.as_uri() + "#node=concept%3Aimagenet")
    page = parse(dom)
    assert _body(page).get("data-selected") == "concept:imagenet"
    assert 'on <mark dir="auto">ImageNet &lt;img src=x onerror=' in dom  # an alias, as text
    assert 'on <mark dir="auto">ImageNet</mark>.' in dom
    papers = [attrs["href"] for tag, attrs in page.tags if attrs.get("class") == "nodelink"]
    assert papers == ["#node=paper%3Aevil", "#node=paper%3Aplain"]


def test_search_navigation_and_type_toggles_work(hostile, hostile_page, chromium, parse):
    hostile_page.write_text(_with_driver(hostile_page.read_text(encoding="utf-8")))
    body = _body(parse(chromium(hostile_page.as_uri())))
    assert "data-error" not in body
    assert body["data-test-done"] == "yes"
    assert body["data-test-results"] == "LoRAMETHOD"  # found by its alias "low-rank adaptation"
    assert body["data-test-after-enter"] == "concept:lora"
    assert body["data-test-after-click"].startswith("paper:")
    assert body["data-test-after-mention"].startswith("concept:")
    assert body["data-test-stats"] == "2 papers · 4 concepts · 8 links · 4 nodes shown"


def test_empty_and_unpositioned_views_open(tmp_path, chromium, parse):
    empty = tmp_path / "empty.html"
    export_html(nx.Graph(), empty, positions={})
    assert _body(parse(chromium(empty.as_uri()))).get("data-ready") == "0 nodes"
    unpositioned = tmp_path / "unpositioned.html"
    export_html(nx.path_graph(30), unpositioned)
    assert _body(parse(chromium(unpositioned.as_uri()))).get("data-ready") == "30 nodes"


def test_each_corpus_string_is_bidi_isolated(hostile, hostile_page, chromium, parse):
    dom = chromium(hostile_page.as_uri() + "#node=" + quote(hostile.paper, safe=URI_COMPONENT_SAFE))
    authors = hostile.view.nodes[hostile.paper]["authors"]
    isolated = ", ".join(f'<bdi dir="auto">{html.escape(a, quote=False)}</bdi>' for a in authors)
    assert f'<p class="authors">{isolated}</p>' in dom  # Mallory's U+202E stops at her </bdi>
    assert '<p class="meta"><bdi dir="auto">ICML &lt;img' in dom
    assert '<p class="abstract" dir="auto">' in dom
    headings = [attrs for tag, attrs in parse(dom).tags if tag == "h2"]
    assert headings and all(attrs.get("dir") == "auto" for attrs in headings)
