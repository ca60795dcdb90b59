"""Extractions of the default corpus's real abstracts, marked by hand with a few known names."""

from __future__ import annotations

import json
import re

import pytest

from explorer.model import Claim, Mention, Paper, PaperExtraction
from explorer.paths import DEFAULT_CORPUS

#: Names to mark where they occur, with their label and canonical form.
NAMES = [
    ("LLMs", "MODEL", "LLMs"),
    ("Large Language Models", "MODEL", "LLMs"),
    ("GaLore", "METHOD", "GaLore"),
    ("Adam", "METHOD", "Adam"),
    ("TabPFN", "METHOD", "TabPFN"),
    ("TabFlex", "METHOD", "TabFlex"),
    ("GPU", "HARDWARE", "GPU"),
    ("ImageNet", "DATASET", "ImageNet"),
    ("federated learning", "TASK", "federated learning"),
    ("quantization", "TASK", "quantization"),
]


def _sentence_at(text: str, start: int) -> tuple[int, str]:
    begin = text.rfind(". ", 0, start)
    begin = 0 if begin < 0 else begin + 2
    end = text.find(". ", start)
    end = len(text) if end < 0 else end + 1
    return begin, text[begin:end]


def mark(paper: Paper) -> PaperExtraction:
    """The extraction a simple dictionary tagger would make of ``paper``."""
    mentions = []
    for text, label, canonical in NAMES:
        for match in re.finditer(rf"\b{re.escape(text)}\b", paper.abstract):
            sent_start, sentence = _sentence_at(paper.abstract, match.start())
            mentions.append(
                Mention(text, label, canonical, match.start(), match.end(), sentence, sent_start)
            )
    mentions.sort(key=lambda m: m.start)
    claims = []
    for match in re.finditer(r"(\d+(?:\.\d+)?)\s?×", paper.abstract):
        sent_start, sentence = _sentence_at(paper.abstract, match.start())
        claims.append(
            Claim(match.group(), float(match.group(1)), "×", sentence, match.start(), match.end())
        )
    proposed = [paper.title.split(":")[0]] if ":" in paper.title else []
    return PaperExtraction(
        paper=paper, mentions=mentions, proposed=proposed, claims=claims, label=paper.title
    )


def load_papers(limit: int = 12) -> list[Paper]:
    papers = []
    with DEFAULT_CORPUS.open(encoding="utf-8") as f:
        for line_number, line in enumerate(f, 1):
            record = json.loads(line)
            record["source"] = f"{DEFAULT_CORPUS.name}:{line_number}"
            papers.append(Paper.from_dict(record))
            if len(papers) == limit:
                break
    return papers


@pytest.fixture
def papers() -> list[Paper]:
    return load_papers()


@pytest.fixture
def extractions(papers) -> list[PaperExtraction]:
    found = [mark(p) for p in papers]
    assert sum(len(ex.mentions) for ex in found) > 10  # the corpus does name these
    return found
