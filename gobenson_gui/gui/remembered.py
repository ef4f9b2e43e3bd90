"""What the editor remembers from one run to the next, besides the recent files: where the window
was and how large, the widths of its panels and which are shown, and what the analysis draws
(its overlays, which regions, whose casting-out).

Everything is kept in the window's QSettings.  A value that cannot be read -- an older
version's, or a file edited by hand -- is passed over, and the editor opens as it would the
first time.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSettings, Qt

from ..view.picture import Overlays, RegionMode, Whose
from .panels import AnalysisPanel

GEOMETRY_KEY = "window/geometry"
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


def save_window(window, settings: QSettings) -> None:
    """The window's place, size and panels as they are (those of the editor when the
    exercises' question panel is up), and what the analysis draws."""
    settings.setValue(GEOMETRY_KEY, window.normalGeometry())
    settings.setValue(MAXIMIZED_KEY, window.isMaximized())
    state, shown = window.exercise_mode.editor_layout()
    settings.setValue(PANELS_KEY, state)
    settings.setValue(MOVES_AND_COMMENT_KEY, window.left_splitter.saveState())
    settings.setValue(SHOWN_KEY, [name for name, panel in _side_panels(window).items() if panel in shown])
    panel = window.analysis_panel
    overlays = panel.overlays()
    settings.setValue(OVERLAYS_KEY, [field for field in panel.toggles if getattr(overlays, field)])
    settings.setValue(REGIONS_KEY, overlays.regions.value)
    settings.setValue(SEQUENCE_KEY, panel.sequence_choice().value)


def restore_window(window, settings: QSettings) -> bool:
    """Put the window where it was, inside the screen's free area as it is now (a smaller
    monitor, a screen gone), with its panels as they were; False if nothing was remembered."""
    geometry = settings.value(GEOMETRY_KEY)
    if not isinstance(geometry, QRect) or geometry.isEmpty():
        return False
    window.place(geometry)
    if settings.value(MAXIMIZED_KEY, False, type=bool):
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    window.reset_panels()
    state = settings.value(PANELS_KEY)
    if isinstance(state, QByteArray):
        window.splitter.restoreState(state)
    state = settings.value(MOVES_AND_COMMENT_KEY)
    if isinstance(state, QByteArray):
        window.left_splitter.restoreState(state)
    shown = _strings(settings.value(SHOWN_KEY, list(_side_panels(window))))
    for name, panel in _side_panels(window).items():
        if name not in shown:
            window.show_panel(panel, False)
    return True


def _side_panels(window) -> dict:
    return {"moves": window.splitter.widget(0), "analysis": window.side}


def restore_view(panel: AnalysisPanel, settings: QSettings) -> None:
    """Tick the overlays and choose the regions and whose casting-out as they were."""
    if settings.contains(OVERLAYS_KEY):
        ticked = _strings(settings.value(OVERLAYS_KEY))
        regions = _choice(RegionMode, settings.value(REGIONS_KEY), RegionMode.FOCUS)
        panel.set_overlays(Overlays(**{field: field in ticked for field in panel.toggles}, regions=regions))
    panel.set_sequence_choice(_choice(Whose, settings.value(SEQUENCE_KEY), Whose.BLACK))


def _strings(value) -> list[str]:
    """A list of text as QSettings gives it back: one item alone comes back as a string, an
    empty list as None."""
    if value is None:
        return []
    return [value] if isinstance(value, str) else [str(item) for item in value]


def _choice(kind, value, default):
    try:
        return kind(value)
    except ValueError:
        return default
