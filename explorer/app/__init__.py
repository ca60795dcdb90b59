"""The desktop app (PySide6): the only package that imports Qt.

:func:`run_app` opens the window on corpora or a saved graph; with
``screenshot`` it loads, waits for the layout, saves a PNG of the window and
returns, which also works without a display (``QT_QPA_PLATFORM=offscreen``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from explorer.errors import ExplorerError
from explorer.paths import DEFAULT_CORPUS


def run_app(
    paths: list[str],
    *,
    screenshot: str | None = None,
    select: str | None = None,
    size: tuple[int, int] = (1400, 900),
    lang: str | None = None,
) -> int:
    """Open the explorer window on ``paths`` (the default corpus when empty).

    Parameters
    ----------
    paths : corpus files or one saved graph file.
    screenshot : if given, write a PNG of the window there and exit instead of waiting.
    select : label, alias or id of a node to select first.
    size : window width and height in pixels.
    lang : language code for this run; None: View > Language's choice (else the system's).

    Returns
    -------
    int : the exit status (0 on success).
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from explorer.app.language import effective_language, install_language
    from explorer.app.window.main_window import MainWindow
    from explorer.app.window.screenshot import ScreenshotRun
    from explorer.app.window.theme import apply_palette
    from explorer.paths import resource

    paths = [str(p) for p in paths] or [str(DEFAULT_CORPUS)]
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "explorer"])
    app.setApplicationName("explorer")
    app.setOrganizationName("explorer")
    app.setDesktopFileName("explorer")
    app.setWindowIcon(QIcon(str(resource("app", "explorer.svg"))))
    apply_palette(app, dark=False)
    install_language(lang or effective_language())  # before any widget takes its texts
    window = MainWindow(interactive=screenshot is None)
    window.resize(*size)
    window.show()
    if screenshot is not None:
        run = ScreenshotRun(window, Path(screenshot), select)
        QTimer.singleShot(0, lambda: run.start(paths))
        app.exec()
        return run.exit_code
    # Load after the first paint: importing spaCy takes a moment.
    QTimer.singleShot(0, lambda: window.open_paths(paths))
    if select:
        window.graphLoaded.connect(lambda: window.search.search(select))
    return app.exec()


def ensure_display(*, offscreen_ok: bool) -> None:
    """Fail with one line instead of a Qt abort when there is no screen to open a window on."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return
    if offscreen_ok:  # a screenshot needs no screen
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        return
    raise ExplorerError(
        "no display to open the window on; run `xvfb-run -a explorer`, or render a PNG with "
        "`explorer app --screenshot out.png`"
    )
