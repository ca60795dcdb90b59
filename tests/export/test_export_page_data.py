"""What the page draws and explains: vis-network records, details, abstract segments."""

from __future__ import annotations

import math

import networkx as nx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer.export.details import abstract_segments, claim_groups, plain
from explorer.export.page_data import LABEL_CHARS, page_data, pixel_positions
from explorer.style import EDGE_STYLE, node_color


def _segments(abstract, mentions, node_of=lambda concept: -1):
    return abstract_segments(abstract, mentions, type_of=len, node_of=node_of)


def test_mentions_are_cut_by_code_points_not_utf16_units():
    abstract = "𝒪(n) memory with LoRA."
    start = abstract.index("LoRA")
    segments = _segments(
        abstract,
        [
            {
                "text": "LoRA",
                "label": "METHOD",
                "start": start,
                "end": start + 4,
                "concept": "concept:lora",
            }
        ],
        node_of={"concept:lora": 3}.get,
    )
    assert segments == [["𝒪(n) memory with "], ["LoRA", len("METHOD"), 3], ["."]]


@pytest.mark.parametrize(
    "mention",
    [
        {"start": -1, "end": 2},
        {"start": 5, "end": 99},
        {"start": 3, "end": 3},
        {"start": "0", "end": 2},
        {"start": 0, "end": 2, "text": "no"},  # text disagrees with the abstract
        "not a mapping",
    ],
)
def test_bad_mentions_are_skipped(mention):
    assert _segments("We use it.", [mention]) == [["We use it."]]


def test_overlapping_mentions_keep_the_first_longest():
    abstract = "large language model"
    mentions = [
        {"start": 6, "end": 14, "label": "TASK"},
        {"start": 0, "end": 14, "label": "MODEL"},
        {"start": 15, "end": 20, "label": "MODEL"},
    ]
    assert [s[0] for s in _segments(abstract, mentions)] == ["large language", " ", "model"]


@given(
    # Text without markup reads as written (LaTeX and Markdown: tested below).
    abstract=st.text(st.characters(blacklist_characters="$*_\\[`"), max_size=60),
    spans=st.lists(st.tuples(st.integers(-3, 70), st.integers(-3, 70)), max_size=8),
)
def test_segments_rebuild_an_abstract_without_markup(abstract, spans):
    mentions = [{"start": a, "end": b, "label": "METHOD"} for a, b in spans]
    segments = _segments(abstract, mentions)
    assert "".join(s[0] for s in segments) == abstract
    position = 0
    for segment in segments:
        if len(segment) == 3:
            assert {"start": position, "end": position + len(segment[0]), "label": "METHOD"} in (
                mentions
            )
        position += len(segment[0])


def test_plain_makes_any_attribute_json_data():
    value = {"a": (1, math.nan, math.inf), 2: {"x"}, "o": object, "b": True}
    assert plain(value) == {"a": [1, None, None], "2": ["x"], "o": str(object), "b": True}


def test_pixel_positions_are_centred_and_spread_with_the_node_count():
    few = pixel_positions({"a": (0, 0), "b": (1, 0.5)}, ["a", "b"])
    assert few == [(-300.0, -150.0), (300.0, 150.0)]
    nodes = list(range(400))
    many = pixel_positions({n: (n / 399, 0) for n in nodes}, nodes)
    assert many[0] == (-900.0, 0.0) and many[-1] == (900.0, 0.0)  # 45 * sqrt(400)
    assert pixel_positions({"a": (5, 5)}, ["a"]) == [(0.0, 0.0)]
    with pytest.raises(ValueError, match="non-finite"):
        pixel_positions({"a": (math.nan, 0)}, ["a"])


def test_page_data_describes_nodes_edges_and_details(hostile):
    G = hostile.view
    data = page_data(G, hostile.positions(G))
    keys = [d["key"] for d in data["details"]]
    assert keys == [str(n) for n in G]
    assert [n["id"] for n in data["nodes"]] == list(range(len(G)))
    types = [t["name"] for t in data["types"]]
    for node, vis_node, detail in zip(G, data["nodes"], data["details"], strict=True):
        assert types[detail["t"]] == G.nodes[node]["type"]
        assert vis_node["group"] == f"t{detail['t']}"
        assert data["types"][detail["t"]]["color"] == node_color(G.nodes[node]["type"])
    assert {t["name"]: t["count"] for t in data["types"] if t["count"]} == {
        "PAPER": 2,
        "METHOD": 2,
        "DATASET": 1,
        "HARDWARE": 1,
    }
    assert [e["id"] for e in data["edges"]] == list(range(G.number_of_edges()))
    for (u, v, attrs), edge, link in zip(
        G.edges(data=True), data["edges"], data["links"], strict=True
    ):
        assert (keys[edge["from"]], keys[edge["to"]]) == (str(u), str(v))
        assert link["r"] == attrs["relation"]
        assert edge["color"] == EDGE_STYLE[attrs["relation"]][0]
        assert link.get("ev") == attrs.get("evidence")


def test_abstract_mentions_link_to_concepts_shown_in_the_view(hostile):
    G = hostile.view
    data = page_data(G, hostile.positions(G))
    keys = [d["key"] for d in data["details"]]
    paper = data["details"][keys.index(hostile.paper)]
    linked = [(s[0], keys[s[2]]) for s in paper["abstract"] if len(s) == 3]
    assert linked == [
        ("FastLoRA", "concept:fastlora"),
        ("LoRA", "concept:lora"),
        ("ImageNet", "concept:imagenet"),
        ("A100", hostile.evil_key),
    ]
    G.remove_node("concept:lora")
    data = page_data(G, hostile.positions(G))
    paper = next(d for d in data["details"] if d["key"] == hostile.paper)
    assert ["LoRA", 1, -1] in paper["abstract"]  # still highlighted, not a link


def test_long_labels_are_shortened_on_the_canvas_only():
    G = nx.Graph()
    label = "A very long paper title " * 5
    G.add_node("paper:p", kind="paper", type="PAPER", label=label)
    data = page_data(G, {"paper:p": (0, 0)})
    assert len(data["nodes"][0]["label"]) == LABEL_CHARS
    assert data["nodes"][0]["label"].endswith("…")
    assert data["details"][0]["label"] == label


def test_unknown_types_relations_and_weights_still_draw():
    G = nx.Graph()
    G.add_node("a", type="<i>GADGET</i>", label="a")
    G.add_node("b")
    G.add_edge("a", "b", relation="__proto__", weight="heavy")
    data = page_data(G, {"a": (0, 0), "b": (1, 1)})
    gadget = next(t for t in data["types"] if t["name"] == "<i>GADGET</i>")
    assert gadget["color"] == node_color("unknown") and gadget["count"] == 1
    assert data["edges"][0]["width"] == 1.5
    assert data["links"][0] == {"r": "__proto__", "w": "heavy"}


def test_hubs_are_drawn_bigger_than_leaves():
    G = nx.star_graph(4)
    data = page_data(G, {n: (n, n) for n in G})
    values = [n["value"] for n in data["nodes"]]
    assert values[0] == max(values) > values[1] == min(values)


def test_latex_and_markdown_are_rendered_and_mentions_keep_their_raw_offsets():
    abstract = r"A $\sim$100$\times$ speedup for *KSLinear* on [code](https://x.org/a?b=1) A100."
    mentions = [
        {"start": abstract.index("KSLinear"), "end": abstract.index("KSLinear") + 8},
        {"start": abstract.index("A100."), "end": abstract.index("A100.") + 4},
    ]
    for m in mentions:
        m.update(label="METHOD", text=abstract[m["start"] : m["end"]])
    segments = _segments(abstract, mentions)
    assert segments == [
        ["A ∼100× speedup for "],
        ["KSLinear", len("METHOD"), -1],
        [" on "],
        ["code", -1, -1, "", "https://x.org/a?b=1"],
        [" "],
        ["A100", len("METHOD"), -1],
        ["."],
    ]


def test_only_web_links_become_links():
    segments = _segments("[x](javascript:alert(1)) and [y](file:///etc/passwd)", [])
    assert segments == [["[x](javascript:alert(1)) and [y](file:///etc/passwd)"]]


def test_claims_are_grouped_by_sentence_with_their_numbers_bold():
    sentence = r"It is 2x faster, uses 30% less memory and $\sim$5 fewer steps."
    claims = [
        {"text": t, "sentence": sentence, "start": sentence.index(t), "sent_start": 0, "kind": k}
        for t, k in (("2x", "speedup"), ("30%", "memory"), ("5", "other"))
    ]
    [group] = claim_groups(claims)
    assert group["text"] == "2x, 30%, 5" and group["kind"] == "speedup, memory, other"
    bold = [part[0] for part in group["parts"] if len(part) == 5 and "b" in part[3]]
    assert bold == ["2x", "30%", "5"]
    assert (
        "".join(p[0] for p in group["parts"])
        == "It is 2x faster, uses 30% less memory and ∼5 fewer steps."
    )
