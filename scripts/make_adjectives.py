"""Write ``resources/graph/adjectives.txt`` from WordNet 3.0's index files.

    python scripts/make_adjectives.py /usr/share/wordnet > resources/graph/adjectives.txt

(WordNet 3.0 from the Debian package ``wordnet-base``; ``dpkg -x`` it when it is not installed.)
The header the committed file carries is printed too.
"""

from __future__ import annotations

import sys
from pathlib import Path

HEADER = """\
# Adjectives of WordNet 3.0 (Princeton University, https://wordnet.princeton.edu/; the Debian
# package wordnet-base 1:3.0-37, index.adj and index.noun; WordNet 3.0 license: free to use,
# copy and distribute with this notice, (c) 2006 Princeton University). Made by
# scripts/make_adjectives.py: one word a line; words WordNet lists as adjectives but never as
# nouns ('semidefinite' absent, 'augmented', 'convex'), -ing forms left out (gerunds name
# things); then, after '# proper', adjectives from proper names ending -ian/-ean/-esque that
# WordNet lists as adjectives ('machiavellian'), nouns or not."""


def lemmas(directory: Path, part: str) -> set[str]:
    lines = (directory / f"index.{part}").read_text(encoding="utf-8").splitlines()
    return {line.split()[0] for line in lines if line and not line.startswith(" ")}


def main(directory: str) -> None:
    adjectives, nouns = lemmas(Path(directory), "adj"), lemmas(Path(directory), "noun")
    only = sorted(
        w
        for w in adjectives - nouns
        if "_" not in w and "." not in w and not w.endswith("ing") and w.replace("-", "").isalpha()
    )
    proper = sorted(
        w
        for w in adjectives
        if "_" not in w and w.isalpha() and w.endswith(("ian", "ean", "esque"))
    )
    print(HEADER)
    print("\n".join(only))
    print("# proper")
    print("\n".join(proper))


if __name__ == "__main__":
    main(sys.argv[1])
