"""Saved views: ``*.explorer-view.json`` files that reopen the same picture of a corpus.

:mod:`~explorer.views.viewfile` is the document (write, read, validate),
:mod:`~explorer.views.corpusrefs` the corpus files it names (hashes, relative paths, finding
them again, noticing a change), :mod:`~explorer.views.opening` the graph of a view and the
part of it the view shows (and the HTML export of a view). Nothing here imports Qt.

Saving a view (what File > Save view does with the app's state)::

    from explorer.views.corpusrefs import view_of
    from explorer.views.viewfile import write_view

    view = view_of(model.source, path,                 # the corpus sources as opened
                   filters=model.filters,
                   selection=model.selection, zoom=zoom, centre=(x, y),
                   edits=tuple(edits_in_force), title=window_title)
    write_view(path, view)                             # atomic; ExplorerError on failure

Opening one (in a worker thread, like any corpus)::

    from explorer.views.opening import open_view

    opened = open_view(path, warn=..., with_edits=False, cache_dir=..., progress=..., cancel=...)
    opened.graph        # the corpus graph (with_edits=False: without the view's edits)
    opened.sources      # what to show as the corpus, remember as recent, key edits by
    opened.view         # filters (app ViewFilters fields), selection, zoom, centre, edits, title
    opened.warnings     # corpus changed or missing, focus/selection gone: one line each

Every failure is an :class:`explorer.errors.ExplorerError` of one line naming the file.
"""
