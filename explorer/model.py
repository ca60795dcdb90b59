"""Plain data shared by every layer: papers, mentions, claims, extractions.

No spaCy, no NetworkX, no Qt here: these classes travel between worker
processes, the cache, the CLI's JSON Lines output and the app.

Examples
--------
>>> p = Paper(id="p1", abstract="We propose TabFlex.")
>>> Paper.from_dict(p.to_dict()) == p
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

#: Entity labels, as defined in the annotation guidelines.
LABELS: tuple[str, ...] = ("METHOD", "MODEL", "DATASET", "HARDWARE", "TASK")


@dataclass(frozen=True)
class Paper:
    """One paper of a corpus; only ``abstract`` is required by the readers."""

    id: str
    abstract: str
    title: str = ""
    authors: tuple[str, ...] = ()
    year: int | None = None
    venue: str = ""
    url: str = ""
    #: Extra links by name (e.g. ``{"openreview": "https://..."}``).
    links: tuple[tuple[str, str], ...] = ()
    #: Where the record came from: ``"file:line"``; used in messages.
    source: str = ""

    def to_dict(self) -> dict[str, Any]:
        d = dict(vars(self))  # not asdict(): its deep copy dominated caching 8,800 papers
        d["authors"] = list(self.authors)
        d["links"] = dict(self.links)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Paper:
        links = d.get("links") or {}
        if isinstance(links, dict):
            links = tuple(links.items())
        return cls(
            id=str(d["id"]),
            abstract=d["abstract"],
            title=d.get("title") or "",
            authors=tuple(d.get("authors") or ()),
            year=d.get("year"),
            venue=d.get("venue") or "",
            url=d.get("url") or "",
            links=tuple((str(k), str(v)) for k, v in links),
            source=d.get("source") or "",
        )


@dataclass(frozen=True)
class Mention:
    """An entity mention in an abstract.

    ``start``/``end`` are character offsets into the abstract; ``sentence``
    is the text of the sentence holding the mention and ``sent_start`` its
    character offset, so the sentence can be highlighted in the abstract.
    """

    text: str
    label: str
    canonical: str
    start: int
    end: int
    sentence: str
    sent_start: int = 0
    #: Model family for models ("LLaMA" for "LLaMA-7B"), else "".
    family: str = ""

    def to_dict(self) -> dict[str, Any]:
        return dict(vars(self))

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Mention:
        return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})


@dataclass(frozen=True)
class Claim:
    """A quantitative claim: ``value`` and ``unit`` as written ("7", "×")."""

    text: str
    value: float
    unit: str
    sentence: str
    start: int = 0
    end: int = 0
    sent_start: int = 0
    #: What is measured: speedup, memory, accuracy, energy, time, size, other.
    kind: str = "other"

    def to_dict(self) -> dict[str, Any]:
        return dict(vars(self))

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Claim:
        return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})


@dataclass
class PaperExtraction:
    """What the extraction pipeline found in one paper."""

    paper: Paper
    mentions: list[Mention] = field(default_factory=list)
    proposed: list[str] = field(default_factory=list)
    claims: list[Claim] = field(default_factory=list)
    #: Readable label: the title, else the proposed method, else a phrase.
    label: str = ""

    def to_record(self) -> dict[str, Any]:
        """The CLI's ``extract`` line for this paper (public contract)."""
        return {
            "id": self.paper.id,
            "title": self.paper.title or self.label,
            "entities": [
                {
                    "text": m.text,
                    "label": m.label,
                    "canonical": m.canonical,
                    "start": m.start,
                    "end": m.end,
                    "sentence": m.sentence,
                }
                for m in self.mentions
            ],
            "proposed": list(self.proposed),
            "claims": [
                {"text": c.text, "value": c.value, "unit": c.unit, "sentence": c.sentence}
                for c in self.claims
            ],
        }

    def to_dict(self) -> dict[str, Any]:
        """Lossless form for the cache."""
        return {
            "paper": self.paper.to_dict(),
            "mentions": [m.to_dict() for m in self.mentions],
            "proposed": list(self.proposed),
            "claims": [c.to_dict() for c in self.claims],
            "label": self.label,
        }

    def to_compact(self) -> list:
        """A compact form of what was extracted (not the paper): plain lists, each sentence once.

        Quick to pickle and to store; :meth:`from_compact` turns it back, with the paper.

        Examples
        --------
        >>> m = Mention("X", "METHOD", "X", 0, 1, "X is fast.")
        >>> e = PaperExtraction(Paper(id="p", abstract="X is fast."), [m, m], ["X"])
        >>> sentences, mentions, proposed, claims, label = e.to_compact()
        >>> sentences, mentions[1]
        ([['X is fast.', 0]], ['X', 'METHOD', 'X', 0, 1, 0, ''])
        >>> PaperExtraction.from_compact(e.paper, e.to_compact()) == e
        True
        """
        sentences: dict[tuple[str, int], int] = {}

        def sentence_index(item: Mention | Claim) -> int:
            return sentences.setdefault((item.sentence, item.sent_start), len(sentences))

        mentions = [
            [m.text, m.label, m.canonical, m.start, m.end, sentence_index(m), m.family]
            for m in self.mentions
        ]
        claims = [
            [c.text, c.value, c.unit, c.start, c.end, sentence_index(c), c.kind]
            for c in self.claims
        ]
        return [[list(s) for s in sentences], mentions, list(self.proposed), claims, self.label]

    @classmethod
    def from_compact(cls, paper: Paper, data: Sequence) -> PaperExtraction:
        """The extraction of ``paper`` from :meth:`to_compact` data (lists or tuples)."""
        sentences, mentions, proposed, claims, label = data
        return cls(
            paper,
            [
                Mention(text, kind, canonical, start, end, *sentences[i], family)
                for text, kind, canonical, start, end, i, family in mentions
            ],
            list(proposed),
            [
                Claim(text, value, unit, sentences[i][0], start, end, sentences[i][1], kind)
                for text, value, unit, start, end, i, kind in claims
            ],
            label,
        )

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PaperExtraction:
        return cls(
            paper=Paper.from_dict(d["paper"]),
            mentions=[Mention.from_dict(m) for m in d.get("mentions", [])],
            proposed=list(d.get("proposed", [])),
            claims=[Claim.from_dict(c) for c in d.get("claims", [])],
            label=d.get("label", ""),
        )
