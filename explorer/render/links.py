"""Links and colours of the app's HTML: escaped text, ``node:`` links, type-coloured chips.

Corpus text is untrusted: every piece of it passes through :func:`esc`, and
only http/https URLs become external links. Each whole corpus string (a title,
an author, a label) also goes in its own bidirectional isolate (:func:`iso`), so that
a direction control in it cannot reorder what follows. Internal links are
``node:<urlquoted id>``; :func:`node_from_href` turns them back into ids.

Examples
--------
>>> node_href("concept:lora")
'node:concept%3Alora'
>>> node_from_href(node_href("concept:lora"))
'concept:lora'
>>> esc('<a href="file:///etc/passwd">x</a>')
'&lt;a href=&quot;file:///etc/passwd&quot;&gt;x&lt;/a&gt;'
>>> iso("Eve\u202e & Bob") == "\u2068Eve\u202e &amp; Bob\u2069"
True
"""

from __future__ import annotations

import html
from urllib.parse import quote, unquote, urlsplit

import networkx as nx

from explorer.graph.nodes import is_paper_data
from explorer.printable import isolate
from explorer.style import node_color

NODE_SCHEME = "node:"


def esc(text: object) -> str:
    """Escape any value for rich text (quotes too, so it is safe inside attributes)."""
    return html.escape("" if text is None else str(text), quote=True)


def iso(text: object) -> str:
    """One corpus string escaped and isolated: Qt's text layout honours Unicode isolates
    (it ignores ``<bdi>`` and ``dir="auto"``), so its direction controls stay inside it."""
    return isolate(esc(text))


def node_href(node: str) -> str:
    """Internal link to a node."""
    return NODE_SCHEME + quote(str(node), safe="")


def node_from_href(href: str) -> str | None:
    """The node id of an internal link, None for any other link."""
    if not href.startswith(NODE_SCHEME):
        return None
    return unquote(href[len(NODE_SCHEME) :])


def is_web_url(url: object) -> bool:
    """True only for http(s) URLs with a host: the only links opened in a browser."""
    if not isinstance(url, str):
        return False
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.netloc)


def tint(color: str, dark: bool, strength: float = 0.22) -> str:
    """``color`` blended into the page background, for highlight backgrounds."""
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    base = 40 if dark else 255
    mix = [round(base + (c - base) * strength) for c in (r, g, b)]
    return "#{:02x}{:02x}{:02x}".format(*mix)


def chip_colors(color: str, dark: bool) -> tuple[str, str]:
    """Readable (text, background) colours for a chip of ``color`` on either palette."""
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    # Towards white on a dark page, towards black on a light one, for contrast.
    target, share = (255, 0.55) if dark else (0, 0.3)
    text = [round(c + (target - c) * share) for c in (r, g, b)]
    return "#{:02x}{:02x}{:02x}".format(*text), tint(color, dark, 0.35 if dark else 0.2)


def node_link(G: nx.Graph, node: str, dark: bool = False, text: str | None = None) -> str:
    """A clickable chip for a node, coloured by its type; ``text`` marks inline text instead."""
    data = G.nodes[node]
    fg, bg = chip_colors(node_color(data.get("type", "")), dark)
    label = text if text is not None else data.get("label") or node
    if is_paper_data(data) and text is None:  # titles read better as plain links
        return isolate(f'<a href="{node_href(node)}" style="color:{fg};">{esc(label)}</a>')
    # A chip is padded; inline text (an abstract's mention) must read exactly as written.
    pad = "&nbsp;" if text is None else ""
    link = (
        f'<a href="{node_href(node)}" style="color:{fg}; text-decoration:none; '
        f'background-color:{bg};">{pad}{esc(label)}{pad}</a>'
    )
    # A chip is a string of its own, isolated around the link so the link's text is the label
    # alone; a mention is part of its abstract, which is isolated whole, and reads as written.
    return isolate(link) if text is None else link


#: Links that open a paper's similarity view ("Similar papers" in the detail pane).
SIMILAR_SCHEME = "similar:"


def similar_href(paper: str) -> str:
    """Link that opens the similarity view of ``paper``.

    >>> similar_from_href(similar_href("paper:a b")), similar_from_href("node:x")
    ('paper:a b', None)
    """
    return SIMILAR_SCHEME + quote(str(paper), safe="")


def similar_from_href(href: str) -> str | None:
    """The paper of a :func:`similar_href` link, None for any other link."""
    if not href.startswith(SIMILAR_SCHEME):
        return None
    return unquote(href[len(SIMILAR_SCHEME) :])
