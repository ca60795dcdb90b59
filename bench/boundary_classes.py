"""Boundary errors among the spurious names of a split: names cut short or overrun.

    python bench/boundary_classes.py [--split train] [--examples N]

Extracts the split's abstracts (with their corpora as context, as ``explorer eval --context``
scores them), then sorts each spurious name (one that matches no annotated entry of its paper)
by how its words stand to the annotated names of the same paper, compared word by word
(lowercase, punctuation its own word):

- ``cut_before_head``: it opens an annotated name ("Skellam" of "Skellam noise");
- ``cut_after_modifier``: it ends one ("SGD" of "distributed SGD");
- ``cut_both``: it lies inside one;
- ``overrun_before`` / ``overrun_after`` / ``overrun_both``: it holds one and runs on before,
  after or on both sides ("game Hanabi", "MRIV-Net for CATE");
- ``list_joined``: it holds two annotated names and a coordination ("X and Y", "X/Y");
- ``other``: none of these (a name the annotations leave out).

``required_missed`` counts, per class, the names whose annotated entry is required and was
missed: there a boundary error costs recall as well as precision. Prints one JSON object.
Never run it on the dev split to choose what to fix (ROUND rules): train only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

from explorer.evaluate import evaluate, normalize
from explorer.model import Paper
from explorer.nlp.extract import extract_papers
from explorer.nlp.in_context import scored_in_context
from explorer.nlp.learned.data import read_annotations
from explorer.nlp.pipeline import build_pipeline
from explorer.paths import ROOT
from explorer.pipeline import load_papers

CORPORA = ROOT.parent / "shared" / "corpora"
_WORD = re.compile(r"\w+|[^\w\s]")
_COORDINATION = re.compile(r"\b(?:and|or)\b|[,/]")


def words(name: str) -> list[str]:
    """The lowercase words and punctuation marks of a name.

    >>> words("Ollivier-Ricci curvature")
    ['ollivier', '-', 'ricci', 'curvature']
    """
    return _WORD.findall(name.lower())


def _at(part: list[str], whole: list[str]) -> int:
    """Where ``part`` starts inside ``whole`` (-1: nowhere)."""
    n = len(part)
    return next((i for i in range(len(whole) - n + 1) if whole[i : i + n] == part), -1)


def boundary_class(name: str, annotated: list[str]) -> tuple[str, str]:
    """The class of a spurious ``name`` against the annotated names of its paper, and the
    annotated name it was told by ("" for ``other``).

    >>> boundary_class("Skellam", ["Skellam noise"])
    ('cut_before_head', 'Skellam noise')
    >>> boundary_class("game Hanabi", ["Hanabi"])
    ('overrun_before', 'Hanabi')
    >>> boundary_class("MNIST and CIFAR-10", ["MNIST", "CIFAR-10"])
    ('list_joined', 'CIFAR-10')
    >>> boundary_class("our method", ["Hanabi"])
    ('other', '')
    """
    own = words(name)
    for other in annotated:
        theirs = words(other)
        if len(own) < len(theirs) and (i := _at(own, theirs)) >= 0:
            if i == 0:
                return "cut_before_head", other
            return ("cut_after_modifier" if i + len(own) == len(theirs) else "cut_both"), other
    held = [n for n in annotated if words(n) != own and _at(words(n), own) >= 0]
    if not held:
        return "other", ""
    longest = max(held, key=len)
    if len(set(held)) >= 2 and _COORDINATION.search(name):
        return "list_joined", longest
    i, n = _at(words(longest), own), len(words(longest))
    return ("overrun_after" if i == 0 else "overrun_before" if i + n == len(own) else
            "overrun_both"), longest  # fmt: skip


def classes(records: list[dict], misses: list[dict], examples: int = 0) -> dict:
    """Counts of the boundary classes of the spurious names in ``misses`` (an evaluation's)."""
    by_id = {r["id"]: r for r in records}
    missed = {(m["id"], normalize(m["text"])) for m in misses if m["kind"] == "missed"}
    counts, costly, shown = Counter(), Counter(), {}
    for miss in misses:
        if miss["kind"] != "spurious":
            continue
        record = by_id[miss["id"]]
        annotated = [(n, e) for e in record["entities"] for n in e["names"]]
        kind, other = boundary_class(miss["text"], [n for n, _ in annotated])
        counts[kind] += 1
        entry = next((e for n, e in annotated if n == other), None)
        if entry and any((miss["id"], normalize(n)) in missed for n in entry["names"]):
            costly[kind] += 1
        if examples and len(shown.setdefault(kind, [])) < examples:
            shown[kind].append([miss["id"], miss["text"], other])
    return {"spurious": dict(counts.most_common()), "required_missed": dict(costly),
            "examples": shown}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="train", help="annotations/SPLIT.jsonl")
    parser.add_argument("--examples", type=int, default=0, help="examples shown per class")
    parser.add_argument("--context", type=Path, default=CORPORA, metavar="DIR")
    args = parser.parse_args(argv)
    records = read_annotations(ROOT / "annotations" / f"{args.split}.jsonl")
    papers = [Paper(r["id"], r["abstract"], r.get("title", "")) for r in records]
    nlp = build_pipeline(doc_entities=False)
    found = extract_papers(papers, nlp=nlp, use_titles=False)
    corpora = [args.context / f"{c}.jsonl" for c in sorted({r["corpus"] for r in records})]
    found = scored_in_context(found, load_papers(corpora), nlp=nlp)
    report = evaluate(records, found)
    result = classes(records, report["misses"], args.examples)
    result["scores"] = {k: report[k] for k in ("precision", "recall", "recall_all")}
    json.dump(result, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
