"""The exported page's own words, in the user's language (:mod:`explorer.i18n`).

The page script and template carry no English of their own: :func:`page_text` gives the
script its texts, each relation's heading and the plural forms of its counts, and
:func:`template_text` fills the template's ``{{t_...}}`` placeholders (escaped there).
Corpus text (names, titles, abstracts) is never translated.

Examples
--------
>>> from explorer import i18n
>>> i18n.set_language("en")
>>> text = page_text()
>>> text["plurals"]["paper"], text["words"]["overview"]
(['%Ln paper', '%Ln papers'], 'Overview')
"""

from __future__ import annotations

from typing import Any

from explorer.i18n import QT_TRANSLATE_NOOP, language, plural_forms, translate
from explorer.style import TYPE_TAGS, type_tag

#: Count words of the page: key -> the catalogue's source text (``%Ln``: the number).
PLURALS = {
    "paper": QT_TRANSLATE_NOOP("ExportPage", "%Ln papers"),
    "concept": QT_TRANSLATE_NOOP("ExportPage", "%Ln concepts"),
    "other": QT_TRANSLATE_NOOP("ExportPage", "%Ln other nodes"),
    "mention": QT_TRANSLATE_NOOP("ExportPage", "%Ln mentions"),
    "link": QT_TRANSLATE_NOOP("ExportPage", "%Ln links"),
    "shown": QT_TRANSLATE_NOOP("ExportPage", "%Ln nodes shown"),
}


def _words() -> dict[str, str]:
    return {
        "overview": translate("ExportPage", "Overview"),
        "empty": translate("ExportPage", "This view is empty."),
        "hint": translate(
            "ExportPage",
            "Click a node or search for a name to see its details. Links in the details move "
            "through the graph; the browser's Back button returns.",
        ),
        "top_concepts": translate("ExportPage", "Most linked concepts"),
        "top_papers": translate("ExportPage", "Most linked papers"),
        "abstract": translate("ExportPage", "Abstract"),
        "claims": translate("ExportPage", "Claims"),
        "linked": translate("ExportPage", "Linked"),
        "shared": translate("ExportPage", "{n} shared"),
        "family": translate("ExportPage", "family {name}"),
        "in_corpus": translate("ExportPage", "{papers} in the corpus"),
        "derived": translate("ExportPage", "a broader concept no paper names itself"),
        "generic": translate("ExportPage", "generic (a catch-all term)"),
        "specificity": translate("ExportPage", "specificity {score}"),
        "also": translate("ExportPage", "Also written"),
        "in_view": translate("ExportPage", "Papers in this view ({n})"),
        "more": translate("ExportPage", "and {n} more"),
        "share_label": translate("ExportPage", "Share of papers per year, {first} to {last}"),
        "share_tip": translate("ExportPage", "{year}: {share} of {papers} ({count})"),
        "share_title": translate("ExportPage", "Share of papers per year"),
        "peak": translate("ExportPage", "peak {share} in {year}"),
        "first_seen": translate("ExportPage", "First seen {when}"),
        "not_web": translate("ExportPage", " (not a web link): "),
        "no_match": translate("ExportPage", "No match"),
        "failed": translate("ExportPage", "The graph could not be drawn: {error}"),
    }


def _relations() -> dict[str, str]:
    return {
        "proposes": translate("ExportPage", "Proposes"),
        "uses": translate("ExportPage", "Uses"),
        "uses_model": translate("ExportPage", "Uses models"),
        "evaluates_on": translate("ExportPage", "Evaluated on"),
        "targets_hardware": translate("ExportPage", "Targets hardware"),
        "addresses_task": translate("ExportPage", "Addresses"),
        "co_occurs": translate("ExportPage", "Often named with"),
        "similar": translate("ExportPage", "Similar papers"),
        "broader": translate("ExportPage", "Broader"),
        "narrower": translate("ExportPage", "Narrower"),
    }


def page_text() -> dict[str, Any]:
    """The script's texts: ``words``, relation headings, type tags and plural forms."""
    return {
        "lang": language(),
        "words": _words(),
        "relations": _relations(),
        "tags": {kind: type_tag(kind) for kind in TYPE_TAGS},
        "plurals": {key: plural_forms("ExportPage", text) for key, text in PLURALS.items()},
    }


def template_text() -> dict[str, str]:
    """The template's texts (``{{t_...}}`` placeholders) and its ``lang`` attribute."""
    return {
        "t_lang": language().replace("_", "-"),
        "t_search": translate("ExportPage", "Search names and aliases"),
        "t_search_label": translate("ExportPage", "Search nodes by name or alias"),
        "t_graph": translate("ExportPage", "Graph of papers and concepts"),
        "t_legend": translate("ExportPage", "Legend"),
        "t_types": translate("ExportPage", "Node types"),
        "t_fit_tip": translate("ExportPage", "Show the whole graph"),
        "t_fit": translate("ExportPage", "Fit"),
        "t_links": translate("ExportPage", "Links"),
        "t_years": translate("ExportPage", "Years"),
        "t_first_year": translate("ExportPage", "First year shown"),
        "t_last_year": translate("ExportPage", "Last year shown"),
        "t_noscript": translate("ExportPage", "This page needs JavaScript to draw the graph."),
    }
