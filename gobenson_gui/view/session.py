"""The editor session: everything the editor is showing, as plain state without Qt, and the pure
functions that make the scene, the words and the slider from it.

The session holds the document and its cursor, the mode and what it shows, the points the mouse
and the keyboard point at, the selection, the overlays, whose casting-out is shown and the
region names.  :class:`~gobenson_gui.gui.controller.Controller` keeps only Qt's glue (the undo
stack, the timers, the signals) and, after each change, sends the views what :func:`scene`,
:func:`explanation`, :func:`summary` and :func:`slider` make from its session, as one
:class:`Shown`; the exports read them too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cached_property
from typing import Any, Generic, NamedTuple, TypeVar, overload

from ..core.analysis import Analysis, analyze
from ..core.benson import Block
from ..core.board import Board, Colour
from ..core.geometry import Geometry, Point
from ..core.report import analysis_paragraph, colour_name, explain_block, point_reading
from ..core.rules import Rules
from ..core.sgf.document import Document
from ..core.sgf.properties import comment as node_comment
from ..core.sgf.tree import Node
from ..core.words import sentence_start
from ..core.words.capture import REPLAY_HINT, replay_title
from ..core.words.editor import ANALYSIS_HIDDEN, PANEL_HINT, block_in_focus, with_hint
from ..core.words.verification import VERIFICATION_HINT
from .engine_comparison import EngineAnswer, EngineComparison, compare
from .exercise_session import ExerciseSession
from .problem_session import ProblemSession
from .kill_replay import KillReplay, replay_picture, replay_text
from .modes import Mode, StepSequence
from .names import Names, RegionNames
from .panels import Panel, analysis_panels
from .picture import BoardPicture, Overlays, Whose, line_move_numbers, node_picture
from .stepping import CastingOut, describe, half_step
from .verification import Verification, verification_text

ANALYSES_KEPT = 256
"""Analyses kept by position, so that stepping back and forth through a game reuses them."""

Practice = ExerciseSession | ProblemSession
"""A set being answered in the question panel: exercises, or the problems of a collection."""


Value = TypeVar("Value")


class TiedToBoard(Generic[Value]):
    """A session attribute that belongs to the board it was set on (a selection, a point).

    Read while a board of another size is shown it is empty; on the same grid with points
    removed or put back it keeps only what is still on the board.  So state made for one board
    can never reach the drawing or the search of another, whatever changed the board: a new
    document, undo of a new game, the hole tool, another game of the file.
    """

    def __init__(self, empty: Value, keep: Callable[[Value, Geometry], Value]) -> None:
        self.empty = empty
        self.keep = keep
        """What of a value set on the same grid is still valid on ``geometry``."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = f"_{name}_on_board"

    @overload
    def __get__(self, session: None, owner: type | None = None) -> TiedToBoard[Value]: ...

    @overload
    def __get__(self, session: EditorSession, owner: type | None = None) -> Value: ...

    def __get__(self, session: EditorSession | None, owner: type | None = None) -> TiedToBoard[Value] | Value:
        if session is None:
            return self
        made_for: Geometry | None
        value: Value
        made_for, value = getattr(session, self.slot, (None, self.empty))
        now = session.geometry
        if made_for == now:
            return value
        if made_for is not None and (made_for.columns, made_for.rows) == (now.columns, now.rows):
            return self.keep(value, now)
        return self.empty

    def __set__(self, session: EditorSession, value: Value) -> None:
        setattr(session, self.slot, (session.geometry, value))


def _point_still_on(point: Point | None, geometry: Geometry) -> Point | None:
    return point if point is not None and geometry.contains(point) else None


def _points_still_on(mask: int, geometry: Geometry) -> int:
    return mask & geometry.on


def _line_still_on(line: tuple[str, Point, Point] | None, geometry: Geometry) -> tuple[str, Point, Point] | None:
    return line if line is not None and all(geometry.contains(end) for end in line[1:]) else None


class AtNode:
    """What the node on show derives to: its board's shape, its rules, its position and (once
    asked for) its analysis and picture, made once for each state of the document.  A click, a hover or a
    repaint reads them many times; an edit, undo, the cursor or another game makes them anew."""

    def __init__(self, document: Document) -> None:
        self.key = AtNode.state_of(document)
        self.geometry = document.geometry
        self.rules = document.rules
        self.position = document.position()
        self.analysis: Analysis | None = None
        self.picture: BoardPicture | None = None
        """The node's position with its own marks, labels and lines."""

    @staticmethod
    def state_of(document: Document) -> tuple[object, ...]:
        """What the node on show depends on: which node of which game, the edits so far, and the
        rules of a game that names none."""
        return (document.cursor, document.game_index, document.revision, document.default_rules)


class EditorSession:
    """What the editor shows and what it points at; changed by the controller, read by the pure
    functions below.  What is on show is one explicit :class:`~.modes.Mode`, changed only by
    :meth:`enter`."""

    hover = TiedToBoard(None, _point_still_on)
    selected = TiedToBoard(None, _point_still_on)
    """The block kept in focus by the Inspect tool (a point of it)."""
    last_stone = TiedToBoard(None, _point_still_on)
    """The last stone the mouse was over."""
    selection = TiedToBoard(0, _points_still_on)
    """Points selected with the Select tool: where the search's attacker may play."""
    drawn_line = TiedToBoard(None, _line_still_on)
    """The arrow or line being dragged out, (AR or LN, start, end), drawn until the release."""
    anchor = TiedToBoard(None, _point_still_on)
    """Where Enter at the keyboard cursor started an arrow, a line, a link or a selection: the
    keyboard's press of the mouse button, until Enter at the other end releases it."""

    def __init__(self, document: Document) -> None:
        self._document = document
        self._at_node = AtNode(document)
        self.tool = "play"
        """The board tool chosen, by its id."""
        self.whose = Whose.BLACK
        """Whose casting-out is shown (the slider's :meth:`casting_out`)."""
        self.mode = Mode.VERDICT
        self.shown: KillReplay | Verification | Practice | None = None
        """What the mode shows: the replay, the search's verdicts or the exercises."""
        self.at = 0
        """Where the slider stands while stepping (a half-step) or replaying (a move)."""
        self.overlays = Overlays()
        self.show_move_numbers = False
        """Whether the stones of the current line show their move numbers (View menu)."""
        self.region_naming = RegionNames()
        """The region names on show, which every picture, word and export of the window reads."""
        self.forget_the_board()
        self._numbers_key: tuple[Document, Node, int] | None = None
        self._numbers: dict[Point, int] = {}
        self._analyses: dict[tuple[Board, Rules], Analysis] = {}
        self._last_analysis: Analysis | None = None
        self.engine_answer: EngineAnswer | None = None
        """What an engine last said of a board (Engine > Compare with engine)."""

    def forget_the_board(self) -> None:
        """Nothing the mouse or the keyboard pointed at or selected stays (another document)."""
        self.hover = self.selected = self.last_stone = self.anchor = None
        self.selection = 0

    # -- the mode -----------------------------------------------------------------------------

    def enter(self, mode: Mode, shown: KillReplay | Verification | Practice | None = None,
              at: int = 0) -> bool:
        """The one place the mode changes: ``shown`` (what ``mode`` shows) with the slider at
        ``at`` takes the place of what the mode before showed; the answer says whether the mode
        is another one."""
        before = self.mode
        self.mode, self.shown, self.at = mode, shown, at
        return mode is not before

    @property
    def replay(self) -> KillReplay | None:
        """The capture being replayed instead of the analysis, if any."""
        return self.shown if self.mode is Mode.REPLAY and isinstance(self.shown, KillReplay) else None

    @property
    def verification(self) -> Verification | None:
        """The last search's verdicts, shown until the position changes or Esc."""
        return self.shown if self.mode is Mode.VERIFIED and isinstance(self.shown, Verification) else None

    @property
    def exercise(self) -> Practice | None:
        """The exercises or problems being answered: while set, the board shows only them and no verdict."""
        answered = self.shown if self.mode is Mode.EXERCISES else None
        return answered if isinstance(answered, (ExerciseSession, ProblemSession)) else None

    @property
    def half_step(self) -> int | None:
        """The half-step of the casting-out on show; None is the verdict as shown while editing."""
        return self.at if self.mode is Mode.STEPPING else None

    # -- the position and its analysis --------------------------------------------------------

    @property
    def document(self) -> Document:
        return self._document

    @document.setter
    def document(self, document: Document) -> None:
        self._document = document
        self._at_node = AtNode(document)

    def at_node(self) -> AtNode:
        """The node on show and what it derives to, made anew only when the document changed."""
        if self._at_node.key != AtNode.state_of(self._document):
            self._at_node = AtNode(self._document)
        return self._at_node

    @property
    def geometry(self) -> Geometry:
        """The shape of the board on show."""
        return self.at_node().geometry

    @property
    def rules(self) -> Rules:
        """The rules moves are played by, which the analysis follows too."""
        return self.at_node().rules

    @property
    def board(self) -> Board:
        return self.at_node().position.board

    @property
    def to_play(self) -> Colour:
        """Who plays next at the current node; the Play tool plays this colour."""
        return self.at_node().position.to_play

    @property
    def analysis(self) -> Analysis:
        """The analysis of the position shown.  A position not seen before is analysed from the
        one shown last, as ``gobenson analyze --node all`` goes through a record: moving through
        a game reworks only what the moves between can have changed."""
        node = self.at_node()
        if node.analysis is None:
            key = (node.position.board, node.rules)
            found = self._analyses.get(key)
            if found is None:
                found = analyze(*key, previous=self._last_analysis)
                if len(self._analyses) >= ANALYSES_KEPT:
                    del self._analyses[next(iter(self._analyses))]
                self._analyses[key] = found
            self._last_analysis = node.analysis = found
        return node.analysis

    def in_play(self) -> EngineComparison | None:
        """The engine's statuses beside Benson's verdicts, while the board is the one it was asked about."""
        answer = self.engine_answer
        return compare(self.analysis, answer) if answer is not None and answer.board == self.board else None

    def region_names(self) -> Names:
        """The names of the analysis's regions, as the window shows them: after the node's
        labels and the names shown before (see :class:`~gobenson_gui.view.names.RegionNames`)."""
        return self.region_naming.of(self.analysis, self._node_picture().labels, self.document.game)

    def focus(self) -> Block | None:
        """The block under the mouse, else the selected one."""
        board = self.board
        for point in (self.hover, self.selected):
            if point is not None and board.geometry.contains(point) and (colour := board.get(point)) is not None:
                return self.analysis.of(colour).block_at(point)
        return None

    def pointed_stone(self) -> Point | None:
        """The stone the user means: under the mouse, else selected, else the last one the mouse
        was over (reaching a button or a menu takes the mouse off the board)."""
        board = self.board
        return next((p for p in (self.hover, self.selected, self.last_stone)
                     if p is not None and board.geometry.contains(p) and board.get(p) is not None), None)

    def comment(self) -> str:
        return node_comment(self.document.cursor, self.document.game.charset)

    def base_picture(self) -> BoardPicture:
        """The node's position with its marks, labels and lines (and move numbers if shown)."""
        picture = self._node_picture()
        if self.show_move_numbers:
            picture = replace(picture, move_numbers=self._move_numbers())
        return picture

    def _node_picture(self) -> BoardPicture:
        node = self.at_node()
        if node.picture is None:
            node.picture = node_picture(node.position.board, self.document.cursor, self.document.game.charset)
        return node.picture

    def _move_numbers(self) -> dict[Point, int]:
        """The move numbers of the line to the cursor, kept until the cursor moves or the
        document changes: hovers redraw the board many times without walking the line."""
        key = (self.document, self.document.cursor, self.document.revision)
        if self._numbers_key != key:
            line = []
            node: Node | None = self.document.cursor
            while node is not None:
                line.append(node)
                node = node.parent
            self._numbers = line_move_numbers(line[::-1], self.board)
            self._numbers_key = key
        return self._numbers

    # -- the slider ---------------------------------------------------------------------------

    def casting_out(self) -> CastingOut:
        return CastingOut(self.analysis, tuple(self.whose.colours))

    def slider_sequence(self) -> StepSequence:
        """What the slider steps through: the replayed capture, else the casting-out."""
        return self.replay or self.casting_out()

    def slider_length(self) -> int:
        return self.slider_sequence().length

    def slider_index(self) -> int:
        """Where the slider stands: at its end (the verdict) unless stepping or replaying."""
        return self.at if self.mode in (Mode.STEPPING, Mode.REPLAY) else self.slider_length() - 1


class Slider(NamedTuple):
    """Where the slider stands, how many positions it has, and its words."""

    index: int  # type: ignore[assignment]  # the field hides tuple.index(), which no one calls on a slider
    length: int
    caption: str


def scene(session: EditorSession) -> list[Panel]:
    """A captioned picture per board shown, one or two side by side: what the window draws and
    what its image export, presentation, handout and print show."""
    exercise, replay = session.exercise, session.replay
    if exercise is not None:
        return [(exercise.progress(), exercise.picture())]
    if replay is not None:
        return [(replay_title(replay.block_name()), replay_picture(replay, session.at))]
    boards = analysis_panels(session.analysis, session.region_names(), session.base_picture(), session.whose,
                             session.half_step, session.overlays, session.focus())
    found = session.verification
    marks: dict[str, Any] = dict(selection=session.selection, agree=found.marked(True) if found else 0,
                                 disagree=found.marked(False) if found else 0)
    in_play = session.in_play()
    if in_play is not None:
        marks.update(alive_in_play=in_play.marked(lambda block: block.alive_only_in_play),
                     engine_wrong=in_play.marked(lambda block: block.engine_wrong))
    if session.drawn_line is not None:
        marks["lines"] = (*boards[0][1].lines, session.drawn_line)
    return [(title, replace(picture, **marks)) for title, picture in boards]


def explanation(session: EditorSession) -> str:
    """Words for the panel: what the mode shows; in the analysis, the block in focus, else the
    half-step, else how to use the panel."""
    replay, verification = session.replay, session.verification
    if session.mode is Mode.EXERCISES:
        return str(ANALYSIS_HIDDEN)
    if replay is not None:
        return with_hint(replay_text(replay, session.at), str(REPLAY_HINT))
    if verification is not None:
        return with_hint(verification_text(verification), str(VERIFICATION_HINT))
    analysis = session.analysis
    focus = session.focus()
    if focus is not None:
        side = analysis.of(focus.colour)
        head = block_in_focus(colour_name(focus.colour), focus.mask.bit_count(), focus.liberties.bit_count())
        text = head + "\n\n" + explain_block(side, focus.index, session.region_names()[focus.colour])
        in_play = session.in_play()
        compared = in_play.at(focus.mask) if in_play is not None else None
        if in_play is None or compared is None:
            return text
        return text + "\n\n" + sentence_start(compared.sentence(in_play.engine))
    if session.mode is Mode.STEPPING:
        names = session.region_names()
        return "\n\n".join("\n".join(describe(analysis.of(colour), half_step(analysis.of(colour), session.at),
                                               names[colour]))
                           for colour in session.whose.colours)
    return str(PANEL_HINT)


def summary(session: EditorSession) -> str:
    """The paragraph on the whole position."""
    return str(ANALYSIS_HIDDEN) if session.mode is Mode.EXERCISES else analysis_paragraph(session.analysis)


def slider(session: EditorSession) -> Slider:
    """The slider: at its end (the verdict, with its resting words) unless stepping or replaying."""
    if session.mode in (Mode.STEPPING, Mode.REPLAY):
        sequence = session.slider_sequence()
        return Slider(session.at, sequence.length, sequence.caption(session.at))
    casting_out = session.casting_out()
    return Slider(casting_out.length - 1, casting_out.length, casting_out.resting_caption())


class Shown:
    """What the views show after one change of the session, each part made from it once, when a
    view first reads it: the window and the presentation draw one scene.  Read while the change
    is being told; the session goes on changing after."""

    def __init__(self, session: EditorSession) -> None:
        self.session = session

    @cached_property
    def scene(self) -> list[Panel]:
        return scene(self.session)

    @cached_property
    def explanation(self) -> str:
        return explanation(self.session)

    @cached_property
    def summary(self) -> str:
        return summary(self.session)

    @cached_property
    def slider(self) -> Slider:
        return slider(self.session)

    @cached_property
    def comment(self) -> str:
        return self.session.comment()

    @property
    def cursor(self) -> Node:
        return self.session.document.cursor

    @property
    def to_play(self) -> Colour:
        return self.session.to_play

    @property
    def rules(self) -> Rules:
        return self.session.rules


def point_words(session: EditorSession, picture: BoardPicture, point: Point) -> str:
    """What a screen reader says of ``point`` of ``picture`` (a board on show): with the verdict
    on its block while the analysis is shown, without it while a capture is replayed or
    exercises are answered (whose chosen points it names)."""
    answering = session.mode is Mode.EXERCISES
    analysis = session.analysis if session.mode in (Mode.VERDICT, Mode.STEPPING, Mode.VERIFIED) else None
    geom = picture.board.geometry
    chosen = answering and geom.contains(point) and bool(picture.selection & geom.bit(point))
    names = session.region_names() if analysis is not None else None
    return point_reading(picture.board, point, analysis, names, picture.markup.get(point),
                         picture.labels.get(point), chosen)
