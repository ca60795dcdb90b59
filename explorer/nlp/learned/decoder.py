"""A fast decoder for the recognizer's linear-chain CRF: numpy emissions, exact Viterbi.

crfsuite trains the model; tagging with it from Python costs more than the rest of the
extraction (every token's feature strings are converted and looked up on each call). The
weights are read once into numpy arrays instead, and every distinct word's contribution to the
emission scores (as the token itself and as a neighbour at offsets -2..+2) is computed once
and kept, so a doc costs one table lookup per token plus a few array additions.

Viterbi is exact and is run only where it matters: a token whose "outside" score beats every
entity label by more than any transition could make up is outside in every best path, so the
sequence splits there into short independent segments (see :meth:`LinearChainModel.decode`).
The result equals crfsuite's own tagging (tested).
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
        # What switching token t from "outside" to label l can gain through its transitions.
        gain_in = (transitions - transitions[:, [self.outside]]).max(axis=0)
        gain_out = (transitions - transitions[[self.outside], :]).max(axis=1)
        self._switch_gain = gain_in + gain_out
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

    def _row(self, word: str) -> int:
        """Row of ``word`` in the table of per-word emission contributions (added once)."""
        row = self._rows.get(word)
        if row is None:
            row = len(self._rows)
            if row == len(self._table):
                self._table = np.concatenate([self._table, np.zeros_like(self._table)])
            entry = self._table[row]
            for feature in word_features(word):
                entry[0] += self.weight(feature)
            for k, offset in enumerate(CONTEXT_OFFSETS, 1):
                for feature in context_features(word, offset):
                    entry[k] += self.weight(feature)
            self._rows[word] = row
        return row

    def emissions(
        self, words: list[str], extra: dict[int, list[str]] | None = None
    ) -> np.ndarray:
        """Score of every label at every token; ``extra`` adds per-token features (rules)."""
        n = len(words)
        rows = [self._row(w) for w in words]  # may grow the table: index it afterwards
        per_word = self._table[rows]
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
        """The best label sequence (Viterbi), solved segment by segment."""
        n = len(scores)
        if not n:
            return []
        out = self.outside
        margin = scores[:, [out]] - scores
        margin[:, out] = np.inf
        fixed = (margin > self._switch_gain).all(axis=1)
        path = np.full(n, out)
        i = 0
        while i < n:
            if fixed[i]:
                i += 1
                continue
            j = i
            while j < n and not fixed[j]:
                j += 1
            path[i:j] = self._viterbi(scores[i:j], i > 0, j < n)
            i = j
        return [self.labels[k] for k in path]

    def _viterbi(self, scores: np.ndarray, after_outside: bool, before_outside: bool) -> list:
        trans = self.transitions
        best = scores[0] + (trans[self.outside] if after_outside else 0.0)
        back = []
        for t in range(1, len(scores)):
            total = best[:, None] + trans
            back.append(total.argmax(axis=0))
            best = total.max(axis=0) + scores[t]
        if before_outside:
            best = best + trans[:, self.outside]
        label = int(best.argmax())
        path = [label]
        for pointers in reversed(back):
            label = int(pointers[label])
            path.append(label)
        return path[::-1]
