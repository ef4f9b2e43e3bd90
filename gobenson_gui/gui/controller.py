"""The editor's controller: Qt's glue around the :class:`~gobenson_gui.view.session.EditorSession`.

It turns clicks into document commands on the undo stack and changes the session; after each
change it tells the views once, by :attr:`Controller.changed`, which parts of what they show
the change touched, with a :class:`~gobenson_gui.view.session.Shown` that makes the scene, the
words and the slider from the session once; the hover's redraw once a frame and the slider's
play timer are its own.  Feature code reads the session itself: ``controller.session``.  What
is on show is one explicit :class:`~gobenson_gui.view.modes.Mode`, changed only by
:meth:`Controller._enter`.  Every change of the document goes through the undo stack, and any
change of the stack puts the slider back at the verdict.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import Enum, Flag, auto
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack

from ..core.coords import point_name
from ..core.diagram import DiagramError
from ..core.sgf.diagrams import diagram_document, node_diagram
from ..core.geometry import Geometry, Point, Wrap
from ..core.kill import KillError, kill_sequence
from ..core.report import point_status, two_point_cancelled, two_point_prompt
from ..core.rules import Rules
from ..core.annotate import Annotate
from ..core.annotation_profile import Profile
from ..core.sgf.commands import (Command, Compound, DeleteNode, DeleteSubtree, NewGame, Pass, PlayMove,
                                 PromoteVariation, RemoveLine, RemoveMark, SetComment, SetGameInfo, SetLabel, SetPlayer,
                                 SetRules, SetupPosition)
from ..core.sgf.document import Document
from ..core.sgf.forms import Form
from ..core.sgf.errors import EditError
from ..core.words.capture import replay_variation
from ..core.sgf.properties import edited_marks, game_info, marks_and_labels, node_labels
from ..core.sgf.tree import Node
from ..core.words.i18n import _
from ..view.exercise_session import ExerciseSession
from ..view.kill_replay import KillReplay
from ..view.modes import Mode
from ..view.picture import BoardPicture, Overlays, Whose
from ..view.session import EditorSession, Practice, Shown, point_words
from ..view.engine_comparison import EngineAnswer
from ..view.verification import Verification
from .search import SearchController
from .tools import TOOL, Click, ToolState
from .undo import DocumentCommand
from .words import (EDITS_PAUSED, POINT_AT_A_BLOCK, SEARCH_CANCELLED, TOO_LARGE_TO_SEARCH, cannot_be_captured,
                    no_capture_found, not_done, not_pasted)

PLAY_INTERVAL_MS = 900
FRAME_MS = 16
"""Hovers redraw the boards at most once in this time (a frame at 60 Hz)."""


class Navigation(Enum):
    """Where the cursor goes in the game tree."""

    BACK = auto()
    FORWARD = auto()
    PREVIOUS_VARIATION = auto()
    NEXT_VARIATION = auto()
    START = auto()
    END = auto()


class Coalesced(QObject):
    """Calls ``act`` at once, unless its last call ended less than ``interval_ms`` ago: then once
    at the end of that interval, however many requests come meanwhile (hovers redraw once a frame).
    The interval counts from the end of a call, so that calls slower than a frame (a big board, a
    busy machine) still leave the events between them time to be handled."""

    def __init__(self, act: Callable[[], None], interval_ms: int, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.act = act
        self.interval_ms = interval_ms
        self.clock = clock
        """Seconds on a steady clock (tests put in one of their own)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.now)
        self._ended: float | None = None

    def request(self) -> None:
        if self._timer.isActive():
            return
        waited_ms = self.interval_ms if self._ended is None else (self.clock() - self._ended) * 1000
        if waited_ms >= self.interval_ms:
            self.now()
        else:
            self._timer.start(math.ceil(self.interval_ms - waited_ms))

    def now(self, act: Callable[[], None] | None = None) -> None:
        """Call ``act`` now (by default the one coalesced, which does what it asks too); a request
        waiting for the end of the interval is answered by this."""
        self._timer.stop()
        (act or self.act)()
        self._ended = self.clock()

    def waiting(self) -> bool:
        """Whether a request waits for the end of the interval: until it is answered, what was
        asked for is not shown yet."""
        return self._timer.isActive()


class Part(Flag):
    """What one change of the session touched: each view redraws only what it shows of it."""

    TREE = auto()
    """The game tree: the change tells how in its :class:`TreeChanges`."""
    NODE = auto()
    """The node shown: its comment, who plays next, the cursor in the move list."""
    ANALYSIS = auto()
    """The position's analysis and the rules it follows: the summary."""
    SLIDER = auto()
    """Where the slider stands and its words."""
    FOCUS = auto()
    """The pictures and the words about the block in focus: all a hover changes."""


STEPPED = Part.SLIDER | Part.FOCUS
ANALYSED = Part.ANALYSIS | STEPPED
MOVED = Part.NODE | ANALYSED
EVERYTHING = Part.TREE | MOVED


@dataclass
class TreeChanges:
    """What the edits since the move list last heard changed: nodes with new properties, nodes
    with new children (dicts used as ordered sets), or everything (another document or game);
    when sent, with the game shown (its root and geometry) and the cursor."""

    edited: dict[Node, None] = field(default_factory=dict)
    reshaped: dict[Node, None] = field(default_factory=dict)
    everything: bool = False
    root: Node | None = None
    cursor: Node | None = None
    geometry: Geometry | None = None


@dataclass(frozen=True)
class Change:
    """One change of the session, told once: which parts of what is shown it touched, what the
    views show now (each part made once, when first read), and what changed in the game tree."""

    parts: Part
    shown: Shown
    tree: TreeChanges | None = None


class Controller(QObject):
    changed = Signal(object)
    """A :class:`Change` after each change of the session: an edit, undo, a move through the
    record, the slider, a hover, the overlays..."""
    mode_changed = Signal(object)
    """The :class:`Mode` entered."""
    playing_changed = Signal(bool)
    """The slider's timer started (True) or stopped."""
    exercise_updated = Signal(object)
    """The :class:`ExerciseSession` or :class:`ProblemSession` being answered, after it changed."""
    message = Signal(str)
    """Something to tell in the status bar: an edit the document refused."""
    point_described = Signal(str)
    """The name of the point under the mouse."""
    notice = Signal(str, str)
    """A title and a message that deserve a dialog: why a search is not made."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = EditorSession(Document.new(19, 19))
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._after_edit)
        self.tool_state = ToolState()
        self.search = SearchController(self)
        self.search.found.connect(self._searched)
        self.search.cancelled.connect(lambda: self.message.emit(str(SEARCH_CANCELLED)))
        self.search.too_large.connect(lambda text: self.notice.emit(str(TOO_LARGE_TO_SEARCH), text))
        self.ask_label: Callable[[str], str | None] = lambda default: default
        """The label text for a Ctrl+click of the Label or Number tool, given the label there or
        the next free one (None: cancelled); the window asks the user in a dialog."""
        self.annotation_profile = Profile.GOBENSON
        """The marks Annotate node and Annotate game put on territory (the window's choice)."""
        self.pending_edits: Callable[[], None] = lambda: None
        """Hands on an edit still being made in a widget (the comment being typed); the window
        sets it.  :meth:`commit_pending_edits` calls it before anything changes the document,
        moves the cursor or leaves the document, so the edit lands on the node it was made for."""
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_INTERVAL_MS)
        self.timer.timeout.connect(self._advance)
        self._focus_frame = Coalesced(lambda: self._show(Part.FOCUS), FRAME_MS, self)
        self._changes = TreeChanges(everything=True)

    # -- the mode -----------------------------------------------------------------------------

    def _enter(self, mode: Mode, shown: KillReplay | Verification | Practice | None = None,
               at: int = 0) -> None:
        """The one place the mode changes: the slider's timer stops, what the mode before showed
        goes, and ``shown`` (what ``mode`` shows) with the slider at ``at`` takes its place."""
        self._stop_playing()
        if self.session.enter(mode, shown, at):
            self.mode_changed.emit(mode)

    def _back_to_verdict(self) -> None:
        """What was shown for the position as it was (a half-step, a replay, a search's verdicts)
        goes; exercises stay until they are left."""
        if self.session.mode is not Mode.EXERCISES:
            self._enter(Mode.VERDICT)

    @property
    def focus_frame(self) -> Coalesced:
        """The pictures and words about the block in focus, redrawn at most once a frame however fast
        the mouse moves; whether a redraw is still to come is its :meth:`~Coalesced.waiting`."""
        return self._focus_frame

    # -- what the views show ------------------------------------------------------------------

    def show_everything(self) -> None:
        """Send every view all it shows (a window just made)."""
        self._show(EVERYTHING, TreeChanges(everything=True))

    def _show(self, parts: Part, tree: TreeChanges | None = None) -> None:
        """Tell the views, once, that ``parts`` of what they show changed (and the game tree as
        ``tree`` says); a change that redraws the pictures answers a hover waiting for its frame."""
        session = self.session
        if tree is not None:
            tree = replace(tree, root=session.document.game.root, cursor=session.document.cursor,
                           geometry=session.geometry)
        change = Change(parts, Shown(session), tree)
        if Part.FOCUS in parts:
            self._focus_frame.now(lambda: self.changed.emit(change))
        else:
            self.changed.emit(change)

    # -- the document -------------------------------------------------------------------------

    def tell(self, text: str) -> None:
        """Say ``text`` in the status bar: what an edit or a tool refused, or waits for."""
        self.message.emit(text)

    def commit_pending_edits(self) -> None:
        """Record what is still being typed, before an action that would leave its node."""
        self.pending_edits()

    def replace_document(self, document: Document) -> None:
        """Show another document; nothing made for the old one (selection, focus, a search's
        verdicts, a replay, exercises) stays, even on a board of the same size."""
        self.commit_pending_edits()
        self._enter(Mode.VERDICT)
        self.session.document = document
        self.session.forget_the_board()
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self._changes = TreeChanges(everything=True)
        self._after_edit()

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def save(self, path: str | Path, form: Form | None = None) -> None:
        """Save in ``form`` (default: the document's); raises SgfError when the file cannot be
        written, or a board cannot be said in that form; the document stays unsaved then."""
        self.commit_pending_edits()
        self.session.document.save(path, form)
        self.undo_stack.setClean()

    def editable(self) -> bool:
        """Whether the document may change now: not while exercises are answered, where an edit
        (a new game, say) could turn the set into a file that is no set behind the student's
        back; the window disables those actions, and what still asks is told why not."""
        if self.session.mode is Mode.EXERCISES:
            self.message.emit(str(EDITS_PAUSED))
            return False
        return True

    def execute(self, make_command: Callable[..., Command], *args: object) -> bool:
        """Build a document command, apply it and record it for undo.  An edit the document
        refuses (EditError: an illegal move, a stone already there) is reported and not made;
        the answer says whether it was made."""
        if not self.editable():
            return False
        self.commit_pending_edits()
        try:
            command = make_command(self.session.document, *args)
        except EditError as error:
            self.message.emit(not_done(error))
            return False
        command.apply(self.session.document)
        self._note(command)
        self.undo_stack.push(DocumentCommand(self.session.document, command, self._note))
        return True

    def execute_all(self, text: str, edits: list[tuple[object, ...]]) -> bool:
        """Several edits, each ``(command class, *args)``, as one undo step named ``text``; if
        the document refuses one, none is made and the answer is False."""
        return self.execute(Compound, text, edits)

    def undo(self) -> None:
        if self.editable():
            self.commit_pending_edits()
            self.undo_stack.undo()

    def redo(self) -> None:
        if self.editable():
            self.commit_pending_edits()
            self.undo_stack.redo()

    def _note(self, command: Command) -> None:
        """Remember what a command applied or undone changed in the tree, for the move list."""
        self._changes.edited.update(dict.fromkeys(command.edited_nodes()))
        self._changes.reshaped.update(dict.fromkeys(command.reshaped_parents()))

    def _after_edit(self) -> None:
        """Whatever changed the document: back to the verdict, and every view redrawn."""
        self._back_to_verdict()
        changes, self._changes = self._changes, TreeChanges()
        self._show(EVERYTHING, changes)

    # -- what is shown ------------------------------------------------------------------------

    def set_rules(self, rules: Rules) -> None:
        """Give the game other rules: an undoable edit of its root, saved with the file."""
        if Rules.parse(rules) is not self.session.rules:
            self.execute(SetRules, rules)

    def set_overlays(self, overlays: Overlays) -> None:
        self.session.overlays = overlays
        self._show(ANALYSED)

    def set_move_numbers(self, shown: bool) -> None:
        self.session.show_move_numbers = shown
        self._show(ANALYSED)

    # -- the slider ---------------------------------------------------------------------------

    def set_sequence(self, whose: Whose) -> None:
        self.session.whose = whose
        if self.session.mode is Mode.STEPPING:
            self.session.at = min(self.session.at, self.session.slider_length() - 1)
        self._show(ANALYSED)

    def move_slider(self, index: int) -> None:
        """Move the slider: through the replay, else the casting-out (which leaves a search's
        verdicts); in exercises, through the capture Show me replays."""
        if self.session.mode is Mode.EXERCISES:
            self.in_exercise(lambda session: session.set_replay_move(index)
                             if isinstance(session, ExerciseSession) else None)
            return
        index = max(0, min(index, self.session.slider_length() - 1))
        if self.session.mode in (Mode.STEPPING, Mode.REPLAY):
            self.session.at = index
        else:
            self._enter(Mode.STEPPING, at=index)
        self._show(STEPPED)

    def _slider_place(self) -> tuple[int, int] | None:
        """Where the slider the keys step is and its length: the capture Show me replays in
        exercises (None when it replays none), else the editor's."""
        if self.session.mode is not Mode.EXERCISES:
            return self.session.slider_index(), self.session.slider_length()
        session = self.session.exercise
        if isinstance(session, ExerciseSession) and session.replay is not None:
            return session.replay_move, session.replay.length
        return None

    def move_slider_by(self, delta: int) -> None:
        place = self._slider_place()
        if place is not None:
            self.move_slider(place[0] + delta)

    def move_slider_to_end(self) -> None:
        place = self._slider_place()
        if place is not None:
            self.move_slider(place[1] - 1)

    def toggle_playing(self) -> None:
        if self.timer.isActive():
            self._stop_playing()
            return
        place = self._slider_place()
        if place is None:
            return
        if place[0] >= place[1] - 1:
            self.move_slider(0)
        self.timer.start()
        self.playing_changed.emit(True)

    def _advance(self) -> None:
        self.move_slider_by(1)
        place = self._slider_place()
        if place is None or place[0] >= place[1] - 1:
            self._stop_playing()

    def _stop_playing(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.playing_changed.emit(False)

    # -- how an unsafe block dies -------------------------------------------------------------

    def show_kill(self, point: Point | None = None) -> None:
        """Replay the capture of the block at ``point`` (default: the block under the mouse, else
        the selected one, else the last one the mouse was over, since reaching a button takes
        the mouse off the board); a safe block gets a message instead: nothing can capture it."""
        if self.session.mode is Mode.EXERCISES:  # it would tell the verdict
            return
        board = self.session.board
        point = point or self.session.pointed_stone()
        colour = board.get(point) if point is not None and board.geometry.contains(point) else None
        if point is None or colour is None:
            self.message.emit(str(POINT_AT_A_BLOCK))
            return
        try:
            kill = kill_sequence(board, point, self.session.rules)
        except KillError as error:
            self.message.emit(no_capture_found(error))
            return
        name = point_name(point, board.rows)
        if kill is None:
            self.message.emit(cannot_be_captured(colour.value, name))
            return
        self._enter(Mode.REPLAY, KillReplay(board, kill, self.session.rules))
        self._show(ANALYSED)

    def leave(self) -> None:
        """Back to the analysis at its verdict: from exercises, a replay or a search's verdicts;
        from the analysis itself, the selection goes."""
        if self.session.mode is Mode.EXERCISES:
            self.leave_exercises()
            return
        if self.session.mode in (Mode.VERDICT, Mode.STEPPING):
            self.session.selection = 0
        self._enter(Mode.VERDICT)
        self._show(ANALYSED)

    # -- verifying by search ------------------------------------------------------------------

    def start_search(self) -> bool:
        """Start the exhaustive search of both colours on the position (the attacker playing
        only in the selection, if any), back at the verdict meanwhile; False, with a notice,
        when it is too big."""
        if not self.search.start(self.session.board, self.session.rules, self.session.selection):
            return False
        self._back_to_verdict()
        self._show(ANALYSED)
        return True

    def _searched(self, result: Verification) -> None:
        session = self.session
        if result.board == session.board and session.mode is not Mode.EXERCISES:  # else the position changed meanwhile
            self._enter(Mode.VERIFIED, result)
            self._show(ANALYSED)

    def show_in_play(self, answer: EngineAnswer) -> None:
        """An engine's statuses in play, shown beside Benson's verdicts while the board stays the
        one it was asked about."""
        self.session.engine_answer = answer
        self._show(Part.FOCUS)

    def stop_search(self) -> None:
        """Cancel a running search and wait for its thread (before the window closes)."""
        self.search.stop()

    def copy_kill_to_variation(self) -> None:
        """The replayed capture as a new line below the current node, undone in one step: the
        attacker's moves with the defender's passes between them (and first, if it is the
        defender's turn)."""
        replay = self.session.replay
        if replay is None:
            return
        attacker = replay.kill.attacker
        edits: list[tuple[object, ...]] = []
        if self.session.document.position().to_play is not attacker:
            edits.append((Pass, attacker.opponent))
        for number, point in enumerate(replay.kill.moves):
            if number:
                edits.append((Pass, attacker.opponent))
            edits.append((PlayMove, point, attacker))
        self.execute_all(replay_variation(replay.block_name()), edits)

    # -- exercise mode ------------------------------------------------------------------------

    def start_exercises(self, session: Practice) -> None:
        """Answer the exercises of ``session`` on the board, the analysis hidden."""
        self._enter(Mode.EXERCISES, session)
        self.exercise_updated.emit(session)
        self._show(ANALYSED)

    def in_exercise(self, act: Callable[[Practice], None]) -> None:
        """Do ``act`` to the exercises being answered and show what it changed."""
        exercise = self.session.exercise
        if self.session.mode is Mode.EXERCISES and exercise is not None:
            act(exercise)
            self.exercise_updated.emit(exercise)
            self._show(ANALYSED)

    def leave_exercises(self) -> None:
        """Back to the analysis; when the file is the set, on the game of the exercise last shown."""
        practice, document = self.session.exercise, self.session.document
        if practice is None:
            return
        self._enter(Mode.VERDICT)
        games = len(document.games)
        if isinstance(practice, ExerciseSession):  # a set may stand among other games
            game = practice.games[practice.index]
        else:
            game = practice.index if games == len(practice) else games
        if game < games:
            document.select_game(game)
            document.go_last()
        self._moved(TreeChanges(everything=True) if game < games else None)

    # -- mouse --------------------------------------------------------------------------------

    def set_tool(self, tool: str) -> None:
        self.session.tool = tool
        self.tool_state.link_start = self.session.anchor = None
        self.show_drawn_line(None)

    def set_hover(self, point: Point | None) -> None:
        """A hover that changes no block in focus changes no picture: it only names the point."""
        session = self.session
        before = session.focus()
        session.hover = point
        if point is not None:
            board = session.board
            stone = board.get(point) if board.geometry.contains(point) else None
            if stone is not None:
                session.last_stone = point
            block = session.analysis.of(stone).block_at(point) if stone is not None else None
            self.point_described.emit(point_status(point, board.rows, block))
        if session.focus() is not before:
            self._focus_frame.request()

    def click(self, point: Point, button: Qt.MouseButton = Qt.MouseButton.LeftButton,
              modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """A click with the tool chosen (see :mod:`.tools`); while answering exercises, an answer."""
        if self.session.mode is Mode.EXERCISES:
            self.in_exercise(lambda session: session.click(point))
            return
        tool = TOOL[self.session.tool]
        if tool.click is not None and (tool.on_holes or self.session.board.geometry.contains(point)):
            tool.click(self, tool, Click(point, button, modifiers))

    def inspect(self, point: Point | None) -> None:
        """Keep the block at ``point`` in focus (None: none)."""
        self.session.selected = point
        self._focus_frame.request()

    def select_region(self, points: int) -> None:
        """Select the points where the search's attacker may play (0: anywhere)."""
        self.session.selection = points
        self._focus_frame.request()

    def drag(self, start: Point, end: Point) -> None:
        """The mouse moved with the button held from ``start``: what the tool shows meanwhile
        (nothing while exercises are answered: the press was an answer)."""
        tool = TOOL[self.session.tool]
        if tool.drag is not None and self.session.mode is not Mode.EXERCISES:
            tool.drag(self, tool, start, end)

    def release(self, start: Point, end: Point | None) -> None:
        """The end of a press at ``start``: on ``end`` (None: off the board), what the tool does
        (nothing while exercises are answered: the press was an answer)."""
        self.session.anchor = None
        self.show_drawn_line(None)
        tool = TOOL[self.session.tool]
        if tool.release is not None and end is not None and self.session.mode is not Mode.EXERCISES:
            tool.release(self, tool, start, end)

    # -- the board's keyboard cursor ------------------------------------------------------------

    def cursor_at(self, point: Point) -> None:
        """The keyboard cursor moved to ``point``: it is the point under the mouse now, and it
        drags out what Enter started there."""
        self.set_hover(point)
        if self.session.anchor is not None:
            self.drag(self.session.anchor, point)

    def activate(self, point: Point, button: Qt.MouseButton = Qt.MouseButton.LeftButton,
                 modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """Enter (``button`` left) or Shift+Enter (right) at the keyboard cursor: a click there.
        With a tool that joins two points the first Enter is the press of the mouse button and
        the next one, at the other end, its release; Shift+Enter in between cancels."""
        tool = TOOL[self.session.tool]
        start = self.session.anchor
        if self.session.mode is Mode.EXERCISES or tool.drag is None:
            self.click(point, button, modifiers)
        elif start is None:
            self.click(point, button, modifiers)
            if button == Qt.MouseButton.LeftButton:
                self.session.anchor = point
                self.message.emit(two_point_prompt(_(tool.text), point, self.session.board.rows))
        elif button == Qt.MouseButton.LeftButton:
            self.release(start, point)
        else:
            self.session.anchor = None
            self.show_drawn_line(None)
            self.message.emit(two_point_cancelled(_(tool.text)))

    def point_reading(self, picture: BoardPicture, point: Point) -> str:
        """What a screen reader says of ``point`` of ``picture`` (a board on show)."""
        return point_words(self.session, picture, point)

    def show_drawn_line(self, line: tuple[str, Point, Point] | None) -> None:
        """Draw the arrow or line being dragged out, (AR or LN, start, end), until the release."""
        if line != self.session.drawn_line:
            self.session.drawn_line = line
            self._focus_frame.request()

    # -- other edits --------------------------------------------------------------------------

    def pass_move(self) -> None:
        self.execute(Pass)

    def switch_to_play(self) -> None:
        """Give the move to the other colour (``PL`` in the current node, undoable)."""
        self.execute(SetPlayer, self.session.to_play.opponent)

    def diagram(self) -> str:
        """The current node as a Sensei's Library diagram, for the clipboard."""
        self.commit_pending_edits()
        return node_diagram(self.session.document)

    def paste_diagram(self, text: str) -> Document | None:
        """Put the position of a diagram on the board: on a board of its shape, as the setup of
        a new node below the current one (with the diagram's marks, labels and player to move,
        one undoable edit); a diagram of another shape comes back as a document of its own,
        for the window to open.  A text that is no diagram is reported and changes nothing."""
        try:
            pasted = diagram_document(text)
        except DiagramError as error:
            self.message.emit(not_pasted(error))
            return None
        if pasted.geometry != self.session.document.geometry:
            return pasted
        self.execute(SetupPosition, pasted.board(), pasted.position().to_play, marks_and_labels(pasted.cursor))
        return None

    def game_info(self) -> dict[str, str]:
        return game_info(self.session.document.game)

    def set_game_info(self, values: dict[str, str]) -> None:
        """Write what changed of the game information, as one undoable edit of the root (a
        dialog closed with OK but nothing changed edits nothing)."""
        if any(values[prop].strip() != text for prop, text in self.game_info().items() if prop in values):
            self.execute(SetGameInfo, values)

    def set_comment(self, text: str) -> None:
        if text != self.session.comment():
            self.execute(SetComment, text)

    def clear_markup(self) -> None:
        """Every mark, label, arrow and line off the current node, undone as one step (a macro
        of the document's own remove commands)."""
        node = self.session.document.cursor
        geom = self.session.board.geometry
        marks = edited_marks(node, geom)
        labels = list(node_labels(node, geom))
        lines = self.session.base_picture().lines
        if not marks and not labels and not lines:
            return
        self.execute_all(_("Clear markup"), [(RemoveMark, kind, point) for kind, point in marks] +
                         [(SetLabel, point, "") for point in labels] + [(RemoveLine, *line) for line in lines])

    def delete_node(self) -> None:
        self.execute(DeleteSubtree)

    def delete_node_only(self) -> None:
        """Delete this node alone; its children move up in its place."""
        self.execute(DeleteNode)

    def new_game(self, columns: int, rows: int, wrap: Wrap = Wrap.NONE) -> None:
        """Add an empty game to the file and show it."""
        self.execute(NewGame, columns, rows, wrap)

    def promote(self) -> None:
        self.execute(PromoteVariation)

    def annotate(self, whole_game: bool) -> None:
        """Write the analysis into this node, or into the nodes of the game where the verdict
        changes (marks of :attr:`annotation_profile` and a paragraph in the comment, by the
        document's annotator)."""
        nodes = list(self.session.document.game.root.walk()) if whole_game else [self.session.document.cursor]
        self.execute(Annotate, nodes, self.session.rules, whole_game, self.annotation_profile)

    # -- navigation ---------------------------------------------------------------------------

    def navigate(self, where: Navigation) -> None:
        if self.session.mode is Mode.EXERCISES:  # the record is not on show: the keys step what Show me replays
            steps = {Navigation.BACK: lambda: self.move_slider_by(-1),
                     Navigation.FORWARD: lambda: self.move_slider_by(1),
                     Navigation.START: lambda: self.move_slider(0), Navigation.END: self.move_slider_to_end}
            steps.get(where, lambda: None)()
            return
        self.commit_pending_edits()
        document = self.session.document
        {Navigation.BACK: document.previous_node, Navigation.FORWARD: document.next_node,
         Navigation.PREVIOUS_VARIATION: document.previous_variation,
         Navigation.NEXT_VARIATION: document.next_variation,
         Navigation.START: document.go_first, Navigation.END: document.go_last}[where]()
        self._moved()

    def go_to(self, node: Node) -> None:
        self.commit_pending_edits()
        self.session.document.go_to(node)
        self._moved()

    def _moved(self, tree: TreeChanges | None = None) -> None:
        """The cursor moved (and the tree, ``tree``, with another game on show)."""
        self.session.selected = self.session.last_stone = None
        self._back_to_verdict()
        self._show(MOVED if tree is None else EVERYTHING, tree)

