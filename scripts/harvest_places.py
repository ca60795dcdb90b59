"""Write ``resources/nlp/places.txt``: the names of countries, which name no ML concept.

    python scripts/harvest_places.py            # needs pycountry (pip install .[harvest])
    python scripts/harvest_places.py --check    # exit 1 if the committed file would change

Source: pycountry (ISO 3166-1, https://github.com/pycountry/pycountry), each country's
``name``, ``common_name`` and ``official_name``; the inverted forms ISO writes for sorting
("Korea, Republic of", "Sint Maarten (Dutch part)") are left out, since prose never writes
them. The keep scorer (:mod:`explorer.nlp.learned.keep`) drops a mention that is a place
whole ("United States" typed METHOD); the run time reads this file, not pycountry.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "resources" / "nlp" / "places.txt"


def places_text() -> str:
    import pycountry

    names = set()
    for country in pycountry.countries:
        for field in ("name", "common_name", "official_name"):
            name = getattr(country, field, None)
            if name and "," not in name and "(" not in name:
                names.add(name)
    lines = [
        f"# Country names of ISO 3166-1 (pycountry {pycountry_version()}); written by",
        "# scripts/harvest_places.py: name, common_name and official_name of each country.",
    ]
    return "\n".join(lines + sorted(names)) + "\n"


def pycountry_version() -> str:
    from importlib.metadata import version

    return version("pycountry")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file")
    args = parser.parse_args(argv)
    text = places_text()
    if args.check:
        return 0 if OUT.read_text(encoding="utf-8") == text else 1
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
