"""Refresh the translation catalogues from the sources, then compile them.

    python scripts/update_translations.py            # lupdate + numerus marks + lrelease
    python scripts/update_translations.py --release  # only compile the committed .ts files

1. ``pyside6-lupdate`` reads every ``translate(...)``, ``tr(...)`` and ``QT_TRANSLATE_NOOP``
   call under ``explorer/`` (the app's ``QCoreApplication.translate`` and the Qt-free
   :func:`explorer.i18n.translate` alike) into ``resources/i18n/explorer_zh_CN.ts``, keeping
   the translations already there (``-no-obsolete`` drops strings the code no longer has).
2. Its Python parser does not mark ``translate(context, text, "", count)`` as a plural
   (numerus) message. Chinese has one form, so its catalogue needs no mark (Qt's lookup
   ignores it and replaces ``%Ln`` all the same); the messages with ``%n``/``%Ln`` are
   found here by their source text instead.
3. ``explorer_en.ts`` holds the English plural forms ("%Ln paper" / "%Ln papers") of those
   messages, marked numerus; a new one is added unfinished, for a person to write its
   singular.
4. ``pyside6-lrelease`` compiles both to ``.qm`` beside them (committed, shipped).

A test (``tests/test_i18n_catalogue.py``) fails when a message is unfinished or a
``.qm`` is not the compilation of its ``.ts``.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
SOURCE = I18N / "explorer_zh_CN.ts"
ENGLISH = I18N / "explorer_en.ts"
PLURAL = re.compile(r"%L?n")
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def sources() -> list[str]:
    """Every Python file of the package (lupdate reads them all; most have no strings)."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "explorer").rglob("*.py"))


def run_lupdate() -> None:
    args = ["pyside6-lupdate", "-no-obsolete", "-locations", "none", "-source-language", "en"]
    args += ["-target-language", "zh_CN", *sources(), "-ts", str(SOURCE)]
    subprocess.run(args, check=True, cwd=ROOT)


def plural_messages(root: ET.Element) -> list[tuple[str, ET.Element]]:
    """``(context name, message)`` of every message whose source has ``%n`` or ``%Ln``."""
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
        if PLURAL.search(message.findtext("source") or "")
    ]


def write_ts(root: ET.Element, path: Path) -> None:
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text(HEADER + body + "\n", encoding="utf-8")


def english_plurals(plurals: list[tuple[str, ET.Element]]) -> ET.Element:
    """``explorer_en.ts``: the numerus messages with their English forms (kept if written)."""
    known: dict[tuple[str, str, str], list[str]] = {}
    if ENGLISH.exists():
        for context in ET.parse(ENGLISH).getroot().iter("context"):
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is None or translation.get("type") == "unfinished":
                    continue
                key = (
                    context.findtext("name") or "",
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                )
                known[key] = [f.text or "" for f in translation.iter("numerusform")]
    root = ET.Element("TS", {"version": "2.1", "language": "en_US", "sourcelanguage": "en"})
    contexts: dict[str, ET.Element] = {}
    for name, source_message in plurals:
        if name not in contexts:
            contexts[name] = ET.SubElement(root, "context")
            ET.SubElement(contexts[name], "name").text = name
        source = source_message.findtext("source") or ""
        comment = source_message.findtext("comment") or ""
        message = ET.SubElement(contexts[name], "message", {"numerus": "yes"})
        ET.SubElement(message, "source").text = source
        if comment:
            ET.SubElement(message, "comment").text = comment
        forms = known.get((name, source, comment))
        translation = ET.SubElement(message, "translation")
        if forms is None:
            translation.set("type", "unfinished")
            forms = [source, source]
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    return root


def update() -> None:
    run_lupdate()
    root = ET.parse(SOURCE).getroot()
    write_ts(root, SOURCE)  # one layout, whatever lupdate's version writes
    write_ts(english_plurals(plural_messages(root)), ENGLISH)


def release(out_dir: Path = I18N) -> list[Path]:
    """Compile every ``.ts`` to ``out_dir``; return the ``.qm`` files written."""
    written = []
    for ts in sorted(I18N.glob("explorer_*.ts")):
        qm = out_dir / ts.with_suffix(".qm").name
        subprocess.run(
            ["pyside6-lrelease", "-silent", "-nounfinished", str(ts), "-qm", str(qm)], check=True
        )
        written.append(qm)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="only compile the .ts files")
    args = parser.parse_args(argv)
    if not args.release:
        update()
    for qm in release():
        print(qm.relative_to(ROOT), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
