"""The translation catalogues: complete, current with the code, and compiled as committed.

``resources/i18n/explorer_zh_CN.ts`` is the one source of every user-visible string (the app's
``QCoreApplication.translate`` calls and the Qt-free :func:`explorer.i18n.translate` ones);
``explorer_en.ts`` holds the English plural forms. ``scripts/update_translations.py`` makes
them with ``pyside6-lupdate`` and compiles them with ``pyside6-lrelease``.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from explorer import i18n
from explorer.i18n.catalogue import catalogue_path, read_ts
from explorer.paths import ROOT, resource

TS_FILES = sorted(resource("i18n").glob("explorer_*.ts"))
FIELD = re.compile(r"\{\w*\}|%L?n|%[vm]")
TRANSLATING = {"translate", "QT_TRANSLATE_NOOP"}

sys.path.insert(0, str(ROOT / "scripts"))
import update_translations  # noqa: E402


def _messages(path: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def _calls_in_code() -> set[tuple[str, str]]:
    """(context, text) of every translate/QT_TRANSLATE_NOOP call with literal arguments."""
    found = set()
    for path in (ROOT / "explorer").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            args = node.args
            if name not in TRANSLATING or len(args) < 2:
                continue
            if all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args[:2]):
                found.add((args[0].value, args[1].value))
    return found


def test_every_string_in_the_code_is_in_the_catalogue():
    """lupdate misses calls inside f-strings or with keyword counts: none may be left out."""
    in_catalogue = {(c, m.findtext("source")) for c, m in _messages(catalogue_path("zh_CN"))}
    in_code = _calls_in_code()
    assert len(in_code) > 400
    assert in_code - in_catalogue == set()
    assert in_catalogue - in_code == set()  # no string the code no longer has


def test_no_translate_call_hides_from_lupdate():
    """Counts are positional plain names and no call sits in an f-string (lupdate skips both)."""
    hidden = []
    for path in (ROOT / "explorer").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Call) and getattr(inner.func, "id", "") in TRANSLATING:
                        hidden.append(f"{path}:{inner.lineno} in an f-string")
            is_translate = (
                isinstance(node, ast.Call) and getattr(node.func, "id", "") == "translate"
            )
            if is_translate and (
                node.keywords or (len(node.args) == 4 and not isinstance(node.args[3], ast.Name))
            ):
                hidden.append(f"{path}:{node.lineno} keyword or expression count")
    assert hidden == []


@pytest.mark.parametrize("path", TS_FILES, ids=lambda p: p.name)
def test_every_message_is_translated(path):
    unfinished = []
    for context, message in _messages(path):
        translation = message.find("translation")
        forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
        if translation.get("type") or not all(f and f.strip() for f in forms):
            unfinished.append((context, message.findtext("source")))
    assert unfinished == []


def test_translations_keep_fields_and_shortcut_markers():
    """``{name}``, ``%Ln`` and one ``&`` per menu text survive translation."""
    for context, message in _messages(catalogue_path("zh_CN")):
        source = message.findtext("source") or ""
        target = message.findtext("translation") or ""
        assert sorted(FIELD.findall(target)) == sorted(FIELD.findall(source)), (context, source)
        assert target.count("&") == source.count("&"), (context, source)
        if "&" in source and "&&" not in source and "<" not in source:
            assert re.search(r"&\w", target), (context, source)


def test_chinese_catalogue_is_chinese():
    cjk = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")  # with full-width marks
    same = {"Explorer", "{name}", "GraphML (*.graphml);;GEXF (*.gexf)"}
    for context, message in _messages(catalogue_path("zh_CN")):
        target = message.findtext("translation") or ""
        assert cjk.search(target) or target in same, (context, target)


def test_english_plural_forms():
    table = read_ts(catalogue_path("en"))
    assert table[("Vocabulary", "%Ln papers", "")] == ["%Ln paper", "%Ln papers"]
    assert all(len(forms) == 2 for forms in table.values())
    plurals = {
        (c, m.findtext("source"))
        for c, m in _messages(catalogue_path("zh_CN"))
        if re.search(r"%L?n", m.findtext("source") or "")
    }
    assert {(c, s) for c, s, _ in table} == plurals


@pytest.mark.skipif(shutil.which("pyside6-lrelease") is None, reason="needs pyside6-lrelease")
def test_committed_qm_is_the_compiled_ts(tmp_path):
    for qm in update_translations.release(tmp_path):
        committed = resource("i18n", qm.name)
        assert committed.read_bytes() == qm.read_bytes(), (
            f"run scripts/update_translations.py: {qm.name}"
        )


@pytest.mark.skipif(shutil.which("pyside6-lupdate") is None, reason="needs pyside6-lupdate")
def test_lupdate_finds_the_same_strings(tmp_path):
    """pyside6-lupdate itself, over the sources, finds no string the catalogue lacks."""
    target = tmp_path / "fresh.ts"
    shutil.copy(catalogue_path("zh_CN"), target)
    args = ["pyside6-lupdate", "-no-obsolete", "-locations", "none"]
    args += [*update_translations.sources(), "-ts", str(target)]
    subprocess.run(args, check=True, cwd=ROOT, capture_output=True)
    fresh = {(c, m.findtext("source")) for c, m in _messages(target)}
    committed = {(c, m.findtext("source")) for c, m in _messages(catalogue_path("zh_CN"))}
    assert fresh == committed
    unfinished = [
        m.findtext("source") for _, m in _messages(target) if m.find("translation").get("type")
    ]
    assert unfinished == []


def test_translate_without_qt():
    i18n.set_language("zh_CN")
    assert i18n.translate("Menus", "&File") == "文件(&F)"
    assert i18n.translate("Vocabulary", "%Ln links", "", 1234) == "1,234 条连接"
    assert i18n.translate("Nowhere", "Not in the catalogue") == "Not in the catalogue"
    i18n.set_language("en")
    assert i18n.translate("Menus", "&File") == "&File"
    assert i18n.translate("Vocabulary", "%Ln links", "", 1) == "1 link"


def test_system_language_follows_the_environment(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert i18n.system_language() == "zh_CN"
    monkeypatch.setenv("LANGUAGE", "de_DE:zh_CN")
    assert i18n.system_language() == "en"
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    assert i18n.system_language() == "en"
