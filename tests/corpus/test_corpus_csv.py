"""CSV corpora: delimiter sniffing, Zotero columns, line numbers, bad input."""

from __future__ import annotations

import csv
import io

import pytest

from explorer.corpus import CorpusError, read_corpus

from .corpus_files import write


def csv_text(rows: list[list[str]], delimiter: str = ",") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter).writerows(rows)
    return out.getvalue()


@pytest.mark.parametrize("delimiter", [",", ";", "\t"])
def test_each_delimiter(tmp_path, delimiter):
    rows = [
        ["title", "abstract", "authors", "year"],
        ["LoRA; revisited", "We adapt, cheaply; on A100.", "A B; C D", "2024"],
        ["Second", "We study Y.", "E F", ""],
    ]
    path = write(tmp_path, "c.csv", csv_text(rows, delimiter))
    papers = read_corpus(path)
    assert [(p.title, p.abstract, p.authors, p.year) for p in papers] == [
        ("LoRA; revisited", "We adapt, cheaply; on A100.", ("A B", "C D"), 2024),
        ("Second", "We study Y.", ("E F",), None),
    ]
    assert [p.source for p in papers] == [f"{path}:2", f"{path}:3"]


def test_zotero_export_columns(tmp_path):
    header = ["Key", "Item Type", "Publication Year", "Author", "Title", "Publication Title"]
    header += ["DOI", "Url", "Abstract Note", "Date"]
    row = ["ABCD1234", "conferencePaper", "2025", "Deb, Rohan; Thekumparampil, Kiran"]
    row += ["FisherSFT", "Proceedings of ICML", "10.5555/1", "", "We select examples.", ""]
    path = write(tmp_path, "zotero.csv", "\ufeff" + csv_text([header, row]))
    (paper,) = read_corpus(path)
    assert paper.id == "ABCD1234"
    assert paper.authors == ("Rohan Deb", "Kiran Thekumparampil")
    assert (paper.title, paper.venue, paper.year) == ("FisherSFT", "Proceedings of ICML", 2025)
    assert paper.url == "https://doi.org/10.5555/1"


def test_quoted_multiline_abstract_keeps_later_line_numbers(tmp_path):
    rows = [["abstract", "title"], ["We propose\nX on\nTPU v4.", "A"], ["We study Y.", "B"]]
    path = write(tmp_path, "c.csv", csv_text(rows))
    papers = read_corpus(path)
    assert [(p.abstract, p.source.rsplit(":", 1)[1]) for p in papers] == [
        ("We propose X on TPU v4.", "2"),
        ("We study Y.", "5"),
    ]


def test_blank_rows_and_short_or_long_rows(tmp_path):
    text = "\n\ntitle,abstract\n\n,,\nT,We propose X.,extra,cells\nOnly title\n"
    path = write(tmp_path, "c.csv", text)
    with pytest.raises(CorpusError, match=r"c\.csv:7: record has no abstract \(fields: title\)"):
        read_corpus(path)
    warnings: list[str] = []
    papers = read_corpus(path, skip_bad=True, warn=warnings.append)
    assert [(p.title, p.source.rsplit(":", 1)[1]) for p in papers] == [("T", "6")]
    assert warnings == [f"{path}:7: record has no abstract (fields: title); skipped"]


def test_no_abstract_column_names_columns_found(tmp_path):
    path = write(tmp_path, "c.csv", "title;authors;year\nT;A;2020\n")
    with pytest.raises(CorpusError) as err:
        read_corpus(path)
    assert str(err.value) == (
        f"{path}:1: no abstract column (columns found: title, authors, year); "
        "name one of: abstract, summary, abstractnote"
    )


def test_empty_abstract_row_names_its_line(tmp_path):
    path = write(tmp_path, "c.csv", "abstract,title\nWe propose X.,A\n  ,B\n")
    with pytest.raises(CorpusError, match=r"c\.csv:3: empty abstract \(1 other record is valid"):
        read_corpus(path)


@pytest.mark.parametrize("text", ["", "\n\n", " , \n"])
def test_empty_csv_needs_a_header(tmp_path, text):
    with pytest.raises(CorpusError, match=r"c\.csv:1: empty CSV file: a header row is required"):
        read_corpus(write(tmp_path, "c.csv", text))


def test_header_only_is_no_papers(tmp_path):
    with pytest.raises(CorpusError, match=r"c\.csv: no papers found$"):
        read_corpus(write(tmp_path, "c.csv", "title,abstract\n"))


def test_delimiter_is_chosen_by_the_abstract_column(tmp_path):
    # The header has more commas than semicolons, but only ";" yields an abstract column.
    text = 'name, with, commas;abstract\n"a, b";We propose X.\n'
    (paper,) = read_corpus(write(tmp_path, "c.csv", text))
    assert paper.abstract == "We propose X."


def test_one_megabyte_field(tmp_path):
    abstract = "We propose a fast method. " * 40_000
    path = write(tmp_path, "c.csv", csv_text([["abstract"], [abstract]]))
    limit_before = csv.field_size_limit()
    (paper,) = read_corpus(path)
    assert len(paper.abstract) == len(abstract.strip())
    assert csv.field_size_limit() == limit_before


def test_duplicate_columns_first_non_empty_wins(tmp_path):
    path = write(tmp_path, "c.csv", "abstract,Abstract,title\n,We propose X.,T\n")
    (paper,) = read_corpus(path)
    assert paper.abstract == "We propose X."


def test_chinese_and_latex_in_csv(tmp_path):
    rows = [["abstract"], ["我们提出 ZhLoRA，节省 60\\% 显存，$2\\times$ 加速。"]]
    (paper,) = read_corpus(write(tmp_path, "c.csv", csv_text(rows)))
    assert paper.abstract == rows[1][0]
