"""A concept's trend read from the per-graph index of paper years equals a walk of its papers."""

from __future__ import annotations

from collections import Counter

from explorer.render.detail_html import prepare
from explorer.render.trend_html import concept_trend, paper_periods
from explorer.trends.periods import paper_year, venue_name


def walked_trend(G, node):
    per_year = Counter(
        y
        for _, d in G.nodes(data=True)
        if d.get("kind") == "paper" and (y := paper_year(d.get("year")))
    )
    counts, venues = Counter(), {}
    for paper in G[node]:
        data = G.nodes[paper]
        year = paper_year(data.get("year")) if data.get("kind") == "paper" else None
        if year is None:
            continue
        counts[year] += 1
        if venue := venue_name(data.get("venue"), year):
            venues.setdefault(year, Counter())[venue] += 1
    first = min(counts, default=None)
    named = venues.get(first, {})
    years = tuple(sorted(per_year))
    return (
        years,
        tuple(counts[y] for y in years),
        first,
        min(named, key=lambda v: (-named[v], v)) if named else "",
    )


def test_trends_from_the_prepared_index_equal_walking_each_concepts_papers(small_graph):
    G = small_graph
    prepare(G)
    assert paper_periods(G) is not None and paper_periods(G)[1]  # kept: the same answer
    concepts = [n for n, k in G.nodes(data="kind") if k == "concept"]
    assert concepts and any(concept_trend(G, n).first_year for n in concepts)
    for node in concepts:
        trend = concept_trend(G, node)
        assert (trend.years, trend.counts, trend.first_year, trend.first_venue) == walked_trend(
            G, node
        )
    G.add_node("paper:new", kind="paper", year=1999, venue="Somewhere 1999")
    assert 1999 in concept_trend(G, concepts[0]).years  # a changed graph is read again
