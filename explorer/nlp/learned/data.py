"""Annotated abstracts as training sequences: rule-processed docs and BIO tags per token.

An annotation's spans are character offsets into the abstract as written; the pipeline reads
the prepared text (LaTeX symbols replaced, emphasis markers dropped), so spans are mapped onto
it first. A token is inside a span when it starts inside it.
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Iterable, Iterator
from pathlib import Path

from spacy.language import Language
from spacy.tokens import Doc

from explorer.nlp.learned.features import token_bounds
from explorer.nlp.textprep import PreparedText, prepare

OUTSIDE = "O"


def read_annotations(path: Path) -> list[dict]:
    """The records of an annotation file (``annotations/train.jsonl`` or ``dev.jsonl``)."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def to_prepared(prep: PreparedText, start: int, end: int) -> tuple[int, int] | None:
    """The prepared-text range of an original ``[start, end)`` range, or None if it vanished."""
    origin = prep.origin
    first = bisect.bisect_left(origin, start)
    last = bisect.bisect_left(origin, end)
    return (first, last) if last > first else None


def tags_of(doc: Doc, spans: Iterable[tuple[int, int, str]]) -> list[str]:
    """BIO tags of ``doc``'s tokens for character ``spans`` (start, end, label) of its text."""
    tags = [OUTSIDE] * len(doc)
    starts = token_bounds(doc)[0]
    for start, end, label in spans:
        first = bisect.bisect_left(starts, start)
        last = bisect.bisect_left(starts, end)
        for i in range(first, last):
            tags[i] = ("B-" if i == first else "I-") + label
    return tags


def spans_of(doc: Doc, tags: list[str]) -> list[tuple[int, int, str]]:
    """Character spans (start, end, label) of the entities in a BIO tag sequence.

    An ``I-`` tag with no matching ``B-`` before it starts an entity, as CRF output may do.
    """
    out: list[tuple[int, int, str]] = []
    current: list = []
    starts, ends = token_bounds(doc)
    if len(tags) != len(starts):
        raise ValueError(f"{len(tags)} tags for {len(starts)} tokens")
    previous = -2
    # Most tokens are outside every entity: only the others are visited.
    for i in [i for i, tag in enumerate(tags) if tag != OUTSIDE]:
        kind, _, label = tags[i].partition("-")
        if kind == "I" and current and i == previous + 1 and current[2] == label:
            current[1] = ends[i]
        else:
            if current:
                out.append(tuple(current))
            current = [starts[i], ends[i], label]
        previous = i
    if current:
        out.append(tuple(current))
    return out


def rule_docs(
    nlp: Language, texts: Iterable[str], stop_before: str
) -> Iterator[tuple[Doc, PreparedText]]:
    """Docs of ``texts`` processed by the pipeline's components up to ``stop_before``."""
    components = []
    for name, component in nlp.pipeline:
        if name == stop_before:
            break
        components.append(component)
    for text in texts:
        prep = prepare(text)
        doc = nlp.make_doc(prep.text)
        doc.user_data["emphasis"] = prep.emphasis
        doc.user_data["text"] = prep.text
        for component in components:
            doc = component(doc)
        yield doc, prep


def training_sequences(
    nlp: Language, records: list[dict], stop_before: str
) -> Iterator[tuple[Doc, list[str]]]:
    """(doc, BIO tags) for each annotated record."""
    docs = rule_docs(nlp, (r["abstract"] for r in records), stop_before)
    for record, (doc, prep) in zip(records, docs, strict=True):
        spans = []
        for span in record["spans"]:
            mapped = to_prepared(prep, span["start"], span["end"])
            if mapped:
                spans.append((*mapped, span["label"]))
        yield doc, tags_of(doc, spans)
