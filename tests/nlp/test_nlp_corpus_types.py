"""Types a name's neighbours give it in the corpus pass (explorer.nlp.corpus_types)."""

from __future__ import annotations

from explorer.model import Mention, Paper, PaperExtraction
from explorer.nlp.corpus_pass import PassOptions, corpus_pass
from explorer.nlp.corpus_types import coordinated, done_on, retype_by_neighbours

from .mentions import labels_of, mentions_in


def test_a_pair_joined_by_and_takes_its_mates_kind():
    text = "We render objects from repositories (e.g., ShapeNet and Objaverse) and FooNet or BarLM."
    found = mentions_in(
        text,
        ("ShapeNet", "DATASET"),
        ("Objaverse", "METHOD"),
        ("FooNet", "METHOD"),
        ("BarLM", "MODEL"),
    )
    assert retype_by_neighbours(text, found)
    assert labels_of(found) == {
        "ShapeNet": "DATASET",
        "Objaverse": "DATASET",
        "FooNet": "MODEL",
        "BarLM": "MODEL",
    }


def test_a_comma_alone_joins_no_pair():
    text = "Specifically, on ImageNet, AdaBelief achieves comparable accuracy."
    found = mentions_in(text, ("ImageNet", "DATASET"), ("AdaBelief", "METHOD"))
    assert coordinated(text, found) == []
    assert not retype_by_neighbours(text, found)
    assert labels_of(found)["AdaBelief"] == "METHOD"


def test_a_list_of_methods_and_tasks_keeps_its_labels():
    text = "We compare LoRA, ImageNet and object detection."
    found = mentions_in(
        text, ("LoRA", "METHOD"), ("ImageNet", "DATASET"), ("object detection", "TASK")
    )
    assert not retype_by_neighbours(text, found)  # a TASK among them: not one kind
    assert labels_of(found)["LoRA"] == "METHOD"


def test_an_activity_done_on_a_name_makes_it_data_but_not_what_one_builds_on():
    text = "Image denoising on SIDD, pretraining on the Pile, building on LoRA, based on GPT."
    found = mentions_in(
        text, ("SIDD", "METHOD"), ("Pile", "METHOD"), ("LoRA", "METHOD"), ("GPT", "MODEL")
    )
    assert [done_on(text, m) for m in found] == [True, True, False, False]
    retype_by_neighbours(text, found)
    assert labels_of(found) == {
        "SIDD": "DATASET",
        "Pile": "DATASET",
        "LoRA": "METHOD",
        "GPT": "MODEL",
    }


def test_lowercase_names_and_specific_labels_stay():
    text = "Denoising on diffusion models and classification on MNIST. Quux datasets help."
    found = mentions_in(text, ("diffusion models", "METHOD"), ("MNIST", "TASK"), ("Quux", "METHOD"))
    assert not retype_by_neighbours(text, found)  # "X datasets" may be datasets of a task X


def test_the_corpus_pass_applies_it_and_the_option_switches_it_off():
    text = (
        "We report image denoising on SIDD and video denoising on DAVIS; ConvNet, ResNet and VGG."
    )
    paper = Paper("p1", text)
    found = mentions_in(
        text,
        ("SIDD", "METHOD"),
        ("DAVIS", "METHOD"),
        ("ConvNet", "METHOD"),
        ("ResNet", "MODEL"),
        ("VGG", "MODEL"),
    )
    extraction = PaperExtraction(paper, found)
    on = labels_of(corpus_pass([extraction])[0].mentions)
    assert (on["SIDD"], on["DAVIS"], on["ConvNet"]) == ("DATASET", "DATASET", "MODEL")
    off = labels_of(corpus_pass([extraction], PassOptions(neighbours=False))[0].mentions)
    assert (off["SIDD"], off["DAVIS"], off["ConvNet"]) == ("METHOD", "METHOD", "METHOD")


def test_an_appositive_types_the_name_and_its_other_mentions_in_the_paper():
    text = (
        "We compiled WildChat, a corpus of chats, and SILO, a new language model. "
        "WildChat is public. FooNet, a method for which language models help, is ours."
    )
    found = mentions_in(text, ("WildChat", "METHOD"), ("SILO", "METHOD"), ("FooNet", "METHOD"))
    second = text.rindex("WildChat")
    found.append(Mention("WildChat", "METHOD", "WildChat", second, second + 8, text, 0))
    found.sort(key=lambda m: m.start)
    assert retype_by_neighbours(text, found)
    assert [(m.text, m.label) for m in found] == [
        ("WildChat", "DATASET"),
        ("SILO", "MODEL"),
        ("WildChat", "DATASET"),
        ("FooNet", "METHOD"),  # "for which" ends the phrase before "language models"
    ]


def test_a_result_measured_on_a_name_and_a_kind_noun_before_it_make_it_data():
    text = (
        "It gains 9.9 AP on CrowdPose and state-of-the-art performance on Foo, in the game Bar"
        " and on the ‘Baz’ dataset."
    )
    found = mentions_in(
        text, ("CrowdPose", "METHOD"), ("Foo", "METHOD"), ("Bar", "METHOD"), ("Baz", "METHOD")
    )
    assert retype_by_neighbours(text, found)
    assert {m.label for m in found} == {"DATASET"}
    assert not retype_by_neighbours(text, found)  # nothing left to change
