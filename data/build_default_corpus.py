"""Rebuild ``icml2025_efficiency.jsonl`` from ``../shared/seeds`` (run from the repo root).

The seed text files hold a header line and abstracts separated by blank lines;
``seed_titles.jsonl`` gives each (seed_file, index) its title, id and links.
"""

import json
import sys
from pathlib import Path

seeds = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/seeds")
titles = {
    (r["seed_file"], r["index"]): r
    for r in map(json.loads, (seeds / "seed_titles.jsonl").read_text().splitlines())
}
out = []
for seed in sorted(seeds.glob("*.txt")):
    blocks = [b.strip() for b in seed.read_text(encoding="utf-8").split("\n\n") if b.strip()]
    for index, abstract in enumerate(blocks[1:]):  # blocks[0] is the header line
        meta = titles[(seed.name, index)]
        assert abstract.startswith(meta["abstract_first_60_chars"]), (seed.name, index)
        links = {k: meta[k] for k in ("openreview_url", "icml_poster_url") if meta.get(k)}
        out.append(
            {
                "id": meta["id"],
                "title": meta["title"],
                "abstract": abstract,
                "authors": [],
                "year": 2025,
                "venue": "ICML 2025",
                "url": meta["url"],
                "links": {k.removesuffix("_url"): v for k, v in links.items()},
            }
        )
target = Path(__file__).with_name("icml2025_efficiency.jsonl")
target.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out), encoding="utf-8")
print(f"{len(out)} papers -> {target}")
