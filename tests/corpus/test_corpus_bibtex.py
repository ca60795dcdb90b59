"""BibTeX corpora, modelled on Zotero exports."""

from __future__ import annotations

import pytest

from explorer.corpus import CorpusError, read_corpora, read_corpus
from explorer.corpus.bibtex import split_names
from explorer.corpus.latex import bibtex_to_text

from .corpus_files import write

ZOTERO = r"""
@inproceedings{deb_fishersft_2025,
	title = {{FisherSFT}: {Data}-{Efficient} {Supervised} {Fine}-{Tuning} of {Language} {Models}},
	url = {https://proceedings.mlr.press/v267/deb25a.html},
	abstract = {Supervised fine-tuning ({SFT}) adapts {LLMs}. We reach 3$\times$ speedup and 50\% less memory on {NVIDIA} A100 \& H100 {GPUs}.},
	booktitle = {Proceedings of the 42nd {International} {Conference} on {Machine} {Learning}},
	author = {Deb, Rohan and Thekumparampil, Kiran and M{\"u}ller, J{\"o}rg},
	year = {2025},
	month = jul,
}

@article{zeng_tabflex_2025,
	title = {{TabFlex}: {Scaling} {Tabular} {Learning}},
	journal = {Journal of Machine Learning Research},
	doi = {10.5555/12345},
	abstract = {Leveraging in-context learning for tabular classification. We propose TabFlex.},
	author = {Zeng, Yuchen and {Google Research}},
	year = {2025},
}
"""  # noqa: E501 (a Zotero export keeps each field on one line)


def test_zotero_export(tmp_path):
    path = write(tmp_path, "lib.bib", ZOTERO)
    first, second = read_corpus(path)
    assert first.id == "deb_fishersft_2025"
    assert first.title == "FisherSFT: Data-Efficient Supervised Fine-Tuning of Language Models"
    assert first.abstract == (
        r"Supervised fine-tuning (SFT) adapts LLMs. We reach 3$\times$ speedup and 50% less "
        "memory on NVIDIA A100 & H100 GPUs."
    )
    assert first.authors == ("Rohan Deb", "Kiran Thekumparampil", "Jörg Müller")
    assert first.venue == "Proceedings of the 42nd International Conference on Machine Learning"
    assert (first.year, first.url) == (2025, "https://proceedings.mlr.press/v267/deb25a.html")
    assert first.source == f"{path}:2"
    assert second.authors == ("Yuchen Zeng", "Google Research")
    assert (second.venue, second.url) == (
        "Journal of Machine Learning Research",
        "https://doi.org/10.5555/12345",
    )
    assert second.source == f"{path}:12"


def test_entry_without_abstract_names_the_entry_line(tmp_path):
    text = ZOTERO + "\n@misc{noabs,\n  title = {No abstract here},\n}\n"
    path = write(tmp_path, "lib.bib", text)
    entry_line = text.split("\n").index("@misc{noabs,") + 1
    assert entry_line == 21
    with pytest.raises(CorpusError) as err:
        read_corpus(path)
    assert str(err.value) == (
        f"{path}:{entry_line}: BibTeX entry 'noabs' has no abstract "
        "(2 other records are valid; pass skip_bad / --skip-bad to load them)"
    )


def test_broken_entry_is_reported_not_dropped(tmp_path):
    text = (
        "@article{ok1, abstract = {First.}}\n"
        "@inproceedings{broken, abstract = {unclosed, booktitle = icml}\n"
        "@article{ok2, abstract = {Second.}}\n"
        "@article{nokey abstract = {x}}\n"
    )
    path = write(tmp_path, "lib.bib", text)
    with pytest.raises(CorpusError, match=r"lib\.bib:2: cannot parse BibTeX entry @inproceedings"):
        read_corpus(path)
    warnings: list[str] = []
    papers = read_corpus(path, skip_bad=True, warn=warnings.append)
    assert [p.id for p in papers] == ["ok1", "ok2"]
    assert [w.split(": ")[0] for w in warnings] == [f"{path}:2", f"{path}:4"]


def test_undefined_string_is_unparsable_with_its_line(tmp_path):
    path = write(tmp_path, "lib.bib", "@article{k,\n  abstract = {A.},\n  journal = nosuch,\n}\n")
    with pytest.raises(CorpusError) as err:
        read_corpus(path)
    assert str(err.value) == f"{path}:1: unparsable BibTeX: undefined @string 'nosuch' at line 3"


def test_string_macros_carry_over_to_later_entries(tmp_path):
    text = '@string{conf = "ICML"}\n@string{yr = "2025"}\n@article{k, abstract={A.},\n'
    text += "  booktitle = conf # { } # yr}\n@article{j, abstract={B.}, journal = nosuch}\n"
    warnings: list[str] = []
    papers = read_corpus(write(tmp_path, "lib.bib", text), skip_bad=True, warn=warnings.append)
    assert [(p.id, p.venue) for p in papers] == [("k", "ICML 2025")]
    assert warnings == [
        f"{tmp_path / 'lib.bib'}:5: unparsable BibTeX: undefined @string 'nosuch' "
        "at line 5; skipped"
    ]


def test_many_entries_and_a_huge_abstract(tmp_path):
    entry = "@inproceedings{{k{0},\n title={{{{T}}itle {0}}},\n abstract={{{1}}},\n}}\n"
    text = "".join(entry.format(i, "We propose a {GPU} method. " * 40) for i in range(300))
    papers = read_corpus(write(tmp_path, "many.bib", text))
    assert [p.id for p in papers] == [f"k{i}" for i in range(300)]
    assert papers[299].source.endswith(f":{299 * 4 + 1}")
    huge = "@misc{h, abstract = {" + "A {GPU} with 3$\\times$ speed. " * 30_000 + "}}"
    (paper,) = read_corpus(write(tmp_path, "huge.bib", huge))
    assert paper.abstract.startswith("A GPU with 3$\\times$ speed. A GPU")


def test_strings_comments_and_preamble_are_not_papers(tmp_path):
    text = (
        '@string{icml = "International Conference on Machine Learning"}\n'
        "@comment{jabref-meta: x}\n"
        '@preamble{"\\newcommand{\\x}{y}"}\n'
        "@INPROCEEDINGS(Key1, ABSTRACT = {We propose X.}, BOOKTITLE = icml # { 2025})\n"
    )
    (paper,) = read_corpus(write(tmp_path, "lib.BIB", text))
    assert (paper.id, paper.venue) == ("Key1", "International Conference on Machine Learning 2025")


def test_duplicate_keys_are_kept_apart(tmp_path):
    text = "@article{k, abstract = {First.}}\n@article{k, abstract = {Second.}}\n"
    warnings: list[str] = []
    papers = read_corpora([write(tmp_path, "lib.bib", text)], warn=warnings.append)
    assert [(p.id, p.abstract) for p in papers] == [("k", "First."), ("k~2", "Second.")]
    assert len(warnings) == 1 and "duplicate id 'k'" in warnings[0]


def test_quoted_values_and_empty_file(tmp_path):
    text = '@misc{q, title = "A {GPU} Study", abstract = "We use {TPUs}."}'
    (paper,) = read_corpus(write(tmp_path, "q.bib", text))
    assert (paper.title, paper.abstract) == ("A GPU Study", "We use TPUs.")
    with pytest.raises(CorpusError, match=r"e\.bib: no papers found$"):
        read_corpus(write(tmp_path, "e.bib", "% just a comment\n"))


def test_html_and_hostile_text_in_bibtex_survive(tmp_path):
    text = "@misc{h, title = {<script>alert(1)</script> X}, abstract = {We use <i>LoRA</i>.}}"
    (paper,) = read_corpus(write(tmp_path, "h.bib", text))
    assert (paper.title, paper.abstract) == ("<script>alert(1)</script> X", "We use LoRA.")


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (r"{LoRA} on {NVIDIA} A100", "LoRA on NVIDIA A100"),
        (r"3$\times$ faster, $\mathbb{R}^{n}$", r"3$\times$ faster, $\mathbb{R}^{n}$"),
        (r"50\% \& \_ \# \$5", "50% & _ # $5"),
        (r"\frac{a}{b} and \textbf{bold} \cite{x}", r"\frac{a}{b} and \textbf{bold} \cite{x}"),
        (
            r"M{\"u}ller \"o \'{e} {\'e} \c{c} {\c c} \v{s} \'{\i} {\ss} {\o} \AA{}",
            "Müller ö é é ç ç š í ß ø Å",
        ),
        (r"\`a \^o \~n \=a \.z \u{g} \H{o} \k{a} \r{a}", "à ô ñ ā ż ğ ő ą å"),
        (r"Fig.~3 and \{braces\}", "Fig. 3 and {braces}"),
        (r"\vec x and \underline{F}", r"\vec x and \underline{F}"),
        ("unbalanced } { brace", "unbalanced }  brace"),
        ("trailing backslash \\", "trailing backslash \\"),
    ],
)
def test_bibtex_to_text(value, text):
    assert bibtex_to_text(value) == text


def test_split_names_respects_braces():
    assert split_names("Smith, John and {Barnes and Noble} AND Doe, J.") == [
        "Smith, John",
        "{Barnes and Noble}",
        "Doe, J.",
    ]


def test_author_forms(tmp_path):
    text = (
        "@misc{a, abstract = {A.}, author = {Ludwig van Beethoven and Smith, Jr., John"
        " and {Barnes and Noble} and a, b, c, d}}"
    )
    (paper,) = read_corpus(write(tmp_path, "a.bib", text))
    assert paper.authors == (
        "Ludwig van Beethoven",
        "John Smith Jr.",
        "Barnes and Noble",
        "a, b, c, d",
    )


AT_SIGNS = r"""@article{first,
  title = {\textsc{LoRA} is \emph{Fast}, {\bf Small} and \textbf{\textit{Cheap}}},
  author = {\textsc{M{\"u}ller}, Jan and Smith, Ann},
  journal = {\emph{Journal} of {\sc Tests}},
  abstract = {Write to foo@article{bar} or to
@inproceedings{baz, a line that starts like an entry}. We propose \emph{QuokkaNet}.}
}
@misc{second, title = {Plain}, abstract = {We present HyperSketch.}}
"""


def test_only_an_entry_start_begins_an_entry(tmp_path):
    first, second = read_corpus(write(tmp_path, "at.bib", AT_SIGNS))
    assert (first.id, second.id) == ("first", "second")
    assert first.abstract == (
        r"Write to foo@articlebar or to @inproceedingsbaz, a line that starts like an entry. "
        r"We propose \emph{QuokkaNet}."  # the extractor reads the emphasis
    )
    assert second.source.endswith(":8")


def test_font_commands_render_in_titles_venues_and_names(tmp_path):
    first, _ = read_corpus(write(tmp_path, "at.bib", AT_SIGNS))
    assert first.title == "LoRA is Fast, Small and Cheap"
    assert first.venue == "Journal of Tests"
    assert first.authors == ("Jan Müller", "Ann Smith")


def test_a_broken_entry_still_cannot_swallow_the_next(tmp_path):
    text = "@misc{a, abstract = {unclosed {brace}\n@misc{b, abstract = {We propose X.}}\n"
    path = write(tmp_path, "broken.bib", text)
    (paper,) = read_corpus(path, skip_bad=True, warn=lambda message: None)
    assert paper.id == "b"
