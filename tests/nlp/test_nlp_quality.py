"""Quality floors (README "Extraction quality"): the gold files scored with explorer.evaluate."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from explorer.evaluate import evaluate
from explorer.nlp.extract import extract_papers
from explorer.paths import DEFAULT_CORPUS, ROOT
from explorer.pipeline import load_papers

SEED_GOLD = ROOT.parent / "shared" / "eval" / "seed_gold.jsonl"
HELDOUT = ROOT / "bench" / "heldout"


def _score(nlp, gold_path: Path, corpus: Path) -> dict:
    gold = [json.loads(line) for line in gold_path.read_text(encoding="utf-8").splitlines() if line]
    papers = load_papers([corpus])
    # The gold files annotate abstracts only, as `explorer eval` scores them by default.
    report = evaluate(gold, extract_papers(papers, nlp=nlp, use_titles=False))
    assert report["papers"] == len(gold) == len(papers)
    return report


@pytest.mark.skipif(not SEED_GOLD.exists(), reason="../shared/eval/seed_gold.jsonl is absent")
def test_default_corpus_meets_the_floors(nlp):
    report = _score(nlp, SEED_GOLD, DEFAULT_CORPUS)
    # 0.92 until round 9: the recognizer trained on 667 abstracts annotated to every mention
    # finds generic terms ("machine learning", "linear layers") that the seed gold, which lists
    # chiefly named entries, does not list (README, Extraction quality, round 9).
    assert report["f1"] >= 0.91, report["misses"]
    assert report["recall"] >= 0.94, report["misses"]
    assert report["label_accuracy"] >= 0.90
    assert report["proposed_recall"] >= 0.85
    assert report["claim_recall"] >= 0.90


def test_heldout_set_meets_its_floor(nlp):
    report = _score(nlp, HELDOUT / "heldout_gold.jsonl", HELDOUT / "heldout_corpus.jsonl")
    assert report["f1"] >= 0.78, report["misses"]
