"""Pictures of boards outside the window: PNG and SVG export, and ``gobenson render``.

A scene is one board, or the two colours' boards side by side, each with a caption; it is drawn
by the editor's own :class:`~.board_painter.BoardPainter`, so files show what the window shows.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgGenerator

from ..core.atomic import write_atomic, write_output
from ..core.analysis import Analysis, analyze
from ..core.rules import Rules
from ..core.sgf.document import Document
from ..view.legend import legend_entries
from ..view.names import names_from_scratch
from ..view.panels import Panel, analysis_panels
from ..view.picture import Overlays, RegionMode, Whose, node_picture
from ..view.stepping import half_step_count
from .board_marks import (INK, PAPER, STANDARD_STYLE, WOOD, BoardStyle, draw_legend_sample, legend_icon, painting,
                          pixel_font)
from .board_painter import BoardPainter
from .words import (PICTURE_DESCRIPTION, bare_position_only, cannot_allocate, cannot_encode, no_picture_writer,
                    no_such_half_step)

CAPTION_SHARE = 0.06


class DrawingError(RuntimeError):
    """Part of a picture could not be drawn; the file was written with the bare position."""


@dataclass(frozen=True)
class LegendGrid:
    """The legend's entries in rows of as many as fit a width: a sample, then its words."""

    font: QFont
    icon: int
    gap: float
    entry_width: float
    per_row: int
    rows: int

    @property
    def row_height(self) -> float:
        return self.icon + self.gap / 3

    @property
    def height(self) -> float:
        return self.rows * self.row_height


def legend_grid(width: float, text_pixels: float, gap: float,
                metrics: Callable[[QFont], QFontMetricsF] = QFontMetricsF) -> LegendGrid:
    """The legend laid out for ``width``; ``metrics`` measures text on the device drawn on."""
    font = pixel_font(text_pixels)
    entries = legend_entries()
    icon = round(text_pixels * 1.6)
    entry_width = icon + gap / 2 + max(metrics(font).horizontalAdvance(text) for _, text in entries) + gap
    per_row = max(1, int((width + gap) // entry_width))
    return LegendGrid(font, icon, gap, entry_width, per_row, math.ceil(len(entries) / per_row))


def paint_legend(painter: QPainter, grid: LegendGrid, vector: bool) -> None:
    """The legend at the painter's origin; ``vector`` draws the samples as shapes (for SVG and
    PDF) rather than pasting the bitmaps the panel shows."""
    painter.setFont(grid.font)
    for number, (sample, text) in enumerate(legend_entries()):
        left, top = (number % grid.per_row) * grid.entry_width, (number // grid.per_row) * grid.row_height
        if vector:
            painter.save()
            painter.translate(left, top)
            painter.fillRect(QRectF(0, 0, grid.icon, grid.icon), WOOD)
            draw_legend_sample(painter, sample, grid.icon)
            painter.restore()
        else:
            painter.drawPixmap(QPointF(left, top), legend_icon(sample, grid.icon))
        painter.setPen(INK)
        painter.drawText(QRectF(left + grid.icon + grid.gap / 2, top, grid.entry_width, grid.icon),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


def scene_legend(width: float, board_pixels: int) -> LegendGrid:
    """The legend under a scene's boards, its text the size of the captions' small print."""
    text_pixels = max(9.0, board_pixels * CAPTION_SHARE * 0.4)
    return legend_grid(width, text_pixels, round(text_pixels * 1.5))


def scene_size(panels: list[Panel], board_pixels: int, legend: bool = False) -> QSize:
    """Boards of ``board_pixels`` square side by side, with a caption strip above (and the
    legend under them)."""
    caption = round(board_pixels * CAPTION_SHARE)
    width = board_pixels * len(panels)
    below = math.ceil(scene_legend(width, board_pixels).height + caption / 2) if legend else 0
    return QSize(width, board_pixels + caption + below)


def paint_scene(painter: QPainter, size: QSize, panels: list[Panel], board_painter: BoardPainter,
                legend: bool = False, vector: bool = False) -> None:
    width = size.width() / len(panels)
    boards_height = size.height()
    painter.fillRect(QRectF(0, 0, size.width(), size.height()), PAPER)
    if legend:
        grid = scene_legend(size.width(), round(width))
        boards_height -= math.ceil(grid.height + round(width * CAPTION_SHARE) / 2)
        painter.save()
        painter.translate(round(grid.gap / 2), boards_height + round(width * CAPTION_SHARE / 4))
        paint_legend(painter, grid, vector)
        painter.restore()
    caption = boards_height * CAPTION_SHARE / (1 + CAPTION_SHARE)
    for number, (title, picture) in enumerate(panels):
        painter.save()
        painter.translate(number * width, 0)
        painter.setPen(INK)
        painter.setFont(pixel_font(caption * 0.6, bold=True))
        painter.drawText(QRectF(0, 0, width, caption), Qt.AlignmentFlag.AlignCenter, title)
        painter.translate(0, caption)
        board_painter.paint(painter, width, boards_height - caption, picture)
        painter.restore()


def scene_image(panels: list[Panel], board_pixels: int, ratio: float = 1.0,
                board_painter: BoardPainter | None = None, legend: bool = False) -> QImage:
    """The scene as a bitmap; OSError when Qt cannot allocate one that large."""
    size = scene_size(panels, board_pixels, legend)
    width, height = round(size.width() * ratio), round(size.height() * ratio)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    if image.isNull():
        raise OSError(cannot_allocate(width, height))
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(PAPER))
    with painting(image) as painter:
        paint_scene(painter, size, panels, board_painter or BoardPainter(), legend)
    return image


def bitmap_formats() -> list[str]:
    """The suffixes of the bitmap formats this Qt can write (png, jpg, bmp, webp...)."""
    return sorted(bytes(name.data()).decode() for name in QImageWriter.supportedImageFormats())


def picture_format(path: Path) -> str:
    """The format a picture's name asks for: its suffix (none: PNG).  OSError, listing the
    formats there are, for a suffix no writer knows -- rather than bytes that belie the name."""
    suffix = path.suffix.lower().lstrip(".")
    if not suffix:
        return "png"
    known = bitmap_formats() + ["svg"]
    if suffix not in known:
        raise OSError(no_picture_writer(str(path), suffix, ", ".join(f".{name}" for name in sorted(known))))
    return suffix


def device_bytes(write: Callable[[QIODevice], None]) -> bytes:
    """What ``write`` puts on a device, kept in memory: pictures are made whole there and then
    written as every file is (:func:`~..core.atomic.write_atomic`), never straight to the target."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    write(buffer)
    buffer.close()
    return bytes(data.data())


def save_image(image: QImage, device: QIODevice, kind: str) -> None:
    """``image`` written on ``device`` in the format ``kind`` (``PNG``...), which PySide6 takes as a
    str: its type stubs name bytes, which it refuses."""
    image.save(device, kind)  # type: ignore[call-overload]


def svg_scene(buffer: QIODevice, panels: list[Panel], board_pixels: int, legend: bool,
              board_painter: BoardPainter) -> None:
    """The scene as an SVG drawing on ``buffer``: stones and samples drawn rather than pasted."""
    size = scene_size(panels, board_pixels, legend)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    generator.setTitle(" / ".join(title for title, _ in panels))
    generator.setDescription(str(PICTURE_DESCRIPTION))
    with painting(generator) as painter:
        paint_scene(painter, size, panels, board_painter, legend, vector=True)


def save_scene(path: str | Path, panels: list[Panel], board_pixels: int, legend: bool = False,
               write: Callable[[str | Path, bytes], None] = write_atomic, style: BoardStyle = STANDARD_STYLE) -> None:
    """Write the picture in the format its name says (:func:`picture_format`), with the legend
    under the boards if asked, the boards in ``style`` (the editor's); SVG is vector, stones and
    samples drawn rather than pasted as bitmaps.  The picture is made in memory, then handed to
    ``write`` (by default a file written whole or not at all; the command line's also knows ``-``
    for standard output).

    Raises OSError for a name without a writer or a file that cannot be written (saying why),
    and DrawingError (after writing the bare position) when an overlay could not be drawn.
    """
    kind = picture_format(Path(path))
    if kind == "svg":
        board_painter = BoardPainter(cached=False, style=style)
        data = device_bytes(lambda buffer: svg_scene(buffer, panels, board_pixels, legend, board_painter))
    else:
        board_painter = BoardPainter(style=style)
        image = scene_image(panels, board_pixels, board_painter=board_painter, legend=legend)
        data = device_bytes(lambda buffer: save_image(image, buffer, kind.upper()))
    if not data:
        raise OSError(cannot_encode(str(path), kind))
    write(path, data)
    if board_painter.failures:
        raise DrawingError(bare_position_only(repr(board_painter.failures[0])))


def render_document(document: Document, output: str, node: str | int, sequence: str, step: int | None,
                    size: int, rules: Rules = Rules.NO_SUICIDE, legend: bool = False) -> None:
    """``gobenson render``: a main-line node of the document's game, as a picture (``-``: a
    PNG on standard output).

    Raises ValueError for a node or half-step the game does not have, OSError for the output.
    """
    picture_format(Path(output))  # a name without a writer is refused before any work
    save_scene(output, node_panels(document, node, sequence, step, rules), size, legend, write_output)


def node_panels(document: Document, node: str | int, sequence: str, step: int | None, rules: Rules) -> list[Panel]:
    """The captioned boards of a main-line node with its analysis at half-step ``step`` (None:
    the verdict, where both colours' safe blocks are marked)."""
    chosen = document.main_line_nodes(node)[0]
    board = document.board(chosen)
    base = node_picture(board, chosen, document.game.charset)
    analysis = analyze(board, rules)
    whose = Whose(sequence)
    if step is not None:
        check_step(analysis, whose, step, chosen.depth())
    return analysis_panels(analysis, names_from_scratch(analysis, base.labels), base, whose, step,
                           Overlays(regions=RegionMode.ALL))


def thumbnail_png(document: Document, size: int) -> bytes:
    """The last main-line position with its safe blocks marked, as a ``size`` square PNG: the
    board alone, since a caption would not read at a file manager's thumbnail size."""
    (_, picture), *_ = node_panels(document, "last", Whose.BLACK.value, None, Rules.NO_SUICIDE)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    if image.isNull():
        raise OSError(cannot_allocate(size, size))
    image.fill(QColor(PAPER))
    with painting(image) as painter:
        BoardPainter().paint(painter, size, size, picture)
    return device_bytes(lambda buffer: save_image(image, buffer, "PNG"))


def check_step(analysis: Analysis, sequence: Whose, step: int, node: int) -> None:
    """ValueError naming the half-steps there are, for a ``--step`` past the last of them (with
    both colours, the longer sequence counts: the shorter one shows its verdict meanwhile)."""
    colours = sequence.colours
    last = max(half_step_count(analysis.of(colour)) for colour in colours) - 1
    if step > last:
        raise ValueError(no_such_half_step(step, node, colours[0].value if len(colours) == 1 else None, last))
