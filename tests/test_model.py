"""The plain data classes: lossless round trips and the CLI's extract record contract."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.model import Claim, Mention, Paper, PaperExtraction

_TEXT = st.text(max_size=20)


def _paper(**kw) -> Paper:
    defaults = dict(
        id="p1",
        abstract="We propose TabFlex. It is 2× faster.",
        title="TabFlex: Tabular",
        authors=("A. B", "C. D"),
        year=2025,
        venue="ICML",
        url="https://example.org/p1",
        links=(("openreview", "https://openreview.net/x"),),
        source="c.jsonl:3",
    )
    return Paper(**{**defaults, **kw})


def _extraction() -> PaperExtraction:
    return PaperExtraction(
        _paper(),
        [Mention("TabFlex", "METHOD", "TabFlex", 11, 18, "We propose TabFlex.", 0, "")],
        ["TabFlex"],
        [Claim("2×", 2.0, "×", "It is 2× faster.", 26, 28, 20, "speedup")],
        "TabFlex: Tabular",
    )


def test_paper_round_trip_through_json():
    paper = _paper()
    d = json.loads(json.dumps(paper.to_dict()))
    assert d["authors"] == ["A. B", "C. D"]
    assert d["links"] == {"openreview": "https://openreview.net/x"}
    assert Paper.from_dict(d) == paper


def test_paper_from_minimal_dict():
    paper = Paper.from_dict({"id": 7, "abstract": "x", "title": None, "links": None})
    assert paper == Paper(id="7", abstract="x")


@settings(database=None)  # write nothing outside tmp_path
@given(
    id=_TEXT,
    abstract=_TEXT,
    title=_TEXT,
    authors=st.lists(_TEXT, max_size=3).map(tuple),
    year=st.none() | st.integers(1900, 2100),
    links=st.dictionaries(_TEXT, _TEXT, max_size=3).map(lambda d: tuple(d.items())),
)
def test_paper_round_trip_property(id, abstract, title, authors, year, links):
    paper = Paper(id=id, abstract=abstract, title=title, authors=authors, year=year, links=links)
    assert Paper.from_dict(json.loads(json.dumps(paper.to_dict()))) == paper


def test_extraction_round_trip_is_lossless():
    ext = _extraction()
    again = PaperExtraction.from_dict(json.loads(json.dumps(ext.to_dict())))
    assert again == ext


def test_mention_and_claim_from_dict_ignore_unknown_keys():
    m = Mention("A", "METHOD", "A", 0, 1, "A.")
    assert Mention.from_dict({**m.to_dict(), "concept": "concept:a"}) == m
    c = Claim("2×", 2.0, "×", "s")
    assert Claim.from_dict({**c.to_dict(), "extra": 1}) == c


def test_extract_record_contract():
    record = _extraction().to_record()
    assert list(record) == ["id", "title", "entities", "proposed", "claims"]
    assert record["entities"] == [
        {
            "text": "TabFlex",
            "label": "METHOD",
            "canonical": "TabFlex",
            "start": 11,
            "end": 18,
            "sentence": "We propose TabFlex.",
        }
    ]
    assert record["claims"] == [
        {"text": "2×", "value": 2.0, "unit": "×", "sentence": "It is 2× faster."}
    ]
    assert record["proposed"] == ["TabFlex"]
    json.dumps(record)


def test_record_title_falls_back_to_the_readable_label():
    ext = _extraction()
    ext.paper = _paper(title="")
    ext.label = "TabFlex"
    assert ext.to_record()["title"] == "TabFlex"
