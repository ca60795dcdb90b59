"""The command line's sources: `explorer FILE...`, --zotero and --collection, folders, RIS."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from explorer.cli import main
from explorer.cli_parser import corpus_inputs, parse_args
from explorer.corpus.sources import DEFAULT_ZOTERO, zotero_source
from explorer.errors import ExplorerError
from tests.corpus.zotero_db import build_library, write_jsonl


@pytest.fixture(autouse=True)
def cache_in_tmp(tmp_path, monkeypatch):
    monkeypatch.setenv("EXPLORER_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))  # ~/Zotero is under tmp_path


@pytest.fixture
def library(tmp_path):
    z, (first, second) = build_library(tmp_path)
    reading = z.add_collection("Reading")
    z.file(reading, second)
    return z.close()


def stats(capsys, *argv) -> dict:
    assert main(["stats", *map(str, argv), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    result.pop("name")
    return result


# ---- parsing, without starting Qt ------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "inputs"),
    [
        (["papers.jsonl"], ["papers.jsonl"]),
        (["a.ris", "b.json", "--select", "LoRA"], ["a.ris", "b.json"]),
        (["app", "papers.jsonl"], ["papers.jsonl"]),
        (["data/"], ["data/"]),
        (["--zotero"], []),
        ([], None),
    ],
)
def test_files_without_a_command_open_the_app(argv, inputs):
    args = parse_args(argv)
    if inputs is None:
        assert args.command is None  # no arguments: the app on the default corpus
        return
    assert args.command == "app" and args.inputs == inputs


def test_a_folder_without_a_suffix_that_exists_opens_the_app(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "library").mkdir()
    assert parse_args(["library"]).command == "app"


def test_commands_and_unknown_words_keep_their_meaning(capsys):
    assert parse_args(["stats", "a.jsonl"]).command == "stats"
    with pytest.raises(SystemExit) as exit_:
        parse_args(["stat", "a.jsonl"])  # a typo, not a file: argparse names the commands
    assert exit_.value.code == 2
    assert "invalid choice: 'stat'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_:
        parse_args(["--version"])
    assert exit_.value.code == 0


def test_zotero_and_collection_become_one_source(tmp_path, library):
    args = parse_args(["x.jsonl", "--zotero", str(library), "--collection", "Reading/GNN"])
    assert corpus_inputs(args) == ["x.jsonl", zotero_source(library, "Reading/GNN")]
    args = parse_args(["stats", str(library), "--collection", "Reading"])
    assert corpus_inputs(args) == [zotero_source(library, "Reading")]
    default = parse_args(["--zotero"])
    assert default.zotero == str(DEFAULT_ZOTERO)
    with pytest.raises(ExplorerError, match=r"no Zotero library at .*Zotero/zotero\.sqlite; give"):
        corpus_inputs(default)
    with pytest.raises(ExplorerError, match="--collection needs a Zotero library"):
        corpus_inputs(parse_args(["stats", "x.jsonl", "--collection", "Reading"]))


def test_default_zotero_path_is_in_the_home_folder(tmp_path, library):
    home = tmp_path / "home" / "Zotero"
    home.mkdir(parents=True)
    (home / "zotero.sqlite").write_bytes(library.read_bytes())
    assert corpus_inputs(parse_args(["--zotero"])) == [str(home / "zotero.sqlite")]
    # Zotero's data folder stands for the database in it.
    assert corpus_inputs(parse_args(["--zotero", str(home)])) == [str(home / "zotero.sqlite")]


def test_zotero_option_does_not_swallow_a_corpus_file():
    args = parse_args(["--zotero", "papers.jsonl"])  # argparse gives the file to --zotero
    with pytest.raises(ExplorerError, match=r"--zotero takes Zotero's zotero\.sqlite or its"):
        corpus_inputs(args)


# ---- the same results as the JSONL -------------------------------------------------------------


def test_zotero_library_gives_the_graph_of_the_same_jsonl(tmp_path, library, capsys):
    jsonl = write_jsonl(tmp_path / "same.jsonl")
    assert main(["stats", "--zotero", str(library), "--json"]) == 0
    out, err = capsys.readouterr()
    from_zotero = json.loads(out)
    assert from_zotero.pop("name") == "zotero"
    assert from_zotero == stats(capsys, jsonl)
    assert err == (
        f"explorer: warning: {library}: 2 of 4 items in the library have no abstract and are "
        'left out (e.g. "A paper without an abstract"; "Another one")\n'
    )


def test_collection_option(tmp_path, library, capsys):
    result = stats(capsys, "--zotero", library, "--collection", "Reading")
    assert result["papers"] == 1
    code = main(["stats", "--zotero", str(library), "--collection", "Nope"])
    err = capsys.readouterr().err
    assert code == 2 and err == f"explorer: error: {library}: no collection 'Nope' " + (
        "(collections: Reading)\n"
    )


def test_folder_and_ris_on_the_command_line(tmp_path, capsys):
    folder = tmp_path / "refs"
    folder.mkdir()
    write_jsonl(folder / "a.jsonl")
    (folder / "b.ris").write_text(
        "TY  - JOUR\nID  - r1\nAB  - We propose GraphMixer, evaluated on Cora.\nER  - \n",
        encoding="utf-8",
    )
    assert stats(capsys, folder)["papers"] == 3
    (folder / "c.ris").write_text("TY  - JOUR\nAB  - no end\n", encoding="utf-8")
    assert main(["stats", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err == f"explorer: error: {folder / 'c.ris'}:1: reference has no end tag (ER) " + (
        "before the file ends\n"
    )


def test_broken_zotero_database_is_one_line(tmp_path, capsys):
    broken = tmp_path / "zotero.sqlite"
    broken.write_text("not a database", encoding="utf-8")
    assert main(["stats", "--zotero", str(broken)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"explorer: error: {broken}: not an SQLite database") and (
        err.count("\n") == 1
    )


# ---- a real app, offscreen ----------------------------------------------------------------------


def run_explorer(tmp_path, *argv) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path / "home"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "EXPLORER_CACHE_DIR": str(tmp_path / "cache"),
    }
    return subprocess.run(
        [sys.executable, "-m", "explorer", *map(str, argv)],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.mark.slow
def test_explorer_file_opens_the_app(tmp_path, library):
    out = tmp_path / "window.png"
    done = run_explorer(tmp_path, write_jsonl(tmp_path / "same.jsonl"), "--screenshot", out)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    out = tmp_path / "zotero.png"
    done = run_explorer(
        tmp_path, "app", "--zotero", library, "--collection", "Reading", "--screenshot", out
    )
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
