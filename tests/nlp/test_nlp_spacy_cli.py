"""spaCy without its command line: left out of ``import spacy`` under explorer.nlp, and there
the moment anything asks for it."""

from __future__ import annotations

import subprocess
import sys

from explorer.paths import ROOT


def _run(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def test_explorer_nlp_imports_spacy_without_its_command_line():
    code = (
        "import sys; from explorer.nlp.pipeline import build_pipeline; "
        "doc = build_pipeline()('We propose TabFlex on an A100 GPU.'); "
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'typer', 'weasel', 'requests'}),"
        " len(doc._.mentions))"
    )
    assert _run(code) == "[] 2"


def test_the_command_line_is_there_when_asked_for():
    asked = {
        "an attribute": "import spacy; spacy.cli.download",
        "spacy.info": "import spacy; assert isinstance(spacy.info(), dict)",
        "a submodule": "import spacy.cli.download",
        "from spacy.cli": "from spacy.cli import init_config",
    }
    for way, code in asked.items():
        found = _run(
            f"import explorer.nlp; {code}; import sys, spacy; "
            "print('typer' in sys.modules, type(sys.modules['spacy.cli']).__name__, "
            "spacy.cli is sys.modules['spacy.cli'])"
        )
        assert found == "True module True", way


def test_nothing_is_deferred_once_spacy_is_imported():
    code = (
        "import spacy, sys; from explorer.nlp.spacy_cli import defer_spacy_cli; "
        "real = sys.modules['spacy.cli']; defer_spacy_cli(); "
        "print(sys.modules['spacy.cli'] is real)"
    )
    assert _run(code) == "True"
