"""Lowercase terms in the corpus pass: names on a naming head, one paper's acronyms and terms."""

from __future__ import annotations

import pytest

from explorer.model import Mention, Paper, PaperExtraction
from explorer.nlp.corpus_pass import PassOptions, corpus_pass
from explorer.nlp.corpus_terms import describes, extends, is_term, stands_alone


def _paper(i: int, abstract: str, *names: tuple[str, str]) -> PaperExtraction:
    """A paper whose own extraction found ``names`` ((surface, label)) at their first place."""
    mentions = []
    for surface, label in names:
        start = abstract.index(surface)
        mentions.append(Mention(surface, label, surface, start, start + len(surface), abstract, 0))
    return PaperExtraction(Paper(f"p{i}", abstract), mentions)


def _texts(extraction: PaperExtraction) -> list[str]:
    return [m.text for m in extraction.mentions]


@pytest.mark.parametrize(
    ("key", "describing"),
    [
        ("backdoor attack", False),
        ("graph attention network", False),
        ("recommender system", False),
        ("deep model", True),
        ("novel architecture", True),
        ("gradient based method", True),
        ("image classification task", True),
        ("policy gradient method", False),
        ("bilevel optimization problem", False),
        ("novel method", True),
        ("contrastive loss", True),
        ("optimal transport", False),
    ],
)
def test_a_name_on_a_generic_head_describes_unless_a_noun_names_its_kind(key, describing):
    assert describes(key) is describing


def test_a_lowercase_name_on_a_naming_head_is_looked_for_in_every_paper():
    named = [
        _paper(i, "We defend against a backdoor attack here.", ("backdoor attack", "METHOD"))
        for i in range(2)
    ]
    deep = [_paper(2 + i, "We use deep models.", ("deep models", "METHOD")) for i in range(2)]
    other = _paper(4, "Backdoor attacks fool deep models.")
    out = corpus_pass([*named, *deep, other])
    assert _texts(out[4]) == ["Backdoor attacks"]  # "deep models" only describes


def test_a_short_form_one_paper_defines_resolves_in_that_paper_only():
    definer = _paper(
        0,
        "We add a mutual distillation module (MDM). The MDM helps.",
        ("mutual distillation module", "METHOD"),
    )
    other = _paper(1, "Our MDM is a motion diffusion model.")
    out = corpus_pass([definer, other])
    assert _texts(out[0]) == ["mutual distillation module", "MDM", "MDM"]
    assert out[1].mentions == []
    # Two papers defining it: the corpus's meaning, everywhere.
    second = _paper(
        2, "A mutual distillation module (MDM) again.", ("mutual distillation module", "METHOD")
    )
    out = corpus_pass([definer, other, second])
    assert [(m.text, m.canonical) for m in out[1].mentions] == [
        ("MDM", "mutual distillation module")
    ]
    assert corpus_pass([definer, other], PassOptions(own_acronyms=False))[1].mentions


def test_a_term_one_paper_names_and_repeats_is_looked_for_where_it_stands_alone():
    own = _paper(
        0,
        "Under label shift, the priors change. Label shift is hard.",
        ("label shift", "TASK"),
    )
    alone = _paper(1, "We study the label shift in deployment.")
    inside = _paper(2, "We study the label shift estimators here.")
    options = PassOptions(single_terms=True)
    out = corpus_pass([own, alone, inside], options)
    assert _texts(out[0]) == ["label shift", "Label shift"]
    assert _texts(out[1]) == ["label shift"]
    assert out[2].mentions == []  # a piece of "label shift estimators"
    assert corpus_pass([own, alone, inside]) == out  # on by default
    assert corpus_pass([own, alone, inside], PassOptions(single_terms=False))[1].mentions == []


def test_a_term_written_once_or_by_many_papers_is_not_looked_for():
    once = _paper(0, "A label shift setting is studied.", ("label shift", "TASK"))
    alone = _paper(1, "We study the label shift in deployment.")
    assert corpus_pass([once, alone], PassOptions(single_terms=True))[1].mentions == []
    own = _paper(0, "Under label shift: the label shift.", ("label shift", "TASK"))
    many = [_paper(1 + i, "Under label shift, we fail.") for i in range(6)]
    out = corpus_pass([own, *many], PassOptions(single_terms=True))
    assert all(e.mentions == [] for e in out[1:])  # 7 papers write it, share 0.2 allows 5
    out = corpus_pass([own, *many[:4]], PassOptions(single_terms=True))
    assert all(_texts(e) == ["label shift"] for e in out[1:])


def test_terms_are_lowercase_and_of_two_words_or_more():
    assert is_term(["label shift", "label-shift"])
    assert not is_term(["Label Shift"]) and not is_term(["shift"]) and not is_term([])
    text = "(label shift) and label shift, but covariate label shift."
    spans = [i for i in range(len(text)) if text.startswith("label shift", i)]
    assert [stands_alone(text, s, s + 11) for s in spans] == [True, True, False]


def test_a_sentence_case_term_defined_with_a_short_form_is_looked_for():
    own = _paper(
        0,
        "Domain randomization (DR) is widely used. DR trains on varied simulators.",
        ("Domain randomization", "METHOD"),
    )
    alone = _paper(1, "It can be combined with augmentations for domain randomization and used.")
    out = corpus_pass([own, alone])
    assert _texts(out[1]) == ["domain randomization"]
    assert _texts(out[0]) == ["Domain randomization", "DR", "DR"]  # its short form, at home


def test_no_term_after_a_possessive_or_a_hyphenated_word():
    own = _paper(
        0,
        "A signaling game is played. The signaling game has two players.",
        ("signaling game", "TASK"),
    )
    eponym = _paper(1, "We reinterpret Lewis's signaling game as a VAE.")
    hyphen = _paper(2, "A multi-agent signaling game is played.")
    plain = _paper(3, "In a signaling game, agents talk.")
    out = corpus_pass([own, eponym, hyphen, plain])
    assert [_texts(e) for e in out[1:]] == [[], [], ["signaling game"]]


def test_a_term_that_only_describes_a_known_name_is_not_looked_for():
    known = [
        _paper(i, "We use function approximation here.", ("function approximation", "METHOD"))
        for i in range(2)
    ]
    own = _paper(
        2,
        "General function approximation is hard; general function approximation again.",
        ("General function approximation", "METHOD"),
    )
    other = _paper(3, "Under general function approximation, we bound regret.")
    out = corpus_pass([*known, own, other])
    assert _texts(out[3]) == ["function approximation"]  # the known name, not the longer term
    assert extends("general function approximation", {"function approximation"})
    assert not extends("meta reinforcement learning", {"reinforcement learning"})


def test_a_description_opening_a_sentence_is_still_a_description():
    named = [
        _paper(0, "Deep models are everywhere.", ("Deep models", "METHOD")),
        _paper(1, "We train deep models here.", ("deep models", "METHOD")),
    ]
    other = _paper(2, "Our deep models fail.")
    assert corpus_pass([*named, other])[2].mentions == []  # "Deep" opens a sentence only
    cased = [_paper(i, "We use Deep Models here.", ("Deep Models", "METHOD")) for i in range(2)]
    assert _texts(corpus_pass([*cased, _paper(2, "Deep Models fail.")])[2]) == ["Deep Models"]
