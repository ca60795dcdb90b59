"""Which names a concept's name is narrower than, read from its words alone.

The head of a multi-word name ("sparse attention" -> "attention", "DP-SGD" ->
"SGD", "BioBERT" -> "BERT"), the name with an inner adjective left out
("sparse linear attention" -> "sparse attention"), the words before a noun of a
kind ("stochastic gradient bandit algorithm" -> "bandit"), and the name before
a generic noun or a linking preposition ("conformal prediction algorithm" ->
"conformal prediction"). The
rules are in ``resources/graph/concepts.json``; :mod:`explorer.graph.hierarchy`
decides which of these names are concepts and links them.

Examples
--------
>>> heads("sparse linear attention")
[('linear attention', 'head noun'), ('sparse attention', 'inner word'), ('attention', 'head noun')]
>>> heads("graph dictionary learning")
[('dictionary learning', 'head noun')]
>>> [name for name, _ in heads("SupLinUCB")], heads("ResNet"), heads("TnALE")
(['LinUCB', 'UCB'], [], [])
"""

from __future__ import annotations

import functools
import re

from explorer.graph.fragments import adjectives
from explorer.graph.names import clean_name, concept_rules, fold_key, singular
from explorer.graph.specificity import is_generic_name

HEAD_NOUN = "head noun"
#: "conformal prediction algorithm" and "Bayesian neural networks with latent variables"
#: are kinds of "conformal prediction" and "Bayesian neural network".
KIND_OF = "kind of"
#: A coined name's acronym at its end ("LinUCB" -> "UCB"): a head only of a concept of its
#: own type, never a link's reason.
CODA = "acronym coda"
#: What a name is based on ("autoencoder" of "autoencoder-based architecture"): a head only
#: of a concept that exists, never a link's reason.
BASED_ON = "based on"
#: A name with an inner word left out ("online optimization" of "online linear optimization"):
#: a head only of a concept that exists, never a link's reason.
INNER = "inner word"
NAMEY = re.compile(r"[A-Z0-9]")
_TITLE_WORD = re.compile(r"[A-Z][a-z]+")
_PLAIN_WORD = re.compile(r"[a-z][a-z\-]*[a-z]")
#: A coined name's tail after a lowercase letter that ends on an acronym ("Lin|UCB").
_CAMEL_TAIL = re.compile(r"(?<=[a-z])(?=([A-Z][A-Za-z]*[a-z][A-Z]{3,}[0-9]*$|[A-Z]{3,}[0-9]*$))")


def heads(label: str) -> list[tuple[str, str]]:
    """The names of ``label``'s head, longest first, each with the reason of its link.

    "sparse attention" -> "attention". A name ending in a noun of a kind
    ("stochastic gradient bandit algorithm", "higher-order correlation
    clustering problem") has, after its own heads, the name before that noun
    and that name's heads ("bandit", "correlation clustering").

    >>> heads("higher-order correlation clustering problem")[-2:]
    [('correlation clustering', 'head noun'), ('clustering', 'head noun')]
    """
    tokens = clean_name(label).split()
    rules = head_rules()
    if any(t.casefold() in rules["prepositions"] for t in tokens):
        # "Codable Text Watermarking for LLM" has the heads of what it is a kind of
        before = kind_of_name(label)
        if not before or any(t.casefold() in rules["prepositions"] for t in before.split()):
            return []
        return [(before, KIND_OF), *heads(before)]
    found = [(" ".join(tokens[i:]), HEAD_NOUN) for i in range(1, len(tokens))]
    modifier, _, rest = label.partition("-")
    if modifier.casefold() in rules["prepositions"]:
        rest = ""  # "in-context learning" is no kind of "context learning"
    if rest and (0 < len(modifier) <= 3 or NAMEY.search(rest)):  # "DP-SGD", "noisy-CIFAR10"
        found.insert(0, (rest, HEAD_NOUN))
    if len(tokens) == 1:  # "SupLinUCB" -> "LinUCB" -> "UCB", "BioBERT" -> "BERT"
        found += [
            (m[1], CODA)
            for m in _CAMEL_TAIL.finditer(label)
            if m.start() >= 3 or label[: m.start()].islower()  # not "Tn|ALE": "Tn" is no word
        ]
    base, dash, suffix = tokens[0].rpartition("-")
    if len(tokens) >= 2 and dash and suffix.casefold() == "based" and base:
        found.append((base, BASED_ON))  # "autoencoder-based architecture" -> "autoencoder"
    if len(tokens) >= 2 and singular(tokens[-1].casefold()) in rules["stem_nouns"]:
        stem = tokens[:-1]
        found.append((" ".join(stem), KIND_OF))
        # "Combinatorial Public Projects Problem" names no kind of "Projects"
        found += [
            (" ".join(stem[i:]), HEAD_NOUN)
            for i in range(1, len(stem))
            if not all(_TITLE_WORD.fullmatch(t) for t in stem[i:])
        ]
    if len(tokens) >= 3 and all(_PLAIN_WORD.fullmatch(t) for t in tokens):
        # "online linear optimization" -> "online optimization", only to a concept that exists;
        # an inner noun stays ("graph dictionary learning" is no kind of "graph learning")
        found += [
            (" ".join(tokens[:i] + tokens[i + 1 :]), INNER)
            for i in range(1, len(tokens) - 1)
            if tokens[i] in adjectives()[0]
        ]
    found.sort(key=lambda pair: -len(pair[0].split()))  # stable: the longest heads first
    return [(h, reason) for h, reason in found if fold_key(h) not in rules["excluded"]]


def kind_of_name(label: str) -> str | None:
    """The name ``label`` is a kind of: what it names before a generic noun or a preposition.

    >>> kind_of_name("conformal prediction algorithm")
    'conformal prediction'
    >>> kind_of_name("SARSA with linear function approximation")
    'SARSA'
    >>> kind_of_name("Bandits with Knapsacks"), kind_of_name("Learning with Errors")
    ('Bandits', None)
    >>> kind_of_name("block coordinate descent methods of Gauss-Seidel type with proximal terms")
    'block coordinate descent'
    """
    tokens = label.split()
    rules = head_rules()
    linking = rules["kind_of_prepositions"]
    cut = next((i for i, t in enumerate(tokens) if t.casefold() in linking), 0)
    if cut == 1 and (fold_key(tokens[0]) in rules["excluded"] or is_generic_name(tokens[0])):
        return None  # "Learning with Errors" is no kind of learning; "SARSA with ..." is SARSA
    if not cut and len(tokens) >= 2 and singular(tokens[-1].casefold()) in rules["kind_of_nouns"]:
        cut = len(tokens) - 1
    # "X methods of Y": X (not "mixture" of "mixture of experts": no noun of a kind before "of")
    of = next((i for i, t in enumerate(tokens) if t.casefold() in rules["prepositions"]), 0)
    if of >= 2 and singular(tokens[of - 1].casefold()) in rules["stem_nouns"]:
        cut = min(cut or of, of - 1)
    return " ".join(tokens[:cut]) if cut else None


def derive_min(head: str) -> int:
    """Concepts that must share a head no paper names for it to be made.

    A head of two words or more ("topic model", "gradient estimator") names one
    topic, and two concepts make it; a one-word head ("elimination",
    "hypothesis") or a phrase ending on a noun of a kind ("sampling method")
    or one of catch-all words ("learning model", "data analysis") needs
    ``head_derive_min`` of them.

    >>> derive_min("topic models"), derive_min("distillation"), derive_min("sampling methods")
    (2, 3, 3)
    """
    rules = concept_rules()
    if len(head.split()) < 2 or stem_noun_phrase(head) or catch_all_phrase(head):
        return rules["head_derive_min"]
    return rules["phrase_derive_min"]


def catch_all_phrase(name: str) -> bool:
    """Whether every word of ``name`` is a catch-all or a noun no head may be.

    Catch-alls are the rules' ``generic`` names, not the one-word heads of every
    field ("estimation"): "gradient estimation" names a topic.

    >>> catch_all_phrase("learning models"), catch_all_phrase("data benchmark")
    (True, True)
    >>> catch_all_phrase("topic model")
    False
    """
    rules = head_rules()
    return all(fold_key(w) in rules["excluded"] | rules["generic"] for w in name.split())


def stem_noun_phrase(name: str) -> bool:
    """Whether ``name`` has two words or more and ends on a noun of a kind ("sampling method").

    >>> stem_noun_phrase("sampling methods"), stem_noun_phrase("topic model")
    (True, False)
    """
    *first, last = name.split()
    return bool(first) and singular(last.casefold()) in head_rules()["stem_nouns"]


@functools.cache
def head_rules() -> dict[str, frozenset[str]]:
    rules = concept_rules()
    return {
        "prepositions": frozenset(rules["head_prepositions"]),
        "excluded": frozenset(fold_key(w) for w in rules["head_parents_excluded"]),
        "kind_of_nouns": frozenset(rules["kind_of_nouns"]),
        "stem_nouns": frozenset(rules["head_stem_nouns"]),
        "kind_of_prepositions": frozenset(rules["kind_of_prepositions"]),
        "generic": frozenset(fold_key(w) for w in rules["generic"]),
    }
