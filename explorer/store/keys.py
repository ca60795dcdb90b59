"""Where the cache lives, and the key of a whole graph: its papers, options and builder code.

>>> corpus_key(["a", "b"], params={"x": 1}) == corpus_key(["a", "b"], params={"x": 1})
True
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from explorer.paths import resource


@functools.cache
def _graph_code() -> str:
    """Fingerprint of the code that makes a cached graph, so a changed builder misses."""
    # Imported here: extraction reads the cache without building a graph (and scipy).
    from explorer.graph import (
        build,
        concepts,
        descriptions,
        eponyms,
        fragments,
        heads,
        hierarchy,
        layout,
        names,
        resolution,
        retyping,
        similarity,
        specificity,
        spellings,
        suffixes,
        taxonomy,
        typos,
        variants,
    )

    digest = hashlib.sha256()
    modules = (
        *(build, concepts, descriptions, eponyms, fragments, heads, hierarchy, layout, names),
        *(resolution, retyping, similarity, specificity, spellings, suffixes, taxonomy, typos),
        variants,
    )
    for module in modules:
        digest.update(Path(module.__file__).read_bytes())
    digest.update(resource("graph", "concepts.json").read_bytes())  # the concept rules
    digest.update(resource("graph", "adjectives.txt").read_bytes())  # fragments' word list
    return digest.hexdigest()[:16]


def default_cache_dir() -> Path:
    """``$EXPLORER_CACHE_DIR``, else ``$XDG_CACHE_HOME/explorer``, else ``~/.cache/explorer``."""
    if os.environ.get("EXPLORER_CACHE_DIR"):
        return Path(os.environ["EXPLORER_CACHE_DIR"]).expanduser()
    if os.environ.get("XDG_CACHE_HOME"):
        return Path(os.environ["XDG_CACHE_HOME"]).expanduser() / "explorer"
    return Path.home() / ".cache" / "explorer"


def corpus_key(paper_keys: Iterable[str], *, params: Mapping[str, Any] | None = None) -> str:
    """Key of a whole graph: its papers (in order) and the options it was built with.

    ``params`` should name everything else the graph depends on (e.g.
    ``{"cooccurrence_min": 3, "similar_top_k": 5}``).

    >>> corpus_key(["a", "b"]) == corpus_key(["a", "b"]) != corpus_key(["b", "a"])
    True
    """
    from explorer.graph.build import SCHEMA_VERSION as GRAPH_SCHEMA_VERSION

    digest = hashlib.sha256()
    settings = {"graph_schema": GRAPH_SCHEMA_VERSION, "code": _graph_code(), **(params or {})}
    digest.update(json.dumps(settings, sort_keys=True, default=str).encode())
    for key in paper_keys:
        digest.update(b"\n" + key.encode())
    return digest.hexdigest()
