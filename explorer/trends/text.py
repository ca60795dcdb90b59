"""A trend report as terminal text: what rises, what fades, what is new.

Shares print as percentages of the papers of the years compared, changes in percentage
points, and each row ends with a sparkline of its share per corpus year. Labels come from
the corpus, so control characters (terminal escapes) are replaced before printing.

Examples
--------
>>> sparkline([0.0, 0.01, 0.02, 0.04])
'▁▃▅█'
>>> printable("GPU\\x1b[31m")
'GPU�[31m'
"""

from __future__ import annotations

from collections.abc import Sequence

from explorer.trends.report import DEFAULT_MIN_PAPERS, DEFAULT_TOP, TrendReport, TrendRow

#: Eight heights of a sparkline bar (the lowest also marks a zero share).
BARS = "▁▂▃▄▅▆▇█"
LABEL_WIDTH = 34


def sparkline(shares: Sequence[float]) -> str:
    """One bar per share, scaled to the largest (all lowest when every share is 0)."""
    top = max(shares, default=0.0)
    if top <= 0:
        return BARS[0] * len(shares)
    return "".join(BARS[min(len(BARS) - 1, round(s / top * (len(BARS) - 1)))] for s in shares)


def printable(text: str) -> str:
    """``text`` with every non-printable character (escapes, newlines) replaced by U+FFFD."""
    return "".join(c if c.isprintable() else "\ufffd" for c in text)


def percent(share: float) -> str:
    """A share as a percentage with one decimal (``"<0.1%"`` for small non-zero shares).

    >>> percent(0.0123), percent(0.0004), percent(0.0)
    ('1.2%', '<0.1%', '0.0%')
    """
    if 0 < share < 0.0005:
        return "<0.1%"
    return f"{share * 100:.1f}%"


def _years(years: Sequence[int]) -> str:
    return ", ".join(map(str, years))


def _label(row: TrendRow) -> str:
    label = printable(row.label)
    return label if len(label) <= LABEL_WIDTH else label[: LABEL_WIDTH - 1] + "…"


def _width(rows: Sequence[TrendRow], kind: str) -> int:
    """The label column: as wide as the longest label shown, at most LABEL_WIDTH."""
    return max(len(kind), *(len(_label(r)) for r in rows))


def _first_seen(row: TrendRow) -> str:
    return " ".join(str(p) for p in (row.first_year, printable(row.first_venue)) if p)


def _burst(row: TrendRow) -> str:
    if row.burst_years is None:
        return ""
    start, end = row.burst_years
    return f"{row.burst:.1f} in {start}" + (f"–{end}" if end != start else "")


def _table(
    report: TrendReport, title: str, rows: Sequence[TrendRow], *, new: bool, kind: str
) -> list[str]:
    lines = ["", title]
    if not rows:
        return [*lines, "  (none)"]
    spark_head = f"{report.years[0]}…{report.years[-1]}" if len(report.years) > 1 else ""
    width = _width(rows, kind)
    if new:
        head = f"  {kind:<{width}} {'type':<9}{'papers':>7}{'share':>8}  {spark_head}"
    else:
        head = (
            f"  {kind:<{width}} {'type':<9}{'early':>7}{'late':>7}{'change':>10}  "
            f"{'burst':<20}{'first seen':<16}{spark_head}"
        )
    lines.append(head)
    at = report.years.index(report.new_year) if new else 0
    for row in rows:
        kind = printable(row.type)[:8]
        if new:
            cells = f"{row.by_year[at]:>7}{percent(row.shares[at]):>8}"
            lines.append(f"  {_label(row):<{width}} {kind:<9}{cells}  {sparkline(row.shares)}")
            continue
        change = f"{row.change * 100:+.2f} pt"
        lines.append(
            f"  {_label(row):<{width}} {kind:<9}{percent(row.early_share):>7}"
            f"{percent(row.late_share):>7}{change:>10}  {_burst(row):<20}"
            f"{_first_seen(row):<16}{sparkline(row.shares)}"
        )
    return lines


def format_report(
    report: TrendReport,
    *,
    top: int = DEFAULT_TOP,
    min_papers: int = DEFAULT_MIN_PAPERS,
    kind: str = "concept",
) -> str:
    """The rising, fading and new tables of ``report``'s rows of ``kind`` (or its note)."""
    if not report.years:
        return report.note
    per_year = " · ".join(
        f"{y} {n:,}" for y, n in zip(report.years, report.papers_per_year, strict=True)
    )
    lines = [f"Papers per year: {per_year}"]
    if report.early and report.late:
        lines.append(
            f"Share of papers in {_years(report.early)} against {_years(report.late)}; "
            f"a row needs {min_papers}+ papers in those years."
        )
        lines += _table(
            report, "Rising", report.rising(top, min_papers, kind), new=False, kind=kind
        )
        lines += _table(
            report, "Fading", report.fading(top, min_papers, kind), new=False, kind=kind
        )
    else:
        lines.append("One year only: nothing rises or fades yet.")
    lines += _table(report, f"New in {report.new_year}", report.new(top, kind), new=True, kind=kind)
    return "\n".join(lines)
