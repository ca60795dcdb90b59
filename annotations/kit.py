"""Annotation kit: show a batch, check an annotator's file, build the span files, measure agreement.

    python annotations/kit.py show 03            # the batch's abstracts, numbered, to annotate
    python annotations/kit.py show second        # the 40 papers of the second, independent pass
    python annotations/kit.py check raw/batch_03.jsonl
    python annotations/kit.py build              # raw/batch_*.jsonl -> train.jsonl, dev.jsonl
                                                 # (raw/review_*.jsonl revise papers)
    python annotations/kit.py agreement          # raw/second_*.jsonl against the first pass

An annotator writes entries in the gold format of shared/eval/GUIDELINES.md (label, names,
required; proposed; claims). `build` finds every occurrence of every name in the abstract and
turns them into character spans, so each mention is annotated, not only the first one.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPORA = HERE.parent.parent / "shared" / "corpora"
LABELS = ("METHOD", "MODEL", "DATASET", "HARDWARE", "TASK")
DEV_CORPORA = ("iclr2024",)


def load_sample() -> list[dict]:
    rows = HERE.joinpath("sample.tsv").read_text().splitlines()[1:]
    return [
        {"id": p, "batch": b, "second_pass": s == "1"} for p, b, s in (r.split("\t") for r in rows)
    ]


def load_papers(ids: Iterable[str]) -> dict[str, dict]:
    wanted: dict[str, set[int]] = {}
    for pid in ids:
        corpus, line = pid.rsplit("-", 1)
        wanted.setdefault(corpus, set()).add(int(line))
    papers = {}
    for corpus, lines in wanted.items():
        with open(CORPORA / f"{corpus}.jsonl", encoding="utf-8") as handle:
            for k, line in enumerate(handle):
                if k in lines:
                    record = json.loads(line)
                    papers[record["id"]] = record
    return papers


# A web address, to a space or the brace of "\href{URL}{text}": a name inside one
# ("github.com/x/BPPO") is not a mention (decision 2).
URL = re.compile(r"(?:https?://|www\.|github\.com/)[^\s}]+", re.IGNORECASE)


def occurrences(text: str, name: str) -> list[tuple[int, int]]:
    """Every occurrence of `name` in `text` not inside a longer word or a web address; exact
    case first."""
    urls = [m.span() for m in URL.finditer(text)]
    pattern = r"(?<![0-9A-Za-z])" + re.escape(name) + r"(?![0-9A-Za-z])"
    for flags in (0, re.IGNORECASE):
        found = [
            m.span()
            for m in re.finditer(pattern, text, flags)
            if not any(s <= m.start() < e for s, e in urls)
        ]
        if found:
            return found
    return []


def problems(record: dict, text: str) -> list[str]:
    out = []
    for key in ("id", "entities", "proposed", "claims"):
        if key not in record:
            out.append(f"missing key {key!r}")
    for k, entity in enumerate(record.get("entities", [])):
        if entity.get("label") not in LABELS:
            out.append(f"entity {k}: label {entity.get('label')!r} is not one of {LABELS}")
        if not isinstance(entity.get("required"), bool):
            out.append(f"entity {k}: required must be true or false")
        names = entity.get("names") or []
        if not names:
            out.append(f"entity {k}: no names")
        out += [
            f"entity {k}: {n!r} is not in the abstract" for n in names if not occurrences(text, n)
        ]
    return out


def spans_of(record: dict, text: str) -> list[dict]:
    """Non-overlapping spans of every name's occurrences; a longer span wins over one inside it."""
    candidates = [
        (start, end, entity["label"], k)
        for k, entity in enumerate(record["entities"])
        for name in entity["names"]
        for start, end in occurrences(text, name)
    ]
    candidates.sort(key=lambda c: (-(c[1] - c[0]), c[0]))
    taken: list[tuple[int, int, str, int]] = []
    for cand in candidates:
        if all(cand[1] <= t[0] or cand[0] >= t[1] for t in taken):
            taken.append(cand)
    return [{"start": s, "end": e, "label": lab, "entity": k} for s, e, lab, k in sorted(taken)]


def read_raw(path: Path) -> list[dict]:
    records = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as err:
                sys.exit(f"{path}:{n}: invalid JSON: {err.msg}")
    return records


def cmd_show(batch: str) -> None:
    """Print a batch's abstracts; ``second`` prints the papers of the second pass."""
    sample = load_sample()
    if batch == "second":
        rows = [r for r in sample if r["second_pass"]]
    else:
        rows = [r for r in sample if r["batch"] == f"{int(batch):02d}"]
    papers = load_papers(r["id"] for r in rows)
    for r in rows:
        paper = papers[r["id"]]
        print(f"=== {r['id']}\nTITLE: {paper.get('title', '')}\nABSTRACT: {paper['abstract']}\n")


def cmd_check(path: Path) -> int:
    records = read_raw(path)
    papers = load_papers(r["id"] for r in records)
    bad = 0
    for record in records:
        for problem in problems(record, papers[record["id"]]["abstract"]):
            print(f"{path.name}: {record['id']}: {problem}")
            bad += 1
    print(f"{len(records)} records, {bad} problems")
    return 1 if bad else 0


def reviewed(records: list[dict]) -> list[dict]:
    """``records`` with each paper a review pass revised (``raw/review_*.jsonl``) replaced by
    its revised record; the first pass stays in its batch file, for the history."""
    revised = {r["id"]: r for p in sorted(HERE.glob("raw/review_*.jsonl")) for r in read_raw(p)}
    unknown = set(revised) - {r["id"] for r in records}
    if unknown:
        sys.exit(f"a review revises papers no batch holds: {sorted(unknown)[:3]}")
    return [revised.get(r["id"], r) for r in records]


def cmd_build() -> int:
    records = reviewed([r for p in sorted(HERE.glob("raw/batch_*.jsonl")) for r in read_raw(p)])
    papers = load_papers(r["id"] for r in records)
    split: dict[str, list[dict]] = {"train": [], "dev": []}
    for record in sorted(records, key=lambda r: r["id"]):
        paper = papers[record["id"]]
        text = paper["abstract"]
        if problems(record, text):
            sys.exit(f"{record['id']}: run `kit.py check` first: {problems(record, text)[0]}")
        corpus = record["id"].rsplit("-", 1)[0]
        out = {
            "id": record["id"],
            "corpus": corpus,
            "title": paper.get("title", ""),
            "abstract": text,
            "entities": record["entities"],
            "proposed": record["proposed"],
            "claims": record["claims"],
            "spans": spans_of(record, text),
        }
        split["dev" if corpus in DEV_CORPORA else "train"].append(out)
    for name, rows in split.items():
        body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        HERE.joinpath(f"{name}.jsonl").write_text(body, encoding="utf-8")
        print(f"{name}: {len(rows)} abstracts, {sum(len(r['spans']) for r in rows)} spans")
    return 0


def _f1(a: set, b: set) -> float:
    return 2 * len(a & b) / (len(a) + len(b)) if a or b else 1.0


def _key(name: str) -> str:
    return re.sub(r"[\s\-_.]", "", name).lower()


def _entity_agreement(a: list[dict], b: list[dict]) -> tuple[float, int, int]:
    """F1 of two entity lists, an entity matching when they share a name (matching rules of
    GUIDELINES.md); also how many matched pairs agree on the label, out of how many."""
    keys_a = [{_key(n) for n in e["names"]} for e in a]
    keys_b = [{_key(n) for n in e["names"]} for e in b]
    hit_a = [next((j for j, kb in enumerate(keys_b) if ka & kb), None) for ka in keys_a]
    hit_b = sum(any(kb & ka for ka in keys_a) for kb in keys_b)
    matched = [(i, j) for i, j in enumerate(hit_a) if j is not None]
    f1 = (len(matched) + hit_b) / (len(a) + len(b)) if a or b else 1.0
    same_label = sum(a[i]["label"] == b[j]["label"] for i, j in matched)
    return f1, same_label, len(matched)


def cmd_agreement() -> int:
    first = {r["id"]: r for p in HERE.glob("raw/batch_*.jsonl") for r in read_raw(p)}
    second = {r["id"]: r for p in HERE.glob("raw/second_*.jsonl") for r in read_raw(p)}
    both = sorted(set(first) & set(second))
    papers = load_papers(both)
    tallies: dict[str, list[float]] = {"spans": [], "spans+label": [], "proposed": []}
    tallies |= {"required entities": [], "all entities": []}
    labels_same = labels_total = 0
    for pid in both:
        text = papers[pid]["abstract"]
        one, two = first[pid], second[pid]
        a, b = spans_of(one, text), spans_of(two, text)
        tallies["spans"].append(
            _f1({(s["start"], s["end"]) for s in a}, {(s["start"], s["end"]) for s in b})
        )
        tallies["spans+label"].append(
            _f1(
                {(s["start"], s["end"], s["label"]) for s in a},
                {(s["start"], s["end"], s["label"]) for s in b},
            )
        )
        required = [[e for e in r["entities"] if e["required"]] for r in (one, two)]
        tallies["required entities"].append(_entity_agreement(*required)[0])
        f1, same, matched = _entity_agreement(one["entities"], two["entities"])
        tallies["all entities"].append(f1)
        labels_same += same
        labels_total += matched
        tallies["proposed"].append(_f1(*({_key(n) for n in r["proposed"]} for r in (one, two))))
    report = {k: round(sum(v) / len(v), 3) if v else None for k, v in tallies.items()}
    label_agreement = round(labels_same / labels_total, 3) if labels_total else None
    print(
        json.dumps(
            {"papers": len(both), "mean_f1": report, "label_agreement": label_agreement}, indent=1
        )
    )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("show").add_argument("batch")
    sub.add_parser("check").add_argument("path", type=Path)
    sub.add_parser("build")
    sub.add_parser("agreement")
    args = parser.parse_args()
    if args.cmd == "show":
        cmd_show(args.batch)
        return 0
    if args.cmd == "check":
        return cmd_check(args.path)
    return cmd_build() if args.cmd == "build" else cmd_agreement()


if __name__ == "__main__":
    sys.exit(main())
