from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.graph.similarity import common_concept_limit, top_similar_pairs


def brute_force(sets, top_k, tiebreak):
    """The definition, pair by pair: rank by shared distinctive concepts, then tiebreak."""
    n = len(sets)
    frequency = {}
    for s in sets:
        for key in s:
            frequency[key] = frequency.get(key, 0) + 1
    limit = common_concept_limit(n)
    distinctive = [{k for k in s if frequency[k] <= limit} for s in sets]
    pairs = set()
    for i in range(n):
        scored = [
            (-len(distinctive[i] & distinctive[j]), tiebreak[j], j)
            for j in range(n)
            if j != i and distinctive[i] & distinctive[j]
        ]
        for *_, j in sorted(scored)[:top_k]:
            pairs.add((min(i, j), max(i, j)))
    return sorted((i, j, len(sets[i] & sets[j])) for i, j in pairs)


def test_small_example():
    sets = [{"lora", "llms"}, {"lora", "llms", "gpu"}, {"gpu"}, {"imagenet"}]
    assert top_similar_pairs(sets, top_k=1) == [(0, 1, 2), (1, 2, 1)]
    assert top_similar_pairs(sets, top_k=0) == []
    assert top_similar_pairs(sets[:1], top_k=3) == []


def test_ties_follow_the_tiebreak():
    sets = [{"a"}, {"a"}, {"a"}]
    assert top_similar_pairs(sets, top_k=1) == [(0, 1, 1), (0, 2, 1)]
    assert top_similar_pairs(sets, top_k=1, tiebreak=[2, 1, 0]) == [(0, 2, 1), (1, 2, 1)]


def test_common_concepts_do_not_make_papers_similar():
    # 100 papers all naming "LLMs" (above the limit of 50) and otherwise unrelated.
    sets = [{"llms", f"own{i}"} for i in range(100)]
    sets[3].add("galore")
    sets[70].add("galore")
    pairs = top_similar_pairs(sets, top_k=5)
    # Only the GaLore pair links, and its weight counts LLMs too.
    assert pairs == [(3, 70, 2)]


def test_limit_grows_with_the_corpus():
    assert common_concept_limit(10) == 50
    assert common_concept_limit(1000) == 50
    assert common_concept_limit(8800) == 440


concept_sets = st.lists(
    st.sets(st.sampled_from([f"c{i}" for i in range(12)]), max_size=6), min_size=0, max_size=40
)


@settings(max_examples=150, deadline=None)
@given(concept_sets, st.integers(min_value=1, max_value=4), st.randoms(use_true_random=False))
def test_matches_the_definition(sets, top_k, rnd):
    tiebreak = list(range(len(sets)))
    rnd.shuffle(tiebreak)
    assert top_similar_pairs(sets, top_k, tiebreak=tiebreak) == brute_force(sets, top_k, tiebreak)


def test_matches_the_definition_with_common_concepts():
    # Zipf-like popularity: the top concepts are named by more than 50 of the 400 papers.
    rnd = random.Random(7)
    names = [f"c{i}" for i in range(400)]
    weights = [1 / (rank + 1) for rank in range(len(names))]
    sets = [set(rnd.choices(names, weights, k=rnd.randint(1, 8))) for _ in range(400)]
    assert sum(1 for s in sets if "c0" in s) > common_concept_limit(len(sets))
    tiebreak = list(range(len(sets)))
    assert top_similar_pairs(sets, 3, tiebreak=tiebreak) == brute_force(sets, 3, tiebreak)
