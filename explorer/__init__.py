"""explorer: a knowledge-graph explorer for research papers."""

__version__ = "0.1.0"
