"""Trends over the papers' years and venues: shares, growth, bursts, first sightings.

``explorer.trends.report.trend_report(G)`` is the entry point; everything here is plain data
and numpy except ``chart``, which draws with pyqtgraph. This package file imports nothing, so
that the CLI's start stays light.
"""
