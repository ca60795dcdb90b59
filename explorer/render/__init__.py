"""HTML the app shows (detail pages, tooltips, comparisons): plain strings, no Qt."""
