"""Extraction work grows linearly with an abstract's length, on texts that made it quadratic.

Work is counted, not timed: the lines of ``explorer.nlp`` code that run while one abstract is
extracted. The count does not depend on the machine's load, and a scan of every match per match
(the resolver's scan of every lexicon name per candidate took 154 s on a 1 MB abstract) shows
up as a count that quadruples when the text doubles. Wall-clock growth, including spaCy's and
the regex engine's own time, is measured in ``bench/bench_adversarial.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import explorer.nlp
from explorer.model import Paper
from explorer.nlp.extract import extract_papers

NLP_CODE = str(Path(explorer.nlp.__file__).parent)

#: A sentence that repeats into a long abstract, and what it exercises.
REPEATED = {
    # lexicon names inside every proposed name: the resolver's label of a new name
    "lexicon_names_in_proposals": "We propose LoRA on A100 GPUs. ",
    # a web address and a name in every sentence: masked ranges per candidate
    "web_addresses": "See https://quokka.org/x for QuokkaNet. ",
    # a claim in every sentence: the sentence of each claim
    "claims": "QuokkaNet is 2× faster than the baseline. ",
    # a claim every few words of one sentence: the keywords near each claim
    "claims_in_one_sentence": "2× faster and 3% more accurate, ",
    # a defined acronym after every cue: the definitions after each cue
    "defined_acronyms_after_cues": "We propose Quokka Routing Network (QRN). ",
    # an emphasised name after every cue: the emphasised phrases after each cue
    "emphasised_names_after_cues": "We propose *Quokka* for routing. ",
}


def lines_run(nlp, text: str) -> int:
    """Lines of ``explorer.nlp`` code run to extract ``text`` as one abstract."""
    count = 0

    def in_frame(frame, event, arg):
        nonlocal count
        if event == "line":
            count += 1
        return in_frame

    def on_call(frame, event, arg):
        return in_frame if frame.f_code.co_filename.startswith(NLP_CODE) else None

    sys.settrace(on_call)
    try:
        extract_papers([Paper(id="long", abstract=text)], nlp=nlp)
    finally:
        sys.settrace(None)
    return count


@pytest.mark.parametrize("case", sorted(REPEATED))
def test_work_doubles_when_the_text_doubles(nlp, case):
    sentence = REPEATED[case]
    single, double = (lines_run(nlp, sentence * n) for n in (300, 600))
    # Linear work gives 2.0 (plus a constant); one scan of every match per match gives ~4.
    assert double / single < 2.3, f"{case}: {single} -> {double} lines"
