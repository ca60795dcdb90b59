"""Write ``resources/nlp/word_parts.txt``: the parts of speech of English words, and which are a
verb's third person singular.

    python scripts/harvest_word_parts.py            # needs lemminflect (pip install .[harvest])
    python scripts/harvest_word_parts.py --check    # exit 1 if the committed file would change

Source: lemminflect 0.2.3 (Brad Jascob, https://github.com/bjascob/LemmInflect, from the
Automatically Generated Inflection Database and the English Wiktionary): every word of its
lemma lookup with its overrides, the universal parts of speech of its lemmas, and whether the
word is the third person singular (VBZ) of one of its verb lemmas. The clause-piece check
(:mod:`explorer.nlp.clause_pieces`) reads a name's words through this file, so the run time
needs neither lemminflect nor the second it takes to load its tables.
"""

from __future__ import annotations

import sys
from pathlib import Path

from resource_file import grouped_text, write_or_check

OUT = Path(__file__).resolve().parent.parent / "resources" / "nlp" / "word_parts.txt"


def parts_text() -> str:
    from lemminflect import getAllLemmas, getInflection
    from lemminflect.core.Lemmatizer import Lemmatizer

    lemmatizer = Lemmatizer()
    # lemminflect looks a word up in lowercase (its case only styles the lemmas it returns)
    words = {w.lower() for w in (*lemmatizer._getLemmaDict(), *lemmatizer._getOverridesDict())}
    groups: dict[str, list[str]] = {}
    for word in words:
        if not word or any(c.isspace() for c in word):  # a name's words are split on spaces
            continue
        lemmas = getAllLemmas(word)
        if not lemmas:
            continue
        verbs = lemmas.get("VERB", ())
        third = word.endswith("s") and any(word in getInflection(v, "VBZ") for v in verbs)
        groups.setdefault(",".join(sorted(lemmas)) + ("+s" if third else ""), []).append(word)
    header = [
        "parts of speech (lemminflect 0.2.3's lemma lookup; '+s': a verb's third person",
        "singular) then the words that have them; written by scripts/harvest_word_parts.py.",
    ]
    return grouped_text(header, groups)


if __name__ == "__main__":
    sys.exit(write_or_check(OUT, parts_text, __doc__))
