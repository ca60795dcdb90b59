"""Extraction shared between this process and spawned workers: same result, in order."""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
import time

import pytest

from explorer.model import PaperExtraction
from explorer.nlp import parallel
from explorer.nlp.extract import extract_papers
from explorer.nlp.parallel import _work, extract_in_processes
from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import load_papers
from explorer.progress import Cancelled


@pytest.fixture(scope="module")
def papers():
    return load_papers([DEFAULT_CORPUS])


@pytest.fixture(scope="module")
def serial(nlp, papers):
    return [e.to_dict() for e in extract_papers(papers, nlp=nlp)]


def test_a_worker_claims_chunks_from_the_front_and_sends_them_packed(papers, serial):
    context = multiprocessing.get_context("spawn")
    chunks = [papers[i : i + 10] for i in range(0, len(papers), 10)]
    claims = context.Array("i", [1, len(chunks)])  # chunk 0 is taken by somebody else
    inbox, delivered = context.Queue(), context.Queue()
    inbox.put([[(p.abstract, p.title) for p in chunk] for chunk in chunks])
    _work(inbox, True, claims, context.Event(), delivered)  # runs here, in this process
    got = dict(delivered.get(timeout=10) for _ in range(len(chunks) - 1))
    assert sorted(got) == list(range(1, len(chunks)))
    assert list(claims) == [len(chunks), len(chunks)]
    unpacked = [
        PaperExtraction.from_compact(p, x).to_dict()
        for i in sorted(got)
        for p, x in zip(chunks[i], got[i], strict=True)
    ]
    assert unpacked == serial[10:]


@pytest.mark.slow
def test_this_process_redoes_the_chunks_of_a_killed_worker(nlp, papers, serial, monkeypatch):
    killed = []
    claim_back = parallel._claim_back

    def claim_back_once_the_worker_was_killed(claims):
        """Before this process claims its first chunk: wait for the worker to claim one, kill it."""
        if not killed:
            (worker,) = multiprocessing.active_children()
            deadline = time.monotonic() + 60
            while claims[0] == 0 and worker.is_alive() and time.monotonic() < deadline:
                worker.join(timeout=0.005)
            assert claims[0] > 0, "the worker never claimed a chunk"
            os.kill(worker.pid, signal.SIGKILL)
            killed.append(claims[0])
        return claim_back(claims)

    monkeypatch.setattr(parallel, "_claim_back", claim_back_once_the_worker_was_killed)
    shared = extract_in_processes(papers * 4, n_process=2, nlp=nlp, chunk_size=4)
    assert killed
    assert [e.to_dict() for e in shared] == serial * 4


def test_a_worker_killed_while_holding_the_claims_lock_leaves_the_work_here(
    nlp, papers, serial, monkeypatch
):
    claim_back = parallel._claim_back
    stuck = []

    def claim_back_behind_a_stuck_lock(claims):
        if not stuck:  # as if a worker had been killed between acquire and release
            stuck.append(claims.get_lock().acquire())
        return claim_back(claims)

    monkeypatch.setattr(parallel, "LOCK_TIMEOUT_S", 0.2)
    monkeypatch.setattr(parallel, "_claim_back", claim_back_behind_a_stuck_lock)
    shared = extract_in_processes(papers, n_process=2, nlp=nlp, chunk_size=4)
    assert stuck == [True]
    assert [e.to_dict() for e in shared] == serial
    assert not multiprocessing.active_children()


@pytest.mark.slow
def test_a_main_module_that_cannot_be_imported_again_leaves_the_work_here(
    nlp, papers, serial, tmp_path, monkeypatch
):
    script = tmp_path / "unguarded.py"
    script.write_text("raise SystemExit('imported again by a worker')\n", encoding="utf-8")
    main = sys.modules["__main__"]
    monkeypatch.setattr(main, "__spec__", None, raising=False)
    monkeypatch.setattr(main, "__file__", str(script), raising=False)
    shared = extract_in_processes(papers, n_process=2, nlp=nlp, chunk_size=4)
    assert [e.to_dict() for e in shared] == serial


@pytest.mark.slow
def test_two_processes_report_monotonic_progress(nlp, papers, serial):
    calls = []
    shared = extract_in_processes(
        papers * 3, n_process=2, nlp=nlp, chunk_size=4, progress=lambda d, t: calls.append(d)
    )
    assert [e.to_dict() for e in shared] == serial * 3
    assert calls == sorted(calls) and calls[-1] == 3 * len(papers)


def test_cancel_stops_the_shared_extraction(nlp, papers):
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        extract_in_processes(papers, n_process=2, nlp=nlp, chunk_size=4, cancel=cancel)
    assert not multiprocessing.active_children()
