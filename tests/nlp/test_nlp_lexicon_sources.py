"""Every lexicon entry says where it comes from; harvested ones name a pinned package."""

import json

from explorer.paths import resource

HARVESTED = ("transformers ", "torchvision ", "gymnasium ", "tensorflow-datasets ")


def rows():
    for path in sorted(resource("lexicon").glob("*.jsonl")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            yield f"{path.name}:{n}", json.loads(line)


def test_every_entry_has_a_known_source():
    bad = [
        where
        for where, row in rows()
        if row.get("source") != "curated" and not str(row.get("source")).startswith(HARVESTED)
    ]
    assert not bad


def test_labels_match_their_file():
    assert all(row["label"].lower() + ".jsonl" == where.split(":")[0] for where, row in rows())


def test_a_tpu_generation_keeps_its_own_name():
    ids = {row["pattern"]: row["id"] for _, row in rows()}
    assert ids["TPU v3"] == "TPU v3"


def test_an_all_capitals_name_is_not_merged_with_a_differently_cased_one():
    ids = {row["pattern"]: row["id"] for _, row in rows()}
    assert ids["VITS"] == "VITS"  # the speech model, harvested; "ViTs" is the Vision Transformer
    assert ids["ViTs"] == "ViT"
    assert ids["Kitti"] == ids["KITTI"]  # only case differs and nothing is cased on purpose


def test_a_method_written_with_its_concept_keeps_its_own_name():
    ids = {row["pattern"]: row["id"] for _, row in rows()}
    assert ids["DP-SGD"] == "DP-SGD"  # an algorithm for differential privacy, not the concept


def test_a_lowercase_identifier_takes_the_texts_spelling(extract):
    # tensorflow-datasets names its builders in lowercase ("asqa"); the paper writes "ASQA"
    ids = {row["pattern"]: row["id"] for _, row in rows()}
    assert ids["asqa"] == "asqa"
    found = extract("Answers are long. We train models on ELI5 and ASQA for long-form QA.")
    assert {m.text: m.canonical for m in found.mentions}["ASQA"] == "ASQA"
