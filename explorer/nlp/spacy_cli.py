"""spaCy without its command line until something asks for it.

``import spacy`` runs ``from .cli.info import info``, and ``spacy.cli`` imports every command
of spaCy's command line with what they use: weasel, typer, click, rich, jinja2, requests, httpx,
ssl, cProfile... 450 modules that extraction never calls, 0.4 s of CPU of every ``explorer``
process that extracts (a third of its start; measured over ``explorer extract``).

:func:`defer_spacy_cli` puts a stand-in for ``spacy.cli`` (and ``spacy.cli.info``) in
``sys.modules`` before spaCy is first imported. The first attribute read from it, or a call of
``spacy.info``, imports the real command line and hands over to it, so nothing that uses it
breaks; it is only later.

Examples
--------
>>> import spacy
>>> callable(spacy.cli.info)  # the real one, whether or not the stand-in was there
True
"""

from __future__ import annotations

import importlib
import sys
import types

_CLI = "spacy.cli"
_INFO = "spacy.cli.info"


class _DeferredCli(types.ModuleType):
    """Stands for ``spacy.cli`` until an attribute is read from it."""

    def __getattr__(self, name: str):
        if name.startswith("__") and name != "__path__":  # what the import system asks
            raise AttributeError(name)
        return getattr(_real_cli(), name)  # __path__: a submodule is being imported


class _DeferredInfo(types.ModuleType):
    """Stands for ``spacy.cli.info``, whose ``info`` spaCy's ``__init__`` reads: then it also
    makes the stand-in ``spacy.cli`` (which an import found in ``sys.modules`` leaves unset)."""

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        if name != "info":
            _real_cli()
            return getattr(sys.modules[_INFO], name)
        spacy = sys.modules.get("spacy")
        if spacy is not None and "cli" not in vars(spacy):
            spacy.cli = sys.modules.get(_CLI)
        return _info


def _real_cli() -> types.ModuleType:
    """spaCy's command line, imported in place of the stand-ins."""
    if isinstance(sys.modules.get(_CLI), _DeferredCli):
        del sys.modules[_CLI]
        sys.modules.pop(_INFO, None)
    cli = importlib.import_module(_CLI)
    spacy = sys.modules.get("spacy")
    if spacy is not None:
        spacy.cli = cli
        spacy.info = cli.info
    return cli


def _info(*args, **kwargs):
    """``spacy.info``: the real one, imported first."""
    return _real_cli().info(*args, **kwargs)


def defer_spacy_cli() -> None:
    """Have ``import spacy`` leave out its command line (see the module's docstring); nothing
    when spaCy or its command line is already imported."""
    if "spacy" in sys.modules or _CLI in sys.modules:
        return
    cli = _DeferredCli(_CLI, "spaCy's command line, imported when first used")
    cli.info = _info
    sys.modules[_CLI] = cli
    sys.modules[_INFO] = _DeferredInfo(_INFO)
