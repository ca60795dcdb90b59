"""The window's words: LaTeX and Markdown rendered in the pane, claims once per sentence,
plural-aware counts, and a bad record answered with what the GUI can do."""

from __future__ import annotations

import json

import pytest

from explorer.app.window import dialogs

from ..helpers import LOAD_TIMEOUT, anchors, open_and_wait

pytestmark = pytest.mark.slow

ABSTRACT = (
    r"We present *KSLinear*, a structured layer that trains $\sim$100,000$\times$ faster "
    r"than dense layers and uses 30% less memory on the A100 GPU. "
    r"Its cost is $\mathcal{O}(n \log n)$. "
    "Code: [github.com/ks/kslinear](https://github.com/ks/kslinear) and "
    "[a trap](javascript:alert(1)) <b>not bold</b>."
)


def write_corpus(path, records) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return str(path)


@pytest.fixture
def marked_up(window, qtbot, tmp_path):
    record = {"id": "ks", "title": r"KSLinear: $\alpha$-structured layers", "abstract": ABSTRACT}
    open_and_wait(qtbot, window, [write_corpus(tmp_path / "ks.jsonl", [record])])
    window.model.select("paper:ks")
    return window


def test_the_pane_renders_latex_and_markdown(marked_up):
    text = marked_up.detail.toPlainText()
    assert "trains ∼100,000× faster" in text and "𝒪(n log n)" in text
    assert "KSLinear: α-structured layers" in text
    assert "$" not in text and "*KSLinear*" not in text and "](https" not in text
    assert "[a trap](javascript:alert(1))" in text  # not a web link: shown as written
    links = anchors(marked_up.detail)
    assert ("https://github.com/ks/kslinear", "github.com/ks/kslinear") in [
        (href, shown) for _, href, shown in links
    ]
    assert not [href for _, href, _ in links if href.startswith("javascript")]


def test_mentions_link_the_words_they_name_after_the_markup(marked_up):
    G = marked_up.model.graph
    paper = G.nodes["paper:ks"]
    linked = {shown for _, href, shown in anchors(marked_up.detail) if href.startswith("node:")}
    for m in paper["mentions"]:
        if m.get("concept") in G and "$" not in ABSTRACT[m["start"] : m["end"]]:
            assert ABSTRACT[m["start"] : m["end"]] in linked, m
    assert any("A100" in shown for shown in linked)


def test_a_sentence_with_several_numbers_is_one_claim(marked_up):
    G = marked_up.model.graph
    claims = G.nodes["paper:ks"]["claims"]
    sentences = {c["sentence"] for c in claims}
    assert len(claims) > len(sentences)  # several numbers in one sentence
    html = marked_up.detail.toHtml()
    text = marked_up.detail.toPlainText()
    claims_part = text[text.index("Claims") :]
    assert claims_part.count("uses 30% less memory") == 1
    assert "font-weight:700" in html or "font-weight:600" in html


def test_counts_are_singular_for_one(marked_up):
    G = marked_up.model.graph
    once = next(
        n for n, d in G.nodes(data=True) if d.get("kind") == "concept" and d.get("count") == 1
    )
    marked_up.model.select(once)
    assert "1 mention" in marked_up.detail.toPlainText()
    assert "1 mentions" not in marked_up.detail.toPlainText()


@pytest.mark.parametrize("accept", [True, False])
def test_a_bad_record_offers_to_load_the_valid_ones(
    window, qtbot, tmp_path, errors, monkeypatch, accept
):
    asked = []
    monkeypatch.setattr(
        dialogs, "ask_yes_no", lambda parent, question, **buttons: asked.append(buttons) or accept
    )
    good = [{"id": f"p{i}", "title": f"Paper {i}", "abstract": "We use LoRA."} for i in range(2)]
    path = tmp_path / "mixed.jsonl"
    path.write_text(
        json.dumps(good[0]) + "\n{not json\n" + json.dumps(good[1]) + "\n", encoding="utf-8"
    )
    if accept:
        with qtbot.waitSignal(window.graphLoaded, timeout=LOAD_TIMEOUT):
            window.open_paths([str(path)])
        papers = [n for n, k in window.model.graph.nodes(data="kind") if k == "paper"]
        assert sorted(papers) == ["paper:p0", "paper:p1"]
    else:
        with qtbot.waitSignal(window.loadFailed, timeout=LOAD_TIMEOUT) as failed:
            window.open_paths([str(path)])
        (message,) = failed.args
        assert "mixed.jsonl:2" in message and "Load the valid records" in message
        assert "skip" not in message and "--" not in message
    assert asked == [{"yes": "Load the valid records", "no": "Cancel"}]
    assert errors == []
