"""What Python and the system say about a bad file, in the user's language.

Messages naming a file's problem often end with words that are not ours: the JSON decoder's
``Expecting ',' delimiter``, the C library's ``Permission denied``, Python's type of a value.
Each function here gives the known ones through :func:`explorer.i18n.translate` and passes
any other through unchanged (English is better than nothing, and never wrong).

Examples
--------
>>> from explorer import i18n
>>> i18n.set_language("zh_CN")
>>> json_problem("Expecting value"), os_problem(PermissionError(13, "Permission denied"))
('缺少值', '没有权限')
>>> json_problem("Something new"), value_kind([1])
('Something new', '列表')
>>> i18n.set_language("en")
>>> json_problem("Expecting value"), os_problem(FileNotFoundError(2, "No such file")), value_kind(1)
('Expecting value', 'No such file or directory', 'a number')
"""

from __future__ import annotations

import errno

from explorer.i18n import QT_TRANSLATE_NOOP, translate

#: ``json.JSONDecodeError.msg`` -> its text here (the same English, translatable).
_JSON = {
    "Expecting value": QT_TRANSLATE_NOOP("SystemText", "Expecting value"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("SystemText", "Expecting ',' delimiter"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("SystemText", "Expecting ':' delimiter"),
    "Expecting property name enclosed in double quotes": QT_TRANSLATE_NOOP(
        "SystemText", "Expecting property name enclosed in double quotes"
    ),
    "Unterminated string starting at": QT_TRANSLATE_NOOP(
        "SystemText", "Unterminated string starting at"
    ),
    "Invalid control character at": QT_TRANSLATE_NOOP("SystemText", "Invalid control character at"),
    "Extra data": QT_TRANSLATE_NOOP("SystemText", "Extra data"),
}

#: errno -> the C library's English ``strerror`` (Python's text does not follow our choice).
_ERRNO = {
    errno.ENOENT: QT_TRANSLATE_NOOP("SystemText", "No such file or directory"),
    errno.EACCES: QT_TRANSLATE_NOOP("SystemText", "Permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("SystemText", "Operation not permitted"),
    errno.EISDIR: QT_TRANSLATE_NOOP("SystemText", "Is a directory"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("SystemText", "Not a directory"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("SystemText", "No space left on device"),
    errno.EROFS: QT_TRANSLATE_NOOP("SystemText", "Read-only file system"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("SystemText", "File name too long"),
    errno.ELOOP: QT_TRANSLATE_NOOP("SystemText", "Too many levels of symbolic links"),
    errno.EIO: QT_TRANSLATE_NOOP("SystemText", "Input/output error"),
}

#: Python type -> what a message calls a value of it (other types keep Python's name).
_KINDS = {
    dict: QT_TRANSLATE_NOOP("SystemText", "an object"),
    list: QT_TRANSLATE_NOOP("SystemText", "a list"),
    bool: QT_TRANSLATE_NOOP("SystemText", "true/false"),
    str: QT_TRANSLATE_NOOP("SystemText", "a string"),
    int: QT_TRANSLATE_NOOP("SystemText", "a number"),
    float: QT_TRANSLATE_NOOP("SystemText", "a number"),
}


def json_problem(message: str) -> str:
    """The JSON decoder's ``message`` in the current language (unknown ones as they are)."""
    known = _JSON.get(message)
    return translate("SystemText", known) if known else message


def os_problem(err: BaseException) -> str:
    """What went wrong in an ``OSError`` (by its errno), else its own text."""
    known = _ERRNO.get(getattr(err, "errno", None))
    if known:
        return translate("SystemText", known)
    return str(getattr(err, "strerror", None) or err)


def os_error_line(err: OSError) -> str:
    """An ``OSError`` as one message line: the file it names, then :func:`os_problem`.

    >>> os_error_line(FileNotFoundError(2, "No such file", "a.txt")).startswith("a.txt: ")
    True
    """
    return f"{err.filename or ''}: {os_problem(err)}".lstrip(": ")


def value_kind(value: object) -> str:
    """What ``value`` is, as a message names it: ``"a list"``, ``"true/false"``, ``"null"``."""
    if value is None:
        return "null"
    kind = _KINDS.get(type(value))
    return translate("SystemText", kind) if kind else type(value).__name__
