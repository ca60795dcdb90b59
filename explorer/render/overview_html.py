"""The detail pane's page before anything is selected: the corpus at a glance.

Its most used concepts of each type and its most linked papers, each a link
(:mod:`explorer.render.links`); corpus text escaped and isolated as on every page.
"""

from __future__ import annotations

import heapq

import networkx as nx

from explorer.graph import query
from explorer.graph.counts import count_line, totals
from explorer.graph.nodes import paper_nodes
from explorer.i18n import QT_TRANSLATE_NOOP, translate
from explorer.render.links import esc, iso, node_link

CONCEPT_TYPES = ("METHOD", "MODEL", "DATASET", "HARDWARE", "TASK")
TYPE_HEADINGS = {
    "METHOD": QT_TRANSLATE_NOOP("DetailPage", "Most used methods"),
    "MODEL": QT_TRANSLATE_NOOP("DetailPage", "Models"),
    "DATASET": QT_TRANSLATE_NOOP("DetailPage", "Datasets"),
    "HARDWARE": QT_TRANSLATE_NOOP("DetailPage", "Hardware"),
    "TASK": QT_TRANSLATE_NOOP("DetailPage", "Tasks"),
}


def overview_html(G: nx.Graph, dark: bool = False, per_type: int = 12) -> str:
    """The page shown before anything is selected: the corpus at a glance."""
    hint = translate(
        "DetailPage",
        "Click a node or a name below, search with Ctrl+F, "
        "double-click a node to focus on its neighbourhood.",
    )
    hint = f'<p class="meta">{hint}</p>'
    if G.number_of_nodes() == 0:
        text = translate("DetailPage", "Explorer")
        return f"<h2>{text}</h2>{hint}"
    papers = paper_nodes(G)
    corpus = translate("DetailPage", "Corpus")
    parts = [
        f"<h2>{iso(G.graph.get('name') or corpus)}</h2>",
        f'<p class="meta">{esc(count_line(totals(G)))}</p>',
        hint,
    ]
    top_by_type = query.rank_concepts_by_type(G, per_type)
    for kind in CONCEPT_TYPES:
        top = top_by_type.get(kind)
        if not top:
            continue
        chips = [
            node_link(G, n, dark) + (f"<small> {count}</small>" if count > 1 else "")
            for n, count in top
        ]
        heading = translate("DetailPage", TYPE_HEADINGS[kind])
        parts.append(f"<h3>{esc(heading)}</h3>")
        parts.append("<p>" + " &nbsp;".join(chips) + "</p>")
    shown = heapq.nsmallest(
        40, papers, key=lambda n: (-G.degree(n), str(G.nodes[n].get("label", n)).lower())
    )
    heading = translate("DetailPage", "Papers ({total})").format(total=f"{len(papers):,}")
    parts.append(f"<h3>{heading}</h3><ul>")
    parts.extend(f"<li>{node_link(G, n, dark)}</li>" for n in shown)
    parts.append("</ul>")
    return "\n".join(parts)
