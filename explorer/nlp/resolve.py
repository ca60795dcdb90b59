"""Settle overlapping candidates into final mentions with a label and a canonical name.

Longer candidates win, then higher-priority sources. A short form takes the label and the
canonical name of its long form, so "CASE" and "Challenger Arm Sampling for Exemplar selection"
are one concept. The result is ``doc._.mentions`` (character offsets into ``doc_text(doc)``) and a
``doc.spans["mentions"]`` group for spaCy-native consumers.
"""

from __future__ import annotations

import bisect
import re
from pathlib import Path

from spacy.language import Language
from spacy.tokens import Doc, Span

from explorer.nlp.candidates import Candidate, candidates, doc_text, ensure_extensions, extension
from explorer.nlp.canonical import canonical_form, label_from_head, looks_like_model, model_family
from explorer.nlp.coined import before_dash
from explorer.nlp.learned.keep import KeepScorer, never_proposed
from explorer.nlp.learned.linear import PaperContext
from explorer.nlp.learned.types import FALLBACK, TypeScorer
from explorer.nlp.name_tails import name_tails
from explorer.nlp.positions import Ranges
from explorer.nlp.resources import lexicon, rules
from explorer.nlp.verb_context import model_activity

_MODEL_VARIANT = re.compile(
    r"[ \-](?:small|medium|large|base|tiny|mini|XL|XXL|Base|Large|Small|\d+(?:\.\d+)?[BM])\b"
    r"(?:-\d+)?"
)

_NEXT_WORD = re.compile(r"(?:\s|-)([A-Za-z]+)\b")


class MentionResolver:
    """Pick non-overlapping candidates and give each a label and canonical name."""

    def __init__(self, set_doc_entities: bool = True, types_model: str = "", keep_model: str = ""):
        ensure_extensions()
        #: The learned keep-or-drop decision over the final mentions (None: all are kept).
        self.keep_model = keep_model
        self.keeper = KeepScorer.load(Path(keep_model)) if keep_model else None
        #: The learned type decision for mentions nothing else types (None: METHOD for them).
        self.types_model = types_model
        self.typer = TypeScorer.load(Path(types_model)) if types_model else None
        #: Also fill ``doc.ents`` and ``doc.spans["mentions"]`` (bulk extraction reads only
        #: ``doc._.mentions`` and skips the Span objects).
        self.set_doc_entities = set_doc_entities
        cfg = rules()
        self.not_names = frozenset(cfg["not_names"])
        self.metric_heads = frozenset(cfg["metric_heads"])
        self.math_heads = frozenset(cfg["math_heads"])
        self.known: dict[str, tuple[str, str]] = {}
        for entry in lexicon():
            self.known.setdefault(entry.pattern.lower(), (entry.label, entry.canonical))

    def __call__(self, doc: Doc) -> Doc:
        text = doc_text(doc)
        masked = Ranges(doc.user_data.get("masked", []))
        found = candidates(doc)  # most docs mask nothing: no test per candidate then
        usable = [c for c in found if not masked.overlaps(c.start, c.end)] if masked else found
        # "Skellam noise" where the rules stop at "Skellam" (a new list: doc's stays as it is)
        usable = usable + name_tails(text, usable)
        acronyms = extension(doc, "acronyms") or []
        long_forms = {p.short: p for p in acronyms}
        chosen = self._select(text, usable, long_forms)
        lexical = _LexiconMatches(candidates(doc))
        resolved: dict[str, tuple[str, str, str]] = {}
        for cand in sorted(chosen, key=lambda c: c.start):
            self._label(text, cand, lexical, long_forms, resolved)
            resolved[text[cand.start : cand.end]] = (cand.label, cand.canonical, cand.family)
        by_canonical = {found[1]: found for found in resolved.values()}
        for cand in chosen:
            short = text[cand.start : cand.end]
            pair = long_forms.get(short) or long_forms.get(
                short[:-1] if short.endswith("s") else ""
            )
            if pair and pair.long in resolved and cand.source != "lexicon":
                cand.label, cand.canonical, cand.family = resolved[pair.long]
            elif cand.source == "acronym" and " " in short:  # "OOD detection", its long form's
                first, rest = short.split(" ", 1)
                pair = long_forms.get(first)
                found = pair and by_canonical.get(canonical_form(f"{pair.long} {rest}"))
                if found:
                    cand.label, cand.canonical, cand.family = found
        mentions = [c for c in sorted(chosen, key=lambda c: c.start) if c.label]
        if self.keeper is not None:
            context = PaperContext(text, acronyms, extension(doc, "proposed") or ())
            mentions = self.keeper.refine(context, mentions)
            doc._.proposed = _proposed_names(text, doc._.proposed, acronyms)
        doc._.mentions = mentions
        if not self.set_doc_entities:
            return doc
        spans = []
        for c in mentions:
            span = doc.char_span(
                c.start, c.end, label=c.label, kb_id=c.canonical, alignment_mode="expand"
            )
            if span is not None:
                spans.append(span)
        doc.spans["mentions"] = spans
        doc.ents = _non_overlapping(spans)
        return doc

    def _select(self, text: str, cands: list[Candidate], long_forms: dict) -> list[Candidate]:
        taken = bytearray(len(text) + 1)
        chosen = []
        for cand in sorted(cands, key=lambda c: (-(c.end - c.start), -c.priority, c.start)):
            surface = text[cand.start : cand.end]
            if cand.end <= cand.start or surface in self.not_names or not surface[:1].isalpha():
                continue
            if before_dash(surface) != surface:
                continue  # "conformal prediction---prediction": a dash of punctuation inside
            if (
                cand.source in ("acronym", "titlecase")
                and surface.split()[-1].split("-")[-1].lower() in self.metric_heads
            ):
                continue  # "time-to-first-token", "state-of-the-art": measures, not concepts
            if taken.find(1, cand.start, cand.end) != -1:  # a chosen one holds a character
                continue
            taken[cand.start : cand.end] = b"\x01" * (cand.end - cand.start)
            if cand.source not in ("lexicon", "proposal") and (
                self._is_maths(text, cand, surface) or self._stands_for_maths(surface, long_forms)
            ):
                # "Jensen-Shannon divergence", "Nash equilibrium": a maths object, and so is
                # every shorter candidate inside it ("Carathéodory" of "Carathéodory's theorem")
                continue
            chosen.append(cand)
        return chosen

    def _is_maths(self, text: str, cand: Candidate, surface: str) -> bool:
        """Does the candidate name a mathematical object: end in a maths head noun, or stand
        before one ("Jensen-Shannon" in "Jensen-Shannon divergence")?"""
        if surface.split()[-1].lower() in self.math_heads:
            return True
        following = _NEXT_WORD.match(text, cand.end)
        return bool(following and following.group(1).lower() in self.math_heads)

    def _stands_for_maths(self, surface: str, long_forms: dict) -> bool:
        """Is ``surface`` the short form of a maths object ("MI" for "mutual information")?"""
        pair = long_forms.get(surface) or long_forms.get(surface[:-1])
        return bool(pair) and pair.long.split()[-1].lower() in self.math_heads

    def _label(self, text, cand, lexical, long_forms, resolved) -> None:
        surface = text[cand.start : cand.end]
        known = self.known.get(surface.lower())
        if cand.source == "lexicon":
            pass
        elif known and (known[0] != "METHOD" or cand.source != "proposal"):
            cand.label, cand.canonical = known
        else:
            if looks_like_model(surface):
                cand.label = "MODEL"
            elif not cand.label:
                cand.label = (
                    label_from_head(surface)
                    or lexical.label_ending(cand)
                    or (self.typer.label(text, cand.start, cand.end) if self.typer else FALLBACK)
                )
            if (cand.source == "proposal" and cand.label == "TASK") or (
                cand.label == "MODEL" and model_activity(surface)  # "training language models"
            ):
                cand.label = "METHOD"
            cand.canonical = canonical_form(surface)
        if cand.label == "MODEL":
            variant = _MODEL_VARIANT.match(text, cand.end)
            if variant:  # "GPT-2 medium", "LLaMA 7B"
                cand.end = variant.end()
                cand.canonical = canonical_form(text[cand.start : cand.end])
            cand.family = model_family(cand.canonical) or model_family(surface)


class _LexiconMatches:
    """The lexicon candidates of a doc, found by position instead of by a scan of them all.

    A scan of every lexicon match per candidate made a long abstract quadratic ("We propose
    LoRA on A100 GPUs. " * 30,000 took 154 s).
    """

    def __init__(self, found: list[Candidate]):
        # Keyed by range in first-seen order, the value of the last one seen: the order of the
        # candidate list decides which of the names inside a candidate counts as its last.
        by_range = {(c.start, c.end): c for c in found if c.source == "lexicon"}
        self.matches = sorted(
            (start, order, end, c.label) for order, ((start, end), c) in enumerate(by_range.items())
        )
        self.starts = [m[0] for m in self.matches]

    def label_ending(self, cand: Candidate) -> str:
        """The label of the last lexicon name inside ``cand`` if it ends ``cand``, else "".

        It reads only the names that start inside ``cand``: over candidates that do not overlap
        (the resolver's choice) that is every name at most once.
        """
        first = bisect.bisect_left(self.starts, cand.start)
        stop = bisect.bisect_left(self.starts, cand.end, lo=first)
        inner = [m for m in self.matches[first:stop] if m[2] <= cand.end]
        if not inner:
            return ""
        _, _, end, label = max(inner, key=lambda m: m[1])
        return label if end == cand.end else ""


def _proposed_names(text: str, proposed, acronyms) -> list:
    """The proposed ranges without pieces of a sentence, nor the short forms defined for one
    ("energy-aware (EA)"): :func:`explorer.nlp.learned.keep.never_proposed`."""
    defined = {p.long for p in acronyms or ()}
    lost = {p.short for p in acronyms or () if never_proposed(p.long, defined)}
    return [
        r
        for r in proposed or ()
        if text[r[0] : r[1]] not in lost and not never_proposed(text[r[0] : r[1]], defined)
    ]


def _non_overlapping(spans: list[Span]) -> list[Span]:
    out, last_end = [], -1
    for span in sorted(spans, key=lambda s: (s.start, -len(s))):
        if span.start >= last_end:
            out.append(span)
            last_end = span.end
    return out


@Language.factory(
    "explorer_resolver",
    default_config={"set_doc_entities": True, "types_model": "", "keep_model": ""},
)
def make_mention_resolver(
    nlp: Language, name: str, set_doc_entities: bool, types_model: str, keep_model: str
) -> MentionResolver:
    """Factory for :class:`MentionResolver`; ``types_model`` and ``keep_model`` are the paths
    of the type and keep scorers, or ""."""
    return MentionResolver(set_doc_entities, types_model, keep_model)
