"""Export what the window shows: PNG/SVG pictures, the HTML page, graph files."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRect, QRectF, QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsView, QWidget

from explorer.app.canvas.legend import Legend
from explorer.atomic import atomic_write_bytes
from explorer.errors import ExplorerError
from explorer.outputs import check_output

IMAGE_SUFFIXES = (".png", ".svg")
GRAPH_SUFFIXES = (".graphml", ".gexf", ".json", ".json.gz")
FORMAT = QImage.Format.Format_ARGB32
#: Longest side of a picture of the whole view, in pixels before ``scale``.
MAX_SIDE = 2000
#: Room around the nodes of a whole view (scene units), and where the legend sits (pixels).
WHOLE_MARGIN, LEGEND_AT = 40.0, 10


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


def export_view_image(
    view: QGraphicsView, legend: Legend, path: str | Path, *, whole: bool, scale: float = 2.0
) -> None:
    """Write the canvas as PNG (``scale`` x pixels) or SVG, by suffix, with ``legend`` drawn in.

    ``whole``: every node of the view, at the canvas's zoom (smaller if that would make a
    picture over :data:`MAX_SIDE` pixels a side); else the visible part, as on screen.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in IMAGE_SUFFIXES:
        raise ExplorerError(
            f"cannot export a picture as {suffix or 'a file without suffix'}; use .png or .svg",
            path=path,
        )
    if whole:
        source = whole_view_rect(view, legend)
        pixels = _pixels_per_unit(view, source)
        size = QSize(
            max(1, round(source.width() * pixels)), max(1, round(source.height() * pixels))
        )

        def render(painter: QPainter, target: QRectF) -> None:
            view.scene().render(painter, target, source)
    else:
        visible = view.viewport().rect()
        size = visible.size()

        def render(painter: QPainter, target: QRectF) -> None:
            view.render(painter, target, visible)

    background = view.backgroundBrush().color()
    if suffix == ".png":
        image = QImage(QSize(int(size.width() * scale), int(size.height() * scale)), FORMAT)
        image.fill(background)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        render(painter, QRectF(0, 0, image.width(), image.height()))
        painter.scale(scale, scale)
        _draw_legend(painter, legend)
        painter.end()
        atomic_write_bytes(path, png_bytes(image))
        return
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle("Explorer graph")
    painter = QPainter(generator)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(QRectF(0, 0, size.width(), size.height()), background)
    render(painter, QRectF(0, 0, size.width(), size.height()))
    _draw_legend(painter, legend)
    painter.end()
    buffer.close()
    atomic_write_bytes(path, bytes(data.data()))


def whole_view_rect(view: QGraphicsView, legend: Legend) -> QRectF:
    """The scene rectangle around every node, with room for the legend in its top-left corner."""
    rect = QRectF()
    for item in view.nodes.values():
        rect = rect.united(item.sceneBoundingRect())
    if rect.isEmpty():
        rect = QRectF(0, 0, 1, 1)
    rect.adjust(-WHOLE_MARGIN, -WHOLE_MARGIN, WHOLE_MARGIN, WHOLE_MARGIN)
    pixels = _pixels_per_unit(view, rect)
    rect.setLeft(rect.left() - (legend.width() + LEGEND_AT) / pixels)
    pixels = _pixels_per_unit(view, rect)
    rect.setHeight(max(rect.height(), (legend.height() + 2 * LEGEND_AT) / pixels))
    return rect


def _pixels_per_unit(view: QGraphicsView, rect: QRectF) -> float:
    """The canvas's zoom, less if the picture of ``rect`` would be over MAX_SIDE pixels."""
    longest = max(rect.width(), rect.height(), 1e-9)
    return min(view.transform().m11() or 1.0, MAX_SIDE / longest)


def _draw_legend(painter: QPainter, legend: Legend) -> None:
    painter.save()
    painter.translate(LEGEND_AT, LEGEND_AT)
    legend.paint_into(painter)
    painter.restore()


def export_view_html(
    graph,
    positions: dict[str, tuple[float, float]],
    path: str | Path,
    title: str,
    warn: Callable[[str], object] | None = None,
    source=None,
) -> None:
    """Write the standalone HTML page of ``graph``, drawn where the canvas has its nodes.

    ``graph`` is the canvas's view as its filters made it (grouped by family or not, generic
    concepts or not), so the page, the canvas and a GraphML/GEXF of the view agree;
    ``source`` is the whole graph, on whose papers the page computes concepts' trends.
    """
    from explorer.export import export_html

    # While a layout is still on its way some nodes have no place yet: let the page lay out.
    complete = all(node in positions for node in graph)
    where = positions if complete else None
    export_html(graph, path, positions=where, title=title, source=source, warn=warn)


def export_graph_file(
    graph,
    path: str | Path,
    positions: dict[str, tuple[float, float]] | None = None,
    source=None,
    inputs: Sequence[str] = (),
) -> None:
    """Write ``graph`` as GraphML, GEXF or JSON, by suffix (GraphML/GEXF with the picture).

    ``positions`` are scene (x, y) of the canvas; ``source`` the graph a view was cut from,
    which sizes its nodes as on the canvas. Never written over one of ``inputs``, the files
    the graph was opened from (by any name: symlink, hard link).
    """
    from explorer.graph.io import save_graph

    option = QCoreApplication.translate("Exporting", "the graph file")
    check_output(path, inputs=inputs, suffixes=GRAPH_SUFFIXES, option=option)
    complete = positions is not None and all(node in positions for node in graph)
    save_graph(graph, path, positions=positions if complete else None, source=source)


def with_filter_suffix(path: str, file_filter: str) -> str:
    """``path``, given the suffix of a file dialog's filter if it has none (some dialogs don't).

    >>> with_filter_suffix("/tmp/view", "SVG image (*.svg)")
    '/tmp/view.svg'
    >>> with_filter_suffix("/tmp/view.png", "SVG image (*.svg)")
    '/tmp/view.png'
    >>> with_filter_suffix("/tmp/graph", "Compressed JSON (*.json.gz)")
    '/tmp/graph.json.gz'
    """
    if Path(path).suffix:
        return path
    match = re.search(r"\*((?:\.\w+)+)", file_filter)  # the whole of *.json.gz
    return path + match.group(1) if match else path
