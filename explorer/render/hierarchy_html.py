"""The concept hierarchy on a concept's detail page: broader and narrower links, specificity.

Each broader or narrower concept is a chip (:func:`explorer.render.links.node_link`, a
``node:`` link the pane turns into a selection) followed by the link's reason in small
text ("size", "hardware class"…, from :mod:`explorer.graph.hierarchy`), which is also the
chip's tooltip. A family no paper names (``derived``) says so and lists its members: the
concepts whose family it is (:func:`explorer.graph.taxonomy.family_of`), then the other
concepts below it.

Examples
--------
>>> import networkx as nx
>>> from explorer.graph.taxonomy import add_broader
>>> G = nx.Graph()
>>> G.add_node("concept:h100", kind="concept", type="HARDWARE", label="H100",
...            specificity=0.8, generic=False)
>>> G.add_node("concept:gpu", kind="concept", type="HARDWARE", label="GPU", derived=True)
>>> add_broader(G, "concept:h100", "concept:gpu", "hardware class")
>>> page = hierarchy_html(G, "concept:h100")
>>> "Broader" in page and "node:concept%3Agpu" in page and "hardware class" in page
True
>>> specificity_note(G.nodes["concept:h100"])
'specificity 0.80'
>>> "family" in meta_tail(G, "concept:h100") and "0 mentions" in meta_tail(G, "concept:h100")
True
>>> "no paper names" in derived_html(G, "concept:gpu")
True
"""

from __future__ import annotations

import networkx as nx

from explorer.graph.taxonomy import broader, descendants, family_of, narrower
from explorer.i18n import translate
from explorer.render.links import esc, iso, node_link
from explorer.style import reason_name

#: How many narrower concepts or members a page lists before it says how many more there are.
LISTED = 40


def specificity_note(data: dict) -> str:
    """How specific a concept is, for its page's meta line: "generic" or its score."""
    if data.get("generic"):
        return translate("Hierarchy", "generic")
    score = data.get("specificity")
    specificity = translate("Hierarchy", "specificity {score}")
    return specificity.format(score=f"{float(score):.2f}") if isinstance(score, int | float) else ""


def meta_tail(G: nx.Graph, node: str, dark: bool = False) -> str:
    """The end of a concept's meta line: its family (a link), mentions and specificity.

    The family is the hierarchy's (:func:`explorer.graph.taxonomy.family_of`), else the
    recognizer's ``family`` name; a family no paper names has no mentions to count.
    """
    data = G.nodes[node]
    family = family_of(G, node)
    parts = []
    if family != node and family in G:
        parts.append(
            translate("Hierarchy", "family {name}").format(name=node_link(G, family, dark))
        )
    elif data.get("family"):
        parts.append(translate("Hierarchy", "family {name}").format(name=iso(data["family"])))
    if not data.get("derived"):
        mentions = int(data.get("count") or 0)
        parts.append(translate("Hierarchy", "%Ln mentions", "", mentions))
    parts.append(specificity_note(data))
    return "".join(f" · {part}" for part in parts if part)


def _chips(G: nx.Graph, links: list[tuple[str, str]], dark: bool) -> str:
    """Chips of ``(node, reason)`` pairs, each with its reason after it, most papers first."""
    links = [(n, reason) for n, reason in links if n in G]
    links.sort(key=lambda pair: (-int(G.nodes[pair[0]].get("papers") or 0), pair[0]))
    shown = []
    for node, reason in links[:LISTED]:
        chip = node_link(G, node, dark)
        # The whole chip and its reason share a tooltip: Qt shows a span's title.
        said = reason_name(reason)
        note = f' <small title="{esc(said)}">({esc(said)})</small>' if reason else ""
        shown.append(f"{chip}{note}")
    more = len(links) - LISTED
    and_more = translate("Hierarchy", "and {more} more").format(more=more)
    tail = f" <small>{and_more}</small>" if more > 0 else ""
    return " &nbsp;".join(shown) + tail


def hierarchy_html(G: nx.Graph, node: str, dark: bool = False) -> str:
    """The hierarchy sections of a concept's page ("" when it has no broader links).

    A family no paper names starts with :func:`derived_html`; "Broader" and "Narrower"
    follow (narrower concepts already listed as members are not listed again).
    """
    parts, members = [], []
    if G.nodes[node].get("derived"):
        members = family_members(G, node)
        parts.append(derived_html(G, node, dark, members))
    up = broader(G, node)
    down = [(n, reason) for n, reason in narrower(G, node) if n not in members]
    if up:
        heading = translate("Hierarchy", "Broader")
        parts.append(f"<h3>{heading}</h3><p>{_chips(G, up, dark)}</p>")
    if down:
        heading = translate("Hierarchy", "Narrower ({count})").format(count=len(down))
        parts.append(f"<h3>{heading}</h3><p>{_chips(G, down, dark)}</p>")
    return "\n".join(parts)


def family_members(G: nx.Graph, node: str) -> list[str]:
    """The concepts whose family ``node`` is (sizes, versions, variants, hardware below it)."""
    return sorted(n for n in descendants(G, node) if family_of(G, n) == node)


def derived_html(
    G: nx.Graph, node: str, dark: bool = False, members: list[str] | None = None
) -> str:
    """What a family no paper names is: a note and its ``members`` (default: all of them)."""
    members = family_members(G, node) if members is None else members
    note = translate("Hierarchy", "A family no paper names itself: it groups its members.")
    parts = [f'<p class="meta"><i>{note}</i></p>']
    if members:
        chips = _chips(G, [(n, "") for n in members], dark)
        heading = translate("Hierarchy", "Members ({count})").format(count=len(members))
        parts.append(f"<h3>{heading}</h3><p>{chips}</p>")
    return "\n".join(parts)
