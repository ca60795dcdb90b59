"""The gap matrix rolled up to families ("Group by family")."""

from __future__ import annotations

from explorer.graph.build import build_graph
from explorer.graph.taxonomy import family_of
from explorer.insights.gaps import family_papers, gap_matrix, papers_linking

from .insight_examples import paper


def _graph():
    return build_graph(
        [
            paper(
                "a",
                "We tune LLaMA-2-7B on an H100.",
                [("LLaMA-2-7B", "MODEL"), ("H100", "HARDWARE")],
            ),
            paper(
                "b",
                "We tune LLaMA-2-13B on a TPU v4.",
                [("LLaMA-2-13B", "MODEL"), ("TPU v4", "HARDWARE")],
            ),
            paper(
                "c",
                "We run Mistral-7B on an A100.",
                [("Mistral-7B", "MODEL"), ("A100", "HARDWARE")],
            ),
            paper("d", "We run GPT-2 on an A100.", [("GPT-2", "MODEL"), ("A100", "HARDWARE")]),
        ]
    )


def test_families_stand_for_their_members_in_rows_cells_and_papers():
    G = _graph()
    llama, gpu = family_of(G, "concept:llama-2-7b"), family_of(G, "concept:h100")
    assert llama == family_of(G, "concept:llama-2-13b") != "concept:llama-2-7b"
    plain = gap_matrix(G, "MODEL", "HARDWARE")
    assert {"concept:llama-2-7b", "concept:llama-2-13b"} <= set(plain.rows)
    grouped = gap_matrix(G, "MODEL", "HARDWARE", by_family=True)
    assert grouped.rows[0] == llama and "concept:llama-2-7b" not in grouped.rows
    assert gpu in grouped.cols and "concept:h100" not in grouped.cols
    assert grouped.count(llama, gpu) == 1  # paper a: LLaMA-2-7B on an H100
    assert papers_linking(G, llama, gpu, by_family=True) == ["paper:a"]
    assert papers_linking(G, "concept:llama-2-7b", "concept:h100") == ["paper:a"]
    papers = family_papers(G)
    assert papers[llama] == {"paper:a", "paper:b"}
    for row, line in zip(grouped.rows, grouped.counts, strict=True):
        for col, n in zip(grouped.cols, line, strict=True):
            assert n == len(papers[row] & papers[col])


def test_without_families_the_grouped_matrix_is_the_plain_one():
    G = build_graph([paper("a", "LoRA on a TPU.", [("LoRA", "METHOD"), ("TPU", "HARDWARE")])])
    assert gap_matrix(G, "METHOD", "HARDWARE", by_family=True) == gap_matrix(
        G, "METHOD", "HARDWARE"
    )
