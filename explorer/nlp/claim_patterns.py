"""The regular expressions of claim finding, built from the word lists of ``claims.json``.

One pattern reads a number with its unit where the number comes first ("7×", "3.2-15.2%",
"$12$ minutes", "4.5 AP", "12 precision points", "5.2M parameters", "0.33 difference"); a second
reads a metric's value where the metric's name comes first ("an FID score of 2.26", "BLEU of
$59$"). Which alternative matched is told by its named groups; see ``ClaimFinder``.
"""

from __future__ import annotations

import re

NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
#: A range's first number takes the unit of its second ("7.3-12.9x" is 7.3x and 12.9x): a
#: hyphen or dash with no space around it (a spaced one is a clause break), "~", or " to ".
_RANGE_JOIN = r"(?:-{1,2}|–|—|\s?~\s?|\sto\s)"
#: A number in LaTeX math ("$12$ minutes", "$50$%", "$100\%$") is read as the number.
_CLOSE_MATH = r"\$?"
#: Not inside a word, a name or a fraction ("LLaMA3-8B", "Top-5", "1/2"); a dash or slash
#: after a unit joins two claims ("5.22%-6.40%", "89.26%/73.79%").
_NO_WORD_BEFORE = r"(?<![\w.,])(?<![\w.,]-)(?<!\d/)"


def _alternation(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def _range(name: str) -> str:
    return rf"(?:(?P<{name}>{NUMBER}){_CLOSE_MATH}{_RANGE_JOIN}\$?)?"


def number_first(config: dict) -> re.Pattern:
    """Number, then unit; case-insensitive but for the metric names and size letters."""
    units = _alternation(config["units"])
    metrics = _alternation(config["metric_units"])
    point_words = _alternation(config["point_words"])
    folds = _alternation(config["fold_words"])
    size = rf"(?:\s?(?-i:[MBKTk]|\s(?:{_alternation(config['size_words'])})))"
    counted = _alternation(config["counted_nouns"])
    changes = _alternation(config["change_nouns"])
    value_metrics = _alternation(config["value_metrics"])
    return re.compile(
        rf"{_NO_WORD_BEFORE}{_range('r1')}(?P<n1>{NUMBER}){_CLOSE_MATH}\s?"
        rf"(?P<u1>×(?!\w)|x(?!\w)|X(?!\w)|\\{{0,2}}%|-fold\b|\s?times\b)"
        rf"|(?<![\w])(?P<u2>[x×])(?P<n2>{NUMBER})(?![\w.])"
        rf"|{_NO_WORD_BEFORE}{_range('r3')}(?P<n3>{NUMBER}){_CLOSE_MATH}\s?"
        rf"(?P<u3>(?-i:{metrics})|(?:(?-i:{point_words})\s)?points?\b|{units})(?![\w/])"
        rf"|\b(?P<w>{folds})\b"
        # a size stated with what it counts: "5.2M parameters", "1 million conversations"
        # (a size in a range is a range of settings: "(0.3M--150M tokens)")
        rf"|(?<![\w.,\-])(?P<n5>{NUMBER})(?P<u5>{size})(?!\w)"
        rf"(?=(?:\s(?:and|or)\s(?:{NUMBER}){size})?"
        rf"\s(?:[\w-]+\s)?(?:{counted})\b)"
        # a bare difference, a decimal (a count of improvements is not one): "only 0.33
        # difference in error", "a 0.05 sFID increase"
        rf"|{_NO_WORD_BEFORE}(?P<n7>\d+\.\d+){_CLOSE_MATH}"
        rf"(?=\s(?:(?-i:{value_metrics})\s)?(?:{changes})\b)",
        re.IGNORECASE,
    )


def metric_first(config: dict) -> re.Pattern:
    """A metric's name, then its value: the claim is the value alone ("FID = 5.25"). No
    lookbehind before the name (it would cost the regex engine its fast scan for the first
    letter): the caller checks that the name starts a word."""
    metrics = _alternation(config["value_metrics"])
    return re.compile(
        rf"(?:{metrics})(?:\s(?:score|value))?\s?(?:of|=|:|≈|is)\s?"
        rf"(?:only\s|about\s|just\s)?\$?(?P<n6>{NUMBER})(?!\d|\.\d|[A-Za-z])(?!\$?\s?[%×\\])"
    )


def gained_by(config: dict) -> re.Pattern:
    """Bare numbers after "by": "outperforms the baseline by 1.79, 6.09, and 9.39 in terms of
    BLEU"; group ``numbers`` holds the list (its units, if any, are read by ``number_first``).
    Scanning for "by" first is thirty times cheaper than for the comparison verb; the caller
    checks the verb with ``compared_before``."""
    one = rf"\$?(?:{NUMBER})\$?"
    return re.compile(
        rf"by\s(?:up\sto\s|about\s|over\s|nearly\s)?"
        rf"(?P<numbers>{one}(?:,\s?{one})*(?:,?\s(?:and|or)\s{one})?)(?![\w.,\-)+])"
    )


def compared_before(config: dict) -> re.Pattern:
    """A comparison verb in the same clause, searched up to where "by" stands."""
    verbs = _alternation(config["comparison_verbs"])
    return re.compile(rf"\b(?:{verbs})\w*\b[^.;:]*$", re.IGNORECASE)


def times_in_words(config: dict) -> re.Pattern:
    """A multiplier written in words before a comparison: "two times faster", "twice as
    fast"; "repeated three times" compares nothing and is not one."""
    words = _alternation(config["times_words"])
    comparatives = _alternation(config["comparatives"])
    return re.compile(
        rf"\b(?P<tw>(?:{words})\stimes|twice)(?=\s(?:as\s|\w+\s)?(?:{comparatives})\b)",
        re.IGNORECASE,
    )


def fold_starts(config: dict) -> re.Pattern:
    """Where a fold word ("threefold", "two orders of magnitude") starts."""
    return re.compile(rf"\b(?:{_alternation(config['fold_words'])})\b", re.IGNORECASE)
