"""Reader throughput of the reference-manager formats on the shared corpora (8,856 papers).

The same papers are written as JSON Lines, RIS, CSL JSON and a Zotero database (built with
Zotero's schema, as the tests build it) and each is read back; every format must give the
same papers. Prints JSON. Run from the repo root: ``python bench/bench_formats.py``.
"""

import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from explorer.corpus import read_corpora, read_corpus  # noqa: E402
from tests.corpus.zotero_db import ZoteroDB  # noqa: E402

CORPORA = sorted((ROOT.parent / "shared" / "corpora").glob("*.jsonl"))


def ris_text(papers) -> str:
    blocks = []
    for p in papers:
        lines = ["TY  - JOUR", f"ID  - {p.id}", f"TI  - {p.title}", f"AB  - {p.abstract}"]
        lines += [f"AU  - {a}" for a in p.authors]
        lines += [f"PY  - {p.year}"] if p.year else []
        lines += [f"T2  - {p.venue}"] if p.venue else []
        blocks.append("\n".join([*lines, "ER  - "]))
    return "\n\n".join(blocks) + "\n"


def csl_items(papers) -> list[dict]:
    return [
        {
            "id": p.id,
            "type": "paper-conference",
            "title": p.title,
            "abstract": p.abstract,
            "author": [{"literal": a} for a in p.authors],
            **({"issued": {"date-parts": [[p.year]]}} if p.year else {}),
            **({"container-title": p.venue} if p.venue else {}),
        }
        for p in papers
    ]


def zotero_db(path: Path, papers) -> Path:
    z = ZoteroDB(path)
    for p in papers:
        fields = {"title": p.title, "abstractNote": p.abstract, "publicationTitle": p.venue}
        fields |= {"date": str(p.year)} if p.year else {}
        z.add_item(p.id, {k: v for k, v in fields.items() if v})
    return z.close()


def timed(fn):
    start = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - start


def main() -> int:
    if not CORPORA:
        print(json.dumps({"bench_formats": "no shared corpora"}))
        return 0
    papers = read_corpora(CORPORA, warn=lambda _: None)
    figures = {"papers": len(papers)}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = {
            "jsonl": folder / "all.jsonl",
            "ris": folder / "all.ris",
            "csl_json": folder / "all.json",
        }
        files["jsonl"].write_text(
            "".join(
                json.dumps({"id": p.id, "title": p.title, "abstract": p.abstract}) + "\n"
                for p in papers
            ),
            encoding="utf-8",
        )
        files["ris"].write_text(ris_text(papers), encoding="utf-8")
        files["csl_json"].write_text(json.dumps(csl_items(papers)), encoding="utf-8")
        files["zotero"] = zotero_db(folder / "zotero.sqlite", papers)
        for name, path in files.items():
            read, seconds = timed(lambda path=path: read_corpus(path))
            assert [p.abstract for p in read] == [p.abstract for p in papers], name
            figures[name] = {
                "bytes": path.stat().st_size,
                "seconds": round(seconds, 3),
                "papers_per_s": round(len(read) / seconds),
            }
    print(json.dumps({"bench_formats": figures}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
