"""Names that open on a verb of their clause or on a model's activity (explorer.nlp.verb_context),
and the pieces of a sentence a name alone shows (explorer.nlp.clause_pieces), dropped end to end.

The classes come from the train split and the ICML 2023 / ICLR 2024 corpora (single-paper
concepts such as "study Markov chain SGD", "employ reconstruction loss", "evaluate", "which");
the sentences here are made up.
"""

from __future__ import annotations

import pytest

from explorer.nlp.clause_pieces import clause_piece
from explorer.nlp.learned.keep import never_proposed
from explorer.nlp.not_concepts import not_a_concept
from explorer.nlp.verb_context import model_activity, verb_after_subject

from .annotated import annotations


def _at(text: str, name: str) -> tuple[str, int, int]:
    start = text.index(name)
    return text, start, start + len(name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("In Section 3 we model cache misses as a queue.", "model cache misses"),
        ("They leverage sparse attention masks throughout.", "leverage sparse attention masks"),
        ("Our agents can avoid reward hacking loops.", "avoid reward hacking loops"),
        ("We then benchmark graph partitioners on road maps.", "benchmark graph partitioners"),
        ("Solvers that employ interior point steps converge.", "employ interior point steps"),
    ],
)
def test_a_verb_after_its_subject_opens_no_name(text, name):
    assert verb_after_subject(*_at(text, name))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We show that weight sharing helps.", "weight sharing"),  # a noun after "that"
        ("Can model merging help?", "model merging"),  # a question's modal
        ("We use graph sampling on road maps.", "graph sampling"),  # no verb first
        ("We compare to image retrieval.", "image retrieval"),
        ("the choices of which reset policy fails", "reset policy"),  # "which" determines
        ("We study Markov chains.", "Markov chains"),  # capitalised: a name, not a verb
        ("we also observed training instability", "training instability"),  # -ing
    ],
)
def test_a_noun_phrase_after_a_subject_stays(text, name):
    assert not verb_after_subject(*_at(text, name))


def test_no_annotated_train_mention_opens_on_a_verb_after_its_subject():
    # The rule reads the text; the train split's annotated names, where they stand, pass it.
    hits = []
    for record in annotations("train.jsonl"):
        text = record["abstract"]
        for entry in record["entities"]:
            for name in entry["names"]:
                start = text.find(name)
                if start >= 0 and verb_after_subject(text, start, start + len(name)):
                    hits.append((record["id"], name))
    assert hits == []


@pytest.mark.parametrize(
    ("name", "activity"),
    [
        ("training sparse transformers", True),
        ("fine-tuning vision encoders", True),
        ("Scaling language models", True),
        ("leading language models", False),  # a participle that qualifies
        ("existing vision models", False),
        ("training", False),  # the activity alone is a concept of its own
    ],
)
def test_a_model_activity_is_told_by_its_first_word(name, activity):
    assert model_activity(name) == activity


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("which", "function word"),
        ("for", "function word"),
        ("quantify", "verb"),  # a plain verb alone
        ("reconstruct", "verb"),
        ("strategically reallocate budgets", "verb"),  # an adverb before a verb
        ("randomly shuffling", "verb"),
        ("federated-", "cut"),  # cut at its hyphen ("federated-averaged")
    ],
)
def test_pieces_a_name_alone_shows(name, kind):
    assert clause_piece(name) == kind
    assert not_a_concept(name) == kind
    assert never_proposed(name)


@pytest.mark.parametrize(
    "name",
    ["meta-learn", "fine-tune", "boosting", "weakly supervised segmentation", "early exiting"],
)
def test_names_that_look_like_verbs_stay(name):
    assert clause_piece(name) == ""


def test_a_verb_a_short_form_was_matched_to_stays_proposed():
    # "we propose contrast with reconstruct (ReCon)" (train icml2023-1026): the letters of the
    # short form matched one verb; dropping it dropped the short form with it.
    assert never_proposed("reconstruct")
    assert not never_proposed("reconstruct", {"reconstruct"})


def test_verb_phrases_are_dropped_end_to_end(extract):
    text = (
        "We present Quillon, a planner for warehouse robots. We then study Markov chain SGD "
        "and methods that employ reconstruction loss."
    )
    texts = {m.text for m in extract(text).mentions}
    assert "Quillon" in texts
    assert not {"study Markov chain SGD", "employ reconstruction loss"} & texts


def test_a_model_activity_is_no_model_end_to_end(extract):
    # Without the rule the model head made "training language models" a MODEL.
    mentions = extract("The cost of training language models on licensed text is debated.")
    activities = [m for m in mentions.mentions if model_activity(m.text)]
    assert all(m.label != "MODEL" for m in activities)
