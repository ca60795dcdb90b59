"""Corpus readers: seed text, JSON Lines, JSON (and CSL JSON), CSV, BibTeX, RIS files and
Zotero libraries -> ``list[Paper]``.

Examples
--------
>>> from explorer.corpus import SUFFIXES
>>> SUFFIXES
('.txt', '.jsonl', '.ndjson', '.json', '.csv', '.bib', '.ris', '.sqlite')
"""

from explorer.corpus.graphsniff import looks_like_graph_file
from explorer.corpus.reader import SUFFIXES, read_corpora, read_corpus
from explorer.corpus.records import clean_text, stable_id
from explorer.errors import CorpusError

__all__ = [
    "SUFFIXES",
    "CorpusError",
    "clean_text",
    "looks_like_graph_file",
    "read_corpora",
    "read_corpus",
    "stable_id",
]
