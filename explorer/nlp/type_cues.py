"""The kind a name's own sentence gives it: a problem, a released model, a benchmark suite.

The resolver labels a name nothing types METHOD, and the recognizer labels many terms METHOD
that their sentence calls something else. The words right around a name often say which kind
it is, whatever the name is:

- **a problem or task** (TASK): "suffers from X", "to mitigate X", "the problem of X", "a new
  challenge named X", "X tasks", and a lowercase term whose head names a task only
  ("speech-to-text translation", "anomaly detection": never a method's head in the annotated
  abstracts);
- **a released model** (MODEL): "the agent, which we call X", "X and Y, two open language
  models", "X, a pretrained ... model", "we release a language model, X" (annotations/README.md
  decision 6: a named pretrained model or agent is a MODEL, a proposed architecture a METHOD);
- **a benchmark** (DATASET): a name before "environments", "environment suites",
  "simulator", a name ending in "Environment" or built on "Bench", "we introduce a
  large-scale dataset, X" (decision 6: games, environments and simulators are datasets);
- **a method** (METHOD, for a TASK-labelled name): "approaches (e.g. X and Y)", "algorithms
  known as X", "X is a widely used method".

The words are data, ``resources/nlp/corpus_types.json`` (its ``_provenance`` says where they
come from and how often the train split's labels agree); the corpus pass's
:func:`explorer.nlp.corpus_types.retype_by_neighbours` asks :func:`cue_kind` for each METHOD-
or TASK-labelled mention, and only those labels change.

Examples
--------
>>> from explorer.model import Mention
>>> text = "GANs suffer from mode dropping. The agent, which we call Heron, plays Atari."
>>> def at(name):
...     start = text.index(name)
...     return Mention(name, "METHOD", name, start, start + len(name), text)
>>> cue_kind(text, at("mode dropping")), cue_kind(text, at("Heron"))
('TASK', 'MODEL')
"""

from __future__ import annotations

import functools
import json
import re

from explorer.model import Mention
from explorer.paths import resource

_CAPITAL = re.compile(r"[A-Z0-9]")
#: Words that end an appositive's noun phrase before its head, or are its head ("X, a novel
#: approach that bridges pretrained models" is no pretrained model).
_NOT_IN_PHRASE = (
    "of|for|on|in|with|to|from|by|that|which|where|when|whose|who|and|or|is|are|as|than|at"
    "|approach|method|framework|technique|algorithm|system|scheme|strategy|pipeline|toolkit"
)
#: "X aims to ...", the acronym of X between.
_AIMS = re.compile(r"[}\"'”’]*\s*(?:\([^()]{1,20}\)\s*)?aims\s+(?:to|at)\b")
#: What may follow a problem named after a problem verb: the end of its noun phrase ("reduce
#: pre-training time" reduces no pre-training).
_PHRASE_END = re.compile(
    r"[}\"'”’]*\s*(?:[,.;:)]|\((?:[^()]{1,20})\)|(?:and|or|in|of|by|with|for|while|through|to|which|that"
    r"|is|are|as|when|where|on|at|from|via|without|under)\b|\Z)"
)
#: Words after a name that make it a task ("NER tasks").
_TASK_WORDS = frozenset(("task", "tasks", "problems", "is"))
#: The word after a name, past a closing brace or quote and an acronym in brackets.
_FOLLOWING = re.compile(r"[}\"'”’]*\s*(?:\([^()]{1,20}\)\s*)?([A-Za-z]+)")
#: How far before a name its cue is looked for.
_REACH = 120


def _alternatives(words) -> str:
    return "|".join(
        re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True)
    )


#: "<noun>, which we refer to as X", "a new challenge named X": the noun is what X is.
_NAMED_AS = r"\s*,?\s*(?:(?:which|that)\s+)?(?:is\s+)?(?:we\s+)?(?:{})\s+(?:as\s+)?[\"'“‘]?\Z"
#: "we introduce a large-scale dataset, X": a contribution's noun, then its name.
_INTRODUCED_AS = (
    r"\b(?:introduc|present|propos|releas|buil|construct|creat|curat|collect|develop|contribut)"
    r"\w*\s+(?:(?:a|an|the|our|two|three|new)\s+)?(?:[\w-]+\s+){{0,4}}?(?:{})\s*[,:]\s*[\"'“‘]?\Z"
)


def _examples_of(nouns) -> str:
    """ "methods such as A, B and X": X is an example of ``nouns``."""
    return (
        rf"\b(?:{_alternatives(nouns)})\s*,?\s*\(?(?:such\s+as|including|like|e\.g\.,?|i\.e\.,?"
        r"|namely)\s*(?:(?:(?!\b(?:on|in|for|with|to|from|by|including|such|like)\b)[^.;()]){0,80}?"
        r"(?:,|\band|\bor)\s+)?\Z"
    )


def _named_before(nouns, naming: str) -> re.Pattern:
    """A name right after one of ``nouns`` that names it or introduces it."""
    alternatives = _alternatives(nouns)
    return re.compile(
        rf"\b(?:{alternatives})"
        + _NAMED_AS.format(naming)
        + "|"
        + _INTRODUCED_AS.format(alternatives),
        re.IGNORECASE,
    )


@functools.cache
def _cues() -> dict:
    """The compiled cues of ``corpus_types.json``."""
    data = json.loads(resource("nlp", "corpus_types.json").read_text(encoding="utf-8"))
    naming = _alternatives(data["naming_words"])
    plural_models = _alternatives(data["model_nouns_plural"])
    return {
        "task_heads": frozenset(data["task_only_heads"]),
        "problem_heads": frozenset(data["problem_heads"]),
        "benchmark_heads": frozenset(data["benchmark_heads"]),
        "benchmark_part": re.compile(
            rf"(?:{_alternatives(data['benchmark_name_parts'])})(?![a-z])"
        ),
        "method_task_words": frozenset(data["method_task_words"]),
        "benchmark_starts": frozenset(w.split()[0].lower() for w in data["benchmark_nouns"]),
        "naming_last": frozenset(w.split()[-1].lower() for w in data["naming_words"]),
        # The last words a problem cue may end on ("mitigating", "suffers from", "problem of").
        "problem_starts": (
            *data["problem_stems"],
            *(w.split()[-1] for w in data["problem_phrases"]),
        ),
        # The last word of a kind's noun, before the comma or colon of "a dataset, X".
        "noun_last": frozenset(
            w.split()[-1].lower() for w in (*data["dataset_nouns_before"], *data["model_nouns"])
        ),
        "problem_before": re.compile(
            rf"(?:\b(?:{_alternatives(data['problem_stems'])})\w*"
            rf"|\b(?:{_alternatives(data['problem_phrases'])}))\s+(?:(?:the|this|such|a)\s+)?\Z"
            rf"|\b(?:problem|task|phenomenon|issue|challenge)s?\s+of\s+(?:the\s+)?[`\"'“‘]*\Z"
            rf"|\b(?:{_alternatives(data['problem_nouns'])})s?" + _NAMED_AS.format(naming),
            re.IGNORECASE,
        ),
        "task_after": re.compile(
            r"[}\"'”’]*\s*(?:\([^()]{1,20}\)\s*)?(?:tasks?|problems"
            r"|is\s+(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,3}?(?:problem|task|phenomenon|challenge))\b",
            re.IGNORECASE,
        ),
        "method_before": re.compile(
            _examples_of(data["method_nouns_plural"])
            + rf"|\b(?:{_alternatives(data['method_nouns_plural'])})"
            + _NAMED_AS.format(naming),
            re.IGNORECASE,
        ),
        "method_after": re.compile(
            r"[}\"'”’]*\s*(?:\([^()]{1,20}\)\s*)?(?:is|are)\s+(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,3}?"
            rf"(?:{_alternatives(data['method_nouns'])})\b",
            re.IGNORECASE,
        ),
        "task_examples": re.compile(_examples_of(data["task_nouns_plural"]), re.IGNORECASE),
        "model_before": _named_before(data["model_nouns"], naming),
        "dataset_before": _named_before(data["dataset_nouns_before"], naming),
        "model_after": re.compile(
            r"[}\"'”’]*\s*(?:\([^()]{1,40}\)\s*)?,\s*(?:(?:a|an|the|our|two|three)\s+)?"
            rf"(?:(?!(?:{_NOT_IN_PHRASE})\b)[\w-]+\s+){{0,4}}?(?:(?:{plural_models})"
            r"|pre-?trained\s+(?:[\w-]+\s+){0,3}?(?:models?|networks?|transformers?|encoders?))"
            r"(?![\w-])",
            re.IGNORECASE,
        ),
        "benchmark_after": re.compile(
            rf"[}}\"'”’]*\s+(?:{_alternatives(data['benchmark_nouns'])})(?![\w-])", re.IGNORECASE
        ),
    }


def _shape(text: str, mention: Mention) -> tuple[bool, bool]:
    """(a lowercase term, a name): "mode dropping" (a capital opening a sentence aside) is
    a term; a name has a capital or digit in its text and in the canonical name it stands for
    ("Karush" of "Karush–Kuhn–Tucker" is a name, not a term)."""
    name = mention.text
    capital = _CAPITAL.search(name)
    if capital is None:
        return True, False
    term = (
        capital.start() == 0
        and not name[0].isdigit()
        and not _CAPITAL.search(name, 1)
        and _opens_sentence(text, mention.start)
    )
    canonical = mention.canonical
    return term, not canonical or canonical == name or bool(_CAPITAL.search(canonical))


def _opens_sentence(text: str, start: int) -> bool:
    return text[max(0, start - 3) : start].strip()[-1:] in ("", ".", "!", "?")


def _marked(before: str) -> bool:
    """Does an example list open in ``before`` ("methods such as")?"""
    return (
        "such as" in before
        or "e.g." in before
        or "including" in before
        or "like" in before
        or "i.e." in before
        or "namely" in before
    )


def cue_kind(text: str, mention: Mention) -> str:
    """The kind ("TASK", "MODEL", "DATASET") the words around ``mention`` give it, else "".

    >>> text = "Zephyr and Zephyr-Chat, open language models, fail on ALFRED environments."
    >>> def at(name):
    ...     start = text.index(name)
    ...     return Mention(name, "METHOD", name, start, start + len(name), text)
    >>> [cue_kind(text, at(n)) for n in ("Zephyr-Chat", "ALFRED")]
    ['MODEL', 'DATASET']
    >>> text = "anomaly detection, the problem of label noise, and NER tasks with BERT"
    >>> [cue_kind(text, at(n)) for n in ("anomaly detection", "label noise", "BERT")]
    ['TASK', 'TASK', '']
    """
    cues = _cues()
    end = mention.end
    if mention.label == "TASK":  # "methods such as X", "X is a simple method"
        if not mention.text.lower().endswith("learning") and cues["method_after"].match(
            text, end, end + 60
        ):
            return "METHOD"  # "federated learning is a framework": an area by convention
        before = text[max(0, mention.start - _REACH) : mention.start]
        last = before.rstrip(" \"'“‘`").rsplit(None, 1)[-1:]
        named_here = bool(last) and last[0].lower() in cues["naming_last"]
        if (named_here or _marked(before)) and cues["method_before"].search(before):
            return "METHOD"  # "algorithms known as X", "approaches (e.g. X and Y)"
        return ""
    term, named = _shape(text, mention)
    words = mention.text.lower().split()
    head = words[-1] if words else ""  # whole: "back-translation" is no "translation"
    if named and (head in cues["benchmark_heads"] or cues["benchmark_part"].search(mention.text)):
        return "DATASET"  # "the Arcade Learning Environment", "OpenAI Gym", "NAS-Bench-201"
    if head in cues["problem_heads"] and cues["method_task_words"].isdisjoint(words):
        return "TASK"  # "the Scheduling Problem", "a graph parsing task", no "auxiliary task"
    if term and head in cues["task_heads"]:
        return "TASK"
    following = _FOLLOWING.match(text, end, end + 48)
    word = following.group(1).lower() if following else ""
    if named and word in cues["benchmark_starts"] and cues["benchmark_after"].match(text, end):
        return "DATASET"
    if (
        (term or not named)
        and word in _TASK_WORDS
        and (word != "is" or _opens_sentence(text, mention.start))  # not "... of X is the"
        and cues["task_after"].match(text, end)
    ):
        return "TASK"
    if word == "aims" and (term or not named) and _AIMS.match(text, end):
        return "TASK"  # "compressed sensing (CS) aims to recover ...": a task's definition
    if named and text.find(",", end, end + 44) != -1 and cues["model_after"].match(text, end):
        return "MODEL"
    # The cues before a name are searched only when the words right before could end one: a
    # naming word, a kind's noun before a comma or colon, a problem verb, or an example marker.
    before = text[max(0, mention.start - _REACH) : mention.start]
    stripped = before.rstrip(" \"'“‘`")
    last = stripped[-40:].lower().rsplit(None, 2)[-2:]
    named_here = bool(last) and (
        last[-1] in cues["naming_last"] or last[-1][:-1] in cues["noun_last"]
    )
    if named and named_here:
        if cues["model_before"].search(before):
            return "MODEL"
        if cues["dataset_before"].search(before):
            return "DATASET"
    if not term:
        return ""
    if (
        named_here
        or any(w.startswith(cues["problem_starts"]) for w in last)
        or stripped.endswith((" of", " of the"))
    ) and (_PHRASE_END.match(text, end) and cues["problem_before"].search(before)):
        return "TASK"
    if _marked(before) and cues["task_examples"].search(before):
        return "TASK"
    return ""
