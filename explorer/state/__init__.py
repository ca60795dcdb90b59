"""The application's state without Qt: :class:`~explorer.state.app_state.AppState` (graph,
selection, history, filters, path, highlight and the view graph, with psygnal events) and the
view filters it turns into :mod:`explorer.graph` questions."""
