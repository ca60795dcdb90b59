"""Variants named after a known dataset or model, with no size or version suffix.

:mod:`explorer.graph.hierarchy` links "CIFAR-10-LT" to "CIFAR-10" by its suffix;
this module finds the variants a suffix rule cannot: a known dataset's name and
one more word ("ImageNet-PI", "CIFAR-10-Warehouse", "CIFAR-MNIST"), and the
subsets the rules name (``named_variants`` in ``resources/graph/concepts.json``:
"Imagenette" is a subset of ImageNet).

Examples
--------
>>> known = {"imagenet": ("ImageNet", "DATASET"), "llama": ("LLaMA", "MODEL")}
>>> named_variant("ImageNet-PI", "METHOD", known)
('imagenet', 'DATASET')
>>> named_variant("Imagenette", "DATASET", known)
('imagenet', 'DATASET')
>>> named_variant("LLaMA-Adapter", "METHOD", known) is None  # a method, not a LLaMA
True
>>> named_variant("ImageNet classification", "TASK", known) is None
True
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from explorer.graph.names import concept_rules, fold_key

_LAST_WORD = re.compile(r"^(?P<base>.*?[A-Z0-9].*?)[-\s](?P<word>[A-Z0-9][A-Za-z0-9]{0,11})$")
#: Types of concept a variant may have, by the type of its base: a dataset's variant
#: is a dataset the recognizer may have called a method; a model's, only a model.
_CHILD_TYPES = {"DATASET": ("DATASET", "METHOD", "MODEL"), "MODEL": ("MODEL",)}


def named_variant(
    label: str,
    kind: str,
    known: dict[str, tuple[str, str]],
    key_of: Callable[[str], str] = fold_key,
) -> tuple[str, str] | None:
    """The known concept ``label`` is a variant of, with its type, or None.

    ``known`` maps concept keys to ``(label, type)``; ``key_of`` maps a name to
    its key in the corpus.
    """
    named = _named_variants().get(fold_key(label))
    if named is not None:
        parent = key_of(named)
        if parent in known and kind in _CHILD_TYPES.get(known[parent][1], ()):
            return parent, known[parent][1]
        return None
    match = _LAST_WORD.match(label)
    if match is None:
        return None
    parent = key_of(match["base"])
    if parent not in known:
        return None
    parent_type = known[parent][1]
    if kind not in _CHILD_TYPES.get(parent_type, ()):
        return None
    return parent, parent_type


@functools.cache
def _named_variants() -> dict[str, str]:
    return {fold_key(name): base for name, base in concept_rules()["named_variants"].items()}
