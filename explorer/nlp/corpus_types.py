"""Types a name's neighbours give it: list mates, the activity done on it, an appositive.

The resolver types each name from its own words and the lexicon; a name nothing types there is
a METHOD. Its neighbourhood in the abstract says more, and the corpus pass reads them after the
rest of its work (:mod:`explorer.nlp.corpus_pass`):

- **list mates**: in a coordinated list of three names or more, or two joined by "and"/"or",
  where the other names are datasets (or models) and nothing but the METHOD fallback types the
  rest, the rest are of that kind too ("ShapeNet and Objaverse", "ParC-Net and ConvNeXt-L");
- **an activity done on it**: a capitalised name after "<activity> on", where the activity is
  a task head of ``rules.json`` or a word in -ing ("image denoising on SIDD", "pretraining on
  X"), is a dataset, unless the word says what something relies on ("building on X"),
  ``resources/nlp/corpus_types.json``;
- **an appositive**: "X, a new language model", "X, a benchmark for ..." (a head noun of
  ``rules.json``'s dataset or model heads) types X, and the paper's other mentions of X.

Only mentions labelled METHOD change; a specific label stays.

Examples
--------
>>> from explorer.model import Mention
>>> text = "Results on ADE20K, image denoising on SIDD, and ShapeNet and Objaverse."
>>> def at(name, label="METHOD"):
...     start = text.index(name)
...     return Mention(name, label, name, start, start + len(name), text)
>>> mentions = [at("ADE20K", "DATASET"), at("SIDD"), at("ShapeNet", "DATASET"), at("Objaverse")]
>>> retype_by_neighbours(text, mentions)
True
>>> [(m.text, m.label) for m in mentions]
[('ADE20K', 'DATASET'), ('SIDD', 'DATASET'), ('ShapeNet', 'DATASET'), ('Objaverse', 'DATASET')]
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import replace

from explorer.model import Mention
from explorer.nlp.corpus_lists import same_kind_runs
from explorer.nlp.corpus_names import name_key
from explorer.nlp.resources import rule_words, rules
from explorer.nlp.type_cues import cue_kind
from explorer.paths import resource

#: The label a name gets when nothing says otherwise (the only one this module changes).
FALLBACK = "METHOD"
#: Kinds a list's other names may give the fallback names among them.
LIST_KINDS = ("DATASET", "MODEL")
_PROPER = re.compile(r"[A-Z0-9]")
#: "<word> on (the) " right before a name; the word is group 1.
_ACTIVITY_ON = re.compile(r"([A-Za-z0-9][A-Za-z0-9\-%]*)\s+on\s+(?:the\s+)?\Z")
_CLOSING = "}\"'”’"
_LEADING_WORD = re.compile(r"\s+([A-Za-z]+)\b")
_TASK_ON = re.compile(r"\s+(?:on|in)\s+(?:the\s+)?")
#: The longest text between two names joined by "and"/"or" (", and ", " or ").
_PAIR_GAP = 8
_JOINED = re.compile(r"\s+(?:and|or)\s+|\s*,\s*(?:and|or)\s+")
#: How far before a name the activity word is looked for.
_REACH = 48


#: Words that end an appositive's noun phrase before its head ("X, a method for which language
#: models ..." is no language model).
_NOT_IN_PHRASE = (
    "of|for|on|in|with|to|from|by|that|which|where|when|whose|who|and|or|is|are|as|than|at"
)


@functools.cache
def _appositive() -> tuple[re.Pattern, dict[str, str]]:
    """ "X, a new large-scale benchmark", "X, a new language model": an appositive on a dataset
    or model head noun of ``rules.json`` (the graph's dataset appositive, with model heads)."""
    cfg = rules()
    kinds = {h: "DATASET" for h in cfg["dataset_heads"]}
    kinds.update({h: "MODEL" for h in cfg["model_heads"]})
    heads = "|".join(
        re.escape(h).replace(r"\ ", r"\s+") for h in sorted(kinds, key=len, reverse=True)
    )
    pattern = re.compile(
        r"[}\"'”’]*\s*(?:\([^()]{0,40}\)\s*)?,\s*(?:a|an|the|our)\s+"
        rf"(?:(?!(?:{_NOT_IN_PHRASE})\b)[\w-]+\s+){{0,4}}?({heads})(?![\w-])",
        re.IGNORECASE,
    )
    return pattern, kinds


def appositive_kind(text: str, mention: Mention) -> str:
    """The kind an appositive right after ``mention`` gives it ("DATASET", "MODEL"), else "".

    >>> text = "We present SILO, a new language model, and MuSR, a dataset for reasoning."
    >>> appositive_kind(text, Mention("SILO", "METHOD", "", 11, 15, text))
    'MODEL'
    >>> appositive_kind(text, Mention("MuSR", "METHOD", "", 43, 47, text))
    'DATASET'
    """
    if text.find(",", mention.end, mention.end + 48) == -1:
        return ""
    pattern, kinds = _appositive()
    found = pattern.match(text, mention.end)
    return kinds[" ".join(found.group(1).lower().split())] if found else ""


@functools.cache
def _words() -> dict[str, frozenset[str]]:
    """The task heads (rules.json) and the word lists of ``corpus_types.json``."""
    data = json.loads(resource("nlp", "corpus_types.json").read_text(encoding="utf-8"))
    words = {k: frozenset(v) for k, v in data.items() if not k.startswith("_")}
    return {"task_heads": rule_words("task_heads"), **words}


def _capitalised(mention: Mention) -> bool:
    return bool(_PROPER.search(mention.text))


def _named(mention: Mention) -> bool:
    """A name rather than a term: a capital or a digit in it and in its canonical name ("RNNs"
    stands for "recurrent neural network", a class of models, not a named one)."""
    return bool(_PROPER.search(mention.text) and _PROPER.search(mention.canonical or mention.text))


def coordinated(text: str, mentions: list[Mention], pairs: bool = True) -> list[list[int]]:
    """Indices of the coordinated lists among ``mentions`` (sorted by start): runs of three or
    more (:func:`explorer.nlp.corpus_lists.same_kind_runs`) and, with ``pairs``, two names
    joined by "and" or "or" (a bare comma joins two names of a sentence too).

    >>> text = "ViT, ResNet and BERT. On ImageNet, AdaBelief wins. A or B."
    >>> spans = [(0, 3), (5, 11), (16, 20), (25, 33), (35, 44), (51, 52), (56, 57)]
    >>> coordinated(text, [Mention(text[s:e], "METHOD", "", s, e, text) for s, e in spans])
    [[0, 1, 2], [5, 6]]
    """
    runs = same_kind_runs(text, [(m.start, m.end) for m in mentions])
    if not pairs:
        return runs
    listed = {i for run in runs for i in run}
    for i in range(1, len(mentions)):
        if (
            mentions[i].start - mentions[i - 1].end <= _PAIR_GAP
            and i - 1 not in listed
            and i not in listed
            and _JOINED.fullmatch(text, mentions[i - 1].end, mentions[i].start)
        ):
            runs.append([i - 1, i])
    return sorted(runs)


def done_on(text: str, mention: Mention) -> bool:
    """Is ``mention`` the data an activity is done on ("image denoising on SIDD")?

    >>> text = "pretraining on WebText and building on LoRA"
    >>> done_on(text, Mention("WebText", "METHOD", "", 15, 22, text))
    True
    >>> done_on(text, Mention("LoRA", "METHOD", "", 39, 43, text))
    False
    """
    if text.find("on ", max(0, mention.start - 9), mention.start) == -1:
        return False  # no "on " or "on the " right before: the regex's window need not be read
    found = _ACTIVITY_ON.search(text, max(0, mention.start - _REACH), mention.start)
    if not found:
        return False
    word = found.group(1).lower()
    words = _words()
    if word in words["result_words"] or word[0].isdigit() or word.endswith("%"):
        return True  # "state-of-the-art performance on X", "4.5 AP on X", "8% on X"
    word = word.rsplit("-", 1)[-1]
    return word in words["task_heads"] or (
        word.endswith("ing") and word not in words["relying_words"]
    )


def dataset_noun_beside(text: str, mention: Mention) -> bool:
    """Does a noun of a dataset's kind stand right before ``mention`` ("the card game Hanabi"),
    or a dataset's head noun right after it ("the X benchmark")?

    >>> text = "the card game Hanabi with Adam"
    >>> dataset_noun_beside(text, Mention("Hanabi", "METHOD", "", 14, 20, text))
    True
    """
    words = _words()
    before = text[max(0, mention.start - 20) : mention.start]
    last = before.rsplit(None, 1)[-1:] if before[-1:].isspace() else []
    if last and last[0].lower() in words["kind_nouns"]:
        return True
    rest = text[mention.end : mention.end + 24].lstrip(_CLOSING)  # "the ‘Strogatz’ dataset"
    after = _LEADING_WORD.match(rest) if rest[:1].isspace() else None
    return bool(after) and after.group(1).lower() in words["dataset_nouns"]


def retype_by_neighbours(text: str, mentions: list[Mention], wider: bool = True) -> bool:
    """Relabel, in place, the fallback mentions (sorted by start) that their list mates, an
    activity before them, an appositive after them or their own sentence's cue words
    (:func:`explorer.nlp.type_cues.cue_kind`) type; True when any changed.
    ``wider=False`` reads only lists of three datasets or more and a TASK mention right before
    "on"/"in" (the pass before round 8)."""
    is_name = _named if wider else _capitalised
    runs = coordinated(text, mentions, pairs=wider)
    changed = _retype_lists(mentions, runs, is_name, wider)
    typed: dict[str, str] = {}  # what an appositive says of a name holds for all its mentions
    for i, m in enumerate(mentions):
        if m.label == "TASK" and wider and cue_kind(text, m) == FALLBACK:
            mentions[i], changed = replace(m, label=FALLBACK), True  # "methods such as X"
        if m.label != FALLBACK:
            continue
        if not is_name(m):
            if wider and (kind := cue_kind(text, m)):
                mentions[i], changed = replace(m, label=kind), True
                _note(typed, m, kind)
            continue
        before = mentions[i - 1] if i else None
        after_task = (
            before is not None
            and before.label == "TASK"
            and _TASK_ON.fullmatch(text, before.end, m.start) is not None
        )  # "image denoising on SIDD" with "image denoising" found
        if after_task or (wider and done_on(text, m)):
            mentions[i], changed = replace(m, label="DATASET"), True
        elif wider and (
            kind := ("DATASET" if dataset_noun_beside(text, m) else "")
            or appositive_kind(text, m)
            or cue_kind(text, m)
        ):
            mentions[i], changed = replace(m, label=kind), True
            _note(typed, m, kind)
    for i, m in enumerate(mentions if typed else ()):
        kind = typed.get(name_key(m.text)) or typed.get(name_key(m.canonical or m.text))
        if m.label == FALLBACK and kind:
            mentions[i] = replace(m, label=kind)
    if typed:  # "X and Y, two language models": Y's cue types its list mate X
        _retype_lists(mentions, runs, is_name, wider)
    return changed


def _note(typed: dict[str, str], mention: Mention, kind: str) -> None:
    """What the paper says of a name holds for its other mentions, its short form's too."""
    typed.setdefault(name_key(mention.text), kind)
    if mention.canonical:
        typed.setdefault(name_key(mention.canonical), kind)


def _retype_lists(mentions: list[Mention], runs: list[list[int]], is_name, wider: bool) -> bool:
    """Give a list's fallback names the one specific kind of its other names."""
    changed = False
    for run in runs:
        labels = {mentions[i].label for i in run}
        kinds = [k for k in (LIST_KINDS if wider else LIST_KINDS[:1]) if k in labels]
        if not kinds or not labels <= {kinds[0], FALLBACK}:
            continue
        for i in run:
            if mentions[i].label == FALLBACK and is_name(mentions[i]):
                mentions[i], changed = replace(mentions[i], label=kinds[0]), True
    return changed
