"""Curation edits on real graphs built from real extractions."""

import json

import pytest

from explorer.curation import apply_edits
from explorer.curation_file import load_edits, save_edits
from explorer.errors import ExplorerError
from explorer.graph.build import build_graph
from explorer.model import Mention, Paper, PaperExtraction


def _paper(pid, text, names):
    mentions = []
    for name, label in names:
        start = text.index(name)
        mentions.append(Mention(name, label, name, start, start + len(name), text))
    return PaperExtraction(Paper(pid, text, title=pid), mentions)


@pytest.fixture
def graph():
    return build_graph(
        [
            _paper(
                "p1",
                "We tune LoRA and Low-Rank Adaptation on an A100.",
                [("LoRA", "METHOD"), ("Low-Rank Adaptation", "METHOD"), ("A100", "HARDWARE")],
            ),
            _paper(
                "p2",
                "Low-Rank Adaptation helps GaLore.",
                [("Low-Rank Adaptation", "METHOD"), ("GaLore", "METHOD")],
            ),
        ]
    )


def test_merge_moves_edges_mentions_and_aliases(graph):
    warnings = apply_edits(
        graph, [{"op": "merge", "into": "concept:lora", "node": "concept:low-rank adaptation"}]
    )
    assert warnings == []
    assert "concept:low-rank adaptation" not in graph
    assert graph.has_edge("paper:p2", "concept:lora")
    assert "Low-Rank Adaptation" in graph.nodes["concept:lora"]["aliases"]
    assert graph.nodes["concept:lora"]["papers"] == 2
    concepts = {m["concept"] for m in graph.nodes["paper:p1"]["mentions"]}
    assert "concept:low-rank adaptation" not in concepts


def test_rename_retype_hide(graph):
    apply_edits(
        graph,
        [
            {"op": "rename", "node": "concept:a100", "label": "NVIDIA A100"},
            {"op": "retype", "node": "concept:galore", "type": "TASK"},
            {"op": "hide", "node": "concept:lora"},
        ],
    )
    assert graph.nodes["concept:a100"]["label"] == "NVIDIA A100"
    assert "A100" in graph.nodes["concept:a100"]["aliases"]
    assert graph.nodes["concept:galore"]["type"] == "TASK"
    assert graph.edges["paper:p2", "concept:galore"]["relation"] == "addresses_task"
    assert "concept:lora" not in graph


def test_split_alias_after_merge(graph):
    apply_edits(
        graph, [{"op": "merge", "into": "concept:lora", "node": "concept:low-rank adaptation"}]
    )
    warnings = apply_edits(
        graph, [{"op": "split_alias", "node": "concept:lora", "alias": "Low-Rank Adaptation"}]
    )
    assert warnings == []
    assert graph.has_edge("paper:p2", "concept:low-rank adaptation")
    assert not graph.has_edge("paper:p2", "concept:lora")
    assert graph.has_edge("paper:p1", "concept:lora")


def test_bad_edits_are_skipped_with_a_reason(graph):
    warnings = apply_edits(
        graph, [{"op": "merge", "into": "concept:lora", "node": "concept:nope"}, {"op": "fly"}]
    )
    assert len(warnings) == 2
    assert "concept:nope" in warnings[0] and "unknown edit op" in warnings[1]


def test_edits_file_round_trip_and_errors(tmp_path, graph):
    path = tmp_path / "edits.json"
    edits = [{"op": "rename", "node": "concept:a100", "label": "NVIDIA A100"}]
    save_edits(path, edits)
    assert load_edits(path) == edits
    path.write_text('{"format": "explorer-edits",\n "edits": [}', encoding="utf-8")
    with pytest.raises(ExplorerError, match=r"edits.json:2"):
        load_edits(path)
    path.write_text(
        json.dumps(
            {"format": "explorer-edits", "edits": [{"op": "retype", "node": "x", "type": "FOO"}]}
        )
    )
    with pytest.raises(ExplorerError, match="unknown type"):
        load_edits(path)


def test_cli_applies_the_same_edits_file(tmp_path):
    from explorer.cli import main
    from explorer.graph.io import load_graph
    from explorer.paths import DEFAULT_CORPUS

    edits = tmp_path / "team.edits.json"
    save_edits(
        edits,
        [
            {"op": "merge", "into": "concept:tabflex", "node": "concept:tabpfn"},
            {"op": "rename", "node": "concept:tabflex", "label": "TabFlex family"},
        ],
    )
    out = tmp_path / "g.json"
    cache = ["--cache-dir", str(tmp_path / "cache")]
    assert main(["build", str(DEFAULT_CORPUS), "-o", str(out), "--edits", str(edits), *cache]) == 0
    G = load_graph(out)
    assert "concept:tabpfn" not in G
    assert G.nodes["concept:tabflex"]["label"] == "TabFlex family"
    assert (
        main(
            [
                "build",
                str(DEFAULT_CORPUS),
                "-o",
                str(out),
                "--edits",
                str(tmp_path / "no.json"),
                *cache,
            ]
        )
        == 2
    )


def test_an_edit_follows_a_concept_whose_id_changed_with_its_label():
    # Built from one paper the concept is "Markov decision processes"; a later paper writing
    # the singular renames it, and an edit saved against the old id still applies.
    one = _paper("p1", "Markov decision processes help.", [("Markov decision processes", "METHOD")])
    two = _paper("p2", "A Markov decision process.", [("Markov decision process", "METHOD")])
    assert "concept:markov decision processes" in build_graph([one])
    G = build_graph([one, two])
    assert "concept:markov decision processes" not in G
    edit = {"op": "rename", "node": "concept:markov decision processes", "label": "MDP"}
    assert apply_edits(G, [edit]) == []
    assert G.nodes["concept:markov decision process"]["label"] == "MDP"
    missing = {"op": "hide", "node": "concept:no such thing"}
    assert "no concept" in apply_edits(G, [missing])[0]


def _edits_file(tmp_path, edits, **document):
    path = tmp_path / "edits.json"
    path.write_text(json.dumps({"format": "explorer-edits", "edits": edits, **document}))
    return path


def test_deeply_nested_edits_are_one_clear_error(tmp_path):
    path = tmp_path / "edits.json"
    path.write_text('{"format": "explorer-edits", "edits": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(ExplorerError) as info:
        load_edits(path)
    assert str(info.value) == f"{path}: edits file nested too deeply to be edits"


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        ({"op": "rename", "node": "concept:a100", "label": "  \t "}, "rename edit: label is blank"),
        ({"op": "rename", "node": "concept:a100", "label": ""}, "rename edit: label is blank"),
        ({"op": "rename", "node": "concept:a100", "label": 5}, "label must be text, not int"),
        ({"op": "rename", "node": "concept:a100"}, "rename edit needs label"),
        ({"op": "rename", "node": "concept:a100", "label": "A\nB"}, "holds a control character"),
        ({"op": "rename", "node": "concept:a100", "label": "x" * 301}, "301 characters"),
        ({"op": "split_alias", "node": "concept:a100", "alias": " "}, "alias is blank"),
        ({"op": "merge", "into": "concept:a100", "node": "concept:a100"}, "into itself"),
        ({"op": ["merge"]}, "unknown edit op 'list'"),
        ({"op": {"x": 1}}, "unknown edit op 'dict'"),
        (["op", "hide"], "an edit is an object, not list"),
    ],
)
def test_bad_edits_are_refused_with_a_clear_message(tmp_path, graph, edit, message):
    path = _edits_file(tmp_path, [{"op": "hide", "node": "concept:galore"}, edit])
    with pytest.raises(ExplorerError) as info:
        load_edits(path)
    assert str(info.value).startswith(f"{path}: edit 2: ") and message in str(info.value)
    warnings = apply_edits(graph, [edit])
    assert len(warnings) == 1 and message in warnings[0]
    assert all(str(d.get("label", "x")).strip() for _, d in graph.nodes(data=True))


def test_a_rename_keeps_the_label_one_line(graph):
    assert (
        apply_edits(graph, [{"op": "rename", "node": "concept:a100", "label": " NVIDIA  A100 "}])
        == []
    )
    assert graph.nodes["concept:a100"]["label"] == "NVIDIA A100"


def test_a_newer_edits_format_is_refused(tmp_path):
    path = _edits_file(tmp_path, [], version=2)
    with pytest.raises(ExplorerError, match="edits format version 2; this program reads version 1"):
        load_edits(path)
