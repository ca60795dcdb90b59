"""What an exported page knows about time: the corpus years and each concept's shares.

The page draws a concept's sparkline from these numbers and filters papers by year. Shares
are computed on the graph the view was cut from, when the exporter has it, so that a
concept's line means the same in a focused view as in the whole corpus.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", year=2023, venue="ICML 2023")
>>> G.add_node("paper:b", kind="paper", year=2024, venue="ICLR")
>>> G.add_node("concept:lora", kind="concept", type="METHOD", label="LoRA")
>>> G.add_edge("paper:b", "concept:lora")
>>> time = page_trends(G)
>>> time["years"], time["yearPapers"], time["note"]
([2023, 2024], [1, 1], '')
>>> time["concepts"]
{'concept:lora': {'shares': [0.0, 1.0], 'papers': [0, 1], 'first': [2024, 'ICLR']}}
"""

from __future__ import annotations

from typing import Any

import networkx as nx

from explorer.heap import collector_paused

#: Enough digits for a sparkline and a tooltip ("0.04%"), few enough for a small page.
SHARE_DIGITS = 6


def page_trends(view: nx.Graph, source: nx.Graph | None = None) -> dict[str, Any]:
    """Years, papers per year and, for each concept of ``view``, its shares per year.

    Parameters
    ----------
    view : networkx.Graph
        The exported view.
    source : networkx.Graph, optional
        The graph ``view`` was cut from; the numbers come from it (default: ``view``).

    Returns
    -------
    dict
        ``years`` and ``yearPapers`` (lists), ``note`` (why there are no years, or ""),
        and ``concepts``: node id -> ``{"shares", "papers", "first": [year, venue]}``.
    """
    from explorer.trends.report import trend_report  # numpy and the report: only on export

    report = trend_report(view if source is None else source)
    concepts = {}
    with collector_paused():  # one small dict per concept: see explorer.heap
        for row in report.rows:
            if row.kind != "concept" or row.node not in view:
                continue
            concepts[row.node] = {
                "shares": [round(s, SHARE_DIGITS) for s in row.shares],
                "papers": list(row.by_year),
                "first": [row.first_year, row.first_venue],
            }
    return {
        "years": list(report.years),
        "yearPapers": list(report.papers_per_year),
        "note": report.note,
        "concepts": concepts,
    }
