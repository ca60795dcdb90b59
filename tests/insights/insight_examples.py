"""Small hand-built papers for the insight tests, made into graphs by the real builder.

A module of its own (not conftest.py) so tests can import the helpers by a unique name.
"""

from __future__ import annotations

import re

from explorer.graph.build import build_graph
from explorer.model import Claim, Mention, Paper, PaperExtraction

_NUMBER = re.compile(r"(\d+(?:\.\d+)?)(×|%| GB)")
_KINDS = {"×": "speedup", "%": "accuracy", " GB": "memory"}


def _sentence_at(abstract: str, position: int) -> tuple[str, int]:
    """The sentence (split at '. ') holding ``position``, and its start."""
    start = abstract.rfind(". ", 0, position)
    start = 0 if start < 0 else start + 2
    end = abstract.find(". ", position)
    end = len(abstract) if end < 0 else end + 1
    return abstract[start:end], start


def paper(
    pid: str,
    abstract: str,
    names: list[tuple[str, str]],
    proposed: tuple[str, ...] = (),
    title: str = "",
) -> PaperExtraction:
    """A paper mentioning each (surface, label) of ``names`` at its first occurrence, with a
    claim for every number followed by ×, % or " GB"."""
    mentions = []
    for surface, label in names:
        start = abstract.index(surface)
        sentence, sent_start = _sentence_at(abstract, start)
        mentions.append(
            Mention(surface, label, surface, start, start + len(surface), sentence, sent_start)
        )
    claims = []
    for match in _NUMBER.finditer(abstract):
        sentence, sent_start = _sentence_at(abstract, match.start())
        claims.append(
            Claim(
                text=match.group(0).strip(),
                value=float(match.group(1)),
                unit=match.group(2).strip(),
                sentence=sentence,
                start=match.start(),
                end=match.end(),
                sent_start=sent_start,
                kind=_KINDS[match.group(2)],
            )
        )
    return PaperExtraction(
        Paper(id=pid, abstract=abstract, title=title or pid.upper()),
        mentions,
        list(proposed),
        claims,
    )


def claims_graph():
    """Three papers whose claims name hardware and baselines in different ways."""
    return build_graph(
        [
            paper(
                "fast",
                "We propose TurboAttn. TurboAttn is 2× faster than FlashAttention and 1.5× "
                "faster than xFormers on an NVIDIA A100. It also saves 30% of the energy on a "
                "TPU v4.",
                [
                    ("TurboAttn", "METHOD"),
                    ("FlashAttention", "METHOD"),
                    ("xFormers", "METHOD"),
                    ("NVIDIA A100", "HARDWARE"),
                    ("TPU v4", "HARDWARE"),
                ],
                proposed=("TurboAttn",),
            ),
            paper(
                "cue_first",
                "Compared to LLaMA-7B, our SlimLM uses 40 GB less memory on an H100.",
                [("LLaMA-7B", "MODEL"), ("SlimLM", "MODEL"), ("H100", "HARDWARE")],
                proposed=("SlimLM",),
            ),
            paper(
                "clauses",
                "QuickTune reaches 3× speedup on GSM8K; it improves accuracy by 4% over LoRA.",
                [("QuickTune", "METHOD"), ("GSM8K", "DATASET"), ("LoRA", "METHOD")],
                proposed=("QuickTune",),
            ),
        ],
        name="claims",
    )
