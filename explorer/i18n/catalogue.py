"""Reading our committed Qt ``.ts`` catalogues with ElementTree (no Qt), once per language."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

from explorer.paths import resource

Key = tuple[str, str, str]  # context, source text, disambiguation


def catalogue_path(language: str) -> Path:
    """The ``.ts`` file of ``language`` (``resources/i18n/explorer_<language>.ts``)."""
    return resource("i18n", f"explorer_{language}.ts")


def read_ts(path: Path) -> dict[Key, list[str]]:
    """Every finished translation of ``path``: its forms (one, or one per plural form).

    Unfinished, vanished and obsolete messages are left out, as ``lrelease`` leaves them out.
    """
    table: dict[Key, list[str]] = {}
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in {
                "unfinished",
                "vanished",
                "obsolete",
            }:
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            if not forms:
                forms = [translation.text or ""]
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            table[key] = forms
    return table


@cache
def messages(language: str) -> dict[Key, list[str]]:
    """The catalogue of ``language``; empty when we have none (English without plurals)."""
    path = catalogue_path(language)
    return read_ts(path) if path.is_file() else {}


def plural_form(language: str, n: int) -> int:
    """Which numerus form ``n`` takes: English has two, Chinese one (Qt's rules)."""
    if language.startswith("zh"):
        return 0
    return 0 if n == 1 else 1
