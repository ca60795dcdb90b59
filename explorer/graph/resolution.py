"""Which mentions across the corpus are one concept.

The recognizer (``explorer.nlp``) names each mention within its paper; this
pass decides across the corpus. It splits coordinated lists ("SVHN and
TinyImageNet") into one mention per item, drops citation and maths fragments
("ICALP" from "[Price et al., ICALP'17]", "Var" from ``$\\mathsf{Var}^\\star$``),
folds spellings with :func:`~explorer.graph.names.fold_key`, diacritics
("Polyak-Łojasiewicz" and "Polyak-Lojasiewicz") and "nets" for "networks",
and folds an acronym into its
long form when the corpus defines it so ("MDP" and "Markov decision process").
A short form with letters its long form lacks ("DP-SGD" written for
"differential privacy") keeps its own name.

Examples
--------
>>> from explorer.model import Mention, Paper, PaperExtraction
>>> def paper(pid, text, *spans):
...     ms = [Mention(t, "METHOD", c, text.index(t), text.index(t) + len(t), text)
...           for t, c in spans]
...     return PaperExtraction(paper=Paper(id=pid, abstract=text), mentions=ms)
>>> papers = [
...     paper("a", "Markov decision processes (MDPs) help.", ("MDPs", "Markov decision processes")),
...     paper("b", "Every MDP is solved.", ("MDP", "MDP")),
... ]
>>> r = resolve(papers)
>>> r.keys[0] == r.keys[1]
True
"""

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass

from explorer.graph.describers import without_typical_describers
from explorer.graph.descriptions import drop_descriptions
from explorer.graph.eponyms import corpus_heads, extend_eponyms, named_alone
from explorer.graph.fragments import (
    bare_adjective,
    clause_piece,
    cut_from_word,
    cut_in_context,
    cut_modifier,
    dangling_adjective,
    emphasised_word,
    language_pair,
    maths_symbol,
)
from explorer.graph.names import (
    abbreviates,
    clean_name,
    fold_key,
    inside_citation,
    inside_math,
    is_example_list,
    is_venue,
    split_coordination,
    unbalanced,
)
from explorer.graph.retyping import dataset_names, retype_in_context, retype_variants
from explorer.graph.spellings import (
    SHORT_FORM,
    acronym_table,
    add_surfaces,
    defines_otherwise,
    respelling_table,
)
from explorer.graph.typos import typo_table
from explorer.model import Mention, PaperExtraction

_SURNAME = re.compile(r"^[A-Z][a-zà-ÿ]+$")
_SLASH_ITEM = re.compile(r"^(?=.*[A-Z])[A-Za-z][\w\-. ]+$")
_NAME_THEN_TOPIC = re.compile(
    r"^(?P<name>\S*(?:\d|[a-z][A-Z]|[A-Z]{2})\S*) (?P<topic>[a-z][a-z\- ]+[a-z])$"
)
_ACRONYM_AFTER = re.compile(r"\s*\(\s*[A-Za-z][A-Za-z0-9\-]{1,11}\s*\)")
_ACRONYM_BEFORE = re.compile(r"[A-Z][A-Za-z0-9\-]{1,11}\s*\(\s*$")


@dataclass
class Resolution:
    """The corpus's mentions resolved to concepts.

    Attributes
    ----------
    extractions
        The input with coordinated mentions split (one mention per item).
    keys
        The concept key of every mention of ``extractions``, per paper
        (``""`` for a fragment that is no concept).
    names
        The cleaned name each mention links under, per paper ("" for a fragment).
    folded
        Fold key of a name -> concept key (acronyms folded into long forms), and of
        an acronym the text writes for a concept ("GAN" of "generative
        adversarial network").
    lone
        Fold key of each acronym folded into a long form that one paper alone
        defines ("MDM", "Mutual Distillation Module") -> the index of that paper.
    """

    extractions: list[PaperExtraction]
    keys: list[list[str]]
    names: list[list[str]]
    folded: dict[str, str]
    lone: dict[str, int] = dataclasses.field(default_factory=dict)

    def key_of(self, name: str) -> str:
        """Concept key of ``name`` as this corpus resolves it ("" if unknown)."""
        fold = fold_key(name)
        return self.folded.get(fold, fold)

    def key_of_cut(self, name: str, within: str = "", token: str = "") -> str:
        """Key of an acronym cut out of ``token``, a name of concept ``within`` ("MDM" of "ComMDM").

        It takes a long form only when written in capitals and defined by two
        papers or more, or by a paper that names ``within``: one paper's acronym
        ("MDM", "Mutual Distillation Module") says nothing of another's coined
        name, nor is "Clip" of "PPO-Clip" an acronym; nor when a paper spells
        ``token`` out without that long form ("Global & Efficient Counterfactual
        Explanations (GLOBE-CE)" has no cross entropy). Otherwise its spelling is its key.
        """
        fold = fold_key(name)
        key = self.folded.get(fold, fold)
        papers = self._papers_of.get(within, []) if within else []
        texts = (self.extractions[i].paper.abstract for i in papers)
        if key != fold and (
            not SHORT_FORM.match(name)
            or (fold in self.lone and self.lone[fold] not in papers)
            or any(defines_otherwise(text, token, key, name) for text in texts)
        ):
            return fold
        return key

    @functools.cached_property
    def _papers_of(self) -> dict[str, list[int]]:
        found: dict[str, list[int]] = {}
        for i, row in enumerate(self.keys):
            for key in dict.fromkeys(row):
                found.setdefault(key, []).append(i)
        return found


def resolve(extractions: list[PaperExtraction]) -> Resolution:
    """Split, filter and fold the mentions of ``extractions`` (see the module docstring)."""
    known = {
        fold_key(m.canonical or m.text)
        for ex in extractions
        for m in ex.mentions
        if "/" not in m.text
    }
    extractions = [without_typical_describers(ex, known) for ex in extractions]
    heads = corpus_heads(m.text for ex in extractions for m in ex.mentions)
    alone = named_alone(extractions, heads)
    datasets = dataset_names(extractions)
    split = [
        retype_variants(
            retype_in_context(_split_lists(extend_eponyms(ex, heads, alone), known)), datasets
        )
        for ex in extractions
    ]
    names = [[_mention_name(ex, m) for m in ex.mentions] for ex in split]
    acronyms, lone = acronym_table(split, names)
    acronyms.update(typo_table(names, acronyms))
    names = drop_descriptions(split, names, lambda fold: acronyms.get(fold, fold))
    accents = respelling_table(name for per_paper in names for name in per_paper)
    keys = []
    folded: dict[str, str] = {}
    for per_paper in names:
        row = []
        for name in per_paper:
            fold = fold_key(name) if name else ""
            key = acronyms.get(fold, fold)
            key = accents.get(key, key)
            if fold:
                folded.setdefault(fold, key)
            row.append(key)
        keys.append(row)
    add_surfaces(folded, split, keys)
    return Resolution(split, keys, names, folded, lone)


def _split_lists(ex: PaperExtraction, known: set[str]) -> PaperExtraction:
    """``ex`` with each coordinated mention replaced by one mention per item.

    A slash joins a list only when every item is a name of two or more
    characters starting with a letter ("CIFAR-10/100-LT" is no list) and the
    corpus names one of them on its own ("CIFAR-10/FFHQ",
    "ViT/MLP-Mixer"), not in "TCP/IP" or "ViT-B/16".
    """
    text = ex.paper.abstract
    mentions: list[Mention] = []
    changed = False
    for m in ex.mentions:
        parts = split_coordination(m.text)
        slashed = m.text.split("/")
        if len(parts) < 2 and len(slashed) > 1 and _slash_list(slashed, known):
            parts = slashed
        if len(parts) < 2:
            parts = _name_then_topic(m.text, known) or parts
        if len(parts) < 2 or (_is_long_form(text, m) and not is_example_list(m.text)):
            mentions.append(m)
            continue
        changed = True
        cursor = 0
        for part in parts:
            offset = m.text.find(part, cursor)
            if offset < 0:
                continue
            cursor = offset + len(part)
            mentions.append(
                dataclasses.replace(
                    m, text=part, canonical=part, start=m.start + offset, end=m.start + cursor
                )
            )
    return dataclasses.replace(ex, mentions=mentions) if changed else ex


def _slash_list(parts: list[str], known: set[str]) -> bool:
    """Whether names joined by slashes are a list: each a name, one at least known alone."""
    return all(_SLASH_ITEM.match(p) for p in parts) and any(fold_key(p) in known for p in parts)


def _name_then_topic(name: str, known: set[str]) -> list[str]:
    """A model or dataset name run into a topic ("ImageNet-1K self-supervised learning").

    Both parts must be named alone elsewhere in the corpus: a name with a digit
    or an inner capital, then two or more lowercase words.
    """
    match = _NAME_THEN_TOPIC.match(name.strip())
    if match is None or len(match["topic"].split()) < 2:
        return []
    parts = [match["name"], match["topic"]]
    return parts if all(fold_key(p) in known for p in parts) else []


def _is_long_form(text: str, m: Mention) -> bool:
    """Whether the mention is defined by an acronym beside it ("Discover and Cure (DISC)")."""
    return bool(_ACRONYM_AFTER.match(text, m.end) or _ACRONYM_BEFORE.search(text[: m.start]))


def _mention_name(ex: PaperExtraction, m: Mention) -> str:
    """The name ``m`` links under, or "" when it is a fragment and no concept."""
    cleaned = _name_of(m.text, m.canonical)
    text = ex.paper.abstract
    if cleaned and 0 <= m.start < len(text):
        if inside_citation(text, m.start, m.end):
            return ""
        if inside_math(text, m.start) and (
            len(cleaned) < 4 or " " not in cleaned or maths_symbol(text, m.start, m.end)
        ):
            return ""
        if _SURNAME.match(cleaned) and text[m.end : m.end + 1] in ("'", "’"):
            return ""  # "Lovász' characterisation": a name cut at its possessive
        if cut_from_word(text, m.start, m.end) or cut_in_context(text, m.start, m.end, cleaned):
            return ""
    return cleaned


@functools.lru_cache(maxsize=262144)
def _name_of(surface: str, canonical: str) -> str:
    """The cleaned name of a mention written ``surface`` and named ``canonical`` ("" if none)."""
    canonical, surface = canonical.strip(), surface.strip()
    name = canonical or surface
    short = clean_name(surface)
    if (
        SHORT_FORM.match(short)
        and fold_key(short) != fold_key(name)
        and (not abbreviates(short, clean_name(name)) or len(split_coordination(name)) > 1)
    ):
        name = short  # "DP-SGD" is no alias of "differential privacy", "LLMs" none of a list
    cleaned = clean_name(name)
    if not cleaned or unbalanced(cleaned) or is_venue(cleaned) or _fragment(cleaned):
        return ""
    return cleaned


def _fragment(name: str) -> bool:
    return (
        emphasised_word(name)
        or bare_adjective(name)
        or language_pair(name)
        or cut_modifier(name)
        or dangling_adjective(name)
        or clause_piece(name)
    )
