"""Corpus evidence on proposed names: a name other papers of the corpus already use is not new.

A paper's own pass cannot tell a name it coins from a known one it defines again ("reinforcement
learning (RL)", "GANs", "out-of-domain (OOD)" after a proposal cue). The corpus can: a name that
several other papers name too, papers of the same year or earlier that do not propose it
themselves, is no paper's own. Papers of later years do not count, so the paper that coined a
name many later papers use keeps it.

Examples
--------
>>> from explorer.model import Mention, Paper, PaperExtraction
>>> from explorer.nlp.corpus_names import collect_evidence
>>> def paper(pid, names, proposed=()):
...     text = " ".join(names)
...     mentions, start = [], 0
...     for name in names:
...         mentions.append(Mention(name, "METHOD", name, start, start + len(name), text))
...         start += len(name) + 1
...     return PaperExtraction(Paper(pid, text, year=2020), mentions, list(proposed))
>>> papers = [paper("a", ["ZetaWalk", "GAN"], ["ZetaWalk", "GAN"]), paper("b", ["GAN"]),
...           paper("c", ["GAN"])]
>>> [e.proposed for e in settle_proposed(papers, collect_evidence(papers), 2)]
[['ZetaWalk'], [], []]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from explorer.model import PaperExtraction
from explorer.nlp.corpus_names import NameEvidence, name_key


def settle_proposed(
    extractions: Sequence[PaperExtraction],
    evidence: dict[str, NameEvidence],
    min_others: int,
) -> list[PaperExtraction]:
    """The extractions without the proposed names that at least ``min_others`` other papers
    name (same year or earlier, not proposing it); 0 keeps every name."""
    if min_others <= 0:
        return list(extractions)
    proposers: dict[str, set[int]] = {}
    for index, extraction in enumerate(extractions):
        for name in extraction.proposed:
            proposers.setdefault(name_key(name), set()).add(index)
    out = []
    for extraction in extractions:  # its own index is among the proposers of its names
        year = extraction.paper.year
        kept = []
        for name in extraction.proposed:
            key = name_key(name)
            item = evidence.get(key)
            others = (item.papers if item else set()) - proposers.get(key, set())
            if year is not None:
                others = {
                    j
                    for j in others
                    if extractions[j].paper.year is None or extractions[j].paper.year <= year
                }
            if len(others) < min_others:
                kept.append(name)
        out.append(
            extraction
            if len(kept) == len(extraction.proposed)
            else replace(extraction, proposed=kept)
        )
    return out
