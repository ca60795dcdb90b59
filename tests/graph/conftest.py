"""Fixtures of the graph tests."""

from __future__ import annotations

import pytest

from explorer.model import PaperExtraction

from .graph_examples import CORPUS


@pytest.fixture
def corpus() -> list[PaperExtraction]:
    """Seven papers: an LLM-training cluster, an MoE cluster, attention, and a loner."""
    return list(CORPUS)
