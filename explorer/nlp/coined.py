"""Names never seen before, recognised by their shape and by the words around them.

- coined tokens: CamelCase (TabFlex, SageAttention2, mAIHT), letters with digits (FP4,
  LLaMA3-8B, ViT-S/16, Mixtral-8x7B) and undefined acronyms of three letters or more;
- capitalised phrases in mid-sentence (Neural Tangent Kernel, Rectified Scaling Model) and
  single capitalised words that are not ordinary words (Chronos, Monarch);
- cue phrases: "on the X dataset", "X benchmark", "NVIDIA X", "X GPUs";
- emphasised short phrases (authors emphasise the names they coin).
"""

from __future__ import annotations

import functools
import re

from spacy.language import Language
from spacy.tokens import Doc

from explorer.nlp.candidates import (
    Candidate,
    candidates,
    conjunct_ranges,
    doc_text,
    emphasis,
    ensure_extensions,
    fills_bracket,
    sentence_bounds,
)
from explorer.nlp.resources import common_words, rules
from explorer.nlp.scan import (
    capitals,
    chunks_with,
    finditer_at,
    finditer_in,
    word_alternatives,
)

_TOKEN = re.compile(
    r"(?<![\w\-./×$\\])(?=[\w\-./×+α-ωΑ-Ω]*[A-Z])(?:[α-ωΑ-Ω]-?)?[A-Za-z][\w\-./×+]*[\w+]"
    r"|(?<![\w\-./×$\\])[A-Z]\b"
)
_HAS_UPPER = re.compile(r"[A-Z]")
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]{2,}")
_ALNUM = re.compile(r"[A-Za-z]-?\d|\d[A-Za-z]")
_ACRONYM = re.compile(r"^[A-Z][A-Z0-9\-]*[A-Z0-9]s?$")
# "(?:[A-Z]|\d[A-Z])[\w\-']*", written to start with a character class: re scans for it fast.
# A word runs through one hyphen, or through LaTeX's en dash "--" before a capital
# ("Gauss--Markov"), never through an em dash "---" or "--" before lowercase: those are
# punctuation ("variants of SGD---interact", "Trompt--which").
_CAPWORD = re.compile(
    r"[\dA-Z](?:(?<=[A-Z])|(?<=\d)(?=[A-Z]))[\w']*(?:(?:-(?!-)|--(?=[A-Z]))[\w']*)*"
)
_PUNCTUATION_DASH = re.compile(r"---|--(?![A-Z])")
_LINKERS = {"of", "for", "as"}
_CITATION = re.compile(r"\s*(?:et al\b|&|and [A-Z][a-z]+,? \(?\d{4}|\(\d{4}\)|,? \d{4}\b)")
_URL = re.compile(r"https?://\S+|\b[\w.\-]+\.(?:com|io|org|net|ai|edu)\b\S*|\[[^\]]*\]\([^)]*\)")
_DOMAIN = re.compile(r"\.(?:com|io|org|net|ai|edu)\b")
#: Capitalised tokens whose answer :meth:`CoinedNameFinder._coined_length` keeps (then forgets).
TOKENS_KEPT = 100_000


@functools.lru_cache(maxsize=65536)
def shape_of(word: str) -> str | None:
    """Classify a token as a coined name shape, or None for an ordinary word.

    Examples
    --------
    >>> [shape_of(w) for w in ("TabFlex", "LLaMA3-8B", "BCOP", "GPU", "the", "top-1", "x1.4")]
    ['camel', 'camel', 'acronym', 'acronym', None, None, None]
    """
    if word[:1] in "αβγδεζηθκλμνξπρστφχψω" and len(word) > 2:
        word = word.lstrip("αβγδεζηθκλμνξπρστφχψω-")  # "α-TCVAE", "β-VAE"
    if not _HAS_UPPER.search(word) or word[0] in "x×" and word[1:2].isdigit():
        return None
    if _CAMEL.search(word):
        return "camel"
    if _ALNUM.search(word) and word[0].isalpha():
        return "alnum"
    if _ACRONYM.match(word) and sum(c.isupper() for c in word) >= 2:
        return "acronym"
    return None


class CoinedNameFinder:
    """Add candidates for coined tokens, capitalised phrases, cue phrases and emphasis."""

    def __init__(self):
        ensure_extensions()
        cfg = rules()
        self.not_names = frozenset(cfg["not_names"])
        self.common = common_words()
        self.hyphen_suffixes = frozenset(cfg["hyphen_suffixes"])
        self.dataset_stop = frozenset(cfg["dataset_name_stopwords"])
        self.dataset_heads = tuple(cfg["dataset_heads"])
        self.hardware_word = re.compile("|".join(map(re.escape, (*cfg["hardware_vendors"], "GPU"))))
        self._coined_lengths: dict[str, int] = {}  # see _coined_length
        eponym = "|".join(re.escape(w) for w in cfg["eponym_nouns"])
        self.eponym = re.compile(
            rf"[A-Z][\w\-]*(?:'s|s')\s+(?:[a-z][\w\-]*\s+){{0,2}}?(?:{eponym})\b"
        )
        heads = "|".join(re.escape(h) for h in cfg["dataset_heads"])
        self.named_dataset = re.compile(
            rf"(?<![\w\-])([A-Z][\w\-]*[A-Z0-9][\w\-]*)(?:\s+v?\d+(?:\.\d+)?(?:/\d+(?:\.\d+)?)?)?"
            rf"(?:\s+[a-z][\w\-]*){{0,2}}\s+(?:{heads})\b"
        )
        self.dataset_cue = re.compile(
            word_alternatives(["on", "from", "of", "using", "in", "with"])  # a quick scan
            + rf"\s+(?:the\s+)?((?:[\w\-]+\s+){{0,2}}?[\w\-]+)\s+(?:{heads})\b"
        )
        vendors = "|".join(re.escape(v) for v in cfg["hardware_vendors"])
        # Every vendor is capitalised: a match starts at a capital letter (where it is tried).
        self.hardware_cue = re.compile(
            rf"\b(?:{vendors})(?:\s+(?:{vendors}|RTX|GTX|Tesla))*\s+[A-Z]*\d[\w\-]*(?:\s+Ti)?"
            rf"|\b[A-Z][\w\-]*\d[\w\-]*\s+GPUs?\b"
        )

    def __call__(self, doc: Doc) -> Doc:
        found = candidates(doc)
        text = doc_text(doc)
        sent_starts = {start for start, _ in sentence_bounds(doc)}
        doc.user_data["masked"] = _urls(text)
        capital_at = capitals(text)
        capital_chunks = chunks_with(text, capital_at)
        known = self._coined_lengths
        for m in finditer_in(_TOKEN, text, capital_chunks):
            token = m.group()
            length = known.get(token)
            if length is None:
                length = self._coined_length(token)
            if length:
                found.append(Candidate(m.start(), m.start() + length, "coined"))
        self._capitalised(text, list(_CAPWORD.finditer(text)), sent_starts, found)
        if any(head in text for head in self.dataset_heads):
            for m in self.dataset_cue.finditer(text):
                for start, end in conjunct_ranges(m.group(1), m.start(1)):
                    if self._dataset_name(text[start:end]):
                        found.append(Candidate(start, end, "cue", "DATASET"))
            # "CATH 4.2 single-chain benchmarks"
            for m in finditer_at(self.named_dataset, text, capital_at):
                if m.group(1) not in self.not_names and shape_of(m.group(1)):
                    found.append(Candidate(m.start(1), m.end(1), "cue", "DATASET"))
        if self.hardware_word.search(text):  # one search, 3x faster than a find per word
            for m in finditer_at(self.hardware_cue, text, capital_at):  # a vendor, "X GPUs"
                found.append(Candidate(m.start(), m.end(), "cue", "HARDWARE"))
        if "'s" in text or "s'" in text:
            for m in finditer_at(self.eponym, text, capital_at):
                found.append(Candidate(m.start(), m.end(), "cue", "METHOD"))
        for start, end in emphasis(doc):
            if text.endswith(")", start, end) and (cut := text.rfind(" (", start, end)) > start:
                end = cut  # "**Name (NM)**": the short form is a name of its own
            phrase = text[start:end]
            if (
                1 <= len(phrase.split()) <= 5
                and phrase[:1].isalpha()
                and "?" not in phrase
                and (phrase[:1].isupper() or shape_of(phrase.split()[0]) or len(phrase.split()) > 1)
            ):
                found.append(Candidate(start, end, "titlecase"))
        return doc

    def _coined_length(self, token: str) -> int:
        """How much of a capitalised token is a coined name (0: none), remembered by token: the
        answer depends on the token alone, and tokens repeat across abstracts ("We", "GPT-4")."""
        word = self._strip_suffix(before_dash(token).rstrip("."))
        shape = shape_of(word)
        if (
            word in self.not_names
            or word.rstrip("s") in self.not_names
            or not shape
            or shape == "acronym"
            and len(word.rstrip("s")) < 3
        ):
            length = 0
        else:
            length = len(word)
        if len(self._coined_lengths) >= TOKENS_KEPT:
            self._coined_lengths.clear()
        self._coined_lengths[token] = length
        return length

    def _strip_suffix(self, word: str) -> str:
        """ "SVM-based" -> "SVM": a coined name with a generic hyphenated suffix."""
        base, dash, suffix = word.rpartition("-")
        return base if dash and base and suffix.lower() in self.hyphen_suffixes else word

    def _dataset_name(self, name: str) -> bool:
        """ "poker-hand" and "WikiText" name datasets; "large-scale" and "11" do not."""
        words = name.split()
        if any(w.lower() in self.dataset_stop for w in words) or not any(c.isalpha() for c in name):
            return False
        if any(c.isupper() for c in name):
            return words[0][:1].isupper() or shape_of(words[0]) is not None
        return len(words) == 1 and "-" in name and name.lower() not in self.common

    def _capitalised(
        self, text: str, words: list[re.Match], sent_starts: set[int], found: list[Candidate]
    ) -> None:
        """Capitalised phrases (of the capitalised ``words``) that do not start a sentence."""
        i = 0
        while i < len(words):
            first = words[i]
            j = i
            while (
                j + 1 < len(words)
                and _joined(text, words[j].end(), words[j + 1].start())
                and self._strip_suffix(words[j].group()) == words[j].group()
                and not (
                    j == i and shape_of(first.group()) and _via_linker(text, words[j], words[j + 1])
                )
            ):
                j += 1
            initial = self._sentence_initial(text, first.start(), sent_starts)
            if initial and not fills_bracket(text, first.start(), words[j].end(), j > i):
                i += 1
                continue
            phrase_start = first.start()
            phrase_end = (
                phrase_start + len(self._strip_suffix(first.group())) if i == j else words[j].end()
            )
            if j > i and first.group().endswith("'s"):
                phrase_start = words[i + 1].start()  # "Google's Switch Transformer"
            while text[phrase_end - 1] == "'" or text[phrase_start:phrase_end].endswith("'s"):
                phrase_end -= 2 if text[phrase_end - 2 : phrase_end] == "'s" else 1
            phrase = text[phrase_start:phrase_end]
            tokens = phrase.split()
            if (
                len(tokens) >= 2
                and tokens[0] not in self.not_names
                or (
                    len(tokens) == 1
                    and self._unusual(phrase)
                    and not _CITATION.match(text, phrase_end)
                )
            ):
                found.append(Candidate(phrase_start, phrase_end, "titlecase"))
            i = j + 1

    def _unusual(self, word: str) -> bool:
        core = word.removesuffix("'s")
        return (
            len(core) > 2
            and core not in self.not_names
            and core.lower() not in self.common
            and core.lower().rstrip("s") not in self.common
            and not core.isupper()
            and shape_of(core) is None
        )

    @staticmethod
    def _sentence_initial(text: str, start: int, sent_starts: set[int]) -> bool:
        if start in sent_starts:
            return True
        before = text[max(0, start - 3) : start].rstrip()
        return not before or before[-1] in '.:;!?"“(*•-–—' or before.endswith("e.g")


def before_dash(word: str) -> str:
    """A coined token up to a dash used as punctuation (see ``_CAPWORD``).

    >>> before_dash("QuokkaNet--which"), before_dash("SGD---"), before_dash("Gauss--Markov")
    ('QuokkaNet', 'SGD', 'Gauss--Markov')
    """
    dash = _PUNCTUATION_DASH.search(word)
    return word[: dash.start()] if dash else word


def _urls(text: str) -> list[tuple[int, int]]:
    """Ranges of web addresses and Markdown links: nothing in them is a name."""
    if "://" in text or "](" in text or _DOMAIN.search(text):
        return [m.span() for m in _URL.finditer(text)]
    return []


def _via_linker(text: str, word: re.Match, following: re.Match) -> bool:
    """ "QuokkaNet for ImageNet": a linker after a coined token separates two names."""
    return text[word.end() : following.start()] != " "


def _joined(text: str, end: int, next_start: int) -> bool:
    """Two capitalised words belong to one name: a space or a linker word between them."""
    gap = text[end:next_start]
    if gap == " ":
        return True
    parts = gap.split()
    return gap.startswith(" ") and len(parts) == 1 and parts[0] in _LINKERS and parts[0] != "the"


@Language.factory("explorer_coined")
def make_coined_name_finder(nlp: Language, name: str) -> CoinedNameFinder:
    """Factory for :class:`CoinedNameFinder`."""
    return CoinedNameFinder()
