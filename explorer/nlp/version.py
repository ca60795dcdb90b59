"""The extractor's version: code revision plus a hash of the resources (no spaCy import).

It keys the extraction cache, so the app can tell whether a corpus is cached without paying
for ``import spacy``.
"""

from __future__ import annotations

from explorer.nlp.resources import resources_version

#: Bump when extraction logic changes; with the resources' hash it keys the cache.
EXTRACTOR_REVISION = "26"


def extractor_version() -> str:
    """Identifies the extractor's behaviour: code revision plus resource contents."""
    return f"{EXTRACTOR_REVISION}-{resources_version()}"
