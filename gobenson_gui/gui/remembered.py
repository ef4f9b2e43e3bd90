"""What the editor remembers from one run to the next, besides the recent files: where the window
was and how large, the widths of its panels and which are shown, and what the analysis draws
(its overlays, which regions, whose casting-out).

Everything is kept in the window's settings, as plain values: the window's rectangle as four
numbers, the splitters' states (Qt's bytes) as base64 text, checked for their length and form
before Qt reads them.  A value that cannot be read -- an older version's, or a file edited by
hand -- is passed over, and the editor opens as it would the first time.
"""

from __future__ import annotations

import base64
import binascii
import struct
from enum import Enum
from typing import Protocol, TypeVar

from PySide6.QtCore import QByteArray, QRect, Qt
from PySide6.QtWidgets import QSplitter, QWidget

from ..core.settings import Settings, Value
from ..view.picture import Overlays, RegionMode, Whose
from .features.exercises import ExerciseMode
from .panels import AnalysisPanel
from .settings import text_list

GEOMETRY_KEY = "window/geometry"
"""The window's rectangle: left, top, width and height."""
MAXIMIZED_KEY = "window/maximized"
PANELS_KEY = "window/panels"
"""The splitter between the move list and comment, the boards and the analysis."""
MOVES_AND_COMMENT_KEY = "window/moves-and-comment"
"""The splitter between the move list and the comment."""
SHOWN_KEY = "window/shown-panels"
"""Of "moves" and "analysis", those shown (the View menu hides them)."""
OVERLAYS_KEY = "analysis/overlays"
"""The overlays ticked, by the field names of :class:`~gobenson_gui.view.picture.Overlays`."""
REGIONS_KEY = "analysis/regions"
SEQUENCE_KEY = "analysis/sequence"
LARGEST_COORDINATE = 1 << 20
"""Beyond any screen: a rectangle reaching further is no window's."""
SPLITTER_MARKER = 0xFF
"""What Qt's splitter states begin with."""
MOST_STATE_BYTES = 256
"""More than the state of a splitter of three panels takes (about 40 bytes)."""


class Window(Protocol):
    """The editor's window as what is remembered of it: its place and size, its splitters and side
    panels, and the analysis panel."""

    @property
    def analysis_panel(self) -> AnalysisPanel: ...

    @property
    def exercise_mode(self) -> ExerciseMode:
        """Which knows the editor's layout while the question panel is up."""

    @property
    def splitter(self) -> QSplitter:
        """The move list and comment, the boards and the analysis."""

    @property
    def left_splitter(self) -> QSplitter:
        """The move list and the comment."""

    @property
    def moves_panel(self) -> QWidget: ...

    @property
    def side(self) -> QWidget:
        """The analysis."""

    def normalGeometry(self) -> QRect: ...

    def isMaximized(self) -> bool: ...

    def windowState(self) -> Qt.WindowState: ...

    def setWindowState(self, state: Qt.WindowState, /) -> None: ...

    def place(self, wanted: QRect) -> None: ...

    def reset_panels(self) -> None: ...

    def show_panel(self, panel: QWidget, shown: bool) -> None: ...


def window_state(window: Window) -> dict[str, Value]:
    """The window's place, size and panels as they are (those of the editor when the
    exercises' question panel is up), and what the analysis draws."""
    geometry = window.normalGeometry()
    state, shown = window.exercise_mode.editor_layout()
    panel = window.analysis_panel
    overlays = panel.overlays()
    return {GEOMETRY_KEY: [geometry.x(), geometry.y(), geometry.width(), geometry.height()],
            MAXIMIZED_KEY: window.isMaximized(),
            PANELS_KEY: _text(state), MOVES_AND_COMMENT_KEY: _text(window.left_splitter.saveState()),
            SHOWN_KEY: [name for name, side in _side_panels(window).items() if side in shown],
            OVERLAYS_KEY: [field for field in panel.toggles if getattr(overlays, field)],
            REGIONS_KEY: overlays.regions.value, SEQUENCE_KEY: panel.sequence_choice().value}


def restore_window(window: Window, settings: Settings) -> bool:
    """Put the window where it was, inside the screen's free area as it is now (a smaller
    monitor, a screen gone), with its panels as they were; False if nothing was remembered."""
    geometry = _rectangle(settings.value(GEOMETRY_KEY))
    if geometry is None:
        return False
    window.place(geometry)
    if settings.value(MAXIMIZED_KEY) in (True, "true"):  # "true": as earlier versions' file has it
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    window.reset_panels()
    for key, splitter in ((PANELS_KEY, window.splitter), (MOVES_AND_COMMENT_KEY, window.left_splitter)):
        state = _splitter_state(settings.value(key), splitter)
        if state is not None:
            splitter.restoreState(state)
    shown = text_list(settings.value(SHOWN_KEY, list(_side_panels(window))))
    for name, panel in _side_panels(window).items():
        if name not in shown:
            window.show_panel(panel, False)
    return True


def _side_panels(window: Window) -> dict[str, QWidget]:
    return {"moves": window.moves_panel, "analysis": window.side}


def restore_view(panel: AnalysisPanel, settings: Settings) -> None:
    """Tick the overlays and choose the regions and whose casting-out as they were."""
    if settings.contains(OVERLAYS_KEY):
        ticked = text_list(settings.value(OVERLAYS_KEY))
        regions = _choice(RegionMode, settings.value(REGIONS_KEY), RegionMode.FOCUS)
        panel.set_overlays(Overlays(**{field: field in ticked for field in panel.toggles}, regions=regions))
    panel.set_sequence_choice(_choice(Whose, settings.value(SEQUENCE_KEY), Whose.BLACK))


def _rectangle(value: object) -> QRect | None:
    """Four whole numbers within any screen's reach, the last two a size, as a rectangle."""
    if not (isinstance(value, list) and len(value) == 4 and all(type(number) is int for number in value)):
        return None
    left, top, width, height = value
    if not all(abs(number) <= LARGEST_COORDINATE for number in value) or width <= 0 or height <= 0:
        return None
    return QRect(left, top, width, height)


def _text(state: QByteArray) -> str:
    return base64.b64encode(bytes(state.data())).decode("ascii")


def _splitter_state(value: object, splitter: QSplitter) -> QByteArray | None:
    """The splitter state kept as ``value``, if it is one of ``splitter``'s: base64 text of a
    few bytes that begin as Qt's do and count as many panels as it has."""
    if not isinstance(value, str) or len(value) > 2 * MOST_STATE_BYTES:
        return None
    try:
        state = base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        return None
    if len(state) > MOST_STATE_BYTES or len(state) < 12 + 4 * splitter.count():
        return None
    marker, _version, panels = struct.unpack(">III", state[:12])
    return QByteArray(state) if marker == SPLITTER_MARKER and panels == splitter.count() else None


Choice = TypeVar("Choice", bound=Enum)


def _choice(kind: type[Choice], value: object, default: Choice) -> Choice:
    try:
        return kind(value)
    except (TypeError, ValueError):
        return default
