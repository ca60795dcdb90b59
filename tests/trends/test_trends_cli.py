"""`explorer trends` on the synthetic corpus: real extraction, tables, CSV, chart, errors."""

from __future__ import annotations

import csv
import os
import struct
import subprocess
import sys

import pytest

from explorer.cli import main
from explorer.paths import ROOT
from explorer.trends.periods import NO_YEARS

from .trend_examples import PLAN, write_corpus


@pytest.fixture(autouse=True)
def cache_in_tmp(tmp_path_factory, monkeypatch):
    """One extraction cache for the module's runs, under pytest's tmp folder."""
    monkeypatch.setenv("EXPLORER_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "trends-cache"))


@pytest.fixture
def corpus(tmp_path):
    return write_corpus(tmp_path / "synthetic.jsonl")


def _run(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _section(out: str, title: str) -> list[str]:
    """The concept names listed under ``title`` (a table: title, header, rows, blank)."""
    lines = out.splitlines()
    start = lines.index(title) + 2
    rows = []
    for line in lines[start:]:
        if not line.strip():
            break
        rows.append(line.split()[0])
    return rows


def test_tables_name_the_rising_fading_and_new_hardware(capsys, corpus):
    code, out, err = _run(capsys, "trends", corpus, "--type", "hardware")
    assert code == 0, err
    assert out.splitlines()[0] == "Papers per year: 2020 20 · 2021 20 · 2022 20 · 2023 20 · 2024 20"
    assert _section(out, "Rising") == ["NPU"]
    assert _section(out, "Fading") == ["FPGA"]
    assert _section(out, "New in 2024") == ["NPU"]
    fading = next(line for line in out.splitlines() if line.strip().startswith("FPGA"))
    assert "35.0%" in fading and "5.0%" in fading and "-30.00 pt" in fading
    assert "2020 NeurIPS" in fading and fading.endswith("█▆▅▃▁")


def test_csv_holds_every_row_with_shares_and_the_burst(capsys, corpus, tmp_path):
    out = tmp_path / "trends.csv"
    code, _, err = _run(capsys, "trends", corpus, "--type", "HARDWARE", "--csv", out)
    assert code == 0, err
    assert f"4 rows -> {out}" in err
    rows = {r["label"]: r for r in csv.DictReader(out.open(encoding="utf-8"))}
    assert set(rows) == set(PLAN)
    tpu = rows["TPU"]
    assert (tpu["burst_start"], tpu["burst_end"]) == ("2022", "2022")
    assert [int(tpu[f"papers_{y}"]) for y in range(2020, 2025)] == list(PLAN["TPU"])
    assert float(tpu["share_2022"]) == pytest.approx(0.5)
    assert float(rows["FPGA"]["change"]) == pytest.approx(-0.3)
    assert float(rows["FPGA"]["share_NeurIPS"]) == pytest.approx(0.4)
    assert rows["NPU"]["first_year"] == "2024" and rows["NPU"]["first_venue"] == "ICLR"


def test_png_is_a_chart_image(capsys, corpus, tmp_path):
    out = tmp_path / "trends.png"
    code, _, err = _run(capsys, "trends", corpus, "--type", "HARDWARE", "--png", out)
    assert code == 0, err
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (1200, 500)


def test_chosen_years_and_families(capsys, corpus):
    code, out, err = _run(
        capsys, "trends", corpus, "--type", "HARDWARE", "--early", "2020", "--late", "2022",
        "--year", "2020", "--min-papers", "1",
    )  # fmt: skip
    assert code == 0, err
    assert "in 2020 against 2022" in out
    assert _section(out, "Rising")[0] == "TPU"
    assert _section(out, "New in 2020") == ["FPGA", "GPU", "TPU"]
    code, out, _ = _run(capsys, "trends", corpus, "--families")
    # The synthetic concepts have no family: every table is empty, and says so.
    assert code == 0 and out.count("  (none)") == 3 and "Rising\n  (none)" in out


def test_a_corpus_without_years_says_so_once(capsys, tmp_path):
    corpus = write_corpus(tmp_path / "undated.jsonl", with_years=False)
    out_csv = tmp_path / "t.csv"
    code, out, err = _run(capsys, "trends", corpus, "--csv", out_csv)
    assert code == 0, err
    assert out.strip() == NO_YEARS
    assert NO_YEARS not in err
    assert out_csv.read_text(encoding="utf-8").count("\n") == 1  # the header only


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--type", "GADGET"], "--type: unknown type GADGET"),
        (["--early", "last year"], "--early must be a year or a range"),
        (["--late", "1990-1995"], "--late: no paper from 1990, 1991"),
        (["--year", "2019"], "--year: no paper from 2019 (years: 2020, 2021, 2022, 2023, 2024)"),
        (["--top", "0"], "--top and --min-papers must be at least 1"),
    ],
)
def test_bad_options_give_one_line_and_exit_code_2(capsys, corpus, options, message):
    code, out, err = _run(capsys, "trends", corpus, *options)
    assert code == 2
    assert err.startswith("explorer: error: ") and message in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize("option", ["--csv", "--png"])
def test_a_failed_write_names_the_file_asked_for(capsys, corpus, tmp_path, option):
    target = tmp_path / "missing-folder" / "sub"
    target.parent.write_text("a file, not a folder", encoding="utf-8")
    code, _, err = _run(capsys, "trends", corpus, option, target)
    assert code == 2
    assert err.startswith(f"explorer: error: {target}: cannot write the ")
    assert len(err.strip().splitlines()) == 1


def test_the_cli_loads_no_qt_without_png(corpus, tmp_path):
    """A real process: PySide6 stays out unless a chart is drawn."""
    probe = (
        "import sys; from explorer.cli import main; code = main(sys.argv[1:]); "
        "print('qt' if 'PySide6' in sys.modules else 'no qt', code)"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("QT_QPA_PLATFORM", None)
    run = [sys.executable, "-c", probe, "trends", str(corpus), "--csv", str(tmp_path / "t.csv")]
    result = subprocess.run(run, capture_output=True, text=True, env=env, timeout=300)
    assert result.stdout.splitlines()[-1] == "no qt 0", result.stderr
    chart = [*run, "--png", str(tmp_path / "t.png")]
    result = subprocess.run(chart, capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stderr  # no crash at exit either
    assert result.stdout.splitlines()[-1] == "qt 0"
