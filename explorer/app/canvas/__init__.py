"""The graph canvas: a QGraphicsView that draws the model's view graph and owns its items."""
