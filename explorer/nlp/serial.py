"""Run the pipeline over papers in this process; turn each doc into a :class:`PaperExtraction`."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from spacy.language import Language
from spacy.tokens import Doc

from explorer.heap import collected_per_batch
from explorer.model import Claim, Mention, Paper, PaperExtraction
from explorer.nlp.candidates import doc_text, extension, sentence_at, sentence_bounds
from explorer.nlp.canonical import canonical_form
from explorer.nlp.coined import shape_of
from explorer.nlp.longtext import pieces, shifted
from explorer.nlp.textprep import PreparedText, prepare
from explorer.progress import CancelFlag, Cancelled, Progress

#: Papers given to the pipeline at once: the recognizer decodes them together, one numpy step
#: per token position for all of them, so fewer, bigger batches take fewer steps (256 rather
#: than 64: the recognizer's Viterbi and forward-backward 25% faster on the shared corpora).
BATCH_SIZE = 256


def doc_to_extraction(
    doc: Doc, paper: Paper, prep: PreparedText, *, use_title: bool = True
) -> PaperExtraction:
    """Turn a processed doc into a PaperExtraction with offsets into the original abstract."""
    return _assembled(paper, prep, [_found_in(doc, prep, 0)], use_title=use_title)


#: A sentence longer than this (the longest of the 8,856 real abstracts has 1,134 characters)
#: is cut to a window around each mention and claim it holds: a whole sentence-less text carried
#: by every mention made the output quadratic in its length (a 56,000-character abstract wrote
#: a 224 MB line).
LONGEST_SENTENCE = 5_000
#: Characters kept on each side of a mention in such a window.
WINDOW = 300


def window(text: str, s_start: int, s_end: int, start: int, end: int) -> tuple[int, int]:
    """Bounds of about ``WINDOW`` characters of ``text[s_start:s_end]`` on each side of
    ``[start, end)``, cut at spaces.

    Examples
    --------
    >>> text = "ab " * 500 + "QuokkaNet" + " cd" * 500
    >>> w_start, w_end = window(text, 0, len(text), 1500, 1509)
    >>> around = text[w_start:w_end]
    >>> around[:6], around[294:309], around[-6:], len(around)
    ('ab ab ', 'ab QuokkaNet cd', ' cd cd', 603)
    """
    w_start, w_end = max(s_start, start - WINDOW), min(s_end, end + WINDOW)
    if w_start > s_start and (space := text.find(" ", w_start, start)) != -1:
        w_start = space + 1
    if w_end < s_end and (space := text.rfind(" ", end, w_end)) != -1:
        w_end = space
    return w_start, w_end


#: What one doc found: mentions, proposed names (surface and canonical) and claims.
Found = tuple[list[Mention], list[str], list[Claim]]


def _found_in(doc: Doc, prep: PreparedText, offset: int) -> Found:
    """What ``doc`` found, with offsets into the original abstract; the doc reads the prepared
    text from ``offset`` on (a piece of a long abstract)."""
    text = doc_text(doc)
    sentences = sentence_bounds(doc)
    # One string per sentence, shared by every mention and claim in it.
    located_sentences: dict[int, tuple[str, int]] = {}

    def sentence_of(start: int, end: int) -> tuple[str, int]:
        index = sentence_at(sentences, start)
        outside = index is None
        s_start, s_end = (0, len(text)) if outside else sentences[index]
        if s_end - s_start > LONGEST_SENTENCE:
            w_start, w_end = window(text, s_start, s_end, start, end)
            around = text[w_start:w_end]
            w_start += len(around) - len(around.lstrip())
            return around.strip(), prep.to_original(offset + w_start, offset + w_end)[0]
        if outside:
            return text, prep.to_original(offset, offset)[0] if offset else 0
        if index not in located_sentences:
            s_start, s_end = sentences[index]
            located_sentences[index] = (
                text[s_start:s_end].strip(),
                prep.to_original(offset + s_start, offset + s_end)[0],
            )
        return located_sentences[index]

    def located(start: int, end: int) -> tuple[str, int, int, str, int]:
        """Text, original offsets, sentence and its offset of a ``[start, end)`` range of the
        doc (a tuple: a keyword dict per mention cost more than the mention)."""
        o_start, o_end = prep.to_original(offset + start, offset + end)
        sentence, sent_start = sentence_of(start, end)
        return text[start:end], o_start, o_end, sentence, sent_start

    mentions = []
    for c in extension(doc, "mentions") or []:
        surface, o_start, o_end, sentence, sent_start = located(c.start, c.end)
        mentions.append(
            Mention(surface, c.label, c.canonical, o_start, o_end, sentence, sent_start, c.family)
        )
    by_surface = {m.text: m.canonical for m in mentions}
    proposed = []
    for start, end in extension(doc, "proposed") or []:
        surface = text[start:end]
        proposed.append(surface)
        canonical = by_surface.get(surface, canonical_form(surface))
        if canonical != surface:
            proposed.append(canonical)
    claims = []
    for c in extension(doc, "claims") or []:
        _, o_start, o_end, sentence, sent_start = located(c.start, c.end)
        claims.append(Claim(c.text, c.value, c.unit, sentence, o_start, o_end, sent_start, c.kind))
    return mentions, proposed, claims


def _assembled(
    paper: Paper, prep: PreparedText, parts: list[Found], *, use_title: bool
) -> PaperExtraction:
    """One paper's extraction from what the docs of its pieces found, in order."""
    mentions = [m for found, _, _ in parts for m in found]
    proposed = [p for _, found, _ in parts for p in found]
    claims = [c for _, _, found in parts for c in found]
    if use_title:
        proposed.extend(title_names(paper.title))
    proposed = list(dict.fromkeys(p for p in proposed if p))
    label = readable_label(paper, proposed, prep.text)
    return PaperExtraction(paper, mentions, proposed, claims, label)


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
    batch_size: int = BATCH_SIZE,
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
    with collected_per_batch() as collect:
        for chunk in _chunks(papers, batch_size):
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            out.extend(_extracted(nlp, chunk, use_titles))
            collect()  # this batch's cycles, without walking the extractions made before
            if progress is not None:
                progress(len(out), total)
    return out


def _extracted(nlp: Language, chunk: Sequence[Paper], use_titles: bool) -> list[PaperExtraction]:
    """The extractions of one batch of papers, in order."""
    limit = nlp.max_length
    preps = [prepare(p.abstract) for p in chunk]
    # An abstract longer than spaCy takes is read in pieces (see explorer.nlp.longtext).
    parts = [(i, s, e) for i, prep in enumerate(preps) for s, e in pieces(prep.text, limit)]
    found: list[list[Found]] = [[] for _ in chunk]
    titles = [p.title for p in chunk]
    docs = _through_pipeline(nlp, list(_docs(nlp, preps, parts, titles)))
    for (i, start, _), doc in zip(parts, docs, strict=True):
        found[i].append(_found_in(doc, preps[i], start))
    return [
        _assembled(paper, prep, paper_found, use_title=use_titles)
        for paper, prep, paper_found in zip(chunk, preps, found, strict=True)
    ]


def _through_pipeline(nlp: Language, docs: list[Doc]) -> list[Doc]:
    """``list(nlp.pipe(docs))``, one component at a time over the whole batch.

    ``nlp.pipe`` streams each doc through every component in turn; run over the batch, a
    component keeps its own code and data warm: about 8 % less CPU for the pipeline (the least
    of six runs each over 2,048 shared abstracts, in one process). The same docs come out:
    each component sees the same docs in the same order, and the recognizer the same batch,
    of up to ``nlp.batch_size`` docs.
    """
    for _, component in nlp.pipeline:
        if hasattr(component, "pipe"):
            docs = list(component.pipe(docs, batch_size=nlp.batch_size))
        else:
            docs = [component(doc) for doc in docs]
    return docs


def _docs(
    nlp: Language,
    preps: Sequence[PreparedText],
    parts: Sequence[tuple[int, int, int]],
    titles: Sequence[str],
) -> Iterable[Doc]:
    """Tokenised docs of the ``(paper index, start, end)`` pieces of the prepared texts,
    carrying the emphasised ranges and the paper's title that the components read."""
    for i, start, end in parts:
        prep = preps[i]
        whole = start == 0 and end == len(prep.text)
        text = prep.text if whole else prep.text[start:end]
        doc = nlp.make_doc(text)
        doc.user_data["emphasis"] = prep.emphasis if whole else shifted(prep.emphasis, start, end)
        doc.user_data["text"] = text  # what doc.text would rebuild from every token
        doc.user_data["title"] = titles[i]  # evidence of the paper's own names
        yield doc


def _chunks(items: Sequence, size: int) -> Iterable[Sequence]:
    for i in range(0, len(items), size):
        yield items[i : i + size]
