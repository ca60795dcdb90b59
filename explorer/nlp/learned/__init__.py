"""The learned recognizer: a CRF over tokens, trained from the hand-annotated abstracts.

The rule components propose candidates; the CRF reads them as features next to the words, so
rules and lexicon inform it without being the only path to a mention. ``features`` turns a doc
into feature sequences, ``data`` turns annotated abstracts into tagged docs, ``decoder`` tags fast,
``recognizer`` is the spaCy component; :mod:`explorer.nlp.training` fits and writes the shipped
model (``resources/models/``).
"""
