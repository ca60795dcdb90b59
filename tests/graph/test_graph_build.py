from __future__ import annotations

import pytest

from explorer.errors import CorpusError
from explorer.graph.build import (
    build_graph,
    concept_id,
    concept_key,
    default_cooccurrence_min,
    paper_id,
)
from explorer.model import Mention, Paper, PaperExtraction

from .graph_examples import CORPUS, FLOE, MARGINALIZATION, SERVING, SUBSPACE, TABFLEX, extraction


def test_concept_key_casefolds_and_collapses_whitespace():
    assert concept_key("NVIDIA A100") == "nvidia a100"
    assert concept_key("  Large\tLanguage \n Models ") == "large language models"
    assert concept_key("Straße") == "strasse"
    assert concept_id("GeForce  RTX 3090") == "concept:geforce rtx 3090"
    assert paper_id("zeng25b") == "paper:zeng25b"


def test_graph_attributes_follow_the_schema(corpus):
    G = build_graph(corpus, name="icml")
    assert G.graph == {"name": "icml", "schema": 2}
    papers = [n for n, d in G.nodes(data=True) if d["kind"] == "paper"]
    assert sorted(papers) == sorted(paper_id(ex.paper.id) for ex in corpus)
    assert all(d["kind"] == "concept" for n, d in G.nodes(data=True) if n.startswith("concept:"))


def test_paper_node_carries_the_record(corpus):
    G = build_graph(corpus)
    node = G.nodes["paper:zhou25j"]
    assert node["type"] == "PAPER"
    assert node["label"] == FLOE.paper.title
    assert node["abstract"] == FLOE.paper.abstract
    assert node["authors"] == ["A. Author", "B. Author"]
    assert node["year"] == 2025 and node["venue"] == "ICML 2025"
    assert node["links"] == {"openreview": "https://openreview.net/forum?id=zhou25j"}
    assert node["source"] == FLOE.paper.source
    assert node["proposed"] == ["FloE"]
    assert [c["text"] for c in node["claims"]] == ["9.3×", "48.7×"]
    assert len(node["mentions"]) == len(FLOE.mentions)


def test_paper_label_falls_back_to_extraction_label_then_proposed_then_id():
    untitled = extraction(
        "x1", "We propose FloE for GPUs.", [("FloE", "METHOD")], proposed=("FloE",)
    )
    bare = extraction("x2", "We study GPUs.", [("GPUs", "HARDWARE")])
    G = build_graph([MARGINALIZATION, untitled, bare])
    assert G.nodes["paper:broadrick25a"]["label"] == "The Limits of Tractable Marginalization"
    assert G.nodes["paper:x1"]["label"] == "FloE"
    assert G.nodes["paper:x2"]["label"] == "x2"


def test_mentions_keep_offsets_and_name_their_concept(corpus):
    G = build_graph(corpus)
    abstract = FLOE.paper.abstract
    for record in G.nodes["paper:zhou25j"]["mentions"]:
        assert abstract[record["start"] : record["end"]] == record["text"]
        assert record["concept"] == concept_id(record["canonical"])
        assert record["concept"] in G
        assert G.has_edge("paper:zhou25j", record["concept"])


def test_concept_merges_surface_forms_across_papers(corpus):
    G = build_graph(corpus)
    llms = G.nodes["concept:llms"]
    assert llms["type"] == "MODEL"
    assert llms["label"] == "LLMs"
    assert llms["aliases"] == ["LLMs", "Large Language Models", "large language models"]
    assert llms["papers"] == 3  # TabFlex, subspace optimisation, MoE serving
    assert llms["count"] == 2 + 3 + 1
    mixtral = G.nodes["concept:mixtral-8x7b"]
    assert mixtral["aliases"] == ["Mixtral-8$\\times$7B", "Mixtral-8x7B"]
    assert mixtral["family"] == "Mixtral"
    assert G.nodes["concept:galore"]["family"] == ""


def test_concept_type_is_the_majority_label():
    text = "We run GPT-2 and GPT-2 again with Adam."
    mentions = [
        Mention("GPT-2", "MODEL", "GPT-2", 7, 12, text),
        Mention("GPT-2", "MODEL", "GPT-2", 17, 22, text),
        Mention("Adam", "METHOD", "Adam", 34, 38, text),
    ]
    other = "GPT-2 is a method here."
    ex = [
        PaperExtraction(Paper(id="a", abstract=text), mentions),
        PaperExtraction(
            Paper(id="b", abstract=other), [Mention("GPT-2", "METHOD", "GPT-2", 0, 5, other)]
        ),
    ]
    G = build_graph(ex)
    assert G.nodes["concept:gpt-2"]["type"] == "MODEL"
    # The edge relation follows the concept's type, in every paper.
    assert G.edges["paper:b", "concept:gpt-2"]["relation"] == "uses_model"


def test_label_ties_follow_the_label_order():
    one = "GPU kernels."
    two = "GPU targets."
    ex = [
        PaperExtraction(
            Paper(id="a", abstract=one), [Mention("GPU", "HARDWARE", "GPU", 0, 3, one)]
        ),
        PaperExtraction(Paper(id="b", abstract=two), [Mention("GPU", "METHOD", "GPU", 0, 3, two)]),
    ]
    assert build_graph(ex).nodes["concept:gpu"]["type"] == "METHOD"
    assert build_graph(ex[::-1]).nodes["concept:gpu"]["type"] == "METHOD"


def test_relations_follow_concept_types(corpus):
    G = build_graph(corpus)
    relation = {v: d["relation"] for _, v, d in G.edges("paper:zhou25j", data=True)}
    assert relation["concept:floe"] == "proposes"
    assert relation["concept:deepspeed-mii"] == "uses"
    assert relation["concept:mixtral-8x7b"] == "uses_model"
    assert relation["concept:geforce rtx 3090"] == "targets_hardware"
    assert G.edges["paper:zeng25b", "concept:poker-hand"]["relation"] == "evaluates_on"
    assert G.edges["paper:zeng25b", "concept:in-context learning"]["relation"] == "addresses_task"


def test_proposes_matches_any_alias_case_insensitively(corpus):
    G = build_graph(corpus)
    # TabFlex is proposed as "tabflex"; the subspace method by its full name.
    assert G.edges["paper:zeng25b", "concept:tabflex"]["relation"] == "proposes"
    key = "concept:randomized subspace optimization"
    assert G.edges["paper:chen25cj", key]["relation"] == "proposes"
    # A long form proposed by a paper whose mentions were canonicalised to the acronym.
    text = "We propose Challenger Arm Sampling for Exemplar selection (CASE)."
    case = PaperExtraction(
        Paper(id="purohit25a", abstract=text),
        [
            Mention(
                "Challenger Arm Sampling for Exemplar selection", "METHOD", "CASE", 11, 57, text
            ),
            Mention("CASE", "METHOD", "CASE", 59, 63, text),
        ],
        proposed=["challenger arm sampling for exemplar  selection"],
    )
    G = build_graph([case])
    assert G.edges["paper:purohit25a", "concept:case"]["relation"] == "proposes"


def test_a_used_method_is_not_proposed(corpus):
    G = build_graph(corpus)
    assert G.edges["paper:chen25cj", "concept:galore"]["relation"] == "uses"
    assert G.edges["paper:hennigen25a", "concept:lora"]["relation"] == "uses"


def test_edge_evidence_is_unique_sentences_in_order(corpus):
    G = build_graph(corpus)
    edge = G.edges["paper:zeng25b", "concept:tabpfn"]
    assert edge["count"] == 3
    assert edge["weight"] == 1.0
    assert edge["evidence"] == [
        "Recent advancements, like TabPFN, excel in small-scale tabular datasets but struggle "
        "to scale.",
        "Our work enhances the scalability of TabPFN by incorporating linear attention mechanisms.",
        "TabFlex achieves over a 2× speedup compared to TabPFN and a 1.5× speedup over XGBoost.",
    ]
    # ICL and in-context learning are one concept named twice in one sentence.
    icl = G.edges["paper:zeng25b", "concept:in-context learning"]
    assert icl["count"] == 2 and len(icl["evidence"]) == 1


def test_cooccurrence_edges_count_papers(corpus):
    G = build_graph(corpus, cooccurrence_min=1)
    edge = G.edges["concept:galore", "concept:llms"]
    assert edge == {"relation": "co_occurs", "weight": 1}
    assert G.edges["concept:gpu", "concept:mixtral-8x7b"]["weight"] == 2
    assert G.edges["concept:gpu", "concept:mixture-of-experts"]["weight"] == 2
    # Every pair of concepts of one paper is linked.
    concepts = [n for n in G["paper:broadrick25a"]]
    assert all(G.has_edge(a, b) for a in concepts for b in concepts if a != b)


def test_cooccurrence_minimum_drops_rare_pairs(corpus):
    G = build_graph(corpus, cooccurrence_min=2)
    weights = [d["weight"] for *_, d in G.edges(data=True) if d["relation"] == "co_occurs"]
    assert weights and min(weights) >= 2
    assert not G.has_edge("concept:galore", "concept:llms")
    assert G.has_edge("concept:gpu", "concept:mixtral-8x7b")


def test_similar_edges_link_papers_sharing_concepts(corpus):
    G = build_graph(corpus, similar_top_k=1)
    similar = {
        tuple(sorted((u, v))): d for u, v, d in G.edges(data=True) if d["relation"] == "similar"
    }
    assert similar[("paper:imani25a", "paper:zhou25j")]["shared"] == 3  # MoE, GPU, Mixtral-8x7B
    # The weight adds up the specificity of the shared concepts; generic GPU weighs nothing.
    assert G.nodes["concept:gpu"]["generic"]
    expected = sum(
        G.nodes[c]["specificity"] for c in ("concept:mixture-of-experts", "concept:mixtral-8x7b")
    )
    assert similar[("paper:imani25a", "paper:zhou25j")]["weight"] == pytest.approx(expected)
    assert all(d["weight"] > 0 and d["shared"] >= 1 for d in similar.values())
    assert not any("paper:broadrick25a" in pair for pair in similar)
    assert not any(
        d["relation"] == "similar"
        for *_, d in build_graph(corpus, similar_top_k=0).edges(data=True)
    )


def test_empty_input_gives_an_empty_graph():
    G = build_graph([], name="empty")
    assert G.number_of_nodes() == 0 and G.graph["name"] == "empty"


def test_a_mention_without_canonical_links_under_its_text():
    text = "We use FlashAttention."
    ex = PaperExtraction(
        Paper(id="a", abstract=text), [Mention("FlashAttention", "METHOD", " ", 7, 21, text)]
    )
    G = build_graph([ex])
    assert G.nodes["concept:flashattention"]["label"] == "FlashAttention"


def test_duplicate_paper_ids_name_both_records():
    copy = PaperExtraction(
        Paper(id=TABFLEX.paper.id, abstract="Again.", source="other.jsonl:9"), []
    )
    with pytest.raises(CorpusError) as info:
        build_graph([TABFLEX, copy])
    message = str(info.value)
    assert message.startswith("other.jsonl:9: duplicate paper id 'zeng25b'")
    assert TABFLEX.paper.source in message


def test_unknown_label_is_reported():
    text = "It uses 7B parameters."
    ex = PaperExtraction(Paper(id="a", abstract=text), [Mention("7B", "SIZE", "7B", 8, 10, text)])
    with pytest.raises(ValueError, match="unknown label 'SIZE'"):
        build_graph([ex])


def test_build_is_deterministic_and_order_independent_in_content(corpus):
    first, second = build_graph(corpus), build_graph(list(reversed(corpus)))
    assert set(first.nodes) == set(second.nodes)
    assert {frozenset(e) for e in first.edges} == {frozenset(e) for e in second.edges}
    for node, data in first.nodes(data=True):
        assert second.nodes[node] == data


def test_default_cooccurrence_minimum_grows_with_corpus_size():
    sizes = [1, 38, 300, 301, 1000, 2000, 8800, 30000, 100000]
    minimums = [default_cooccurrence_min(n) for n in sizes]
    assert minimums[:3] == [1, 1, 1]
    assert minimums == sorted(minimums)
    assert minimums[sizes.index(8800)] >= 3


def test_shared_sentence_strings_are_one_object(corpus):
    G = build_graph(corpus)
    records = G.nodes["paper:zeng25b"]["mentions"]
    same = [r["sentence"] for r in records if r["text"] in ("TabFlex",)]
    # Two mentions in different sentences, each sentence shared with its edge evidence.
    evidence = G.edges["paper:zeng25b", "concept:tabflex"]["evidence"]
    assert [id(s) for s in same] == [id(s) for s in evidence]


def test_corpus_fixture_is_realistic():
    # The hand-built papers stand for real extractor output: offsets point at the text.
    for ex in CORPUS:
        for m in ex.mentions:
            assert ex.paper.abstract[m.start : m.end] == m.text
            assert ex.paper.abstract[m.sent_start : m.sent_start + len(m.sentence)] == m.sentence
    assert SUBSPACE.proposed and SERVING.proposed == []


def test_paper_label_reads_its_title_latex_rendered():
    title = r"I$^2$SB: Schr\"odinger Bridges"
    paper = Paper(id="p", abstract="We propose I2SB.", title=title)
    G = build_graph([PaperExtraction(paper=paper)])
    node = G.nodes["paper:p"]
    assert node["label"] == "I²SB: Schrödinger Bridges"
    assert node["title"] == title  # the detail pane renders the raw title itself
