"""Write ``resources/nlp/word_bands.txt``: how common each English word is, by Zipf band.

    python scripts/harvest_word_bands.py            # needs wordfreq (pip install .[harvest])
    python scripts/harvest_word_bands.py --check    # exit 1 if the committed file would change

Source: wordfreq 3.1 (Robyn Speer et al., https://github.com/rspeer/wordfreq), its English
``top_n_list`` and ``zipf_frequency``: the 50,000 most frequent words, grouped by their Zipf
frequency rounded down (7 is "the", 3 is "transformer", a word not listed is rarer than about
2.5). The keep scorer (:mod:`explorer.nlp.learned.keep`) reads a name's words by band, so the
run time needs this file, not wordfreq and its 30 MB of data.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from resource_file import grouped_text, write_or_check

OUT = Path(__file__).resolve().parent.parent / "resources" / "nlp" / "word_bands.txt"
WORDS = 50_000


def bands_text() -> str:
    import wordfreq

    by_band: dict[int, list[str]] = {}
    for word in wordfreq.top_n_list("en", WORDS):
        if word.isalpha() and word.isascii():
            band = math.floor(wordfreq.zipf_frequency(word, "en"))
            by_band.setdefault(band, []).append(word)
    header = [
        "Zipf band (wordfreq 3.1, English) then the words in it; written by",
        "scripts/harvest_word_bands.py from wordfreq's 50,000 most frequent English words.",
    ]
    return grouped_text(header, by_band)


if __name__ == "__main__":
    sys.exit(write_or_check(OUT, bands_text, __doc__))
