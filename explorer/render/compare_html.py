"""Rich text of a paper comparison: one column per paper, one row per concept type.

Concepts named by two or more of the compared papers are shared: bold, on a tinted
background and after a ``●`` marker. Every piece of corpus text passes through
``html.escape`` and a bidirectional isolate (via :func:`explorer.render.links.iso`);
concepts and titles are internal ``node:`` links.
"""

from __future__ import annotations

import networkx as nx

from explorer.i18n import QT_TRANSLATE_NOOP, translate
from explorer.insights.claims import ClaimRow
from explorer.insights.compare import SECTIONS, Comparison, PaperSide
from explorer.printable import isolate
from explorer.render.links import chip_colors, esc, iso, node_href
from explorer.style import measure_name, node_color

SHARED_MARK = "●"
HEADINGS = {
    "METHOD": QT_TRANSLATE_NOOP("ComparePage", "Methods"),
    "MODEL": QT_TRANSLATE_NOOP("ComparePage", "Models"),
    "DATASET": QT_TRANSLATE_NOOP("ComparePage", "Datasets"),
    "HARDWARE": QT_TRANSLATE_NOOP("ComparePage", "Hardware"),
    "TASK": QT_TRANSLATE_NOOP("ComparePage", "Tasks"),
}
SHARED_BACKGROUND = {False: "#fff0a0", True: "#5a4d00"}


def comparison_html(G: nx.Graph, comparison: Comparison, dark: bool = False) -> str:
    """The comparison table (or a hint when fewer than two papers are chosen)."""
    sides = comparison.sides
    if len(sides) < 2:
        hint = translate(
            "ComparePage",
            "Tick two or more papers in the list, or select a paper and press <i>Add Selected</i>.",
        )
        heading = translate("ComparePage", "Compare papers")
        return f"<h3>{heading}</h3><p>{hint}</p>"
    width = max(12, 88 // len(sides))
    papers, shared = len(sides), len(comparison.shared)
    in_bold = translate("ComparePage", "in bold")
    marked = (
        f'<span style="background-color:{SHARED_BACKGROUND[dark]};"><b>{SHARED_MARK}&nbsp;'
        f"{in_bold}</b></span>"
    )
    papers_text = translate("ComparePage", "%Ln papers", "", papers)
    parts = [
        f"<p><b>{papers_text}</b> · "
        + translate("ComparePage", "%Ln shared concepts, marked {mark}", "", shared).format(
            mark=marked
        )
        + "</p>",
        '<table width="100%" cellspacing="0" cellpadding="5" border="1" '
        'style="border-collapse:collapse;">',
        '<tr><th width="12%"></th>',
    ]
    parts.extend(f'<th width="{width}%" align="left">{_title(side)}</th>' for side in sides)
    parts.append("</tr>")
    for kind in SECTIONS:
        parts.append(f'<tr><td valign="top"><b>{esc(_heading(kind))}</b></td>')
        for side in sides:
            cell = "<br/>".join(
                _concept(G, comparison, side, c, dark) for c in side.concepts.get(kind, ())
            )
            parts.append(f'<td valign="top">{cell or "<i>—</i>"}</td>')
        parts.append("</tr>")
    claims = translate("ComparePage", "Claims")
    parts.append(f'<tr><td valign="top"><b>{claims}</b></td>')
    for side in sides:
        cell = "<br/>".join(_claim(row) for row in side.claims)
        parts.append(f'<td valign="top">{cell or "<i>—</i>"}</td>')
    parts.append("</tr></table>")
    return "\n".join(parts)


def _heading(kind: str) -> str:
    return translate("ComparePage", HEADINGS[kind]) if kind in HEADINGS else kind.title()


def _title(side: PaperSide) -> str:
    meta = " · ".join(iso(v) for v in (side.venue, side.year) if v)
    small = f"<br/><small>{meta}</small>" if meta else ""
    return isolate(f'<a href="{node_href(side.paper)}">{esc(side.label)}</a>') + small


def _concept(G: nx.Graph, comparison: Comparison, side: PaperSide, concept: str, dark: bool) -> str:
    data = G.nodes[concept]
    fg, _ = chip_colors(node_color(str(data.get("type", ""))), dark)
    name = esc(data.get("label") or concept)
    link = f'<a href="{node_href(concept)}" style="color:{fg}; text-decoration:none;">{name}</a>'
    link = isolate(link)
    if concept in side.proposed:
        proposed = translate("ComparePage", "(proposed)")
        link += f" <small><i>{proposed}</i></small>"
    if not comparison.is_shared(concept):
        return link
    count = comparison.shared[concept]
    return (
        f'<span style="background-color:{SHARED_BACKGROUND[dark]};"><b>{SHARED_MARK}&nbsp;'
        f"{link}</b></span> <small>×{count}</small>"
    )


def _claim(row: ClaimRow) -> str:
    what = f"<b>{iso(row.text)}</b> {iso(measure_name(row.measure))}"
    extras = []
    if row.baseline:
        vs = translate("ComparePage", "vs {baselines}")
        extras.append(vs.format(baselines=", ".join(map(iso, row.baseline))))
    if row.hardware:
        on = translate("ComparePage", "on {hardware}")
        extras.append(on.format(hardware=", ".join(map(iso, row.hardware))))
    return what + (f" <small>({'; '.join(extras)})</small>" if extras else "")
