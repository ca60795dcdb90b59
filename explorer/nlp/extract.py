"""Run the pipeline over papers and return compact :class:`PaperExtraction` objects.

Parallel workers return plain dicts, never Docs: pickling Docs back made spaCy's own
``n_process=2`` slower than one process on these machines.
"""

from __future__ import annotations

import bisect
import concurrent.futures
import multiprocessing
import re
from collections.abc import Iterable, Sequence

from spacy.language import Language
from spacy.tokens import Doc

from explorer.model import Claim, Mention, Paper, PaperExtraction
from explorer.nlp.candidates import doc_text, sentence_bounds
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
    starts = [s for s, _ in sentences]
    # One string per sentence, shared by every mention and claim in it.
    located_sentences: dict[int, tuple[str, int]] = {}

    def sentence_of(start: int) -> tuple[str, int]:
        index = bisect.bisect_right(starts, start) - 1
        if index < 0 or start >= sentences[index][1]:
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


def extract_papers(
    papers: Sequence[Paper],
    *,
    nlp: Language | None = None,
    n_process: int = 1,
    batch_size: int = 64,
    progress: Progress | None = None,
    cancel: CancelFlag | None = None,
    use_titles: bool = True,
) -> list[PaperExtraction]:
    """Extract every paper, in order; ``n_process > 1`` uses worker processes.

    Raises :class:`Cancelled` when ``cancel.is_set()`` turns true between batches.
    """
    total = len(papers)
    if n_process > 1 and total > batch_size:
        return _extract_parallel(papers, n_process, batch_size, progress, cancel, use_titles)
    if nlp is None:
        from explorer.nlp.pipeline import build_pipeline

        nlp = build_pipeline()
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


_WORKER_NLP: Language | None = None


def _worker_init() -> None:
    global _WORKER_NLP
    from explorer.nlp.pipeline import build_pipeline

    _WORKER_NLP = build_pipeline()


def _worker_extract(args: tuple[list[tuple[str, str]], bool]) -> list[tuple]:
    texts, use_titles = args
    papers = [
        Paper(id=str(i), abstract=abstract, title=title)
        for i, (abstract, title) in enumerate(texts)
    ]
    return [_pack(e) for e in extract_papers(papers, nlp=_WORKER_NLP, use_titles=use_titles)]


def _pack(extraction: PaperExtraction) -> tuple:
    """A compact, quick-to-pickle form of an extraction: each sentence once, tuples not dicts."""
    sentences: dict[tuple[str, int], int] = {}

    def sentence_index(item: Mention | Claim) -> int:
        return sentences.setdefault((item.sentence, item.sent_start), len(sentences))

    mentions = [
        (m.text, m.label, m.canonical, m.start, m.end, sentence_index(m), m.family)
        for m in extraction.mentions
    ]
    claims = [
        (c.text, c.value, c.unit, c.start, c.end, sentence_index(c), c.kind)
        for c in extraction.claims
    ]
    return list(sentences), mentions, extraction.proposed, claims, extraction.label


def _unpack(paper: Paper, packed: tuple) -> PaperExtraction:
    sentences, mentions, proposed, claims, label = packed
    return PaperExtraction(
        paper,
        [
            Mention(text, kind, canonical, start, end, *sentences[i], family)
            for text, kind, canonical, start, end, i, family in mentions
        ],
        proposed,
        [
            Claim(text, value, unit, sentences[i][0], start, end, sentences[i][1], kind)
            for text, value, unit, start, end, i, kind in claims
        ],
        label,
    )


def _extract_parallel(papers, n_process, batch_size, progress, cancel, use_titles):
    chunk_size = max(batch_size, 256)
    chunks = [[(p.abstract, p.title) for p in c] for c in _chunks(papers, chunk_size)]
    results: list[list[tuple] | None] = [None] * len(chunks)
    done = 0
    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(
        n_process, mp_context=context, initializer=_worker_init
    ) as pool:
        futures = {pool.submit(_worker_extract, (c, use_titles)): i for i, c in enumerate(chunks)}
        for future in concurrent.futures.as_completed(futures):
            if cancel is not None and cancel.is_set():
                for f in futures:
                    f.cancel()
                raise Cancelled()
            results[futures[future]] = future.result()
            done += len(chunks[futures[future]])
            if progress is not None:
                progress(done, len(papers))
    packed = [item for chunk in results for item in chunk or []]
    return [_unpack(paper, item) for paper, item in zip(papers, packed, strict=True)]


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
