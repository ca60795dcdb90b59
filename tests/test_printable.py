"""Terminal escapes in corpus text never reach the terminal raw, whichever message carries them."""

from __future__ import annotations

import json
import unicodedata

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.cli import main
from explorer.graph.io import save_graph
from explorer.printable import printable, printable_json

CLEAR = "\x1b[2J"  # clears the screen
TITLE = "\x1b]0;owned\x07"  # retitles the window
CSI = "\x9b31m"  # the one-byte form of ESC [
REVERSE = "\u202e"  # reverses the rest of the line
HOSTILE = [CLEAR, TITLE, CSI, REVERSE, "\u2028", "\r"]
HIDDEN = {"Cc", "Cf", "Cs", "Zl", "Zp"}


def _shown(text: str) -> bool:
    """Whether ``text`` holds no character a terminal would act on rather than show."""
    return not any(unicodedata.category(c) in HIDDEN for c in text)


def _cases(tmp_path) -> dict[str, tuple[str, str, str]]:
    """name -> (file name, file text, the escaped text its message must show)."""
    return {
        "csv header": ("c.csv", f"ti{TITLE}tle,{CLEAR}x\nA,B\n", "\\x1b]0;owned\\x07tle"),
        "json field names": (
            "c.jsonl",
            json.dumps({f"{CLEAR}title": "x", f"sum{CSI}": "y"}) + "\n",
            "\\x1b[2Jtitle, sum\\x9b31m",
        ),
        "bibtex key": (
            "c.bib",
            f"@article{{k{CLEAR}{REVERSE},\n title={{x}}}}\n",
            "k\\x1b[2J\\u202e",
        ),
        "json keys": ("c.json", json.dumps({f"{REVERSE}x": 1}), "\\u202ex"),
    }


@pytest.mark.parametrize("case", ["csv header", "json field names", "bibtex key", "json keys"])
def test_error_messages_show_escapes(tmp_path, capsys, case):
    name, text, escaped = _cases(tmp_path)[case]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    assert main(["stats", str(path), "--cache-dir", str(tmp_path / "cache")]) == 2
    err = capsys.readouterr().err
    assert escaped in err, err
    assert _shown(err.rstrip("\n")) and err.count("\n") == 1


def test_warnings_show_escapes(tmp_path, capsys):
    path = tmp_path / "c.jsonl"
    # Ids lose their C0/C1 controls when read (clean_text); a bidi control stays.
    rows = [
        {"id": f"a{REVERSE}", "abstract": "We propose X."},
        {"id": f"a{REVERSE}", "abstract": "Y."},
    ]
    rows.append({"abstract": ""})
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "x.jsonl"
    argv = ["extract", str(path), "-o", str(out), "--skip-bad", "--cache-dir", str(tmp_path / "c")]
    assert main(argv) == 0
    err = capsys.readouterr().err
    warnings = [line for line in err.splitlines() if line.startswith("explorer: warning: ")]
    assert len(warnings) == 2 and any("duplicate id 'a\\u202e'" in w for w in warnings)
    assert all(_shown(line) for line in err.splitlines())


def _hostile_graph(tmp_path):
    G = nx.Graph(name=f"g{TITLE}", schema=1)
    G.add_node("paper:p", kind="paper", type="PAPER", label="p", title="p", abstract="a")
    label = f"Lo{CLEAR}RA{REVERSE}"
    G.add_node("concept:x", kind="concept", type="METHOD", label=label, papers=1, count=1)
    G.add_edge("paper:p", "concept:x", relation="uses")
    path = tmp_path / "g.json"
    save_graph(G, path)
    return path, label


def test_stats_output_shows_escapes_and_json_keeps_the_data(tmp_path, capsys):
    path, label = _hostile_graph(tmp_path)
    assert main(["stats", str(path)]) == 0
    text = capsys.readouterr().out
    assert "Lo\\x1b[2JRA\\u202e" in text and all(_shown(line) for line in text.splitlines())
    assert main(["stats", str(path), "--json"]) == 0
    shown = capsys.readouterr().out
    assert all(_shown(line) for line in shown.splitlines())
    stats = json.loads(shown)
    assert stats["top_concepts"][0]["label"] == label and stats["name"] == f"g{TITLE}"


@settings(max_examples=200, deadline=None, database=None)
@given(text=st.text())
def test_printable_text_is_one_shown_line(text):
    shown = printable(text)
    assert _shown(shown) and "\n" not in shown
    if _shown(text):
        assert shown == text  # ordinary text (any script) is left alone


@settings(max_examples=200, deadline=None, database=None)
@given(value=st.recursive(st.text() | st.integers(), lambda kids: st.lists(kids, max_size=3)))
def test_printable_json_is_the_same_data(value):
    text = printable_json(json.dumps(value, ensure_ascii=False, indent=2))
    assert json.loads(text) == value
    assert all(_shown(line) for line in text.split("\n"))
