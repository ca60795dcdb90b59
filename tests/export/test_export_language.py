"""The exported page in the chosen language: ``explorer export --lang``, else the locale.

The page's own words (template, script texts, type tags, relation headings, plural forms)
come from the catalogue; corpus text stays as it is.
"""

from __future__ import annotations

import json
import re

import pytest

from explorer import i18n
from explorer.cli import main
from explorer.export import export_html
from explorer.graph.io import save_graph


@pytest.fixture
def graph_file(tmp_path, small_graph):
    path = tmp_path / "g.json"
    save_graph(small_graph, path)
    return path


def _page(path) -> tuple[str, dict]:
    page = path.read_text(encoding="utf-8")
    data = re.search(r'id="graph-data">(.*?)</script>', page, re.S).group(1)
    return page, json.loads(data)


def test_lang_option_writes_a_chinese_page(graph_file, tmp_path, small_graph):
    out = tmp_path / "zh.html"
    assert main(["export", str(graph_file), "--html", str(out), "--lang", "zh_CN"]) == 0
    page, data = _page(out)
    assert '<html lang="zh-CN">' in page
    assert 'placeholder="搜索名称和别名"' in page and ">适应</button>" in page
    assert data["text"]["words"]["abstract"] == "摘要"
    assert data["text"]["relations"]["uses"] == "使用"
    assert {t["name"]: t["tag"] for t in data["types"]}["METHOD"] == "方法"
    assert "篇论文" in data["summary"]
    labels = {d["label"] for d in data["details"]}
    assert "LoRA" in labels  # corpus text as it is
    assert labels <= {str(small_graph.nodes[n]["label"]) for n in small_graph}


def test_the_locale_chooses_without_the_option(graph_file, tmp_path, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "zh_CN:en")
    out = tmp_path / "locale.html"
    assert main(["export", str(graph_file), "--html", str(out)]) == 0
    assert '<html lang="zh-CN">' in out.read_text(encoding="utf-8")


def test_english_page_is_the_english_text(graph_file, tmp_path):
    out = tmp_path / "en.html"
    assert main(["export", str(graph_file), "--html", str(out), "--lang", "en"]) == 0
    page, data = _page(out)
    assert '<html lang="en">' in page and 'placeholder="Search names and aliases"' in page
    assert "Node types" in page
    assert data["text"]["plurals"]["paper"] == ["%Ln paper", "%Ln papers"]
    assert data["text"]["words"]["overview"] == "Overview"
    assert re.search(r"\d+ papers? · \d+ concepts? · \d+ links?", data["summary"])


def test_an_unknown_language_is_a_usage_error(graph_file, tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["export", str(graph_file), "--html", str(tmp_path / "x.html"), "--lang", "fr"])
    assert stop.value.code == 2
    assert "--lang" in capsys.readouterr().err


def test_template_text_is_escaped(tmp_path, small_graph, monkeypatch):
    """A translation is text in the page, never markup."""
    from explorer.export import page_text

    monkeypatch.setattr(page_text, "translate", lambda context, text, *a: '"><script>x</script>')
    out = tmp_path / "escaped.html"
    export_html(small_graph, out)
    page = out.read_text(encoding="utf-8")
    assert "<script>x</script>" not in page
    assert i18n.language() == "en"
