"""Small hand-made papers shared by the tests of several packages (no Qt).

A module of its own (not conftest.py) so tests can import it by a unique name.
"""

from __future__ import annotations

import re

import networkx as nx

from explorer.graph.build import build_graph
from explorer.model import Mention, Paper, PaperExtraction


def extraction(
    pid: str, title: str, abstract: str, names: list[tuple[str, str]]
) -> PaperExtraction:
    """A paper whose abstract mentions each (surface, label) of ``names`` once.

    Each mention is the first occurrence of its surface as a whole word ("LoRA" is
    not the end of "QLoRA": resolution drops a name cut out of a word).
    """
    mentions = []
    for surface, label in names:
        start = re.search(rf"(?<!\w){re.escape(surface)}", abstract).start()
        mentions.append(Mention(surface, label, surface, start, start + len(surface), abstract))
    paper = Paper(
        id=pid,
        abstract=abstract,
        title=title,
        year=2025,
        venue="ICML 2025",
        url=f"https://example.org/{pid}",
    )
    return PaperExtraction(paper=paper, mentions=mentions)


def small_graph() -> nx.Graph:
    """Three papers, five concepts: built by the real graph builder."""
    return build_graph(
        [
            extraction(
                "a",
                "Fast LoRA",
                "We run LoRA on an NVIDIA A100 for summarization.",
                [("LoRA", "METHOD"), ("NVIDIA A100", "HARDWARE"), ("summarization", "TASK")],
            ),
            extraction(
                "b",
                "Quantized LLaMA",
                "We quantize LLaMA-7B with LoRA on GSM8K.",
                [("LLaMA-7B", "MODEL"), ("LoRA", "METHOD"), ("GSM8K", "DATASET")],
            ),
            extraction(
                "c",
                "Sparse GSM8K",
                "Pruning helps on GSM8K.",
                [("Pruning", "METHOD"), ("GSM8K", "DATASET")],
            ),
        ],
        name="small",
    )


def hub_graph() -> nx.Graph:
    """Two papers joined by a generic concept in two hops, and by LoRA and QLoRA in four.

    "neural network" is a catch-all of ``resources/graph/concepts.json``: a "why" path
    should go through the paper comparing LoRA and QLoRA instead.
    """
    return build_graph(
        [
            extraction(
                "left",
                "Left",
                "We train a neural network with LoRA adapters.",
                [("neural network", "METHOD"), ("LoRA", "METHOD")],
            ),
            extraction(
                "right",
                "Right",
                "A neural network is tuned with QLoRA.",
                [("neural network", "METHOD"), ("QLoRA", "METHOD")],
            ),
            extraction(
                "bridge",
                "Bridge",
                "We compare QLoRA against LoRA on instruction data.",
                [("QLoRA", "METHOD"), ("LoRA", "METHOD")],
            ),
        ],
        name="hub",
    )
