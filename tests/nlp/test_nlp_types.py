"""The learned type decision: features, the softmax read back, where the resolver uses it."""

from __future__ import annotations

import json

import numpy as np
import pytest

from explorer.nlp.learned.data import read_annotations
from explorer.nlp.learned.recognizer import model_path
from explorer.nlp.learned.types import TypeScorer, mention_features, types_path
from explorer.nlp.pipeline import build_pipeline
from explorer.nlp.type_training import THRESHOLDS, examples, fit, train_types
from explorer.paths import ROOT

TRAIN = ROOT / "annotations" / "train.jsonl"
BENCHMARK = "We report results on the Zorblax benchmark."


@pytest.fixture(scope="module")
def shipped() -> TypeScorer:
    return TypeScorer.load(types_path(model_path()))


def _labels(nlp, text: str) -> list[tuple[str, str]]:
    return [(m.label, text[m.start : m.end]) for m in nlp(text)._.mentions]


def test_features_read_the_name_its_shape_and_its_neighbours():
    text = "trained on CIFAR-10-LT with ResNet-32 models"
    feats = set(mention_features(text, 11, 22))
    assert {"shape=X-d-X", "head=lt", "digit", "hyphen", "p1=on", "n1=with"} <= feats
    assert "p2=trained" in feats and "n3=models" in feats


def test_a_scorer_saved_and_loaded_gives_the_same_probabilities(tmp_path):
    scorer = fit(examples(read_annotations(TRAIN)[:40]), 0.6)
    scorer.save(tmp_path / "types.npz")
    again = TypeScorer.load(tmp_path / "types.npz")
    assert again.labels == scorer.labels and again.threshold == 0.6
    assert np.allclose(
        again.probabilities(BENCHMARK, 25, 32), scorer.probabilities(BENCHMARK, 25, 32)
    )


def test_the_shipped_scorer_is_small_and_its_threshold_was_chosen_on_train(shipped):
    assert types_path(model_path()).stat().st_size < 1_000_000
    assert shipped.threshold in THRESHOLDS
    assert set(shipped.labels) == {"DATASET", "HARDWARE", "METHOD", "MODEL", "TASK"}


def test_context_decides_a_name_with_no_cue(shipped):
    """A made-up name: only the words around it can type it."""
    as_dataset = shipped.probabilities(BENCHMARK, 25, 32)
    as_method = shipped.probabilities("We train Zorblax on 8 GPUs.", 9, 16)
    dataset = shipped.labels.index("DATASET")
    assert as_dataset[dataset] > 0.5 > as_method[dataset]


def test_the_resolver_asks_the_scorer_only_when_nothing_else_types_the_name():
    with_scorer, without = build_pipeline(), build_pipeline()
    without.get_pipe("explorer_resolver").typer = None
    assert build_pipeline(recognizer=None).get_pipe("explorer_resolver").typer is None
    text = "Results on Zorblax show that Quuxel outperforms prior work."
    assert _labels(with_scorer, text) == [("DATASET", "Zorblax"), ("METHOD", "Quuxel")]
    assert _labels(without, text) == [("METHOD", "Zorblax"), ("METHOD", "Quuxel")]
    # The lexicon's and the head word's labels stand, whatever the words around them say.
    assert _labels(with_scorer, "Results on BERT show gains.") == [("MODEL", "BERT")]


def test_training_writes_the_scorer_and_chooses_its_threshold_by_corpus(tmp_path):
    records = [r for r in read_annotations(TRAIN) if r["corpus"] in ("icml2022", "iclr2023")]
    report = train_types(records, tmp_path / "t.npz")
    assert report["threshold"]["chosen"] in THRESHOLDS
    accuracy = report["threshold"]["accuracy"]
    # Never acting (threshold above 1) is METHOD for every fallback mention; the scorer beats it.
    assert max(accuracy.values()) > accuracy[1.01]
    assert json.dumps(report) and TypeScorer.load(tmp_path / "t.npz").labels
