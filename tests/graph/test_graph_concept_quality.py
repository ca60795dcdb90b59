"""Issue 12's measures on real corpora: no split variants or wrong merges among the top concepts.

The detector is ``bench/bench_concepts.py`` (which also prints reach and families);
these tests hold its lists empty on the default corpus and, when present, the
shared ICML 2023 and ICLR 2024 corpora.
"""

import importlib.util

import networkx as nx
import pytest

from explorer.paths import DEFAULT_CORPUS, ROOT
from explorer.pipeline import open_graph

_spec = importlib.util.spec_from_file_location(
    "bench_concepts", ROOT / "bench" / "bench_concepts.py"
)
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)

SHARED = next(
    (p for p in (ROOT.parent / "shared", ROOT.parent.parent / "shared") if p.is_dir()), None
)


def _concept(G, label, kind="METHOD", papers=1):
    G.add_node(
        "concept:" + label.casefold(),
        kind="concept",
        type=kind,
        label=label,
        aliases=[label],
        papers=papers,
    )


def test_the_detector_finds_split_variants_and_wrong_merges():
    G = nx.Graph()
    _concept(G, "MDP", papers=5)
    _concept(G, "Markov decision process", papers=3)
    _concept(G, "Bayesian optimisation", papers=4)
    _concept(G, "Bayesian Optimizations", papers=2)
    _concept(G, "differential privacy", papers=6)
    G.nodes["concept:differential privacy"]["aliases"].append("DP-SGD")
    _concept(G, "CIFAR-10", "DATASET", papers=4)
    _concept(G, "CIFAR-100", "DATASET", papers=4)
    for n in list(G):
        for i in range(G.nodes[n]["papers"]):
            G.add_edge(n, f"paper:{n}{i}")
            G.nodes[f"paper:{n}{i}"]["kind"] = "paper"
    pairs = {(a, b, why) for a, b, why in bench.variant_pairs(G)}
    assert ("concept:markov decision process", "concept:mdp", "acronym") in pairs
    assert (
        "concept:bayesian optimisation",
        "concept:bayesian optimizations",
        "spelling",
    ) not in pairs
    assert any(
        {a, b} == {"concept:bayesian optimisation", "concept:bayesian optimizations"}
        for a, b, _ in pairs
    )
    assert not any("concept:cifar-10" in (a, b) for a, b, _ in pairs)
    assert bench.wrong_merges(G) == [("concept:differential privacy", "DP-SGD")]


def _check(G, *, families_single):
    assert bench.variant_pairs(G) == []
    assert bench.wrong_merges(G) == []
    check = bench.family_check(G)
    assert check["models_without_family"] == []
    assert check["family_attribute_conflicts"] == []
    if families_single:
        assert all(len(found) == 1 for found in check["families"].values()), check["families"]


def test_the_default_corpus_has_one_node_per_concept(tmp_path):
    G = open_graph([DEFAULT_CORPUS], cache_dir=tmp_path)
    _check(G, families_single=True)
    assert bench.reach_through_hierarchy(G) >= bench.reach(G)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["icml2023", "iclr2024"])
def test_the_shared_corpora_have_one_node_per_top_concept(tmp_path, name):
    if SHARED is None:
        pytest.skip("needs the shared corpora")
    G = open_graph([SHARED / "corpora" / f"{name}.jsonl"], cache_dir=tmp_path)
    _check(G, families_single=True)  # ImageNet, CIFAR, GPU and NVIDIA accelerators: one each
