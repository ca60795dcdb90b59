"""The extraction pass (see ARCHITECTURE.md). spaCy, when this package imports it, comes without
its command line (:mod:`explorer.nlp.spacy_cli`)."""

from explorer.nlp.spacy_cli import defer_spacy_cli

defer_spacy_cli()
