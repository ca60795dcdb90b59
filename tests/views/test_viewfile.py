"""The saved view document: written atomically, read back equal, bad files in one line."""

from __future__ import annotations

import json

import pytest

from explorer.errors import ExplorerError
from explorer.views.corpusrefs import corpus_refs, file_sha256, view_of
from explorer.views.viewfile import (
    CorpusRef,
    SavedView,
    ViewFilters,
    is_view_file,
    read_view,
    view_to_dict,
    write_view,
)

SHA = "ab" * 32


def full_view() -> SavedView:
    return SavedView(
        corpus=(CorpusRef("papers.jsonl", SHA, "/data/papers.jsonl"),),
        filters=ViewFilters(
            types=frozenset({"METHOD", "DATASET"}),
            min_degree=2,
            focus="concept:lora",
            depth=3,
            show_papers=False,
            limit=600,
            years=(2022, 2023),
        ),
        selection="paper:p1",
        zoom=2.5,
        centre=(12.5, -40.0),
        edits=({"op": "rename", "node": "concept:lora", "label": "LoRA <b>"},),
        title="LoRA — 低秩",
    )


def test_round_trip_and_layout(tmp_path):
    path = tmp_path / "v.explorer-view.json"
    write_view(path, full_view())
    assert read_view(path) == full_view()
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "explorer-view" and document["version"] == 1
    assert document["filters"]["types"] == ["METHOD", "DATASET"]  # in the app's order
    assert document["centre"] == [12.5, -40.0]
    assert document["filters"]["years"] == [2022, 2023]
    assert [p.name for p in tmp_path.iterdir()] == ["v.explorer-view.json"]  # no temp file
    assert is_view_file(path) and is_view_file("X.Explorer-View.JSON")
    assert not is_view_file("papers.json")


def test_defaults_when_optional_fields_are_left_out(tmp_path):
    path = tmp_path / "v.explorer-view.json"
    minimal = {"format": "explorer-view", "version": 1, "corpus": [{"path": "a", "sha256": SHA}]}
    path.write_text(json.dumps(minimal), encoding="utf-8")
    assert read_view(path) == SavedView(corpus=(CorpusRef("a", SHA),))


def test_view_of_hashes_sources_relative_to_the_view(tmp_path):
    corpus = tmp_path / "data" / "papers.jsonl"
    corpus.parent.mkdir()
    corpus.write_text('{"abstract": "We propose X."}\n', encoding="utf-8")
    view_path = tmp_path / "views" / "v.explorer-view.json"
    view = view_of([corpus.parent], view_path, selection="paper:x")
    assert view.corpus == (CorpusRef("../data/papers.jsonl", file_sha256(corpus), str(corpus)),)
    assert view.selection == "paper:x"
    (zotero,) = corpus_refs([f"{corpus}#collection=A%2FB"], view_path)
    assert zotero.path == "../data/papers.jsonl#collection=A%2FB"


def bad_documents():
    good = view_to_dict(full_view())

    def changed(**changes):
        return json.dumps({**good, **changes}, indent=1)

    def changed_filters(**changes):
        return changed(filters={**good["filters"], **changes})

    return [
        ("{\n oops", r"v\.explorer-view\.json:2: invalid JSON: "),
        ("[]", r"v\.explorer-view\.json: not an explorer view file"),
        (changed(format="explorer-edits"), r":2: not an explorer view file"),
        (changed(version=2), r":3: unsupported view version 2 \(this explorer reads 1\)"),
        (changed(corpus=[]), r':5: "corpus" must be a non-empty list'),
        (changed(corpus=[{"path": "a", "sha256": "xyz"}]), r":5: corpus entry 1 needs a"),
        (changed_filters(types=["PAPER"]), r'"types" must be a list of some of METHOD, MODEL'),
        (changed_filters(depth=0), r'"depth" must be a whole number from 1 to 4'),
        (changed_filters(depth=True), r'"depth" must be a whole number'),
        (changed_filters(show_papers="yes"), r'"show_papers" must be true or false'),
        (changed_filters(focus=5), r'"focus" must be text or null'),
        (changed_filters(years=[2024, 2020]), r'"years" must be \[first, last\] with first'),
        (changed_filters(years="2020"), r'"years" must be null or \[first, last\]'),
        (changed(zoom=0), r'"zoom" must be a positive number'),
        (changed(zoom="big"), r'"zoom" must be a positive number'),
        (changed(centre=[1]), r'"centre" must be \[x, y\]'),
        (changed(edits=[{"op": "explode"}]), r"edit 1: unknown edit op 'explode'"),
        (changed(edits={"op": "hide"}), r'"edits" must be a list'),
        (changed().replace('"zoom": 2.5', '"zoom": NaN'), r"NaN is not a number a view can hold"),
        ("[" * 100_000, r"invalid JSON"),
    ]


@pytest.mark.parametrize(("text", "message"), bad_documents())
def test_bad_view_files_are_one_line(tmp_path, text, message):
    path = tmp_path / "v.explorer-view.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ExplorerError, match=message) as err:
        read_view(path)
    assert str(err.value).startswith(str(path)) and "\n" not in str(err.value)


def test_unreadable_view_files(tmp_path):
    with pytest.raises(ExplorerError, match=r"nope\.explorer-view\.json: view file not found$"):
        read_view(tmp_path / "nope.explorer-view.json")
    latin = tmp_path / "latin.explorer-view.json"
    latin.write_bytes(b'{"title": "caf\xe9"}')
    with pytest.raises(ExplorerError, match="view file is not valid UTF-8"):
        read_view(latin)
    with pytest.raises(ExplorerError, match="is a folder, not a view file"):
        read_view(tmp_path)


def test_write_failure_is_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ExplorerError, match=r"cannot write the view: "):
        write_view(blocker / "v.explorer-view.json", full_view())


def test_zotero_source_is_hashed_by_the_papers_it_reads(tmp_path):
    from explorer.corpus.sources import zotero_source
    from explorer.views.corpusrefs import locate_corpus
    from tests.corpus.zotero_db import ZoteroDB, build_library

    z, (first, second) = build_library(tmp_path)
    reading = z.add_collection("Reading")
    z.file(reading, first)
    db = z.close()
    view_path = tmp_path / "v.explorer-view.json"
    (whole,) = corpus_refs([db], view_path)
    (part,) = corpus_refs([zotero_source(db, "Reading")], view_path)
    assert whole.sha256 != part.sha256 != file_sha256(db)

    # Zotero rewrites its database for any edit; an item outside the collection changes the
    # library's bytes and the whole library's papers, not the collection's.
    reopened = ZoteroDB.reopen(db)
    reopened.add_item("NEWITEM1", {"title": "New", "abstractNote": "A new paper on graphs."})
    reopened.close()
    assert locate_corpus((part,), view_path).changed == []
    assert locate_corpus((whole,), view_path).changed == [whole.path]
