"""A fast decoder for the recognizer's linear-chain CRF: numpy emissions, exact Viterbi.

crfsuite trains the model; tagging with it from Python costs more than the rest of the
extraction (every token's feature strings are converted and looked up on each call). The
weights are read once into numpy arrays instead, and every distinct word's contribution to the
emission scores (as the token itself and as a neighbour at offsets -2..+2) is computed once
and kept, so a doc costs one table lookup per token plus a few array additions.

Viterbi is exact and runs over a batch of docs at once (one numpy step per token position for
the whole batch), which spaCy's ``pipe`` hands the component. The result equals crfsuite's own
tagging (tested).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from explorer.nlp.learned.features import CONTEXT_OFFSETS, feature_groups

OUTSIDE = "O"


class LinearChainModel:
    """Labels, transition weights and state-feature weights of a trained CRF."""

    def __init__(
        self, labels: list[str], transitions: np.ndarray, attributes: dict[str, np.ndarray]
    ):
        self.labels = labels
        self.outside = labels.index(OUTSIDE)
        self.transitions = transitions
        self.attributes = attributes
        n = len(labels)
        self._zero = np.zeros(n)
        # One matrix row per feature and a last row of zeros for features the model lacks.
        self._index = {name: k for k, name in enumerate(attributes)}
        self._weights = np.vstack([*attributes.values(), self._zero])
        self._rows: dict[str, int] = {}
        self._table = np.zeros((1024, 1 + len(CONTEXT_OFFSETS), n))
        self._pads = {offset: self.weight(f"{offset:+d}pad") for offset in CONTEXT_OFFSETS}

    @classmethod
    def from_crfsuite(cls, path: Path) -> LinearChainModel:
        """Read a model file written by crfsuite (training)."""
        import pycrfsuite

        tagger = pycrfsuite.Tagger()
        tagger.open(str(path))
        info = tagger.info()
        labels = sorted(info.labels, key=lambda label: int(info.labels[label]))
        index = {label: i for i, label in enumerate(labels)}
        transitions = np.zeros((len(labels), len(labels)))
        for (a, b), weight in info.transitions.items():
            transitions[index[a], index[b]] = weight
        attributes: dict[str, np.ndarray] = {}
        for (attribute, label), weight in info.state_features.items():
            attributes.setdefault(attribute, np.zeros(len(labels)))[index[label]] = weight
        return cls(labels, transitions, attributes)

    def save(self, path: Path) -> None:
        """Write the model as a compressed numpy archive (what the package ships)."""
        names = sorted(self.attributes)
        weights = np.stack([self.attributes[a] for a in names]) if names else np.zeros((0, 1))
        with open(path, "wb") as handle:
            np.savez_compressed(
                handle,
                labels=np.array(self.labels),
                transitions=self.transitions,
                attributes=np.array(names),
                weights=weights.astype(np.float32),
            )

    @classmethod
    def load(cls, path: Path) -> LinearChainModel:
        """Read a model written by :meth:`save`."""
        with np.load(path, allow_pickle=False) as data:
            labels = [str(label) for label in data["labels"]]
            weights = data["weights"].astype(np.float64)
            names = [str(name) for name in data["attributes"]]
            transitions = data["transitions"]
        return cls(labels, transitions, dict(zip(names, weights, strict=True)))

    def weight(self, attribute: str) -> np.ndarray:
        """The weight vector (one per label) of a feature; zeros when the model lacks it."""
        return self.attributes.get(attribute, self._zero)

    def _add_words(self, words: list[str]) -> None:
        """Compute the table rows of new words: one numpy reduction for all of them."""
        missing = len(self._weights) - 1
        get = self._index.get
        index: list[int] = []
        starts = []
        for word in words:
            for group in feature_groups(word):
                starts.append(len(index))
                index += [get(f, missing) for f in group]
        sums = np.add.reduceat(self._weights[index], starts, axis=0)
        first = len(self._rows)
        while first + len(words) > len(self._table):
            self._table = np.concatenate([self._table, np.zeros_like(self._table)])
        self._table[first : first + len(words)] = sums.reshape(len(words), -1, sums.shape[1])
        self._rows.update(zip(words, range(first, first + len(words)), strict=True))

    def emissions(self, words: list[str], extra: dict[int, list[str]] | None = None) -> np.ndarray:
        """Score of every label at every token; ``extra`` adds per-token features (rules)."""
        n = len(words)
        known = self._rows
        rows = [known.get(w, -1) for w in words]
        if rows and min(rows) < 0:
            self._add_words([w for w in dict.fromkeys(words) if w not in known])
            rows = [known[w] for w in words]
        per_word = self._table[rows]
        scores = per_word[:, 0].copy()
        for k, offset in enumerate(CONTEXT_OFFSETS, 1):
            # The feature "<offset>w=X" of token t describes the word at t + offset.
            pad = self._pads[offset]
            if offset < 0:
                scores[-offset:] += per_word[: n + offset, k]
                scores[: min(-offset, n)] += pad
            else:
                scores[: max(n - offset, 0)] += per_word[offset:, k]
                scores[max(n - offset, 0) :] += pad
        if extra:
            # Added one feature at a time, in order (ufunc.at), as a loop over them would.
            at: list[int] = []
            features: list[str] = []
            for i, more in extra.items():
                at += [i] * len(more)
                features += more
            missing = len(self._weights) - 1
            get = self._index.get
            weights = self._weights[[get(f, missing) for f in features]]
            np.add.at(scores, np.array(at, dtype=np.intp), weights)
        return scores

    def decode(self, scores: np.ndarray) -> list[str]:
        """The best label sequence (Viterbi) of one doc's emission scores."""
        return self.decode_batch([scores])[0]

    def marginals_batch(self, batch: list[np.ndarray]) -> list[np.ndarray]:
        """P(label at token) for every token of every doc (forward-backward, batched).

        In probability space with a scale per step (Rabiner's scaled recursions): one matrix
        product per position instead of a log-sum-exp over every pair of labels, a third of
        the recognizer's time before. Each position's emissions are shifted by their maximum
        before ``exp``, which the scaling cancels, so nothing overflows. Docs are stepped
        longest first, so the docs still running at a position are the first rows.
        """
        order, padded, running = _by_length(batch, len(self.labels))
        if padded is None:
            return [np.zeros((0, len(self.labels))) for _ in batch]
        width = len(running)
        emit = np.exp(padded - padded.max(axis=2, keepdims=True))
        trans = np.exp(self.transitions)
        alpha = np.ones_like(padded)
        scale = np.empty((len(batch), width, 1))
        scale[:, 0] = emit[:, 0].sum(axis=1, keepdims=True)
        alpha[:, 0] = emit[:, 0] / scale[:, 0]
        for t in range(1, width):
            m = running[t]
            step = (alpha[:m, t - 1] @ trans) * emit[:m, t]
            scale[:m, t] = step.sum(axis=1, keepdims=True)
            alpha[:m, t] = step / scale[:m, t]
        # Past its last token a doc's beta is 1, as at its last token.
        beta = np.ones_like(padded)
        trans_t = trans.T
        for t in range(width - 2, -1, -1):
            m = running[t + 1]
            beta[:m, t] = ((emit[:m, t + 1] * beta[:m, t + 1]) @ trans_t) / scale[:m, t + 1]
        probs = alpha * beta
        probs /= probs.sum(axis=2, keepdims=True)
        out: list[np.ndarray] = [np.empty(0)] * len(batch)
        for row, k in enumerate(order):
            out[k] = probs[row, : len(batch[k])]
        return out

    def decode_batch(self, batch: list[np.ndarray]) -> list[list[str]]:
        """Viterbi over several docs at once: one numpy step per position, not per doc."""
        names = np.array(self.labels, dtype=object)
        return [names[path].tolist() for path in self.decode_batch_indices(batch)]

    def decode_batch_indices(self, batch: list[np.ndarray]) -> list[np.ndarray]:
        """The best label index sequence of each doc (what :meth:`decode_batch` names).

        Docs are stepped longest first: at each position only the docs still running (the
        first rows) take a step, and a doc's path is traced back from its own last token.
        """
        order, padded, running = _by_length(batch, len(self.labels))
        if padded is None:
            return [np.zeros(0, dtype=np.intp) for _ in batch]
        width = len(running)
        n = len(self.labels)
        # into[j, i]: the score of moving from label i to label j (the last axis is reduced).
        into = np.ascontiguousarray(self.transitions.T)
        cells = np.arange(len(batch) * n)
        best = padded[:, 0].copy()
        back = np.empty((len(batch), width, n), dtype=np.intp)
        for t in range(1, width):
            m = running[t]
            total = (best[:m, None, :] + into).reshape(m * n, n)
            pointers = total.argmax(axis=1)
            back[:m, t] = pointers.reshape(m, n)
            best[:m] = total[cells[: m * n], pointers].reshape(m, n) + padded[:m, t]
        label = best.argmax(axis=1)
        paths = np.empty((len(batch), width), dtype=np.intp)
        for t in range(width - 1, 0, -1):
            m = running[t]
            paths[:m, t] = label[:m]
            label[:m] = back[np.arange(m), t, label[:m]]
        paths[:, 0] = label
        out: list[np.ndarray] = [paths[0, :0]] * len(batch)
        for row, k in enumerate(order):
            out[k] = paths[row, : len(batch[k])]
        return out


def _by_length(
    batch: list[np.ndarray], n_labels: int
) -> tuple[list[int], np.ndarray | None, list[int]]:
    """The docs longest first: their order, their scores padded with zeros to the longest, and
    for each position the number of docs that reach it (the docs running there come first).
    None for the scores when no doc has a token."""
    lengths = [len(scores) for scores in batch]
    order = sorted(range(len(batch)), key=lambda k: -lengths[k])
    width = lengths[order[0]] if batch else 0
    if not width:
        return order, None, []
    padded = np.zeros((len(batch), width, n_labels))
    for row, k in enumerate(order):
        padded[row, : lengths[k]] = batch[k]
    sorted_lengths = [lengths[k] for k in order]
    running = [0] * width
    m = len(batch)
    for t in range(width):
        while sorted_lengths[m - 1] <= t:
            m -= 1
        running[t] = m
    return order, padded, running
