"""The default corpus as a real graph (extracted once per session, cache under tmp)."""

from __future__ import annotations

import networkx as nx
import pytest

from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import open_graph


@pytest.fixture(scope="session")
def corpus_graph(tmp_path_factory) -> nx.Graph:
    """The default corpus through the real pipeline; tests must not change it."""
    return open_graph([DEFAULT_CORPUS], cache_dir=tmp_path_factory.mktemp("cache"))
