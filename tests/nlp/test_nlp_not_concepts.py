"""Names of classes that are never a concept (places, laws, counts, clauses) and their drop."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from explorer.nlp.candidates import Candidate
from explorer.nlp.learned.keep import KeepScorer
from explorer.nlp.learned.linear import LinearScorer, PaperContext
from explorer.nlp.not_concepts import citations, not_a_concept
from explorer.paths import ROOT

from .annotated import annotations

SEED_GOLD = ROOT.parent / "shared" / "eval" / "seed_gold.jsonl"


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("France", "place"),
        ("the United Kingdom", "place"),
        ("Latin America", "place"),
        ("General Data Protection Regulation", "law"),
        ("HIPAA", "law"),
        ("three random seeds", "count"),
        ("10 datasets", "count"),
        ("a model which is robust", "clause"),
        ("It improves", "clause"),
        ("convex", "adjective"),
        ("Machiavellian", "adjective"),
    ],
)
def test_each_class_is_recognised_whole(name, kind):
    assert not_a_concept(name) == kind


@pytest.mark.parametrize(
    "name",
    [
        "Franceformer",  # a place inside a name is no place
        "Jordan normal form",
        "two-layer ReLU networks",  # a number joined by a hyphen modifies
        "One-class classification",
        "zero padding",  # zero counts nothing
        "Mixture of Experts",
        "GPT-4",
        "",
    ],
)
def test_names_of_concepts_are_left_alone(name):
    assert not_a_concept(name) == ""


def test_no_annotated_entry_of_the_train_or_dev_split_is_of_such_a_class():
    for split in ("train.jsonl", "dev.jsonl"):
        for record in annotations(split):
            for entry in record["entities"]:
                assert not [n for n in entry["names"] if not_a_concept(n)], record["id"]


@pytest.mark.skipif(not SEED_GOLD.exists(), reason="../shared/eval/seed_gold.jsonl is absent")
def test_no_entry_of_the_default_corpus_gold_is_of_such_a_class():
    # "GaLore" is no adjective ("galore" is one in WordNet): camel case is a name's.
    for line in SEED_GOLD.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        for entry in record["entities"]:
            assert not [n for n in entry["names"] if not_a_concept(n)], record["id"]


def test_the_keep_scorer_drops_them_before_weighing_and_keeps_proposals():
    text = "We propose Ten Steps. Ten Steps is tested in Canada on ten training instances."
    context = PaperContext(text, proposed=[(11, 20)])
    mentions = [
        Candidate(11, 20, "proposal", "METHOD", "Ten Steps"),
        Candidate(45, 51, "titlecase", "METHOD", "Canada"),
        Candidate(55, 77, "recognizer", "METHOD", "ten training instances"),
    ]
    keep_all = KeepScorer(LinearScorer(["src=titlecase"], [9.0], 9.0, 0.5))
    kept = keep_all.refine(context, mentions)
    assert [text[c.start : c.end] for c in kept] == ["Ten Steps"]


def test_the_committed_places_are_what_the_harvest_script_writes():
    pytest.importorskip("pycountry")
    script = ROOT / "scripts" / "harvest_places.py"
    done = subprocess.run([sys.executable, str(script), "--check"], check=False)
    assert done.returncode == 0


def test_surnames_and_venues_of_a_citation_are_dropped_and_a_cited_method_stays():
    # From a ICML 2023 abstract of the train split (icml2023-1126), and a method cited after.
    text = "It was first observed by Dwork and Lei (STOC 2009). We use Adam (Kingma et al., 2015)."
    context = PaperContext(text)
    names = ("Dwork", "Lei", "STOC", "Adam", "Kingma")
    mentions = [
        Candidate(text.index(n), text.index(n) + len(n), "titlecase", "METHOD", n) for n in names
    ]
    keep_all = KeepScorer(LinearScorer(["src=titlecase"], [9.0], 9.0, 0.5))
    assert [c.canonical for c in keep_all.refine(context, mentions)] == ["Adam"]


def test_no_annotated_mention_of_the_train_or_dev_split_stands_inside_a_citation():
    for split in ("train.jsonl", "dev.jsonl"):
        for record in annotations(split):
            cited = citations(record["abstract"])
            for span in record["spans"]:
                inside = [c for c in cited if c[0] <= span["start"] and span["end"] <= c[1]]
                assert not inside, (record["id"], span)


def test_a_citation_key_is_no_name(extract):
    # "\\citet{<Surname><Year><Words>}" keys became METHOD concepts (icml2023/iclr2024 corpora).
    text = r"We find that the spread score of \citet{Zorblat2021SpreadScore} fails on graphs."
    assert not [m for m in extract(text).mentions if "Zorblat" in m.text]
