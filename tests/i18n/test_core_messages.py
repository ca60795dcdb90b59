"""What the core says about bad files, in Chinese when Chinese is chosen (issue 16, item 5).

The readers, the saved views, the curation edits and the graph files raise one line
``path[:line]: problem``; the problem is translated, the path and the text echoed from the
file are not. The command line follows the locale: English unless it asks for Chinese.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from explorer import i18n
from explorer.corpus import read_corpus
from explorer.curation_file import load_edits
from explorer.errors import CorpusError, ExplorerError
from explorer.graph.io import load_graph
from explorer.views.viewfile import read_view

CJK = re.compile(r"[\u4e00-\u9fff]")
#: Words a Chinese message may keep: formats, products, and the file syntax it names.
KEPT = {"JSON", "CSV", "RIS", "TY", "ER", "BibTeX", "SQLite", "Zotero", "UTF", "Lines", "ID"}
KEPT |= {"abstract", "summary", "abstractnote", "format", "explorer", "view", "edits", "nodes"}
KEPT |= {"node", "link", "graphml", "gexf", "json", "gz", "papers", "skip", "bad"}

GOOD = json.dumps({"id": "a", "abstract": "We propose X."})

#: (file name, content, reader, what the Chinese line holds)
BROKEN = [
    ("c.jsonl", f"{GOOD}\n[1, 2]\n", read_corpus, "记录是列表，不是 JSON 对象"),
    ("c.jsonl", '{"abstract": 1,\n', read_corpus, "JSON 无效：缺少用双引号括起的属性名"),
    ("c.json", '"just text"', read_corpus, "却发现字符串"),
    ("c.csv", "title,venue\nA,B\n", read_corpus, "没有摘要列"),
    ("c.csv", "", read_corpus, "CSV 文件为空"),
    ("c.ris", "hello\n", read_corpus, "不是 RIS 文件"),
    ("c.bib", "@article{k,\n title={T}\n}\n", read_corpus, "没有摘要"),
    ("c.jsonl", b"\xffbad\n", read_corpus, "不是有效的"),
    ("c.jsonl", '{"title": "T"}\n', read_corpus, "记录没有摘要"),
    ("zotero.sqlite", "not a database", read_corpus, "不是 SQLite 数据库"),
    ("v.explorer-view.json", '{"format": "x"}', read_view, "不是 explorer 视图文件"),
    ("v.explorer-view.json", "{", read_view, "JSON 无效"),
    (
        "e.json",
        '{"format": "explorer-edits", "edits": [{"op": "x"}]}',
        load_edits,
        "未知的编辑操作",
    ),
    ("g.xyz", "<graphml", load_graph, "未知的图格式"),
    ("g.json", '{"nodes": 1}', load_graph, "不是 node-link 图"),
]


def _english_left(message: str, *echoed: str) -> list[str]:
    for piece in echoed:
        message = message.replace(piece, " ")
    return [w for w in re.findall(r"[A-Za-z]{2,}", message) if w not in KEPT]


@pytest.mark.parametrize(("name", "content", "read", "expected"), BROKEN)
def test_a_broken_file_is_one_chinese_line(tmp_path, name, content, read, expected):
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    i18n.set_language("zh_CN")
    with pytest.raises(ExplorerError) as caught:
        read(path)
    message = str(caught.value)
    assert message.startswith(f"{path}") and "\n" not in message
    assert expected in message and CJK.search(message)
    echoed = ("'just text'", "title, venue", "'x'", "'hello'", "merge, rename, retype, hide")
    echoed += ("split_alias", "'k'", "zotero.sqlite", "（字段：title）", "0xff", "'.xyz'")
    assert _english_left(message, str(path), *echoed) == []


def test_the_hint_about_valid_records_and_skipped_ones(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text(f"{GOOD}\nnot json\n", encoding="utf-8")
    i18n.set_language("zh_CN")
    with pytest.raises(CorpusError) as caught:
        read_corpus(path)
    hint = "（另有 1 条记录有效；传入 skip_bad / --skip-bad 即可加载它们）"
    assert str(caught.value) == f"{path}:2: JSON 无效：缺少值（第 1 列）{hint}"
    warned: list[str] = []
    assert len(read_corpus(path, skip_bad=True, warn=warned.append)) == 1
    assert warned == [f"{path}:2: JSON 无效：缺少值（第 1 列）；已跳过"]
    i18n.set_language("en")
    with pytest.raises(CorpusError) as caught:
        read_corpus(path)
    assert str(caught.value) == (
        f"{path}:2: invalid JSON: Expecting value (column 1) "
        "(1 other record is valid; pass skip_bad / --skip-bad to load them)"
    )


def _cli(tmp_path: Path, **env: str) -> subprocess.CompletedProcess:
    keep = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    bad = tmp_path / "bad.csv"
    bad.write_text("title\nT\n", encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "explorer", "stats", str(bad), "--no-cache"],
        env={**keep, "EXPLORER_CACHE_DIR": str(tmp_path / "cache"), **env},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_the_command_line_follows_the_locale(tmp_path):
    chinese = _cli(tmp_path, LANG="zh_CN.UTF-8")
    assert chinese.returncode == 2
    assert chinese.stderr.startswith(f"explorer: error: {tmp_path / 'bad.csv'}:1: 没有摘要列")
    english = _cli(tmp_path, LANG="C.UTF-8")
    assert english.returncode == 2
    assert english.stderr.startswith(
        f"explorer: error: {tmp_path / 'bad.csv'}:1: no abstract column"
    )
    assert len(english.stderr.splitlines()) == len(chinese.stderr.splitlines()) == 1
