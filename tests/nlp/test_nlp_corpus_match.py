"""Where the corpus's names stand: whole names, and the papers that write a name as a name."""

from __future__ import annotations

from explorer.model import Mention, Paper, PaperExtraction
from explorer.nlp.corpus_match import matches, named_holders
from explorer.nlp.corpus_names import build_matcher, collect_evidence
from explorer.nlp.corpus_pass import PassOptions, corpus_pass


def _paper(i: int, abstract: str, *names: str) -> PaperExtraction:
    """A paper whose own extraction found ``names`` at their first place."""
    mentions = []
    for surface in names:
        start = abstract.index(surface)
        end = start + len(surface)
        mentions.append(Mention(surface, "METHOD", surface, start, end, abstract, 0))
    return PaperExtraction(Paper(f"p{i}", abstract), mentions)


def _corpus() -> list[PaperExtraction]:
    """Two papers name "policy gradient"; four write it inside a longer name they found, or
    inside a capitalised name; two write it as a name and their pass missed it."""
    return [
        _paper(0, "We analyse policy gradient for control.", "policy gradient"),
        _paper(1, "Natural policy gradient, i.e. policy gradient, converges.", "policy gradient"),
        _paper(2, "We use natural policy gradient methods here.", "natural policy gradient"),
        _paper(3, "Projected policy gradient converges.", "Projected policy gradient"),
        _paper(4, "Deep Deterministic Policy Gradient (DDPG) is strong."),
        _paper(5, "We compare with Deep Deterministic Policy Gradient."),
        _paper(6, "The policy gradient theorem holds here."),
        _paper(7, "Our policy gradient estimate has low variance."),
    ]


def test_papers_that_write_a_name_inside_a_longer_one_do_not_count_against_it():
    corpus = _corpus()
    evidence = collect_evidence(corpus)
    found = [
        matches(build_matcher(evidence, {"policy gradient"}, {}), e.paper.abstract) for e in corpus
    ]
    assert sum(any(k == "policy gradient" for *_, k, _ in f) for f in found) == 8
    # The two papers that named it and the two that write it whole without naming it.
    assert named_holders(corpus, found, {"policy gradient"}, evidence) == {"policy gradient": 4}


def test_the_share_of_papers_naming_a_name_counts_only_those_that_write_it_as_a_name():
    corpus = _corpus()
    # 2 of 8 papers name it (0.25, under the 0.3 share); 2 of the 4 writing it as a name do.
    out = corpus_pass(corpus, PassOptions(single_terms=False))
    assert [m.text for m in out[6].mentions] == ["policy gradient"]
    assert [m.text for m in out[7].mentions] == ["policy gradient"]
    assert out[4].mentions == []  # inside a capitalised name
    off = corpus_pass(corpus, PassOptions(single_terms=False, named_share=False))
    assert off[6].mentions == [] and off[7].mentions == []
