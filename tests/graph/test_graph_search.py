from __future__ import annotations

import pytest

from explorer.graph.build import build_graph
from explorer.graph.query import find_nodes, resolve_node

from .graph_examples import extraction


@pytest.fixture
def G(corpus):
    return build_graph(corpus)


def test_exact_names_come_first_then_prefixes_then_substrings(G):
    found = find_nodes(G, "sageattention")
    assert found[:2] == ["concept:sageattention", "concept:sageattention2"]
    # The paper titled "SageAttention2: ..." starts with the text too, after the concepts.
    assert "paper:zhang25ae" in found
    assert found.index("paper:zhang25ae") > found.index("concept:sageattention2")


def test_aliases_are_searched(G):
    assert find_nodes(G, "Large Language")[0] == "concept:llms"
    assert find_nodes(G, "mixtral-8$")[0] == "concept:mixtral-8x7b"


def test_word_starts_rank_before_inner_substrings(G):
    found = find_nodes(G, "attention")
    assert found.index("concept:linear attention") < found.index("concept:sageattention")


def test_more_papers_rank_first_among_equals(G):
    # "GPU" is named by two papers, "Hopper GPUs" by one; both contain the word.
    found = find_nodes(G, "gpu")
    assert found[0] == "concept:gpu"


def test_limit_and_empty_queries(G):
    assert len(find_nodes(G, "a", limit=3)) == 3
    assert find_nodes(G, "   ") == []
    assert find_nodes(G, "no such thing anywhere") == []


def test_resolve_by_id_label_alias_and_spacing(G):
    assert resolve_node(G, "paper:zhou25j") == "paper:zhou25j"
    assert resolve_node(G, "nvidia  a100") == "concept:nvidia a100"
    assert resolve_node(G, "concept:NVIDIA A100") == "concept:nvidia a100"
    assert resolve_node(G, "Large Language Models") == "concept:llms"
    assert resolve_node(G, "moe") == "concept:mixture-of-experts"
    title = "FloE: On-the-Fly MoE Inference on Memory-constrained GPU"
    assert resolve_node(G, title.upper()) == "paper:zhou25j"


def test_a_label_beats_an_alias_and_more_papers_break_ties():
    one = extraction(
        "a", "Supervised fine-tuning (SFT) helps.", [("SFT", "METHOD", "supervised fine-tuning")]
    )
    two = extraction("b", "SFT and SFT.", [("SFT", "METHOD")])
    three = extraction("c", "We use SFT here.", [("SFT", "METHOD", "Spectral Filter Tuning")])
    four = extraction("d", "SFT again.", [("SFT", "METHOD", "Spectral Filter Tuning")])
    G = build_graph([one, two, three, four])
    assert resolve_node(G, "sft") == "concept:sft"
    G.remove_node("concept:sft")
    # Two concepts carry the alias: the one named by more papers wins.
    assert resolve_node(G, "sft") == "concept:spectral filter tuning"


def test_unknown_names_suggest_close_matches(G):
    with pytest.raises(KeyError) as info:
        resolve_node(G, "galor")
    message = str(info.value)
    assert "no node named 'galor'" in message
    assert "did you mean: GaLore" in message
    with pytest.raises(KeyError, match="no node named 'zzz'"):
        resolve_node(G, "zzz")
