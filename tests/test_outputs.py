"""Outputs are checked before any work: never an input (by any name), a folder or a bad suffix."""

from __future__ import annotations

import json
import os

import pytest

from explorer.cli import main
from explorer.outputs import same_file

CORPUS_ROWS = [{"id": "a", "abstract": "We propose QuokkaNet on A100 GPUs."}]


@pytest.fixture
def corpora(tmp_path):
    """The same small corpus as JSON Lines and as JSON, and where the cache would go."""
    jsonl = tmp_path / "c.jsonl"
    jsonl.write_text("".join(json.dumps(r) + "\n" for r in CORPUS_ROWS), encoding="utf-8")
    as_json = tmp_path / "c.json"
    as_json.write_text(json.dumps(CORPUS_ROWS), encoding="utf-8")
    return jsonl, as_json, tmp_path / "cache"


def _refused(capsys, argv, protected, cache) -> str:
    before = {path: path.read_bytes() for path in protected}
    code = main([str(a) for a in argv] + ["--cache-dir", str(cache)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.startswith("explorer: error: ") and err.count("\n") == 1
    assert {path: path.read_bytes() for path in protected} == before
    assert not cache.exists()  # refused before any work: nothing was extracted or cached
    return err


@pytest.mark.parametrize("how", ["same name", "symlink", "hard link", "other spelling"])
def test_build_onto_its_own_corpus_is_refused(corpora, capsys, how):
    _, corpus, cache = corpora
    output = {
        "same name": corpus,
        "symlink": corpus.with_name("link.json"),
        "hard link": corpus.with_name("hard.json"),
        "other spelling": corpus.parent / "." / ".." / corpus.parent.name / corpus.name,
    }[how]
    if how == "symlink":
        output.symlink_to(corpus)
    elif how == "hard link":
        os.link(corpus, output)
    err = _refused(capsys, ["build", corpus, "-o", output], [corpus], cache)
    assert "-o is an input file" in err and str(output) in err


def test_extract_and_export_onto_an_input_are_refused(corpora, capsys, tmp_path):
    corpus, _, cache = corpora
    err = _refused(capsys, ["extract", corpus, "-o", corpus], [corpus], cache)
    assert "-o is an input file" in err
    page = tmp_path / "page.html"
    page.symlink_to(corpus)
    err = _refused(capsys, ["export", corpus, "--html", page], [corpus], cache)
    assert f"{page}: --html is an input file ({corpus})" in err


def test_the_edits_file_is_an_input_too(corpora, capsys, tmp_path):
    corpus, _, cache = corpora
    edits = tmp_path / "edits.json"
    edits.write_text('{"edits": []}', encoding="utf-8")
    err = _refused(capsys, ["build", corpus, "--edits", edits, "-o", edits], [edits], cache)
    assert "-o is an input file" in err


@pytest.mark.parametrize(
    ("command", "option", "name", "expected"),
    [
        ("extract", "-o", "x.txt", "-o cannot be written as .txt; use .jsonl or .ndjson"),
        ("build", "-o", "g.xyz", "-o cannot be written as .xyz; use .json or .json.gz or .graphml"),
        ("export", "--html", "page", "--html cannot be written as a name without suffix"),
    ],
)
def test_the_output_suffix_is_checked_before_extraction(
    corpora, capsys, tmp_path, command, option, name, expected
):
    corpus, _, cache = corpora
    err = _refused(capsys, [command, corpus, option, tmp_path / name], [corpus], cache)
    assert f"{tmp_path / name}: {expected}" in err


def test_an_output_folder_is_refused_before_extraction(corpora, capsys, tmp_path):
    corpus, _, cache = corpora
    folder = tmp_path / "out.json"
    folder.mkdir()
    err = _refused(capsys, ["build", corpus, "-o", folder], [corpus], cache)
    assert "-o is a folder" in err


def test_same_file_follows_links_but_not_lookalikes(tmp_path):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    first.write_text("[]")
    second.write_text("[]")  # equal content, another file
    (tmp_path / "link").symlink_to(first)
    assert same_file(first, tmp_path / "link")
    assert not same_file(first, second)
    assert not same_file(first, tmp_path / "missing.json")
