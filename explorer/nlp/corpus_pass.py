"""The corpus pass: a second pass over a corpus's extractions, records in, records out.

Each paper is first extracted on its own (and cached so). When a corpus's extraction completes,
this pass reads all of its records and gives every paper what the others know:

- **names found in other papers**: a name extracted in at least ``min_papers`` papers, and in at
  least ``min_share`` of the papers whose text holds it (or of those that write it as a name:
  whole, outside the paper's own longer mentions), is matched in every paper (lowercase
  descriptions on a generic head such as "deep models" and lowercase "datasets" aside, but not
  names of a kind such as "backdoor attack": :mod:`explorer.nlp.corpus_terms`; case and
  plural aside; with its own case when it is cased, so "math" is not MATH; at word boundaries,
  not inside a longer capitalised name, not inside maths ``$...$``, LaTeX commands, URLs or a
  parenthesised citation);
- **one acronym table per corpus**: a short form defined as "long form (ACR)" in some paper
  resolves a bare "ACR" in the others (the long form's label and canonical name); a short form
  only one paper defines resolves in that paper only (one paper's "Mutual Distillation Module
  (MDM)" is no other paper's MDM, a motion diffusion model);
- **terms one paper names** (lowercase, written twice there, written by few papers) are matched
  where they stand alone in the others (:func:`~explorer.nlp.corpus_terms.single_terms`);
- **a concept's type from all its mentions**: a name labelled METHOD (the label given when
  nothing says otherwise) takes the label most papers give it (one vote per paper) when at least
  ``min_agreement`` of them agree; a specific label is never turned into METHOD;
- **a cue shared across a list**: "on A, B and C benchmarks" makes A, B and C datasets;
- **types from a name's neighbours**: a fallback METHOD name listed with datasets or models
  ("ShapeNet and Objaverse") or after an activity done on it ("image denoising on SIDD") takes
  their kind (:mod:`explorer.nlp.corpus_types`);
- **proposed names the corpus already knows**: a paper's proposed name that other papers of the
  same year or earlier name too is not its own (:mod:`explorer.nlp.corpus_proposed`).

Every mention added carries its offsets into the abstract and its sentence, like the others.
The pass is cheap (one Aho–Corasick scan per abstract) and deterministic, so it is recomputed
when a corpus is opened; the cache keeps the per-paper records. ``PassOptions(enabled=False)``
switches it off for ablation (``--no-corpus-pass`` on the command line).

Examples
--------
>>> from explorer.model import Mention, Paper
>>> a = Paper("a", "We use conformal prediction. Conformal prediction is valid.")
>>> b = Paper("b", "Split conformal prediction helps.")
>>> c = Paper("c", "Conformal prediction gives sets.")
>>> def found(p, s, e):
...     return PaperExtraction(p, [Mention(p.abstract[s:e], "METHOD", "conformal prediction",
...                                s, e, p.abstract)])
>>> out = corpus_pass([found(a, 7, 27), found(c, 0, 20), PaperExtraction(b)])
>>> [(m.text, m.start, m.sentence) for m in out[2].mentions]
[('conformal prediction', 6, 'Split conformal prediction helps.')]
>>> [m.text for m in out[0].mentions]
['conformal prediction', 'Conformal prediction']
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from explorer.heap import collector_paused
from explorer.model import Mention, PaperExtraction
from explorer.nlp.corpus_bounds import Thresholds, shipped_thresholds, widened_all
from explorer.nlp.corpus_lists import cued_lists
from explorer.nlp.corpus_match import Match, is_whole_name, matches, named_holders
from explorer.nlp.corpus_names import (
    NameEvidence,
    acronym_table,
    build_matcher,
    collect_evidence,
    name_key,
    singular,
)
from explorer.nlp.corpus_proposed import settle_proposed
from explorer.nlp.corpus_terms import single_candidates, single_terms, stands_alone
from explorer.nlp.corpus_types import retype_by_neighbours
from explorer.nlp.raw_sentences import Sentences
from explorer.nlp.textprep import notes
from explorer.paths import resource

#: The label a name gets when nothing says otherwise: weak evidence, so the corpus's majority
#: may turn it into another label, never the other way.
DEFAULT_LABEL = "METHOD"
#: The pass's modules and the resources they read: a change to any misses cached graphs.
_CODE = (
    "corpus_pass",
    "corpus_bounds",
    "corpus_openers",
    "corpus_names",
    "corpus_match",
    "corpus_lists",
    "corpus_proposed",
    "corpus_terms",
    "corpus_types",
    "raw_sentences",
)
_RESOURCES = (("nlp", "common_words.txt"), ("nlp", "rules.json"), ("nlp", "corpus_pass.json"))
_RESOURCES += (
    ("graph", "adjectives.txt"),
    ("nlp", "corpus_types.json"),
    ("nlp", "corpus_bounds.json"),
)


@functools.cache
def fingerprint() -> str:
    """A short hash of the pass's code and resources, part of the whole-graph cache key."""
    digest = hashlib.sha256()
    for name in _CODE:
        digest.update((Path(__file__).parent / f"{name}.py").read_bytes())
    for folder, name in _RESOURCES:
        digest.update(resource(folder, name).read_bytes())
    return digest.hexdigest()[:12]


@dataclass(frozen=True)
class PassOptions:
    """What the corpus pass does; the defaults are what `explorer` uses (compared by
    leave-one-corpus-out on the train corpora: README, Extraction quality)."""

    #: False: the records come back as they are (``--no-corpus-pass``).
    enabled: bool = True
    #: A name is looked for everywhere when this many papers' own passes found it...
    min_papers: int = 2
    #: ... and at least this share of the papers whose text holds it.
    min_share: float = 0.3
    #: A name's majority label replaces METHOD when this share of its papers gives it.
    min_agreement: float = 0.6
    #: A proposed name this many other papers name is not the paper's own (0: keep all).
    proposed_min_others: int = 3
    #: The share counts only the papers that write a name as a name: whole, and not inside
    #: one of the paper's own mentions (:func:`explorer.nlp.corpus_match.named_holders`).
    named_share: bool = True
    #: Each part of the pass, for ablation.
    match_names: bool = True
    acronyms: bool = True
    retype: bool = True
    lists: bool = True
    #: With ``lists``: pairs, lists of models and the activity done on a name type fallback
    #: METHOD names too, not only lists of datasets (:mod:`explorer.nlp.corpus_types`).
    neighbours: bool = True
    #: A short form only one paper defines resolves in that paper only.
    own_acronyms: bool = True
    #: Lowercase terms one paper names, writes twice and at most 1 / ``single_share`` papers
    #: write, looked for in every paper where they stand alone (:mod:`explorer.nlp.corpus_terms`;
    #: on since round 9, when a sentence-case spelling counts, a possessive or hyphenated word
    #: before a term joins it, and a term that only extends a known name is not looked for).
    single_terms: bool = True
    single_share: float = 0.2
    #: Mentions widened to the longer names the corpus knows around them
    #: (:mod:`explorer.nlp.corpus_bounds`); None: off.
    bounds: Thresholds | None = field(default_factory=shipped_thresholds)

    def key(self) -> str:
        """What the whole-graph cache key records of these options."""
        return f"{fingerprint()}:{self}" if self.enabled else "off"


def corpus_pass(
    extractions: Sequence[PaperExtraction], options: PassOptions | None = None
) -> list[PaperExtraction]:
    """The extractions with the corpus's evidence applied to each (new objects; in order)."""
    options = options or PassOptions()
    if not options.enabled or not extractions:
        return list(extractions)
    with collector_paused():
        return _passed(extractions, options)


def _passed(extractions: Sequence[PaperExtraction], options: PassOptions) -> list[PaperExtraction]:
    evidence = collect_evidence(extractions)
    acronyms, definers = {}, {}
    if options.acronyms:
        table = acronym_table(extractions, definers=definers)
        acronyms = {s: k for s, k in table.items() if k in evidence}
    lone = {s: next(iter(d)) for s, d in definers.items() if len(d) == 1}
    lone = lone if options.own_acronyms else {}
    candidates = set()
    if options.match_names:
        candidates = {
            k
            for k, e in evidence.items()
            if len(e.refs) >= options.min_papers and len(e.papers) >= options.min_papers
        }
    singles: dict[str, set[int]] = {}
    if options.match_names and options.single_terms:
        singles = single_candidates(evidence, candidates)
    matcher = build_matcher(evidence, candidates | set(singles), acronyms)
    found_in = [matches(matcher, e.paper.abstract) for e in extractions]
    holders: dict[str, int] = {}
    for found in found_in:
        for key in {key for _, _, key, via_acronym in found if not via_acronym}:
            holders[key] = holders.get(key, 0) + 1
    kept = {
        k
        for k in candidates
        if len(evidence[k].papers) >= options.min_share * max(holders.get(k, 0), 1)
    }
    if options.named_share:  # a name short of the share may reach it among the papers naming it
        short = candidates - kept
        writers = named_holders(extractions, found_in, short, evidence)
        kept |= {
            k
            for k in short
            if len(evidence[k].papers) >= options.min_share * max(writers.get(k, 0), 1)
        }
    terms = set()
    if singles:
        terms = single_terms(singles, found_in, options.single_share)
    kept |= terms
    labels = _corpus_labels(evidence, options) if options.retype else {}
    revised = [
        _revised(extraction, found, kept, evidence, labels, options, (index, lone, terms))
        for index, (extraction, found) in enumerate(zip(extractions, found_in, strict=True))
    ]
    if options.bounds:
        revised = widened_all(revised, found_in, (evidence, holders, labels), options.bounds)
    return settle_proposed(revised, evidence, options.proposed_min_others)


def _corpus_labels(evidence: dict[str, NameEvidence], options: PassOptions) -> dict[str, str]:
    """The label of each name that several papers name and most of them agree on."""
    return {
        key: item.label()
        for key, item in evidence.items()
        if len(item.refs) >= 2
        and sum(item.votes.values()) >= 2
        and item.agreement() >= options.min_agreement
        and item.label() != DEFAULT_LABEL
    }


def _revised(
    extraction: PaperExtraction,
    found: list[Match],
    kept: set[str],
    evidence: dict[str, NameEvidence],
    labels: dict[str, str],
    options: PassOptions,
    where: tuple[int, dict[str, int], set[str]] = (0, {}, set()),
) -> PaperExtraction:
    """One paper's extraction with the corpus's names added, labels agreed and lists typed.

    ``where``: the paper's index, the short forms one paper defines (-> that paper's index)
    and the single-paper terms (matched only where they stand alone)."""
    index, lone, terms = where
    abstract = extraction.paper.abstract
    mentions = list(extraction.mentions)
    changed = False
    for i, m in enumerate(mentions):
        if m.label == DEFAULT_LABEL and (label := labels.get(name_key(m.text))):
            mentions[i], changed = replace(m, label=label), True
    taken = bytearray(len(abstract))  # 1 where a mention already stands
    for m in mentions:
        taken[m.start : m.end] = b"\x01" * (m.end - m.start)
    for start, end in notes(abstract):  # a footnote is no part of the abstract's text
        taken[start:end] = b"\x01" * (end - start)
    added: list[Mention] = []
    sentences: Sentences | None = None

    def add(start: int, end: int, label: str, canonical: str, family: str = "") -> None:
        nonlocal sentences
        if sentences is None:
            sentences = Sentences(abstract, extraction.mentions, extraction.claims)
        taken[start:end] = b"\x01" * (end - start)
        sentence, sent_start = sentences.around(start, end)
        text = abstract[start:end]
        added.append(Mention(text, label, canonical, start, end, sentence, sent_start, family))

    for start, end, key, via_acronym in found:
        if (
            (via_acronym or key in kept)
            and taken.find(1, start, end) == -1
            and is_whole_name(abstract, start, end)
            and not (via_acronym and lone.get(singular(abstract[start:end]), index) != index)
            and (via_acronym or key not in terms or stands_alone(abstract, start, end))
        ):
            item = evidence[key]
            add(start, end, labels.get(key) or item.label(), item.canonical(), item.family())
    for items in cued_lists(abstract) if options.lists else ():
        for start, end in items:
            for i, m in enumerate(mentions):
                if m.start < end and start < m.end and m.label != "DATASET":
                    mentions[i], changed = replace(m, label="DATASET"), True
            if taken.find(1, start, end) == -1:
                add(start, end, "DATASET", abstract[start:end])
    if not added and not changed and len(mentions) < 3:
        return extraction
    mentions = sorted(mentions + added, key=lambda m: (m.start, m.end))
    if options.lists:
        changed = retype_by_neighbours(abstract, mentions, wider=options.neighbours) or changed
    if not added and not changed:
        return extraction
    return replace(extraction, mentions=mentions)
