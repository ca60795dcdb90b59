"""Which concept is broader than which: families, dataset bases, hardware classes, head nouns.

Derived from names alone, by rules in ``resources/graph/concepts.json``:

- a model or dataset name with a size, variant or version suffix is narrower
  than the name without it ("LLaMA-2-7B" -> "LLaMA 2" -> "LLaMA", "ViT-S/16" ->
  "ViT", "CIFAR-10-LT" -> "CIFAR-10" -> "CIFAR");
- an accelerator is narrower than its class ("H100" -> "NVIDIA GPU" -> "GPU");
- a variant named after a known dataset is narrower than it ("ImageNet-PI",
  "Tiny ImageNet" -> "ImageNet"; :mod:`explorer.graph.variants`), and a coined
  method's numbered version than the method ("FlashAttention2" -> "FlashAttention");
- a multi-word concept is narrower than a concept naming its head ("sparse
  attention" -> "attention", "deep neural network" -> "neural network");
- a name is a kind of the concept it names before a generic noun or a
  preposition ("conformal prediction algorithm" -> "conformal prediction").

A broader concept the corpus never names is made (``derived``) when it is a
model's family, or when two concepts share it. The query side is
:mod:`explorer.graph.taxonomy`.

Examples
--------
>>> concepts = {"llama27b": ("LLaMA-2-7B", "MODEL"), "llama2": ("LLaMA 2", "MODEL")}
>>> h = derive_hierarchy(concepts)
>>> h.links
[('llama27b', 'llama2', 'size'), ('llama2', 'llama', 'version')]
>>> h.derived
{'llama': ('LLaMA', 'MODEL')}
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from explorer.graph.heads import (
    BASED_ON,
    CODA,
    HEAD_NOUN,
    INNER,
    KIND_OF,
    NAMEY,
    derive_min,
    heads,
    kind_of_name,
)
from explorer.graph.names import concept_rules, fold_key, singular
from explorer.graph.specificity import is_generic_name
from explorer.graph.suffixes import is_coined, suffix_chain
from explorer.graph.variants import named_variant

#: Reasons of the links that make a family (model sizes, dataset variants, hardware classes);
#: a head-noun link relates two concepts without making one a member of the other's family.
FAMILY_REASONS = ("size", "variant", "version", "hardware class")
_PLAIN_WORDS = re.compile(r"[a-z][a-z\-]{3,}(?: [a-z][a-z\-]+)*")


@dataclass
class Hierarchy:
    """Broader links between concept keys, and the broader concepts to make.

    ``links`` are ``(narrower, broader, reason)``; ``derived`` maps the key of
    each concept to make to its ``(label, type)``; ``types`` holds concepts whose
    type their family decides (a dataset variant the recognizer called a method).
    """

    links: list[tuple[str, str, str]] = field(default_factory=list)
    derived: dict[str, tuple[str, str]] = field(default_factory=dict)
    types: dict[str, str] = field(default_factory=dict)
    made_heads: set[str] = field(default_factory=set)


def derive_hierarchy(
    concepts: dict[str, tuple[str, str]],
    key_of: Callable[[str], str] = fold_key,
    cut_key_of: Callable[[str, str, str], str] | None = None,
) -> Hierarchy:
    """Broader links among ``concepts`` (key -> ``(label, type)``).

    ``key_of`` maps a name to the key the corpus resolves it to (default:
    :func:`~explorer.graph.names.fold_key`); ``cut_key_of(name, key, label)`` does
    so for a head cut out of a token of concept ``key`` ("MDM" of "ComMDM";
    default ``key_of``), see :meth:`~explorer.graph.resolution.Resolution.key_of_cut`.
    """
    chains = {key: suffix_chain(label) for key, (label, _) in concepts.items()}
    passing = Counter(key_of(name) for chain in chains.values() for name, _ in chain)
    head_types: dict[str, Counter[str]] = {}
    for label, kind in concepts.values():
        for head, reason in heads(label):
            if reason in (INNER, BASED_ON):
                continue
            passing[key_of(head)] += 1
            head_types.setdefault(key_of(head), Counter())[kind] += 1
    family_types = set(concept_rules()["family_types"])
    hierarchy = Hierarchy()
    known = dict(concepts)
    # Models, datasets and hardware first: the family they make ("EpicKitchens" of
    # "EPIC-KITCHENS-100") is there for a variant the recognizer called a method.
    for key, (label, kind) in sorted(concepts.items(), key=lambda c: c[1][1] not in family_types):
        # An accelerator's class comes before its letters ("NVIDIA H100" is no "NVIDIA H").
        if _add_classes(hierarchy, key, label, kind, known, key_of) and kind == "HARDWARE":
            continue
        if not _add_family(hierarchy, key, kind, chains[key], known, passing, key_of, family_types):
            add_named_variant(hierarchy, key, label, kind, known, key_of)
    # Heads are made first, then linked: a head made by later concepts ("autoencoder")
    # is the head of an earlier one too ("Geometric Autoencoder").
    resolve_heads = _head_keys(key_of, cut_key_of or (lambda name, *_: key_of(name)))
    for key, (label, kind) in concepts.items():
        _add_head_noun(hierarchy, key, label, kind, known, resolve_heads, head_types, True)
    # A made phrase head has a head too ("stochastic restoration" -> "restoration").
    made = [(key, hierarchy.derived[key]) for key in sorted(hierarchy.made_heads)]
    for key, (label, kind) in [*concepts.items(), *made]:
        _add_head_noun(hierarchy, key, label, kind, known, resolve_heads, head_types, False)
    for key, (label, _) in concepts.items():
        _add_kind_of(hierarchy, key, label, known, key_of)
    _drop_thin_heads(hierarchy)
    first: dict[tuple[str, str], tuple[str, str, str]] = {}
    for link in hierarchy.links:  # the first reason found for a pair stands
        if link[0] != link[1]:
            first.setdefault(link[:2], link)
    hierarchy.links = list(first.values())
    return hierarchy


def _drop_thin_heads(hierarchy: Hierarchy) -> None:
    """Forget made heads that fewer than :func:`derive_min` concepts ended up linked to.

    What linked to a forgotten head links to that head's own heads instead.
    """
    made = hierarchy.made_heads
    while True:  # a made head dropped may leave the head it linked to thin in turn
        children = Counter(
            b for _, b, reason in hierarchy.links if reason in (HEAD_NOUN, KIND_OF) and b in made
        )
        thin = {key for key in made if children[key] < derive_min(hierarchy.derived[key][0])}
        if not thin:
            return
        up = {key: [b for a, b, _ in hierarchy.links if a == key and b not in thin] for key in thin}
        links = []
        for a, b, reason in hierarchy.links:
            if a not in thin:
                links += [(a, p, reason) for p in up[b]] if b in thin else [(a, b, reason)]
        hierarchy.links = links
        for key in thin:
            del hierarchy.derived[key]
        made -= thin


def _add_family(hierarchy, key, kind, chain, known, passing, key_of, family_types) -> bool:
    """Link ``key`` up its suffix chain, through the names that exist or are shared.

    A method has a family only by version, and only under a coined name
    ("FlashAttention2" -> "FlashAttention"): "Phase 2" is no member of a family "Phase".
    Returns whether a link was made.
    """
    child = key
    for depth, (name, reason) in enumerate(chain):
        parent = key_of(name)
        last = depth == len(chain) - 1
        exists = parent in known
        coined = kind == "METHOD" and reason == "version" and is_coined(name)
        parent_type = known[parent][1] if exists else kind
        outside = parent_type not in family_types and kind not in family_types
        if exists and outside and not (coined and parent_type == "METHOD"):
            return child != key
        if not exists:
            shared = passing[parent] >= 2
            if not (kind in family_types and (shared or (last and kind == "MODEL"))) and not (
                coined and shared
            ):
                continue
            hierarchy.derived[parent] = (name, kind)
            known[parent] = (name, kind)
        parent_type = known[parent][1]
        if kind == "METHOD" and parent_type in family_types and child == key:
            hierarchy.types[key] = parent_type
        hierarchy.links.append((child, parent, reason))
        child = parent
    return child != key


def add_named_variant(hierarchy, key, label, kind, known, key_of) -> None:
    """Link a variant named after a known dataset or model ("ImageNet-PI" -> "ImageNet")."""
    found = named_variant(label, kind, known, key_of)
    if found is not None and found[0] != key:
        parent, parent_type = found
        if kind != parent_type:
            hierarchy.types[key] = parent_type
        hierarchy.links.append((key, parent, "variant"))


def _add_classes(hierarchy, key, label, kind, known, key_of) -> bool:
    """Link ``label`` to its class by the class rules, and the class to its own class.

    Returns whether ``label`` has a class.
    """
    name, child = label, key
    for _ in range(4):  # classes nest a few levels at most (H100 -> NVIDIA GPU -> GPU)
        rule = next((r for r in _class_rules() if r[2] == kind and r[0].search(name)), None)
        if rule is None:
            break
        _, broader, kind, reason = rule
        parent = key_of(broader)
        if parent == child:
            break
        if parent not in known:
            hierarchy.derived[parent] = (broader, kind)
            known[parent] = (broader, kind)
        hierarchy.links.append((child, parent, reason))
        name, child = broader, parent
    return child != key


@functools.cache
def _class_rules() -> tuple[tuple[re.Pattern[str], str, str, str], ...]:
    return tuple(
        (re.compile(r["pattern"]), r["broader"], r["type"], r["reason"])
        for r in concept_rules()["classes"]
    )


def _head_keys(key_of, cut_key_of) -> Callable[[str, str, str], str]:
    """Key of a head of concept ``key``: ``cut_key_of`` when it starts inside a token."""

    def head_key(key: str, label: str, head: str) -> str:
        start = len(label) - len(head)
        inside = label.endswith(head) and start > 0 and label[start - 1] != " "
        return cut_key_of(head, key, label) if inside and " " not in head else key_of(head)

    return head_key


def _add_head_noun(hierarchy, key, label, kind, known, head_key, head_types, make) -> None:
    """Link a multi-word concept to the longest concept naming its head ("sparse attention").

    A head no paper names on its own is made when enough concepts share it
    (:func:`derive_min`) and it is written in lowercase words:
    "knowledge distillation", "random network distillation" and "layer-wise
    distillation" make "distillation". A catch-all head ("neural network" of
    "multi-layer neural network") relates nothing, so the next head a concept
    names is linked as well ("multi-layer network").
    """
    generic_before, own_generic = False, is_generic_name(label)
    for head, reason in heads(label):
        parent = head_key(key, label, head)
        if parent == key:
            continue
        if parent not in known:
            types = head_types.get(parent, Counter())
            if not make or reason in (INNER, BASED_ON) or types.total() < derive_min(head):
                continue
            if not _PLAIN_WORDS.fullmatch(head) or (reason == KIND_OF and "-" in head.split()[-1]):
                continue  # "zeroth-order algorithm" names no concept "zeroth-order"
            *first, last = head.split(" ")
            name = " ".join([*first, singular(last)])  # "ensembles" -> "ensemble"
            # The type most names under it have (a method on a tie: a method links any type).
            made_type = max(types, key=lambda t: (types[t], t == "METHOD"))
            hierarchy.derived[parent] = (name, made_type)
            hierarchy.made_heads.add(parent)
            known[parent] = (name, made_type)
            return
        if reason in (KIND_OF, BASED_ON):  # a kind of a concept may have a head besides
            if not make:
                hierarchy.links.append((key, parent, KIND_OF))
            continue
        if make:
            return
        parent_type = known[parent][1]
        if generic_before and is_generic_name(known[parent][0]):
            continue
        if reason == INNER:
            hierarchy.links.append((key, parent, HEAD_NOUN))
        elif reason == CODA:  # "SparseGPT" and "DetectGPT" are methods, no GPT models
            if parent_type == kind:
                hierarchy.links.append((key, parent, "variant" if kind == "DATASET" else HEAD_NOUN))
        elif parent_type == kind == "HARDWARE":  # "edge GPU" is a kind of GPU
            hierarchy.links.append((key, parent, "hardware class"))
        elif parent_type == "DATASET" and kind in ("DATASET", "METHOD") and NAMEY.search(head):
            if kind != parent_type:
                hierarchy.types[key] = parent_type
            hierarchy.links.append((key, parent, "variant"))  # "Tiny ImageNet", "DVS-CIFAR10"
        elif parent_type == kind or "METHOD" in (parent_type, kind):
            hierarchy.links.append((key, parent, reason))
        if own_generic or generic_before or not is_generic_name(known[parent][0]):
            return  # a catch-all's heads ("deep network") relate nothing either
        generic_before = True


def _add_kind_of(hierarchy, key, label, known, key_of) -> None:
    """Link a name to the existing concept it names before a generic noun or a preposition."""
    name = kind_of_name(label)
    if name is not None:
        parent = key_of(name)
        if parent in known and parent != key:
            hierarchy.links.append((key, parent, KIND_OF))
