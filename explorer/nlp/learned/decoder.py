"""A fast decoder for the recognizer's linear-chain CRF: numpy emissions, exact Viterbi.

crfsuite trains the model; tagging with it from Python costs more than the rest of the
extraction (every token's feature strings are converted and looked up on each call). The
weights are read once into numpy arrays instead, and every distinct word's contribution to the
emission scores (as the token itself and as a neighbour at offsets -2..+2) is computed once
and kept, so a token costs one table row. A batch of docs is scored as one array, its words
found by their spaCy ids in a sorted array (:meth:`LinearChainModel.emissions_of_ids`).

Viterbi is exact and runs over a batch of docs at once (one numpy step per token position for
the whole batch, :mod:`explorer.nlp.learned.lattice`), which spaCy's ``pipe`` hands the
component. The result equals crfsuite's own tagging (tested).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from pathlib import Path

import numpy as np

from explorer.nlp.learned.features import CONTEXT_OFFSETS, Pairs, feature_groups
from explorer.nlp.learned.lattice import best_paths, marginals, path_marginals, paths_and_marginals

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
        # _table[0, row]: a word's own features; _table[k, row]: what it gives the token
        # CONTEXT_OFFSETS[k - 1] away. Row 0 is the padding past a doc's ends.
        self._rows: dict[str, int] = {}
        self._id_keys = np.zeros(0, dtype=np.uint64)  # sorted word ids, and their rows
        self._id_rows = np.zeros(0, dtype=np.intp)
        self._table = np.zeros((1 + len(CONTEXT_OFFSETS), 1024, n))
        for k, offset in enumerate(CONTEXT_OFFSETS, 1):
            self._table[k, 0] = self.weight(f"{offset:+d}pad")

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
        names: list[str] = []
        starts = []
        for word in words:
            for group in feature_groups(word):
                starts.append(len(names))
                names += group
        index = list(map(self._index.get, names, repeat(missing)))
        sums = np.add.reduceat(self._weights[index], starts, axis=0)
        first = 1 + len(self._rows)
        while first + len(words) > self._table.shape[1]:
            self._table = np.concatenate([self._table, np.zeros_like(self._table)], axis=1)
        by_word = sums.reshape(len(words), len(self._table), sums.shape[1])
        self._table[:, first : first + len(words)] = by_word.transpose(1, 0, 2)
        self._rows.update(zip(words, range(first, first + len(words)), strict=True))

    def emissions(self, words: list[str], extra: dict[int, list[str]] | None = None) -> np.ndarray:
        """Score of every label at every token; ``extra`` adds per-token features (rules)."""
        return self.emissions_batch([words], [extra or {}])[0]

    @staticmethod
    def _pairs(extra: dict[int, list[str]]) -> Pairs:
        at = [i for i, more in extra.items() for _ in more]
        return at, [feature for more in extra.values() for feature in more]

    def emissions_batch(
        self, docs: list[list[str]], extras: list[dict[int, list[str]]]
    ) -> list[np.ndarray]:
        """:meth:`emissions` of several docs (their words and extra features) at once."""
        words = [word for doc in docs for word in doc]
        known = self._rows
        rows = list(map(known.get, words, repeat(-1)))
        if words and min(rows) < 0:
            self._add_words([w for w in dict.fromkeys(words) if w not in known])
            rows = list(map(known.__getitem__, words))
        pairs = [self._pairs(extra) for extra in extras]
        return self._scores(np.array(rows, dtype=np.intp), [len(doc) for doc in docs], pairs)

    def emissions_of_ids(
        self,
        ids: list[np.ndarray],
        word_of: Callable[[int], str],
        rules: list[Pairs],
    ) -> list[np.ndarray]:
        """:meth:`emissions_batch` of docs whose words come as integer ids (spaCy's ``ORTH``
        hashes): ``word_of(id)`` is the word; their extra features come as ``(token indices,
        features)`` pairs (:func:`~explorer.nlp.learned.features.rule_features`). Ids are
        looked up all at once (a sorted array), not word by word."""
        lengths = [len(a) for a in ids]
        return self._split(
            self._flat_scores(self._rows_of_ids(ids, word_of), lengths, rules), lengths
        )

    def tag_ids(
        self, ids: list[np.ndarray], word_of: Callable[[int], str], rules: list[Pairs]
    ) -> tuple[list[np.ndarray], list[list[float]]]:
        """The best path (:meth:`decode_batch_indices`) of each doc's :meth:`emissions_of_ids`
        and the marginal of each of its labels (:meth:`path_marginals_batch`): the batch's
        scores are packed once, from the one array they are computed in (not split per doc and
        joined again: a packing copies every score)."""
        lengths = [len(a) for a in ids]
        scores = self._flat_scores(self._rows_of_ids(ids, word_of), lengths, rules)
        return paths_and_marginals(self.transitions, scores, lengths)

    def _rows_of_ids(self, ids: list[np.ndarray], word_of: Callable[[int], str]) -> np.ndarray:
        """The table row of every token of the docs (words as ids), new words added."""
        flat = np.concatenate(ids) if ids else np.zeros(0, dtype=np.uint64)
        # Each distinct id is looked up once: a batch repeats most of its words.
        distinct, token_of = np.unique(flat, return_inverse=True)
        where = np.searchsorted(self._id_keys, distinct)
        found = where < len(self._id_keys)
        found[found] = self._id_keys[where[found]] == distinct[found]
        if not found.all():
            new = distinct[~found]  # sorted, as np.unique gives them
            words = [word_of(i) for i in new.tolist()]
            known = self._rows
            self._add_words([w for w in dict.fromkeys(words) if w not in known])
            at = where[~found]  # where each new id goes among the sorted known ones
            self._id_keys = np.insert(self._id_keys, at, new)
            self._id_rows = np.insert(self._id_rows, at, [known[w] for w in words])
            where += np.cumsum(~found)  # the known ids moved up by the new ones before them
            where[~found] -= 1
        return self._id_rows[where][token_of]

    def _scores(self, rows: np.ndarray, lengths: list[int], rules: list[Pairs]) -> list[np.ndarray]:
        """Emission scores of docs of ``lengths`` tokens whose words are table ``rows``, one
        array per doc."""
        return self._split(self._flat_scores(rows, lengths, rules), lengths)

    @staticmethod
    def _split(scores: np.ndarray, lengths: list[int]) -> list[np.ndarray]:
        return np.split(scores, np.cumsum(lengths[:-1])) if lengths else []

    def _flat_scores(self, rows: np.ndarray, lengths: list[int], rules: list[Pairs]) -> np.ndarray:
        """Emission scores of docs of ``lengths`` tokens whose words are table ``rows``, the
        docs' rows one after another.

        The docs' tokens are scored as one array; a token's neighbours come from its own doc
        (or are padding), and each token's sum is taken in the same order as for one doc.
        """
        n = len(rows)
        scores = self._table[0].take(rows, axis=0)
        starts = np.cumsum([0, *lengths[:-1]], dtype=np.intp)
        position = np.arange(n) - np.repeat(starts, lengths)  # within its doc
        length = np.repeat(np.array(lengths, dtype=np.intp), lengths)
        for k, offset in enumerate(CONTEXT_OFFSETS, 1):
            # The feature "<offset>w=X" of token t describes the word at t + offset; past the
            # doc's ends the token has the padding feature (row 0).
            neighbour = np.zeros(n, dtype=np.intp)
            if offset < 0:
                neighbour[-offset:] = rows[: n + offset]
            else:
                neighbour[: max(n - offset, 0)] = rows[offset:]
            neighbour[(position + offset < 0) | (position + offset >= length)] = 0
            scores += self._table[k].take(neighbour, axis=0)
        at: list[int] = []
        features: list[str] = []
        for start, (indices, names) in zip(starts.tolist(), rules, strict=True):
            at += [start + i for i in indices] if start else indices
            features += names
        if features:
            # Added one feature at a time, in order (ufunc.at), as a loop over them would.
            missing = len(self._weights) - 1
            get = self._index.get
            weights = self._weights[[get(f, missing) for f in features]]
            np.add.at(scores, np.array(at, dtype=np.intp), weights)
        return scores

    def decode(self, scores: np.ndarray) -> list[str]:
        """The best label sequence (Viterbi) of one doc's emission scores."""
        return self.decode_batch([scores])[0]

    def marginals_batch(self, batch: list[np.ndarray]) -> list[np.ndarray]:
        """P(label at token) for every token of every doc (forward-backward, batched)."""
        return marginals(self.transitions, batch)

    def path_marginals_batch(
        self, batch: list[np.ndarray], paths: list[np.ndarray]
    ) -> list[list[float]]:
        """P(its label in ``paths``) for every token of every doc: the entries of
        :meth:`marginals_batch` that the paths pick."""
        return path_marginals(self.transitions, batch, paths)

    def decode_batch(self, batch: list[np.ndarray]) -> list[list[str]]:
        """Viterbi over several docs at once: one numpy step per position, not per doc."""
        names = np.array(self.labels, dtype=object)
        return [names[path].tolist() for path in self.decode_batch_indices(batch)]

    def decode_batch_indices(self, batch: list[np.ndarray]) -> list[np.ndarray]:
        """The best label index sequence of each doc (what :meth:`decode_batch` names)."""
        return best_paths(self.transitions, batch)
