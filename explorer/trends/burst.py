"""Kleinberg's two-state burst detection over yearly paper counts, as CiteSpace applies it.

Kleinberg (2002, "Bursty and hierarchical structure in streams", KDD; section 4, the
"batched" form for documents that arrive in groups) models each period ``t`` as ``d[t]``
papers of which ``r[t]`` name a concept. A concept is either at rest, naming probability
``p0 = sum(r) / sum(d)``, or bursting, ``p1 = s * p0``. Being in state ``i`` costs the
negative log-likelihood ``-(r ln p_i + (d - r) ln(1 - p_i))`` (the binomial coefficient is
the same in both states and drops out); moving up from rest costs ``gamma * ln(n)`` for
``n`` periods, moving down is free, and the stream starts at rest. The cheapest state
sequence (Viterbi) marks the burst periods. A burst's strength is Kleinberg's weight, the
cost it saves over staying at rest: the sum of ``cost_rest - cost_burst`` over its periods.
This is the weight CiteSpace reports as a burst's "Strength" for keywords and terms. The
defaults ``s = 2`` and ``gamma = 1`` are those of common implementations (R's ``bursts``
package); CiteSpace also lets a burst be required to last some years, which with a corpus of
five years would hide every burst, so here one year is enough.

Every concept is solved at once: the arrays have one row per concept and the loop runs over
the few periods. A period with no papers carries no information and should be left out.

Examples
--------
A concept named by 2 of 100 papers a year, then by 30 in one year, bursts in that year:

>>> import numpy as np
>>> b = kleinberg_bursts(np.array([[2, 2, 30, 2]]), np.array([100, 100, 100, 100]))
>>> b.states.astype(int).tolist(), b.start.tolist(), b.end.tolist()
([[0, 0, 1, 0]], [2], [2])
>>> round(float(b.strength[0]), 1)
13.5
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.special import xlogy

#: The usual defaults (see the module docstring): the burst rate is twice the resting
#: rate; gamma scales the cost of entering a burst.
DEFAULT_S = 2.0
DEFAULT_GAMMA = 1.0
#: The bursting probability stays below 1 for concepts already named by half the papers.
MAX_BURST_P = 0.9999


@dataclass(frozen=True)
class Bursts:
    """Per concept: the burst state of every period and its strongest burst.

    ``start`` and ``end`` are period indices of the strongest burst (inclusive), -1 and
    ``strength`` 0.0 for a concept that never bursts.
    """

    states: np.ndarray
    strength: np.ndarray
    start: np.ndarray
    end: np.ndarray


def kleinberg_bursts(
    relevant: np.ndarray,
    totals: np.ndarray,
    *,
    s: float = DEFAULT_S,
    gamma: float = DEFAULT_GAMMA,
) -> Bursts:
    """Two-state burst detection for each row of ``relevant``.

    Parameters
    ----------
    relevant : ndarray, shape (concepts, periods)
        Papers naming each concept in each period.
    totals : ndarray, shape (periods,)
        All papers of each period (every entry above 0).
    s : float
        Ratio of the bursting to the resting naming probability (above 1).
    gamma : float
        Weight of the cost of entering a burst; higher finds fewer bursts.

    Returns
    -------
    Bursts
    """
    r = np.asarray(relevant, dtype=float)
    d = np.asarray(totals, dtype=float)
    if r.ndim != 2 or d.shape != (r.shape[1],):
        raise ValueError("relevant must be (concepts, periods) and totals (periods,)")
    if np.any(d <= 0) or np.any(r < 0) or np.any(r > d):
        raise ValueError("every period needs papers, and 0 <= relevant <= totals")
    n_rows, n_periods = r.shape
    if n_rows == 0 or n_periods == 0:
        empty = np.zeros(n_rows, dtype=np.int64) - 1
        return Bursts(np.zeros(r.shape, dtype=bool), np.zeros(n_rows), empty, empty.copy())
    p0 = r.sum(axis=1, keepdims=True) / d.sum()
    p1 = np.minimum(s * p0, MAX_BURST_P)
    cost_rest = -(xlogy(r, p0) + xlogy(d - r, 1 - p0))
    cost_burst = -(xlogy(r, p1) + xlogy(d - r, 1 - p1))
    states = _viterbi(cost_rest, cost_burst, gamma * np.log(max(n_periods, 2)))
    states &= p0 > 0  # a concept never named has no burst
    strength, start, end = _strongest(states, cost_rest - cost_burst)
    return Bursts(states, strength, start, end)


def _viterbi(cost_rest: np.ndarray, cost_burst: np.ndarray, up: float) -> np.ndarray:
    """The cheapest state sequence per row (True: bursting), starting at rest."""
    n_rows, n_periods = cost_rest.shape
    total_rest = np.zeros(n_rows)
    total_burst = np.full(n_rows, np.inf)
    # came_from_burst[t, i, row]: the cheapest way into state i at t came from the burst.
    came_from_burst = np.zeros((n_periods, 2, n_rows), dtype=bool)
    for t in range(n_periods):
        rest_from_burst = total_burst < total_rest
        burst_from_burst = total_burst <= total_rest + up
        came_from_burst[t, 0], came_from_burst[t, 1] = rest_from_burst, burst_from_burst
        new_rest = np.where(rest_from_burst, total_burst, total_rest) + cost_rest[:, t]
        new_burst = np.where(burst_from_burst, total_burst, total_rest + up) + cost_burst[:, t]
        total_rest, total_burst = new_rest, new_burst
    states = np.zeros((n_rows, n_periods), dtype=bool)
    state = total_burst < total_rest
    rows = np.arange(n_rows)
    for t in range(n_periods - 1, -1, -1):
        states[:, t] = state
        state = came_from_burst[t, state.astype(np.int64), rows]
    return states


def _strongest(states: np.ndarray, saving: np.ndarray) -> tuple[np.ndarray, ...]:
    """Weight, first and last period of each row's strongest run of burst states."""
    n_rows, n_periods = states.shape
    best = np.zeros(n_rows)
    start = np.full(n_rows, -1, dtype=np.int64)
    end = np.full(n_rows, -1, dtype=np.int64)
    run = np.zeros(n_rows)
    run_start = np.zeros(n_rows, dtype=np.int64)
    off = np.zeros(n_rows, dtype=bool)
    for t in range(n_periods):
        on = states[:, t]
        before = states[:, t - 1] if t > 0 else off
        after = states[:, t + 1] if t + 1 < n_periods else off
        run_start = np.where(on & ~before, t, run_start)
        run = np.where(on, run + saving[:, t], 0.0)
        # A run is weighed once, at its last period.
        better = on & ~after & (run > best)
        best = np.where(better, run, best)
        start = np.where(better, run_start, start)
        end = np.where(better, t, end)
    return best, start, end
