"""The corpus pass: what the other papers of a corpus know, applied to each paper."""

from __future__ import annotations

import itertools

import pytest

from explorer.evaluate import evaluate
from explorer.model import Mention, Paper, PaperExtraction
from explorer.nlp.corpus_pass import PassOptions, corpus_pass
from explorer.nlp.extract import extract_papers
from explorer.nlp.in_context import scored_in_context
from explorer.nlp.learned.data import read_annotations
from explorer.paths import DEFAULT_CORPUS, ROOT
from explorer.pipeline import load_papers


def _paper(i: int, abstract: str, *names: tuple[str, str]) -> PaperExtraction:
    """A paper whose own extraction found ``names`` ((surface, label)) at their first place."""
    paper = Paper(f"p{i}", abstract)
    mentions = []
    for surface, label in names:
        start = abstract.index(surface)
        mentions.append(Mention(surface, label, surface, start, start + len(surface), abstract, 0))
    return PaperExtraction(paper, mentions)


def _found(extraction: PaperExtraction) -> list[tuple[str, str]]:
    return [(m.text, m.label) for m in extraction.mentions]


def _valid(extraction: PaperExtraction, before: PaperExtraction | None = None) -> None:
    """Every mention the pass added (all, without ``before``) stands where it says."""
    abstract = extraction.paper.abstract
    old = {(m.start, m.end) for m in before.mentions} if before else set()
    for m in extraction.mentions:
        if (m.start, m.end) in old:
            continue
        assert abstract[m.start : m.end] == m.text
        assert m.sentence and m.text in m.sentence
        assert abstract[m.sent_start :].startswith(m.sentence[:20])
        assert m.sent_start <= m.start < m.sent_start + len(m.sentence)


def _corpus(*others: PaperExtraction) -> list[PaperExtraction]:
    """Two papers that find "optimal transport" and "ImageNet", then ``others``."""
    return [
        _paper(0, "We use optimal transport on ImageNet.", ("optimal transport", "METHOD"),
               ("ImageNet", "DATASET")),
        _paper(1, "Optimal transport helps. ImageNet too.", ("Optimal transport", "METHOD"),
               ("ImageNet", "DATASET")),
        *others,
    ]  # fmt: skip


def test_a_name_found_in_other_papers_is_found_in_this_one_with_its_sentence():
    text = "Deep nets are brittle. We study optimal transports for this, on ImageNet."
    out = corpus_pass(_corpus(_paper(2, text)))
    assert _found(out[2]) == [("optimal transports", "METHOD"), ("ImageNet", "DATASET")]
    _valid(out[2])
    assert out[2].mentions[0].sentence == "We study optimal transports for this, on ImageNet."
    assert out[2].mentions[0].sent_start == text.index("We study")
    assert out[2].mentions[0].canonical == "optimal transport"


@pytest.mark.parametrize(
    "text",
    [
        "We train ImageNetV2 models.",  # part of a longer word
        "We test Tiny ImageNet models.",  # inside a longer capitalised name
        "The set $ImageNet$ is maths.",  # maths
        "As shown (ImageNet et al., 2020), it works.",  # a citation
        "See https://ImageNet.org for data.",  # a URL
        "We train ImageNet-pretrained models.",  # part of a hyphenated word
        "We use imagenet weights.",  # a cased name in another case
        "non-optimal transport plans are used.",  # joined by a hyphen
    ],
)
def test_no_match_inside_longer_names_maths_citations_or_urls(text):
    out = corpus_pass(_corpus(_paper(2, text)))
    assert out[2].mentions == []


def test_a_name_found_in_one_paper_only_is_not_spread():
    lone = _paper(2, "We propose FooNet, a model.", ("FooNet", "METHOD"))
    out = corpus_pass(_corpus(lone, _paper(3, "FooNet is used here.")))
    assert out[3].mentions == []
    assert corpus_pass(_corpus(lone, _paper(3, "FooNet is used here.")), PassOptions(
        min_papers=1))[3].mentions[0].text == "FooNet"  # fmt: skip


def test_a_name_most_papers_containing_it_do_not_take_is_not_spread():
    # Found in 2 papers, written in 10: a share of 0.2, below min_share.
    plain = [_paper(i, "An optimal transport map is computed.") for i in range(2, 10)]
    out = corpus_pass(_corpus(*plain))
    assert all(e.mentions == [] for e in out[2:])


def test_one_acronym_table_per_corpus():
    defined = [
        _paper(i, "We train a graph neural network (GNN) here.", ("graph neural network", "MODEL"))
        for i in range(2)
    ]
    bare = _paper(2, "A GNN is hard to train. GNNs are deep.")
    out = corpus_pass([*defined, bare])
    assert [(m.text, m.label, m.canonical) for m in out[2].mentions] == [
        ("GNN", "MODEL", "graph neural network"),
        ("GNNs", "MODEL", "graph neural network"),
    ]
    _valid(out[2])


def test_a_short_form_the_rules_never_take_as_a_name_is_not_resolved():
    defined = [
        _paper(i, "Artificial intelligence (AI) is broad.", ("Artificial intelligence", "TASK"))
        for i in range(3)
    ]
    out = corpus_pass([*defined, _paper(3, "AI is everywhere.")])
    assert out[3].mentions == []


def test_a_concept_takes_the_type_most_papers_give_it():
    papers = [
        _paper(i, "We evaluate on Foo-Bench here.", ("Foo-Bench", "DATASET")) for i in range(3)
    ]
    papers.append(_paper(3, "Foo-Bench is hard.", ("Foo-Bench", "METHOD")))
    papers.append(_paper(4, "We solve protein folding.", ("protein folding", "TASK")))
    papers += [
        _paper(5 + i, "Protein folding is a method.", ("Protein folding", "METHOD"))
        for i in range(3)
    ]
    out = corpus_pass(papers)
    assert _found(out[3]) == [("Foo-Bench", "DATASET")]
    # METHOD, the label given when nothing says otherwise, never outvotes a specific label.
    assert _found(out[4]) == [("protein folding", "TASK")]
    assert corpus_pass(papers, PassOptions(retype=False))[3].mentions[0].label == "METHOD"


def test_a_cue_after_a_coordinated_list_types_every_item():
    text = "We evaluate on Alpha-7, BetaSet and Gamma Bench benchmarks."
    lonely = _paper(0, text, ("Alpha-7", "METHOD"))
    (out,) = corpus_pass([lonely])
    assert _found(out) == [
        ("Alpha-7", "DATASET"),
        ("BetaSet", "DATASET"),
        ("Gamma Bench", "DATASET"),
    ]
    _valid(out)
    assert corpus_pass([lonely], PassOptions(lists=False))[0].mentions == lonely.mentions


def test_a_cue_before_a_list_types_every_item():
    text = "We test on two benchmark datasets Dipsy and DB5.5 here."
    (out,) = corpus_pass([_paper(0, text, ("Dipsy", "METHOD"))])
    assert _found(out) == [("Dipsy", "DATASET"), ("DB5.5", "DATASET")]


def test_names_listed_with_a_dataset_and_names_a_task_is_done_on_are_datasets():
    text = "Results on ImageNet-R, Pascal-X, and Obj-3D. We do image denoising on Sidd-2."
    names = [("ImageNet-R", "DATASET"), ("Pascal-X", "METHOD"), ("Obj-3D", "METHOD")]
    names += [("image denoising", "TASK"), ("Sidd-2", "METHOD")]
    (out,) = corpus_pass([_paper(0, text, *names)])
    assert [label for _, label in _found(out)] == [
        "DATASET", "DATASET", "DATASET", "TASK", "DATASET"
    ]  # fmt: skip
    # A list with a model in it is not of one kind.
    mixed = _paper(1, "We use BERT, Pascal-X and Obj-3D.", ("BERT", "MODEL"),
                   ("Pascal-X", "METHOD"), ("Obj-3D", "DATASET"))  # fmt: skip
    assert corpus_pass([mixed])[0].mentions == mixed.mentions


def test_switched_off_the_records_are_unchanged():
    papers = _corpus(_paper(2, "We use optimal transport."))
    assert corpus_pass(papers, PassOptions(enabled=False)) == papers
    assert corpus_pass([]) == []


def test_on_real_extractions_every_added_mention_is_well_formed(nlp):
    papers = load_papers([DEFAULT_CORPUS])
    own = extract_papers(papers, nlp=nlp)
    out = corpus_pass(own)
    assert [e.paper for e in out] == [e.paper for e in own]
    added = 0
    for before, after in zip(own, out, strict=True):
        _valid(after, before)
        spans = [(m.start, m.end) for m in after.mentions]
        assert spans == sorted(spans)
        assert all(a[1] <= b[0] for a, b in itertools.pairwise(spans)), "mentions overlap"
        added += len(after.mentions) - len(before.mentions)
    assert added > 0


DEV = ROOT / "annotations" / "dev.jsonl"
DEV_CORPUS = ROOT.parent / "shared" / "corpora" / "iclr2024.jsonl"


@pytest.mark.slow
def test_the_dev_split_in_its_corpus_scores_at_its_measured_level(nlp):
    """README, Extraction quality: the dev split (ICLR 2024) with the whole ICLR 2024 corpus as
    context, as a user opening that corpus gets it. Levels measured when the pass shipped, a
    little below; the issue's own floors are not met."""
    # The ground truth and its corpus are the project's data: their absence fails, not skips.
    assert DEV.is_file() and DEV_CORPUS.is_file(), (DEV, DEV_CORPUS)
    dev = read_annotations(DEV)
    papers = [Paper(r["id"], r["abstract"], r.get("title", "")) for r in dev]
    own = extract_papers(papers, nlp=nlp, use_titles=False)
    alone = evaluate(dev, own)
    in_context = evaluate(dev, scored_in_context(own, load_papers([DEV_CORPUS]), nlp=nlp))
    assert in_context["recall_all"] > alone["recall_all"]
    assert in_context["recall"] >= alone["recall"]
    assert in_context["label_accuracy"] >= alone["label_accuracy"]
    assert in_context["recall"] >= 0.84
    assert in_context["precision"] >= 0.76
    assert in_context["label_accuracy"] >= 0.87
    assert in_context["recall_all"] >= 0.49
