"""Export helpers that need no loaded corpus."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from explorer.app.window.exporting import png_bytes, with_filter_suffix


@pytest.mark.parametrize(
    ("path", "file_filter", "expected"),
    [
        ("/d/view", "PNG image (*.png);;SVG image (*.svg)", "/d/view.png"),
        ("/d/view", "SVG image (*.svg)", "/d/view.svg"),
        ("/d/view.svg", "PNG image (*.png)", "/d/view.svg"),
        ("/d/graph", "All files (*)", "/d/graph"),
        ("/d/graph", "Compressed JSON (*.json.gz)", "/d/graph.json.gz"),
    ],
)
def test_a_dialog_path_gets_the_filter_suffix(path, file_filter, expected):
    assert with_filter_suffix(path, file_filter) == expected


def test_png_bytes_round_trip(qapp):
    image = QImage(4, 3, QImage.Format.Format_ARGB32)
    image.fill(QColor("#1f77b4"))
    back = QImage.fromData(png_bytes(image))
    assert (back.width(), back.height()) == (4, 3)
    assert back.pixelColor(2, 1).name() == "#1f77b4"
