"""The user's language without Qt: the same catalogue the app's QTranslator loads.

The app translates its widgets through Qt (``QCoreApplication.translate``); the HTML that
Qt-free modules write (the detail pane, the exported page) calls :func:`translate` here,
which reads the committed ``resources/i18n/explorer_<lang>.ts`` (Qt's own XML format), so
one catalogue, extracted by ``pyside6-lupdate`` from both kinds of call, holds every string.

Calls must keep the shape ``pyside6-lupdate`` recognises: a literal context and text, and
for a count the positional form ``translate("Context", "%Ln papers", "", count)`` with a
plain name as the count (keyword arguments and expressions there hide the call from it).

Examples
--------
>>> set_language("en")
>>> translate("Vocabulary", "%Ln papers", "", 1), translate("Vocabulary", "%Ln papers", "", 1234)
('1 paper', '1,234 papers')
>>> set_language("zh_CN")
>>> translate("DetailPage", "Abstract"), translate("Vocabulary", "%Ln papers", "", 3)
('摘要', '3 篇论文')
>>> set_language("en")
"""

from __future__ import annotations

import locale
import os

from explorer.i18n.catalogue import messages, plural_form

#: Language code -> its name in itself, as the View > Language menu lists it.
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文"}
DEFAULT_LANGUAGE = "en"

_current = DEFAULT_LANGUAGE


def normalize(code: str | None) -> str:
    """A locale name (``"zh_CN.UTF-8"``, ``"zh-Hans"``, ``"en_GB"``) as one of :data:`LANGUAGES`.

    >>> normalize("zh_CN.UTF-8"), normalize("zh-Hans-CN"), normalize("de_DE"), normalize(None)
    ('zh_CN', 'zh_CN', 'en', 'en')
    """
    head = (code or "").replace("-", "_").split(".")[0].split("@")[0].lower()
    if head.startswith("zh") and not head.startswith(("zh_tw", "zh_hk", "zh_hant")):
        return "zh_CN"
    return DEFAULT_LANGUAGE


def system_language() -> str:
    """The language the environment asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, then the C library's locale), English when none is one we have."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        if value:
            return normalize(value.split(":")[0])
    return normalize(locale.getlocale()[0])


def set_language(code: str) -> None:
    """Make :func:`translate` answer in ``code`` (normalised; unknown codes mean English)."""
    global _current
    _current = normalize(code) if code not in LANGUAGES else code


def language() -> str:
    """The language :func:`translate` answers in."""
    return _current


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the current language, as ``QCoreApplication.translate`` would give it.

    ``n`` (when not negative) picks the plural form and replaces ``%n`` (digits) and ``%Ln``
    (digits with thousands separators) in the result.
    """
    forms = messages(_current).get((context, text, disambiguation or "")) or [text]
    result = forms[min(plural_form(_current, n), len(forms) - 1) if n >= 0 else 0]
    if n >= 0:
        result = result.replace("%Ln", f"{n:,}").replace("%n", str(n))
    return result


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name, lupdate's)
    """Mark ``text`` for extraction without translating it now (tables of names)."""
    return text


def plural_forms(context: str, text: str) -> list[str]:
    """Every plural form of a ``%n``/``%Ln`` message in the current language (for the page's
    script, which picks one by :func:`explorer.i18n.catalogue.plural_form`'s rule)."""
    return list(messages(_current).get((context, text, "")) or [text])
