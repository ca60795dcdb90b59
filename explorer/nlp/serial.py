"""Run the pipeline over papers in this process; turn each doc into a :class:`PaperExtraction`."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from spacy.language import Language
from spacy.tokens import Doc

from explorer.model import Claim, Mention, Paper, PaperExtraction
from explorer.nlp.candidates import doc_text, sentence_at, sentence_bounds
from explorer.nlp.canonical import canonical_form
from explorer.nlp.coined import shape_of
from explorer.nlp.textprep import PreparedText, prepare
from explorer.progress import CancelFlag, Cancelled, Progress


def doc_to_extraction(
    doc: Doc, paper: Paper, prep: PreparedText, *, use_title: bool = True
) -> PaperExtraction:
    """Turn a processed doc into a PaperExtraction with offsets into the original abstract."""
    text = doc_text(doc)
    sentences = sentence_bounds(doc)
    # One string per sentence, shared by every mention and claim in it.
    located_sentences: dict[int, tuple[str, int]] = {}

    def sentence_of(start: int) -> tuple[str, int]:
        index = sentence_at(sentences, start)
        if index is None:
            return text, 0
        if index not in located_sentences:
            s_start, s_end = sentences[index]
            located_sentences[index] = (
                text[s_start:s_end].strip(),
                prep.to_original(s_start, s_end)[0],
            )
        return located_sentences[index]

    def located(start: int, end: int) -> dict:
        """Text, original offsets and sentence of a ``[start, end)`` range of the doc."""
        o_start, o_end = prep.to_original(start, end)
        sentence, sent_start = sentence_of(start)
        return {
            "text": text[start:end],
            "start": o_start,
            "end": o_end,
            "sentence": sentence,
            "sent_start": sent_start,
        }

    mentions = [
        Mention(label=c.label, canonical=c.canonical, family=c.family, **located(c.start, c.end))
        for c in doc._.mentions or []
    ]
    by_surface = {m.text: m.canonical for m in mentions}
    proposed = []
    for start, end in doc._.proposed or []:
        surface = text[start:end]
        proposed.append(surface)
        canonical = by_surface.get(surface, canonical_form(surface))
        if canonical != surface:
            proposed.append(canonical)
    if use_title:
        proposed.extend(title_names(paper.title))
    claims = [
        Claim(value=c.value, unit=c.unit, kind=c.kind, **located(c.start, c.end))
        for c in doc._.claims or []
    ]
    proposed = list(dict.fromkeys(p for p in proposed if p))
    return PaperExtraction(paper, mentions, proposed, claims, readable_label(paper, proposed, text))


def title_names(title: str) -> list[str]:
    """The coined name a title starts with: "TabFlex: Scaling ..." -> ["TabFlex"]."""
    head, sep, _ = title.partition(":")
    head = head.strip()
    if (
        sep
        and 1 <= len(head.split()) <= 3
        and (shape_of(head.split()[0]) or len(head.split()) == 1)
    ):
        return [head]
    return []


def readable_label(paper: Paper, proposed: Sequence[str], text: str) -> str:
    """Title, else the proposed method, else the abstract's first words: never a bare hash."""
    if paper.title.strip():
        return paper.title.strip()
    if proposed:
        return proposed[0]
    words = re.sub(r"\s+", " ", text).strip().split(" ")
    return " ".join(words[:8]) + ("…" if len(words) > 8 else "")


def extract_serially(
    papers: Sequence[Paper],
    *,
    nlp: Language | None = None,
    batch_size: int = 64,
    progress: Progress | None = None,
    cancel: CancelFlag | None = None,
    use_titles: bool = True,
) -> list[PaperExtraction]:
    """Extract every paper in this process, in order, ``batch_size`` at a time.

    Raises :class:`Cancelled` when ``cancel.is_set()`` turns true between batches.
    """
    total = len(papers)
    if nlp is None:
        from explorer.nlp.pipeline import build_pipeline

        nlp = build_pipeline(doc_entities=False)
    out: list[PaperExtraction] = []
    for chunk in _chunks(papers, batch_size):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        preps = [prepare(p.abstract) for p in chunk]
        for paper, prep, doc in zip(chunk, preps, nlp.pipe(_docs(nlp, preps)), strict=True):
            out.append(doc_to_extraction(doc, paper, prep, use_title=use_titles))
        if progress is not None:
            progress(len(out), total)
    return out


def _docs(nlp: Language, preps: Sequence[PreparedText]) -> Iterable[Doc]:
    """Tokenised docs carrying the emphasised ranges that the components read."""
    for prep in preps:
        doc = nlp.make_doc(prep.text)
        doc.user_data["emphasis"] = prep.emphasis
        doc.user_data["text"] = prep.text  # what doc.text would rebuild from every token
        yield doc


def _chunks(items: Sequence, size: int) -> Iterable[Sequence]:
    for i in range(0, len(items), size):
        yield items[i : i + size]
