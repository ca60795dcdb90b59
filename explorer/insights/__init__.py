"""Questions asked of the whole graph: quantitative claims, paper comparison, coverage gaps.

Pure functions over the graph (schema: ARCHITECTURE.md) that return plain data; the app's
views in :mod:`explorer.app.insights` show them.
"""
