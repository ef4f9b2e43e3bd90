"""Pictures of boards outside the window: PNG and SVG export, and ``gobenson render``.

A scene is one board, or the two colours' boards side by side, each with a caption; it is drawn
by the editor's own :class:`~.board_paint.BoardPainter`, so files show what the window shows.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator

from .board_paint import PAPER, BoardPainter, INK, pixel_font
from .picture import BoardPicture

Panel = tuple[str, BoardPicture]
"""A caption and the board under it."""

CAPTION_SHARE = 0.06


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


def scene_image(panels: list[Panel], board_pixels: int, ratio: float = 1.0) -> QImage:
    size = scene_size(panels, board_pixels)
    image = QImage(round(size.width() * ratio), round(size.height() * ratio), QImage.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(PAPER))
    painter = QPainter(image)
    paint_scene(painter, size, panels, BoardPainter())
    painter.end()
    return image


def save_scene(path: str | Path, panels: list[Panel], board_pixels: int) -> None:
    """Write a PNG, or an SVG (vector: stones drawn, not pasted as bitmaps), by the file's suffix.

    Raises OSError when the file cannot be written.
    """
    path = Path(path)
    if path.suffix.lower() == ".svg":
        size = scene_size(panels, board_pixels)
        generator = QSvgGenerator()
        generator.setFileName(str(path))
        generator.setSize(size)
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setTitle(" / ".join(title for title, _ in panels))
        generator.setDescription("Board drawn by gobenson")
        painter = QPainter()
        if not painter.begin(generator):
            raise OSError(f"cannot write {path}")
        paint_scene(painter, size, panels, BoardPainter(cached=False))
        painter.end()
        if not path.exists():
            raise OSError(f"cannot write {path}")
        return
    if not scene_image(panels, board_pixels).save(str(path), "PNG"):
        raise OSError(f"cannot write {path}")
