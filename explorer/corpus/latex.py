"""BibTeX field text -> plain text, keeping the LaTeX that carries meaning.

BibTeX values use LaTeX for two unrelated things: escapes and accents that
only exist because of BibTeX (``\\%``, ``{\\"u}``, protective ``{GPU}`` braces)
and real notation (``$\\times$``, ``\\textbf{x}``). The first kind becomes
plain text; the second is kept as written. bibtexparser's own
``convert_to_unicode`` cannot be used on abstracts: it strips every brace
and reads ``\\cite`` as a cedilla.

Display fields (titles, venues, names) are shown as text, so their font
commands (``\\emph{x}``, ``\\textsc{x}``, ``{\\bf x}``) are rendered as their
text there; an abstract keeps them, because the extractor reads emphasis.

Examples
--------
>>> bibtex_to_text(r"{LoRA} on {NVIDIA} A100: 3$\\times$ faster, 50\\% less, M{\\"u}ller")
'LoRA on NVIDIA A100: 3$\\\\times$ faster, 50% less, Müller'
>>> bibtex_to_text(r"\\textsc{LoRA}: \\emph{fast} {\\bf tuning}", display=True)
'LoRA: fast tuning'
"""

from __future__ import annotations

import re
import unicodedata

# Accent command -> combining mark.
_ACCENT_MARKS = {
    '"': "\u0308", "'": "\u0301", "`": "\u0300", "^": "\u0302", "~": "\u0303",
    "=": "\u0304", ".": "\u0307", "u": "\u0306", "v": "\u030c", "H": "\u030b",
    "c": "\u0327", "k": "\u0328", "r": "\u030a",
}  # fmt: skip
_SPECIAL_LETTERS = {
    "ss": "ß", "o": "ø", "O": "Ø", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ",
    "aa": "å", "AA": "Å", "l": "ł", "L": "Ł", "i": "ı", "j": "ȷ",
}  # fmt: skip
_LETTER = r"(?:\\[ij](?![A-Za-z])|[A-Za-z])"
# {\"u}, \"{u}, \"u; letter-named accents only with braces (\c{c}, {\c c}), since
# "\cite" or "\vec" must not be read as accents.
_ACCENT = re.compile(
    rf"""\{{\\(?P<p1>["'`^~=.])\s*(?:\{{(?P<l1>{_LETTER})\}}|(?P<l2>{_LETTER}))\}}
       |\\(?P<p2>["'`^~=.])\s*(?:\{{(?P<l3>{_LETTER})\}}|(?P<l4>{_LETTER}))
       |\{{\\(?P<w1>[cuvHkr])\s*(?:\{{(?P<l5>{_LETTER})\}}|\s(?P<l6>{_LETTER}))\}}
       |\\(?P<w2>[cuvHkr])\{{(?P<l7>{_LETTER})\}}""",
    re.X,
)
_SPECIAL = re.compile(r"\{\\(ss|ae|AE|oe|OE|aa|AA|o|O|l|L|i|j)\}|\\(ss|ae|AE|oe|OE|aa|AA)\{\}")
_TOKEN = re.compile(r"\\[A-Za-z]+|\\.|\\|[{}$~]|[^\\{}$~]+", re.S)
_ESCAPED = frozenset("%&#_${}")
# Font commands taking their text as an argument, and font declarations ({\em x}).
_FONT_COMMANDS = frozenset({
    "emph", "textbf", "textit", "textsc", "textsl", "texttt", "textrm", "textsf", "textup",
    "textmd", "textnormal", "underline", "mbox",
})  # fmt: skip
_FONT_DECLARATIONS = frozenset({
    "em", "bf", "it", "sc", "sl", "tt", "rm", "sf", "up", "md", "normalfont", "bfseries",
    "itshape", "scshape", "slshape", "ttfamily", "rmfamily", "sffamily", "upshape", "mdseries",
})  # fmt: skip


def bibtex_to_text(value: str, *, display: bool = False) -> str:
    """Plain text of a BibTeX value: accents as Unicode, escapes and protective braces gone.

    Math (``$...$``) and commands with their braced arguments are kept as written, except
    font commands when ``display`` is true (a title, a venue, a name): those become their text.
    """
    if "\\" in value:
        value = _ACCENT.sub(_accented, value)
        value = _SPECIAL.sub(lambda m: _SPECIAL_LETTERS[m.group(1) or m.group(2)], value)
    if "{" in value or "\\" in value or "~" in value:
        value = _unbrace(value, display)
    return value


def _accented(match: re.Match[str]) -> str:
    groups = match.groupdict()
    accent = groups["p1"] or groups["p2"] or groups["w1"] or groups["w2"]
    letter = next(groups[f"l{i}"] for i in range(1, 8) if groups[f"l{i}"])
    base = letter[1:] if letter.startswith("\\") else letter  # \i and \j lose their dot
    return unicodedata.normalize("NFC", base + _ACCENT_MARKS[accent])


def _unbrace(value: str, display: bool = False) -> str:
    """Drop protective braces and BibTeX escapes outside math; keep commands' arguments.

    With ``display``, font commands outside math are dropped and their argument braces with
    them, as protective braces are.
    """
    out: list[str] = []
    kept: list[bool] = []  # for each open brace: is it written back?
    in_math = after_command = after_declaration = False
    for token in _TOKEN.findall(value):
        if display and not in_math and token[0] == "\\":
            if token[1:] in _FONT_COMMANDS:
                after_command = False
                continue
            if token[1:] in _FONT_DECLARATIONS:
                after_command, after_declaration = False, True
                continue
        if after_declaration and token[0] not in "\\{}$~":
            token = token[1:] if token.startswith(" ") else token
        after_declaration = False
        # The braces right after a command, or after a command's kept argument
        # (\frac{a}{b}), are the command's arguments.
        continues_command = False
        if token == "$":
            in_math = not in_math
            out.append(token)
        elif token == "{":
            kept.append(in_math or after_command)
            if kept[-1]:
                out.append(token)
        elif token == "}":
            if not kept or kept[-1]:
                out.append(token)
                continues_command = bool(kept)
            if kept:
                kept.pop()
        elif token[0] == "\\":
            if len(token) == 2 and token[1] in _ESCAPED and not in_math:
                out.append(token[1])
            else:
                out.append(token)
                continues_command = token[1:].isalpha()
        elif token == "~" and not in_math:
            out.append(" ")  # a non-breaking space in BibTeX
        else:
            out.append(token)
        after_command = continues_command
    return "".join(out)
