"""Ranked completion popups (search box, merge dialog): rows with type and count."""
