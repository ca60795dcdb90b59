"""What part of the graph the canvas shows: the view filters, plain immutable data."""

from __future__ import annotations

from dataclasses import dataclass, field

from explorer.style import NODE_TYPES

CONCEPT_TYPES: tuple[str, ...] = tuple(t for t in NODE_TYPES if t != "PAPER")

#: Above this many nodes the canvas starts with the overview (most connected first).
DEFAULT_LIMIT = 300


@dataclass(frozen=True)
class ViewFilters:
    """What part of the graph the canvas shows."""

    types: frozenset[str] = field(default_factory=lambda: frozenset(CONCEPT_TYPES))
    min_degree: int = 0
    focus: str | None = None
    depth: int = 1
    show_papers: bool = True
    limit: int = DEFAULT_LIMIT
    #: ``(first, last)`` publication years, inclusive: only papers of those years and the
    #: concepts they name are shown. None: every year (and papers without a year).
    years: tuple[int, int] | None = None
    #: Show each concept as its family (``explorer.graph.taxonomy.roll_up``): canvas, gap
    #: matrix and the claims table's concept names.
    group_by_family: bool = False
    #: Show catch-all concepts ("neural network") in the overview; a focused view always does.
    include_generic: bool = False
