"""The committed annotated abstracts, read for the tests that train or score on them."""

from __future__ import annotations

from explorer.nlp.learned.data import read_annotations
from explorer.paths import ROOT

ANNOTATIONS = ROOT / "annotations"


def annotations(name: str) -> list[dict]:
    """The records of ``annotations/NAME``; the file's absence fails the test."""
    path = ANNOTATIONS / name
    # The annotated data is the project's ground truth: its absence is a failure, not a skip.
    assert path.is_file(), f"{path} is missing: run `python annotations/kit.py build`"
    return read_annotations(path)
