"""A proper name takes the word after it that belongs to it (explorer.nlp.name_tails).

The sentences are written for these tests; the names are the kind the train split annotated
whole ("Skellam noise", iclr2023-0316; "SgnQ test", iclr2023-0421; "Tacotron 2",
neurips2020-0156), not names of the dev split or the seed gold.
"""

from __future__ import annotations

import pytest

from explorer.nlp.candidates import Candidate
from explorer.nlp.name_tails import name_tails, tail_rules


def _texts(text: str, found: list[Candidate]) -> list[str]:
    return [text[c.start : c.end] for c in name_tails(text, found)]


def _at(text: str, name: str, source: str) -> Candidate:
    start = text.index(name)
    return Candidate(start, start + len(name), source)


@pytest.mark.parametrize(
    ("text", "name", "source", "whole"),
    [
        ("Posteriors use the Potts model here.", "Potts", "titlecase", "Potts model"),
        ("We learn halfspaces under Massart noise.", "Massart", "titlecase", "Massart noise"),
        (
            "It extends the Sinkhorn algorithm to trees.",
            "Sinkhorn",
            "titlecase",
            "Sinkhorn algorithm",
        ),
        (
            "We bound the Ollivier-Ricci curvature of graphs.",
            "Ollivier-Ricci",
            "titlecase",
            "Ollivier-Ricci curvature",
        ),
        ("Training with the FooIoU loss helps.", "FooIoU", "coined", "FooIoU loss"),
        ("We run the QuokkaQ test on graphs.", "QuokkaQ", "coined", "QuokkaQ test"),
        ("Speech from Tacotron 2, at a lower cost.", "Tacotron", "titlecase", "Tacotron 2"),
        ("Results on CATH 4.2 improve.", "CATH", "coined", "CATH 4.2"),
    ],
)
def test_a_name_takes_its_noun_or_version(text, name, source, whole):
    assert _texts(text, [_at(text, name, source)]) == [whole]


@pytest.mark.parametrize(
    ("text", "name", "source"),
    [
        # an adjective from a name is no surname: "Markovian" modifies the noun
        ("We study Markovian sampling schemes.", "Markovian", "titlecase"),
        # an acronym before a generic noun is named alone: "SGD noise" is SGD's noise
        ("The SGD noise is heavy-tailed.", "SGD", "coined"),
        # a surname's noun that no list names stays out
        ("We ran Quokka experiments.", "Quokka", "titlecase"),
        # a count after a name is no version ("50 epochs"), nor an enumeration ("1)")
        ("We train Quokka 50 epochs.", "Quokka", "titlecase"),
        ("Specifically, QuokkaNAS 1) trains a predictor.", "QuokkaNAS", "coined"),
        ("We find a Quokka 2-clustering of the graph.", "Quokka", "titlecase"),
        # a ratio ("2:4 sparsity") and the year that closes a bracketed citation
        ("We prune to the Quokka 2:4 pattern.", "Quokka", "titlecase"),
        ("as shown before [Alder and Quokka 17].", "Quokka", "titlecase"),
        # the end of a longer name ("Snapdragon 8 Gen 1") is left to that name
        ("It runs on a Snapdragon 8 Gen 1 phone.", "Gen", "titlecase"),
    ],
)
def test_no_tail(text, name, source):
    assert _texts(text, [_at(text, name, source)]) == []


def test_a_name_another_rule_stands_alone_takes_no_tail():
    # A lexicon name or a defined acronym over the same characters: "CIFAR-10 test" is the test
    # split of CIFAR-10, not a test named CIFAR-10.
    text = "We report CIFAR-10 test accuracy."
    found = [_at(text, "CIFAR-10", "coined"), _at(text, "CIFAR-10", "lexicon")]
    assert _texts(text, found) == []


def test_the_nouns_are_data_without_maths_objects():
    surname_heads, coined_heads, version = tail_rules()
    assert {"model", "noise", "sampling"} <= surname_heads and version
    # after an acronym a generic noun is its own word ("BERT model", "RL algorithm")
    assert not {"model", "models", "algorithm", "method"} & coined_heads
    # maths objects are no concepts (annotations/README.md, decision 5)
    assert not {"theorem", "inequality", "divergence", "equation"} & (surname_heads | coined_heads)


def test_the_pipeline_keeps_the_whole_name(extract):
    text = (
        "We privatise gradients with Skellam noise and compare it with the Mallows model. "
        "Our method outperforms baselines."
    )
    found = {m.text for m in extract(text).mentions}
    assert {"Skellam noise", "Mallows model"} <= found
    assert not {"Skellam", "Mallows"} & found
