"""Score extractions against a gold file, with the matching rules of GUIDELINES.md.

Names are compared after lowercasing and removing spaces, hyphens, underscores and dots; a
system entity matches a gold entry when its text or canonical name equals one of the entry's
names. Recall counts required entries; an extracted name that matches no entry at all counts
against precision; label accuracy is measured over matched entities.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from explorer.corpus.records import FormatError
from explorer.corpus.source import read_bounded
from explorer.corpus.textdecode import decode_text
from explorer.errors import CorpusError
from explorer.model import LABELS, PaperExtraction


def normalize(name: str) -> str:
    """Matching key of a name.

    Examples
    --------
    >>> normalize("Mixtral-8x7B") == normalize("mixtral 8x7b")
    True
    """
    return re.sub(r"[\s\-_.]", "", name.replace("×", "x").replace("$\\times$", "x")).lower()


def _claim_key(text: str) -> str:
    return normalize(text).replace(",", "")


def evaluate(
    gold: Iterable[dict[str, Any]], extractions: Iterable[PaperExtraction]
) -> dict[str, Any]:
    """Precision, recall and F1 (overall and per label), label accuracy, proposed recall and
    precision, claim recall and precision.

    Examples
    --------
    >>> from explorer.model import Paper, Mention
    >>> gold = [{"id": "p", "proposed": ["X"], "claims": [], "entities": [
    ...     {"label": "METHOD", "names": ["TabFlex"], "required": True}]}]
    >>> found = [Mention("TabFlex", "METHOD", "TabFlex", 0, 7, "")]
    >>> ext = PaperExtraction(Paper("p", "TabFlex."), found)
    >>> evaluate(gold, [ext])["f1"]
    1.0
    """
    by_id = {e.paper.id: e for e in extractions}
    stats = {
        k: 0
        for k in ("tp_sys", "n_sys", "tp_req", "n_req", "label_ok", "matched", "tp_all", "n_all")
    }
    per_label = defaultdict(lambda: {"tp_sys": 0, "n_sys": 0, "tp_req": 0, "n_req": 0})
    proposed_hits = proposed_total = claim_hits = claim_total = 0
    proposed_found = proposed_right = 0  # distinct proposed names extracted, and those gold has
    claims_found = claims_right = 0  # distinct claims extracted, and those gold has
    misses: list[dict[str, Any]] = []
    for record in gold:
        ext = by_id.get(record["id"])
        entries = record["entities"]
        keys = [{normalize(n) for n in e["names"]} for e in entries]
        system: dict[str, tuple[set[str], str, str]] = {}
        for m in ext.mentions if ext else []:
            key = normalize(m.canonical)
            forms, label, text = system.get(key, (set(), m.label, m.text))
            forms |= {normalize(m.text), key}
            system[key] = (forms, label, text)
        matched_entries: set[int] = set()
        for forms, label, text in system.values():
            hit = next((i for i, k in enumerate(keys) if forms & k), None)
            stats["n_sys"] += 1
            per_label[label]["n_sys"] += 1
            if hit is None:
                misses.append(
                    {"id": record["id"], "kind": "spurious", "label": label, "text": text}
                )
                continue
            stats["tp_sys"] += 1
            per_label[label]["tp_sys"] += 1
            stats["matched"] += 1
            if label == entries[hit]["label"]:
                stats["label_ok"] += 1
            else:
                misses.append(
                    {
                        "id": record["id"],
                        "kind": "label",
                        "label": label,
                        "gold": entries[hit]["label"],
                        "text": text,
                    }
                )
            matched_entries.add(hit)
        stats["n_all"] += len(entries)
        stats["tp_all"] += len(matched_entries)
        for i, entry in enumerate(entries):
            if not entry.get("required"):
                continue
            stats["n_req"] += 1
            per_label[entry["label"]]["n_req"] += 1
            if i in matched_entries:
                stats["tp_req"] += 1
                per_label[entry["label"]]["tp_req"] += 1
            else:
                misses.append(
                    {
                        "id": record["id"],
                        "kind": "missed",
                        "label": entry["label"],
                        "text": entry["names"][0],
                    }
                )
        proposed = {normalize(p) for p in (ext.proposed if ext else [])}
        found, right = _proposed_precision(proposed, record)
        proposed_found += found
        proposed_right += right
        for name in record.get("proposed", []):
            proposed_total += 1
            if normalize(name) in proposed:
                proposed_hits += 1
            else:
                misses.append({"id": record["id"], "kind": "proposed", "text": name})
        claims = {_claim_key(c.text) for c in (ext.claims if ext else [])}
        gold_claims = {_claim_key(c) for c in record.get("claims", [])}
        claims_found += len(claims)
        claims_right += len(claims & gold_claims)
        for claim in record.get("claims", []):
            claim_total += 1
            if _claim_key(claim) in claims:
                claim_hits += 1
            else:
                misses.append({"id": record["id"], "kind": "claim", "text": claim})
    report = _scores(stats["tp_sys"], stats["n_sys"], stats["tp_req"], stats["n_req"])
    report["label_accuracy"] = _ratio(stats["label_ok"], stats["matched"])
    # Every annotated entry, generic methods and tasks too (not only the required names).
    report["recall_all"] = _ratio(stats["tp_all"], stats["n_all"])
    report["proposed_recall"] = _ratio(proposed_hits, proposed_total)
    report["proposed_precision"] = _ratio(proposed_right, proposed_found)
    report["claim_recall"] = _ratio(claim_hits, claim_total)
    report["claim_precision"] = _ratio(claims_right, claims_found)
    report["per_label"] = {
        label: _scores(**per_label[label]) for label in LABELS if label in per_label
    }
    report["papers"] = sum(1 for _ in by_id)
    report["misses"] = misses
    return report


def _proposed_precision(proposed: set[str], record: dict[str, Any]) -> tuple[int, int]:
    """How many distinct extracted proposed names (matching keys) there are, and how many of
    them gold lists: as a proposed name, or as another name of an entity it proposes (an
    acronym whose long form gold lists)."""
    wanted = {normalize(n) for n in record.get("proposed", [])}
    for entry in record["entities"]:
        names = {normalize(n) for n in entry["names"]}
        if names & wanted:
            wanted |= names
    return len(proposed), len(proposed & wanted)


def _scores(tp_sys: int, n_sys: int, tp_req: int, n_req: int) -> dict[str, Any]:
    precision, recall = _ratio(tp_sys, n_sys), _ratio(tp_req, n_req)
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {
        "precision": precision,
        "recall": recall,
        "f1": round(f1, 4),
        "required": n_req,
        "extracted": n_sys,
    }


def _ratio(a: int, b: int) -> float:
    return round(a / b, 4) if b else 0.0


def read_gold(path: Path) -> list[dict]:
    """The records of a gold JSON Lines file (see GUIDELINES.md), each with "id" and "entities".

    Raises
    ------
    CorpusError
        The file cannot be read, or a line is not a gold record (naming the line).
    """
    try:  # read within the same bounds as a corpus: the gold file is input too
        text = decode_text(read_bounded(path, one_document=False))
    except FormatError as err:
        raise CorpusError(err.message, path=path, line=err.line) from None
    gold = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            if not isinstance(record, dict) or "id" not in record or "entities" not in record:
                raise ValueError("a gold record needs 'id' and 'entities'")
        except ValueError as err:
            raise CorpusError(f"invalid gold record: {err}", path=path, line=number) from None
        gold.append(record)
    return gold


def report_lines(report: dict[str, Any], gold_records: int, *, verbose: bool = False) -> list[str]:
    """The report of :func:`evaluate` as a table, one line per label (misses too if verbose)."""
    out = [f"papers {report['papers']}  gold records {gold_records}"]
    out.append(
        f"{'label':<10}{'precision':>10}{'recall':>10}{'f1':>8}{'required':>10}{'extracted':>10}"
    )
    for label, s in [("ALL", report)] + list(report["per_label"].items()):
        out.append(
            f"{label:<10}{s['precision']:>10.3f}{s['recall']:>10.3f}{s['f1']:>8.3f}"
            f"{s['required']:>10}{s['extracted']:>10}"
        )
    out.append(f"label accuracy   {report['label_accuracy']:.3f}")
    out.append(f"recall of every annotated entry  {report['recall_all']:.3f}")
    out.append(f"proposed recall  {report['proposed_recall']:.3f}")
    out.append(f"proposed precision  {report['proposed_precision']:.3f}")
    out.append(f"claim recall     {report['claim_recall']:.3f}")
    out.append(f"claim precision  {report['claim_precision']:.3f}")
    if verbose:
        for miss in report["misses"]:
            extra = f" (gold {miss['gold']})" if "gold" in miss else ""
            label = f" {miss['label']}" if "label" in miss else ""
            out.append(f"  {miss['kind']:<9}{miss['id']}{label}: {miss['text']}{extra}")
    return out
