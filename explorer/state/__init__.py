"""The application's state without Qt: view filters and the part of the graph a view shows."""
