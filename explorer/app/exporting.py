"""Export what the window shows: PNG/SVG pictures, the HTML page, graph files."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsView, QWidget

from explorer.atomic import atomic_write_bytes
from explorer.errors import ExplorerError

IMAGE_SUFFIXES = (".png", ".svg")
GRAPH_SUFFIXES = (".graphml", ".gexf", ".json", ".json.gz")


def png_bytes(image: QImage) -> bytes:
    """``image`` encoded as PNG."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise ExplorerError("cannot encode the picture as PNG")
    buffer.close()
    return bytes(data.data())


def save_widget_png(widget: QWidget, path: str | Path) -> None:
    """Grab ``widget`` as it is on screen and write it as a PNG, atomically."""
    image = widget.grab().toImage()
    atomic_write_bytes(path, png_bytes(image))


def export_view_image(view: QGraphicsView, path: str | Path, scale: float = 2.0) -> None:
    """Write the visible part of the canvas as PNG (``scale`` x pixels) or SVG, by suffix."""
    path = Path(path)
    suffix = path.suffix.lower()
    source = view.viewport().rect()
    if suffix == ".png":
        size = QSize(int(source.width() * scale), int(source.height() * scale))
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(view.backgroundBrush().color())
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.render(painter, QRect(0, 0, size.width(), size.height()), source)
        painter.end()
        atomic_write_bytes(path, png_bytes(image))
    elif suffix == ".svg":
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(source.size())
        generator.setViewBox(QRect(0, 0, source.width(), source.height()))
        generator.setTitle("Explorer graph")
        painter = QPainter(generator)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.render(painter, QRect(0, 0, source.width(), source.height()), source)
        painter.end()
        buffer.close()
        atomic_write_bytes(path, bytes(data.data()))
    else:
        raise ExplorerError(
            f"cannot export a picture as {suffix or 'a file without suffix'}; use .png or .svg",
            path=path,
        )


def export_view_html(
    graph,
    positions: dict[str, tuple[float, float]],
    path: str | Path,
    title: str,
    warn: Callable[[str], object] | None = None,
) -> None:
    """Write the standalone HTML page of ``graph``, drawn where the canvas has its nodes."""
    from explorer.export import export_html

    # While a layout is still on its way some nodes have no place yet: let the page lay out.
    complete = all(node in positions for node in graph)
    export_html(graph, path, positions=positions if complete else None, title=title, warn=warn)


def export_graph_file(graph, path: str | Path) -> None:
    """Write the whole graph as GraphML, GEXF or JSON, by suffix."""
    from explorer.graph.io import save_graph

    save_graph(graph, path)


def with_filter_suffix(path: str, file_filter: str) -> str:
    """``path``, given the suffix of a file dialog's filter if it has none (some dialogs don't).

    >>> with_filter_suffix("/tmp/view", "SVG image (*.svg)")
    '/tmp/view.svg'
    >>> with_filter_suffix("/tmp/view.png", "SVG image (*.svg)")
    '/tmp/view.png'
    """
    if Path(path).suffix:
        return path
    match = re.search(r"\*(\.\w+)", file_filter)
    return path + match.group(1) if match else path
