"""Build the extraction pipeline: ``spacy.blank("en")`` plus explorer's own components."""

from __future__ import annotations

import spacy
from spacy.attrs import IS_PUNCT, LOWER
from spacy.language import Language

# Importing the component modules registers their factories with spaCy.
from explorer.nlp import (  # noqa: F401
    acronyms,
    claims,
    coined,
    lexicon,
    proposals,
    resolve,
    sentences,
)
from explorer.nlp.learned import proposed as _proposed  # noqa: F401
from explorer.nlp.learned import recognizer as _recognizer  # noqa: F401
from explorer.nlp.learned.keep import keep_path
from explorer.nlp.learned.proposed import proposed_path
from explorer.nlp.learned.recognizer import DEFAULT_MODEL, model_path
from explorer.nlp.learned.types import types_path
from explorer.nlp.tokenizing import TOKENIZER
from explorer.nlp.version import EXTRACTOR_REVISION, extractor_version

__all__ = [
    "COMPONENTS",
    "EXTRACTOR_REVISION",
    "LEXICAL_ATTRIBUTES",
    "build_pipeline",
    "extractor_version",
]

#: The lexical attributes that the components read: the sentence splitter's ``IS_PUNCT`` and the
#: lexicon's ``LOWER`` (its case-folded matcher). spaCy computes every attribute of its language
#: for each new word the tokenizer meets (``like_num``, ``shape``, ``is_stop``, ... 23 of them);
#: nothing here reads the others, and computing them was 2 % of ``explorer extract`` over the
#: 8,856 shared abstracts. A token's other lexical attributes read as unset (False, "").
LEXICAL_ATTRIBUTES = (IS_PUNCT, LOWER)

COMPONENTS = (
    "explorer_sentencizer",
    "explorer_lexicon",
    "explorer_acronyms",
    "explorer_coined",
    "explorer_proposals",
    "explorer_proposed",
    "explorer_recognizer",
    "explorer_resolver",
    "explorer_claims",
)


def build_pipeline(
    *,
    doc_entities: bool = True,
    recognizer: str | None = DEFAULT_MODEL,
    recognizer_config: dict | None = None,
    use_lexicon: bool = True,
    keep: bool = True,
) -> Language:
    """A blank English pipeline with explorer's sentence splitter and extraction components.

    With ``doc_entities=False`` the resolver leaves ``doc.ents`` and ``doc.spans`` alone:
    :func:`explorer.nlp.extract.extract_papers` reads ``doc._.mentions`` only.

    Examples
    --------
    >>> nlp = build_pipeline()
    >>> doc = nlp("We propose TabFlex, a model that runs 2× faster than TabPFN.")
    >>> [(m.label, doc.text[m.start:m.end]) for m in doc._.mentions]
    [('METHOD', 'TabFlex'), ('METHOD', 'TabPFN')]
    """
    # The type scorer is trained with the recognizer and lives beside it (explorer train).
    typer = types_path(model_path(recognizer)) if recognizer else None
    types_model = str(typer) if typer and typer.is_file() else ""
    # So is the proposed-name scorer; without it the rule proposals stand.
    chooser = proposed_path(model_path(recognizer)) if recognizer else None
    proposed_model = str(chooser) if chooser and chooser.is_file() else ""
    keeper = keep_path(model_path(recognizer)) if recognizer and keep else None
    keep_model = str(keeper) if keeper and keeper.is_file() else ""
    nlp = spacy.blank("en", config={"nlp": {"tokenizer": TOKENIZER}})  # spaCy's tokens, sooner
    getters = nlp.vocab.lex_attr_getters
    nlp.vocab.lex_attr_getters = {attr: getters[attr] for attr in LEXICAL_ATTRIBUTES}
    for name in COMPONENTS:
        if name == "explorer_recognizer" and not recognizer:
            continue
        config = {
            "explorer_recognizer": {"model": recognizer, **(recognizer_config or {})},
            "explorer_resolver": {
                "set_doc_entities": doc_entities,
                "types_model": types_model,
                "keep_model": keep_model,
            },
            "explorer_lexicon": {"enabled": use_lexicon},
            "explorer_proposed": {"model": proposed_model},
        }.get(name, {})
        nlp.add_pipe(name, config=config)
    return nlp
