"""Extract papers: in this process, or shared with worker processes when there are many.

The work itself is :mod:`explorer.nlp.serial` (one process) and :mod:`explorer.nlp.parallel`
(several); both are below this module, so neither imports the other through it.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.language import Language

from explorer.model import Paper, PaperExtraction
from explorer.nlp.parallel import extract_in_processes
from explorer.nlp.serial import BATCH_SIZE, extract_serially, readable_label, title_names
from explorer.progress import CancelFlag, Cancelled, Progress

__all__ = ["Cancelled", "extract_papers", "readable_label", "title_names"]


def extract_papers(
    papers: Sequence[Paper],
    *,
    nlp: Language | None = None,
    n_process: int = 1,
    batch_size: int = BATCH_SIZE,
    progress: Progress | None = None,
    cancel: CancelFlag | None = None,
    use_titles: bool = True,
) -> list[PaperExtraction]:
    """Extract every paper, in order; ``n_process > 1`` shares the work with worker processes.

    Raises :class:`Cancelled` when ``cancel.is_set()`` turns true between batches.
    """
    if n_process > 1 and len(papers) > batch_size:
        return extract_in_processes(
            papers,
            n_process=n_process,
            nlp=nlp,
            progress=progress,
            cancel=cancel,
            use_titles=use_titles,
        )
    return extract_serially(
        papers,
        nlp=nlp,
        batch_size=batch_size,
        progress=progress,
        cancel=cancel,
        use_titles=use_titles,
    )
