"""The board tools, each named once: its text, key, tip and icon for the menus and the toolbar,
and what a click or a drag with it does.

A tool acts on a :class:`ToolContext`, the small part of the editor it needs (the controller
is one), and keeps what it remembers between clicks in the :class:`ToolState`."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import count
from typing import Protocol

from PySide6.QtCore import Qt

from ..core.board import Colour
from ..core.coords import point_name
from ..core.geometry import Point, link
from ..core.sgf.commands import (AddLine, AddMark, Command, PlayMove, RemoveLine, RemoveMark, SetLabel, SetLink,
                                 SetPointMissing, SetStone, marks_at)
from ..core.sgf.properties import node_labels
from ..core.words.i18n import N_, _
from ..view.session import EditorSession
from ..view.verification import rectangle
from .words import NO_FREE_LETTER, link_from, remove_lines_at

LETTERS = [chr(code) for code in range(ord("A"), ord("Z") + 1)] + [chr(code) for code in range(ord("a"), ord("z") + 1)]


def next_free_label(used: Iterable[str], numbers: bool) -> str | None:
    """The label the Label tool (letters A-Z, then a-z) or the Number tool (1, 2, 3...) puts next:
    the first one no point of the node has; None when every letter is taken."""
    taken = set(used)
    if numbers:
        return next(str(n) for n in count(1) if str(n) not in taken)
    return next((letter for letter in LETTERS if letter not in taken), None)


@dataclass(frozen=True, slots=True)
class Click:
    """A click on a point of the board, with the button and the keys held."""

    point: Point
    button: Qt.MouseButton = Qt.MouseButton.LeftButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier

    @property
    def other_hand(self) -> bool:
        """A right click, or a click with Shift or Ctrl, places the other colour (Sabaki, GoGui)."""
        return self.button == Qt.MouseButton.RightButton or bool(
            self.modifiers & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier))


@dataclass(slots=True)
class ToolState:
    """What the tools remember between clicks."""

    alternate: Colour = Colour.BLACK
    """The colour the Alternate tool places next."""
    link_start: Point | None = None
    """The point a click of the Link tool chose, waiting for the click on the other end."""


class ToolContext(Protocol):
    """What a tool reads and does in the editor: it reads the session (the document, the board,
    who plays, the block in focus), and changes the document only through its edits."""

    tool_state: ToolState
    session: EditorSession

    def execute(self, make_command: Callable[..., Command], *args: object) -> bool:
        """Make one undoable edit; whether the document took it."""

    def execute_all(self, text: str, edits: list[tuple[object, ...]]) -> bool:
        """Make several edits as one undo step named ``text``."""

    def tell(self, text: str) -> None:
        """Say something in the status bar."""

    def ask_label(self, default: str) -> str | None:
        """The text of a label typed by the user (None: cancelled)."""

    def inspect(self, point: Point | None) -> None:
        """Keep the block at ``point`` in focus."""

    def select_region(self, points: int) -> None:
        """Select the points where the search's attacker may play."""

    def show_drawn_line(self, line: tuple[str, Point, Point] | None) -> None:
        """Draw the arrow or line being dragged out."""


@dataclass(frozen=True, slots=True)
class Tool:
    id: str
    text: str
    key: str
    tip: str
    click: Callable[[ToolContext, Tool, Click], None] | None = None
    """What a click with the tool does."""
    value: object = None
    """What the tool places: a colour, a mark or a line (its SGF property)."""
    on_holes: bool = False
    """Whether a click also acts on points taken off the board; other tools ignore them."""
    drag: Callable[[ToolContext, Tool, Point, Point], None] | None = None
    """What the tool shows while the mouse is dragged from one point to another."""
    release: Callable[[ToolContext, Tool, Point, Point], None] | None = None
    """What the tool does when a press (a click or a drag) ends on the board."""

    @property
    def icon(self) -> str:
        """The icon's file name in resources/icons, without ``.svg``."""
        return self.id


def _hole(control: ToolContext, tool: Tool, click: Click) -> None:
    control.execute(SetPointMissing, click.point, click.point not in control.session.board.geometry.missing)


def _inspect(control: ToolContext, tool: Tool, click: Click) -> None:
    control.inspect(None if control.session.selected == click.point else click.point)


def _select(control: ToolContext, tool: Tool, click: Click) -> None:
    control.select_region(0 if click.other_hand else rectangle(control.session.board, click.point, click.point))


def _play(control: ToolContext, tool: Tool, click: Click) -> None:
    to_play = control.session.to_play
    control.execute(PlayMove, click.point, to_play.opponent if click.other_hand else to_play)


def _set_up(control: ToolContext, tool: Tool, click: Click) -> None:
    """Place the tool's colour (the alternating one for Alternate), or take it off if there."""
    state = control.tool_state
    colour = tool.value if isinstance(tool.value, Colour) else state.alternate
    colour = colour.opponent if click.other_hand else colour
    here = control.session.board.get(click.point)
    if tool.value is None and here is None:
        state.alternate = colour.opponent
    control.execute(SetStone, click.point, None if here is colour else colour)


def _erase(control: ToolContext, tool: Tool, click: Click) -> None:
    if control.session.board.get(click.point) is not None:
        control.execute(SetStone, click.point, None)


def _mark(control: ToolContext, tool: Tool, click: Click) -> None:
    kind = tool.value
    there = kind in marks_at(control.session.document, control.session.document.cursor, click.point)
    control.execute(RemoveMark if there else AddMark, kind, click.point)


def _label(control: ToolContext, tool: Tool, click: Click) -> None:
    """A click places the next free letter (or number), or removes the label there (so does
    a right click); Ctrl+click asks for the text, offering the label there or the next one."""
    point, document = click.point, control.session.document
    labels = node_labels(document.cursor, control.session.board.geometry, document.game.charset)
    proposed = labels.get(point) or next_free_label(labels.values(), tool.id == "markup-number")
    if click.modifiers & Qt.KeyboardModifier.ControlModifier and click.button == Qt.MouseButton.LeftButton:
        text = control.ask_label(proposed or "")
        if text is not None and text != labels.get(point, ""):
            control.execute(SetLabel, point, text)
    elif point in labels or click.button != Qt.MouseButton.LeftButton:
        if point in labels:
            control.execute(SetLabel, point, "")
    elif proposed is None:
        control.tell(str(NO_FREE_LETTER))
    else:
        control.execute(SetLabel, point, proposed)


def _drag_region(control: ToolContext, tool: Tool, start: Point, end: Point) -> None:
    control.select_region(rectangle(control.session.board, start, end))


def _drag_line(control: ToolContext, tool: Tool, start: Point, end: Point) -> None:
    """Show the arrow or line (for a link, a line) that the release will draw."""
    kind = tool.value if isinstance(tool.value, str) else "LN"
    control.show_drawn_line((kind, start, end) if start != end else None)


def _release_line(control: ToolContext, tool: Tool, start: Point, end: Point) -> None:
    """A drag draws an arrow or line from ``start`` to ``end``, or removes the one already
    there; a click removes those that start at the point (either end of a line), in one undo
    step."""
    kind = str(tool.value)
    lines = control.session.base_picture().lines
    if start != end:
        drawn = (kind, start, end) in lines or (kind == "LN" and (kind, end, start) in lines)
        control.execute(RemoveLine if drawn else AddLine, kind, start, end)
        return
    touching = [line for line in lines
                if line[0] == kind and (line[1] == start or (kind == "LN" and line[2] == start))]
    if touching:
        control.execute_all(remove_lines_at(kind, len(touching), point_name(start, control.session.board.rows)),
                            [(RemoveLine, *line) for line in touching])


def _release_link(control: ToolContext, tool: Tool, start: Point, end: Point) -> None:
    """A drag, or a click on one point then on another, links the two points, or unlinks them
    if they are linked already."""
    state = control.tool_state
    if start == end:
        if state.link_start is None:
            state.link_start = start
            control.tell(link_from(point_name(start, control.session.board.rows)))
            return
        start = state.link_start
    state.link_start = None
    control.execute(SetLink, start, end, link(start, end) not in control.session.board.geometry.links)


LABEL_TIP = N_("(Ctrl+click: type the label; click a label again, or right-click, to remove it)")

TOOLS = (
    Tool("inspect", N_("Inspect"), "I", N_("Click a block to keep its explanation and regions on show "
         "(right-click: what can be done with it)"), _inspect),
    Tool("select", N_("Select region"), "R", N_("Drag a rectangle: the part of the board Verify by search "
         "lets the attacker play in (right-click: no selection)"), _select, drag=_drag_region),
    Tool("play", N_("Play"), "M", N_("Play legal moves with captures (right-click: the other colour)"), _play),
    Tool("setup-black", N_("Black stones"), "B", N_("Set up black stones (right-click or Shift: white)"), _set_up,
         Colour.BLACK),
    Tool("setup-white", N_("White stones"), "W", N_("Set up white stones (right-click or Shift: black)"), _set_up,
         Colour.WHITE),
    Tool("setup-alternate", N_("Alternate"), "A", N_("Set up stones of alternating colour"), _set_up),
    Tool("erase", N_("Erase"), "E", N_("Remove stones"), _erase),
    Tool("markup-triangle", N_("Triangle"), "T", N_("Mark points with a triangle"), _mark, "TR"),
    Tool("markup-square", N_("Square"), "S", N_("Mark points with a square"), _mark, "SQ"),
    Tool("markup-circle", N_("Circle"), "C", N_("Mark points with a circle"), _mark, "CR"),
    Tool("markup-cross", N_("Cross"), "X", N_("Mark points with a cross"), _mark, "MA"),
    Tool("markup-label", N_("Label"), "L", N_("Label points A, B, C... {label_tip}"), _label),
    Tool("markup-number", N_("Number"), "N", N_("Label points 1, 2, 3... {label_tip}"), _label),
    Tool("markup-arrow", N_("Arrow"), "Shift+A", N_("Drag from one point to another to draw an arrow (drag it again, "
         "or click its start, to remove it)"), value="AR", drag=_drag_line, release=_release_line),
    Tool("markup-line", N_("Line"), "Shift+L", N_("Drag from one point to another to draw a line (drag it again, "
         "or click an end, to remove it)"), value="LN", drag=_drag_line, release=_release_line),
    Tool("hole", N_("Remove / restore point"), "H", N_("Take a point off the board (a hole), or put it back"), _hole,
         on_holes=True),
    Tool("link", N_("Link points"), "J", N_("Drag from one point to another, or click one then the other, to join them "
         "as neighbours (a wormhole); do it again to part them"), drag=_drag_line, release=_release_link),
)
TOOL = {tool.id: tool for tool in TOOLS}


def tool_tip(tool: Tool) -> str:
    """The tool's tip in the language spoken now (the label tools' tips end with how to type or
    remove a label)."""
    return _(tool.tip).format(label_tip=_(LABEL_TIP))
