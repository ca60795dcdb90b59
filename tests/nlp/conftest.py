"""One real extraction pipeline for the whole session, and a helper that runs it on a text."""

from __future__ import annotations

import pytest
from spacy.language import Language

from explorer.model import Paper, PaperExtraction
from explorer.nlp.extract import extract_papers
from explorer.nlp.pipeline import build_pipeline


@pytest.fixture(scope="session")
def nlp() -> Language:
    """The real pipeline (``spacy.blank`` plus explorer's components); built once."""
    return build_pipeline()


@pytest.fixture(scope="session")
def extract(nlp):
    """``extract(abstract, title="")`` -> the PaperExtraction of one paper."""

    def run(abstract: str, title: str = "") -> PaperExtraction:
        (extraction,) = extract_papers([Paper(id="t", abstract=abstract, title=title)], nlp=nlp)
        return extraction

    return run


@pytest.fixture(scope="session")
def rules_nlp() -> Language:
    """The rule components alone (no recognizer), as the recognizer's training reads them."""
    return build_pipeline(doc_entities=False, recognizer=None)
