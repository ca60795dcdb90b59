"""Graph files name no directory of this machine: a paper's source keeps its file name.

A paper's ``source`` is ``path:line`` of the record it was read from; the path may be
absolute (the app opens files by their full path). Files written for others keep only the
file name and line, which still tell a reader where the record came from.

Examples
--------
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", source="/home/ana/corpora/icml.jsonl:12")
>>> portable_copy(G).nodes["paper:a"]["source"], G.nodes["paper:a"]["source"]
('icml.jsonl:12', '/home/ana/corpora/icml.jsonl:12')
"""

from __future__ import annotations

from pathlib import PureWindowsPath
from typing import Any

import networkx as nx


def portable_source(source: Any) -> Any:
    """A paper's ``source`` (``path:line``) without the directory: the file name and line.

    >>> portable_source("/home/ana/corpora/icml.jsonl:12"), portable_source(r"C:\\data\\a.csv:3")
    ('icml.jsonl:12', 'a.csv:3')
    """
    if not isinstance(source, str) or not source:
        return source
    head, colon, line = source.rpartition(":")
    if not (colon and line.isdigit()):
        head, line = source, ""
    return PureWindowsPath(head).name + (f":{line}" if line else "")  # either separator


def portable_copy(G: nx.Graph) -> nx.Graph:
    """``G``, or a shallow copy of it whose papers' sources name no directory."""
    moved = {
        n: portable_source(s)
        for n, s in G.nodes(data="source")
        if isinstance(s, str) and portable_source(s) != s
    }
    if not moved:
        return G
    H = G.copy()  # attribute dicts are copied, their values shared: cheap
    for node, source in moved.items():
        H.nodes[node]["source"] = source
    return H
