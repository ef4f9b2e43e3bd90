"""Handouts: a whole casting-out sequence in one file -- a sheet of captioned boards (PDF, SVG,
PNG), an animation (GIF) -- or on a printer.

Each board is the scene ``gobenson render --step`` draws for that half-step, and the words under
it are those the analysis panel shows while stepping, so that a handout teaches exactly what the
editor shows.  A sheet is made of pieces (the title, one per half-step, the legend), each painted
at its own origin: the PNG pastes the very scene images ``render`` makes, the PDF and the printer
paint the same pieces as vectors, and the SVG nests one ``<svg>`` per piece so that each
half-step is one element a teacher can move or delete.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

from PySide6.QtCore import QIODevice, QMarginsF, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QImage, QPageLayout, QPageSize, QPaintDevice, QPainter,
                           QPdfWriter)
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtSvg import QSvgGenerator

from ..core.atomic import write_atomic
from ..core.analysis import Analysis, analyze
from ..core.report import document_title
from ..core.rules import Rules
from ..core.sgf.document import Document
from ..core.sgf.properties import game_info
from ..core.sgf.tree import Node
from ..view.names import Names, names_from_scratch
from ..view.panels import Panel, analysis_panels
from ..view.picture import BoardPicture, Overlays, RegionMode, Whose, node_picture
from ..view.stepping import describe, half_step, half_step_count
from .board_marks import INK, PAPER, pixel_font
from .board_painter import BoardPainter
from .render import (CAPTION_SHARE, device_bytes, legend_grid, paint_legend, paint_scene, save_image, scene_image,
                     scene_size)
from .words import (BOTH_COLOURS, CANNOT_PRINT, GIF_NEEDS_PILLOW, lines_left_out, not_a_handout_format, page_title,
                    sheet_title, too_large)

FORMATS = ("pdf", "svg", "png", "gif")
DEFAULT_COLUMNS = 3
"""Half-steps per row of a sheet; two when each half-step is two boards side by side."""
DEFAULT_BOARD_PIXELS = 400
STEP_MS = 1000
"""How long the animation shows each half-step..."""
VERDICT_MS = 3000
"""...and the verdict, held longer so that the loop does not hide it."""
TEXT_SHARE = 0.04
"""Size of the words next to a board's side, in PNG, SVG and GIF."""
TOP_LEFT_WRAPPED = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
"""How the sheet's title and explanations are set in their boxes."""
PAGE_TEXT_POINTS = 8.5
"""Size of the words on paper: readable in print, whatever the board's size."""
PDF_RESOLUTION = 300
PAGE_MARGIN_MM = 12
WORDS_SHARE = 1.0
"""The words under a board take at most this share of its scene's height; longer explanations
(a big position sheds dozens of blocks in one half-step) are cut with a count of what is left."""
SVG = "http://www.w3.org/2000/svg"
MAX_PIXELS = 100_000_000
"""The most pixels a PNG sheet, or all of a GIF's frames together, may hold (400 MB in memory)."""


class HandoutError(ValueError):
    """A handout that cannot be made as asked; the message names the problem."""


@dataclass(frozen=True)
class SheetStep:
    """One half-step on a sheet: its boards (as ``render`` captions them) and its words."""

    index: int
    panels: list[Panel]
    words: tuple[str, ...]
    """The lines :func:`~gobenson_gui.view.stepping.describe` gives, the colours apart by an empty line."""


@dataclass(frozen=True)
class Handout:
    """What a handout shows, whatever the format."""

    title: str
    steps: tuple[SheetStep, ...]
    legend: bool = False


def sequence_handout(analysis: Analysis, names: Names, base: BoardPicture, sequence: Whose | str, title: str,
                     legend: bool = False, overlays: Overlays = Overlays(regions=RegionMode.ALL)) -> Handout:
    """Every half-step of ``sequence`` (black's, white's or both), as the slider steps through
    them, the regions named ``names``."""
    whose = Whose(sequence)
    colours = whose.colours
    count = max(half_step_count(analysis.of(colour)) for colour in colours)
    steps = []
    for index in range(count):
        words: list[str] = []
        for colour in colours:
            side = analysis.of(colour)
            words += ([""] if words else []) + describe(side, half_step(side, index), names[colour])
        steps.append(SheetStep(index, analysis_panels(analysis, names, base, whose, index, overlays), tuple(words)))
    return Handout(title, tuple(steps), legend)


# -- layout ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Style:
    """The sizes of one sheet, in its device's pixels."""

    board_pixels: int
    text_pixels: float
    device: QPaintDevice | None = None
    """Where the text is measured (a PDF writer's fonts differ from the screen's); None: an image."""

    @property
    def gap(self) -> int:
        return round(self.text_pixels * 1.5)

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.device) if self.device is not None else QFontMetricsF(font)


@dataclass(frozen=True)
class Piece:
    """A part of a sheet at its place; ``paint`` draws it at the painter's origin, as vectors or not."""

    name: str
    rect: QRectF
    paint: Callable[[QPainter, bool], None]


def _line_height(metrics: QFontMetricsF, line: str, width: float) -> float:
    if not line:
        return metrics.lineSpacing() / 2
    return metrics.boundingRect(QRectF(0, 0, width, 1e7), Qt.TextFlag.TextWordWrap, line).height()


def fitted_words(words: tuple[str, ...], width: float, limit: float, metrics: QFontMetricsF) -> tuple[list[str], float]:
    """The lines that fit in ``limit`` pixels at ``width``, and their height; when some do not
    fit, the last line counts those left out."""
    heights = [_line_height(metrics, line, width) for line in words]
    if sum(heights) <= limit:
        return list(words), sum(heights)
    kept, used = [], metrics.lineSpacing()
    for line, height in zip(words, heights):
        if used + height > limit:
            break
        kept.append(line)
        used += height
    kept.append(lines_left_out(len(words) - len(kept)))
    return kept, used


def _words_painter(lines: list[str], width: float, style: Style) -> Callable[[QPainter], None]:
    font = pixel_font(style.text_pixels)
    metrics = style.metrics(font)

    def paint(painter: QPainter) -> None:
        painter.setFont(font)
        painter.setPen(INK)
        top = 0.0
        for line in lines:
            height = _line_height(metrics, line, width)
            painter.drawText(QRectF(0, top, width, height), TOP_LEFT_WRAPPED, line)
            top += height
    return paint


def step_piece(step: SheetStep, style: Style, at: QPointF, lines: list[str], height: float) -> Piece:
    """A half-step's scene with its words under it.  An image gets the scene ``render`` makes,
    pixel for pixel; a vector device gets the same scene painted."""
    size = scene_size(step.panels, style.board_pixels)
    words = _words_painter(lines, size.width(), style)

    def paint(painter: QPainter, vector: bool) -> None:
        if vector:
            paint_scene(painter, size, step.panels, BoardPainter(cached=False))
        else:
            painter.drawImage(QPointF(0, 0), scene_image(step.panels, style.board_pixels))
        painter.translate(0, size.height() + style.gap / 2)
        words(painter)
    return Piece(f"half-step-{step.index}", QRectF(at, QSizeF(size.width(), height)), paint)


def title_piece(title: str, width: float, style: Style, at: QPointF) -> Piece:
    """The title, on as many lines as the sheet's width needs (file names can be long)."""
    font = pixel_font(style.text_pixels * 1.4, bold=True)
    height = _line_height(style.metrics(font), title, width)

    def paint(painter: QPainter, vector: bool) -> None:
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(QRectF(0, 0, width, height), TOP_LEFT_WRAPPED, title)
    return Piece("title", QRectF(at, QSizeF(width, height)), paint)


def legend_height(width: float, style: Style) -> float:
    return legend_piece(width, style, QPointF()).rect.height()


def legend_piece(width: float, style: Style, at: QPointF) -> Piece:
    """The legend in as many columns as fit the sheet's width."""
    grid = legend_grid(width, style.text_pixels, style.gap, style.metrics)
    return Piece("legend", QRectF(at, QSizeF(width, grid.height)),
                 lambda painter, vector: paint_legend(painter, grid, vector))


def _rows(handout: Handout, columns: int) -> list[tuple[SheetStep, ...]]:
    steps = handout.steps
    return [steps[start:start + columns] for start in range(0, len(steps), columns)]


def sheet_columns(handout: Handout, columns: int) -> int:
    return max(1, min(columns, len(handout.steps)))


def scene_extent(handout: Handout, style: Style) -> QSize:
    return scene_size(handout.steps[0].panels, style.board_pixels)


def lay_out(handout: Handout, columns: int, style: Style, page: QSizeF | None = None,
            words_height: float | None = None) -> tuple[QSizeF, list[list[Piece]]]:
    """The pieces of each page, and the page's size.

    ``page`` None lays everything out on one sheet as tall as it needs (with a margin); a page
    size packs whole rows of half-steps onto as many pages as it takes, the title (with the page
    number) on top of each and the legend under the boards.  ``words_height`` gives every
    half-step the same room for words (the frames of an animation must not jump).
    """
    columns = sheet_columns(handout, columns)
    scene = scene_extent(handout, style)
    gap = style.gap
    inner = columns * scene.width() + (columns - 1) * gap
    margin = 0 if page is not None else gap
    width = page.width() if page is not None else inner + 2 * margin
    title_height = title_piece(handout.title, inner, style, QPointF()).rect.height()
    legend = legend_height(inner, style) + gap if handout.legend else 0
    limit = scene.height() * WORDS_SHARE
    if page is not None:
        limit = min(limit, page.height() - title_height - legend - 2 * gap - scene.height())
    body_top = margin + title_height + gap
    metrics = style.metrics(pixel_font(style.text_pixels))
    rows: list[tuple[tuple[SheetStep, ...], list[tuple[list[str], float]], float]] = []
    row_tops: list[float] = []
    page_of: list[int] = []
    bottom, pages_count = body_top, 1
    for row in _rows(handout, columns):
        fitted = [fitted_words(step.words, scene.width(), limit, metrics) for step in row]
        height = scene.height() + gap / 2 + (words_height if words_height is not None
                                                else max(used for _, used in fitted))
        if page is not None and rows and bottom + height > page.height() - legend:
            pages_count += 1
            bottom = body_top
        rows.append((row, fitted, height))
        row_tops.append(round(bottom))
        page_of.append(pages_count - 1)
        bottom += height + gap
    pages: list[list[Piece]] = [[] for _ in range(pages_count)]
    for number, pieces in enumerate(pages):
        title = handout.title if pages_count == 1 else page_title(handout.title, number + 1, pages_count)
        pieces.append(title_piece(title, inner, style, QPointF(margin, margin)))
    for (row, fitted, height), top, number in zip(rows, row_tops, page_of):
        for column, (step, (lines, _used)) in enumerate(zip(row, fitted)):
            left = margin + column * (scene.width() + gap)
            pages[number].append(step_piece(step, style, QPointF(left, top), lines, height))
    ends = [0.0] * pages_count
    for top, number, (_, _, height) in zip(row_tops, page_of, rows):
        ends[number] = top + height
    if handout.legend:
        for number, pieces in enumerate(pages):
            pieces.append(legend_piece(inner, style, QPointF(margin, round(ends[number] + gap))))
    height = page.height() if page is not None else max(piece.rect.bottom() for piece in pages[0]) + margin
    return QSizeF(width, math.ceil(height)), pages


def paint_page(painter: QPainter, pieces: list[Piece], vector: bool) -> None:
    for piece in pieces:
        painter.save()
        painter.translate(piece.rect.topLeft())
        piece.paint(painter, vector)
        painter.restore()


# -- formats --------------------------------------------------------------------------------------


def image_style(board_pixels: int) -> Style:
    return Style(board_pixels, board_pixels * TEXT_SHARE)


def sheet_image(handout: Handout, columns: int = DEFAULT_COLUMNS, board_pixels: int = DEFAULT_BOARD_PIXELS,
                words_height: float | None = None) -> QImage:
    """The whole sheet as one picture; each board is pasted as ``render.scene_image`` makes it."""
    size, (pieces,) = lay_out(handout, columns, image_style(board_pixels), words_height=words_height)
    refuse_huge(size)
    image = QImage(round(size.width()), round(size.height()), QImage.Format.Format_RGB32)
    image.fill(QColor(PAPER))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    paint_page(painter, pieces, vector=False)
    painter.end()
    return image


def refuse_huge(size: QSizeF, copies: int = 1) -> None:
    """Stop before a picture too big for memory is made, rather than fail halfway."""
    if size.width() * size.height() * copies > MAX_PIXELS:
        raise HandoutError(too_large(copies, round(size.width()), round(size.height())))


def png_bytes(handout: Handout, columns: int, board_pixels: int) -> bytes:
    image = sheet_image(handout, columns, board_pixels)
    return device_bytes(lambda buffer: save_image(image, buffer, "PNG"))


def _svg_of(piece: Piece) -> bytes:
    """``piece`` alone, as vectors, in an SVG document titled with its name."""
    size = piece.rect.size()

    def write(buffer: QIODevice) -> None:
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(size.toSize())
        generator.setViewBox(QRectF(QPointF(), size))
        generator.setTitle(piece.name)
        painter = QPainter(generator)
        piece.paint(painter, True)
        painter.end()
    return device_bytes(write)


def svg_bytes(handout: Handout, columns: int, board_pixels: int) -> bytes:
    """One SVG document; every piece is a nested ``<svg>`` whose id names it (``half-step-3``)."""
    ElementTree.register_namespace("", SVG)
    ElementTree.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    size, (pieces,) = lay_out(handout, columns, image_style(board_pixels))
    root = ElementTree.Element(f"{{{SVG}}}svg", {
        "width": str(round(size.width())), "height": str(round(size.height())), "version": "1.1",
        "viewBox": f"0 0 {round(size.width())} {round(size.height())}"})
    ElementTree.SubElement(root, f"{{{SVG}}}title").text = handout.title
    ElementTree.SubElement(root, f"{{{SVG}}}rect", {
        "width": "100%", "height": "100%", "fill": QColor(PAPER).name()})
    for piece in pieces:
        part = ElementTree.fromstring(_svg_of(piece))
        _own_ids(part, piece.name)
        for name in ("version", "baseProfile"):
            part.attrib.pop(name, None)
        part.attrib.update({"id": piece.name, "x": str(piece.rect.x()), "y": str(piece.rect.y()),
                            "width": str(piece.rect.width()), "height": str(piece.rect.height())})
        root.append(part)
    document: bytes = ElementTree.tostring(root, encoding="utf-8", xml_declaration=True)
    return document


def _own_ids(part: ElementTree.Element, prefix: str) -> None:
    """Qt numbers gradients and patterns from 1 in every SVG it writes: prefix them, and the
    references to them, with the piece's name so that the pieces' ids stay apart in one file."""
    for element in part.iter():
        for key, value in element.attrib.items():
            if key == "id":
                element.set(key, f"{prefix}-{value}")
            elif "url(#" in value:
                element.set(key, value.replace("url(#", f"url(#{prefix}-"))
            elif key.endswith("href") and value.startswith("#"):
                element.set(key, f"#{prefix}-{value[1:]}")


def page_style(handout: Handout, columns: int, device: QPdfWriter | QPrinter) -> tuple[Style, QSizeF]:
    """Boards as large as ``columns`` of them across the printable width allow, and small
    enough that a row, its words, the title and the legend fit on a page."""
    area = QSizeF(device.pageLayout().paintRectPixels(device.resolution()).size())
    text = PAGE_TEXT_POINTS * device.resolution() / 72
    probe = Style(1, text, device)
    columns = sheet_columns(handout, columns)
    boards = len(handout.steps[0].panels)
    across = (area.width() - (columns - 1) * probe.gap) / columns / boards
    title = title_piece(handout.title, area.width(), probe, QPointF()).rect.height()
    legend = legend_height(area.width(), probe) + probe.gap if handout.legend else 0
    few_lines = 4 * probe.metrics(pixel_font(text)).lineSpacing()
    down = (area.height() - title - legend - 3 * probe.gap - few_lines) / (1 + CAPTION_SHARE)
    return Style(max(1, int(min(across, down))), text, device), area


def paint_pages(device: QPdfWriter | QPrinter, handout: Handout, columns: int = DEFAULT_COLUMNS) -> int:
    """Paint the handout on a PDF writer or a printer, a new page for each page of the layout;
    the answer is the number of pages.  Boards go as images at the device's resolution (painted
    as vectors into a PDF, the cast-out stones lost their dimming); the words stay text."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(str(CANNOT_PRINT))
    style, area = page_style(handout, columns, device)
    _, pages = lay_out(handout, columns, style, page=area)
    for number, pieces in enumerate(pages):
        if number:
            device.newPage()
        paint_page(painter, pieces, vector=False)
    painter.end()
    return len(pages)


def pdf_writer(device: QIODevice, title: str) -> QPdfWriter:
    writer = QPdfWriter(device)
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(*[PAGE_MARGIN_MM] * 4), QPageLayout.Unit.Millimeter))
    writer.setTitle(title)
    writer.setCreator("gobenson")
    return writer


def pdf_bytes(handout: Handout, columns: int) -> bytes:
    """A4 pages, as many as the rows of half-steps need."""
    def write(buffer: QIODevice) -> None:
        writer = pdf_writer(buffer, handout.title)
        paint_pages(writer, handout, columns)
        del writer  # finishes the file
    return device_bytes(write)


def animation_frames(handout: Handout, board_pixels: int) -> list[QImage]:
    """One picture per half-step, all of one size: the title, the boards, the words, the legend."""
    style = image_style(board_pixels)
    metrics = style.metrics(pixel_font(style.text_pixels))
    scene = scene_extent(handout, style)
    room = max(fitted_words(step.words, scene.width(), scene.height() * WORDS_SHARE, metrics)[1]
               for step in handout.steps)
    refuse_huge(lay_out(Handout(handout.title, handout.steps[:1], handout.legend), 1, style,
                        words_height=room)[0], len(handout.steps))
    return [sheet_image(Handout(handout.title, (step,), handout.legend), 1, board_pixels, words_height=room)
            for step in handout.steps]


def gif_bytes(handout: Handout, board_pixels: int) -> bytes:
    """An endless loop of the half-steps, a second each, the verdict held longer."""
    try:
        from PIL import Image
    except ImportError:
        raise HandoutError(str(GIF_NEEDS_PILLOW)) from None
    frames = []
    for image in animation_frames(handout, board_pixels):
        rgb = image.convertToFormat(QImage.Format.Format_RGB888)
        picture = Image.frombuffer("RGB", (rgb.width(), rgb.height()), bytes(rgb.constBits()),
                                   "raw", "RGB", rgb.bytesPerLine(), 1)
        frames.append(picture.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE))
    durations = [STEP_MS] * (len(frames) - 1) + [VERDICT_MS]
    out = io.BytesIO()
    frames[0].save(out, "GIF", save_all=True, append_images=frames[1:], duration=durations, loop=0)
    return out.getvalue()


def handout_bytes(handout: Handout, form: str, columns: int = DEFAULT_COLUMNS,
                  board_pixels: int = DEFAULT_BOARD_PIXELS) -> bytes:
    if form == "pdf":
        return pdf_bytes(handout, columns)
    if form == "svg":
        return svg_bytes(handout, columns, board_pixels)
    if form == "png":
        return png_bytes(handout, columns, board_pixels)
    if form == "gif":
        return gif_bytes(handout, board_pixels)
    raise HandoutError(format_problem(form))


def format_problem(form: str) -> str:
    return not_a_handout_format(form, ", ".join(f".{name}" for name in FORMATS))


def output_format(path: str | Path) -> str:
    """The format a file name asks for, by its extension; HandoutError names the ones there are."""
    form = Path(path).suffix.lower().lstrip(".")
    if form not in FORMATS:
        raise HandoutError(format_problem(form))
    return form


def handout_title(document: Document, node: Node, sequence: Whose | str, rules: Rules) -> str:
    name = document_title(document.path, game_info(document.game))
    colours = str(BOTH_COLOURS) if Whose(sequence) is Whose.BOTH else Whose(sequence).value
    return sheet_title(name, node.depth(), colours, rules.value)


def document_handout(document: Document, sequence: str, node: Node | None = None, rules: Rules | None = None,
                     legend: bool = False, names: Names | None = None) -> Handout:
    """The handout of ``node`` (the cursor by default) under ``rules`` (the document's by
    default), its regions named ``names``: the editor's, so that the sheet says what the window
    says; without them, named from scratch as on the command line."""
    node = node or document.cursor
    rules = rules or document.rules
    board = document.board(node)
    base = node_picture(board, node, document.game.charset)
    analysis = analyze(board, rules)
    return sequence_handout(analysis, names or names_from_scratch(analysis, base.labels), base, sequence,
                            handout_title(document, node, sequence, rules), legend)


def sheet_columns_for(sequence: Whose | str, columns: int | None) -> int:
    """Half-steps to a row: as asked, else 3, or 2 of the two colours' pairs of boards."""
    return columns or (DEFAULT_COLUMNS - 1 if Whose(sequence) is Whose.BOTH else DEFAULT_COLUMNS)


def export_sequence(document: Document, path: str | Path, sequence: str = "black", node: Node | None = None,
                    rules: Rules | None = None, columns: int | None = None, legend: bool = False,
                    board_pixels: int = DEFAULT_BOARD_PIXELS, names: Names | None = None) -> None:
    """Write the casting-out sequence of ``sequence`` (black, white, both) at ``node`` to
    ``path``, in the format its extension names (see :func:`document_handout`, also for
    ``names``).

    Raises HandoutError for a format there is not, WriteError (an OSError naming the file and
    saying why) when the file cannot be written; an old file at ``path`` stays whole then.
    """
    form = output_format(path)
    handout = document_handout(document, sequence, node, rules, legend, names)
    write_atomic(path, handout_bytes(handout, form, sheet_columns_for(sequence, columns), board_pixels))


def print_sequence(printer: QPrinter, document: Document, sequence: str = "black",
                   node: Node | None = None, rules: Rules | None = None, columns: int | None = None,
                   legend: bool = False, names: Names | None = None) -> int:
    """Print the pages the PDF holds on a ``QPrinter`` the user chose; the answer is the page
    count.  Raises OSError when the printer cannot be painted on.

    The printer draws at the PDF's resolution: boards are images at the device's resolution,
    and at a printer's high resolution (1200 dpi) a page held 16 times the pixels, a PDF
    printer's file twelve times the export's size."""
    printer.setResolution(PDF_RESOLUTION)
    return paint_pages(printer, document_handout(document, sequence, node, rules, legend, names),
                       sheet_columns_for(sequence, columns))
