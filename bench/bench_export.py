"""Benchmark the standalone HTML export on synthetic views; prints JSON.

Usage: python bench/bench_export.py [--sizes 500 5000] [--no-browser]

For each size: the time to export a view (positions given, as the app
does), the page size, and, when chromium is installed, the wall time until
the page has built its network (chromium start-up included; the time for an
empty view is printed as the baseline).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
from itertools import combinations
from pathlib import Path

import networkx as nx

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

_NAME_PARTS = {
    "METHOD": (
        ["Fast", "Sparse", "Quant", "Flash", "Tab", "Mix", "Dyna", "Lite", "Hyper", "Low"],
        ["LoRA", "Attn", "Former", "Prune", "KV", "Flow", "Mamba", "Diff", "Opt", "Cache"],
    ),
    "MODEL": (
        ["LLaMA", "GPT", "ViT", "BERT", "Qwen", "Mistral", "T5"],
        ["-1B", "-7B", "-13B", "-L"],
    ),
    "DATASET": (
        ["ImageNet", "CIFAR", "GLUE", "WikiText", "C4", "MMLU", "COCO"],
        ["", "-10", "-1K"],
    ),
    "HARDWARE": (["A100", "H100", "RTX 3090", "TPU v4", "FPGA", "Jetson", "NPU"], ["", " GPU"]),
    "TASK": (
        ["sparse", "low-bit", "federated", "efficient", "on-device", "long-context"],
        [" training", " inference", " quantization", " decoding", " pruning", " fine-tuning"],
    ),
}
_SENTENCE = {
    "METHOD": "We build on {} to cut the cost.",
    "MODEL": "We fine-tune {} with few trainable parameters.",
    "DATASET": "Accuracy on {} improves by {}%.",
    "HARDWARE": "Our kernels run on {}.",
    "TASK": "This matters for {}.",
}
_RELATION = {
    "METHOD": "uses",
    "MODEL": "uses_model",
    "DATASET": "evaluates_on",
    "HARDWARE": "targets_hardware",
    "TASK": "addresses_task",
}


def _concepts(rng: random.Random, count: int) -> list[tuple[str, str]]:
    types = list(_NAME_PARTS)
    seen: set[str] = set()
    concepts = []
    while len(concepts) < count:
        label = types[len(concepts) % len(types)]
        first, second = _NAME_PARTS[label]
        name = rng.choice(first) + rng.choice(second)
        while name in seen:
            name += f"-{rng.randint(2, 99)}"
        seen.add(name)
        concepts.append((label, name))
    return concepts


def synthetic_view(n_nodes: int, seed: int = 0) -> nx.Graph:
    """A view of about ``n_nodes`` nodes following the graph schema, with readable text."""
    rng = random.Random(seed)
    n_concepts = max(5, n_nodes * 2 // 5)
    concepts = _concepts(rng, n_concepts)
    popularity = [1 / (rank + 1) ** 0.8 for rank in range(n_concepts)]
    G = nx.Graph(name=f"synthetic-{n_nodes}", schema=1)
    for label, name in concepts:
        G.add_node(
            f"concept:{name.lower()}",
            kind="concept",
            type=label,
            label=name,
            aliases=sorted({name, name.lower()}),
            family="",
            count=0,
            papers=0,
        )
    pairs: dict[tuple[str, str], int] = {}
    for p in range(n_nodes - n_concepts):
        picked = {concepts[i] for i in rng.choices(range(n_concepts), popularity, k=6)}
        proposed = f"{rng.choice(_NAME_PARTS['METHOD'][0])}{rng.choice(['Net', 'Fuse', 'Zip'])}-{p}"
        abstract, mentions, claims = f"We propose {proposed}, a simpler approach.", [], []
        node = f"paper:syn-{p}"
        for label, name in sorted(picked):
            sentence = _SENTENCE[label].format(name, rng.randint(1, 9))
            start = len(abstract) + 1 + sentence.index(name)
            abstract += " " + sentence
            key = f"concept:{name.lower()}"
            mentions.append(
                {
                    "text": name,
                    "label": label,
                    "canonical": name,
                    "start": start,
                    "end": start + len(name),
                    "sentence": sentence,
                    "concept": key,
                }
            )
            if label == "DATASET":
                value = sentence.split(" by ")[1].rstrip(".")
                claims.append(
                    {
                        "text": value,
                        "value": float(value[:-1]),
                        "unit": "%",
                        "sentence": sentence,
                        "kind": "accuracy",
                    }
                )
            G.add_edge(
                node, key, relation=_RELATION[label], evidence=[sentence], count=1, weight=1.0
            )
            G.nodes[key]["count"] += 1
            G.nodes[key]["papers"] += 1
        task = next((n for label, n in sorted(picked) if label == "TASK"), "efficient inference")
        title = f"{proposed}: {task[0].upper()}{task[1:]} made simple"
        G.add_node(
            node,
            kind="paper",
            type="PAPER",
            label=title,
            title=title,
            abstract=abstract,
            authors=[f"Author {rng.randint(1, 500)}" for _ in range(rng.randint(1, 5))],
            year=rng.choice([2022, 2023, 2024, 2025]),
            venue="Synthetic",
            url=f"https://example.org/{p}",
            links={},
            proposed=[proposed],
            claims=claims,
            mentions=mentions,
        )
        for a, b in combinations(sorted(f"concept:{n.lower()}" for _, n in picked), 2):
            pairs[a, b] = pairs.get((a, b), 0) + 1
    for (a, b), weight in pairs.items():
        if weight >= 2:
            G.add_edge(a, b, relation="co_occurs", weight=weight)
    G.remove_nodes_from([n for n, papers in G.nodes(data="papers") if papers == 0])
    return G


def _chromium_seconds(page: Path, profile: Path) -> tuple[float, bool]:
    """Wall time for chromium to load ``page`` and dump its DOM; True if the page got ready."""
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    start = time.perf_counter()
    dom = subprocess.run(
        [
            binary,
            *CHROMIUM_FLAGS,
            f"--user-data-dir={profile}",
            "--virtual-time-budget=5000",
            "--dump-dom",
            page.as_uri(),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    ).stdout
    return round(time.perf_counter() - start, 2), 'data-ready="' in dom


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[500, 5000])
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()
    browser = not args.no_browser and (shutil.which("chromium") or shutil.which("chromium-browser"))

    start = time.perf_counter()
    from explorer.export import export_html
    from explorer.export.html import _assets
    from explorer.export.page_data import page_data

    page_data(nx.Graph(), {})  # the first export imports pyvis (and IPython)
    _assets()
    results: dict[str, object] = {"first_export_setup_s": round(time.perf_counter() - start, 2)}
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        if browser:
            empty = tmp_path / "empty.html"
            export_html(nx.Graph(), empty, positions={})
            results["chromium_empty_view_s"] = _chromium_seconds(empty, tmp_path / "profile")[0]
        for size in args.sizes:
            G = synthetic_view(size)
            positions = nx.random_layout(G, seed=1)
            page = tmp_path / f"view-{size}.html"
            start = time.perf_counter()
            info = export_html(G, page, positions=positions, max_nodes_warn=10**9)
            row: dict[str, object] = {
                "nodes": info["nodes"],
                "edges": info["edges"],
                "export_s": round(time.perf_counter() - start, 3),
                "megabytes": round(info["bytes"] / 1e6, 2),
            }
            if browser:
                row["chromium_s"], row["ready"] = _chromium_seconds(page, tmp_path / "profile")
            results[f"view_{size}"] = row
    json.dump(results, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
