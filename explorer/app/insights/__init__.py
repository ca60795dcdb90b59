"""The insight views of the app: claims table, paper comparison, gap matrix, curation.

Each view is a dock of the main window, reachable from the menus (see :mod:`.install`);
the questions themselves are answered by :mod:`explorer.insights`.
"""
