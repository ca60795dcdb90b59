"""The user's language in the app: Qt's translators, and the same choice for Qt-free HTML.

The language is View > Language's choice, kept in the settings ("system" by default: the
language of ``QLocale.system()``). :func:`install_language` loads our compiled catalogue
(``resources/i18n/explorer_<lang>.qm``, English too: it holds the English plural forms)
and Qt's own (``qtbase_<lang>.qm``: the standard buttons of message and file dialogs), sets
the default locale (``%Ln`` counts with thousands separators) and tells
:mod:`explorer.i18n` (the detail pane's and the exported page's HTML), so every string of
the window follows one choice. Widgets take their texts when they are built, so a new
choice applies when the app starts again; the menu says so.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from explorer import i18n
from explorer.app import settings
from explorer.paths import resource

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

SETTING = "language"
SYSTEM = "system"
#: The locale each language formats numbers in.
LOCALES = {"en": "en_US", "zh_CN": "zh_CN"}

_installed: list[QTranslator] = []
#: A menu text's mnemonic: "&Open" or, in Chinese menus, "打开(&O)".
_MNEMONIC = re.compile(r"\(&\w\)|&(?=[^&])")


def plain_label(text: str) -> str:
    """A menu text as a tooltip says it: no mnemonic, no ellipsis ("打开(&O)…" -> "打开").

    >>> plain_label("打开(&O)…"), plain_label("Export View as &HTML…"), plain_label("R&&D")
    ('打开', 'Export View as HTML', 'R&D')
    """
    return _MNEMONIC.sub("", text).replace("&&", "&").removesuffix("…").strip()


def chosen_language() -> str:
    """View > Language's choice: ``"system"`` or a code of :data:`explorer.i18n.LANGUAGES`."""
    value = str(settings.app_settings().value(SETTING, SYSTEM) or SYSTEM)
    return value if value == SYSTEM or value in i18n.LANGUAGES else SYSTEM


def set_chosen_language(choice: str) -> None:
    """Remember ``choice`` (``"system"`` or a language code) for the next start."""
    store = settings.app_settings()
    store.setValue(SETTING, choice)
    store.sync()


def system_language() -> str:
    """The language of ``QLocale.system()`` that we have a catalogue for (else English)."""
    for name in QLocale.system().uiLanguages():
        code = i18n.normalize(name)
        if code != i18n.DEFAULT_LANGUAGE:
            return code
    return i18n.normalize(QLocale.system().name())


def effective_language(choice: str | None = None) -> str:
    """The language code ``choice`` (default: the saved one) means on this machine."""
    choice = chosen_language() if choice is None else choice
    return system_language() if choice == SYSTEM else i18n.normalize(choice)


def install_language(code: str) -> str:
    """Translate the application into ``code`` from now on; returns the code installed."""
    app = QCoreApplication.instance()
    code = i18n.normalize(code) if code not in i18n.LANGUAGES else code
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"explorer_{code}", str(resource("i18n"))), (f"qtbase_{code}", qt_dir)):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(LOCALES[code]))
    i18n.set_language(code)
    return code


class LanguageMenu(QMenu):
    """View > Language: System, English, 简体中文 (each language named in itself)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(translate("LanguageMenu", "&Language"), parent)
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.choices = {}
        entries = [(SYSTEM, translate("LanguageMenu", "System"))]
        entries += list(i18n.LANGUAGES.items())
        current = chosen_language()
        for choice, text in entries:
            action = self.addAction(text)
            action.setCheckable(True)
            action.setChecked(choice == current)
            action.setToolTip(translate("LanguageMenu", "Takes effect when Explorer restarts"))
            action.triggered.connect(lambda _=False, c=choice: self.choose(c))
            self.group.addAction(action)
            self.choices[choice] = action

    def choose(self, choice: str, *, tell: bool = True) -> None:
        """Keep ``choice``; say that a different language comes with the next start."""
        set_chosen_language(choice)
        self.choices[choice].setChecked(True)
        if tell and effective_language(choice) != i18n.language():
            box = QMessageBox(self.parentWidget())
            box.setIcon(QMessageBox.Icon.Information)
            box.setWindowTitle(translate("LanguageMenu", "Language"))
            box.setText(
                translate(
                    "LanguageMenu",
                    "The new language is used when Explorer starts again. "
                    "Close and reopen Explorer to see it.",
                )
            )
            box.open()  # not blocking: the choice is already kept
            self.notice = box
