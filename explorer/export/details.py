"""What the side panel of an exported page shows for each node, as plain JSON data.

Everything here is text for the page script to put into the DOM with
``textContent``; nothing is HTML. The abstract is cut into segments in Python
because mention offsets count code points, while JavaScript strings count
UTF-16 units (an emoji or a math letter would shift every later highlight).

Examples
--------
>>> abstract_segments("We use LoRA.", [{"start": 7, "end": 11, "label": "METHOD"}],
...                   type_of=lambda label: 1, node_of=lambda concept: -1)
[['We use '], ['LoRA', 1, -1], ['.']]
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping
from itertools import pairwise
from typing import Any

from explorer.graph.nodes import is_concept_data, is_paper_data, mention_spans
from explorer.graph.sentences import claim_sentences
from explorer.markup import Atom, atoms, slice_atoms
from explorer.style import measure_name

#: A segment of an abstract: ``[text]``, ``[text, type index, node index]`` (node index -1
#: when the mentioned concept is not in the view) or ``[text, -1, -1, style, href]`` (styled
#: text: see :func:`styled_segments`).
Segment = list[Any]


def plain(value: Any) -> Any:
    """``value`` as JSON data: str, finite number, bool, None, list or dict of them.

    Graphs read from files may hold anything; NaN would make ``JSON.parse``
    fail, so non-finite numbers become None and unknown objects their ``str``.

    >>> plain({"a": (1, float("nan")), 2: {"b"}})
    {'a': [1, None], '2': ['b']}
    """
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [plain(v) for v in value]
    return str(value)


def text(value: Any) -> str:
    """A string attribute, "" when missing."""
    return "" if value is None else str(value)


def text_list(value: Any) -> list[str]:
    """A list-of-strings attribute, [] when missing or not a list."""
    if isinstance(value, (list, tuple)):
        return [text(v) for v in value]
    return []


def abstract_segments(
    abstract: str,
    mentions: Any,
    *,
    type_of: Callable[[str], int],
    node_of: Callable[[Any], int],
) -> list[Segment]:
    """Cut ``abstract`` into plain and mention segments, its LaTeX and Markdown rendered.

    Only the mentions :func:`explorer.graph.nodes.mention_spans` accepts are cut out:
    a wrong highlight is worse than none. Mentions are cut at their offsets into the raw
    text (:func:`explorer.markup.slice_atoms`), so the markup around them cannot shift them.
    """
    parsed = atoms(abstract)
    segments: list[Segment] = []
    cursor = 0
    for start, end, m in mention_spans(abstract, mentions):
        segments.extend(styled_segments(slice_atoms(parsed, cursor, start)))
        shown = "".join(a.text for a in slice_atoms(parsed, start, end)) or abstract[start:end]
        segments.append([shown, type_of(text(m.get("label"))), node_of(m.get("concept"))])
        cursor = end
    segments.extend(styled_segments(slice_atoms(parsed, cursor, len(abstract))))
    return segments


def styled_segments(parsed: list[Atom], bold: tuple[tuple[int, int], ...] = ()) -> list[Segment]:
    """Runs of atoms as segments: ``[text]``, or ``[text, -1, -1, style, href]`` when styled
    ("i", "b", "c"; an http(s) URL). Raw spans in ``bold`` (a claim's numbers) add "b".

    >>> styled_segments(atoms("a *b* c"))
    [['a '], ['b', -1, -1, 'i', ''], [' c']]
    """
    out: list[Segment] = []
    for atom in parsed:
        if not atom.text:
            continue
        style = atom.style
        if any(lo <= atom.start < hi for lo, hi in bold) and "b" not in style:
            style += "b"
        if out and len(out[-1]) in (1, 5) and _style_of(out[-1]) == (style, atom.href):
            out[-1][0] += atom.text
        else:
            out.append(
                [atom.text] if not (style or atom.href) else [atom.text, -1, -1, style, atom.href]
            )
    return out


def _style_of(segment: Segment) -> tuple[str, str]:
    return ("", "") if len(segment) == 1 else (segment[3], segment[4])


def claim_groups(claims: Any) -> list[dict[str, Any]]:
    """The page's claims: one per sentence, its numbers in bold (see ``graph.sentences``)."""
    out = []
    for group in claim_sentences(claims if isinstance(claims, (list, tuple)) else ()):
        parsed = atoms(group.sentence)
        # Cut at the numbers' bounds so that only their own atoms turn bold.
        bounds = sorted({0, len(group.sentence), *(b for span in group.spans for b in span)})
        cut = [a for lo, hi in pairwise(bounds) for a in slice_atoms(parsed, lo, hi)]
        kinds = dict.fromkeys(
            measure_name(text(c.get("kind"))) for c in group.claims if c.get("kind")
        )
        out.append(
            {
                "text": ", ".join(text(c.get("text")) for c in group.claims),
                "kind": ", ".join(kinds),
                "sentence": group.sentence,
                "parts": styled_segments(cut, group.spans),
            }
        )
    return out


def node_details(
    key: str,
    attrs: Mapping[str, Any],
    type_index: int,
    *,
    type_of: Callable[[str], int],
    node_of: Callable[[Any], int],
) -> dict[str, Any]:
    """The side-panel record of one node (``attrs`` follow the graph schema).

    ``type_of`` maps an entity label to its index in the page's type table;
    ``node_of`` maps a node id to its index in the page (-1 if not shown).
    """
    kind = text(attrs.get("kind"))
    record: dict[str, Any] = {
        "key": key,
        "kind": kind,
        "t": type_index,
        "label": text(attrs.get("label")) or key,
    }
    if is_paper_data(attrs):
        record.update(_paper_details(attrs, type_of=type_of, node_of=node_of))
    elif is_concept_data(attrs):
        record.update(
            aliases=text_list(attrs.get("aliases")),
            family=text(attrs.get("family")),
            count=plain(attrs.get("count")),
            papers=plain(attrs.get("papers")),
            specificity=plain(attrs.get("specificity")),
            generic=bool(attrs.get("generic")),
            derived=bool(attrs.get("derived")),
        )
    return record


def _paper_details(
    attrs: Mapping[str, Any], *, type_of: Callable[[str], int], node_of: Callable[[Any], int]
) -> dict[str, Any]:
    links = [["paper", text(attrs.get("url"))]] if attrs.get("url") else []
    extra = attrs.get("links")
    if isinstance(extra, Mapping):
        links += [[text(name), text(url)] for name, url in extra.items() if url]
    claims = claim_groups(attrs.get("claims") or ())
    return {
        "title": text(attrs.get("title")),
        "venue": text(attrs.get("venue")),
        "year": text(attrs.get("year")),
        "authors": text_list(attrs.get("authors")),
        "links": links,
        "proposed": text_list(attrs.get("proposed")),
        "claims": claims,
        "abstract": abstract_segments(
            text(attrs.get("abstract")),
            attrs.get("mentions"),
            type_of=type_of,
            node_of=node_of,
        ),
    }


def node_index_lookup(index: Mapping[Hashable, int]) -> Callable[[Any], int]:
    """``node_of`` for :func:`node_details`: unhashable or unknown ids give -1."""

    def node_of(node: Any) -> int:
        try:
            return index.get(node, -1)
        except TypeError:
            return -1

    return node_of
