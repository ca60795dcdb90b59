"""explorer.evaluate on hand-built cases: the matching rules of shared/eval/GUIDELINES.md."""

from __future__ import annotations

import pytest

from explorer.evaluate import evaluate, normalize, report_lines
from explorer.model import Claim, Mention, Paper, PaperExtraction


def _ext(pid: str, mentions=(), proposed=(), claims=()) -> PaperExtraction:
    """An extraction whose mentions are (text, label) or (text, label, canonical)."""
    found = []
    for m in mentions:
        text, label, canonical = (*m, m[0])[:3]
        found.append(Mention(text, label, canonical, 0, len(text), ""))
    return PaperExtraction(
        Paper(pid, "abstract"),
        found,
        list(proposed),
        [Claim(c, 0.0, "", "") for c in claims],
    )


def _entry(label: str, *names: str, required: bool = True) -> dict:
    return {"label": label, "names": list(names), "required": required}


def _gold(pid: str, *entries: dict, proposed=(), claims=()) -> dict:
    return {
        "id": pid,
        "entities": list(entries),
        "proposed": list(proposed),
        "claims": list(claims),
    }


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Mixtral-8x7B", "mixtral 8x7b"),
        ("Mixtral-8×7B", "Mixtral-8x7B"),
        ("GPT_2", "gpt-2"),
        ("LLaMA-2.0", "llama 20"),
        ("  Poker-Hand  ", "pokerhand"),
    ],
)
def test_normalize_ignores_case_spaces_hyphens_underscores_dots(a, b):
    assert normalize(a) == normalize(b)


def test_normalize_keeps_other_characters():
    assert normalize("ViT-S/16") != normalize("ViT-S16")
    assert normalize("C++") != normalize("C")


def test_perfect_match():
    gold = [_gold("p", _entry("METHOD", "TabFlex"), _entry("DATASET", "poker-hand"))]
    report = evaluate(gold, [_ext("p", [("TabFlex", "METHOD"), ("Poker Hand", "DATASET")])])
    assert (report["precision"], report["recall"], report["f1"]) == (1.0, 1.0, 1.0)
    assert report["label_accuracy"] == 1.0
    assert report["misses"] == []


def test_match_by_text_or_by_canonical_name():
    gold = [
        _gold(
            "p",
            _entry("METHOD", "CASE", "Challenger Arm Sampling"),
            _entry("HARDWARE", "NVIDIA A100"),
        )
    ]
    ext = _ext(
        "p",
        [
            ("CASE", "METHOD", "Challenger Arm Sampling"),  # one entity: same canonical name
            ("Challenger Arm Sampling", "METHOD"),
            ("A100 GPUs", "HARDWARE", "NVIDIA A100"),  # text matches nothing, canonical does
        ],
    )
    report = evaluate(gold, [ext])
    assert (report["extracted"], report["required"]) == (2, 2)
    assert (report["precision"], report["recall"]) == (1.0, 1.0)


def test_spurious_name_counts_against_precision_only():
    gold = [_gold("p", _entry("METHOD", "TabFlex"))]
    report = evaluate(gold, [_ext("p", [("TabFlex", "METHOD"), ("Quokka", "METHOD")])])
    assert (report["precision"], report["recall"]) == (0.5, 1.0)
    assert report["f1"] == round(2 * 0.5 / 1.5, 4)
    assert report["misses"] == [
        {"id": "p", "kind": "spurious", "label": "METHOD", "text": "Quokka"}
    ]


def test_optional_entries_neither_help_recall_nor_hurt_precision():
    gold = [
        _gold(
            "p",
            _entry("METHOD", "TabFlex"),
            _entry("METHOD", "linear attention", required=False),
            _entry("TASK", "tabular classification", required=False),
        )
    ]
    with_optional = evaluate(
        gold, [_ext("p", [("TabFlex", "METHOD"), ("linear attention", "METHOD")])]
    )
    without = evaluate(gold, [_ext("p", [("TabFlex", "METHOD")])])
    for report in (with_optional, without):
        assert (report["precision"], report["recall"], report["required"]) == (1.0, 1.0, 1)


def test_missed_required_entry():
    gold = [_gold("p", _entry("METHOD", "TabFlex"), _entry("MODEL", "LLaMA-7B"))]
    report = evaluate(gold, [_ext("p", [("TabFlex", "METHOD")])])
    assert report["recall"] == 0.5
    assert report["per_label"]["MODEL"]["recall"] == 0.0
    assert report["per_label"]["METHOD"]["recall"] == 1.0
    assert {"id": "p", "kind": "missed", "label": "MODEL", "text": "LLaMA-7B"} in report["misses"]


def test_labels_are_scored_apart_from_matching():
    gold = [_gold("p", _entry("MODEL", "Chronos"), _entry("DATASET", "GLUE"))]
    report = evaluate(gold, [_ext("p", [("Chronos", "METHOD"), ("GLUE", "DATASET")])])
    assert (report["precision"], report["recall"]) == (1.0, 1.0)
    assert report["label_accuracy"] == 0.5
    assert {
        "id": "p",
        "kind": "label",
        "label": "METHOD",
        "gold": "MODEL",
        "text": "Chronos",
    } in report["misses"]


def test_a_paper_the_system_did_not_extract_misses_everything():
    gold = [_gold("p", _entry("METHOD", "TabFlex")), _gold("q", _entry("METHOD", "GaLore"))]
    report = evaluate(gold, [_ext("p", [("TabFlex", "METHOD")])])
    assert report["recall"] == 0.5
    assert report["papers"] == 1


def test_extractions_without_gold_are_ignored():
    gold = [_gold("p", _entry("METHOD", "TabFlex"))]
    report = evaluate(gold, [_ext("p", [("TabFlex", "METHOD")]), _ext("z", [("X", "METHOD")])])
    assert report["precision"] == 1.0


def test_proposed_and_claim_recall():
    gold = [
        _gold("p", proposed=["TabFlex", "Tab Flex v2"], claims=["2×", "1,024 GB", "87%"]),
    ]
    ext = _ext("p", proposed=["tabflex"], claims=["2x", "1024GB", "5%"])
    report = evaluate(gold, [ext])
    assert report["proposed_recall"] == 0.5
    assert report["claim_recall"] == round(2 / 3, 4)
    assert report["claim_precision"] == round(2 / 3, 4)  # "5%" is not a gold claim
    kinds = [(m["kind"], m["text"]) for m in report["misses"]]
    assert kinds == [("proposed", "Tab Flex v2"), ("claim", "87%")]


def test_empty_gold_gives_zero_scores_not_errors():
    report = evaluate([], [])
    assert report["f1"] == 0.0
    assert report["per_label"] == {}
    assert report["papers"] == 0


def test_proposed_precision_counts_extracted_names_gold_does_not_list():
    gold = [
        _gold(
            "p",
            _entry("METHOD", "Tab Flex", "TF"),
            _entry("METHOD", "GaLore"),
            proposed=["Tab Flex"],
        ),
        _gold("q", proposed=[]),
    ]
    # "TF" is another name of the proposed entity; GaLore is used, not proposed.
    report = evaluate(
        gold, [_ext("p", proposed=["TabFlex", "TF", "GaLore"]), _ext("q", proposed=["Zeta"])]
    )
    assert report["proposed_recall"] == 1.0
    assert report["proposed_precision"] == 0.5
    lines = report_lines(report, 2)
    assert "proposed precision  0.500" in lines
