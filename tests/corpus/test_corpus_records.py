"""Raw fields -> Paper: aliases, validation, stable ids and text cleaning."""

from __future__ import annotations

import hashlib
import re

import pytest

from explorer.corpus.records import (
    RecordError,
    clean_text,
    doi_url,
    paper_from_fields,
    split_authors,
    stable_id,
    year_from,
)


def paper(**fields):
    return paper_from_fields(fields, source="c.jsonl:7")


# --- text cleaning ---------------------------------------------------------------------------


def test_whitespace_is_collapsed_and_stripped():
    assert clean_text("  We\tpropose\n\n  X.\u00a0\r\n") == "We propose X."


def test_harmless_inline_tags_are_removed_and_breaks_become_spaces():
    text = "A <em>fast</em> <b>and</b> <i>exact</i> H<sub>2</sub>O<sup>+</sup><br/>method.<p>Next"
    assert clean_text(text) == "A fast and exact H2O+ method. Next"
    assert clean_text('<SPAN class="x">kept words</SPAN> <strong>s</strong>') == "kept words s"
    assert clean_text("<u>u</u> <tt>t</tt> <code>c</code>") == "u t c"


def test_other_tags_stay_as_literal_text():
    hostile = '<script>alert(1)</script> <img src=x onerror=alert(1)> <a href="file:///x">y</a>'
    assert clean_text(hostile) == hostile
    assert clean_text("<font color=red>red</font>") == "<font color=red>red</font>"


def test_entities_are_unescaped_after_tag_removal_so_escaped_tags_stay_text():
    assert clean_text("R&amp;D &lt;b&gt;bold&lt;/b&gt; &times; caf&eacute;") == (
        "R&D <b>bold</b> × café"
    )


def test_latex_is_kept_as_written():
    text = r"3$\times$ faster, 50\% less, $\mathcal{O}(n \log n)$ and \textbf{bold}"
    assert clean_text(text) == text


def test_math_comparisons_are_not_mistaken_for_tags():
    text = "if $a<b$ and $c>d$ then $x <b c> y$ holds"
    assert clean_text(text) == text


def test_control_characters_are_dropped_and_lone_surrogates_replaced():
    assert clean_text("a\x00b\x1bc\ufeffd") == "abcd"
    assert clean_text("x\ud800y") == "x\ufffdy"


def test_chinese_and_mixed_script_survive():
    text = "我们提出 ZhLoRA，一种低秩适配方法。It uses LoRA on Qwen-7B. Ünïcödé 🚀"
    assert clean_text(text) == text


# --- stable ids ------------------------------------------------------------------------------


def test_stable_id_is_p_plus_ten_hex_of_sha1_of_normalised_text():
    text = "We propose TabFlex."
    expected = "p" + hashlib.sha1(text.encode()).hexdigest()[:10]
    assert stable_id(text) == expected
    assert stable_id("  We   propose\nTabFlex. ") == expected
    assert re.fullmatch(r"p[0-9a-f]{10}", stable_id("other"))
    assert stable_id("We propose TabFlex!") != expected


def test_missing_id_gets_stable_id_of_cleaned_abstract():
    with_tags = paper(abstract="We propose <i>X</i>.")
    plain = paper(abstract="We  propose X.")
    assert with_tags.id == plain.id == stable_id("We propose X.")


# --- aliases -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["abstract", "Abstract", "SUMMARY", "abstractNote", "Abstract Note"]
)
def test_abstract_aliases(name):
    assert paper(**{name: "We propose X."}).abstract == "We propose X."


@pytest.mark.parametrize(
    ("fields", "venue"),
    [
        ({"booktitle": "ICML"}, "ICML"),
        ({"Journal": "JMLR"}, "JMLR"),
        ({"conference": "NeurIPS"}, "NeurIPS"),
        ({"journal": "JMLR", "Venue": "ICLR 2024"}, "ICLR 2024"),
        ({"Publication Title": "TMLR"}, "TMLR"),
    ],
)
def test_venue_aliases_and_priority(fields, venue):
    assert paper(abstract="A.", **fields).venue == venue


@pytest.mark.parametrize("name", ["id", "ID", "key", "paper_id", "PaperId"])
def test_id_aliases(name):
    assert paper(abstract="A.", **{name: " abc-1 "}).id == "abc-1"


def test_numeric_id_becomes_text():
    assert paper(abstract="A.", id=42).id == "42"
    assert paper(abstract="A.", id=7.0).id == "7"


def test_url_and_link_aliases():
    assert paper(abstract="A.", link=" https://x.org/a ").url == "https://x.org/a"
    assert paper(abstract="A.", URL="https://x.org/b", link="https://x.org/c").url == (
        "https://x.org/b"
    )


def test_doi_becomes_url_and_link():
    p = paper(abstract="A.", doi="doi:10.1145/3600006.3613165")
    assert p.url == "https://doi.org/10.1145/3600006.3613165"
    assert dict(p.links)["doi"] == p.url
    q = paper(abstract="A.", url="https://x.org", DOI="https://dx.doi.org/10.1/x")
    assert q.url == "https://x.org"
    assert dict(q.links)["doi"] == "https://doi.org/10.1/x"
    assert doi_url("10.1/x") == "https://doi.org/10.1/x"


def test_extra_links_go_into_links():
    p = paper(
        abstract="A.",
        openreview="https://openreview.net/forum?id=e02",
        pdf="https://x.org/a.pdf",
        icml_poster_url="https://icml.cc/virtual/2025/poster/1",
        links={"code": "https://github.com/x/y", "bad": 3},
    )
    assert dict(p.links) == {
        "openreview": "https://openreview.net/forum?id=e02",
        "pdf": "https://x.org/a.pdf",
        "icml_poster": "https://icml.cc/virtual/2025/poster/1",
        "code": "https://github.com/x/y",
    }


@pytest.mark.parametrize(
    ("value", "year"),
    [
        (2025, 2025),
        ("2024", 2024),
        ("2023-07-13", 2023),
        ("July 2022", 2022),
        ("13/07/2021", 2021),
        ({"date-parts": [[2020, 5]]}, 2020),
        ("n.d.", None),
        ("arXiv 2106.09685", None),
        (True, None),
        (99999, None),
        (float("nan"), None),
    ],
)
def test_year_from(value, year):
    assert year_from(value) == year


def test_date_alias_gives_year():
    assert paper(abstract="A.", date="2025-07-13").year == 2025
    assert paper(abstract="A.", year="", date="2019").year == 2019


@pytest.mark.parametrize(
    ("value", "names"),
    [
        ("Smith, John and Jane Doe", ("John Smith", "Jane Doe")),
        ("A. Smith; B. Jones;C. Wu", ("A. Smith", "B. Jones", "C. Wu")),
        ("Alice Smith, Bob Jones, Carol Wu", ("Alice Smith", "Bob Jones", "Carol Wu")),
        ("Smith, John", ("John Smith",)),
        (["Müller, Jörg", " 王小明 ", ""], ("Jörg Müller", "王小明")),
        ([{"given": "Ada", "family": "Lovelace"}, {"name": "Org"}], ("Ada Lovelace", "Org")),
        ("", ()),
    ],
)
def test_split_authors(value, names):
    assert split_authors(value) == names


def test_authors_field_aliases():
    assert paper(abstract="A.", author="X Y and Z W").authors == ("X Y", "Z W")


# --- validation --------------------------------------------------------------------------------


def test_empty_title_is_empty_string():
    assert paper(abstract="A.", title="").title == ""
    assert paper(abstract="A.", title="   ").title == ""
    assert paper(abstract="A.").title == ""


def test_source_is_kept():
    assert paper(abstract="A.").source == "c.jsonl:7"


def test_missing_abstract_names_fields_found():
    with pytest.raises(RecordError, match=r"no abstract \(fields: title, year\)"):
        paper(title="T", year=2020)


@pytest.mark.parametrize("abstract", ["", "   ", "<i></i>", "\x00", None])
def test_empty_abstract_is_an_error(abstract):
    with pytest.raises(RecordError, match="^empty abstract$"):
        paper(title="T", Summary=abstract)


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"abstract": {"text": "A."}}, "abstract must be text, not an object"),
        ({"abstract": "A.", "id": ["x"]}, "id must be text or a number, not a list"),
        ({"abstract": "A.", "id": True}, "id must be text or a number"),
        ({"abstract": "A.", "authors": 5}, "authors must be a list or text"),
        ({"abstract": "A.", "authors": [1]}, "an author must be text"),
        ({"abstract": "A.", "title": {"en": "T"}}, "title must be text"),
    ],
)
def test_impossible_types_are_record_errors(fields, message):
    with pytest.raises(RecordError, match=re.escape(message)):
        paper_from_fields(fields, source="x")


def test_list_of_strings_is_joined_as_text():
    assert paper(abstract=["We propose", "X."]).abstract == "We propose X."
