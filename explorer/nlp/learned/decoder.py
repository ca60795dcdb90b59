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

from explorer.nlp.learned.features import CONTEXT_OFFSETS, context_features, word_features

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
        index, starts = [], []
        for word in words:
            groups = [word_features(word)]
            groups += [context_features(word, offset) for offset in CONTEXT_OFFSETS]
            for group in groups:
                starts.append(len(index))
                index.extend(self._index.get(f, missing) for f in group)
        sums = np.add.reduceat(self._weights[index], starts, axis=0)
        first = len(self._rows)
        while first + len(words) > len(self._table):
            self._table = np.concatenate([self._table, np.zeros_like(self._table)])
        self._table[first : first + len(words)] = sums.reshape(len(words), -1, sums.shape[1])
        self._rows.update((word, first + k) for k, word in enumerate(words))

    def emissions(self, words: list[str], extra: dict[int, list[str]] | None = None) -> np.ndarray:
        """Score of every label at every token; ``extra`` adds per-token features (rules)."""
        n = len(words)
        known = self._rows
        new = [w for w in dict.fromkeys(words) if w not in known]
        if new:
            self._add_words(new)
        per_word = self._table[[known[w] for w in words]]
        scores = per_word[:, 0].copy()
        for k, offset in enumerate(CONTEXT_OFFSETS, 1):
            # The feature "<offset>w=X" of token t describes the word at t + offset.
            if offset < 0:
                scores[-offset:] += per_word[: n + offset, k]
                scores[: min(-offset, n)] += self.weight(f"{offset:+d}pad")
            else:
                scores[: max(n - offset, 0)] += per_word[offset:, k]
                scores[max(n - offset, 0) :] += self.weight(f"{offset:+d}pad")
        for i, features in (extra or {}).items():
            for feature in features:
                scores[i] += self.weight(feature)
        return scores

    def decode(self, scores: np.ndarray) -> list[str]:
        """The best label sequence (Viterbi) of one doc's emission scores."""
        return self.decode_batch([scores])[0]

    def marginals_batch(self, batch: list[np.ndarray]) -> list[np.ndarray]:
        """P(label at token) for every token of every doc (forward-backward, batched).

        In probability space with a scale per step (Rabiner's scaled recursions): one matrix
        product per position instead of a log-sum-exp over every pair of labels, a third of
        the recognizer's time before. Each position's emissions are shifted by their maximum
        before ``exp``, which the scaling cancels, so nothing overflows.
        """
        lengths = np.array([len(scores) for scores in batch])
        width = int(lengths.max(initial=0))
        if not width:
            return [np.zeros((0, len(self.labels))) for _ in batch]
        padded = np.zeros((len(batch), width, len(self.labels)))
        for k, scores in enumerate(batch):
            padded[k, : len(scores)] = scores
        alive = np.arange(width)[None, :] < lengths[:, None]
        emit = np.exp(padded - padded.max(axis=2, keepdims=True))
        trans = np.exp(self.transitions)
        alpha = np.empty_like(padded)
        scale = np.empty((len(batch), width, 1))
        step = emit[:, 0]
        for t in range(width):
            if t:
                step = np.where(alive[:, t, None], (alpha[:, t - 1] @ trans) * emit[:, t], 1.0)
            scale[:, t] = step.sum(axis=1, keepdims=True)
            alpha[:, t] = step / scale[:, t]
        beta = np.ones_like(padded)
        for t in range(width - 2, -1, -1):
            step = ((emit[:, t + 1] * beta[:, t + 1]) @ trans.T) / scale[:, t + 1]
            beta[:, t] = np.where(alive[:, t + 1, None], step, 1.0)
        probs = alpha * beta
        probs /= probs.sum(axis=2, keepdims=True)
        return [probs[k, : lengths[k]] for k in range(len(batch))]

    def decode_batch(self, batch: list[np.ndarray]) -> list[list[str]]:
        """Viterbi over several docs at once: one numpy step per position, not per doc.

        Docs are padded to the longest; past its end a doc's scores stand still, so padding
        changes nothing.
        """
        lengths = [len(scores) for scores in batch]
        width = max(lengths, default=0)
        if not width:
            return [[] for _ in batch]
        n_labels = len(self.labels)
        padded = np.zeros((len(batch), width, n_labels))
        for k, scores in enumerate(batch):
            padded[k, : len(scores)] = scores
        alive = np.arange(width)[None, :] < np.array(lengths)[:, None]  # (docs, positions)
        trans = self.transitions[None, :, :]
        best = padded[:, 0]
        back = np.zeros((len(batch), width, n_labels), dtype=np.intp)
        back[:, 0] = np.arange(n_labels)
        for t in range(1, width):
            total = best[:, :, None] + trans
            pointers = total.argmax(axis=1)
            moved = np.take_along_axis(total, pointers[:, None, :], axis=1)[:, 0] + padded[:, t]
            keep = alive[:, t, None]
            best = np.where(keep, moved, best)
            back[:, t] = np.where(keep, pointers, np.arange(n_labels)[None, :])
        label = best.argmax(axis=1)
        paths = np.zeros((len(batch), width), dtype=np.intp)
        for t in range(width - 1, -1, -1):
            paths[:, t] = label
            label = back[np.arange(len(batch)), t, label]
        names = self.labels
        return [[names[i] for i in paths[k, : lengths[k]]] for k in range(len(batch))]
