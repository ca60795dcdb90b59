"""The paper's own names: proposal cues, naming cues, appositives, emphasis, titles."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("abstract", "proposed"),
    [
        ("We propose QuokkaNet, a graph model for molecules.", ["QuokkaNet"]),
        ("In this paper we propose QuokkaNet, a novel architecture for graphs.", ["QuokkaNet"]),
        ("We present a one-shot pruning method called Olica.", ["Olica"]),
        ("We describe an approach named HyperSketch that summarises streams.", ["HyperSketch"]),
        ("Here we build a sampler, dubbed ZetaWalk, for graphs.", ["ZetaWalk"]),
        ("Our model, ZetaFormer, uses sparse attention.", ["ZetaFormer"]),
        (
            "It is hard. Our proposed inner guidance (IG) helps.",
            ["inner guidance", "IG"],
        ),
        ("We compiled WildTalk, a corpus of chats.", ["WildTalk"]),
        ("ZetaFormer, a novel sparse transformer, is trained from scratch.", ["ZetaFormer"]),
        ("We propose *Brisket*, an optimizer for sparse networks.", ["Brisket"]),
        (r"We propose \textit{Brisket}, an optimizer for sparse networks.", ["Brisket"]),
        ("We propose a new optimizer, **Brisket**, for sparse nets.", ["Brisket"]),
        ("We propose a framework, ZetaKit, that scales training.", ["ZetaKit"]),
        ("We propose pruned sketching, a method for compressing streams.", ["pruned sketching"]),
        (
            "This paper introduces Layer-wise Token Folding, which reduces tokens.",
            ["Layer-wise Token Folding"],
        ),
        ("We propose ZetaFormer-3B, a sparse model.", ["ZetaFormer-3B"]),
        ("In this work, we propose, QuokkaNet, a graph model.", ["QuokkaNet"]),
        (
            "To this end, a novel count-sketch sampler (CSS) module is proposed to sample.",
            ["count-sketch sampler", "CSS"],
        ),
        (
            "We refer to this approach as generalized count sketch (GCS). It is fast.",
            ["generalized count sketch", "GCS"],
        ),
        ("It needs a condition which we call ZIPE.We show it holds.", ["ZIPE"]),
        (
            "We also design two new algorithms, ZetaSort and ZetaMerge, for lists.",
            ["ZetaSort", "ZetaMerge"],
        ),
        ("We propose ZetaSearch*, a tree search planner.", ["ZetaSearch*"]),
        ("We develop a new approach (ZEBRA) which prunes graphs.", ["ZEBRA"]),
        ("To scale it, we propose a novel method ZETA to prune graphs.", ["ZETA"]),
        (
            "We present a sampler, which we call pruned graph walks (PGW).",
            ["pruned graph walks", "PGW"],
        ),
        (
            "We extend sketches to streams, coined generalized count sketch (GCS), cheaply.",
            ["generalized count sketch", "GCS"],
        ),
        ("We design a sampler for graphs, which we call ZetaWalk.", ["ZetaWalk"]),
        ("We propose a pruning framework, i.e., ZetaKit, to scale training.", ["ZetaKit"]),
        ("We introduce a streaming framework – ZetaKit: the sketch is learned.", ["ZetaKit"]),
        (
            "We present QUOKKA, Query Orchestration for Knowledge Kernels, a new retriever.",
            ["QUOKKA", "Query Orchestration for Knowledge Kernels"],
        ),
        # LaTeX's em dash ends the name, and so does "--" before lowercase
        ("In this work we propose ZetaSkip---a simple method for sketches.", ["ZetaSkip"]),
        ("We introduce Quokka Replay---a form of replay for agents.", ["Quokka Replay"]),
        ("We propose QuokkaNet--which is small--for retrieval.", ["QuokkaNet"]),
        # old LaTeX font switches mark the name as \\textit does
        (r"We give a sampler, called {\tt ZETA-WALK}, for graphs.", ["ZETA-WALK"]),
        (r"We propose {\em Quokka Replay}, a form of replay.", ["Quokka Replay"]),
        # a lowercase-led coined name
        ("Our approach, qSketch, is fast.", ["qSketch"]),
        # a lowercase name set off after its generic noun, with "the" or between dashes
        (
            "We introduce a new buffer module, the quokka replay module, to refine features.",
            ["quokka replay module"],
        ),
        ("We introduce a novel algorithm --- sketch forests --- that prunes.", ["sketch forests"]),
        # the long form of a coined short form set off after a comma and "the"
        (
            "We present a novel net using sketches, the Quokka Transformer (QuokkaFormer), "
            "which scales.",
            ["Quokka Transformer", "QuokkaFormer"],
        ),
    ],
)
def test_proposal_cues(extract, abstract, proposed):
    found = extract(abstract)
    assert found.proposed == proposed
    assert found.label == proposed[0]  # untitled: the label is the proposed name
    assert any(m.text == proposed[0] for m in found.mentions)


@pytest.mark.parametrize(
    "abstract",
    [
        "We propose to use Adam for training. Prior work proposed QuokkaNet.",
        "They propose ZetaFormer for vision. Smith et al. introduced HyperSketch.",
        "Deep networks are expensive to train, and we study why.",
    ],
)
def test_no_proposal_without_our_cue(extract, abstract):
    assert extract(abstract).proposed == []


def test_a_clause_after_the_generic_noun_is_no_name(extract):
    assert extract("We propose a method, which, in turn, helps sketches.").proposed == []


def test_a_naming_cue_after_the_generic_noun_is_not_part_of_the_name(extract):
    found = extract("We propose a geometric learning framework, termed QuokkaDock,  which docks.")
    assert found.proposed == ["QuokkaDock"]


def test_acronym_definitions_after_a_cue_give_both_forms(extract):
    found = extract(
        "We introduce three techniques: Model Update Decomposition (MUD), "
        "Sparse Gradient Echo (SGE), and more."
    )
    assert found.proposed == ["Model Update Decomposition", "MUD", "Sparse Gradient Echo", "SGE"]


@pytest.mark.parametrize(
    ("abstract", "proposed"),
    [
        (
            "We propose Challenger Arm Sampling for Exemplar selection (CASE), a bandit method.",
            ["Challenger Arm Sampling for Exemplar selection", "CASE"],
        ),
        (
            "We propose Orthogonal linear calibration (Olica) for pruning.",
            ["Orthogonal linear calibration", "Olica"],
        ),
    ],
)
def test_proposed_acronym_long_form_is_not_truncated(extract, abstract, proposed):
    found = extract(abstract)
    assert found.proposed == proposed
    assert found.label == proposed[0]


@pytest.mark.parametrize(
    ("abstract", "proposed"),
    [
        ("We propose QuokkaNet with Adam on ImageNet.", ["QuokkaNet"]),
        ("We introduce QuokkaNet for ImageNet classification.", ["QuokkaNet"]),
        ("We present QuokkaNet-L and QuokkaNet-S, two variants.", ["QuokkaNet-L", "QuokkaNet-S"]),
    ],
)
def test_proposal_stops_at_the_next_name(extract, abstract, proposed):
    found = extract(abstract)
    assert found.proposed == proposed
    texts = {m.text: m.label for m in found.mentions}
    assert all(texts.get(name) == "METHOD" for name in proposed)


def test_title_name_is_proposed_and_titles_can_be_ignored(nlp):
    from explorer.model import Paper
    from explorer.nlp.extract import extract_papers

    paper = Paper(
        id="t",
        title="QuokkaNet: Scaling Graph Models",
        abstract="We study graph models at scale and report results.",
    )
    (with_title,) = extract_papers([paper], nlp=nlp)
    (abstract_only,) = extract_papers([paper], nlp=nlp, use_titles=False)
    assert with_title.proposed == ["QuokkaNet"]
    assert abstract_only.proposed == []
    assert with_title.label == abstract_only.label == "QuokkaNet: Scaling Graph Models"


def test_an_emphasised_name_with_its_acronym_gives_two_names(extract):
    found = extract("We propose a strategy called **Sharp Data Poisoning (SDP)**. It works.")
    assert found.proposed == ["Sharp Data Poisoning", "SDP"]
    assert [m.text for m in found.mentions] == ["Sharp Data Poisoning", "SDP"]


@pytest.mark.parametrize(
    ("abstract", "proposed", "cue"),
    [
        # LaTeX quotes after a naming cue, double and single
        (
            "Pruning is costly. We propose a new method called ``hybrid tickets'', which works.",
            ["hybrid tickets"],
            "naming_lower",
        ),
        (
            "Metrics are few. We propose a new evaluation metric, called `rarity score', to "
            "measure images.",
            ["rarity score"],
            "naming_lower",
        ),
        # the passive naming cues
        (
            "Images are hard. We propose two modules, which is referred to as the reciprocal "
            "Quokka GAN (RQ-GAN). It works.",
            ["reciprocal Quokka GAN", "RQ-GAN"],
            "naming",
        ),
        ("Graphs are big. The method is denoted as ZetaWalk in what follows.", ["ZetaWalk"], None),
        # the name after "the proposed"
        (
            "Series are long. Experiments show that the proposed QUOKKA network outperforms "
            "baselines.",
            ["QUOKKA"],
            "proposed_the",
        ),
        # a quoted name called new, with its acronym
        (
            "Gates matter. We encode the gates in a novel 'quokka path feature' (QPF), and more.",
            ["quokka path feature", "QPF"],
            "new_quoted",
        ),
    ],
)
def test_round_11_phrasings_are_rule_proposals(rules_nlp, abstract, proposed, cue):
    doc = rules_nlp.make_doc(abstract)
    for name, component in rules_nlp.pipeline:
        if name == "explorer_proposed":  # which clears the finder's notes on its cues
            break
        doc = component(doc)
    assert sorted(doc.text[s:e] for s, e in doc._.proposed) == sorted(proposed)
    cues = {doc.text[s:e]: found_by for (s, e), found_by in doc.user_data["proposal_cues"].items()}
    assert cue is None or cues[proposed[0]] == cue


@pytest.mark.parametrize(
    "abstract",
    [
        "Prior work is slow. The proposed method is fast and the proposed approach is simple.",
        "Words matter. A new 'interpretation' of old results is given.",
        "Data is noisy. The noise is denoted as $\\epsilon$ below.",
    ],
)
def test_round_11_phrasings_need_a_name(rules_nlp, abstract):
    assert rules_nlp(abstract)._.proposed == []
