"""Names that open on a verb or an activity, told by the words before them or their first word.

A lowercase name may open on a word that is a verb as well as a noun ("study", "model",
"leverage"). Alone, the name does not say which it is ("weight sharing" names a method); the
words before it do: after a subject pronoun or a modal ("we then study Markov chain SGD",
"they model label noise", "can avoid variance increases") or a relative pronoun ("methods that
employ reconstruction loss") the word is the clause's verb and the name is a piece of the clause.
A name that opens on what is done to a model ("training language models") names an activity,
not a model. The word lists are data in ``resources/nlp/not_concepts.json`` with their
provenance; the parts of speech are lemminflect's (:mod:`explorer.nlp.clause_pieces`).
"""

from __future__ import annotations

import functools
import json

from explorer.nlp.clause_pieces import parts_of
from explorer.paths import resource


@functools.cache
def _lists() -> tuple[frozenset[str], ...]:
    """(subject pronouns and modals, relative pronouns, a model's activities) from
    ``not_concepts.json``."""
    data = json.loads(resource("nlp", "not_concepts.json").read_text(encoding="utf-8"))
    keys = ("subject_words", "relative_pronouns", "model_activities")
    return tuple(frozenset(data[key]) for key in keys)


def verb_after_subject(text: str, start: int, end: int) -> bool:
    """Does the lowercase name ``text[start:end]`` open on the verb of its clause?

    Examples
    --------
    >>> text = "We then study Markov chain SGD; they model label noise with weight sharing."
    >>> [verb_after_subject(text, text.index(n), text.index(n) + len(n))
    ...  for n in ("study Markov chain SGD", "model label noise", "weight sharing")]
    [True, True, False]
    >>> text = "Methods that employ reconstruction loss show that feature generation helps."
    >>> [verb_after_subject(text, text.index(n), text.index(n) + len(n))
    ...  for n in ("employ reconstruction loss", "feature generation")]
    [True, False]
    """
    first = text[start:end].split(" ", 1)[0]
    parts = parts_of(first)
    if not first.islower() or "VERB" not in parts or first.endswith(("ing", "ed")):
        return False
    words = text[max(0, start - 40) : start].split()
    if not words or not text[start - 1 : start].isspace():
        return False
    subjects, relatives, _ = _lists()
    last = words[-1]
    if last.lower() in relatives:  # "that feature generation helps": a noun after "that"
        return "NOUN" not in parts  # is the clause's subject
    if last.lower() in subjects:  # a capital modal asks ("Can model calibration help?")
        return last.islower() or "VERB" not in parts_of(last)
    adverb = last.isalpha() and "ADV" in parts_of(last) and "VERB" not in parts_of(last)
    return adverb and len(words) > 1 and words[-2].lower() in subjects


def model_activity(name: str) -> bool:
    """Does a name open on what is done to a model, an activity and no model?

    >>> model_activity("training language models"), model_activity("leading language models")
    (True, False)
    >>> model_activity("fine-tuning LLMs"), model_activity("training")
    (True, False)
    """
    first, _, rest = name.partition(" ")
    return bool(rest) and first.lower() in _lists()[2]
