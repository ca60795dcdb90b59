"""The learned recognizer: data, features, the decoder against crfsuite, the shipped model."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pycrfsuite
import pytest

from explorer.evaluate import evaluate
from explorer.model import Paper
from explorer.nlp.extract import extract_papers
from explorer.nlp.learned.data import rule_docs, spans_of, tags_of
from explorer.nlp.learned.decoder import LinearChainModel
from explorer.nlp.learned.features import doc_extras, doc_features, doc_words, word_features
from explorer.nlp.learned.keep import KeepScorer, keep_path
from explorer.nlp.learned.recognizer import DEFAULT_CONFIG, NO_EXTENSION, _extends_left, model_path
from explorer.nlp.learned.types import TypeScorer, types_path
from explorer.nlp.pipeline import build_pipeline
from explorer.nlp.training import PARAMS, train
from explorer.paths import ROOT

from .annotated import annotations

STOP = "explorer_resolver"


@pytest.fixture(scope="module")
def small_model(tmp_path_factory, rules_nlp):
    """A CRF trained by crfsuite on 30 annotated abstracts, and the same model read by numpy."""
    records = annotations("train.jsonl")[:30]
    folder = tmp_path_factory.mktemp("crf")
    trainer = pycrfsuite.Trainer(verbose=False)
    from explorer.nlp.learned.data import training_sequences

    for doc, tags in training_sequences(rules_nlp, records, STOP):
        trainer.append(doc_features(doc), tags)
    trainer.set_params({**PARAMS, "max_iterations": 40})
    trainer.train(str(folder / "m.crfsuite"))
    ours = LinearChainModel.from_crfsuite(folder / "m.crfsuite")
    ours.save(folder / "m.npz")
    return folder / "m.crfsuite", LinearChainModel.load(folder / "m.npz")


def test_tags_and_spans_round_trip(rules_nlp):
    doc = rules_nlp.make_doc("We train ResNet-50 on ImageNet with stochastic gradient descent.")
    spans = [(9, 18, "MODEL"), (22, 30, "DATASET"), (36, 63, "METHOD")]
    tags = tags_of(doc, spans)
    assert [t.text for t, tag in zip(doc, tags, strict=True) if tag.startswith("I-")] == [
        "gradient",
        "descent",
    ]
    assert spans_of(doc, tags) == spans


def test_word_features_see_shape_and_case():
    feats = word_features("LoRA")
    assert {"w=lora", "shape=XxXX", "title", "innercap"} <= set(feats)
    assert "w=␣" in word_features("\n")  # crfsuite's dump is line-based


def test_decoder_equals_crfsuite_tagging_and_marginals(small_model, rules_nlp):
    crf_file, ours = small_model
    tagger = pycrfsuite.Tagger()
    tagger.open(str(crf_file))
    texts = [r["abstract"] for r in annotations("dev.jsonl")[:25]]
    docs = [doc for doc, _ in rule_docs(rules_nlp, texts, STOP)]
    emissions = [ours.emissions(doc_words(d), doc_extras(d)) for d in docs]
    assert ours.decode_batch(emissions) == [tagger.tag(doc_features(d)) for d in docs]
    for doc, probs in zip(docs[:5], ours.marginals_batch(emissions[:5]), strict=True):
        tagger.set(doc_features(doc))
        expected = [[tagger.marginal(label, i) for label in ours.labels] for i in range(len(doc))]
        assert np.allclose(probs, expected, atol=1e-4)


def test_decoder_handles_empty_and_single_token_docs(small_model):
    _, ours = small_model
    assert ours.decode_batch([]) == []
    one = ours.emissions(["GPU"])
    assert len(ours.decode(one)) == 1
    assert ours.decode(np.zeros((0, len(ours.labels)))) == []


def test_the_shipped_model_is_in_the_pipeline():
    assert model_path().is_file() and model_path().stat().st_size < 2_000_000
    nlp = build_pipeline()
    assert nlp.pipe_names.index("explorer_recognizer") == nlp.pipe_names.index(STOP) - 1
    doc = nlp("We evaluate on Penn Treebank and study conformal prediction for transformers.")
    assert doc._.mentions is not None


@pytest.mark.parametrize(
    ("text", "inner", "span", "extends"),
    [
        ("use model-free reinforcement learning", [(15, 37)], (4, 37), True),
        ("two-branch deep neural network", [(16, 30)], (0, 30), True),
        ("the pi-VAE model", [(7, 10)], (4, 10), True),
        ("we use well-known RL here", [(18, 20)], (7, 20), False),  # capitals: the name
        ("neural network training", [(0, 14)], (0, 23), False),  # a word after: not here
        ("e.g.~stochastic gradient descent", [(16, 32)], (0, 32), False),  # not a word
        ("very large deep neural network", [(16, 30)], (0, 30), False),  # three words
        ("deep neural network training", [(5, 28)], (0, 19), False),  # cuts a candidate
        ("deep neural network", [(5, 19)], (5, 19), False),  # the candidate itself
        ("Although quantization helps", [(9, 21)], (0, 21), False),  # a function word
        ("online FP4 activation quantization", [(7, 10), (22, 34)], (0, 34), False),  # a gap
    ],
)
def test_a_learned_span_extends_rule_candidates_only_by_words_before_them(
    text, inner, span, extends
):
    assert _extends_left(text, inner, *span) is extends


def test_the_shipped_recognizer_takes_the_modifier_a_lexicon_entry_leaves_out():
    text = "We train agents with model-free reinforcement learning on Atari games."
    names = {}
    for extend in (DEFAULT_CONFIG["extend_confidence"], NO_EXTENSION):
        nlp = build_pipeline(keep=False, recognizer_config={"extend_confidence": extend})
        doc = nlp(text)
        names[extend] = [doc.text[m.start : m.end] for m in doc._.mentions]
    assert "model-free reinforcement learning" in names[DEFAULT_CONFIG["extend_confidence"]]
    assert "reinforcement learning" in names[NO_EXTENSION]


def _dev_scores(model: str | None) -> dict:
    dev = annotations("dev.jsonl")
    papers = [Paper(r["id"], r["abstract"], r.get("title", "")) for r in dev]
    nlp = build_pipeline(doc_entities=False, recognizer=model)
    report = evaluate(dev, extract_papers(papers, nlp=nlp, use_titles=False))
    return {k: report[k] for k in ("precision", "recall", "label_accuracy", "recall_all")}


@pytest.mark.slow
def test_training_from_the_committed_data_reproduces_the_shipped_scores(tmp_path):
    retrained = tmp_path / "retrained.npz"
    train(annotations("train.jsonl"), retrained)
    # The type scorer is trained beside the CRF and read with it.
    shipped_types = TypeScorer.load(types_path(model_path()))
    again_types = TypeScorer.load(types_path(retrained))
    assert again_types.threshold == shipped_types.threshold
    assert again_types.labels == shipped_types.labels
    # So are the keep and boundary scorers, thresholds chosen the same way.
    shipped_keep, again_keep = (
        KeepScorer.load(keep_path(model_path())),
        KeepScorer.load(keep_path(retrained)),
    )
    assert again_keep.keep.threshold == shipped_keep.keep.threshold
    assert again_keep.bounds.threshold == shipped_keep.bounds.threshold
    shipped, again = _dev_scores(DEFAULT_CONFIG["model"]), _dev_scores(str(retrained))
    for key, value in shipped.items():
        assert abs(again[key] - value) <= 0.01, (key, value, again[key])


def test_dev_split_scores_stay_at_their_measured_level():
    """Regression floors on the dev split (README, Extraction quality): the levels measured when
    the recognizer shipped, a little below. The issue's own floors are not met yet."""
    scores = _dev_scores(DEFAULT_CONFIG["model"])
    assert scores["recall"] >= 0.82
    assert scores["precision"] >= 0.74
    assert scores["label_accuracy"] >= 0.855
    assert scores["recall_all"] >= 0.46


def test_the_recognizer_finds_more_of_every_annotated_entry_than_the_rules():
    with_model, rules = _dev_scores(DEFAULT_CONFIG["model"]), _dev_scores(None)
    assert with_model["recall_all"] > rules["recall_all"] + 0.03
    assert with_model["label_accuracy"] > rules["label_accuracy"]


def test_train_command_reports_a_missing_file_in_one_line(tmp_path):
    missing = tmp_path / "none.jsonl"
    run = subprocess.run(
        [sys.executable, "-m", "explorer", "train", "--data", str(missing)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert run.returncode == 2
    assert run.stderr.strip().count("\n") == 0 and "none.jsonl" in run.stderr


def test_train_command_writes_a_model_that_loads(tmp_path):
    data = tmp_path / "few.jsonl"
    few = annotations("train.jsonl")[:8]
    data.write_text("".join(json.dumps(r) + "\n" for r in few), encoding="utf-8")
    out = tmp_path / "model.npz"
    run = subprocess.run(
        [sys.executable, "-m", "explorer", "train", "--data", str(data), "--out", str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["abstracts"] == 8
    assert LinearChainModel.load(Path(out)).labels[0] == "O"
    assert TypeScorer.load(types_path(Path(out))).labels
