"""Standalone HTML export of a graph view: one page that works offline."""

from explorer.export.html import export_html, render_html

__all__ = ["export_html", "render_html"]
