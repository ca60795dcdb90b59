"""Scored papers in the corpus a user would open them with: the corpus pass with context.

The corpus pass gives each paper what the other papers of its corpus know, so scoring
extraction on 83 annotated abstracts alone understates what a user gets when opening their
whole corpus. :func:`scored_in_context` extracts the context papers (titles read, as when a
corpus is opened), puts the scored extractions in place of the same papers, runs the pass over
all of them and returns the scored ones.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.language import Language

from explorer.model import Paper, PaperExtraction
from explorer.nlp.corpus_pass import PassOptions, corpus_pass
from explorer.nlp.extract import extract_papers
from explorer.progress import Progress


def scored_in_context(
    scored: Sequence[PaperExtraction],
    context: Sequence[Paper] = (),
    *,
    nlp: Language | None = None,
    options: PassOptions | None = None,
    progress: Progress | None = None,
    context_extractions: Sequence[PaperExtraction] | None = None,
) -> list[PaperExtraction]:
    """``scored`` after the corpus pass over them and the ``context`` papers (by id, a scored
    paper replaces its context copy); ``context_extractions`` skips extracting the context."""
    if context_extractions is None:
        own = {e.paper.id for e in scored}
        papers = [p for p in context if p.id not in own]
        context_extractions = extract_papers(papers, nlp=nlp, progress=progress)
    own = {e.paper.id for e in scored}
    corpus = list(scored) + [e for e in context_extractions if e.paper.id not in own]
    return corpus_pass(corpus, options)[: len(scored)]
