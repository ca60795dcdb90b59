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
