"""The kind a name's own sentence gives it (explorer.nlp.type_cues), in the corpus pass."""

from __future__ import annotations

from explorer.model import Mention
from explorer.nlp.corpus_types import retype_by_neighbours
from explorer.nlp.type_cues import cue_kind

from .mentions import labels_of, mentions_in


def test_a_problem_the_sentence_names_is_a_task():
    text = (
        "Contrastive learners suffer from dimensional collapse. To alleviate shortcut "
        "reliance, we face a new challenge named modality imbalance, and study the problem "
        "of label shift."
    )
    found = mentions_in(
        text,
        ("dimensional collapse", "METHOD"),
        ("shortcut reliance", "METHOD"),
        ("modality imbalance", "METHOD"),
        ("label shift", "METHOD"),
    )
    assert retype_by_neighbours(text, found)
    assert set(labels_of(found).values()) == {"TASK"}


def test_a_method_after_a_problem_verb_or_a_task_word_keeps_its_label():
    text = "We apply SAM to mitigate overfitting and use LoRA tasks; we reduce FooNet's cost."
    found = mentions_in(text, ("SAM", "METHOD"), ("LoRA", "METHOD"), ("FooNet", "METHOD"))
    assert not retype_by_neighbours(text, found)  # names, not lowercase problems


def test_a_lowercase_term_headed_by_a_task_word_is_a_task_but_back_translation_is_not():
    text = "We improve speech-to-text translation with back-translation and spectral clustering."
    found = mentions_in(
        text,
        ("speech-to-text translation", "METHOD"),
        ("back-translation", "METHOD"),
        ("spectral clustering", "METHOD"),
    )
    retype_by_neighbours(text, found)
    assert labels_of(found) == {
        "speech-to-text translation": "TASK",
        "back-translation": "METHOD",
        "spectral clustering": "METHOD",
    }


def test_a_named_agent_or_released_language_models_are_models():
    text = (
        "We train a single policy; the agent, which we call Orca, plays 40 games. "
        "We release Falcon and Falcon-Instruct, two open language models."
    )
    found = mentions_in(
        text, ("Orca", "METHOD"), ("Falcon", "METHOD"), ("Falcon-Instruct", "METHOD")
    )
    assert retype_by_neighbours(text, found)
    assert set(labels_of(found).values()) == {"MODEL"}


def test_a_proposed_approach_beside_pretrained_models_stays_a_method():
    text = "This paper introduces BRIDGE, a novel approach that aligns pretrained vision models."
    found = mentions_in(text, ("BRIDGE", "METHOD"))
    assert cue_kind(text, found[0]) == ""


def test_an_environment_suite_named_before_its_noun_is_a_dataset_for_every_mention():
    text = "We test agents in the Crafter environment suite. Crafter is hard; Crafter needs memory."
    found = [
        Mention("Crafter", "METHOD", "Crafter", s, s + 7, text, 0)
        for s in (text.index("Crafter"), text.index("Crafter is"), text.rindex("Crafter"))
    ]
    assert retype_by_neighbours(text, found)
    assert {m.label for m in found} == {"DATASET"}


def test_a_name_headed_by_problem_is_a_task_and_a_specific_label_stays():
    text = "We solve the Capacitated Routing Problem on the Solomon benchmark problems."
    found = mentions_in(
        text, ("Capacitated Routing Problem", "DATASET"), ("Solomon benchmark problems", "METHOD")
    )
    retype_by_neighbours(text, found)
    assert labels_of(found) == {
        "Capacitated Routing Problem": "DATASET",  # only METHOD labels change
        "Solomon benchmark problems": "TASK",
    }


def test_a_task_label_yields_to_a_method_cue():
    text = (
        "Classic approaches (e.g. pruning and hashing) are slow. Spectral ranking is a simple "
        "method, and our planner is based on tree search for image classification."
    )
    found = mentions_in(
        text,
        ("pruning", "TASK"),
        ("hashing", "TASK"),
        ("Spectral ranking", "TASK"),
        ("tree search", "TASK"),
        ("image classification", "TASK"),
    )
    assert retype_by_neighbours(text, found)
    assert labels_of(found) == {
        "pruning": "METHOD",
        "hashing": "METHOD",
        "Spectral ranking": "METHOD",
        "tree search": "TASK",  # "based on X" is no cue: X may be a topic
        "image classification": "TASK",
    }


def test_an_auxiliary_task_is_a_training_device_but_a_parsing_task_is_a_task():
    text = "We add a pretext task and a contrastive auxiliary task to the graph parsing tasks."
    found = mentions_in(
        text,
        ("pretext task", "METHOD"),
        ("contrastive auxiliary task", "METHOD"),
        ("graph parsing tasks", "METHOD"),
    )
    retype_by_neighbours(text, found)
    assert labels_of(found) == {
        "pretext task": "METHOD",
        "contrastive auxiliary task": "METHOD",
        "graph parsing tasks": "TASK",
    }


def test_examples_of_tasks_type_lowercase_terms_but_not_names():
    text = "We cover statistical tasks, including robust mean estimation, PCA and sparse recovery."
    found = mentions_in(
        text,
        ("robust mean estimation", "METHOD"),
        ("PCA", "METHOD"),
        ("sparse recovery", "METHOD"),
    )
    retype_by_neighbours(text, found)
    assert labels_of(found) == {
        "robust mean estimation": "TASK",
        "PCA": "METHOD",
        "sparse recovery": "TASK",
    }


def test_a_definition_by_aim_makes_a_task():
    text = "Open-set parsing (OSP) aims to segment unseen parts, and OSP is hard; we reduce drift."
    found = mentions_in(text, ("Open-set parsing", "METHOD"), ("drift", "METHOD"))
    long_form = "Open-set parsing"
    found += [Mention("OSP", "METHOD", long_form, s, s + 3, text) for s in (18, text.rindex("OSP"))]
    found.sort(key=lambda m: m.start)
    assert retype_by_neighbours(text, found)
    assert [(m.text, m.label) for m in found] == [
        ("Open-set parsing", "TASK"),
        ("OSP", "TASK"),
        ("OSP", "TASK"),  # what the sentence says of a name holds for its other mentions
        ("drift", "TASK"),
    ]


def test_a_named_method_that_aims_and_a_modifier_after_a_problem_verb_keep_their_label():
    text = "Stencil Flow Matching (SFM) aims to recover detail, and we reduce pre-training time."
    found = mentions_in(
        text, ("Stencil Flow Matching", "METHOD"), ("SFM", "METHOD"), ("pre-training", "METHOD")
    )
    assert not retype_by_neighbours(text, found)


def test_an_example_list_ends_where_a_new_phrase_opens():
    text = "It beats baselines such as ASP on tasks including image classification, and parsing."
    found = mentions_in(
        text, ("ASP", "METHOD"), ("image classification", "TASK"), ("parsing", "TASK")
    )
    assert not retype_by_neighbours(text, found)  # the tasks are no examples of baselines


def test_a_phenomenon_a_defined_problem_and_a_named_environment():
    text = (
        "We study the phenomenon of ``grokking''. Node ranking is the problem of ordering nodes. "
        "We test in the Crowd Navigation Environment with differentiable simulators."
    )
    found = mentions_in(
        text,
        ("grokking", "METHOD"),
        ("Node ranking", "METHOD"),
        ("Crowd Navigation Environment", "METHOD"),
        ("differentiable simulators", "METHOD"),
    )
    assert retype_by_neighbours(text, found)
    assert labels_of(found) == {
        "grokking": "TASK",
        "Node ranking": "TASK",
        "Crowd Navigation Environment": "DATASET",
        "differentiable simulators": "METHOD",
    }


def test_a_name_built_on_bench_is_a_benchmark_but_a_bench_word_inside_a_word_is_not():
    text = "We score FooNet on TabBench and on QA-Bench-12, with Benchmarking-Tool."
    found = mentions_in(
        text,
        ("FooNet", "METHOD"),
        ("TabBench", "METHOD"),
        ("QA-Bench-12", "METHOD"),
        ("Benchmarking-Tool", "METHOD"),
    )
    retype_by_neighbours(text, found)
    assert labels_of(found) == {
        "FooNet": "METHOD",
        "TabBench": "DATASET",
        "QA-Bench-12": "DATASET",
        "Benchmarking-Tool": "METHOD",
    }


def test_what_one_solves_is_a_task_and_algorithms_known_as_x_are_a_method():
    text = "Networks can solve inverse scattering, a class of algorithms known as mirror descent."
    found = mentions_in(text, ("inverse scattering", "METHOD"), ("mirror descent", "TASK"))
    assert retype_by_neighbours(text, found)
    assert labels_of(found) == {"inverse scattering": "TASK", "mirror descent": "METHOD"}
