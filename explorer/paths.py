"""Where the package finds its resources and default corpus."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
DATA = ROOT / "data"
DEFAULT_CORPUS = DATA / "icml2025_efficiency.jsonl"


def resource(*parts: str) -> Path:
    """Path of a file under ``resources/``."""
    return RESOURCES.joinpath(*parts)
