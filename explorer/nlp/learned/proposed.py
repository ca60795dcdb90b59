"""A learned decision of the paper's own names: a logistic regression over candidate names.

The rules (:mod:`explorer.nlp.proposals`) find names after the cues they know and miss the
phrasings they do not. This scorer reads every candidate name of a paper
(:mod:`.proposed_features`: the rule proposals with their cue, acronyms, emphasised phrases,
coined shapes, words after naming cues) and keeps those it finds likely enough to be the
paper's own; ``doc._.proposed`` becomes its choice. The rule proposals stay the resolver's
candidates as before, so mentions do not change. Weights ship as
``resources/models/<recognizer>-proposed.npz`` (written by ``explorer train``); inference is a
sum of a few weights per name.
"""

from __future__ import annotations

import math
from itertools import repeat
from pathlib import Path

import numpy as np
from spacy.language import Language
from spacy.tokens import Doc

from explorer.nlp.candidates import doc_text, ensure_extensions, extension, sentence_bounds
from explorer.nlp.learned.proposed_features import name_features, name_key

#: Fewest sentences of a text the scorer decides for (fewer: the rules decide).
SHORTEST = 3


class ProposedScorer:
    """Feature weights, and the probability a name needs to be taken as the paper's own: a
    rule proposal is kept unless its probability is below ``keep``, another name is added when
    its probability reaches ``add``."""

    def __init__(self, vocabulary: list[str], weights, keep: float, add: float):
        self.weights = {f: float(w) for f, w in zip(vocabulary, weights, strict=True)}
        self.keep = float(keep)
        self.add = float(add)

    def probability(self, features: list[str]) -> float:
        """The probability that a name with ``features`` is one the paper proposes."""
        score = sum(map(self.weights.get, features, repeat(0.0)))
        return 1.0 / (1.0 + math.exp(-max(min(score, 30.0), -30.0)))

    def choose(self, doc: Doc) -> list[tuple[int, int]]:
        """The ranges of the names the paper proposes: the rule proposals kept, in their order,
        then the other names taken, in text order. A text shorter than ``SHORTEST`` sentences
        keeps the rule proposals: the scorer learned from whole abstracts, where how often and
        where a name occurs tells something.

        Examples
        --------
        >>> from explorer.nlp.pipeline import build_pipeline
        >>> nlp = build_pipeline(doc_entities=False)
        >>> doc = nlp("Networks are slow to train. We copy the structure of trained weights; we "
        ...           "call it mimetic initialization. It beats Kaiming init.")
        >>> [doc.text[s:e] for s, e in doc._.proposed]
        ['mimetic initialization']
        """
        proposed = extension(doc, "proposed") or []
        if len(sentence_bounds(doc)) < SHORTEST:
            return list(proposed)
        text = doc_text(doc)
        names = name_features(doc)
        ruled = {name_key(text[s:e]) for s, e in proposed}
        taken = {key for key, (_, feats) in names.items() if self.accepts(feats, key in ruled)}
        chosen = [r for r in proposed if name_key(text[r[0] : r[1]]) in taken]
        listed = {name_key(text[s:e]) for s, e in chosen}
        for key, (span, _) in sorted(names.items(), key=lambda item: item[1][0]):
            if key in taken and key not in listed:
                chosen.append(span)
                listed.add(key)
        return with_partners(chosen, listed, extension(doc, "acronyms") or [])

    def accepts(self, features: list[str], by_rule: bool) -> bool:
        """Is a name with ``features`` the paper's own (``by_rule``: a rule proposed it)?"""
        return self.probability(features) >= (self.keep if by_rule else self.add)

    def save(self, path: Path) -> None:
        vocabulary = sorted(self.weights)
        with path.open("wb") as out:
            np.savez_compressed(
                out,
                vocabulary=np.array(vocabulary),
                weights=np.array([self.weights[f] for f in vocabulary], dtype=np.float32),
                keep=np.array(self.keep),
                add=np.array(self.add),
            )

    @classmethod
    def load(cls, path: Path) -> ProposedScorer:
        with np.load(path) as data:
            return cls(
                [str(f) for f in data["vocabulary"]],
                data["weights"].tolist(),
                float(data["keep"]),
                float(data["add"]),
            )


def with_partners(chosen: list, listed: set[str], pairs: list) -> list[tuple[int, int]]:
    """The names chosen, and the other form of each defined acronym one of them is: an acronym
    and its long form name one thing, so the paper proposes both or neither (the scorer weighs
    each form on its own and could keep "Data Adaptive Graph Generation" but drop "DAGG").

    ``listed`` holds the chosen names' keys (:func:`name_key`); ``pairs`` the doc's acronyms.
    """
    chosen, listed = list(chosen), set(listed)
    for pair in pairs:
        long, short = name_key(pair.long), name_key(pair.short)
        if long in listed and short not in listed:
            chosen.append((pair.short_start, pair.short_end))
            listed.add(short)
        elif short in listed and long not in listed:
            chosen.append((pair.long_start, pair.long_end))
            listed.add(long)
    return chosen


def proposed_path(recognizer: Path) -> Path:
    """Where the proposed-name scorer trained with a recognizer model lives: beside it."""
    return recognizer.with_name(f"{recognizer.stem}-proposed.npz")


class ProposedNames:
    """The spaCy component: replace the rule proposals by the scorer's choice (none: keep)."""

    def __init__(self, model: str = ""):
        ensure_extensions()
        self.model = model
        self.scorer = ProposedScorer.load(Path(model)) if model else None

    def __call__(self, doc: Doc) -> Doc:
        if self.scorer is not None:
            doc._.proposed = self.scorer.choose(doc)
        # The proposal finder's notes for the scorer are no doc data (not serialisable).
        doc.user_data.pop("proposal_scan", None)
        doc.user_data.pop("proposal_cues", None)
        return doc


@Language.factory("explorer_proposed", default_config={"model": ""})
def make_proposed_names(nlp: Language, name: str, model: str) -> ProposedNames:
    """Factory for :class:`ProposedNames`; ``model`` is a scorer's path or "" (rules only)."""
    return ProposedNames(model)
