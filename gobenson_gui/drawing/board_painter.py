"""The board painter: draws a :class:`~gobenson_gui.view.picture.BoardPicture` with the marks of
:mod:`.board_marks`, keeping the background, the stones' and marks' sprites and whole layers
between paints, and containing a failure in the overlays so that the position is still drawn.

One painter serves the editor's view, the PNG/SVG export and ``gobenson render``, so an exported
picture is exactly what the editor shows.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPixmap

from ..core.board import Colour
from ..core.geometry import Point, Wrap
from ..view.picture import BoardPicture, RegionKind
from .board_layout import Layout, board_layout, cell_rects, cells_path
from .board_marks import (LETTER_PIXELS, LETTER_SPAN, ORANGE, PAPER, STANDARD_STYLE, BoardStyle, draw_arrow,
                          draw_background, draw_engine_mark, draw_highlight_ring, draw_illegal_mark, draw_label,
                          draw_last_move, draw_leaving_ring, draw_links, draw_markup, draw_move_number,
                          draw_region_fill, draw_region_letter, draw_safe_mark, draw_selection, draw_stone,
                          draw_strike_in, draw_territory_mark, draw_verdict_mark, painting, region_brush)


MAX_SPRITES = 1024
"""Stones and marks, and a card for each region letter of the largest boards."""
MAX_LAYERS = 6
"""Cached layers of stones and of verdict marks: a few positions' worth, for stepping back."""
Key = tuple[object, ...]
"""What a cached pixmap or brush is kept under: what it was drawn from."""


class BoardPainter:
    """Paints a :class:`BoardPicture`; keeps pixmaps of the background and of stones, since a
    52x52 board redrawn at every edit must not redraw thousands of gradients.

    Painting never raises: a failure draws the bare position instead and is handed to
    ``report`` once (a repaint that fails the same way again is not reported again), so a
    defect shows up as one message rather than an error at every repaint.
    """

    def __init__(self, cached: bool = True, report: Callable[[Exception], None] | None = None,
                 style: BoardStyle = STANDARD_STYLE) -> None:
        self.cached = cached
        self.report = report
        self.style = style
        """The wood's and grid's colours and the region letters' size; the caches key on it."""
        self.failures: list[Exception] = []
        """The distinct failures met so far, each reported once."""
        self._background: tuple[Key, QPixmap] | None = None
        self._sprites: dict[Key, QPixmap] = {}
        self._brushes: dict[Key, QBrush] = {}
        self._layers: dict[Key, QPixmap] = {}
        self._painted_once: set[Key] = set()

    def paint(self, painter: QPainter, width: float, height: float, picture: BoardPicture) -> Layout | None:
        """Draw ``picture`` in a ``width`` x ``height`` area; the layout used, or None when not
        even the bare position could be drawn."""
        for shown in (picture, BoardPicture(picture.board)):
            painter.save()
            try:
                return self._paint_picture(painter, width, height, shown)
            except Exception as error:  # a defect: drawn as far as it goes, reported, never raised
                self._failed(error)
            finally:
                painter.restore()
        return None

    def _failed(self, error: Exception) -> None:
        key = (type(error), str(error))
        if any((type(seen), str(seen)) == key for seen in self.failures):
            return
        self.failures.append(error)
        if self.report is not None:
            self.report(error)

    def _paint_picture(self, painter: QPainter, width: float, height: float, picture: BoardPicture) -> Layout:
        board = picture.board
        layout = board_layout(width, height, board.columns, board.rows, picture.view)
        if layout.view is not None:  # a part of the board: nothing beyond it is drawn
            painter.setClipRect(layout.shown_rect)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        geom = board.geometry
        self._paint_background(painter, layout, width, height, geom.missing, geom.wrap)
        if geom.links:
            draw_links(painter, layout, geom.links)
        cell = layout.cell
        centre = layout.centre
        self._paint_regions(painter, layout, picture)
        if picture.selection:
            draw_selection(painter, cells_path(layout, geom.points(picture.selection)))
        painter.setOpacity(0.3)
        for point, colour in picture.ghosts.items():
            draw_stone(painter, centre(point), cell, colour)
        painter.setOpacity(1.0)
        def stones(inner: QPainter) -> None:
            for colour in Colour:
                self._sprites_at(inner, layout, geom.points(board.stones(colour) & ~picture.cast_out), draw_stone,
                                 colour)

        self._layer(painter, layout, width, height, ("stones", board.black, board.white, picture.cast_out), stones)
        for colour in Colour:
            dimmed = board.stones(colour) & picture.cast_out
            if dimmed:
                painter.setOpacity(0.4)
                self._sprites_at(painter, layout, geom.points(dimmed), draw_stone, colour)
                painter.setOpacity(1.0)
                grey = "#C8C8C8" if colour is Colour.BLACK else "#505050"
                for strike in (grey, ORANGE.name()):
                    struck = dimmed & picture.leaving if strike == ORANGE.name() else dimmed & ~picture.leaving
                    self._sprites_at(painter, layout, geom.points(struck), draw_strike_in, strike)
        self._sprites_at(painter, layout, geom.points(picture.leaving), draw_leaving_ring)
        self._sprites_at(painter, layout, geom.points(picture.highlight), draw_highlight_ring)
        safe = {colour: picture.safe & board.stones(colour) for colour in Colour}
        self._layer(painter, layout, width, height,
                    ("verdict", picture.black_territory, picture.white_territory, *safe.values()),
                    lambda inner: self._paint_verdict(inner, layout, picture, safe))
        for mask, agree in ((picture.agree, True), (picture.disagree, False)):
            self._sprites_at(painter, layout, geom.points(mask), draw_verdict_mark, agree)
        for mask, wrong in ((picture.alive_in_play, False), (picture.engine_wrong, True)):
            self._sprites_at(painter, layout, geom.points(mask), draw_engine_mark, wrong)
        for point in geom.points(picture.illegal):
            draw_illegal_mark(painter, centre(point), cell)
        for point, number in picture.move_numbers.items():
            if point not in picture.labels:  # the node's own label says more
                draw_move_number(painter, centre(point), cell, number, board.get(point))
        if picture.last_move is not None and board.get(picture.last_move) is not None \
                and picture.last_move not in picture.labels:  # a number or letter marks it already
            draw_last_move(painter, centre(picture.last_move), cell, board.get(picture.last_move),
                           around_number=picture.last_move in picture.move_numbers)
        for point in picture.dimmed:
            wash = QColor(PAPER)
            wash.setAlpha(150)
            painter.fillRect(QRectF(centre(point) - QPointF(cell / 2, cell / 2), QSizeF(cell, cell)), wash)
        for point, owner in picture.marked_territory.items():
            draw_territory_mark(painter, centre(point), cell, owner)
        for point, shape in picture.markup.items():
            draw_markup(painter, centre(point), cell, shape, board.get(point))
        wood = QColor(self.style.wood)
        for point, text in picture.labels.items():
            draw_label(painter, centre(point), cell, text, board.get(point), wood)
        for kind, start, end in picture.lines:
            draw_arrow(painter, centre(start), centre(end), cell, kind == "AR")
        scale = self.style.letters
        span = max(LETTER_SPAN * scale, 2 * LETTER_PIXELS / cell)
        for region in picture.regions:
            if region.at is None:  # a label of the file names the region, or covers all of it
                continue
            self._sprites_at(painter, layout, [region.at], draw_region_letter, region.letter,
                             region.kind is RegionKind.VITAL, scale, span=span)
        return layout

    def _paint_verdict(self, painter: QPainter, layout: Layout, picture: BoardPicture,
                       safe: dict[Colour, int]) -> None:
        """Territory squares and safe diamonds: thousands of marks on a big finished board."""
        geom = picture.board.geometry
        for mask, owner in ((picture.black_territory, Colour.BLACK), (picture.white_territory, Colour.WHITE)):
            self._sprites_at(painter, layout, geom.points(mask), draw_territory_mark, owner)
        for colour, mask in safe.items():
            self._sprites_at(painter, layout, geom.points(mask), draw_safe_mark, colour)

    def _layer(self, painter: QPainter, layout: Layout, width: float, height: float, key: Key,
               draw: Callable[[QPainter], None]) -> None:
        """``draw(painter)`` through a transparent pixmap of the whole area, kept while ``key``
        and the size stay: hovers and half-steps redraw the board over unchanged stones and marks.
        The first paint of a key draws directly, so that an edit, which changes the stones, pays
        for no pixmap it may never reuse."""
        ratio = painter.device().devicePixelRatioF()
        key = (*key, width, height, layout, ratio)
        pixmap = self._layers.get(key)
        if pixmap is None and (not self.cached or key not in self._painted_once):
            if len(self._painted_once) >= MAX_LAYERS:
                self._painted_once.clear()
            self._painted_once.add(key)
            draw(painter)
            return
        if pixmap is None:
            pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            with painting(pixmap) as inner:
                inner.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                draw(inner)
            if len(self._layers) >= MAX_LAYERS:
                self._layers.pop(next(iter(self._layers)))
            self._layers[key] = pixmap
        painter.drawPixmap(0, 0, pixmap)

    def _paint_regions(self, painter: QPainter, layout: Layout, picture: BoardPicture) -> None:
        """Every region of a kind in one fill (regions are disjoint), then what is cast out and
        what leaves on top."""
        geom = picture.board.geometry
        layers = dict.fromkeys((RegionKind.VITAL, RegionKind.HEALTHY, RegionKind.CAST_OUT), 0)
        for region in picture.regions:
            if region.kind in layers:
                layers[region.kind] |= region.mask
        layers[RegionKind.CAST_OUT] |= picture.cast_out_regions
        layers[RegionKind.LEAVING] = picture.leaving_regions
        ratio = painter.device().devicePixelRatioF()
        for kind, mask in layers.items():
            if not mask:
                continue
            if not self.cached:
                draw_region_fill(painter, cell_rects(layout, geom.points(mask)), kind)
                continue
            brush = self._brushes.get((kind, ratio))
            if brush is None:
                brush = self._brushes[kind, ratio] = region_brush(kind, ratio)
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # cells meet without seams
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(brush)
            painter.drawRects(cell_rects(layout, geom.points(mask)))
            painter.restore()

    def _paint_background(self, painter: QPainter, layout: Layout, width: float, height: float,
                          missing: frozenset[Point], wrap: Wrap = Wrap.NONE) -> None:
        if not self.cached:
            draw_background(painter, layout, missing, wrap, self.style)
            return
        ratio = painter.device().devicePixelRatioF()
        key = (width, height, layout, missing, wrap, ratio, self.style)
        if self._background is None or self._background[0] != key:
            pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            with painting(pixmap) as inner:
                inner.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                inner.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
                draw_background(inner, layout, missing, wrap, self.style)
            self._background = (key, pixmap)
        painter.drawPixmap(0, 0, self._background[1])

    def _sprites_at(self, painter: QPainter, layout: Layout, points: list[Point], draw: Callable[..., None],
                    *args: object, span: float = 1.2) -> None:
        """``draw(painter, centre, cell, *args)`` at each point, pasted from a pixmap ``span``
        cells wide made once per size: a 52x52 board has thousands of stones and marks, too many
        for gradients, and hundreds of region letters."""
        cell = layout.cell
        if not self.cached:
            for point in points:
                draw(painter, layout.centre(point), cell, *args)
            return
        if not points:
            return
        ratio = painter.device().devicePixelRatioF()
        key = (draw, args, cell, ratio, span)
        pixmap = self._sprites.get(key)
        if pixmap is None:
            side = math.ceil(cell * span)
            pixmap = QPixmap(max(1, round(side * ratio)), max(1, round(side * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            with painting(pixmap) as inner:
                inner.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                draw(inner, QPointF(side / 2, side / 2), cell, *args)
            if len(self._sprites) > MAX_SPRITES:
                self._sprites.clear()
            self._sprites[key] = pixmap
        half = pixmap.width() / ratio / 2
        left, top = layout.left - half, layout.top - half
        draw_pixmap = painter.drawPixmap
        for column, row in points:
            draw_pixmap(QPointF(left + column * cell, top + row * cell), pixmap)
