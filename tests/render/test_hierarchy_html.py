"""A concept's page shows its broader and narrower concepts as links, and a family's members."""

from __future__ import annotations

from paper_examples import extraction

from explorer.graph.build import build_graph
from explorer.graph.taxonomy import broader, family_of
from explorer.render.detail_html import concept_html
from explorer.render.links import node_href

SEVEN, THIRTEEN = "concept:llama-2-7b", "concept:llama-2-13b"


def _graph():
    return build_graph(
        [
            extraction("a", "A", "We tune LLaMA-2-7B on an H100.", [("LLaMA-2-7B", "MODEL")]),
            extraction(
                "b",
                "B",
                "We tune LLaMA-2-13B and LLaMA 2.",
                [("LLaMA-2-13B", "MODEL"), ("LLaMA 2", "MODEL")],
            ),
        ]
    )


def test_a_variant_links_to_its_broader_concept_with_the_reason():
    G = _graph()
    [(up, reason)] = broader(G, SEVEN)
    page = concept_html(G, SEVEN)
    assert "<h3>Broader</h3>" in page and f'href="{node_href(up)}"' in page
    assert f"({reason})" in page and f'title="{reason}"' in page
    assert "specificity 0." in page or "specificity 1.00" in page
    assert "Narrower" not in page


def test_a_family_no_paper_names_says_so_and_lists_its_members():
    G = _graph()
    family = family_of(G, SEVEN)
    assert G.nodes[family]["derived"]
    page = concept_html(G, family)
    assert "no paper names" in page and "<h3>Members (" in page
    for member in (SEVEN, THIRTEEN):
        assert f'href="{node_href(member)}"' in page
    # A member is listed once: not again under Narrower.
    assert page.count(f'href="{node_href(SEVEN)}"') == 1


def test_corpus_text_in_hierarchy_chips_is_escaped():
    G = _graph()
    [(up, _)] = broader(G, THIRTEEN)
    G.nodes[up]["label"] = "<b>x</b><script>alert(1)</script>"
    page = concept_html(G, THIRTEEN)
    assert "&lt;script&gt;" in page and "<script>" not in page and "<b>x" not in page
