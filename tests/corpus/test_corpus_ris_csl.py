"""RIS and CSL JSON files read to the same papers as the equivalent JSONL; bad ones fail in
one line naming the file and the line."""

from __future__ import annotations

import json

import pytest

from explorer.corpus import read_corpora, read_corpus
from explorer.errors import CorpusError
from tests.corpus.corpus_files import write

JSONL = [
    {
        "id": "smith2023",
        "title": "Sparse attention for long documents",
        "abstract": "We propose SparseFormer, a transformer with sparse attention.",
        "authors": ["John Smith", "Jane Doe"],
        "year": 2023,
        "venue": "Journal of Machine Learning Research",
        "doi": "10.1234/jmlr.2023.1",
        "url": "https://example.org/sparse",
    },
    {
        "id": "lee2024",
        "title": "Quantised adapters",
        "abstract": "We introduce QLoRA-X, which fine-tunes LLaMA on one A100 GPU.",
        "authors": ["Kim Lee"],
        "year": 2024,
        "venue": "ICML 2024",
    },
]

RIS = """TY  - JOUR
ID  - smith2023
TI  - Sparse attention for long documents
AU  - Smith, John
AU  - Doe, Jane
AB  - We propose SparseFormer, a transformer
  with sparse attention.
PY  - 2023///
T2  - Journal of Machine Learning Research
DO  - 10.1234/jmlr.2023.1
UR  - https://example.org/sparse
ER  -

TY  - CONF
ID  - lee2024
T1  - Quantised adapters
A1  - Lee, Kim
N2  - We introduce QLoRA-X, which fine-tunes LLaMA on one A100 GPU.
Y1  - 2024
JO  - ICML 2024
ER  -
"""

CSL = [
    {
        "id": "smith2023",
        "type": "article-journal",
        "title": "Sparse attention for long documents",
        "abstract": "We propose SparseFormer, a transformer with sparse attention.",
        "author": [{"family": "Smith", "given": "John"}, {"family": "Doe", "given": "Jane"}],
        "issued": {"date-parts": [[2023, 5, 2]]},
        "container-title": "Journal of Machine Learning Research",
        "DOI": "10.1234/jmlr.2023.1",
        "URL": "https://example.org/sparse",
    },
    {
        "id": "lee2024",
        "type": "paper-conference",
        "title": "Quantised adapters",
        "abstract": "We introduce QLoRA-X, which fine-tunes LLaMA on one A100 GPU.",
        "author": [{"family": "Lee", "given": "Kim"}],
        "issued": {"raw": "2024"},
        "event-title": "ICML 2024",
    },
]


def second_item_line(items) -> int:
    """Line of the second object of ``json.dumps(items, indent=2)``."""
    return json.dumps(items, indent=2).split("\n").index("  {", 2) + 1


def papers_without_source(papers):
    return [(p.id, p.title, p.abstract, p.authors, p.year, p.venue, p.url, p.links) for p in papers]


@pytest.fixture
def expected(tmp_path):
    jsonl = write(tmp_path, "same.jsonl", "".join(json.dumps(r) + "\n" for r in JSONL))
    return papers_without_source(read_corpus(jsonl))


def test_ris_reads_like_jsonl(tmp_path, expected):
    path = write(tmp_path, "refs.ris", RIS)
    papers = read_corpus(path)
    assert papers_without_source(papers) == expected
    assert [p.source for p in papers] == [f"{path}:1", f"{path}:14"]


def test_ris_with_windows_line_ends_and_bom(tmp_path, expected):
    path = write(tmp_path, "refs.ris", "\ufeff" + RIS.replace("\n", "\r\n"))
    assert papers_without_source(read_corpus(path)) == expected


def test_csl_json_reads_like_jsonl(tmp_path, expected):
    path = write(tmp_path, "refs.json", json.dumps(CSL, indent=2))
    papers = read_corpus(path)
    assert papers_without_source(papers) == expected
    assert [p.source for p in papers] == [f"{path}:2", f"{path}:{second_item_line(CSL)}"]


def test_own_json_list_is_not_taken_for_csl(tmp_path):
    # explorer's own list with an "author" string and a "type" field stays explorer's format.
    record = {"type": "paper", "abstract": "We propose X.", "author": "Smith, John", "year": 2020}
    (paper,) = read_corpus(write(tmp_path, "own.json", json.dumps([record])))
    assert paper.authors == ("John Smith",) and paper.year == 2020


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "Title: not RIS\nTY  - JOUR\n",
            r"refs\.ris:1: not a RIS file: expected a TY tag, found 'Title: not RIS'",
        ),
        (
            "TY  - JOUR\nAB  - We propose X.\nTY  - JOUR\nAB  - Y.\nER  - \n",
            r"refs\.ris:1: reference has no end tag \(ER\) before line 3",
        ),
        ("TY  - JOUR\nAB  - We propose X.\n", r"refs\.ris:1: reference has no end tag"),
        ("TY  - JOUR\nTI  - Only a title\nER  - \n", r"refs\.ris:1: record has no abstract"),
        ("", r"refs\.ris: no papers found$"),
    ],
)
def test_bad_ris_is_one_line(tmp_path, text, message):
    with pytest.raises(CorpusError, match=message) as err:
        read_corpus(write(tmp_path, "refs.ris", text))
    assert "\n" not in str(err.value)


def test_bad_ris_record_can_be_skipped(tmp_path):
    text = RIS + "TY  - JOUR\nTI  - no end\n"
    warnings = []
    papers = read_corpus(write(tmp_path, "refs.ris", text), skip_bad=True, warn=warnings.append)
    assert (
        len(papers) == 2 and len(warnings) == 1 and ":22: reference has no end tag" in warnings[0]
    )


@pytest.mark.parametrize(
    ("items", "message"),
    [
        (
            [{**CSL[0], "author": "John Smith"}],
            r"refs\.json:2: \"author\" must be a list of name objects",
        ),
        ([{**CSL[0], "issued": [2023]}], r"refs\.json:2: \"issued\" must be a date object"),
        ([{**CSL[1], "abstract": ""}], r"refs\.json:2: empty abstract"),
        ([{**CSL[1], "abstract": {"x": 1}}], r"refs\.json:2: abstract must be text"),
    ],
)
def test_bad_csl_json_is_one_line(tmp_path, items, message):
    with pytest.raises(CorpusError, match=message) as err:
        read_corpus(write(tmp_path, "refs.json", json.dumps(items, indent=2)))
    assert "\n" not in str(err.value)


def test_a_folder_opens_every_corpus_file_in_it(tmp_path, expected):
    folder = tmp_path / "library"
    folder.mkdir()
    write(folder, "b.ris", RIS)
    write(folder, "a.json", json.dumps(CSL))
    write(folder, "notes.md", "not a corpus")
    write(folder, ".hidden.jsonl", "not read")
    write(folder, "saved.explorer-view.json", "{}")
    write(folder, "graph.json", '{"directed": false, "nodes": [], "links": []}')
    (folder / "sub").mkdir()
    write(folder / "sub", "c.jsonl", "not read either")
    papers = read_corpora([folder])
    assert [p.source.split(":")[0] for p in papers] == [str(folder / "a.json")] * 2 + [
        str(folder / "b.ris")
    ] * 2
    # The same papers twice: the second copies get new ids, as for any two files.
    assert [p.id for p in papers] == ["smith2023", "lee2024", "smith2023~2", "lee2024~2"]


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ({"format": "explorer-view", "version": 1}, r"v\.json:1: this is a saved view, not a"),
        ({"format": "explorer-edits", "edits": []}, r"v\.json:1: this is a curation edits file"),
    ],
)
def test_explorer_files_that_are_not_corpora(tmp_path, document, message):
    with pytest.raises(CorpusError, match=message):
        read_corpus(write(tmp_path, "v.json", json.dumps(document)))
