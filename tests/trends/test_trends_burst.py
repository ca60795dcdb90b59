"""Kleinberg's two-state burst detection against an exhaustive search over state sequences."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from explorer.trends.burst import MAX_BURST_P, kleinberg_bursts


def _cost(r: float, d: float, p: float) -> float:
    return -(r * math.log(p) if r else 0.0) - ((d - r) * math.log(1 - p) if d - r else 0.0)


def _brute_force(r, d, s=2.0, gamma=1.0):
    """The cheapest state sequence by trying all 2**n of them (Kleinberg's definition)."""
    n = len(d)
    p0 = sum(r) / sum(d)
    p1 = min(s * p0, MAX_BURST_P)
    up = gamma * math.log(max(n, 2))
    best, best_states = math.inf, None
    for states in itertools.product((0, 1), repeat=n):
        total, previous = 0.0, 0
        for t, state in enumerate(states):
            total += up if state > previous else 0.0
            total += _cost(r[t], d[t], p1 if state else p0)
            previous = state
        if total < best - 1e-9:
            best, best_states = total, states
    return list(best_states)


@pytest.mark.parametrize("seed", range(12))
def test_states_match_an_exhaustive_search(seed):
    rng = np.random.default_rng(seed)
    d = rng.integers(5, 60, size=6)
    r = np.minimum(rng.poisson(lam=rng.uniform(0.5, 6), size=(8, 6)), d)
    result = kleinberg_bursts(r, d)
    for row in range(len(r)):
        if r[row].sum() == 0:
            assert not result.states[row].any()
            continue
        assert result.states[row].astype(int).tolist() == _brute_force(r[row].tolist(), d.tolist())


def test_strength_is_the_cost_saved_over_the_strongest_run():
    r, d = np.array([[3, 2, 12, 11, 2, 9]]), np.array([50, 50, 50, 50, 50, 50])
    result = kleinberg_bursts(r, d)
    # 9 papers in the last period are not enough to pay again for entering a burst.
    assert result.states[0].tolist() == [False, False, True, True, False, False]
    p0 = r.sum() / d.sum()
    saved = sum(
        _cost(r[0, t], d[t], p0) - _cost(r[0, t], d[t], 2 * p0)
        for t in range(result.start[0], result.end[0] + 1)
    )
    assert (result.start[0], result.end[0]) == (2, 3)
    assert result.strength[0] == pytest.approx(saved)


def test_higher_gamma_finds_fewer_bursts():
    r, d = np.array([[1, 4, 1, 1, 1]]), np.array([40] * 5)
    assert kleinberg_bursts(r, d, gamma=0.1).states.any()
    assert not kleinberg_bursts(r, d, gamma=3.0).states.any()


def test_empty_and_bad_input():
    empty = kleinberg_bursts(np.zeros((0, 3)), np.array([1, 2, 3]))
    assert empty.strength.shape == (0,)
    with pytest.raises(ValueError, match="every period needs papers"):
        kleinberg_bursts(np.array([[1, 0]]), np.array([1, 0]))
    with pytest.raises(ValueError, match="relevant must be"):
        kleinberg_bursts(np.array([1, 0]), np.array([1, 1]))
