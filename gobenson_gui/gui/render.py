"""Pictures of boards outside the window: PNG and SVG export, and ``gobenson render``.

A scene is one board, or the two colours' boards side by side, each with a caption; it is drawn
by the editor's own :class:`~.board_paint.BoardPainter`, so files show what the window shows.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgGenerator

from ..core.benson import Analysis, Block, ColourAnalysis, analyze, renamed
from ..core.board import Colour
from ..core.rules import Rules
from ..core.sgf.annotate import main_line_nodes
from ..core.sgf.document import Document
from .board_paint import INK, PAPER, BoardPainter, painting, pixel_font
from .picture import BoardPicture, Overlays, compose, node_picture
from .stepping import HalfStep, half_step, half_step_count, half_step_words

Panel = tuple[str, BoardPicture]
"""A caption and the board under it."""

CAPTION_SHARE = 0.06


class DrawingError(RuntimeError):
    """Part of a picture could not be drawn; the file was written with the bare position."""


def scene_size(panels: list[Panel], board_pixels: int) -> QSize:
    """Boards of ``board_pixels`` square side by side, with a caption strip above."""
    caption = round(board_pixels * CAPTION_SHARE)
    return QSize(board_pixels * len(panels), board_pixels + caption)


def paint_scene(painter: QPainter, size: QSize, panels: list[Panel], board_painter: BoardPainter) -> None:
    width = size.width() / len(panels)
    caption = size.height() * CAPTION_SHARE / (1 + CAPTION_SHARE)
    painter.fillRect(QRectF(0, 0, size.width(), size.height()), PAPER)
    for number, (title, picture) in enumerate(panels):
        painter.save()
        painter.translate(number * width, 0)
        painter.setPen(INK)
        painter.setFont(pixel_font(caption * 0.6, bold=True))
        painter.drawText(QRectF(0, 0, width, caption), Qt.AlignCenter, title)
        painter.translate(0, caption)
        board_painter.paint(painter, width, size.height() - caption, picture)
        painter.restore()


def scene_image(panels: list[Panel], board_pixels: int, ratio: float = 1.0,
                board_painter: BoardPainter | None = None) -> QImage:
    """The scene as a bitmap; OSError when Qt cannot allocate one that large."""
    size = scene_size(panels, board_pixels)
    width, height = round(size.width() * ratio), round(size.height() * ratio)
    image = QImage(width, height, QImage.Format_ARGB32_Premultiplied)
    if image.isNull():
        raise OSError(f"cannot draw a {width}x{height} picture: Qt cannot allocate an image that large")
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(PAPER))
    with painting(image) as painter:
        paint_scene(painter, size, panels, board_painter or BoardPainter())
    return image


def bitmap_formats() -> list[str]:
    """The suffixes of the bitmap formats this Qt can write (png, jpg, bmp, webp...)."""
    return sorted(bytes(name).decode() for name in QImageWriter.supportedImageFormats())


def picture_format(path: Path) -> str:
    """The format a picture's name asks for: its suffix (none: PNG).  OSError, listing the
    formats there are, for a suffix no writer knows -- rather than bytes that belie the name."""
    suffix = path.suffix.lower().lstrip(".")
    if not suffix:
        return "png"
    known = bitmap_formats() + ["svg"]
    if suffix not in known:
        raise OSError(f"cannot write {path}: no writer for .{suffix} pictures; the name may end in "
                      + ", ".join(f".{name}" for name in sorted(known)))
    return suffix


def save_scene(path: str | Path, panels: list[Panel], board_pixels: int) -> None:
    """Write the picture in the format its name says (:func:`picture_format`); SVG is vector,
    stones drawn rather than pasted as bitmaps.

    Raises OSError for a name without a writer or a file that cannot be written, and
    DrawingError (after writing the bare position) when an overlay could not be drawn.
    """
    path = Path(path)
    kind = picture_format(path)
    if kind == "svg":
        board_painter = BoardPainter(cached=False)
        size = scene_size(panels, board_pixels)
        generator = QSvgGenerator()
        generator.setFileName(str(path))
        generator.setSize(size)
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setTitle(" / ".join(title for title, _ in panels))
        generator.setDescription("Board drawn by gobenson")
        try:
            with painting(generator) as painter:
                paint_scene(painter, size, panels, board_painter)
        except OSError:
            raise OSError(f"cannot write {path}") from None
        if not path.exists():
            raise OSError(f"cannot write {path}")
    else:
        board_painter = BoardPainter()
        if not scene_image(panels, board_pixels, board_painter=board_painter).save(str(path), kind.upper()):
            raise OSError(f"cannot write {path}")
    if board_painter.failures:
        raise DrawingError(f"written with the bare position only: the overlays could not be drawn "
                           f"({board_painter.failures[0]!r})")


def shown_colours(sequence: str) -> list[Colour]:
    """The colours ``--colour`` black, white or both puts on show."""
    return list(Colour) if sequence == "both" else [Colour(sequence)]


def analysis_panels(analysis: Analysis, base: BoardPicture, sequence: str, step: int | None,
                    overlays: Overlays = Overlays(), focus: Block | None = None) -> list[Panel]:
    """One captioned board per colour of ``sequence`` (black, white or both) at half-step
    ``step`` (None: the verdict, as shown while editing), with ``focus`` the block in focus."""
    colours = shown_colours(sequence)
    panels = []
    for colour in colours:
        side = analysis.of(colour)
        state = None if step is None else half_step(side, step)
        panels.append((step_caption(side, state),
                       compose(analysis, colour, state, overlays, focus, base, other_regions=len(colours) == 1)))
    return panels


def step_caption(side: ColourAnalysis, state: HalfStep | None) -> str:
    """The verdict in numbers; while stepping, the half-step first (the verdict's too)."""
    name = side.colour.value.capitalize()
    safe = f"{len(side.final.blocks)} of {len(side.blocks)} blocks safe"
    if state is None:
        return f"{name}: {safe}"
    where = "start of the casting-out sequence" if state.index == 0 else half_step_words(state)
    return f"{name}: {where}; {safe}" if state.is_verdict else f"{name}: {where}"


def render_document(document: Document, output: str, node: int | None, sequence: str, step: int | None,
                    size: int, rules: Rules = Rules.NO_SUICIDE) -> None:
    """``gobenson render``: a main-line node of the document's game, as a picture.

    Raises ValueError for a node or half-step the game does not have, OSError for the output.
    """
    picture_format(Path(output))  # a name without a writer is refused before any work
    chosen = main_line_nodes(document, "last" if node is None else node)[0]
    board = document.board(chosen)
    base = node_picture(board, chosen, document.game.charset)
    analysis = renamed(analyze(board, rules), None, base.labels.values())
    if step is not None:
        check_step(analysis, sequence, step, chosen.depth())
    panels = analysis_panels(analysis, base, sequence, step, Overlays(regions="all"))
    save_scene(output, panels, size)


def check_step(analysis: Analysis, sequence: str, step: int, node: int) -> None:
    """ValueError naming the half-steps there are, for a ``--step`` past the last of them (with
    both colours, the longer sequence counts: the shorter one shows its verdict meanwhile)."""
    colours = shown_colours(sequence)
    last = max(half_step_count(analysis.of(colour)) for colour in colours) - 1
    if step > last:
        whose = f"{colours[0].value}'s sequence" if len(colours) == 1 else "the longer of the two sequences"
        raise ValueError(f"--step {step}: at node {node} {whose} has half-steps 0 to {last} "
                         f"({last} is the verdict)")
