"""The keep scorer and the boundary scorer: features, edits, the fit, the shipped model."""

from __future__ import annotations

import copy
import json

import pytest

from explorer.evaluate import evaluate
from explorer.model import Paper
from explorer.nlp.candidates import Candidate
from explorer.nlp.extract import extract_papers
from explorer.nlp.learned import bounds_training, keep_training
from explorer.nlp.learned.bounds import (
    alternatives,
    apply_edit,
    edit_features,
    mention_features,
    place_features,
    refined,
    word_features,
)
from explorer.nlp.learned.keep import (
    KeepScorer,
    cut_to_name,
    keep_features,
    keep_path,
    never_a_concept,
    never_proposed,
)
from explorer.nlp.learned.linear import LinearScorer, PaperContext, band, concept_key
from explorer.nlp.learned.linear_training import choose, fit_linear
from explorer.nlp.learned.recognizer import model_path
from explorer.nlp.not_concepts import citations
from explorer.nlp.pipeline import build_pipeline
from explorer.nlp.training import fit_recognizer

from .annotated import annotations

# From a NeurIPS 2020 abstract of the train split (neurips2020-0275 in annotations/).
LAPLACE = (
    "We prototype the method in the probabilistic programming framework Stan and test the "
    "utility of the embedded Laplace approximation on several models, including one where the "
    "dimension of the hyperparameter is ∼6,000."
)


def test_the_shipped_scorers_load_from_the_package_and_the_pipeline_uses_them():
    path = keep_path(model_path())
    assert path.is_file() and path.stat().st_size < 500_000
    shipped = KeepScorer.load(path)
    assert shipped.keep is not None and shipped.bounds is not None
    # 0.0 is a choice training may make: every mention is kept once the never-concepts are gone
    assert 0.0 <= shipped.keep.threshold < 1.0 and 0.0 < shipped.bounds.threshold <= 1.01
    resolver = build_pipeline().get_pipe("explorer_resolver")
    assert resolver.keeper is not None and resolver.keep_model == str(path)
    assert build_pipeline(keep=False).get_pipe("explorer_resolver").keeper is None
    assert build_pipeline(recognizer=None).get_pipe("explorer_resolver").keeper is None


def test_a_scorer_saved_and_loaded_scores_the_same(tmp_path):
    keep = LinearScorer(["src=titlecase", "possessive"], [-1.5, 2.0], 0.25, 0.3)
    bounds = LinearScorer(["edit=left1"], [0.7], -0.1, 0.2)
    KeepScorer(keep, bounds).save(tmp_path / "k.npz")
    again = KeepScorer.load(tmp_path / "k.npz")
    for features in (["src=titlecase"], ["possessive", "unseen"], []):
        assert again.keep.score(features) == pytest.approx(keep.score(features), abs=1e-6)
    assert again.bounds.threshold == pytest.approx(0.2)
    KeepScorer(keep, None).save(tmp_path / "only.npz")
    assert KeepScorer.load(tmp_path / "only.npz").bounds is None


def test_features_see_an_eponym_cut_from_its_name_and_a_count():
    text = "We check the Karush-Kuhn-Tucker conditions on one CPU core."
    context = PaperContext(text)
    piece = keep_features(context, Candidate(13, 19, "titlecase", "METHOD"))
    assert "nextch=-" in piece and "src=titlecase" in piece and "count=1" in piece
    count = keep_features(context, Candidate(46, 58, "learned", "HARDWARE"))
    assert "number_first" in count and "w=core" in count
    # Frequency bands come from wordfreq's English list: "the" is common, "Karush" is not.
    assert band("the") == "7" and band("Karush") == "0"


def test_a_concept_stays_when_one_of_its_mentions_is_likely_and_proposals_always_stay():
    text = "We propose Zorp. Zorp beats Laplace and the Laplace method."
    context = PaperContext(text, proposed=[(11, 15)])
    mentions = [
        Candidate(11, 15, "proposal", "METHOD", "Zorp"),
        Candidate(17, 21, "coined", "METHOD", "Zorp"),
        Candidate(28, 35, "titlecase", "METHOD", "Laplace"),
        Candidate(44, 51, "titlecase", "METHOD", "Laplace"),
    ]
    # Drops every titlecase mention, and a proposal would be dropped too were it asked.
    scorer = KeepScorer(LinearScorer(["src=titlecase", "src=proposal"], [-9, -9], 2.0, 0.5))
    kept = scorer.refine(context, mentions)
    assert [text[c.start : c.end] for c in kept] == ["Zorp", "Zorp"]
    # One likely mention ("Laplace method" follows the second) keeps both mentions of it.
    scorer = KeepScorer(LinearScorer(["src=titlecase", "n1=method"], [-9, 18], 2.0, 0.5))
    assert len(scorer.refine(context, mentions)) == 4


def test_edits_take_the_likeliest_and_never_run_into_another_mention():
    text = "Deep model-based reinforcement learning and Atari games."
    rl = Candidate(17, 39, "lexicon", "TASK", "reinforcement learning")
    assert [a[0] for a in alternatives(text, rl)] == ["left1", "left2", "right1", "right2", "trim"]
    wants_two_words = LinearScorer(["edit=left2", "edit=left1"], [6.0, 3.0], -2.0, 0.5)
    (edited,) = refined(wants_two_words, PaperContext(text), [rl])
    assert text[edited.start : edited.end] == "Deep model-based reinforcement learning"
    assert edited.canonical == "Deep model-based reinforcement learning"
    # "Deep" is another mention: the edit stops before it.
    deep = Candidate(0, 4, "titlecase", "METHOD", "Deep")
    rl = Candidate(17, 39, "lexicon", "TASK", "reinforcement learning")
    _, edited = refined(wants_two_words, PaperContext(text), [deep, rl])
    assert text[edited.start : edited.end] == "model-based reinforcement learning"
    # Below the threshold nothing moves.
    rl = Candidate(17, 39, "lexicon", "TASK", "reinforcement learning")
    (same,) = refined(LinearScorer([], [], -2.0, 0.5), PaperContext(text), [rl])
    assert (same.start, same.end) == (17, 39)


def test_the_fit_learns_what_the_examples_teach():
    rows = [["src=titlecase", "nextch=-"]] * 20 + [["src=lexicon"]] * 20 + [["src=titlecase"]] * 20
    targets = [False] * 20 + [True] * 20 + [True] * 14 + [False] * 6
    scorer = fit_linear(rows, targets, 0.5)
    assert scorer.score(["src=titlecase", "nextch=-"]) < 0.2 < 0.6 < scorer.score(["src=lexicon"])
    weighted = fit_linear(rows, targets, 0.5, weights=[1.0] * 40 + [5.0] * 20)
    assert weighted.score(["src=titlecase"]) > scorer.score(["src=titlecase"])


def test_a_threshold_is_chosen_among_those_that_keep_the_required_recall():
    table = {
        0.0: {"precision": 0.76, "recall": 0.83, "recall_all": 0.48},
        0.3: {"precision": 0.79, "recall": 0.828, "recall_all": 0.47},
        0.6: {"precision": 0.84, "recall": 0.80, "recall_all": 0.44},
    }
    assert choose(table, 0.005, lambda s: s["precision"]) == 0.3
    assert choose(table, 0.05, lambda s: s["precision"]) == 0.6


def test_the_shipped_scorer_ranks_an_eponym_piece_below_a_proper_name_in_a_real_abstract():
    doc = build_pipeline(keep=False)(LAPLACE)
    context = PaperContext(doc.text, doc._.acronyms or (), doc._.proposed or ())
    shipped = KeepScorer.load(keep_path(model_path()))
    found = {doc.text[c.start : c.end]: c for c in doc._.mentions}
    # The resolver takes the eponym with its noun (explorer.nlp.name_tails) ...
    assert "Laplace approximation" in found and "Laplace" not in found
    # ... and the piece a cut would leave is less likely an entry than the named "Stan".
    start = doc.text.index("Laplace")
    piece = Candidate(start, start + len("Laplace"), "titlecase", "METHOD", "Laplace")
    assert shipped._probability(context, piece) < shipped._probability(context, found["Stan"])


def test_on_the_train_split_the_scorers_raise_precision_and_keep_required_recall():
    """In-sample, so a check that the hook works, not a quality figure (README has those)."""
    records = annotations("train.jsonl")[:60]
    papers = [Paper(r["id"], r["abstract"]) for r in records]
    found = {}
    for keep in (False, True):
        nlp = build_pipeline(doc_entities=False, keep=keep)
        found[keep] = evaluate(records, extract_papers(papers, nlp=nlp, use_titles=False))
    assert found[True]["precision"] > found[False]["precision"]
    assert found[True]["recall"] >= found[False]["recall"] - 0.01


@pytest.mark.slow
def test_training_reports_both_curves_and_chooses_thresholds_on_them(tmp_path):
    every = annotations("train.jsonl")
    records = [r for r in every if r["corpus"] == "icml2022"][:12]
    records += [r for r in every if r["corpus"] == "iclr2023"][:12]
    report = keep_training.train_keep(
        records,
        tmp_path / "k.npz",
        fit_recognizer,
        lambda model: build_pipeline(doc_entities=False, recognizer=str(model), keep=False),
    )
    json.dumps(report)
    assert report["bounds"]["threshold"] in bounds_training.THRESHOLDS
    assert report["keep"]["threshold"] in keep_training.THRESHOLDS
    assert set(report["keep"]["curve"]) == set(keep_training.THRESHOLDS)
    # Keeping everything is the bounds curve's chosen row without the never-concepts (places,
    # counts, citations...), which are no annotated entry: the same recall, no less precision.
    chosen = report["bounds"]["curve"][report["bounds"]["threshold"]]
    keep_all = report["keep"]["curve"][0.0]
    assert keep_all["recall"] == chosen["recall"]
    assert keep_all["recall_all"] == chosen["recall_all"]
    assert keep_all["precision"] >= chosen["precision"]
    assert KeepScorer.load(tmp_path / "k.npz").keep.threshold == report["keep"]["threshold"]


def test_remembered_parts_score_exactly_as_the_features_trained_on():
    """Inference sums a name's and a word's weights once and remembers them; the sum must be
    the one of the whole feature list the fit saw."""
    shipped = KeepScorer.load(keep_path(model_path()))
    text = annotations("train.jsonl")[0]["abstract"]
    doc = build_pipeline(keep=False)(text)
    context = PaperContext(doc.text, doc._.acronyms or (), doc._.proposed or ())
    assert doc._.mentions
    for cand in doc._.mentions:
        whole = shipped.keep.score(keep_features(context, cand))
        if cand.source != "proposal":
            assert shipped._probability(context, cand) == pytest.approx(whole, abs=1e-9)
        name = doc.text[cand.start : cand.end]
        for edit, _, _, words in alternatives(doc.text, cand):
            side = edit.rstrip("0123456789")
            known = shipped.bounds.part((edit, tuple(words)), word_features)
            known += shipped.bounds.part((side, name, cand.source, cand.label), mention_features)
            parts = shipped.bounds.probability(known, place_features(context, cand, side, words))
            whole = shipped.bounds.score(edit_features(context, cand, edit, words))
            assert parts == pytest.approx(whole, abs=1e-9)


def test_skipping_the_context_when_the_name_decides_changes_no_decision():
    shipped = KeepScorer.load(keep_path(model_path()))
    nlp = build_pipeline(keep=False)
    for record in annotations("train.jsonl")[:15]:
        doc = nlp(record["abstract"])
        context = PaperContext(doc.text, doc._.acronyms or (), doc._.proposed or ())
        for threshold in (0.1, 0.5, 0.9):
            keep = LinearScorer([], [], 0.0, threshold)
            keep.weights, keep.bias = shipped.keep.weights, shipped.keep.bias
            mentions = list(doc._.mentions)
            cited = citations(context.text)
            cut = [cut_to_name(context.text, c) for c in mentions]  # names cut out first
            never = {
                c.canonical
                for c in cut
                if c.source != "proposal" and never_a_concept(context.text, c, cited)
            }
            best: dict[str, float] = {}
            for cand in cut:
                p = 1.0 if cand.source == "proposal" else keep.score(keep_features(context, cand))
                key = concept_key(cand.canonical)
                best[key] = max(best.get(key, 0.0), p)
            expected = [
                c
                for c in cut
                if best[concept_key(c.canonical)] >= threshold
                and (c.source == "proposal" or not never_a_concept(context.text, c, cited))
                and not (
                    c.canonical in never and context.text[c.start : c.end] in context.short_forms
                )
            ]
            proposals = [doc.text[c.start : c.end] for c in mentions if c.source == "proposal"]
            assert not [p for p in proposals if never_proposed(p)]  # else the reference is short
            assert KeepScorer(keep, None).refine(context, mentions) == expected


def test_skipping_edits_that_cannot_pass_changes_no_edit():
    shipped = KeepScorer.load(keep_path(model_path()))
    nlp = build_pipeline(keep=False)
    for record in annotations("train.jsonl")[:15]:
        doc = nlp(record["abstract"])
        context, text = PaperContext(doc.text), doc.text
        for threshold in (0.2, 0.5, 0.7):
            bounds = LinearScorer([], [], 0.0, threshold)
            bounds.weights, bounds.bias = shipped.bounds.weights, shipped.bounds.bias
            got = refined(bounds, context, [copy.copy(c) for c in doc._.mentions])
            # Every edit scored in full, the likeliest applied as refined() does.
            expected = sorted((copy.copy(c) for c in doc._.mentions), key=lambda c: c.start)
            for i, cand in enumerate(expected):
                low = expected[i - 1].end if i else 0
                high = expected[i + 1].start if i + 1 < len(expected) else len(text)
                best, best_p = None, threshold
                for edit, start, end, words in alternatives(text, cand):
                    p = bounds.score(edit_features(context, cand, edit, words))
                    if low <= start and end <= high and p >= best_p:
                        best, best_p = (start, end), p
                if best:
                    apply_edit(text, cand, *best)
            assert got == expected
