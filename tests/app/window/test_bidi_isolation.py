"""Bidirectional text in the detail pane and tooltips: a U+202E in one corpus string cannot
reverse the next one, as Qt's text engine lays the pages out."""

from __future__ import annotations

from explorer.render.detail_html import concept_html, paper_html, tooltip_html
from explorer.style import relation_name

from ..helpers import hostile_graph, reads_left_to_right

RLO = "\u202e"  # RIGHT-TO-LEFT OVERRIDE, left unterminated


def test_the_next_author_reads_left_to_right(qapp):
    G = hostile_graph()
    assert reads_left_to_right(f"<p>{RLO}Mallory, Bob Smith</p>", "Bob Smith") is False
    assert reads_left_to_right(paper_html(G, "paper:a"), "Bob Smith")


def test_tooltip_and_venue_line(qapp):
    G = hostile_graph()
    assert reads_left_to_right(tooltip_html(G, "paper:a"), "2025")
    assert reads_left_to_right(paper_html(G, "paper:a"), "2025")


def test_a_concept_page_isolates_aliases_and_paper_titles(qapp):
    G = hostile_graph()
    G.remove_node("paper:b")  # the hostile paper's line alone: its relation follows its title
    G.nodes["concept:lora"]["aliases"] = [f"Lo{RLO}RA", "low-rank adaptation"]
    page = concept_html(G, "concept:lora")
    relation = relation_name(G.edges["concept:lora", "paper:a"]["relation"])
    assert reads_left_to_right(page, "low-rank adaptation")
    assert reads_left_to_right(page, relation)
