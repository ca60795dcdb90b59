"""Types a mention's neighbours give it: list mates, the word "dataset", a dataset's name.

The recognizer labels a name it cannot place METHOD (its fallback). Within a
paper, two clues say better: names listed together are of one kind ("QM9,
rMD17, MatBench and SPICE": when the list's other names are datasets, so is
SPICE), and a name right after "dataset"/"datasets"/"corpus" or right before
a dataset head word ("the string transformation dataset SyGuS", "the
Waterbirds benchmark", "\\textit{X} dataset"), or ending in one ("Action-Based
Conversations Dataset"), named by an appositive
with a dataset's head noun ("MathVista, a benchmark designed to ..."), or
listed as examples of datasets ("benchmark environments, including Adroit
and MetaWorld"), is a dataset. A cue that names the name itself ("the
benchmark X", "we present X, a benchmark") holds for its other mentions in
the paper too. Only fallback METHOD labels change, and only for names (a
capital or a digit): "dataset distillation" stays a method.
A fallback-labelled name the paper calls a problem ("the Optimal Arms identification with
Knapsacks (OAK) problem", "the task of Social Rearrangement", "the Block MDP setting") is a
task, and so are its other mentions in the paper.
Across the corpus, a split or variant named after a dataset with a lowercase
word or a number ("SOTOPIA-hard" when SOTOPIA is a dataset) is a dataset
(:func:`retype_variants`).

Examples
--------
>>> from explorer.model import Mention, Paper, PaperExtraction
>>> text = "We test on ShapeNet and OmniObject3D, and on the dataset SyGuS with Adam."
>>> spans = [("ShapeNet", "DATASET"), ("OmniObject3D", "METHOD"), ("SyGuS", "METHOD"),
...          ("Adam", "METHOD")]
>>> ms = [Mention(t, k, t, text.index(t), text.index(t) + len(t), text) for t, k in spans]
>>> ex = retype_in_context(PaperExtraction(Paper("p", text), ms))
>>> [m.label for m in ex.mentions]
['DATASET', 'DATASET', 'DATASET', 'METHOD']
>>> text = "We present MathVista, a benchmark of puzzles; FooNet, a model for the benchmark."
>>> ms = [Mention(t, "METHOD", t, text.index(t), text.index(t) + len(t), text)
...       for t in ("MathVista", "FooNet")]
>>> [m.label for m in retype_in_context(PaperExtraction(Paper("p", text), ms)).mentions]
['DATASET', 'METHOD']

What the paper says of a name once holds for its other mentions:

>>> text = "We present MathVista, a benchmark of puzzles; GPT-4 fails MathVista."
>>> ms = [Mention("MathVista", "METHOD", "MathVista", s, s + 9, text)
...       for s in (text.index("MathVista"), text.rindex("MathVista"))]
>>> [m.label for m in retype_in_context(PaperExtraction(Paper("p", text), ms)).mentions]
['DATASET', 'DATASET']
>>> text = "on benchmark environments, including Adroit and MetaWorld, with PPO."
>>> ms = [Mention(t, "METHOD", t, text.index(t), text.index(t) + len(t), text)
...       for t in ("Adroit", "MetaWorld", "PPO")]
>>> [m.label for m in retype_in_context(PaperExtraction(Paper("p", text), ms)).mentions]
['DATASET', 'DATASET', 'METHOD']

A dataset named "as" X, and a name whose acronym in brackets comes before "benchmark":

>>> text = "We name our constructed dataset as InDET. The Foo Bar Test (FBT) benchmark is hard."
>>> ms = [Mention(t, "METHOD", t, text.index(t), text.index(t) + len(t), text)
...       for t in ("InDET", "Foo Bar Test", "FBT")]
>>> [m.label for m in retype_in_context(PaperExtraction(Paper("p", text), ms)).mentions]
['DATASET', 'DATASET', 'DATASET']
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter

from explorer.graph.names import fold_key
from explorer.model import Mention, PaperExtraction
from explorer.nlp.resources import rules

FALLBACK = "METHOD"
#: Labels a list passes on to its fallback-labelled names.
_LIST_LABELS = ("DATASET", "MODEL", "HARDWARE")
_LIST_JOIN = re.compile(r"^\s*(?:,|;|,?\s*(?:and|or)|&|/)\s*$")
_NAMEY = re.compile(r"[A-Z0-9]")
_VARIANT = re.compile(r"^(?P<base>.*[A-Z].*?)-(?:[a-z]+|\d+)$")
_DATASET_BEFORE = re.compile(
    r"\b(?:datasets?|data\s+sets?|corpus|corpora|benchmarks?\s+(?:called|named|dubbed|termed)"
    r"|(?:the|a|an|our|new)\s+benchmarks?)\s*[:,]?\s*$",
    re.I,
)
#: "the dataset X", "a benchmark called X" (no comma between): the cue names X itself.
_NAMED_DATASET_BEFORE = re.compile(
    r"\b(?:(?:the|a|an|our|new)\s+(?:datasets?|benchmarks?|corpus)\s*:?"
    r"|(?:datasets?|benchmarks?|corpus)\s+(?:called|named|dubbed|termed)"
    r"|(?:name|call|term|dub)\w*\s+(?:\w+\s+){0,3}?(?:datasets?|benchmarks?|corpus)\s+as)\s*$",
    re.I,
)
#: A verb that introduces what the paper contributes ("We present MathVista, a benchmark").
_INTRODUCED = re.compile(
    r"\b(?:present|introduce|propose|release|build|construct|create|curate|collect)\w*\s+$",
    re.I,
)
#: "X, a new large-scale benchmark for ...": an appositive whose head noun is a dataset's,
#: the words before it no preposition or relative (then the head is another noun's).
_APPOSITIVE_DATASET = re.compile(
    r"^[}\"'”’]*\s*(?:\([^()]{0,40}\)\s*)?,\s*(?:a|an|the|our)\s+"
    r"(?:(?!(?:of|for|on|in|with|to|from|by|that|which|or|is|are)\b)[\w-]+,?\s+){0,6}?"
    r"(?:datasets?|data\s+sets?|benchmarks?|corpus|corpora)(?![\w-])",
    re.I,
)

#: "benchmark environments, including A, B, and C": examples of datasets, a whole list of them.
_DATASET_EXAMPLES = re.compile(
    r"\b(?:datasets?|data\s+sets?|benchmarks?|corpora|environments|suites)\s*[,(]?\s*"
    r"(?:such\s+as|including|like|e\.g\.,?|i\.e\.,?|namely)\s*:?\s*$",
    re.I,
)


#: "the X (ACR) problem", "the task of X": the name is of a problem, not of a method.
_TASK_AFTER = re.compile(r"[\"'”’]*\s*(?:\([A-Za-z][\w-]{0,14}\)\s*)?(?:problem|task|setting)\b")
_TASK_BEFORE = re.compile(r"\b(?:problem|task)\s+of\s+[\"“'‘]*$", re.I)


def retype_in_context(ex: PaperExtraction) -> PaperExtraction:
    """``ex`` with fallback labels replaced where list mates or cue words say better."""
    text = ex.paper.abstract
    order = sorted(range(len(ex.mentions)), key=lambda i: ex.mentions[i].start)
    labels = {i: ex.mentions[i].label for i in order}
    cued = set()  # mentions a cue says are datasets
    for chain in _runs(ex.mentions, order, text):
        first = ex.mentions[chain[0]]
        if _DATASET_EXAMPLES.search(text[max(0, first.start - 60) : first.start]):
            cued.update(i for i in chain if _is_name(ex.mentions[i]))
    for chain in _lists(ex.mentions, order, text):
        votes = Counter(labels[i] for i in chain if labels[i] in _LIST_LABELS)
        fallback = [i for i in chain if labels[i] == FALLBACK and _is_name(ex.mentions[i])]
        if len(votes) == 1 and fallback:
            label, n = votes.most_common(1)[0]
            if n >= 2 or n >= len(fallback):
                labels.update(dict.fromkeys(fallback, label))
    fallback = [i for i in order if labels[i] == FALLBACK and _is_name(ex.mentions[i])]
    cued.update(i for i in fallback if _names_a_dataset(text, ex.mentions[i]))
    # What the paper says of a name once holds wherever it writes that name ("MathVista, a
    # benchmark ...", then "on MathVista"): its fallback-labelled mentions follow.
    datasets = {fold_key(ex.mentions[i].text) for i in cued if labels[i] == FALLBACK}
    for i in fallback:
        m = ex.mentions[i]
        if fold_key(m.text) in datasets or _dataset_cue(text, m) or _headed_dataset(m):
            labels[i] = "DATASET"
    # A problem's name, as the dataset's, holds for the paper's other mentions of it (its
    # acronym's too: their canonical name is the long form).
    problems = {
        fold_key(ex.mentions[i].canonical or ex.mentions[i].text)
        for i in fallback
        if labels[i] == FALLBACK and _names_a_problem(text, ex.mentions[i])
    }
    for i in fallback:
        m = ex.mentions[i]
        if labels[i] == FALLBACK and fold_key(m.canonical or m.text) in problems:
            labels[i] = "TASK"
    if all(labels[i] == m.label for i, m in enumerate(ex.mentions)):
        return ex
    mentions = [
        m if labels[i] == m.label else dataclasses.replace(m, label=labels[i])
        for i, m in enumerate(ex.mentions)
    ]
    return dataclasses.replace(ex, mentions=mentions)


def _names_a_problem(text: str, m: Mention) -> bool:
    """ "the X (ACR) problem", "the task of X": a cue that names X a problem."""
    before = _TASK_BEFORE.search(text, max(0, m.start - 30), m.start)
    return bool(_TASK_AFTER.match(text, m.end) or before)


def _is_name(m: Mention) -> bool:
    return bool(_NAMEY.search(m.text))


def _lists(mentions: list[Mention], order: list[int], text: str) -> list[list[int]]:
    """Runs of two or more mentions joined only by commas, "and", "or", "&" or "/"."""
    return [run for run in _runs(mentions, order, text) if len(run) >= 2]


def _runs(mentions: list[Mention], order: list[int], text: str) -> list[list[int]]:
    """Runs of mentions joined only by commas, "and", "or", "&" or "/" (single ones too)."""
    runs: list[list[int]] = []
    for i in order:
        if runs:
            last = mentions[runs[-1][-1]]
            m = mentions[i]
            if last.end <= m.start and _LIST_JOIN.match(text[last.end : m.start]):
                runs[-1].append(i)
                continue
        runs.append([i])
    return runs


def _dataset_cue(text: str, m: Mention) -> bool:
    """A word of the sentence says ``m`` is a dataset (:func:`_names_a_dataset`, or "X dataset")."""
    if _DATASET_BEFORE.search(text[max(0, m.start - 40) : m.start]):
        return True
    if _APPOSITIVE_DATASET.match(text[m.end : m.end + 120]) or _names_a_dataset(text, m):
        return True
    # A closing brace or quote of LaTeX markup may stand between ("\textit{X} dataset").
    # So may its acronym in brackets ("the first MoleculAR ... Learning (MARCEL) benchmark").
    following = re.match(
        r"[}\"'”’)]*(?:\s*\([A-Z][\w-]*\))?\s+([a-z]+(?:\s[a-z]+)?)", text[m.end : m.end + 50]
    )
    return bool(following) and following.group(1).split()[0] in _dataset_heads()


def _headed_dataset(m: Mention) -> bool:
    """The name, or the long form it stands for, ends in a dataset's head noun, its own word
    ("Action-Based Conversations Dataset" and its "ABCD", "DeepMind Control Suite"): the
    recognizer's label yields to it."""
    words = (m.canonical or m.text).split()
    return len(words) > 1 and words[-1].lower() in _dataset_heads()


def _names_a_dataset(text: str, m: Mention) -> bool:
    """ "the dataset X", "X, a benchmark ...": a cue that names X itself a dataset.

    "X datasets" is a weaker cue: it may be datasets of a task ("NER datasets").
    """
    before = text[max(0, m.start - 40) : m.start]
    return bool(
        _NAMED_DATASET_BEFORE.search(before)
        or (_INTRODUCED.search(before) and _APPOSITIVE_DATASET.match(text[m.end : m.end + 120]))
    )


@functools.cache
def _dataset_heads() -> frozenset[str]:
    return frozenset(h for h in rules()["dataset_heads"] if " " not in h)


def dataset_names(extractions: list[PaperExtraction]) -> frozenset[str]:
    """Fold keys of the names the corpus labels DATASET more often than any other label."""
    votes: dict[str, Counter[str]] = {}
    for ex in extractions:
        for m in ex.mentions:
            votes.setdefault(fold_key(m.text), Counter())[m.label] += 1
    return frozenset(k for k, c in votes.items() if k and c.most_common(1)[0][0] == "DATASET")


def retype_variants(ex: PaperExtraction, datasets: frozenset[str]) -> PaperExtraction:
    """``ex`` with a fallback-labelled variant of a dataset ("SOTOPIA-hard") labelled DATASET.

    >>> from explorer.model import Paper
    >>> text = "SOTOPIA-hard and LLaMA-Adapter."
    >>> ms = [Mention(t, "METHOD", t, text.index(t), text.index(t) + len(t), text)
    ...       for t in ("SOTOPIA-hard", "LLaMA-Adapter")]
    >>> ex = retype_variants(PaperExtraction(Paper("p", text), ms), frozenset({"sotopia", "llama"}))
    >>> [m.label for m in ex.mentions]
    ['DATASET', 'METHOD']
    """
    changed = False
    mentions = []
    for m in ex.mentions:
        variant = _VARIANT.match(m.text.strip()) if m.label == FALLBACK else None
        if variant and fold_key(variant["base"]) in datasets:
            m = dataclasses.replace(m, label="DATASET")
            changed = True
        mentions.append(m)
    return dataclasses.replace(ex, mentions=mentions) if changed else ex
