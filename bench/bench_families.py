"""Group by family and the generic filter on real corpora (issue 12, app side): how long the
canvas view, the gap matrix and the claims rows take plain and rolled up to families.

Prints one JSON object per corpus (seconds, best of ``--repeat``; node counts; the top
families of the MODEL x HARDWARE gap matrix). Opening the corpus is timed apart (a cold cache
extracts first).

    PYTHONPATH=. python bench/bench_families.py [--cache-dir DIR] [--repeat 3] [CORPUS ...]
"""

from __future__ import annotations

import argparse
import json
import time

from explorer.graph.taxonomy import family_map
from explorer.insights.claims import claim_rows
from explorer.insights.gaps import gap_matrix
from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import open_graph
from explorer.state import view_filter
from explorer.state.filters import ViewFilters

CORPORA = ("/work/shared/corpora/icml2023.jsonl", "/work/shared/corpora/iclr2024.jsonl")


def best_of(repeat: int, call) -> tuple[float, object]:
    """The fastest of ``repeat`` runs of ``call`` (seconds) and its result."""
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = call()
        times.append(time.perf_counter() - start)
    return round(min(times), 4), result


def measure(path: str, cache_dir: str | None, repeat: int) -> dict:
    start = time.perf_counter()
    G = open_graph([path], cache_dir=cache_dir)
    out: dict = {"corpus": path, "nodes": G.number_of_nodes()}
    out["open_s"] = round(time.perf_counter() - start, 1)
    out["family_map_s"], families = best_of(repeat, lambda: family_map(G))
    out["concepts_with_a_family"] = len(families)
    for name, filters in (
        ("view", ViewFilters()),
        ("view_grouped", ViewFilters(group_by_family=True)),
        ("view_generic", ViewFilters(include_generic=True)),
    ):
        out[f"{name}_s"], view = best_of(repeat, lambda f=filters: view_filter.filtered_view(G, f))
        out[f"{name}_nodes"] = view.number_of_nodes()
    out["gaps_s"], _ = best_of(repeat, lambda: gap_matrix(G, "MODEL", "HARDWARE"))
    out["gaps_grouped_s"], grouped = best_of(
        repeat, lambda: gap_matrix(G, "MODEL", "HARDWARE", by_family=True)
    )
    out["grouped_rows"] = [G.nodes[n]["label"] for n in grouped.rows]
    out["grouped_cols"] = [G.nodes[n]["label"] for n in grouped.cols]
    out["claims_s"], _ = best_of(repeat, lambda: claim_rows(G))
    out["claims_grouped_s"], _ = best_of(repeat, lambda: claim_rows(G, by_family=True))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="*", default=[str(DEFAULT_CORPUS), *CORPORA])
    parser.add_argument("--cache-dir", help="explorer cache (default: $EXPLORER_CACHE_DIR)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    for path in args.corpora:
        print(json.dumps(measure(path, args.cache_dir, args.repeat), ensure_ascii=False))


if __name__ == "__main__":
    main()
