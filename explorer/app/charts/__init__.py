"""Charts drawn with pyqtgraph (Qt): the app's docks and ``explorer trends --png`` use them."""
