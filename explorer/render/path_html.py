"""The "Why connected?" panel's page: each found path, step by step, with its evidence.

Qt-free, like the rest of :mod:`explorer.render`: corpus text is escaped and isolated
(:func:`~explorer.render.links.iso`), nodes are ``node:`` links, and each path that is not
the one on the canvas has a ``path:<n>`` link that shows it (:func:`path_from_href`).

Examples
--------
>>> path_href(2), path_from_href("path:2"), path_from_href("node:x")
('path:2', 2, None)
"""

from __future__ import annotations

from collections.abc import Sequence

import networkx as nx

from explorer.graph.build import CO_OCCURS, PAPER_CONCEPT_RELATIONS
from explorer.graph.nodes import is_paper_data
from explorer.graph.paths import ConnectionPath, PathStep
from explorer.i18n import translate
from explorer.render.links import iso, node_link
from explorer.style import relation_name

PATH_SCHEME = "path:"


def path_href(index: int) -> str:
    """Link that shows the ``index``-th path on the canvas."""
    return f"{PATH_SCHEME}{index}"


def path_from_href(href: str) -> int | None:
    """The path index of a ``path:`` link, None for any other link."""
    if not href.startswith(PATH_SCHEME) or not href[len(PATH_SCHEME) :].isdigit():
        return None
    return int(href[len(PATH_SCHEME) :])


def paths_html(
    G: nx.Graph, paths: Sequence[ConnectionPath], shown: Sequence[str], dark: bool = False
) -> str:
    """Every path of ``paths``, the one whose nodes are ``shown`` marked as on the canvas."""
    if not paths:
        none = translate("PathPage", "No path joins these two nodes.")
        return f"<p>{none}</p>"
    parts = []
    for index, path in enumerate(paths):
        steps = len(path.steps)
        head = translate("PathPage", "Path {number} · %Ln steps", "", steps)
        head = head.format(number=index + 1)
        if list(path.nodes) == list(shown):
            action = translate("PathPage", "(on the canvas)")
            action = f"<i>{action}</i>"
        else:
            action = translate("PathPage", "show")
            action = f'<a href="{path_href(index)}">{action}</a>'
        parts.append(f"<h3>{head} {action}</h3><ol>")
        parts.extend(f"<li>{step_html(G, step, dark)}</li>" for step in path.steps)
        parts.append("</ol>")
    return "\n".join(parts)


def step_html(G: nx.Graph, step: PathStep, dark: bool = False) -> str:
    """One step as a sentence ("paper uses concept"), then the evidence quoted beneath."""
    first, second = step.source, step.target
    if step.relation in PAPER_CONCEPT_RELATIONS and not is_paper_data(G.nodes[first]):
        first, second = second, first  # "paper uses concept" reads either way along the path
    if step.relation == CO_OCCURS or step.relation in PAPER_CONCEPT_RELATIONS:
        verb = relation_name(step.relation)
    else:
        verb = "—"  # broader and similar links say what they are in their evidence
    line = f"{_node(G, first, dark)} <b>{iso(verb)}</b> {_node(G, second, dark)}"
    if step.evidence and step.relation in PAPER_CONCEPT_RELATIONS:  # the paper's own words
        line += f'<br><span class="evidence">“{iso(step.evidence)}”</span>'
    elif step.evidence:
        line += f'<br><span class="evidence">{iso(step.evidence)}</span>'
    return line


def _node(G: nx.Graph, node: str, dark: bool) -> str:
    """A node's link; a generic concept says so (a path takes it only when nothing else joins)."""
    generic = translate("PathPage", "(generic)")
    generic = f" <small>{generic}</small>" if G.nodes[node].get("generic") else ""
    return node_link(G, node, dark) + generic
