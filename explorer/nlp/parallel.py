"""Extraction shared between this process and worker processes.

The chunks of papers form one range: workers claim chunks from its front, this process from its
back, until they meet. Nobody hands out work, so no thread of this process has to win the GIL
from the extraction to keep a worker busy (the ``concurrent.futures`` pool starved its worker
that way), and the seconds a worker spends importing spaCy are not lost: this process has been
extracting meanwhile. Workers get every ``(abstract, title)`` once at start and send back
compact tuples, each sentence once, never Docs: pickling Docs back made spaCy's own
``n_process=2`` slower than one process on these machines. Workers are spawned, not forked:
forking a process that runs Qt threads is unsafe. If a worker dies (killed, out of memory, or a
caller's ``__main__`` that cannot be imported again), this process extracts its chunks too.
Workers die with this process, however it ends (see :func:`_die_with_parent`).
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import multiprocessing.connection
import os
import queue
import signal
import sys
import threading
from collections.abc import Sequence

from spacy.language import Language

from explorer.model import Paper, PaperExtraction
from explorer.nlp.serial import extract_serially
from explorer.progress import CancelFlag, Cancelled, Progress

#: Papers per chunk: small, so that the processes finish together.
CHUNK_SIZE = 64
#: How long to wait for a worker's result before checking for a cancel or a dead worker.
POLL_S = 0.2
#: The chunk range's lock is held for microseconds: taken this long, its holder was killed.
LOCK_TIMEOUT_S = 10.0
#: prctl(2) option: the signal this process gets when the thread that started it ends.
_PR_SET_PDEATHSIG = 1


def extract_in_processes(
    papers: Sequence[Paper],
    *,
    n_process: int,
    nlp: Language | None = None,
    progress: Progress | None = None,
    cancel: CancelFlag | None = None,
    use_titles: bool = True,
    chunk_size: int = CHUNK_SIZE,
) -> list[PaperExtraction]:
    """Extract ``papers`` in order with this process and ``n_process - 1`` workers.

    Raises :class:`Cancelled` when ``cancel.is_set()`` turns true between chunks.
    """
    chunks = [papers[i : i + chunk_size] for i in range(0, len(papers), chunk_size)]
    results: list[list[PaperExtraction] | None] = [None] * len(chunks)
    context = multiprocessing.get_context("spawn")
    claims = context.Array("i", [0, len(chunks)])  # [next chunk from the front, end of the rest]
    stop = context.Event()
    delivered = context.Queue()
    # The texts go through a queue: its feeder thread writes them while the worker starts up.
    inbox = context.Queue()
    workers = [
        context.Process(target=_work, args=(inbox, use_titles, claims, stop, delivered))
        for _ in range(max(1, n_process - 1))
    ]
    done = 0

    def finished(index: int, extractions: list[PaperExtraction]) -> None:
        nonlocal done
        results[index] = extractions
        done += len(extractions)
        if progress is not None:
            progress(done, len(papers))

    def receive(wait_s: float = 0) -> bool:
        """Take one chunk a worker delivered, waiting up to ``wait_s``; False if none came."""
        try:
            index, packed = delivered.get(timeout=wait_s) if wait_s else delivered.get_nowait()
        except queue.Empty:
            return False
        if results[index] is None:
            finished(
                index,
                [
                    PaperExtraction.from_compact(p, x)
                    for p, x in zip(chunks[index], packed, strict=True)
                ],
            )
        return True

    def check_cancel() -> None:
        if cancel is not None and cancel.is_set():
            raise Cancelled()

    def extract_here(index: int) -> None:
        nonlocal nlp
        check_cancel()
        if nlp is None:
            from explorer.nlp.pipeline import build_pipeline

            nlp = build_pipeline(doc_entities=False)
        finished(index, extract_serially(chunks[index], nlp=nlp, use_titles=use_titles))

    workers = _started(workers)
    try:
        texts = [[(p.abstract, p.title) for p in chunk] for chunk in chunks]
        for _ in workers:
            inbox.put(texts)
        try:
            while (index := _claim_back(claims)) is not None:
                extract_here(index)
                while receive():
                    pass
        except _StuckClaims:  # a worker died holding the lock: finish alone
            _stop(workers, stop)
        while None in results:
            check_cancel()
            if receive(POLL_S) or any(w.is_alive() for w in workers):
                continue
            while receive():  # a worker may have put its last chunk and exited
                pass
            for index, extractions in enumerate(results):  # chunks of a dead worker
                if extractions is None:
                    extract_here(index)
    finally:
        _stop(workers, stop)
        for channel in (inbox, delivered):
            channel.close()
            channel.cancel_join_thread()
    return [e for chunk in results for e in chunk or []]


def _started(workers: list) -> list:
    """The workers that could be started; this process does the work of the others."""
    started = []
    for worker in workers:
        try:
            worker.start()
        except (OSError, RuntimeError):  # no process left, or spawn refused here
            break
        started.append(worker)
    return started


def _stop(workers: list, stop) -> None:
    stop.set()
    for worker in workers:
        if worker.is_alive():
            worker.terminate()
        worker.join()


class _StuckClaims(Exception):
    """The lock of the chunk range stayed taken: the worker holding it died."""


def _claim_back(claims) -> int | None:
    """The last unclaimed chunk, claimed for this process; None when none is left."""
    lock = claims.get_lock()
    if not lock.acquire(timeout=LOCK_TIMEOUT_S):
        raise _StuckClaims()
    try:
        if claims[0] >= claims[1]:
            return None
        claims[1] -= 1
        return claims[1]
    finally:
        lock.release()


def _claim_front(claims) -> int | None:
    """The first unclaimed chunk, claimed for a worker; None when none is left."""
    with claims.get_lock():
        if claims[0] >= claims[1]:
            return None
        claims[0] += 1
        return claims[0] - 1


def _work(inbox, use_titles: bool, claims, stop, delivered) -> None:
    """A worker: build the pipeline, then extract chunks from the front until none is left."""
    # Ctrl-C reaches the whole process group: the main process stops the workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _die_with_parent()
    from explorer.nlp.pipeline import build_pipeline

    nlp = build_pipeline(doc_entities=False)
    texts: list[list[tuple[str, str]]] = inbox.get()
    while not stop.is_set() and (index := _claim_front(claims)) is not None:
        papers = [
            Paper(id=str(i), abstract=abstract, title=title)
            for i, (abstract, title) in enumerate(texts[index])
        ]
        extractions = extract_serially(papers, nlp=nlp, use_titles=use_titles)
        delivered.put((index, [e.to_compact() for e in extractions]))


def _die_with_parent() -> None:
    """End this worker as soon as the process that started it ends, however that ends.

    A worker whose parent was killed (SIGKILL, or SIGTERM, which ends Python without running
    ``finally``) went on extracting the rest of the corpus alone, then hung at exit on a queue
    nobody read, holding the parent's stdout and stderr open, so a caller reading them to the
    end hung too, and keeping multiprocessing's resource tracker alive. On Linux the kernel
    kills this worker with its parent (``PR_SET_PDEATHSIG``; the parent is the thread that ran
    :func:`extract_in_processes`, which outlives its workers); everywhere, a thread watches the
    pipe that the parent holds open for each spawned child and ends this process when it closes.
    The resource tracker exits by itself once neither the parent nor a worker holds its pipe.
    """
    parent = multiprocessing.parent_process()
    if parent is None:  # run in the calling process itself (the tests do)
        return
    if sys.platform.startswith("linux"):
        # Without prctl in this C library the thread below still watches.
        with contextlib.suppress(AttributeError, OSError):
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent.pid:  # the parent died before the kernel was told
        os._exit(1)
    threading.Thread(
        target=_exit_when_closed, args=(parent.sentinel,), name="parent-watch", daemon=True
    ).start()


def _exit_when_closed(sentinel) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(1)
