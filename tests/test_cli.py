"""The command line, in-process through explorer.cli.main and as a real subprocess."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from explorer.cli import main
from explorer.graph.io import load_graph
from explorer.paths import ROOT

ABSTRACTS = [
    "We propose QuokkaNet, a graph model. It runs 3× faster on an A100 GPU.",
    "We present HyperSketch, a sketch for streams evaluated on the FooBar dataset.",
    "Our model, ZetaFormer, fine-tunes LLaMA-7B with LoRA on ImageNet using QuokkaNet.",
    r"With $\mathcal{O}(n)$ cost, we propose **BrisketNet**, which cuts memory by 87% on CIFAR-10.",
]
CONTRACT_ENTITY = ["text", "label", "canonical", "start", "end", "sentence"]
CONTRACT_CLAIM = ["text", "value", "unit", "sentence"]


@pytest.fixture(autouse=True)
def cache_in_tmp(tmp_path, monkeypatch):
    """Every cache write goes under tmp_path, in-process and in subprocesses."""
    monkeypatch.setenv("EXPLORER_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "small.jsonl"
    rows = [
        {"id": f"p{i}", "title": "" if i == 3 else f"Paper {i}", "abstract": a}
        for i, a in enumerate(ABSTRACTS)
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def saved_graph(tmp_path_factory):
    """A graph built once by `explorer build` (in-process) for the commands that read one."""
    folder = tmp_path_factory.mktemp("graph")
    corpus = folder / "small.jsonl"
    rows = [{"id": f"p{i}", "abstract": a} for i, a in enumerate(ABSTRACTS)]
    corpus.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = folder / "g.json"
    assert main(["build", str(corpus), "-o", str(out), "--cache-dir", str(folder / "c")]) == 0
    return out


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_extract_writes_the_json_lines_contract(tmp_path, corpus, capsys, cache_in_tmp):
    out = tmp_path / "out.jsonl"
    code, stdout, stderr = _run(capsys, "extract", corpus, "-o", out)
    assert code == 0
    assert stdout == ""
    assert stderr == f"4 papers -> {out}\n"
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records] == ["p0", "p1", "p2", "p3"]
    abstracts = dict(zip(["p0", "p1", "p2", "p3"], ABSTRACTS, strict=True))
    for record in records:
        assert list(record) == ["id", "title", "entities", "proposed", "claims"]
        for entity in record["entities"]:
            assert list(entity) == CONTRACT_ENTITY
            original = abstracts[record["id"]][entity["start"] : entity["end"]]
            assert original.strip("*") == entity["text"]
            assert entity["text"] in entity["sentence"]
        for claim in record["claims"]:
            assert list(claim) == CONTRACT_CLAIM
            assert isinstance(claim["value"], float)
    assert records[0]["title"] == "Paper 0"
    assert records[3]["title"] == "BrisketNet"  # untitled: the readable label
    assert records[0]["proposed"] == ["QuokkaNet"]
    assert [(c["text"], c["unit"]) for c in records[0]["claims"]] == [("3×", "×")]
    # The named entities; the recognizer may add generic ones ("graph model"), annotated
    # entries too under GUIDELINES.md, which this contract test does not pin.
    assert {e["canonical"] for e in records[0]["entities"]} >= {"QuokkaNet", "NVIDIA A100"}
    assert (cache_in_tmp / "cache.sqlite").exists()


@pytest.mark.parametrize("suffix", [".json", ".graphml", ".gexf"])
def test_build_writes_each_graph_format(tmp_path, corpus, capsys, suffix):
    out = tmp_path / f"g{suffix}"
    code, _, stderr = _run(capsys, "build", corpus, "-o", out)
    assert code == 0
    G = load_graph(out)
    assert stderr == f"{G.number_of_nodes()} nodes, {G.number_of_edges()} edges -> {out}\n"
    assert {"paper:p0", "concept:quokkanet", "concept:nvidia a100"} <= set(G.nodes)
    assert G.nodes["concept:quokkanet"]["papers"] == 2


def test_stats_text_and_json(saved_graph, capsys):
    code, stdout, _ = _run(capsys, "stats", saved_graph)
    assert code == 0
    assert "papers: 4" in stdout.splitlines()
    code, stdout, _ = _run(capsys, "stats", saved_graph, "--json")
    assert code == 0
    stats = json.loads(stdout)
    assert stats["papers"] == 4
    assert stats["top_concepts"][0]["label"] == "QuokkaNet"


def test_eval_text_and_json(tmp_path, corpus, capsys):
    gold = tmp_path / "gold.jsonl"
    gold.write_text(
        json.dumps(
            {
                "id": "p0",
                "proposed": ["QuokkaNet"],
                "claims": ["3×"],
                "entities": [
                    {"label": "METHOD", "names": ["QuokkaNet"], "required": True},
                    {"label": "HARDWARE", "names": ["A100", "NVIDIA A100"], "required": True},
                    {"label": "DATASET", "names": ["Foo"], "required": True},
                    # a generic entry, as GUIDELINES.md annotates them: not required
                    {"label": "METHOD", "names": ["graph model"], "required": False},
                ],
            }
        )
        + "\n",
        encoding="utf-8",
    )
    code, stdout, _ = _run(capsys, "eval", gold, corpus, "--json")
    assert code == 0
    report = json.loads(stdout)
    assert "misses" not in report
    assert (report["precision"], report["recall"]) == (1.0, round(2 / 3, 4))
    assert (report["proposed_recall"], report["claim_recall"]) == (1.0, 1.0)
    code, stdout, _ = _run(capsys, "eval", gold, corpus, "-v")
    assert code == 0
    lines = stdout.splitlines()
    assert lines[0] == "papers 4  gold records 1"
    assert lines[1].split() == ["label", "precision", "recall", "f1", "required", "extracted"]
    # Whether the recognizer also tags the generic "graph model" is the shipped model's choice:
    # the row reports what was extracted, as the JSON report counts it, and precision stays 1.
    assert lines[2].split() == ["ALL", "1.000", "0.667", "0.800", "3", str(report["extracted"])]
    assert report["extracted"] in (2, 3)
    assert "proposed recall  1.000" in lines
    assert "  missed   p0 DATASET: Foo" in lines


def test_eval_with_a_corpus_as_context_and_without_the_corpus_pass(tmp_path, capsys):
    # The scored paper names "tile shuffling" with no cue; two context papers propose it.
    scored = "Results of tile shuffling are strong."
    context = [f"We propose tile shuffling, a method for training {i}." for i in range(2)]
    corpus, others = tmp_path / "scored.jsonl", tmp_path / "context.jsonl"
    corpus.write_text(json.dumps({"id": "s", "abstract": scored}) + "\n", encoding="utf-8")
    others.write_text(
        "".join(json.dumps({"id": f"c{i}", "abstract": a}) + "\n" for i, a in enumerate(context)),
        encoding="utf-8",
    )
    gold = tmp_path / "gold.jsonl"
    entity = {"label": "METHOD", "names": ["tile shuffling"], "required": True}
    gold.write_text(json.dumps({"id": "s", "entities": [entity]}) + "\n", encoding="utf-8")
    recall = {}
    for name, options in {
        "alone": [],
        "context": ["--context", str(others)],
        "off": ["--context", str(others), "--no-corpus-pass"],
    }.items():
        code, stdout, _ = _run(capsys, "eval", gold, corpus, "--json", *options)
        assert code == 0
        recall[name] = json.loads(stdout)["recall"]
    assert recall == {"alone": 0.0, "context": 1.0, "off": 0.0}
    code, stdout, _ = _run(capsys, "eval", gold, corpus, "--context", others)
    assert "recall of every annotated entry  1.000" in stdout.splitlines()


def test_export_html_with_and_without_focus(tmp_path, saved_graph, capsys):
    out = tmp_path / "view.html"
    code, _, stderr = _run(capsys, "export", saved_graph, "--html", out)
    assert code == 0
    page = out.read_text(encoding="utf-8")
    assert page.lstrip().lower().startswith("<!doctype html")
    assert "QuokkaNet" in page
    assert stderr.endswith(f" -> {out}\n")
    focused = tmp_path / "focus.html"
    code, _, stderr = _run(
        capsys, "export", saved_graph, "--html", focused, "--focus", "QuokkaNet", "--depth", "1"
    )
    assert code == 0
    assert stderr == f"3 nodes, 2 edges -> {focused}\n"  # QuokkaNet and its two papers
    # The focused name is corpus text: bidi-isolated from " — explorer".
    assert "<title>\u2068QuokkaNet\u2069 — explorer</title>" in focused.read_text(encoding="utf-8")


# ---- bad input: exit code 2, one line on stderr naming the file (and line), no traceback ----

BAD_FILES = {
    "missing": (None, "missing.jsonl: file not found"),
    "suffix": (("c.xyz", b"We propose X."), "c.xyz: unknown corpus format"),
    "json": (("c.jsonl", b'{"id": "a", "abstract": "We propose X."}\n{bad\n'), "c.jsonl:2: "),
    "csv": (("c.csv", b"id,title\n1,Hello\n"), "c.csv:1: no abstract column"),
    "utf8": (("c.jsonl", b'{"id": "a", "abstract": "caf\xe9"}\n'), "c.jsonl:1: not valid UTF-8"),
    "empty": (("c.jsonl", b"\n\n"), "c.jsonl: no papers found"),
    "bibtex": (
        ("c.bib", b"@article{k1,\n title={No abstract},\n year={2020}\n}\n"),
        "c.bib:1: BibTeX entry 'k1' has no abstract",
    ),
}


def _bad_file(tmp_path, case: str):
    content, expected = BAD_FILES[case]
    if content is None:
        return tmp_path / "missing.jsonl", expected
    name, data = content
    path = tmp_path / name
    path.write_bytes(data)
    return path, expected


def _assert_one_error_line(code: int, stderr: str, expected: str, path) -> None:
    assert code == 2
    assert "Traceback" not in stderr
    assert stderr.count("\n") == 1 and stderr.endswith("\n"), stderr
    assert stderr.startswith("explorer: error: ")
    assert f"{path.parent}/{expected}" in stderr


@pytest.mark.parametrize("case", list(BAD_FILES))
@pytest.mark.parametrize("command", ["extract", "build", "stats", "export"])
def test_bad_corpus_files(tmp_path, capsys, case, command):
    path, expected = _bad_file(tmp_path, case)
    out = tmp_path / "out"
    extra = {
        "extract": ["-o", out.with_suffix(".jsonl")],
        "build": ["-o", out.with_suffix(".json")],
        "stats": [],
        "export": ["--html", out.with_suffix(".html")],
    }[command]
    code, stdout, stderr = _run(capsys, command, path, *extra)
    _assert_one_error_line(code, stderr, expected, path)
    assert stdout == ""
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("out")]  # nothing written


def test_skip_bad_warns_and_keeps_the_good_records(tmp_path, capsys):
    path, _ = _bad_file(tmp_path, "json")
    out = tmp_path / "out.jsonl"
    code, _, stderr = _run(capsys, "extract", path, "-o", out, "--skip-bad")
    assert code == 0
    warning, summary = stderr.splitlines()
    assert warning.startswith(f"explorer: warning: {path}:2: ") and warning.endswith("; skipped")
    assert summary == f"1 papers -> {out}"
    assert [json.loads(line)["id"] for line in out.read_text().splitlines()] == ["a"]


def test_bad_gold_and_bad_corpus_for_eval(tmp_path, corpus, capsys):
    gold = tmp_path / "gold.jsonl"
    gold.write_text('{"id": "p0", "entities": []}\nnot json\n', encoding="utf-8")
    code, _, stderr = _run(capsys, "eval", gold, corpus)
    _assert_one_error_line(code, stderr, "gold.jsonl:2: invalid gold record", gold)
    gold.write_text('{"id": "p0"}\n', encoding="utf-8")
    code, _, stderr = _run(capsys, "eval", gold, corpus)
    _assert_one_error_line(code, stderr, "gold.jsonl:1: invalid gold record", gold)
    code, _, stderr = _run(capsys, "eval", tmp_path / "nope.jsonl", corpus)
    _assert_one_error_line(code, stderr, "nope.jsonl: file not found", tmp_path / "nope.jsonl")
    path, expected = _bad_file(tmp_path, "utf8")
    gold.write_text('{"id": "p0", "entities": []}\n', encoding="utf-8")
    code, _, stderr = _run(capsys, "eval", gold, path)
    _assert_one_error_line(code, stderr, expected, path)


def test_bad_focus(tmp_path, saved_graph, capsys):
    out = tmp_path / "v.html"
    code, _, stderr = _run(capsys, "export", saved_graph, "--html", out, "--focus", "NoSuchNode")
    assert code == 2
    assert stderr.count("\n") == 1 and "Traceback" not in stderr
    assert stderr.startswith("explorer: error: ") and "--focus" in stderr
    assert "NoSuchNode" in stderr and str(saved_graph) in stderr
    assert not out.exists()


def test_unknown_output_graph_format(tmp_path, saved_graph, capsys):
    out = tmp_path / "g.xyz"
    code, _, stderr = _run(capsys, "build", saved_graph, "-o", out)
    _assert_one_error_line(code, stderr, "g.xyz: -o cannot be written as .xyz", out)
    assert not out.exists()


def test_a_saved_graph_cannot_be_extracted(tmp_path, saved_graph, capsys):
    code, _, stderr = _run(capsys, "extract", saved_graph, "-o", tmp_path / "o.jsonl")
    assert code == 2
    assert stderr.count("\n") == 1 and str(saved_graph) in stderr


# ---- the real executable --------------------------------------------------------------------


def _explorer(*argv, cwd, cache_dir, **kwargs) -> subprocess.CompletedProcess:
    env = {**os.environ, "EXPLORER_CACHE_DIR": str(cache_dir)}
    kwargs.setdefault("stdout", subprocess.PIPE)
    return subprocess.run(
        [sys.executable, "-m", "explorer", *map(str, argv)],
        cwd=cwd,
        env=env,
        stderr=subprocess.PIPE,
        text=True,
        **kwargs,
    )


def test_subprocess_extract_then_bad_input(tmp_path, corpus, cache_in_tmp):
    out = tmp_path / "out.jsonl"
    done = _explorer("extract", corpus, "-o", out, cwd=tmp_path, cache_dir=cache_in_tmp)
    assert done.returncode == 0, done.stderr
    assert done.stderr == f"4 papers -> {out}\n"
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["proposed"] for r in records] == [
        ["QuokkaNet"],
        ["HyperSketch"],
        ["ZetaFormer"],
        ["BrisketNet"],
    ]
    assert (cache_in_tmp / "cache.sqlite").exists()
    assert not (ROOT / "out.jsonl").exists()

    path, expected = _bad_file(tmp_path, "json")
    done = _explorer("build", path, "-o", tmp_path / "g.json", cwd=tmp_path, cache_dir=cache_in_tmp)
    _assert_one_error_line(done.returncode, done.stderr, expected, path)
    assert done.stdout == ""


def test_subprocess_closed_stdout_is_not_an_input_error(tmp_path, saved_graph):
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before anything is written
    try:
        done = _explorer(
            "stats", saved_graph, "--json", cwd=tmp_path, cache_dir=tmp_path / "c", stdout=write_end
        )
    finally:
        os.close(write_end)
    assert "error" not in done.stderr
    assert done.returncode != 2


def test_app_without_a_display_says_how_to_run_it(monkeypatch, capsys):
    if not sys.platform.startswith("linux"):
        pytest.skip("the display check is for Linux")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    assert main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "xvfb-run" in err and "--screenshot" in err


def _page_labels(path: Path) -> set[str]:
    text = path.read_text(encoding="utf-8")
    data = json.loads(re.search(r'id="graph-data">(.*?)</script>', text, re.S).group(1))
    return {d["label"] for d in data["details"]}


def test_export_hides_generic_concepts_and_rolls_up_families(tmp_path, capsys):
    corpus = tmp_path / "llama.jsonl"
    abstracts = [
        "We fine-tune LLaMA-2-7B, a neural network, on one GPU.",
        "We evaluate LLaMA-2-13B, a neural network, on one GPU.",
    ]
    rows = [{"id": f"p{i}", "abstract": a} for i, a in enumerate(abstracts)]
    corpus.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    graph = tmp_path / "g.json"
    assert main(["build", str(corpus), "-o", str(graph), "--cache-dir", str(tmp_path / "c")]) == 0
    plain, generic, grouped = (tmp_path / f"{n}.html" for n in ("plain", "generic", "grouped"))
    assert _run(capsys, "export", graph, "--html", plain)[0] == 0
    assert _run(capsys, "export", graph, "--html", generic, "--include-generic")[0] == 0
    assert _run(capsys, "export", graph, "--html", grouped, "--group-by-family")[0] == 0
    labels = _page_labels(plain)
    assert {"LLaMA-2-7B", "LLaMA-2-13B", "LLaMA"} <= labels  # the family shows, linked by broader
    assert "neural network" not in labels and "GPU" not in labels
    assert {"neural network", "GPU"} <= _page_labels(generic)
    rolled = _page_labels(grouped)
    assert "LLaMA" in rolled and not {"LLaMA-2-7B", "LLaMA-2-13B"} & rolled
