"""Fixtures shared by every test package (Qt-free)."""

from __future__ import annotations

import pytest
from paper_examples import small_graph as build_small_graph


@pytest.fixture
def small_graph():
    """Three papers, five concepts: built by the real graph builder."""
    return build_small_graph()
