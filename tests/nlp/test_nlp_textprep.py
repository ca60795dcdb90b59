"""Text preparation: LaTeX and Markdown cleaned, emphasis kept, offsets mapped back."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.nlp.textprep import PreparedText, prepare


def test_latex_symbols_become_unicode_and_map_back():
    abstract = r"up to 48.7$\times$ faster, 30\% less memory, $\sim$5 s, $\alpha$-VAE"
    prep = prepare(abstract)
    assert prep.text == "up to 48.7× faster, 30% less memory, ~5 s, α-VAE"
    start = prep.text.index("α-VAE")
    o_start, o_end = prep.to_original(start, start + len("α-VAE"))
    assert abstract[o_start:o_end] == r"$\alpha$-VAE"
    start = prep.text.index("faster")
    o_start, o_end = prep.to_original(start, start + len("faster"))
    assert abstract[o_start:o_end] == "faster"


def test_range_ending_in_replaced_symbol_covers_its_whole_markup():
    abstract = r"up to 48.7$\times$ faster"
    prep = prepare(abstract)
    start = prep.text.index("48.7×")
    o_start, o_end = prep.to_original(start, start + len("48.7×"))
    assert abstract[o_start:o_end] == r"48.7$\times$"


def test_emphasis_markers_drop_out_and_ranges_are_kept():
    abstract = r"We propose **FastMoE** and \textit{Brisket}, the *HyperSketch* sketch, _Zeta_ too."
    prep = prepare(abstract)
    assert prep.text == "We propose FastMoE and Brisket, the HyperSketch sketch, Zeta too."
    emphasised = [prep.text[s:e] for s, e in prep.emphasis]
    assert emphasised == ["FastMoE", "Brisket", "HyperSketch", "Zeta"]
    for s, e in prep.emphasis:
        o_start, o_end = prep.to_original(s, e)
        assert abstract[o_start:o_end] == prep.text[s:e]


def test_arithmetic_and_identifiers_are_not_emphasis():
    for text in ("a*b*c and 2*3", "snake_case_name here", "x_i and y_j"):
        prep = prepare(text)
        assert prep.text == text
        assert prep.emphasis == []


def test_empty_text():
    prep = prepare("")
    assert prep.text == ""
    assert prep.to_original(0, 0) == (0, 0)


_MARKUP = st.sampled_from(
    ["$\\times$", "\\times", "\\%", "$\\sim$", "$\\alpha$", "**", "*", "_", "\\textit{", "}", "$"]
)
_PLAIN = st.text(alphabet="abcXYZ019 -.,()", min_size=0, max_size=6)


@settings(max_examples=200, deadline=None, database=None)
@given(st.lists(st.one_of(_MARKUP, _PLAIN), max_size=12))
def test_offsets_stay_in_order_and_letters_map_to_themselves(parts):
    abstract = "".join(parts)
    prep = prepare(abstract)
    assert len(prep.origin) == len(prep.text)
    assert prep.origin == sorted(prep.origin)
    assert all(0 <= o < len(abstract) for o in prep.origin)
    for i, char in enumerate(prep.text):
        if char.isascii() and char.isalpha():
            assert abstract[prep.origin[i]] == char
    for s, e in prep.emphasis:
        assert 0 <= s <= e <= len(prep.text)


def test_symbols_after_emphasis_are_replaced_and_mapped_back():
    abstract = r"We propose \textit{X} and reach an 85\% reduction, 48.7$\times$ faster."
    prep = prepare(abstract)
    assert "85%" in prep.text and "48.7×" in prep.text
    start = prep.text.index("85%")
    o_start, o_end = prep.to_original(start, start + 3)
    assert abstract[o_start:o_end] == r"85\%"


def test_overlong_runs_are_cut_but_offsets_stay_true():
    abstract = "A " + "Z" * 5000 + " then LoRA."
    prep = prepare(abstract)
    assert len(prep.text) < 200
    start = prep.text.index("LoRA")
    assert abstract[slice(*prep.to_original(start, start + 4))] == "LoRA"


def test_full_width_stops_end_sentences_and_offsets_stay_true(extract):
    abstract = "我们提出了 TabFlex。它比 TabPFN 快两倍！真的吗？是的。"
    prep = prepare(abstract)
    assert "。 它" in prep.text and "！ 真" in prep.text and prep.text.endswith("的。")
    extraction = extract(abstract)
    found = {(m.text, m.sentence) for m in extraction.mentions}
    assert found == {("TabFlex", "我们提出了 TabFlex。"), ("TabPFN", "它比 TabPFN 快两倍！")}
    for m in extraction.mentions:
        assert abstract[m.start : m.end] == m.text
        assert abstract[m.sent_start :].startswith(m.sentence)


@settings(max_examples=200, deadline=None, database=None)
@given(st.text(max_size=40), st.integers(0, 45), st.integers(0, 45))
def test_unchanged_text_maps_ranges_as_the_piecewise_map_does(text, start, end):
    """An abstract that preparation leaves as it is takes the short way; the answer is the one
    the piecewise map gives (the same text cut into two copied pieces takes the long way)."""
    copied = PreparedText(text, [(0, 0, len(text), False)] if text else [], len(text))
    cut = len(text) // 2
    pieces = [(0, 0, cut, False), (cut, cut, len(text), False)] if cut else copied.pieces
    two_pieces = PreparedText(text, pieces, len(text))
    assert copied.to_original(start, end) == two_pieces.to_original(start, end)


def test_plain_abstract_keeps_its_offsets():
    prep = prepare("We propose QuokkaNet.")
    assert prep.pieces == [(0, 0, 21, False)]
    assert prep.to_original(11, 20) == (11, 20) and prep.to_original(20, 20) == (20, 20)


def test_latex_notes_are_left_out_and_later_offsets_stay_true(extract):
    abstract = (
        r"We evaluate GPT-4 with a small study\footnote{IRB approval under reference"
        r" R84123/RE001, see \url{https://x.org} and \textit{MMLU}} and compare LLaMA-2 on GSM8K."
    )
    prep = prepare(abstract)
    assert "IRB" not in prep.text and "MMLU" not in prep.text
    assert prep.text.endswith("small study and compare LLaMA-2 on GSM8K.")
    assert prep.emphasis == []
    extraction = extract(abstract)
    names = {m.text for m in extraction.mentions}
    assert {"GPT-4", "LLaMA-2", "GSM8K"} <= names
    assert not names & {"IRB", "MMLU", "R84123/RE001"}
    for m in extraction.mentions:
        assert abstract[m.start : m.end] == m.text


def test_unclosed_note_runs_to_the_end():
    prep = prepare(r"We use BERT.\thanks{Work done at a lab")
    assert prep.text == "We use BERT."


def test_words_broken_at_a_line_end_are_joined_and_map_back():
    abstract = (
        "we propose LoSparse (Low-Rank and Sparse ap- proximation), for first- and second-order"
    )
    prep = prepare(abstract)
    assert "Sparse approximation)" in prep.text
    assert "first- and second-order" in prep.text
    start = prep.text.index("Low-Rank")
    end = prep.text.index(")", start)
    assert abstract[slice(*prep.to_original(start, end))] == "Low-Rank and Sparse ap- proximation"


def test_old_font_switches_are_emphasis_and_map_back():
    abstract = r"called {\tt ZETA-WALK}, {\em quokka replay} and $\rm QuokkaNet$ or $\mathsf{QN}$"
    prep = prepare(abstract)
    assert prep.text == "called ZETA-WALK, quokka replay and QuokkaNet or QN"
    emphasised = [prep.text[s:e] for s, e in prep.emphasis]
    assert emphasised == ["ZETA-WALK", "quokka replay", "QuokkaNet", "QN"]
    start = prep.text.index("QuokkaNet")
    o_start, o_end = prep.to_original(start, start + len("QuokkaNet"))
    assert abstract[o_start:o_end] == "QuokkaNet"


def test_nested_style_commands_are_one_emphasis():
    abstract = (
        r"we propose $\textbf{\emph{\texttt{QuokkaNet}}}$ and \textbf{\textit{Zeta Walk}} here"
    )
    prep = prepare(abstract)
    assert prep.text == "we propose QuokkaNet and Zeta Walk here"
    assert [prep.text[s:e] for s, e in prep.emphasis] == ["QuokkaNet", "Zeta Walk"]
    start = prep.text.index("Zeta")
    o_start, o_end = prep.to_original(start, start + len("Zeta Walk"))
    assert abstract[o_start:o_end] == "Zeta Walk"


def test_emphasis_on_a_piece_of_a_word_is_no_name():
    prep = prepare(
        r"an \textbf{I}terative \textbf{D}eep method, $\underline{\text{Sur}}$rogate costs"
    )
    assert prep.text == "an Iterative Deep method, Surrogate costs"
    assert prep.emphasis == []


def test_a_latex_tie_after_a_word_reads_as_a_space():
    # "pre-trained language model~(PLM)" (train iclr2023-0489) gave the name a "~".
    abstract = r"a sparse mixture model~(SMM) and the Zorblat Estimator~\cite{zb} cost ~3x less"
    prep = prepare(abstract)
    assert (
        prep.text
        == r"a sparse mixture model (SMM) and the Zorblat Estimator \cite{zb} cost ~3x less"
    )
    start = prep.text.index("SMM")
    assert abstract[slice(*prep.to_original(start, start + 3))] == "SMM"


def test_an_emphasised_sentence_stop_is_no_part_of_the_name():
    abstract = r"two traits: $\textit{Route Sparsity.}$ Tokens skip; *i.e.* fewer, \emph{Zeta:} x"
    prep = prepare(abstract)
    assert [prep.text[s:e] for s, e in prep.emphasis] == ["Route Sparsity", "i.e.", "Zeta"]


def test_tied_long_forms_end_without_the_tie(extract):
    found = extract("We fit a sparse mixture model~(SMM) to the counts.").mentions
    assert found and not any(m.text.endswith("~") or "~" in m.canonical for m in found)
