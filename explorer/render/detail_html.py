"""The detail pane's HTML for a paper or a concept (Qt rich-text subset).

Corpus text is untrusted: every piece of it passes through :func:`esc`, and
only http/https URLs become external links. Each whole corpus string (a title, an
author, a label, a sentence) also goes in its own bidirectional isolate
(:func:`~explorer.render.links.iso`). Internal links are
``node:<urlquoted id>`` (:mod:`explorer.render.links`).

"""

from __future__ import annotations

import networkx as nx

from explorer.graph import query
from explorer.graph.index import index_paper_concepts
from explorer.graph.nodes import (
    concepts_of_paper_by_type,
    is_paper,
    is_paper_data,
    mention_spans,
)
from explorer.graph.sentences import claim_sentences
from explorer.i18n import translate
from explorer.markup import atoms, latex_context, latex_converter, slice_atoms
from explorer.printable import isolate
from explorer.render.abstract_mark import marked_html
from explorer.render.hierarchy_html import hierarchy_html, meta_tail
from explorer.render.links import esc, is_web_url, iso, node_link, similar_href
from explorer.render.overview_html import overview_html
from explorer.render.rich import atoms_html, emphasised_html, plain_text, rich_html
from explorer.render.trend_html import paper_periods, trend_html
from explorer.style import PAPER_WORDS, node_color, plural, relation_name, type_tag

#: The link under a concept's shortened list of papers that lists more of them.
MORE_PAPERS_HREF = "more:papers"
#: Papers a concept's page lists at first, and how many more each click on that link adds.
PAPERS_SHOWN = 25


def highlight_mentions(
    G: nx.Graph,
    text: str,
    mentions: list[dict],
    dark: bool = False,
    mark: tuple[int, int] | None = None,
) -> str:
    """``text`` escaped, each mention a coloured link to its concept.

    Only the mentions :func:`explorer.graph.nodes.mention_spans` accepts are linked.

    ``mark`` is a ``(start, end)`` span shown on a highlighted background (a claim's
    sentence, say); mentions inside it stay links.
    """
    if mark is not None and 0 <= mark[0] < mark[1] <= len(text):
        render = lambda piece, inside: highlight_mentions(G, piece, inside, dark)  # noqa: E731
        return marked_html(text, mentions, mark, dark, render)
    parsed = atoms(text)  # LaTeX and Markdown, cut at the mentions' raw offsets
    out, pos = [], 0
    for start, end, m in mention_spans(text, mentions):
        concept, label = m.get("concept"), m.get("label", "")
        out.append(atoms_html(slice_atoms(parsed, pos, start)))
        surface = plain_text(slice_atoms(parsed, start, end)) or text[start:end]
        if concept in G:
            out.append(node_link(G, concept, dark, surface))
        else:
            color = node_color(label)
            out.append(f'<span style="color:{color};">{esc(surface)}</span>')
        pos = end
    out.append(atoms_html(slice_atoms(parsed, pos, len(text))))
    return "".join(out)


def _bold_terms(sentence: str, terms: list[str]) -> str:
    """``sentence`` rendered, the first occurrence of the longest of ``terms`` in bold."""
    lower = sentence.lower()
    for term in sorted((t for t in terms if t), key=len, reverse=True):
        i = lower.find(term.lower())
        if i >= 0:
            return emphasised_html(sentence, [(i, i + len(term))])
    return rich_html(sentence)


def _external_links(data: dict) -> list[str]:
    links = []
    url = data.get("url")
    if url:
        links.append((translate("DetailPage", "paper"), url))
    raw = data.get("links") or {}
    items = raw.items() if isinstance(raw, dict) else raw
    links.extend((str(name), value) for name, value in items)
    out = []
    for name, value in links:
        if is_web_url(value):
            out.append(isolate(f'<a href="{esc(value.strip())}">{esc(name)}</a>'))
        else:  # never a link: file:, javascript:, data: ... show what it says
            out.append(f"{iso(name)}: {iso(value)}")
    return out


def paper_html(
    G: nx.Graph, node: str, dark: bool = False, mark: tuple[int, int] | None = None
) -> str:
    """Title, venue, authors, links, highlighted abstract, claims and concepts of a paper.

    ``mark`` is a span of the abstract to highlight (see :func:`highlight_mentions`).
    """
    data = G.nodes[node]
    title = str(data.get("title") or data.get("label") or node)
    parts = [f"<h2>{isolate(rich_html(title))}</h2>"]
    meta = " · ".join(iso(v) for v in (data.get("venue"), data.get("year")) if v)
    if meta:
        parts.append(f'<p class="meta">{meta}</p>')
    authors = data.get("authors") or []
    if authors:
        parts.append(f'<p class="authors">{", ".join(map(iso, authors))}</p>')
    links = _external_links(data)
    if links:
        parts.append(f'<p class="links">{" · ".join(links)}</p>')
    abstract = data.get("abstract") or ""
    text = translate("DetailPage", "Abstract")
    parts.append(f"<h3>{text}</h3>")
    marked = highlight_mentions(G, abstract, data.get("mentions"), dark, mark)
    parts.append(f'<p class="abstract">{isolate(marked)}</p>')
    groups = claim_sentences(data.get("claims") or [])
    if groups:
        text = translate("DetailPage", "Claims")
        parts.append(f"<h3>{text}</h3><ul>")
        for group in groups:  # a sentence once, with each of its numbers in bold
            parts.append(f"<li>{isolate(emphasised_html(group.sentence, group.spans))}</li>")
        parts.append("</ul>")
    parts.extend(_neighbour_sections(G, node, dark))
    return "\n".join(parts)


def _neighbour_sections(G: nx.Graph, node: str, dark: bool) -> list[str]:
    concepts = concepts_of_paper_by_type(G, node)
    similar = query.similar_papers(G, node)
    parts = []
    if concepts:
        text = translate("DetailPage", "Concepts")
        parts.append(f"<h3>{text}</h3>")
        for kind in sorted(concepts):
            chips = " ".join(node_link(G, n, dark) for n in concepts[kind])
            parts.append(f'<p><span class="kind">{iso(type_tag(kind).title())}</span>: {chips}</p>')
    if similar:
        map_and_list = translate("DetailPage", "map and list")
        view_link = f'<small><a href="{similar_href(node)}">{map_and_list}</a></small>'
        text = translate("DetailPage", "Similar papers")
        parts.append(f"<h3>{text} {view_link}</h3><ul>")
        for other, shared in similar:
            note = translate("DetailPage", "%Ln shared", "", shared)
            parts.append(f"<li>{node_link(G, other, dark)} <small>{note}</small></li>")
        parts.append("</ul>")
    return parts


def concept_html(
    G: nx.Graph, node: str, dark: bool = False, papers_shown: int | None = PAPERS_SHOWN
) -> str:
    """Name, type, aliases, mentioning papers with evidence, co-occurring concepts.

    Only the first ``papers_shown`` papers are listed (None: all), then a
    :data:`MORE_PAPERS_HREF` link: a concept named by a thousand papers would
    make a page that takes Qt a long time to lay out.
    """
    data = G.nodes[node]
    kind = data.get("type", "")
    color = node_color(kind)
    parts = [
        f"<h2>{iso(data.get('label') or node)}</h2>",
        f'<p class="meta"><span style="color:{color}; font-weight:600;">'
        f"{iso(type_tag(kind))}</span>",
    ]
    parts.append(f"{meta_tail(G, node, dark)}</p>")
    aliases = [a for a in data.get("aliases") or [] if a != data.get("label")]
    if aliases:
        also = translate("DetailPage", "Also written: {aliases}")
        parts.append(f'<p class="aliases">{also.format(aliases=", ".join(map(iso, aliases)))}</p>')
    parts.append(hierarchy_html(G, node, dark))
    if data.get("derived"):  # named by no paper: no papers, no co-occurrences to list
        return "\n".join(parts)
    parts.append(trend_html(G, node, dark))
    terms = [str(data.get("label") or "")] + [str(a) for a in aliases]
    limit = None if papers_shown is None else max(papers_shown, 0)
    total, listed = query.paper_count(G, node), query.papers_of(G, node, limit=limit)
    heading = translate("DetailPage", "Papers ({total})").format(total=total)
    parts.append(f"<h3>{heading}</h3>")
    for paper, evidence in listed:
        relation = relation_name(str(G.edges[node, paper].get("relation", "")))
        parts.append(f'<p class="paper">{node_link(G, paper, dark)} <i>{iso(relation)}</i>')
        for sentence in evidence[:3]:
            quoted = isolate(_bold_terms(sentence, terms))
            parts.append(f'<br/><span class="evidence">“{quoted}”</span>')
        parts.append("</p>")
    if len(listed) < total:
        more = min(PAPERS_SHOWN, total - len(listed))
        show_more = translate("DetailPage", "Show {more} more").format(more=more)
        shown = translate("DetailPage", "({shown} of {total} shown)")
        shown = shown.format(shown=len(listed), total=total)
        parts.append(f'<p><a href="{MORE_PAPERS_HREF}">{show_more}</a> {shown}</p>')
    related = query.cooccurring(G, node, top=20)
    if related:
        text = translate("DetailPage", "Related concepts")
        parts.append(f"<h3>{text}</h3><p>")
        chips = [
            node_link(G, other, dark) + (f"<small> ×{weight}</small>" if weight > 1 else "")
            for other, weight in related
        ]
        parts.append(" &nbsp;".join(chips))
        parts.append("</p>")
    return "\n".join(parts)


def prepare(G: nx.Graph) -> None:
    """Do what the first page of ``G`` would otherwise do while the user waits: read every
    paper's year and venue (the trend section) and its concepts (related concepts), and make
    the LaTeX converter and macro table.

    The app runs it off the GUI thread once a graph is loaded.
    """
    paper_periods(G)
    index_paper_concepts(G)  # related concepts counted from it
    latex_converter()
    latex_context()


def node_html(
    G: nx.Graph,
    node: str | None,
    dark: bool = False,
    mark: tuple[int, int] | None = None,
    papers_shown: int | None = PAPERS_SHOWN,
) -> str:
    """The detail page of any node, or a short welcome text.

    ``mark``: see :func:`paper_html`; ``papers_shown``: see :func:`concept_html`.
    """
    if node is None or node not in G:
        return overview_html(G, dark)
    if is_paper(G, node):
        return paper_html(G, node, dark, mark)
    return concept_html(G, node, dark, papers_shown)


def tooltip_html(G: nx.Graph, node: str) -> str:
    """A short, escaped tooltip for a node on the canvas."""
    data = G.nodes[node]
    kind = data.get("type", "")
    if is_paper_data(data):
        extra = " · ".join(iso(v) for v in (data.get("venue"), data.get("year")) if v)
        label = data.get("title") or data.get("label") or node
    else:
        extra = plural(int(data.get("papers") or 0), PAPER_WORDS)
        label = data.get("label") or node
    return f"<b>{iso(label)}</b><br/>{iso(type_tag(kind))}{' · ' + extra if extra else ''}"
