"""Hand-built extractions of real ICML 2025 abstracts (shortened), as the NLP layer yields them.

A module of its own (not conftest.py) so tests can import the examples by a unique name.
"""

from __future__ import annotations

import itertools
import re

from explorer.model import Claim, Mention, Paper, PaperExtraction

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_LINES = itertools.count(1)


def sentences_of(text: str) -> list[tuple[int, str]]:
    """(offset, sentence) pairs of ``text``."""
    found, start = [], 0
    for match in _SENTENCE_END.finditer(text):
        found.append((start, text[start : match.start()]))
        start = match.end()
    found.append((start, text[start:]))
    return found


def paper(pid: str, text: str, *spans: tuple[str, ...]) -> PaperExtraction:
    """A paper whose mentions are ``(text, label[, canonical])`` found in ``text``."""
    mentions = []
    for span in spans:
        surface, label, canonical = (*span, span[0])[:3]
        start = text.index(surface)
        mentions.append(Mention(surface, label, canonical, start, start + len(surface), text))
    return PaperExtraction(Paper(pid, text, title=pid), mentions)


def concepts(G) -> dict[str, str]:
    """Concept nodes of ``G`` by label."""
    return {d["label"]: n for n, d in G.nodes(data=True) if d["kind"] == "concept"}


def extraction(
    paper_id: str,
    abstract: str,
    entities: list[tuple],
    *,
    title: str = "",
    proposed: tuple[str, ...] = (),
    claims: tuple[str, ...] = (),
    year: int | None = 2025,
    label: str = "",
) -> PaperExtraction:
    """An extraction marking every occurrence of each entity in ``abstract``.

    An entity is ``(text, label)``, ``(text, label, canonical)`` or
    ``(text, label, canonical, family)``.
    """
    sentences = sentences_of(abstract)
    mentions = []
    for entity in entities:
        text, kind = entity[0], entity[1]
        canonical = entity[2] if len(entity) > 2 else text
        family = entity[3] if len(entity) > 3 else ""
        whole_word = rf"(?<![\w-]){re.escape(text)}(?![\w-])"
        starts = [m.start() for m in re.finditer(whole_word, abstract)]
        assert starts, f"{text!r} is not in the abstract of {paper_id}"
        for start in starts:
            sent_start, sentence = max((s for s in sentences if s[0] <= start), key=lambda s: s[0])
            mentions.append(
                Mention(
                    text, kind, canonical, start, start + len(text), sentence, sent_start, family
                )
            )
    mentions.sort(key=lambda m: m.start)
    claim_objects = []
    for text in claims:
        start = abstract.index(text)
        sent_start, sentence = max((s for s in sentences if s[0] <= start), key=lambda s: s[0])
        value = float(re.match(r"[\d.]+", text).group())
        claim_objects.append(
            Claim(text, value, "×", sentence, start, start + len(text), sent_start, "speedup")
        )
    paper = Paper(
        id=paper_id,
        abstract=abstract,
        title=title,
        authors=("A. Author", "B. Author"),
        year=year,
        venue="ICML 2025",
        url=f"https://proceedings.mlr.press/v267/{paper_id}.html",
        links=(("openreview", f"https://openreview.net/forum?id={paper_id}"),),
        source=f"icml2025.jsonl:{next(_LINES)}",
    )
    return PaperExtraction(
        paper=paper,
        mentions=mentions,
        proposed=list(proposed),
        claims=claim_objects,
        label=label,
    )


TABFLEX = extraction(
    "zeng25b",
    "Leveraging the in-context learning (ICL) capability of Large Language Models (LLMs) for "
    "tabular classification has gained significant attention. Recent advancements, like TabPFN, "
    "excel in small-scale tabular datasets but struggle to scale. Our work enhances the "
    "scalability of TabPFN by incorporating linear attention mechanisms. Our model, TabFlex, "
    "processes the poker-hand dataset with over a million samples in just 5 seconds. TabFlex "
    "achieves over a 2× speedup compared to TabPFN and a 1.5× speedup over XGBoost.",
    [
        ("in-context learning", "TASK"),
        ("ICL", "TASK", "in-context learning"),
        ("Large Language Models", "MODEL", "LLMs"),
        ("LLMs", "MODEL"),
        ("tabular classification", "TASK"),
        ("TabPFN", "METHOD"),
        ("linear attention", "METHOD"),
        ("TabFlex", "METHOD"),
        ("poker-hand", "DATASET"),
        ("XGBoost", "METHOD"),
    ],
    title="TabFlex: Scaling Tabular Learning to Millions with Linear Attention",
    proposed=("tabflex",),
    claims=("2×", "1.5×"),
)

SUBSPACE = extraction(
    "chen25cj",
    "The memory challenges associated with training Large Language Models (LLMs) have become a "
    "critical concern, particularly when using the Adam optimizer. GaLore stands out as a notable "
    "example designed to reduce the memory footprint of optimizer states. In this work, we "
    "introduce a Randomized Subspace Optimization framework for pre-training and fine-tuning "
    "LLMs. Extensive experiments show performance comparable to GaLore and Adam.",
    [
        ("Large Language Models", "MODEL", "LLMs"),
        ("LLMs", "MODEL"),
        ("Adam", "METHOD"),
        ("GaLore", "METHOD"),
        ("Randomized Subspace Optimization", "METHOD"),
        ("fine-tuning", "METHOD"),
    ],
    title="A Memory Efficient Randomized Subspace Optimization Method for Training LLMs",
    proposed=("Randomized Subspace Optimization",),
)

DUALITY = extraction(
    "hennigen25a",
    "We study memory-efficient optimization of neural networks with linear gradient "
    "transformations. When the transformation is Kronecker-factored, this establishes an "
    "equivalence between GaLore and one-sided LoRA. This duality unifies existing approaches "
    "to memory-efficient training.",
    [
        ("memory-efficient optimization", "TASK"),
        ("linear gradient transformations", "METHOD"),
        ("GaLore", "METHOD"),
        ("one-sided LoRA", "METHOD", "LoRA"),
    ],
    title="On the Duality between Gradient Transformations and Adapters",
)

FLOE = extraction(
    "zhou25j",
    "With the widespread adoption of Mixture-of-Experts (MoE) models, there is a growing demand "
    "for efficient inference on memory-constrained devices. Offloading expert parameters to CPU "
    "memory overburdens the limited PCIe bandwidth. We propose FloE, an on-the-fly MoE "
    "inference system on memory-constrained GPUs. FloE achieves a 9.3× compression of "
    "parameters per expert in Mixtral-8$\\times$7B and delivers a 48.7× inference speedup "
    "compared to DeepSpeed-MII on a single GeForce RTX 3090.",
    [
        ("Mixture-of-Experts", "METHOD"),
        ("MoE", "METHOD", "Mixture-of-Experts"),
        ("CPU memory", "HARDWARE"),
        ("PCIe", "HARDWARE"),
        ("FloE", "METHOD"),
        ("GPUs", "HARDWARE", "GPU"),
        ("Mixtral-8$\\times$7B", "MODEL", "Mixtral-8x7B", "Mixtral"),
        ("DeepSpeed-MII", "METHOD"),
        ("GeForce RTX 3090", "HARDWARE"),
    ],
    title="FloE: On-the-Fly MoE Inference on Memory-constrained GPU",
    proposed=("FloE",),
    claims=("9.3×", "48.7×"),
)

SERVING = extraction(
    "imani25a",
    "The deployment of mixture-of-experts large language models presents significant "
    "challenges. This paper addresses the problem of efficiently serving multiple fine-tuned "
    "models on a single GPU. Experiments on a server with a single NVIDIA A100 GPU using "
    "Mixtral-8x7B models demonstrate an 85% average reduction in turnaround time. Experiments "
    "on the Switch Transformer Base-8 model demonstrate the scalability of our approach.",
    [
        ("mixture-of-experts", "METHOD", "Mixture-of-Experts"),
        ("large language models", "MODEL", "LLMs"),
        ("single GPU", "HARDWARE", "GPU"),
        ("NVIDIA A100", "HARDWARE"),
        ("Mixtral-8x7B", "MODEL", "Mixtral-8x7B", "Mixtral"),
        ("Switch Transformer Base-8", "MODEL"),
    ],
    title="QoS-Efficient Serving of Multiple Mixture-of-Expert LLMs",
)

SAGE = extraction(
    "zhang25ae",
    "Although quantization for linear layers has been widely used, its application to "
    "accelerate the attention process remains limited. To further enhance the efficiency of "
    "attention computation compared to SageAttention, we propose SageAttention2, which quantizes "
    "matrixes to INT4. SageAttention2 surpasses FlashAttention2 by about 3x and matches the "
    "speed of FlashAttention3 on the Hopper GPUs.",
    [
        ("quantization", "TASK"),
        ("SageAttention", "METHOD"),
        ("SageAttention2", "METHOD"),
        ("INT4", "METHOD"),
        ("FlashAttention2", "METHOD"),
        ("FlashAttention3", "METHOD"),
        ("Hopper GPUs", "HARDWARE"),
    ],
    title="SageAttention2: Efficient Attention with Thorough Outlier Smoothing",
    proposed=("SageAttention2",),
)

MARGINALIZATION = extraction(
    "broadrick25a",
    "Marginalization is a fundamental operation in probabilistic inference. We show that "
    "arithmetic circuits cannot compute every tractable marginal efficiently.",
    [
        ("Marginalization", "TASK", "marginalization"),
        ("probabilistic inference", "TASK"),
        ("arithmetic circuits", "METHOD"),
    ],
    title="",
    label="The Limits of Tractable Marginalization",
)

CORPUS = [TABFLEX, SUBSPACE, DUALITY, FLOE, SERVING, SAGE, MARGINALIZATION]
