"""Claims table rows on hand-built papers and on the real default corpus."""

from __future__ import annotations

import csv
import io
import math

from explorer.curation import apply_edits
from explorer.insights.claims import claim_rows, claim_vocabulary, format_number
from explorer.insights.claims_csv import claims_csv, csv_cell, write_claims_csv

from .insight_examples import claims_graph


def _by_text(G):
    return {(row.paper, row.text): row for row in claim_rows(G)}


def test_hardware_and_baseline_come_from_the_claims_sentence():
    rows = _by_text(claims_graph())
    first, second = rows["paper:fast", "2×"], rows["paper:fast", "1.5×"]
    assert first.baseline == ("FlashAttention",) and second.baseline == ("xFormers",)
    assert first.hardware == second.hardware == ("NVIDIA A100",)
    energy = rows["paper:fast", "30%"]
    assert energy.hardware == ("TPU v4",) and energy.baseline == ()
    assert (first.measure, first.value, first.unit) == ("speedup", 2.0, "×")


def test_a_cue_before_the_claim_names_the_baseline_but_never_the_proposed_model():
    row = _by_text(claims_graph())["paper:cue_first", "40 GB"]
    assert row.baseline == ("LLaMA-7B",)  # SlimLM is what the paper proposes
    assert row.hardware == ("H100",)
    assert row.measure == "memory"


def test_a_semicolon_ends_what_a_claim_compares():
    rows = _by_text(claims_graph())
    assert rows["paper:clauses", "3×"].baseline == ()
    assert rows["paper:clauses", "4%"].baseline == ("LoRA",)


def test_rows_follow_curation_edits():
    G = claims_graph()
    apply_edits(
        G,
        [
            {"op": "rename", "node": "concept:flashattention", "label": "FlashAttention-2"},
            {"op": "hide", "node": "concept:nvidia a100"},
            {"op": "retype", "node": "concept:xformers", "type": "HARDWARE"},
        ],
    )
    rows = _by_text(G)
    assert rows["paper:fast", "2×"].baseline == ("FlashAttention-2",)
    assert rows["paper:fast", "2×"].hardware == ("xFormers",)  # a hardware now, not a baseline
    assert rows["paper:fast", "1.5×"].baseline == ()


def test_every_claim_of_the_corpus_is_one_row_inside_its_sentence(corpus_graph):
    G = corpus_graph
    rows = claim_rows(G)
    expected = sum(len(d.get("claims") or []) for _, d in G.nodes(data=True))
    assert expected > 0 and len(rows) == expected
    measures = claim_vocabulary()[0]
    for row in rows:
        abstract = G.nodes[row.paper]["abstract"]
        assert row.measure in measures
        assert row.sent_start <= row.start < row.end <= row.sent_end <= len(abstract)
        marked = abstract[row.sent_start : row.sent_end]
        # The marked span reads as the sentence: same first and last words.
        assert marked.split()[0] == row.sentence.split()[0]
        assert marked.split()[-1][-1] == row.sentence.split()[-1][-1]
        concepts = {G.nodes[n]["label"] for n in G[row.paper] if G.nodes[n]["kind"] == "concept"}
        assert set(row.hardware) | set(row.baseline) <= concepts
        for name in row.baseline:
            node = next(n for n in G[row.paper] if G.nodes[n].get("label") == name)
            assert G.edges[row.paper, node]["relation"] != "proposes"


def test_corpus_claims_find_hardware_and_baselines(corpus_graph):
    rows = claim_rows(corpus_graph)
    assert any(row.hardware for row in rows)
    assert any(row.baseline for row in rows)


def test_csv_prefixes_formula_cells_and_round_trips(tmp_path):
    G = claims_graph()
    G.nodes["paper:fast"]["label"] = '=HYPERLINK("http://evil","x")'
    G.nodes["paper:clauses"]["label"] = "@SUM(A1) <script>alert(1)</script>"
    rows = claim_rows(G)
    path = tmp_path / "claims.csv"
    write_claims_csv(path, rows)
    table = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    assert table[0] == [
        "paper_id", "paper", "number", "unit", "measure", "hardware", "baseline", "sentence",
    ]  # fmt: skip
    assert len(table) == len(rows) + 1
    cells = [cell for line in table[1:] for cell in line]
    assert not any(cell.startswith(("=", "+", "-", "@")) for cell in cells)
    assert "'" + '=HYPERLINK("http://evil","x")' in cells
    assert "'@SUM(A1) <script>alert(1)</script>" in cells
    assert path.read_text(encoding="utf-8") == claims_csv(rows)
    assert [p.name for p in tmp_path.iterdir()] == ["claims.csv"]  # no temp file left


def test_csv_cell_and_number_format():
    assert csv_cell("+1") == "'+1" and csv_cell("-2") == "'-2" and csv_cell("\t=x") == "'\t=x"
    assert csv_cell("plain = text") == "plain = text"
    assert format_number(2.0) == "2" and format_number(0.5) == "0.5"
    assert format_number(math.nan) == ""


def test_grouped_by_family_rows_name_hardware_and_baselines_by_their_family():
    G = claims_graph()
    plain = {(r.paper, r.text): r for r in claim_rows(G)}
    grouped = {(r.paper, r.text): r for r in claim_rows(G, by_family=True)}
    assert plain["paper:cue_first", "40 GB"].baseline == ("LLaMA-7B",)
    assert grouped["paper:cue_first", "40 GB"].baseline == ("LLaMA",)
    assert plain["paper:fast", "2×"].hardware == ("NVIDIA A100",)
    assert grouped["paper:fast", "2×"].hardware == grouped["paper:cue_first", "40 GB"].hardware
    # Concepts without a family read as before; the rows are the same claims.
    assert grouped["paper:fast", "2×"].baseline == ("FlashAttention",)
    assert grouped.keys() == plain.keys()
