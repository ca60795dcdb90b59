"""Qt runs offscreen; settings go to a temporary folder; a real default-corpus window."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before anything imports Qt

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from explorer.app.window import dialogs  # noqa: E402
from explorer.paths import DEFAULT_CORPUS  # noqa: E402

from .helpers import opened_window  # noqa: E402


@pytest.fixture(autouse=True)
def english_ui(qapp):
    """The app in English (its plural forms, numbers as 1,234), whatever the machine's locale;
    a test that switches language leaves English behind."""
    from explorer.app.language import install_language

    install_language("en")
    yield
    install_language("en")


@pytest.fixture(autouse=True)
def settings_in_tmp(tmp_path):
    """Every test gets its own QSettings store under tmp_path."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "qs"))
    yield tmp_path / "qs"


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory):
    """One extraction cache for the session: the corpus is extracted once."""
    return tmp_path_factory.mktemp("cache")


@pytest.fixture
def errors(monkeypatch):
    """Messages the app reported through its error dialog (the dialog itself never opens)."""
    shown: list[str] = []
    monkeypatch.setattr(dialogs, "report_error", lambda parent, message: shown.append(message))
    monkeypatch.setattr(dialogs, "ask_yes_no", lambda parent, question, **buttons: False)
    return shown


@pytest.fixture
def window(qtbot, cache_dir, errors):
    w = opened_window(qtbot, cache_dir, [str(DEFAULT_CORPUS)])
    assert errors == []
    yield w
    w.close()
