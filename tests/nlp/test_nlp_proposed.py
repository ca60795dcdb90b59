"""The learned proposed-name scorer: its candidates and features, the shipped model, training."""

from __future__ import annotations

import shutil

import pytest

from explorer.evaluate import evaluate
from explorer.model import Paper
from explorer.nlp.extract import extract_papers
from explorer.nlp.learned.proposed import ProposedScorer, proposed_path
from explorer.nlp.learned.proposed_features import name_features, name_key, whole_phrase
from explorer.nlp.learned.recognizer import model_path
from explorer.nlp.learned.types import types_path
from explorer.nlp.pipeline import build_pipeline
from explorer.nlp.proposed_training import choose_thresholds, examples, train_proposed

from .annotated import annotations


def _names(rules_nlp, text: str, title: str = "") -> dict[str, list[str]]:
    doc = rules_nlp.make_doc(text)
    doc.user_data["title"] = title
    for name, component in rules_nlp.pipeline:
        if name == "explorer_proposed":
            break
        doc = component(doc)
    return {key: feats for key, (_, feats) in name_features(doc).items()}


def test_candidates_carry_the_cue_that_proposed_them_and_the_comparisons(rules_nlp):
    names = _names(
        rules_nlp,
        "We propose ZetaWalk, a sampler for graphs. ZetaWalk outperforms DeepWalk on Cora.",
    )
    assert "src=rule:verb" in names["zetawalk"] and "rule" in names["zetawalk"]
    assert "cmp_before" in names["deepwalk"] and "rule" not in names["deepwalk"]
    assert "count=2" in names["zetawalk"] and "sents=2" in names["zetawalk"]
    assert "known" in names["cora"]  # a lexicon name


def test_an_acronym_and_its_long_form_share_their_evidence(rules_nlp):
    names = _names(
        rules_nlp,
        "Our method uses a scale meta-learner (SML) to adapt models. First, SML transforms it.",
        title="SML: Scaling Meta-Learners",
    )
    long, short = names["scalemetalearner"], names["sml"]
    assert "src=acr_long" in short and "src=acr_short" in long
    assert "title_head" in short and "title_head" not in long


def test_lowercase_names_after_naming_cues_are_candidates(rules_nlp):
    text = "At its heart is a simple idea we call unprocessing, which inverts the pipeline."
    assert "unprocessing" in _names(rules_nlp, text)
    start = text.index("unprocessing")
    assert whole_phrase(text, start, len(text)) == (start, start + len("unprocessing"))
    assert name_key("Meta-SAGE") == name_key("meta sage")


def test_a_phrase_after_a_naming_cue_stops_before_an_auxiliary():
    text = "The resulting new loss called KFIoU loss is easier to implement."
    start = text.index("KFIoU")
    assert whole_phrase(text, start, len(text)) == (start, start + len("KFIoU loss"))


def test_the_shipped_scorer_loads_from_the_package_and_runs_in_the_pipeline():
    path = proposed_path(model_path())
    assert path.is_file() and path.stat().st_size < 100_000
    scorer = ProposedScorer.load(path)
    assert 0.0 <= scorer.keep <= scorer.add <= 1.01 and len(scorer.weights) > 100
    nlp = build_pipeline(doc_entities=False)
    assert nlp.get_pipe("explorer_proposed").scorer is not None
    assert build_pipeline(recognizer=None).get_pipe("explorer_proposed").scorer is None


@pytest.mark.parametrize(
    ("abstract", "proposed"),
    [
        (
            "Training deep networks from scratch is slow. Pre-trained weights carry structure "
            "that random initialization lacks. We initialize attention weights to mimic that "
            "structure; we call it mimetic initialization. With mimetic initialization, vision "
            "transformers train faster on CIFAR-10 and ImageNet.",
            ["mimetic initialization"],
        ),
        (
            "Graph sampling is costly. We propose ZetaWalk, a sampler for large graphs. ZetaWalk "
            "outperforms DeepWalk and node2vec on three benchmarks.",
            ["ZetaWalk"],
        ),
        # the rules propose a known name after a cue; the scorer knows it is not the paper's own
        (
            "Scheduling jobs is hard. We propose a reinforcement learning (RL) approach to "
            "schedule jobs on clusters. It cuts waiting time by 20%.",
            [],
        ),
    ],
)
def test_the_scorer_decides_the_proposed_names(abstract, proposed):
    nlp = build_pipeline(doc_entities=False)
    (found,) = extract_papers([Paper("t", abstract)], nlp=nlp, use_titles=False)
    assert found.proposed == proposed


def test_thresholds_are_chosen_on_held_out_corpora_of_the_train_split():
    rows = examples(annotations("train.jsonl"))
    assert {corpus for corpus, *_ in rows} == {"iclr2023", "icml2022", "icml2023", "neurips2020"}
    chosen = choose_thresholds(rows)
    # recall is not bought with junk: held-out precision at least the rules'
    assert chosen["held_out"]["precision"] >= chosen["rules"]["precision"]
    assert chosen["held_out"]["recall"] >= chosen["rules"]["recall"] - 0.02


def _dev_proposed(recognizer: str | None = None) -> dict:
    dev = annotations("dev.jsonl")
    nlp = build_pipeline(doc_entities=False, **({"recognizer": recognizer} if recognizer else {}))
    papers = [Paper(r["id"], r["abstract"], r.get("title", "")) for r in dev]
    report = evaluate(dev, extract_papers(papers, nlp=nlp, use_titles=False))
    return {k: report[k] for k in ("proposed_recall", "proposed_precision")}


def test_training_reproduces_the_shipped_scorer_and_its_dev_scores(tmp_path):
    # The scorer is trained beside a recognizer: beside a copy of the shipped one here.
    recognizer = tmp_path / "recognizer.npz"
    shutil.copy(model_path(), recognizer)
    shutil.copy(types_path(model_path()), types_path(recognizer))
    report = train_proposed(annotations("train.jsonl"), proposed_path(recognizer))
    shipped = ProposedScorer.load(proposed_path(model_path()))
    again = ProposedScorer.load(proposed_path(recognizer))
    assert [again.keep, again.add] == [shipped.keep, shipped.add] == report["threshold"]["chosen"]
    before, after = _dev_proposed(), _dev_proposed(str(recognizer))
    for key, value in before.items():
        assert abs(after[key] - value) <= 0.01, (key, value, after[key])


def test_dev_proposed_names_stay_at_their_measured_level():
    """Regression floors on the dev split, a little below the level measured when the scorer
    shipped (README, Extraction quality). The issue's floor of 0.90 recall is not met yet."""
    scores = _dev_proposed()
    assert scores["proposed_recall"] >= 0.84
    # 0.82 until round 9: on 667 train abstracts training's rule chose to add names from
    # probability 0.3 (0.5 before), held-out recall 0.687 -> 0.751 at the rules' precision;
    # on the dev split recall held (0.88) and precision fell to 0.786 (README, round 9).
    assert scores["proposed_precision"] >= 0.77


def test_a_kept_name_brings_the_other_form_of_its_acronym():
    from explorer.nlp.acronyms import AcronymPair
    from explorer.nlp.learned.proposed import with_partners

    text = "a Data Adaptive Graph Generation (DAGG) module"
    pair = AcronymPair("DAGG", "Data Adaptive Graph Generation", 2, 32, 34, 38)
    long_only = [(2, 32)]
    chosen = with_partners(long_only, {name_key(text[2:32])}, [pair])
    assert [text[s:e] for s, e in chosen] == ["Data Adaptive Graph Generation", "DAGG"]
    assert with_partners([], set(), [pair]) == []
