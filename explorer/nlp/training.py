"""Fit the recognizer's CRF from annotated abstracts and write the model file.

    explorer train [--data annotations/train.jsonl] [--out resources/models/recognizer.npz]

It writes the type scorer beside the CRF (``recognizer-types.npz``, :mod:`.type_training`) and
the proposed-name scorer (``recognizer-proposed.npz``, :mod:`.proposed_training`), and
the keep scorer (``recognizer-keep.npz``, :mod:`.learned.keep_training`), whose examples come from
recognizers fitted here on all but one corpus at a time.

Training is deterministic for a given data set and parameters (L-BFGS with fixed iterations),
so the shipped model can be rebuilt from the committed annotations.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

import pycrfsuite

from explorer.atomic import atomic_write_bytes
from explorer.nlp.learned.data import read_annotations, training_sequences
from explorer.nlp.learned.decoder import LinearChainModel
from explorer.nlp.learned.features import doc_features
from explorer.nlp.learned.keep import keep_path
from explorer.nlp.learned.keep_training import train_keep
from explorer.nlp.learned.proposed import proposed_path
from explorer.nlp.learned.types import types_path
from explorer.nlp.proposed_training import train_proposed
from explorer.nlp.type_training import train_types
from explorer.paths import ROOT

TRAIN_DATA = ROOT / "annotations" / "train.jsonl"

#: L-BFGS with elastic-net regularisation; chosen on the dev split (README, Extraction quality).
PARAMS = {"c1": 0.05, "c2": 0.05, "max_iterations": 150, "feature.possible_transitions": True}


def train(records: list[dict], out: Path, params: dict | None = None, *, keep: bool = True) -> dict:
    """Fit a CRF and the type scorer on ``records``, write them to ``out`` and beside it, then
    (``keep``) the keep scorer; returns what was done."""
    started = time.perf_counter()
    done = fit_recognizer(records, out, params)
    if keep:
        done["keep"] = train_keep(
            records,
            keep_path(out),
            # The proposed-name scorer leaves mentions alone: the keep folds need none.
            lambda r, o: fit_recognizer(r, o, params, proposed=False),
            _keeping_all,
        )
    done["seconds"] = round(time.perf_counter() - started, 1)
    return done


def _keeping_all(model: Path):
    """A pipeline with the recognizer ``model`` whose resolver keeps every mention."""
    from explorer.nlp.pipeline import build_pipeline

    return build_pipeline(doc_entities=False, recognizer=str(model), keep=False)


def fit_recognizer(
    records: list[dict], out: Path, params: dict | None = None, *, proposed: bool = True
) -> dict:
    """Fit a CRF on ``records`` and write it to ``out``, the type scorer (and, with
    ``proposed``, the proposed-name scorer) beside it.

    The rule components run on each abstract first: their candidates are features.
    """
    from explorer.nlp.pipeline import build_pipeline

    started = time.perf_counter()
    nlp = build_pipeline(doc_entities=False, recognizer=None)
    trainer = pycrfsuite.Trainer(verbose=False)
    n_tokens = 0
    for doc, tags in training_sequences(nlp, records, stop_before="explorer_resolver"):
        trainer.append(doc_features(doc), tags)
        n_tokens += len(tags)
    trainer.set_params({**PARAMS, **(params or {})})
    with tempfile.TemporaryDirectory() as tmp:
        fitted = Path(tmp) / "model.crfsuite"
        trainer.train(str(fitted))
        shipped = Path(tmp) / "model.npz"
        LinearChainModel.from_crfsuite(fitted).save(shipped)
        atomic_write_bytes(out, shipped.read_bytes())
    types = train_types(records, types_path(out))
    chooser = train_proposed(records, proposed_path(out)) if proposed else None
    return {
        "abstracts": len(records),
        "tokens": n_tokens,
        "seconds": round(time.perf_counter() - started, 1),
        "model": str(out),
        "types": types,
        "proposed": chooser,
    }


def train_file(path: Path, out: Path, params: dict | None = None) -> dict:
    """:func:`train` on the records of an annotation file."""
    return train(read_annotations(path), out, params)
