"""The detail page's HTML: highlights, internal links, and escaping of hostile text."""

from __future__ import annotations

import re
from dataclasses import replace

from paper_examples import extraction

from explorer.export.details import abstract_segments
from explorer.graph.build import build_graph
from explorer.render.detail_html import concept_html, highlight_mentions, paper_html, tooltip_html
from explorer.render.links import chip_colors, is_web_url, node_from_href, node_href

HOSTILE_TITLE = "<b>x</b><script>alert(1)</script>"
HOSTILE_ABSTRACT = 'We use <a href="file:///etc/passwd">LoRA</a> & <img src=x onerror=alert(1)>.'


def hostile_graph():
    ex = extraction("h", HOSTILE_TITLE, HOSTILE_ABSTRACT, [("LoRA", "METHOD")])
    paper = replace(
        ex.paper,
        url="javascript:alert(1)",
        links=(("evil", "file:///etc/passwd"), ("<i>ok</i>", "https://example.org/?a=1&b=<2>")),
        authors=("<u>Mallory</u>",),
    )
    return build_graph([replace(ex, paper=paper)])


def test_node_links_round_trip_any_id():
    for node in ("concept:lora", "paper:a/b?c#d", "concept:x y%20<>", "concept:ünï"):
        assert node_from_href(node_href(node)) == node
    assert node_from_href("https://example.org") is None


def test_only_http_urls_are_web_links():
    assert is_web_url("https://openreview.net/forum?id=1")
    assert is_web_url("http://example.org")
    for bad in (
        "file:///etc/passwd",
        "javascript:alert(1)",
        "data:text/html,x",
        "https://",
        "",
        None,
    ):
        assert not is_web_url(bad)


def test_abstract_mentions_become_links_in_their_type_colour(small_graph):
    html = paper_html(small_graph, "paper:b")
    assert f'href="{node_href("concept:lora")}"' in html
    assert f'href="{node_href("concept:gsm8k")}"' in html
    assert chip_colors("#2ca02c", dark=False)[0] in html  # dataset colour
    assert ">LLaMA-7B</a>" in html


def test_overlapping_or_broken_offsets_do_not_garble_the_text(small_graph):
    text = "LoRA and GSM8K"
    mentions = [
        {"start": 0, "end": 4, "concept": "concept:lora", "label": "METHOD"},
        {"start": 2, "end": 8, "concept": "concept:gsm8k", "label": "DATASET"},
        {"start": 9, "end": 99, "concept": "concept:gsm8k", "label": "DATASET"},
        {"start": "9", "end": 14, "concept": "concept:gsm8k", "label": "DATASET"},
    ]
    html = highlight_mentions(small_graph, text, mentions)
    assert html.count("<a ") == 1
    assert html.endswith(" and GSM8K")


def test_the_detail_pane_and_the_exported_page_show_the_same_mentions(small_graph):
    text = "LoRA and GSM8K on an A100"
    mentions = [
        {"start": 0, "end": 4, "text": "LoRA", "concept": "concept:lora", "label": "METHOD"},
        {"start": 9, "end": 14, "text": "GSM8X", "concept": "concept:gsm8k", "label": "DATASET"},
        {"start": 21, "end": 25, "concept": "concept:nvidia a100", "label": "HARDWARE"},
        {"start": 21, "end": 23, "concept": "concept:lora", "label": "METHOD"},
        ["not", "a", "mention"],
    ]
    html = highlight_mentions(small_graph, text, mentions)
    linked = re.findall(r'">(?:&nbsp;)?([^<]+?)(?:&nbsp;)?</a>', html)
    segments = abstract_segments(text, mentions, type_of=lambda t: 0, node_of=lambda n: 0)
    exported = [segment[0] for segment in segments if len(segment) > 1]
    assert linked == exported == ["LoRA", "A100"]  # the text disagreeing with the abstract: skipped


def test_concept_page_lists_papers_with_evidence_and_related_concepts(small_graph):
    html = concept_html(small_graph, "concept:gsm8k")
    assert "Papers (2)" in html
    assert node_href("paper:b") in html and node_href("paper:c") in html
    assert "We quantize LLaMA-7B with LoRA on <b>GSM8K</b>." in html
    assert "Related concepts" in html and node_href("concept:pruning") in html


def test_hostile_text_is_escaped_everywhere():
    G = hostile_graph()
    html = paper_html(G, "paper:h")
    assert "<script>" not in html and "<img" not in html and "<u>" not in html
    assert "&lt;script&gt;" in html and "&lt;b&gt;x&lt;/b&gt;" in html
    assert 'href="file:' not in html and 'href="javascript:' not in html
    assert "file:///etc/passwd" in html  # shown as text
    assert 'href="https://example.org/?a=1&amp;b=&lt;2&gt;"' in html
    assert "&lt;i&gt;ok&lt;/i&gt;" in html
    tip = tooltip_html(G, "paper:h")
    assert "<script>" not in tip and "&lt;script&gt;" in tip
    concept = concept_html(G, "concept:lora")
    assert '<a href="file:' not in concept and "&lt;img src=x" in concept


def test_concept_page_shows_first_seen_year_venue_and_sparkline():
    from trends.trend_examples import synthetic_graph

    from explorer.render.trend_html import LEVELS, concept_trend

    G = synthetic_graph()
    fpga = concept_trend(G, "concept:fpga")
    assert (fpga.first_year, fpga.first_venue) == (2020, "NeurIPS")
    assert fpga.counts == (8, 6, 4, 2, 0)
    assert concept_trend(G, "concept:npu").first_year == 2024
    page = concept_html(G, "concept:tpu")
    assert re.search(r"First seen in 2020 at \W*NeurIPS\W*</p>", page)
    assert page.count("bgcolor") == LEVELS + 4  # 2022 fills every level, the others one each
