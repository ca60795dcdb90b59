"""Workers of a parallel extraction die with the main process, however it is killed.

The real ``explorer extract`` runs with two processes on a corpus big enough to keep them busy;
the test kills the main process mid-extraction and checks that a caller reading its stdout and
stderr to the end gets there, and that the worker and multiprocessing's resource tracker are
gone. Before the fix the worker went on alone and then hung on a queue nobody read, holding
the caller's pipes open.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from explorer.paths import DEFAULT_CORPUS, ROOT

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")

#: Copies of the default corpus: minutes of work for one process, so the kill lands mid-way.
COPIES = 400


def _stat(pid: int) -> list[str] | None:
    """Fields of /proc/PID/stat after the command name, None once the process is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return text[text.rindex(")") + 2 :].split()


def _alive(pid: int) -> bool:
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")  # a zombie has ended


def _children(pid: int) -> dict[int, str]:
    """Live child processes of ``pid``, with their command lines."""
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (fields := _stat(int(entry.name))) and fields[1] == str(pid):
            try:
                with_nuls = (entry / "cmdline").read_bytes()
            except (FileNotFoundError, ProcessLookupError):  # it ended meanwhile
                continue
            found[int(entry.name)] = with_nuls.replace(b"\0", b" ").decode(errors="replace")
    return found


def _cpu_seconds(pid: int) -> float:
    fields = _stat(pid)
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK") if fields else 0.0


@pytest.fixture(scope="module")
def big_corpus(tmp_path_factory) -> Path:
    records = [json.loads(line) for line in DEFAULT_CORPUS.read_text().splitlines() if line]
    path = tmp_path_factory.mktemp("orphans") / "big.jsonl"
    with path.open("w") as out:
        for copy in range(COPIES):
            for record in records:
                out.write(json.dumps({**record, "id": f"{record['id']}-{copy}"}) + "\n")
    return path


@pytest.mark.slow
@pytest.mark.parametrize("kill_with", [signal.SIGKILL, signal.SIGTERM], ids=["KILL", "TERM"])
def test_workers_die_with_a_killed_main_process(big_corpus, tmp_path, kill_with):
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "EXPLORER_CACHE_DIR": str(tmp_path / "cache"),
    }
    command = [sys.executable, "-m", "explorer", "extract", str(big_corpus), "--no-cache"]
    main = subprocess.Popen(
        [*command, "--n-process", "2", "-o", str(tmp_path / "out.jsonl")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    children: dict[int, str] = {}
    try:
        deadline = time.monotonic() + 120
        worker = None
        while time.monotonic() < deadline and main.poll() is None:
            children.update(_children(main.pid))
            worker = next((p for p, cmd in children.items() if "spawn_main" in cmd), None)
            # a second of CPU: the worker has imported spaCy and is building or extracting
            if worker and _cpu_seconds(worker) > 1.0:
                break
            time.sleep(0.05)
        assert main.poll() is None, "the extraction ended before the kill: make COPIES bigger"
        assert worker is not None, f"no worker started: {children}"
        children.update(_children(main.pid))
        os.kill(main.pid, kill_with)
        # A caller reading both pipes to the end gets there: nothing holds them open.
        main.communicate(timeout=30)
        gone_by = time.monotonic() + 30
        while any(_alive(pid) for pid in children) and time.monotonic() < gone_by:
            time.sleep(0.05)
        assert not [cmd for pid, cmd in children.items() if _alive(pid)]
    finally:
        for pid in [main.pid, *children]:  # only the processes this test started
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        main.wait()
