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

import sys
from pathlib import Path

from resource_file import write_or_check

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


if __name__ == "__main__":
    sys.exit(write_or_check(OUT, places_text, __doc__))
