"""JSON Lines (.jsonl/.ndjson) and JSON (.json) corpora."""

from __future__ import annotations

import json

import pytest

from explorer.corpus import CorpusError, read_corpus

from .corpus_files import write


def lines(*records: object) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


# --- JSON Lines ------------------------------------------------------------------------------


def test_jsonl_reads_every_field(tmp_path):
    record = {
        "id": "deb25a",
        "title": "FisherSFT: Data-Efficient Supervised Fine-Tuning",
        "abstract": "Supervised fine-tuning (SFT) adapts LLMs. We select examples.",
        "authors": ["Rohan Deb", "Kiran Thekumparampil"],
        "year": 2025,
        "venue": "ICML 2025",
        "url": "https://proceedings.mlr.press/v267/deb25a.html",
        "links": {"openreview": "https://openreview.net/forum?id=e02oLEbehE"},
    }
    path = write(tmp_path, "c.jsonl", lines(record))
    (paper,) = read_corpus(path)
    assert paper.to_dict() == {
        **record,
        "source": f"{path}:1",
    }


@pytest.mark.parametrize("name", ["c.jsonl", "c.ndjson", "C.JSONL", "c.NdJson"])
def test_jsonl_suffixes_case_insensitive(tmp_path, name):
    path = write(tmp_path, name, lines({"abstract": "A."}))
    assert [p.abstract for p in read_corpus(path)] == ["A."]


def test_blank_lines_are_skipped_and_lines_counted(tmp_path):
    text = "\n" + lines({"abstract": "A."}) + "  \n\n" + lines({"abstract": "B."})
    path = write(tmp_path, "c.jsonl", text.replace("\n", "\r\n"))
    assert [p.source for p in read_corpus(path)] == [f"{path}:2", f"{path}:5"]


def test_invalid_json_names_file_and_line_with_hint(tmp_path):
    text = lines({"abstract": "A."}, {"abstract": "B."}) + '{"abstract": "C.",}\n'
    text += lines({"abstract": "D."})
    path = write(tmp_path, "c.jsonl", text)
    with pytest.raises(CorpusError) as err:
        read_corpus(path)
    message = str(err.value)
    assert message.startswith(f"{path}:3: invalid JSON")
    assert message.endswith("(3 other records are valid; pass skip_bad / --skip-bad to load them)")
    assert "\n" not in message
    assert (err.value.path, err.value.line) == (str(path), 3)


def test_hint_is_singular_and_absent_when_nothing_is_valid(tmp_path):
    one = write(tmp_path, "one.jsonl", "oops\n" + lines({"abstract": "A."}))
    with pytest.raises(CorpusError, match=r"\(1 other record is valid; "):
        read_corpus(one)
    none = write(tmp_path, "none.jsonl", "oops\n[1]\n")
    with pytest.raises(CorpusError) as err:
        read_corpus(none)
    assert str(err.value).startswith(f"{none}:1: invalid JSON")
    assert "other record" not in str(err.value)


@pytest.mark.parametrize(
    ("value", "kind"),
    [
        ([1, 2], "a list"),
        ("text", "a string"),
        (3, "a number"),
        (None, "null"),
        (True, "true/false"),
    ],
)
def test_record_that_is_not_an_object(tmp_path, value, kind):
    path = write(tmp_path, "c.jsonl", lines({"abstract": "A."}, value))
    with pytest.raises(CorpusError, match=rf"c\.jsonl:2: record is {kind}, not a JSON object"):
        read_corpus(path)


def test_record_with_empty_abstract_names_its_line(tmp_path):
    path = write(tmp_path, "c.jsonl", lines({"abstract": "A."}, {"title": "T", "abstract": " "}))
    with pytest.raises(CorpusError, match=r"c\.jsonl:2: empty abstract \(1 other record is valid"):
        read_corpus(path)


def test_truncated_last_line(tmp_path):
    text = lines({"abstract": "A."}, {"abstract": "B."})[:-8]
    path = write(tmp_path, "c.jsonl", text)
    with pytest.raises(CorpusError, match=r"c\.jsonl:2: invalid JSON"):
        read_corpus(path)
    assert [p.abstract for p in read_corpus(path, skip_bad=True, warn=lambda m: None)] == ["A."]


def test_line_separator_inside_a_string_is_not_a_new_record(tmp_path):
    path = write(tmp_path, "c.jsonl", '{"abstract": "A\u2028B\u0085C"}\n')
    assert [p.abstract for p in read_corpus(path)] == ["A B C"]


def test_lone_surrogate_escape_is_replaced(tmp_path):
    path = write(tmp_path, "c.jsonl", '{"abstract": "bad \\ud800 char"}\n')
    (paper,) = read_corpus(path)
    assert paper.abstract == "bad \ufffd char"
    paper.abstract.encode("utf-8")


def test_latex_and_html_in_jsonl(tmp_path):
    abstract = r"We get 3$\times$ speed and 50\% less memory with <i>TabFlex</i>&nbsp;on A100."
    path = write(tmp_path, "c.jsonl", lines({"abstract": abstract, "title": "<b>T</b> &amp; U"}))
    (paper,) = read_corpus(path)
    assert paper.abstract == r"We get 3$\times$ speed and 50\% less memory with TabFlex on A100."
    assert paper.title == "T & U"


def test_one_megabyte_abstract(tmp_path):
    abstract = "We propose a fast method. " * 40_000
    path = write(tmp_path, "c.jsonl", lines({"abstract": abstract}))
    (paper,) = read_corpus(path)
    assert len(paper.abstract) == len(abstract.strip())


# --- JSON --------------------------------------------------------------------------------------


def test_json_list_with_record_lines(tmp_path):
    text = '[\n  {"abstract": "A."},\n\n  {"abstract": "B.",\n   "title": "T"}\n]\n'
    path = write(tmp_path, "c.json", text)
    papers = read_corpus(path)
    assert [(p.abstract, p.source) for p in papers] == [("A.", f"{path}:2"), ("B.", f"{path}:4")]


def test_json_papers_object(tmp_path):
    text = '{"name": "x", "papers": [\n{"abstract": "A."}, {"abstract": "B."}\n], "n": 2}'
    path = write(tmp_path, "c.JSON", text)
    assert [p.source.rsplit(":", 1)[1] for p in read_corpus(path)] == ["2", "2"]


def test_json_papers_duplicate_key_uses_the_last_like_json(tmp_path):
    text = '{"papers": [{"abstract": "old"}],\n"papers": [\n\n{"abstract": "new"}]}'
    (paper,) = read_corpus(write(tmp_path, "c.json", text))
    assert (paper.abstract, paper.source.rsplit(":", 1)[1]) == ("new", "4")


def test_invalid_json_reports_line_from_decoder(tmp_path):
    path = write(tmp_path, "c.json", '[\n {"abstract": "A."},\n {"abstract": }\n]')
    with pytest.raises(CorpusError, match=r"c\.json:3: invalid JSON at line 3: Expecting value"):
        read_corpus(path)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ('"just text"', "found a string"),
        ("42", "found a number"),
        ('{"title": "T", "abstract": "A."}', "found an object with keys: abstract, title"),
        ('{"papers": {"abstract": "A."}}', "found an object with keys: papers"),
    ],
)
def test_json_that_is_not_a_list_of_objects(tmp_path, text, found):
    path = write(tmp_path, "c.json", text)
    with pytest.raises(CorpusError) as err:
        read_corpus(path)
    assert str(err.value).startswith(f"{path}:1: expected a list of paper objects")
    assert str(err.value).endswith(found)


def test_json_element_not_an_object_names_its_line(tmp_path):
    path = write(tmp_path, "c.json", '[{"abstract": "A."},\n "oops",\n {"abstract": "B."}]')
    with pytest.raises(CorpusError, match=r"c\.json:2: record is a string, not a JSON object \(2"):
        read_corpus(path)


def test_graph_json_is_refused_with_a_clear_message(tmp_path):
    path = write(tmp_path, "g.json", '{"directed": false, "nodes": [], "links": []}')
    with pytest.raises(CorpusError, match="graph file .* not a corpus"):
        read_corpus(path)


def test_json_lines_saved_as_json_are_read(tmp_path):
    path = write(tmp_path, "c.json", lines({"abstract": "A."}, {"abstract": "B."}))
    assert [p.source for p in read_corpus(path)] == [f"{path}:1", f"{path}:2"]


def test_deeply_nested_json_is_an_error_not_a_crash(tmp_path):
    path = write(tmp_path, "c.json", "[" * 100_000 + "]" * 100_000)
    with pytest.raises(CorpusError, match=r"c\.json"):
        read_corpus(path)
    deep = write(tmp_path, "d.jsonl", "[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(CorpusError, match=r"d\.jsonl:1: invalid JSON"):
        read_corpus(deep)


def test_empty_list_is_no_papers(tmp_path):
    with pytest.raises(CorpusError, match=r"c\.json: no papers found$"):
        read_corpus(write(tmp_path, "c.json", "[]"))
