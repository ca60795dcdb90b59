"""A small synthetic corpus whose trends are known, as a graph and as a corpus file.

Five years of 20 papers each. Hardware, papers naming it per year:

    GPU   2  2  2  2  2   steady: 10 % every year
    TPU   1  1 10  1  1   bursts in 2022, and only then
    FPGA  8  6  4  2  0   fades
    NPU   0  0  0  0  5   new in 2024

The venue of 2020 carries its year ("NeurIPS 2020"), as proceedings often write it.
"""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx

YEARS = (2020, 2021, 2022, 2023, 2024)
VENUES = {2020: "NeurIPS 2020", 2021: "ICML", 2022: "ICLR", 2023: "ICML", 2024: "ICLR"}
PAPERS_PER_YEAR = 20
PLAN = {
    "GPU": (2, 2, 2, 2, 2),
    "TPU": (1, 1, 10, 1, 1),
    "FPGA": (8, 6, 4, 2, 0),
    "NPU": (0, 0, 0, 0, 5),
}
#: The sentence each paper naming the hardware has in its abstract.
SENTENCES = {
    "GPU": "All experiments run on a single GPU.",
    "TPU": "Training uses a TPU pod.",
    "FPGA": "We deploy the network on an FPGA.",
    "NPU": "Inference runs on an NPU.",
}


def papers_naming(year_index: int) -> dict[str, range]:
    """Which papers (by number within the year) name each hardware: disjoint ranges."""
    ranges, start = {}, 0
    for name, counts in PLAN.items():
        ranges[name] = range(start, start + counts[year_index])
        start += counts[year_index]
    assert start <= PAPERS_PER_YEAR
    return ranges


def paper_records() -> list[dict]:
    """The corpus as records: id, title, abstract, year, venue."""
    records = []
    for t, year in enumerate(YEARS):
        naming = papers_naming(t)
        for i in range(PAPERS_PER_YEAR):
            named = [SENTENCES[name] for name, papers in naming.items() if i in papers]
            abstract = " ".join(["We study the training of small networks.", *named])
            records.append(
                {
                    "id": f"p{year}-{i:02d}",
                    "title": f"Study {i} of {year}",
                    "abstract": abstract,
                    "year": year,
                    "venue": VENUES[year],
                }
            )
    return records


def write_corpus(path: Path, *, with_years: bool = True) -> Path:
    """The corpus as JSON Lines (without year fields when ``with_years`` is False)."""
    rows = paper_records()
    if not with_years:
        rows = [{k: v for k, v in r.items() if k != "year"} for r in rows]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def synthetic_graph() -> nx.Graph:
    """The corpus as a graph following the schema, built by hand (no extraction)."""
    G = nx.Graph(name="synthetic", schema=1)
    for name in PLAN:
        G.add_node(
            f"concept:{name.lower()}",
            kind="concept",
            type="HARDWARE",
            label=name,
            aliases=[name],
            family="",
        )
    G.add_node("concept:cnn", kind="concept", type="METHOD", label="CNN", family="")
    for record in paper_records():
        paper = f"paper:{record['id']}"
        G.add_node(paper, kind="paper", type="PAPER", year=record["year"], venue=record["venue"])
        G.add_edge(paper, "concept:cnn", relation="uses")
        for name, sentence in SENTENCES.items():
            if sentence in record["abstract"]:
                G.add_edge(paper, f"concept:{name.lower()}", relation="targets_hardware")
    return G
