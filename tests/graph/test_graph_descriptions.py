"""Descriptions that name no concept (round 10): families of work, data, describers, 'our'."""

from explorer.graph.build import build_graph
from explorer.graph.resolution import resolve

from .graph_examples import paper


def _types(G) -> dict[str, str]:
    return {d["label"]: d["type"] for _, d in G.nodes(data=True) if d["kind"] == "concept"}


def test_a_family_of_work_told_by_a_trait_is_dropped_but_a_model_family_stays():
    text = (
        "Unlike rehearsal-based approaches and training-free methods, we compare "
        "likelihood-based generative models with policy gradient methods."
    )
    spans = [
        ("rehearsal-based approaches", "METHOD"),
        ("training-free methods", "METHOD"),
        ("likelihood-based generative models", "METHOD"),
        ("policy gradient methods", "METHOD"),
    ]
    names = resolve([paper("a", text, *spans)]).names[0]
    assert names == ["", "", "likelihood-based generative models", "policy gradient methods"]


def test_a_family_description_another_abstract_writes_is_still_dropped():
    ex = paper("a", "Prior retrieval-based methods fail.", ("retrieval-based methods", "METHOD"))
    other = paper("b", "Many retrieval-based methods exist; we use BM25.", ("BM25", "METHOD"))
    r = resolve([ex, other])
    assert r.names[0] == [""]
    assert r.names[1] == ["BM25"]


def test_a_description_of_data_is_dropped_but_a_named_dataset_stays():
    text = "Experiments on real-world clinical datasets, physiological data and Waymo Open data."
    spans = [
        ("real-world clinical datasets", "DATASET"),
        ("physiological data", "DATASET"),
        ("Waymo Open data", "DATASET"),
    ]
    assert resolve([paper("a", text, *spans)]).names[0] == ["", "", "Waymo Open data"]


def test_a_plural_description_labelled_task_is_not_taken_for_data():
    text = "We study robotic control tasks with PPO."
    ex = paper("a", text, ("robotic control tasks", "TASK"), ("PPO", "METHOD"))
    assert resolve([ex]).names[0] == ["robotic control tasks", "PPO"]


def test_a_name_opening_on_a_typical_describer_is_a_description_unless_a_term_of_art():
    text = "Unlike traditional fusion models, classical planning and the Standard Model tests."
    spans = [
        ("traditional fusion models", "METHOD"),
        ("classical planning", "METHOD"),
        ("Standard Model", "METHOD"),
    ]
    names = resolve([paper("a", text, *spans)]).names[0]
    assert names == ["", "classical planning", "Standard Model"]


def test_our_unnamed_contribution_is_a_description_but_a_defined_one_is_a_name():
    text = "We test our proposed coarse-to-fine algorithm on maps, and our graph sketch (GS)."
    spans = [("coarse-to-fine algorithm", "METHOD"), ("graph sketch", "METHOD")]
    assert resolve([paper("a", text, *spans)]).names[0] == ["", "graph sketch"]


def test_an_unnamed_method_before_a_participle_or_an_unnamed_dataset_is_a_description():
    text = "We use a neural routing solver learned without labels on a raw text corpus."
    spans = [("neural routing solver", "METHOD"), ("raw text corpus", "DATASET")]
    assert resolve([paper("a", text, *spans)]).names[0] == ["", ""]
    text = "We use a neural routing solver benchmark."
    spans = [("neural routing solver", "METHOD")]
    assert resolve([paper("a", text, *spans)]).names[0] == ["neural routing solver"]


def test_an_appositive_dataset_may_list_its_adjectives_with_commas_and_and():
    text = "We introduce FooBench22, a large-scale, multi-agent video and trajectory benchmark."
    G = build_graph([paper("a", text, ("FooBench22", "METHOD"))])
    assert _types(G)["FooBench22"] == "DATASET"


def test_a_name_the_paper_calls_a_problem_is_a_task_with_its_acronym():
    long_form = "Optimal Arms identification with Knapsacks"
    text = f"We pioneer the {long_form} (OAK) problem. We solve OAK with UCB."
    spans = [(long_form, "METHOD"), ("OAK", "METHOD", long_form), ("UCB", "METHOD")]
    G = build_graph([paper("a", text, *spans)])
    assert _types(G)[long_form] == "TASK"
    assert _types(G)["UCB"] == "METHOD"
    text = 'We present the task of "Social Rearrangement" and solve it with PPO.'
    G = build_graph([paper("b", text, ("Social Rearrangement", "METHOD"), ("PPO", "METHOD"))])
    assert _types(G)["Social Rearrangement"] == "TASK"
    assert _types(G)["PPO"] == "METHOD"


def test_the_end_of_the_sentence_before_run_into_a_name_is_cut_off():
    text = "It saves time on language instructions.WebAgent learns, with OpenStreetMap.We show."
    spans = [("language instructions.WebAgent", "METHOD"), ("OpenStreetMap.We", "DATASET")]
    other = paper("b", "WebAgent browses.", ("WebAgent", "METHOD"))
    r = resolve([paper("a", text, *spans), other])
    assert r.names[0] == ["WebAgent", "OpenStreetMap"]
    assert r.keys[0][0] == r.keys[1][0]


def test_a_dropped_description_still_links_the_concept_it_is_a_kind_of():
    text = "Our gradient-based learning algorithms on maps converge."
    ex = paper("a", text, ("gradient-based learning algorithms", "METHOD"))
    other = paper("b", "Gradient-based learning is popular.", ("Gradient-based learning", "METHOD"))
    r = resolve([ex, other])
    assert r.names[0] == ["gradient-based learning"]
    assert r.keys[0][0] == r.keys[1][0]
    assert resolve([ex]).names[0] == [""]
