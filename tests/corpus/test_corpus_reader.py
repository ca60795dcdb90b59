"""The dispatcher: file errors, encodings, skip_bad/warn, duplicate ids, graph sniffing."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from explorer.corpus import (
    SUFFIXES,
    CorpusError,
    looks_like_graph_file,
    read_corpora,
    read_corpus,
    stable_id,
)
from explorer.errors import ExplorerError

from .corpus_files import write

HOSTILE = Path(__file__).parent / "data" / "hostile.jsonl"


def lines(*records: object) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


# --- file-level errors ------------------------------------------------------------------------


def test_suffixes():
    assert set(SUFFIXES) == {
        ".txt",
        ".jsonl",
        ".ndjson",
        ".json",
        ".csv",
        ".bib",
        ".ris",
        ".sqlite",
    }


def test_missing_file(tmp_path):
    path = tmp_path / "nope.jsonl"
    with pytest.raises(CorpusError) as err:
        read_corpus(path)
    assert str(err.value) == f"{path}: file not found"
    assert isinstance(err.value, ExplorerError)


def test_folder_without_corpus_files(tmp_path):
    folder = tmp_path / "corpus.jsonl"
    folder.mkdir()
    (folder / "notes.md").write_text("not a corpus")
    with pytest.raises(CorpusError, match=r"corpus\.jsonl: no corpus file in this folder"):
        read_corpus(folder)


@pytest.mark.parametrize("name", ["c.xml", "c.pdf", "README"])
def test_unknown_suffix_lists_supported(tmp_path, name):
    path = write(tmp_path, name, "x")
    with pytest.raises(CorpusError) as err:
        read_corpus(path)
    message = str(err.value)
    assert message.startswith(f"{path}: unknown corpus format")
    assert message.endswith("supported: .txt, .jsonl, .ndjson, .json, .csv, .bib, .ris, .sqlite")


@pytest.mark.parametrize("suffix", SUFFIXES)
def test_empty_file_of_every_format_is_a_one_line_error(tmp_path, suffix):
    path = write(tmp_path, "empty" + suffix, b"")
    with pytest.raises(CorpusError) as err:
        read_corpus(path)
    assert str(err.value).startswith(str(path))
    assert "\n" not in str(err.value)


def test_no_paths():
    with pytest.raises(CorpusError, match="no corpus file given"):
        read_corpora([])


# --- encodings ----------------------------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "utf-16-be"])
@pytest.mark.parametrize("suffix", [".jsonl", ".txt", ".csv", ".json", ".bib"])
def test_utf8_bom_and_utf16_bom_decode(tmp_path, encoding, suffix):
    abstract = "We propose 中文 LoRA on A100 — café, 3$\\times$."
    text = {
        ".jsonl": lines({"abstract": abstract}),
        ".txt": f"ICML 2025 论文列表\n\n{abstract}\n",
        ".csv": f'abstract\n"{abstract}"\n',
        ".json": json.dumps([{"abstract": abstract}], ensure_ascii=False),
        ".bib": f"@misc{{k, abstract = {{{abstract}}}}}\n",
    }[suffix]
    data = text.encode(encoding)
    if encoding in ("utf-16-le", "utf-16-be"):
        data = "\ufeff".encode(encoding) + data
    (paper,) = read_corpus(write(tmp_path, "c" + suffix, data))
    assert paper.abstract == abstract


def test_latin1_file_names_the_line_of_the_first_bad_byte(tmp_path):
    text = lines({"abstract": "A."}, {"abstract": "B."}, {"abstract": "Café."})
    path = write(tmp_path, "c.jsonl", text.encode("latin-1"))
    with pytest.raises(CorpusError) as err:
        read_corpus(path)
    assert str(err.value) == (
        f"{path}:3: not valid UTF-8 (byte 0xe9 at line 3); save the file as UTF-8"
    )


def test_bad_byte_after_utf8_bom_has_the_right_line(tmp_path):
    path = write(tmp_path, "s.txt", b"\xef\xbb\xbfHeader\n\nOK.\n\nCaf\xe9.\n")
    with pytest.raises(CorpusError, match=r"s\.txt:5: not valid UTF-8 \(byte 0xe9 at line 5\)"):
        read_corpus(path)


def test_broken_utf16(tmp_path):
    data = "\ufeffabstract\nA.\n".encode("utf-16-le") + b"\x00\xd8"  # a lone high surrogate
    with pytest.raises(CorpusError, match=r"c\.csv:3: not valid UTF-16"):
        read_corpus(write(tmp_path, "c.csv", data))


# --- skip_bad and warn --------------------------------------------------------------------------


BAD_JSONL = lines({"abstract": "A."}) + "{oops\n" + lines({"title": "no abstract"}, [1])
BAD_JSONL += lines({"abstract": "B."})


def test_skip_bad_reports_each_bad_record_through_warn(tmp_path):
    path = write(tmp_path, "c.jsonl", BAD_JSONL)
    warnings: list[str] = []
    papers = read_corpus(path, skip_bad=True, warn=warnings.append)
    assert [p.abstract for p in papers] == ["A.", "B."]
    assert [w.split(": ", 1)[0] for w in warnings] == [f"{path}:2", f"{path}:3", f"{path}:4"]
    assert all(w.endswith("; skipped") and "\n" not in w for w in warnings)
    assert "invalid JSON" in warnings[0]
    assert "record has no abstract (fields: title)" in warnings[1]
    assert "record is a list, not a JSON object" in warnings[2]


def test_without_skip_bad_the_first_bad_record_raises(tmp_path):
    path = write(tmp_path, "c.jsonl", BAD_JSONL)
    with pytest.raises(CorpusError) as err:
        read_corpus(path, warn=pytest.fail)
    assert err.value.line == 2
    assert str(err.value).endswith(
        "(2 other records are valid; pass skip_bad / --skip-bad to load them)"
    )


def test_skip_bad_without_warn_logs(tmp_path, caplog):
    path = write(tmp_path, "c.jsonl", BAD_JSONL)
    with caplog.at_level(logging.WARNING, logger="explorer.corpus"):
        assert len(read_corpus(path, skip_bad=True)) == 2
    assert len(caplog.records) == 3
    assert caplog.records[0].getMessage().startswith(f"{path}:2: invalid JSON")


def test_skip_bad_with_nothing_valid_is_no_papers(tmp_path):
    path = write(tmp_path, "c.jsonl", "{oops\n[1]\n")
    with pytest.raises(CorpusError, match=r"c\.jsonl: no papers found \(2 bad records skipped\)"):
        read_corpus(path, skip_bad=True, warn=lambda message: None)


# --- several files, duplicate ids -------------------------------------------------------------


def test_read_corpora_concatenates_in_order(tmp_path):
    a = write(tmp_path, "a.jsonl", lines({"id": "a1", "abstract": "A."}))
    b = write(tmp_path, "b.csv", "id,abstract\nb1,B.\n")
    c = write(tmp_path, "c.txt", "We study C.\n")
    papers = read_corpora([a, str(b), c])
    assert [p.id for p in papers] == ["a1", "b1", stable_id("We study C.")]
    assert [p.source for p in papers] == [f"{a}:1", f"{b}:2", f"{c}:1"]


def test_duplicate_ids_across_and_within_files_are_suffixed(tmp_path):
    a = write(
        tmp_path, "a.jsonl", lines({"id": "x", "abstract": "A."}, {"id": "x~2", "abstract": "B."})
    )
    b = write(
        tmp_path, "b.jsonl", lines({"id": "x", "abstract": "C."}, {"id": "x", "abstract": "D."})
    )
    warnings: list[str] = []
    papers = read_corpora([a, b], warn=warnings.append)
    assert [(p.id, p.abstract) for p in papers] == [
        ("x", "A."),
        ("x~2", "B."),
        ("x~3", "C."),
        ("x~4", "D."),
    ]
    assert warnings == [
        f"{b}:1: duplicate id 'x' (first at {a}:1); renamed to 'x~3'",
        f"{b}:2: duplicate id 'x' (first at {a}:1); renamed to 'x~4'",
    ]


def test_same_abstract_in_two_files_has_the_same_stable_id_then_is_kept_apart(tmp_path):
    a = write(tmp_path, "a.jsonl", lines({"abstract": "We propose X."}))
    b = write(tmp_path, "b.jsonl", lines({"abstract": " We propose   X. "}))
    assert read_corpus(a)[0].id == read_corpus(b)[0].id == stable_id("We propose X.")
    papers = read_corpora([a, b], warn=lambda message: None)
    assert [p.id for p in papers] == [stable_id("We propose X."), stable_id("We propose X.") + "~2"]


def test_a_bad_file_among_several_names_that_file(tmp_path):
    good = write(tmp_path, "good.jsonl", lines({"abstract": "A."}))
    bad = write(tmp_path, "bad.jsonl", "nope\n")
    with pytest.raises(CorpusError, match=rf"^{bad}:1: invalid JSON"):
        read_corpora([good, bad])


# --- hostile corpus -----------------------------------------------------------------------------


def test_hostile_corpus_loads_with_its_hostile_text_intact():
    papers = read_corpus(HOSTILE)
    assert len(papers) == 6
    assert len({p.id for p in papers}) == 6
    titles = " ".join(p.title for p in papers)
    abstracts = " ".join(p.abstract for p in papers)
    urls = [p.url for p in papers] + [url for p in papers for _, url in p.links]
    assert "<script>alert(1)</script>" in titles
    assert "<img src=x onerror=alert(1)>" in titles + abstracts
    assert "href" in titles
    assert '<a href="file:///etc/passwd">' in abstracts
    assert "<font color=red>" in titles
    assert "<b>bold</b>" in abstracts  # written as &lt;b&gt;, so it must stay text
    assert any(url.startswith("javascript:") for url in urls)
    assert "LoRA" in abstracts and "NVIDIA A100" in abstracts
    assert any('"' in p.id and "<" in p.id for p in papers)
    assert any("中文" in p.title for p in papers)


# --- graph sniffing ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "is_graph"),
    [
        ({"directed": False, "graph": {}, "nodes": [{"id": 1}], "links": []}, True),
        ({"nodes": [], "edges": []}, True),
        ({"edges": [], "x": {"nodes": []}, "nodes": []}, True),
        ({"nodes": []}, False),
        ({"papers": [{"abstract": "A.", "links": {}}], "nodes": 1}, False),
        ({"x": {"nodes": [], "links": []}}, False),
        ([{"nodes": [], "links": []}], False),
        ("nodes links", False),
    ],
)
def test_looks_like_graph_file_json(tmp_path, content, is_graph):
    path = write(tmp_path, "f.json", json.dumps(content))
    assert looks_like_graph_file(path) is is_graph


def test_looks_like_graph_file_other_suffixes(tmp_path):
    assert looks_like_graph_file(tmp_path / "g.graphml")
    assert looks_like_graph_file(tmp_path / "g.GEXF")
    assert not looks_like_graph_file(write(tmp_path, "g.jsonl", '{"nodes": [], "links": []}\n'))
    assert not looks_like_graph_file(tmp_path / "missing.json")
    assert not looks_like_graph_file(tmp_path)


def test_looks_like_graph_file_with_bom_utf16_and_big_nodes(tmp_path):
    graph = {"nodes": [{"id": f"paper:{i}", "links": {"a": "b"}} for i in range(20_000)]}
    graph["links"] = []
    text = json.dumps(graph)
    assert looks_like_graph_file(write(tmp_path, "a.json", "\ufeff" + text))
    assert looks_like_graph_file(write(tmp_path, "b.json", ("\ufeff" + text).encode("utf-16-le")))
    assert not looks_like_graph_file(write(tmp_path, "c.json", text[:-20]))  # truncated


def test_looks_like_graph_file_bad_bytes_and_invalid_json(tmp_path):
    assert not looks_like_graph_file(write(tmp_path, "a.json", b"\xff\xfe\x00"))
    assert not looks_like_graph_file(write(tmp_path, "b.json", b'{"nodes": \xe9'))
    assert not looks_like_graph_file(write(tmp_path, "c.json", "{,,}"))
    assert not looks_like_graph_file(write(tmp_path, "d.json", ""))
