"""LaTeX and Markdown of an abstract and its claims, rendered by the exported page in chromium."""

from __future__ import annotations

from urllib.parse import quote

import networkx as nx
import pytest

from explorer.export import export_html

pytestmark = pytest.mark.browser

ABSTRACT = (
    r"*KSLinear* is $\sim$100,000$\times$ faster and uses 30% less memory. "
    "Code: [github.com/x](https://github.com/x); not [this](javascript:alert(1)) <b>x</b>."
)


def marked_up_view() -> nx.Graph:
    G = nx.Graph(name="markup", schema=2)
    start = ABSTRACT.index("KSLinear")
    sentence = ABSTRACT[: ABSTRACT.index(". ") + 1]
    claims = [
        {"text": t, "sentence": sentence, "start": sentence.index(t), "sent_start": 0, "kind": k}
        for t, k in (("100,000", "speedup"), ("30%", "memory"))
    ]
    G.add_node(
        "paper:p",
        kind="paper",
        type="PAPER",
        label="A paper",
        title="A paper",
        abstract=ABSTRACT,
        authors=["Ann"],
        claims=claims,
        mentions=[
            {"text": "KSLinear", "label": "METHOD", "start": start, "end": start + 8,
             "concept": "concept:kslinear"},
        ],
    )  # fmt: skip
    G.add_node("concept:kslinear", kind="concept", type="METHOD", label="KSLinear", papers=1)
    G.add_edge("paper:p", "concept:kslinear", relation="proposes", weight=1.0)
    return G


def test_the_page_renders_latex_markdown_and_claims_by_sentence(tmp_path, chromium, parse):
    out = tmp_path / "page.html"
    G = marked_up_view()
    export_html(G, out, positions={"paper:p": (0.0, 0.0), "concept:kslinear": (1.0, 0.0)})
    dom = chromium(out.as_uri() + "#node=" + quote("paper:p", safe=""))
    page = parse(dom)
    assert "∼100,000× faster" in dom and r"$\sim$" not in dom
    assert '<a class="mention"' in dom and ">KSLinear</a>" in dom  # the mention, not shifted
    hrefs = [attrs["href"] for tag, attrs in page.tags if tag == "a"]
    assert "https://github.com/x" in hrefs
    assert not [h for h in hrefs if h.startswith("javascript")]
    assert "[this](javascript:alert(1))" in dom and "&lt;b&gt;x&lt;/b&gt;" in dom
    assert dom.count('class="claim-value"') == 1  # two numbers, one sentence: one claim row
    assert '<span class="claim-value" dir="auto">100,000, 30%</span>' in dom
    assert "<strong>100,000</strong>" in dom and "<strong>30%</strong>" in dom
    assert "data-pwned" not in dom
