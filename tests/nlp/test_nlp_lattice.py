"""The batched decoder: exact against brute force, and the same scores however docs are batched."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from explorer.nlp.learned.decoder import LinearChainModel
from explorer.nlp.learned.features import (
    CONTEXT_OFFSETS,
    context_features,
    doc_extras,
    doc_words,
    feature_groups,
    rule_features,
    token_ids,
    word_features,
)
from explorer.nlp.learned.lattice import best_paths, marginals, path_marginals
from explorer.nlp.learned.recognizer import model_path
from explorer.nlp.pipeline import build_pipeline
from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import load_papers


def _brute_force(transitions: np.ndarray, scores: np.ndarray) -> tuple[list[int], np.ndarray]:
    """The best path and the marginals of one doc, by enumerating every label sequence."""
    n_tokens, n_labels = scores.shape
    totals = {}
    for path in itertools.product(range(n_labels), repeat=n_tokens):
        total = sum(scores[t, label] for t, label in enumerate(path))
        total += sum(transitions[a, b] for a, b in itertools.pairwise(path))
        totals[path] = total
    best = max(totals, key=totals.get)
    weights = np.exp(np.array(list(totals.values())) - max(totals.values()))
    probs = np.zeros((n_tokens, n_labels))
    for weight, path in zip(weights, totals, strict=True):
        for t, label in enumerate(path):
            probs[t, label] += weight
    return list(best), probs / weights.sum()


@pytest.mark.parametrize("seed", range(5))
def test_batched_viterbi_and_marginals_equal_brute_force(seed):
    rng = np.random.default_rng(seed)
    transitions = rng.normal(size=(3, 3))
    # Docs of mixed lengths (empty ones too), in no particular order: packing sorts them.
    batch = [rng.normal(size=(int(n), 3)) * 2 for n in rng.integers(0, 6, size=7)]
    paths, probs = best_paths(transitions, batch), marginals(transitions, batch)
    for scores, path, prob in zip(batch, paths, probs, strict=True):
        expected_path, expected_probs = _brute_force(transitions, scores)
        assert path.tolist() == expected_path
        assert np.allclose(prob, expected_probs, atol=1e-12)


def test_path_marginals_are_the_marginals_each_path_picks_to_the_bit():
    # The recognizer thresholds these numbers: they must not differ from the full table's.
    rng = np.random.default_rng(11)
    transitions = rng.normal(size=(4, 4))
    batch = [rng.normal(size=(int(n), 4)) * 3 for n in rng.integers(0, 30, size=25)]
    paths = best_paths(transitions, batch)
    picked = [
        probs[np.arange(len(path)), path].tolist()
        for probs, path in zip(marginals(transitions, batch), paths, strict=True)
    ]
    assert path_marginals(transitions, batch, paths) == picked


def test_a_doc_decodes_the_same_alone_and_in_a_batch():
    rng = np.random.default_rng(7)
    transitions = rng.normal(size=(5, 5))
    batch = [rng.normal(size=(int(n), 5)) for n in rng.integers(1, 40, size=20)]
    together = best_paths(transitions, batch)
    assert all(
        np.array_equal(best_paths(transitions, [scores])[0], path)
        for scores, path in zip(batch, together, strict=True)
    )


def test_feature_groups_are_the_word_and_context_features():
    words = ["LoRA", "the", "ResNet-50", "\n", "a\u00a0b", "Ω2", "x²", "ϒa", "---", "AAAb", "É"]
    for word in words:
        expected = (word_features(word), *(context_features(word, o) for o in CONTEXT_OFFSETS))
        assert feature_groups(word) == expected, word


def test_emissions_by_ids_and_rule_pairs_equal_emissions_by_words_doc_by_doc():
    nlp = build_pipeline(doc_entities=False)
    texts = [
        "We propose TabFlex, which beats TabPFN on 12 of 14 datasets.",
        "",
        "LoRA adapts GPT-3 with 0.1% of its parameters.\n\nWe evaluate on GLUE and SQuAD.",
    ]
    docs = [nlp.make_doc(text) for text in texts]
    for _name, component in nlp.pipeline[: nlp.pipe_names.index("explorer_recognizer")]:
        docs = [component(doc) for doc in docs]
    crf = LinearChainModel.load(model_path())
    by_ids = crf.emissions_of_ids(
        [token_ids(d) for d in docs],
        nlp.vocab.strings.__getitem__,
        [rule_features(d) for d in docs],
    )
    fresh = LinearChainModel.load(model_path())  # its word table filled by words, not ids
    one_by_one = [fresh.emissions(doc_words(d), doc_extras(d)) for d in docs]
    assert [len(s) for s in by_ids] == [len(d) for d in docs]
    assert all(np.array_equal(a, b) for a, b in zip(by_ids, one_by_one, strict=True))


def test_ids_met_over_several_batches_give_the_emissions_of_one_lookup():
    # Later batches mix ids the model has seen (searched) with new ones (inserted in order).
    nlp = build_pipeline(doc_entities=False)
    texts = [p.abstract for p in load_papers([DEFAULT_CORPUS])[:12]]
    docs = [nlp.make_doc(text) for text in texts]
    for _name, component in nlp.pipeline[: nlp.pipe_names.index("explorer_recognizer")]:
        docs = [component(doc) for doc in docs]
    ids, rules = [token_ids(d) for d in docs], [rule_features(d) for d in docs]
    once = LinearChainModel.load(model_path()).emissions_of_ids(
        ids, nlp.vocab.strings.__getitem__, rules
    )
    crf = LinearChainModel.load(model_path())
    batched = []
    for lo, hi in ((0, 1), (1, 5), (5, 6), (6, 12), (0, 12)):
        batched += crf.emissions_of_ids(ids[lo:hi], nlp.vocab.strings.__getitem__, rules[lo:hi])
    assert np.all(crf._id_keys[1:] > crf._id_keys[:-1])  # sorted, each id once
    assert len(batched) == 24
    assert all(np.array_equal(a, b) for a, b in zip(batched, once + once, strict=True))


def test_tagging_by_ids_gives_the_paths_and_marginals_of_the_separate_steps_to_the_bit():
    # The recognizer's one call packs the batch once; its thresholds read these numbers.
    nlp = build_pipeline(doc_entities=False)
    texts = [p.abstract for p in load_papers([DEFAULT_CORPUS])[:9]] + [""]
    docs = [nlp.make_doc(text) for text in texts]
    for _name, component in nlp.pipeline[: nlp.pipe_names.index("explorer_recognizer")]:
        docs = [component(doc) for doc in docs]
    ids, rules = [token_ids(d) for d in docs], [rule_features(d) for d in docs]
    crf = LinearChainModel.load(model_path())
    paths, own = crf.tag_ids(ids, nlp.vocab.strings.__getitem__, rules)
    emissions = crf.emissions_of_ids(ids, nlp.vocab.strings.__getitem__, rules)
    expected = crf.decode_batch_indices(emissions)
    assert [len(p) for p in paths] == [len(d) for d in docs]
    assert all(np.array_equal(a, b) for a, b in zip(paths, expected, strict=True))
    assert own == crf.path_marginals_batch(emissions, expected)
