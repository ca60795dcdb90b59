"""Saved views: ``*.explorer-view.json`` files that reopen the same picture of a corpus.

:mod:`~explorer.views.viewfile` (the document: write, read, validate),
:mod:`~explorer.views.corpusrefs` (the corpus files it names: hashes, relative paths,
finding them again, noticing a change), :mod:`~explorer.views.opening` (the graph of a
view and the part of it the view shows; the HTML export of a view).
"""
