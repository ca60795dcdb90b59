"""Property tests: whatever the bytes, reading ends in papers or a CorpusError, nothing else."""

from __future__ import annotations

import csv
import io
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explorer.corpus import SUFFIXES, CorpusError, read_corpus
from explorer.model import Paper

# tmp_path is function-scoped, and hypothesis runs many examples per test; database=None
# keeps hypothesis from writing its example database into the working folder.
SETTINGS = settings(
    max_examples=40,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)

FIELD_NAMES = ["abstract", "Abstract Note", "title", "authors", "author", "year", "date", "id"]
FIELD_NAMES += ["venue", "booktitle", "url", "doi", "links", "openreview", "key", "summary"]
TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",))
    | st.sampled_from("<>&;{}$\\\n"),
    max_size=40,
)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | TEXT,
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.sampled_from(FIELD_NAMES) | TEXT, children, max_size=5)
    ),
    max_leaves=12,
)

FLAT_VALUES = st.none() | st.integers() | TEXT | st.lists(TEXT, max_size=3)


def read_outcome(folder: Path, name: str, data: bytes) -> list[Paper] | CorpusError:
    path = folder / name
    path.write_bytes(data)
    try:
        papers = read_corpus(path, skip_bad=bool(len(data) % 2), warn=lambda message: None)
    except CorpusError as err:
        message = str(err)
        assert message.startswith(str(path)) and "\n" not in message
        return err
    assert papers and all(isinstance(p, Paper) for p in papers)
    for paper in papers:
        assert paper.abstract and paper.abstract == paper.abstract.strip()
        assert paper.source.startswith(f"{path}:")
        paper.abstract.encode("utf-8")  # no lone surrogates left
        paper.title.encode("utf-8")
    assert len({p.id for p in papers}) == len(papers)
    return papers


@SETTINGS
@given(suffix=st.sampled_from(SUFFIXES), data=st.binary(max_size=300))
def test_random_bytes_into_every_suffix(tmp_path, suffix, data):
    read_outcome(tmp_path, "r" + suffix, data)


@SETTINGS
@given(value=JSON_VALUES)
def test_random_json_values(tmp_path, value):
    text = json.dumps(value, ensure_ascii=False)
    read_outcome(tmp_path, "v.json", text.encode("utf-8", "surrogatepass"))
    read_outcome(tmp_path, "v.jsonl", text.encode("utf-8", "surrogatepass") + b"\n")


@SETTINGS
@given(
    records=st.lists(
        st.dictionaries(st.sampled_from(FIELD_NAMES), FLAT_VALUES, max_size=4), max_size=4
    )
)
def test_random_json_lines_records(tmp_path, records):
    text = "".join(json.dumps(r) + "\n" for r in records)
    read_outcome(tmp_path, "v.jsonl", text.encode())


@SETTINGS
@given(
    header=st.lists(st.sampled_from(FIELD_NAMES) | TEXT, max_size=5),
    rows=st.lists(st.lists(TEXT, max_size=6), max_size=6),
    delimiter=st.sampled_from([",", ";", "\t"]),
)
def test_random_csv_shapes(tmp_path, header, rows, delimiter):
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter).writerows([header, *rows])
    outcome = read_outcome(tmp_path, "v.csv", out.getvalue().encode())
    if isinstance(outcome, list) and "abstract" in header:
        assert all(p.abstract for p in outcome)


BIB_VALUE = (
    TEXT.map(lambda t: "{" + t + "}")
    | TEXT.map(lambda t: '"' + t.replace('"', "") + '"')
    | st.sampled_from(["jan", "icml", "2025", "{", "}", '"', "{{a}", "a # {b}"])
)
BIB_ENTRY = st.builds(
    lambda kind, key, fields: (
        f"@{kind}{{{key},\n" + "".join(f"  {name} = {value},\n" for name, value in fields) + "}\n"
    ),
    st.sampled_from(["article", "inproceedings", "misc", "online", "string", "comment", "x"]),
    st.text(alphabet="abcxyz019_:-", max_size=8),
    st.lists(
        st.tuples(st.sampled_from(["abstract", "title", "author", "year", "doi"]), BIB_VALUE),
        max_size=4,
    ),
)


@settings(SETTINGS, max_examples=25)
@given(entries=st.lists(BIB_ENTRY | TEXT, max_size=4))
def test_random_bibtex_shapes(tmp_path, entries):
    read_outcome(tmp_path, "v.bib", "".join(entries).encode())


RIS_TAGS = ["TY", "ER", "AU", "A1", "TI", "T1", "AB", "N2", "PY", "DA", "T2", "JO", "DO", "UR"]
RIS_LINE = st.tuples(st.sampled_from([*RIS_TAGS, "ID", "KW", "XX"]), TEXT).map(
    lambda tag_value: f"{tag_value[0]}  - {tag_value[1]}"
)


@SETTINGS
@given(lines=st.lists(RIS_LINE | TEXT | st.just("ER  -"), max_size=12))
def test_random_ris_shapes(tmp_path, lines):
    read_outcome(tmp_path, "v.ris", "\n".join(["TY  - JOUR", *lines]).encode())


CSL_KEYS = ["type", "title", "abstract", "author", "issued", "container-title", "DOI", "URL"]
CSL_ITEM = st.dictionaries(st.sampled_from([*CSL_KEYS, "id", "event-title"]), JSON_VALUES).map(
    lambda item: {"type": "article-journal", "container-title": "J", **item}
)


@SETTINGS
@given(items=st.lists(CSL_ITEM | JSON_VALUES, min_size=1, max_size=4))
def test_random_csl_json_shapes(tmp_path, items):
    read_outcome(tmp_path, "v.json", json.dumps(items, indent=1).encode())


VALID = {
    ".txt": "ICML 2025 Papers\n\nWe propose LoRA-X on A100 GPUs.\n\n我们提出 ZhLoRA。\n",
    ".jsonl": '{"id": "a", "abstract": "We propose X."}\n{"abstract": "Y\\u00e9", "year": 2024}\n',
    ".ndjson": '{"abstract": "We propose X."}\n',
    ".json": '{"papers": [{"abstract": "We propose X."}, {"abstract": "Z", "authors": "A; B"}]}',
    ".csv": 'title,abstract\n"T, 1","We propose X.\nSecond line."\nU,Y\n',
    ".bib": "@article{k,\n title = {{LoRA}},\n abstract = {50\\% less},\n}\n@misc{m, abstract={Q}}",
    ".ris": "TY  - JOUR\nAB  - We propose X.\nAU  - Doe, J\nER  - \n\nTY  - CONF\nAB  - Y\nER  -\n",
}


def test_valid_files_are_valid():
    with tempfile.TemporaryDirectory() as folder:
        for suffix, text in VALID.items():
            assert isinstance(read_outcome(Path(folder), "ok" + suffix, text.encode()), list)


@SETTINGS
@given(suffix=st.sampled_from(sorted(VALID)), cut=st.integers(min_value=0, max_value=200))
def test_truncated_valid_files(tmp_path, suffix, cut):
    data = VALID[suffix].encode("utf-8")
    read_outcome(tmp_path, "t" + suffix, data[: min(cut, len(data))])
    read_outcome(
        tmp_path,
        "u" + suffix,
        data[: min(cut, len(data))].decode("utf-8", "ignore").encode("utf-16"),
    )
