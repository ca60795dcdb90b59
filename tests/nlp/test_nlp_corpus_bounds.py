"""Span boundaries from the corpus (explorer.nlp.corpus_bounds) inside the corpus pass."""

from __future__ import annotations

from explorer.model import Mention, Paper, PaperExtraction
from explorer.nlp.corpus_bounds import Thresholds, never_taken, shipped_thresholds
from explorer.nlp.corpus_openers import openers
from explorer.nlp.corpus_pass import PassOptions, corpus_pass

LONGER = PassOptions(bounds=Thresholds(min_papers=2, min_share=0.3))
OPENERS = PassOptions(bounds=Thresholds(0, 0.0, opener_papers=3, opener_share=0.5))


def _paper(i: int, abstract: str, *names: tuple[str, str]) -> PaperExtraction:
    """A paper whose own pass found ``names`` ((surface, label)) at their last place, each
    with its sentence."""
    paper = Paper(f"p{i}", abstract)
    mentions = []
    for surface, label in names:
        start = abstract.rindex(surface)
        sent_start = abstract.rfind(". ", 0, start) + 2 if ". " in abstract[:start] else 0
        stop = abstract.find(".", start + len(surface))
        sentence = abstract[sent_start : stop + 1 if stop != -1 else len(abstract)]
        end = start + len(surface)
        mentions.append(Mention(surface, label, surface, start, end, sentence, sent_start))
    return PaperExtraction(paper, mentions)


def _texts(extraction: PaperExtraction) -> list[str]:
    return [m.text for m in extraction.mentions]


def _valid(extraction: PaperExtraction) -> None:
    """Mentions stand where they say, inside their sentence, and never overlap."""
    abstract = extraction.paper.abstract
    previous_end = 0
    for m in sorted(extraction.mentions, key=lambda m: m.start):
        assert abstract[m.start : m.end] == m.text
        assert m.sent_start <= m.start and m.end <= m.sent_start + len(m.sentence)
        assert m.start >= previous_end
        previous_end = m.end


def _naming_whole(n: int, name: str, label: str = "TASK") -> list[PaperExtraction]:
    return [_paper(10 + i, f"Work {i} studies {name}.", (name, label)) for i in range(n)]


def test_a_piece_of_a_longer_name_other_papers_name_is_widened_to_it():
    piece = _paper(0, "We study human pose estimation here.", ("pose estimation", "TASK"))
    out = corpus_pass([piece, *_naming_whole(2, "human pose estimation")], LONGER)
    assert _texts(out[0]) == ["human pose estimation"]
    assert out[0].mentions[0].canonical == "human pose estimation"
    _valid(out[0])
    # The same corpus without the widening keeps the piece.
    plain = corpus_pass(
        [piece, *_naming_whole(2, "human pose estimation")], PassOptions(bounds=None)
    )
    assert _texts(plain[0]) == ["pose estimation"]


def test_a_longer_name_only_one_other_paper_names_is_not_enough_at_two():
    piece = _paper(0, "We study human pose estimation here.", ("pose estimation", "TASK"))
    named = [*_naming_whole(1, "human pose estimation"), *_naming_whole(1, "pose estimation")]
    other = _paper(20, "They do human pose estimation too.", ("human pose estimation", "TASK"))
    out = corpus_pass([piece, named[0], other], LONGER)
    assert _texts(out[0]) == ["human pose estimation"]  # two other papers: p10 and p20
    out = corpus_pass([piece, named[0], _paper(20, "Nothing here.")], LONGER)
    assert _texts(out[0]) == ["pose estimation"]


def test_a_longer_name_over_an_evaluative_word_is_never_taken():
    assert {"efficient", "robust", "novel", "the", "two"} <= never_taken()
    piece = _paper(0, "We give efficient pose estimation.", ("pose estimation", "TASK"))
    out = corpus_pass([piece, *_naming_whole(3, "efficient pose estimation")], LONGER)
    assert _texts(out[0]) == ["pose estimation"]


def test_two_mentions_inside_a_longer_name_become_one():
    text = "We use Gaussian process regression here."
    two = _paper(0, text, ("Gaussian", "METHOD"), ("process regression", "METHOD"))
    out = corpus_pass([two, *_naming_whole(2, "Gaussian process regression", "METHOD")], LONGER)
    assert _texts(out[0]) == ["Gaussian process regression"]
    _valid(out[0])


def test_a_mention_crossing_the_longer_name_is_left_alone():
    text = "We use deep reinforcement learning agents."
    crossing = _paper(0, text, ("learning agents", "METHOD"))
    out = corpus_pass([crossing, *_naming_whole(3, "deep reinforcement learning")], LONGER)
    assert _texts(out[0]) == ["learning agents"]


def _opening_corpus() -> list[PaperExtraction]:
    """ "visual" opens names in four papers; "train" stands before names in four and opens
    none."""
    names = ["visual grounding", "visual tracking", "visual navigation", "visual odometry"]
    papers = [_paper(10 + i, f"We train {n} models.", (n, "TASK")) for i, n in enumerate(names)]
    return papers


def test_a_word_that_opens_names_in_the_corpus_joins_the_mention_it_precedes():
    words, _ = openers(_opening_corpus(), 3, 0.5)
    assert "visual" in words and "train" not in words
    piece = _paper(
        0, "Results on visual question answering improve.", ("question answering", "TASK")
    )
    out = corpus_pass([piece, *_opening_corpus()], OPENERS)
    assert _texts(out[0]) == ["visual question answering"]
    assert out[0].mentions[0].canonical == "visual question answering"
    _valid(out[0])


def test_a_verb_before_a_name_a_short_form_and_another_mention_stay_out():
    corpus = _opening_corpus()
    verb = _paper(0, "We train question answering systems.", ("question answering", "TASK"))
    short = _paper(1, "We use visual QA here.", ("QA", "TASK"))
    after = _paper(2, "A visual ViT encoder.", ("visual", "TASK"), ("ViT", "MODEL"))
    out = corpus_pass([verb, short, after, *corpus], OPENERS)
    assert _texts(out[0]) == ["question answering"]
    assert _texts(out[1]) == ["QA"]
    assert _texts(out[2]) == ["visual", "ViT"]


def test_the_shipped_thresholds_are_the_pass_default():
    assert PassOptions().bounds == shipped_thresholds()
    assert PassOptions(bounds=None).bounds is None
