"""The exported page as a document: self-contained, escaped, and written safely."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from importlib import resources

import networkx as nx
import pytest

from explorer.errors import ExplorerError
from explorer.export import export_html, render_html
from explorer.export.page_data import pixel_positions
from explorer.graph.layout import layout
from explorer.paths import resource

#: Attributes through which HTML loads or links to something.
URL_ATTRIBUTES = ("src", "href", "srcset", "action", "formaction", "poster", "data", "background")


def _page(hostile, **kwargs) -> str:
    G = hostile.view
    return render_html(G, positions=hostile.positions(G), title=hostile.title, **kwargs)


def _data(page) -> dict:
    (text,) = [text for attrs, text in page.scripts if attrs.get("id") == "graph-data"]
    return json.loads(text)


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def test_page_loads_nothing_from_anywhere(hostile, parse):
    page = parse(_page(hostile))
    for tag, attrs in page.tags:
        assert tag not in ("link", "img", "iframe", "object", "embed", "base", "form"), tag
        assert not [a for a in URL_ATTRIBUTES if a in attrs], (tag, attrs)
    for css in page.styles:
        assert "@import" not in css
        assert all(u.startswith(("data:", '"data:')) for u in re.findall(r"url\(\s*([^)]*)", css))
    for tag, attrs in page.tags:
        assert not any(str(v).lower().lstrip().startswith("http") for v in attrs.values()), tag


def test_page_has_exactly_the_data_vis_and_page_scripts(hostile, parse):
    page = parse(_page(hostile))
    assert [attrs for attrs, _ in page.scripts] == [
        {"type": "application/json", "id": "graph-data"},
        {},
        {},
    ]
    vis = resources.files("pyvis").joinpath("lib", "vis-9.1.2", "vis-network.min.js")
    shipped = vis.read_text(encoding="utf-8")
    assert page.scripts[1][1] == shipped[: shipped.rindex("//# sourceMappingURL=")]
    assert page.scripts[2][1] == resource("export", "page.js").read_text(encoding="utf-8")


def test_content_security_policy_allows_only_the_inline_scripts(hostile, parse):
    page = parse(_page(hostile))
    (csp,) = [
        attrs["content"]
        for tag, attrs in page.tags
        if tag == "meta" and attrs.get("http-equiv") == "Content-Security-Policy"
    ]
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
    assert directives["default-src"] == "'none'"
    assert directives["img-src"] == "data:"
    assert sorted(directives["script-src"].split()) == sorted(
        _sha256(text) for attrs, text in page.scripts[1:]
    )
    assert "unsafe-eval" not in csp and "http" not in csp
    # The policy must come before anything it should govern.
    names = [tag for tag, _ in page.tags]
    assert names.index("meta") < names.index("style") < names.index("script")


def test_data_parses_back_to_the_hostile_strings(hostile, parse):
    data = _data(parse(_page(hostile)))
    details = {d["key"]: d for d in data["details"]}
    paper = details[hostile.paper]
    assert paper["title"] == hostile.title
    assert "".join(segment[0] for segment in paper["abstract"]) == hostile.abstract
    assert paper["links"][0] == ["paper", hostile.bad_url]
    assert ["openreview", hostile.good_url] in paper["links"]
    assert paper["authors"][0] == f"Eve {hostile.img}"
    assert paper["claims"][0]["sentence"] == f"runs 2× {hostile.end_script}"
    assert details[hostile.evil_key]["label"] == hostile.evil_label
    evidence = [link.get("ev") for link in data["links"]]
    assert [f"on ImageNet {hostile.img}"] in evidence


def test_no_markup_from_the_data_outside_the_json_block(hostile, parse):
    text = _page(hostile)
    start = text.index('<script type="application/json" id="graph-data">')
    end = text.index("</script>", start)
    block = text[start:end]
    assert not re.search("[<>&\u2028\u2029]", block[block.index(">") + 1 :])
    outside = text[:start] + text[end:]
    for _, code in parse(text).scripts[1:]:
        outside = outside.replace(code, "")  # vis-network has a "<script>" string of its own
    assert outside.count("<script") == 2
    for markup in ("<b>", "<img", "<svg", "<script>alert", "<script>document"):
        assert markup not in outside


def test_title_and_heading_are_escaped(hostile, parse):
    text = _page(hostile)
    page = parse(text)
    assert page.titles == [hostile.title]
    assert text.count("&lt;b&gt;x&lt;/b&gt;&lt;script&gt;") == 2  # <title> and <h1>


def test_separator_characters_and_lone_surrogates_are_escaped():
    G = nx.Graph()
    G.add_node("concept:x", kind="concept", type="TASK", label="a\u2028b\u2029c\ud800d")
    text = render_html(G, positions={"concept:x": (0, 0)}, title="t\ud800")
    assert "\u2028" not in text and "\u2029" not in text
    text.encode("utf-8")  # would raise on a lone surrogate
    data = json.loads(re.search(r'id="graph-data">(.*?)</script>', text).group(1))
    assert data["details"][0]["label"] == "a\u2028b\u2029c\ud800d"


def test_placeholders_in_the_data_are_left_alone():
    G = nx.Graph()
    G.add_node("concept:x", kind="concept", type="TASK", label="{{page_js}} {{csp}}")
    text = render_html(G, positions={"concept:x": (0, 0)}, title="{{data}}")
    assert "<title>{{data}}</title>" in text
    assert '"label":"{{page_js}} {{csp}}"' in text


def test_export_writes_the_page_and_reports_it(hostile, tmp_path):
    G = hostile.view
    out = tmp_path / "view.html"
    info = export_html(G, out, positions=hostile.positions(G), title=hostile.title)
    assert info == {
        "nodes": G.number_of_nodes(),
        "edges": G.number_of_edges(),
        "bytes": out.stat().st_size,
        "physics": False,
    }
    assert out.read_text(encoding="utf-8") == _page(hostile)
    assert [p.name for p in tmp_path.iterdir()] == ["view.html"]  # no temp file left


def test_export_without_positions_uses_the_project_layout(hostile, parse, tmp_path):
    G = hostile.view
    info = export_html(G, tmp_path / "view.html")
    assert info["physics"] is False
    data = _data(parse((tmp_path / "view.html").read_text(encoding="utf-8")))
    expected = pixel_positions(layout(G), list(G))
    assert [(node["x"], node["y"]) for node in data["nodes"]] == expected


def test_large_views_get_one_warning_line(tmp_path):
    G = nx.path_graph(5)
    positions = {n: (n / 4, 0) for n in G}
    messages: list[str] = []
    export_html(G, tmp_path / "a.html", positions=positions, max_nodes_warn=5, warn=messages.append)
    assert messages == []
    export_html(G, tmp_path / "b.html", positions=positions, max_nodes_warn=4, warn=messages.append)
    assert len(messages) == 1 and "\n" not in messages[0]
    assert "5 nodes" in messages[0] and "focus" in messages[0]
    with pytest.warns(UserWarning, match="5 nodes"):
        export_html(G, tmp_path / "c.html", positions=positions, max_nodes_warn=4)


def test_unwritable_path_gives_one_line_error(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    target = tmp_path / "file" / "view.html"
    with pytest.raises(ExplorerError) as caught:
        export_html(nx.Graph(), target, positions={})
    assert str(caught.value).startswith(f"{target}: cannot write the HTML page")
    assert "\n" not in str(caught.value)


def test_positions_must_cover_every_node():
    G = nx.path_graph(3)
    with pytest.raises(ValueError, match="lacks 1 node"):
        render_html(G, positions={0: (0, 0), 1: (1, 1)})
