"""Opening a saved view: the same graph and picture, a changed or moved corpus, the CLI export."""

from __future__ import annotations

import json
import shutil

import pytest

from explorer.cli import main
from explorer.errors import ExplorerError
from explorer.graph.query import resolve_node
from explorer.pipeline import open_graph
from explorer.views.corpusrefs import view_of
from explorer.views.opening import export_view, open_view, shown_graph
from explorer.views.viewfile import ViewFilters, read_view, write_view

ABSTRACTS = [
    "We propose QuokkaNet, a graph model. It runs 3x faster on an A100 GPU.",
    "We present HyperSketch, a sketch for streams evaluated on the FooBar dataset.",
    "Our model, ZetaFormer, fine-tunes LLaMA-7B with LoRA on ImageNet using QuokkaNet.",
    "We propose BrisketNet, which cuts memory by 87% on CIFAR-10 with LoRA.",
]


@pytest.fixture
def corpus(tmp_path):
    folder = tmp_path / "project"
    folder.mkdir()
    path = folder / "papers.jsonl"
    rows = [{"id": f"p{i}", "title": f"Paper {i}", "abstract": a} for i, a in enumerate(ABSTRACTS)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


@pytest.fixture
def options(tmp_path):
    return {"cache_dir": tmp_path / "cache"}


def save(corpus, options, **fields):
    G = open_graph([corpus], **options)
    lora = resolve_node(G, "LoRA")
    view_path = corpus.parent / "lora.explorer-view.json"
    fields = {
        "filters": ViewFilters(focus=lora, depth=1),
        "selection": "paper:p2",
        "zoom": 1.75,
        "centre": (10.0, 20.0),
        "edits": ({"op": "rename", "node": lora, "label": "Low-Rank Adaptation"},),
        **fields,
    }
    write_view(view_path, view_of([corpus], view_path, **fields))
    return view_path, G, lora


def test_reopens_the_same_graph_and_picture(corpus, options):
    view_path, G, lora = save(corpus, options)
    warnings = []
    opened = open_view(view_path, warn=warnings.append, **options)
    assert warnings == [] and opened.warnings == []
    assert opened.view == read_view(view_path)
    assert opened.sources == [str(corpus)]
    assert set(opened.graph) == set(G)
    assert opened.graph.nodes[lora]["label"] == "Low-Rank Adaptation"  # the view's edit
    shown = shown_graph(opened.graph, opened.view)
    assert set(shown) == {lora, "paper:p2", "paper:p3"}
    pristine = open_view(view_path, with_edits=False, **options)
    assert pristine.graph.nodes[lora]["label"] == G.nodes[lora]["label"] != "Low-Rank Adaptation"
    assert pristine.view.edits == opened.view.edits  # for the caller to replay


def test_a_moved_folder_still_opens_and_a_changed_corpus_says_so(tmp_path, corpus, options):
    view_path, G, lora = save(corpus, options)
    moved = shutil.copytree(corpus.parent, tmp_path / "elsewhere")
    corpus.unlink()
    opened = open_view(moved / view_path.name, **options)
    assert opened.sources == [str(moved / "papers.jsonl")] and opened.warnings == []

    # Drop the paper that was selected: the view opens what still matches, with warnings.
    changed = moved / "papers.jsonl"
    lines = changed.read_text(encoding="utf-8").splitlines(keepends=True)
    changed.write_text("".join(lines[:2] + lines[3:]), encoding="utf-8")
    warnings = []
    opened = open_view(moved / view_path.name, warn=warnings.append, **options)
    view_file = moved / view_path.name
    assert warnings == [
        f"{view_file}: corpus file papers.jsonl changed since the view was saved; "
        "opening it as it is now (some nodes may differ)",
        f"{view_file}: the selected node paper:p2 is no longer in the corpus",
    ]
    assert opened.view.selection is None and opened.view.filters.focus == lora
    assert set(shown_graph(opened.graph, opened.view)) == {lora, "paper:p3"}


def test_missing_corpus_files(tmp_path, corpus, options):
    other = tmp_path / "project" / "more.jsonl"
    other.write_text('{"id": "m1", "abstract": "We propose MoreNet on LoRA."}\n')
    view_path = corpus.parent / "two.explorer-view.json"
    write_view(view_path, view_of([corpus.parent], view_path))
    other.unlink()
    opened = open_view(view_path, **options)
    assert opened.warnings == [f"{view_path}: corpus file more.jsonl not found; opening the rest"]
    corpus.unlink()
    with pytest.raises(ExplorerError) as err:
        open_view(view_path, **options)
    assert str(err.value) == (
        f"{view_path}: none of the view's corpus files was found (more.jsonl, papers.jsonl)"
    )


def test_export_view_writes_the_view_as_html(tmp_path, corpus, options):
    view_path, G, lora = save(corpus, options, title="<My> view")
    out = tmp_path / "view.html"
    info = export_view(view_path, out, **options)
    assert info["nodes"] == 3
    page = out.read_text(encoding="utf-8")
    assert "<title>&lt;My&gt; view</title>" in page and "Low-Rank Adaptation" in page
    assert "BrisketNet" in page and "HyperSketch" not in page


def test_cli_export_of_a_view(tmp_path, corpus, options, capsys):
    view_path, _, _ = save(corpus, options)
    out = tmp_path / "cli.html"
    cache = ["--cache-dir", str(options["cache_dir"])]
    assert main(["export", str(view_path), "--html", str(out), *cache]) == 0
    assert capsys.readouterr().err == f"3 nodes, 2 edges -> {out}\n"
    assert main(["export", str(view_path), "--html", str(out), "--focus", "LoRA"]) == 2
    assert capsys.readouterr().err == (
        "explorer: error: a saved view is exported on its own, without --focus\n"
    )
    view_path.write_text('{"format": "explorer-view", "version": 1}', encoding="utf-8")
    assert main(["export", str(view_path), "--html", str(out)]) == 2
    err = capsys.readouterr().err
    assert err == f'explorer: error: {view_path}: "corpus" must be a non-empty list of ' + (
        '{"path", "sha256"} objects\n'
    )
