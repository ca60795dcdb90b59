"""The seed format (.txt): optional header, abstracts separated by blank lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from explorer.corpus import CorpusError, read_corpus

from .corpus_files import write

SEEDS = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"
SEED_FILES = sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else []


@pytest.mark.skipif(not SEED_FILES, reason=f"shared seeds not found at {SEEDS}")
@pytest.mark.parametrize("seed", SEED_FILES, ids=lambda p: p.name)
def test_real_seed_files_load_as_they_are(seed):
    papers = read_corpus(seed)
    assert len(papers) == 19
    assert len({p.id for p in papers}) == 19
    lines = seed.read_text(encoding="utf-8").split("\n")
    for paper in papers:
        assert paper.venue == "ICML 2025"
        assert paper.year == 2025
        assert paper.title == ""
        assert len(paper.abstract) > 200
        file, line = paper.source.rsplit(":", 1)
        assert file == str(seed)
        assert lines[int(line) - 1].startswith(paper.abstract[:40])


@pytest.mark.skipif(not SEED_FILES, reason=f"shared seeds not found at {SEEDS}")
def test_real_seed_header_is_not_an_abstract():
    for seed in SEED_FILES:
        header = seed.read_text(encoding="utf-8").split("\n", 1)[0]
        assert all(header not in p.abstract for p in read_corpus(seed))


@pytest.mark.parametrize("header", ["ICML 2025 Papers", "ICML 2025 论文列表", "NeurIPS 2024"])
def test_header_with_venue_and_year_sets_both(tmp_path, header):
    path = write(tmp_path, "s.txt", f"{header}\n\nWe propose X.\n\nWe study Y.\n")
    papers = read_corpus(path)
    assert [p.abstract for p in papers] == ["We propose X.", "We study Y."]
    venue = header.split()[0] + " " + header.split()[1]
    assert {(p.venue, p.year) for p in papers} == {(venue, int(header.split()[1]))}
    assert [p.source for p in papers] == [f"{path}:3", f"{path}:5"]


def test_header_without_venue_sets_nothing(tmp_path):
    papers = read_corpus(write(tmp_path, "s.txt", "My reading list\n\nWe propose X.\n"))
    assert [(p.abstract, p.venue, p.year) for p in papers] == [("We propose X.", "", None)]


def test_no_header_when_first_block_ends_with_a_period(tmp_path):
    papers = read_corpus(write(tmp_path, "s.txt", "We propose X.\n\nWe study Y.\n"))
    assert [p.abstract for p in papers] == ["We propose X.", "We study Y."]


def test_no_header_when_first_block_is_long_or_multiline(tmp_path):
    long_line = "We propose a method " * 10
    papers = read_corpus(write(tmp_path, "s.txt", f"{long_line}\n\nShort one\nsecond line\n"))
    assert len(papers) == 2
    papers = read_corpus(write(tmp_path, "t.txt", "Line one\nline two\n\nWe study Y.\n"))
    assert [p.abstract for p in papers] == ["Line one line two", "We study Y."]


@pytest.mark.parametrize("text", ["ICML 2025 Papers\n", "\n\n   \n", ""])
def test_header_only_or_blank_is_no_papers(tmp_path, text):
    path = write(tmp_path, "s.txt", text)
    with pytest.raises(CorpusError, match=r"s\.txt: no papers found$"):
        read_corpus(path)


def test_wrapped_lines_crlf_and_whitespace_only_separators(tmp_path):
    text = "ICML 2025 Papers\r\n\r\nWe propose\r\nX with LoRA.\r\n \t \r\nWe study\rY.\r\r\rLast."
    papers = read_corpus(write(tmp_path, "s.txt", text))
    assert [p.abstract for p in papers] == ["We propose X with LoRA.", "We study Y.", "Last."]
    assert [p.source.rsplit(":", 1)[1] for p in papers] == ["3", "6", "10"]


def test_seed_text_is_cleaned_but_latex_kept(tmp_path):
    text = (
        "ICML 2025 Papers\n\nWe reach 3$\\times$ with \\underline{F}ederated <em>learning</em>.\n"
    )
    (paper,) = read_corpus(write(tmp_path, "s.TXT", text))
    assert paper.abstract == "We reach 3$\\times$ with \\underline{F}ederated learning."


def test_same_abstract_gets_same_id_in_seed_and_jsonl(tmp_path):
    seed = read_corpus(write(tmp_path, "s.txt", "ICML 2025 Papers\n\nWe propose X.\n"))
    jsonl = read_corpus(write(tmp_path, "c.jsonl", '{"abstract": "We  propose X."}\n'))
    assert seed[0].id == jsonl[0].id
