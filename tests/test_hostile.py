"""Every file output of the core, run over the hostile corpus of tests/corpus/data.

The app's own sinks (detail pane, tooltips, compare view, claims table) have their tests in
tests/app; here: extraction JSON Lines, saved graphs in every format, the exported HTML page and
the claims CSV. Each must carry the hostile text as inert data and lose none of it.
"""

from __future__ import annotations

import csv
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from explorer.cli import main
from explorer.corpus import read_corpus
from explorer.graph.io import load_graph

HOSTILE = Path(__file__).parent / "corpus" / "data" / "hostile.jsonl"
PAYLOADS = ("<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "javascript:alert(1)")


@pytest.fixture(scope="module")
def outputs(tmp_path_factory):
    out = tmp_path_factory.mktemp("hostile")
    cache = ["--cache-dir", str(out / "cache")]
    assert main(["extract", str(HOSTILE), "-o", str(out / "x.jsonl"), *cache]) == 0
    for suffix in ("json", "graphml", "gexf"):
        assert main(["build", str(HOSTILE), "-o", str(out / f"g.{suffix}"), *cache]) == 0
    assert main(["export", str(HOSTILE), "--html", str(out / "p.html"), *cache]) == 0
    return out


def test_the_hostile_corpus_carries_the_payloads():
    text = HOSTILE.read_text(encoding="utf-8")
    assert all(payload in text for payload in PAYLOADS)


def test_extraction_lines_keep_the_text_as_data(outputs):
    papers = {p.id: p for p in read_corpus(HOSTILE)}
    records = [json.loads(line) for line in (outputs / "x.jsonl").read_text().splitlines()]
    assert {r["id"] for r in records} == set(papers)
    for record in records:
        abstract = papers[record["id"]].abstract
        for entity in record["entities"]:
            assert entity["text"] in abstract or entity["text"] in entity["sentence"]
    titles = " ".join(r["title"] for r in records)
    assert "<script>alert(1)</script>" in titles  # kept verbatim, it is data


@pytest.mark.parametrize("suffix", ["json", "graphml", "gexf"])
def test_saved_graphs_round_trip_hostile_text_unchanged(outputs, suffix):
    G = load_graph(outputs / f"g.{suffix}")
    papers = {p.id: p for p in read_corpus(HOSTILE)}
    for pid, paper in papers.items():
        node = G.nodes[f"paper:{pid}"]
        assert node["title"] == paper.title
        assert node["abstract"] == paper.abstract
        assert node["url"] == paper.url


class _Collector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.data_blocks: list[str] = []
        self._in_data = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append((tag, attrs))
        self._in_data = tag == "script" and attrs.get("type") == "application/json"

    def handle_endtag(self, tag):
        self._in_data = False

    def handle_data(self, data):
        if self._in_data:
            self.data_blocks.append(data)


def test_exported_page_has_no_live_payload(outputs):
    page = (outputs / "p.html").read_text(encoding="utf-8")
    parser = _Collector()
    parser.feed(page)
    # Only the page's own scripts: no <img>, no event handler, no javascript: link from data.
    assert not [t for t, _ in parser.tags if t in ("img", "iframe", "object", "embed", "svg")]
    assert not [a for _, attrs in parser.tags for a in attrs if a.startswith("on")]
    assert "javascript:" not in re.sub(r"<script\b[^>]*>.*?</script>", "", page, flags=re.S)
    assert not re.search(r"\b(?:src|href)\s*=\s*[\"']?https?://", page)
    # The payloads survive, escaped, inside the JSON data block.
    data = json.loads("".join(parser.data_blocks))
    flat = json.dumps(data, ensure_ascii=False)
    assert "<script>alert(1)</script>" in flat and "onerror=alert(1)" in flat


def test_claims_csv_cells_cannot_become_formulas(outputs, tmp_path):
    from explorer.insights.claims import claim_rows
    from explorer.insights.claims_csv import write_claims_csv

    G = load_graph(outputs / "g.json")
    G.nodes["paper:hostile-script"]["claims"].append(
        {
            "text": "=2×",
            "value": 2.0,
            "unit": "×",
            "sentence": '=HYPERLINK("x") 2×',
            "kind": "speedup",
        }
    )
    path = tmp_path / "claims.csv"
    write_claims_csv(path, claim_rows(G))
    rows = list(csv.reader(path.open(encoding="utf-8")))
    cells = [cell for row in rows[1:] for cell in row]
    assert cells and not any(cell and cell[0] in "=+-@" for cell in cells)
    assert any("HYPERLINK" in cell for cell in cells)
