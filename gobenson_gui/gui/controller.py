"""The editor's controller: turns clicks into document commands, reruns Benson's analysis after
every edit and every move of the cursor, and composes what the board views draw.

Views never read the document; they get pictures and words from here.  Every change of the
document goes through the undo stack, and any change of the stack puts the step slider back at
the verdict.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import count
from typing import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack

from ..core.benson import Analysis, Block, analyze, renamed
from ..core.board import Board, Colour
from ..core.coords import point_name, sgf_point
from ..core.diagram import DiagramError, diagram_document, node_diagram
from ..core.geometry import Geometry, Point, Wrap, link
from ..core.kill import KillError, kill_sequence
from ..core.report import analysis_paragraph, counted, explain_block, half_step_phrase
from ..core.rules import Rules
from ..core.sgf.annotate import Annotate
from ..core.sgf.commands import (LINES, MARKS, AddLine, AddMark, DeleteNode, DeleteSubtree, NewGame, Pass, PlayMove,
                                 PromoteVariation, RemoveLine, RemoveMark, SetComment, SetGameInfo, SetLabel, SetLink,
                                 SetPlayer, SetPointMissing, SetRules, SetStone, SetupPosition, game_info,
                                 marks_at)
from ..core.sgf.document import Document
from ..core.sgf.tree import Node
from ..core.sgf.errors import EditError
from ..core.sgf.values import decode_text, parse_point_list
from .exercise_session import ExerciseSession
from .picture import BoardPicture, Overlays, line_move_numbers, node_labels, node_picture
from .kill_replay import KillReplay, replay_picture, replay_text
from .render import Panel, analysis_panels
from .search import SearchThread
from .stepping import describe, half_step, half_step_count
from .undo import DocumentCommand
from .verification import Verification, rectangle, refusal, verification_text

SETUP_TOOLS = {"setup-black": Colour.BLACK, "setup-white": Colour.WHITE}
MARKUP_TOOLS = {"markup-triangle": "TR", "markup-square": "SQ", "markup-circle": "CR", "markup-cross": "MA"}
LABEL_TOOLS = ("markup-label", "markup-number")
LINE_TOOLS = {"markup-arrow": "AR", "markup-line": "LN"}
TOOLS = ("inspect", "select", "play", "setup-black", "setup-white", "setup-alternate", "erase",
         *MARKUP_TOOLS, *LABEL_TOOLS, *LINE_TOOLS, "hole", "link")
LETTERS = [chr(code) for code in range(ord("A"), ord("Z") + 1)] + [chr(code) for code in range(ord("a"), ord("z") + 1)]
PLAY_INTERVAL_MS = 900
ANALYSIS_HIDDEN = "The analysis is hidden while you answer exercises (Esc leaves them)."


@lru_cache(maxsize=256)
def analysis_of(board: Board, rules: Rules) -> Analysis:
    """Analyses by position, so that stepping back and forth through a game reuses them."""
    return analyze(board, rules)


def next_free_label(used, numbers: bool) -> str | None:
    """The label the Label tool (letters A-Z, then a-z) or the Number tool (1, 2, 3...) puts next:
    the first one no point of the node has; None when every letter is taken."""
    taken = set(used)
    if numbers:
        return next(str(n) for n in count(1) if str(n) not in taken)
    return next((letter for letter in LETTERS if letter not in taken), None)


def _other_hand(button, modifiers) -> bool:
    """A right click, or a click with Shift or Ctrl, places the other colour (Sabaki, GoGui)."""
    return button == Qt.RightButton or bool(modifiers & (Qt.ShiftModifier | Qt.ControlModifier))


class TiedToBoard:
    """A controller attribute that belongs to the board it was set on (a selection, a point).

    Read while a board of another size is shown it is empty; on the same grid with points
    removed or put back it keeps only what is still on the board.  So state made for one board
    can never reach the drawing or the search of another, whatever changed the board: a new
    document, undo of a new game, the hole tool, another game of the file.
    """

    def __init__(self, empty, keep: Callable[[object, Geometry], object]) -> None:
        self.empty = empty
        self.keep = keep
        """What of a value set on the same grid is still valid on ``geometry``."""

    def __set_name__(self, owner, name: str) -> None:
        self.slot = f"_{name}_on_board"

    def __get__(self, controller, owner=None):
        if controller is None:
            return self
        made_for, value = getattr(controller, self.slot, (None, self.empty))
        now = controller.document.geometry
        if made_for == now:
            return value
        if made_for is not None and (made_for.columns, made_for.rows) == (now.columns, now.rows):
            return self.keep(value, now)
        return self.empty

    def __set__(self, controller, value) -> None:
        setattr(controller, self.slot, (controller.document.geometry, value))


def _point_still_on(point: Point | None, geometry: Geometry) -> Point | None:
    return point if point is not None and geometry.contains(point) else None


def _points_still_on(mask: int, geometry: Geometry) -> int:
    return mask & geometry.on


def _line_still_on(line: tuple[str, Point, Point] | None, geometry: Geometry):
    return line if line is not None and all(geometry.contains(end) for end in line[1:]) else None


@dataclass
class TreeChanges:
    """What the edits since the move list last heard changed: nodes with new properties, nodes
    with new children (dicts used as ordered sets), or everything (another document)."""

    edited: dict[Node, None] = field(default_factory=dict)
    reshaped: dict[Node, None] = field(default_factory=dict)
    everything: bool = False


class Controller(QObject):
    view_changed = Signal()
    """The analysis, its pictures, the words and the slider may all have changed."""
    focus_changed = Signal()
    """Only the block in focus (under the mouse or selected) or the selection changed: the
    pictures and the words about the block, not the summary or the slider."""
    step_changed = Signal()
    """Only the half-step (or replayed move) on the slider changed."""
    node_changed = Signal()
    """The cursor moved or the node's contents changed (comment, tree selection)."""
    tree_changed = Signal(object)
    """The game tree changed as a :class:`TreeChanges` tells."""
    message = Signal(str)
    """Something to tell in the status bar: an edit the document refused."""
    point_described = Signal(str)
    """The name of the point under the mouse."""
    playing_changed = Signal(bool)
    replay_changed = Signal(bool)
    """A capture replay started (True) or ended (False)."""
    notice = Signal(str, str)
    """A title and a message that deserve a dialog: why a search is not made."""
    exercise_changed = Signal(bool)
    """Exercise mode began (True) or ended (False)."""
    exercise: ExerciseSession | None = None
    """The exercises being answered: while set, the board shows only them and no verdict."""

    hover = TiedToBoard(None, _point_still_on)
    selected = TiedToBoard(None, _point_still_on)
    """The block kept in focus by the Inspect tool (a point of it)."""
    last_stone = TiedToBoard(None, _point_still_on)
    """The last stone the mouse was over."""
    selection = TiedToBoard(0, _points_still_on)
    """Points selected with the Select tool: where the search's attacker may play."""
    drawn_line = TiedToBoard(None, _line_still_on)
    """The arrow or line being dragged out, (AR or LN, start, end), drawn until the release."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = Document.new(19, 19)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._after_edit)
        self.tool = "play"
        self.sequence = "black"
        self.step: int | None = None
        """Half-step on the slider; None is the verdict as shown while editing."""
        self.overlays = Overlays()
        self.hover = self.selected = None
        self.alternate = Colour.BLACK
        self.replay: KillReplay | None = None
        """The capture being replayed instead of the analysis, if any."""
        self.replay_step = 0
        self.last_stone = None
        self.selection = 0
        self.drawn_line = None
        self.link_start: Point | None = None
        """The point a click of the Link tool chose, waiting for the click on the other end."""
        self._verification: Verification | None = None
        self.search: SearchThread | None = None
        self.ask_label: Callable[[str], str | None] = lambda default: default
        """The label text for a Ctrl+click of the Label or Number tool, given the label there or
        the next free one (None: cancelled); the window asks the user in a dialog."""
        self.pending_edits: Callable[[], None] = lambda: None
        """Hands on an edit still being made in a widget (the comment being typed); the window
        sets it.  :meth:`commit_pending_edits` calls it before anything changes the document,
        moves the cursor or leaves the document, so the edit lands on the node it was made for."""
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_INTERVAL_MS)
        self.timer.timeout.connect(self._advance)
        self._changes = TreeChanges(everything=True)
        self.show_move_numbers = False
        """Whether the stones of the current line show their move numbers (View menu)."""
        self._edit_count = 0
        self._numbers_key: tuple | None = None
        self._numbers: dict[Point, int] = {}
        self._named: tuple[tuple, Analysis] | None = None
        """The analysis on show with its region names, and the position and labels it is for."""

    # -- the document -------------------------------------------------------------------------

    def commit_pending_edits(self) -> None:
        """Record what is still being typed, before an action that would leave its node."""
        self.pending_edits()

    def replace_document(self, document: Document) -> None:
        """Show another document; nothing made for the old one (selection, focus, a search's
        verdicts, a replay) stays, even on a board of the same size."""
        self.commit_pending_edits()
        self._end_exercises()
        self.document = document
        self._named = None
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.selected = self.hover = self.last_stone = None
        self.selection = 0
        self._changes = TreeChanges(everything=True)
        self._after_edit()

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def save(self, path: str | Path) -> None:
        """Raises SgfError when the file cannot be written; the document stays unsaved then."""
        self.commit_pending_edits()
        self.document.save(path)
        self.undo_stack.setClean()

    def execute(self, make_command, *args) -> bool:
        """Build a document command, apply it and record it for undo.  An edit the document
        refuses (EditError: an illegal move, a stone already there) is reported and not made;
        the answer says whether it was made."""
        self.commit_pending_edits()
        try:
            command = make_command(self.document, *args)
        except EditError as error:
            self.message.emit(f"Not done: {error}")
            return False
        command.apply(self.document)
        self._note(command)
        self.undo_stack.push(DocumentCommand(self.document, command, self._note))
        return True

    def execute_all(self, text: str, steps: list[tuple]) -> bool:
        """Several edits, each ``(command class, *args)``, as one undo step named ``text``; if
        the document refuses one, those already made are undone and the answer is False."""
        self.commit_pending_edits()
        self.undo_stack.beginMacro(text)
        done = all(self.execute(*step) for step in steps)
        self.undo_stack.endMacro()
        if not done:
            self.undo_stack.undo()
        return done

    def undo(self) -> None:
        self.commit_pending_edits()
        self.undo_stack.undo()

    def redo(self) -> None:
        self.commit_pending_edits()
        self.undo_stack.redo()

    def _note(self, command) -> None:
        """Remember what a command applied or undone changed in the tree, for the move list."""
        self._changes.edited.update(dict.fromkeys(command.edited_nodes()))
        self._changes.reshaped.update(dict.fromkeys(command.reshaped_parents()))

    def _after_edit(self) -> None:
        """Whatever changed the document: leave any replay, return the slider to the verdict and
        have every view redrawn."""
        self._drop_replay()
        self._reset_step()
        self._edit_count += 1
        changes, self._changes = self._changes, TreeChanges()
        self.tree_changed.emit(changes)
        self.node_changed.emit()
        self.view_changed.emit()

    # -- analysis -----------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules moves are played by, which the analysis follows too."""
        return self.document.rules

    @property
    def board(self) -> Board:
        return self.document.board()

    @property
    def analysis(self) -> Analysis:
        """The position's analysis, its regions named after those of the analysis shown before
        (:func:`renamed`): a region an edit leaves alone keeps its letter, and no region takes a
        letter the node's labels use."""
        board, rules = self.board, self.rules
        taken = frozenset(node_labels(self.document.cursor, board.geometry, self.document.game.charset).values())
        key = (board, rules, taken)
        if self._named is None or self._named[0] != key:
            previous = self._named[1] if self._named is not None else None
            self._named = key, renamed(analysis_of(board, rules), previous, taken)
        return self._named[1]

    @property
    def verification(self) -> Verification | None:
        """The last search's verdicts, shown until the position changes or Esc: only ever
        those of the position on show."""
        found = self._verification
        return found if found is not None and found.board == self.board else None

    @verification.setter
    def verification(self, found: Verification | None) -> None:
        self._verification = found

    def set_rules(self, rules: Rules) -> None:
        """Give the game other rules: an undoable edit of its root, saved with the file."""
        if Rules.parse(rules) is not self.rules:
            self.execute(SetRules, rules)

    def set_overlays(self, overlays: Overlays) -> None:
        self.overlays = overlays
        self.view_changed.emit()

    def focus(self) -> Block | None:
        """The block under the mouse, else the selected one."""
        board = self.board
        for point in (self.hover, self.selected):
            if point is not None and board.geometry.contains(point) and board.get(point) is not None:
                return self.analysis.of(board.get(point)).block_at(point)
        return None

    def base_picture(self) -> BoardPicture:
        picture = node_picture(self.board, self.document.cursor, self.document.game.charset)
        if self.show_move_numbers:
            picture = replace(picture, move_numbers=self._move_numbers())
        return picture

    def set_move_numbers(self, shown: bool) -> None:
        self.show_move_numbers = shown
        self.view_changed.emit()

    def _move_numbers(self) -> dict[Point, int]:
        """The move numbers of the line to the cursor, kept until the cursor moves or the
        document changes: hovers redraw the board many times without walking the line."""
        key = (self.document, self.document.cursor, self._edit_count)
        if self._numbers_key != key:
            line = []
            node = self.document.cursor
            while node is not None:
                line.append(node)
                node = node.parent
            self._numbers = line_move_numbers(line[::-1], self.board)
            self._numbers_key = key
        return self._numbers

    def comment(self) -> str:
        values = self.document.cursor.get("C")
        return decode_text(values[0], self.document.game.charset) if values else ""

    def panels(self) -> list[Panel]:
        """A captioned picture per board shown: one, or two side by side."""
        if self.exercise is not None:
            return [(self.exercise.progress(), self.exercise.picture())]
        if self.replay is not None:
            return [(f"How {self.replay.block_name()} dies", replay_picture(self.replay, self.replay_step))]
        panels = analysis_panels(self.analysis, self.base_picture(), self.sequence, self.step, self.overlays,
                                 self.focus())
        found = self.verification
        marks = dict(selection=self.selection, agree=found.marked(True) if found else 0,
                     disagree=found.marked(False) if found else 0)
        if self.drawn_line is not None:
            marks["lines"] = (*panels[0][1].lines, self.drawn_line)
        return [(title, replace(picture, **marks)) for title, picture in panels]

    def _state(self, colour: Colour):
        return None if self.step is None else half_step(self.analysis.of(colour), self.step)

    def explanation(self) -> str:
        """Words for the panel: the replayed capture, else the block in focus, else the
        half-step, else the verdict."""
        if self.exercise is not None:
            return ANALYSIS_HIDDEN
        if self.replay is not None:
            return replay_text(self.replay, self.replay_step) + \
                "\n\nEsc returns to the analysis; Copy into a variation keeps the moves."
        if self.verification is not None:
            return verification_text(self.verification) + "\n\nEsc hides the search's verdicts."
        analysis = self.analysis
        focus = self.focus()
        if focus is not None:
            side = analysis.of(focus.colour)
            head = f"{focus.colour.value.capitalize()} block of {counted(focus.mask.bit_count(), 'stone')}, " \
                   f"{counted(focus.liberties.bit_count(), 'liberty', 'liberties')}."
            return head + "\n\n" + explain_block(side, focus.index)
        if self.step is not None:
            return "\n\n".join("\n".join(describe(analysis.of(colour), self._state(colour)))
                               for colour in self.sequence_colours())
        return ("Move the mouse over a block to see why it is safe or not, or drag the slider "
                "to watch the casting-out sequence.")

    def summary(self) -> str:
        return ANALYSIS_HIDDEN if self.exercise is not None else analysis_paragraph(self.analysis)

    def sequence_colours(self) -> list[Colour]:
        return list(Colour) if self.sequence == "both" else [Colour(self.sequence)]

    # -- the step slider ----------------------------------------------------------------------

    def step_count(self) -> int:
        if self.replay is not None:
            return self.replay.step_count
        return max(half_step_count(self.analysis.of(colour)) for colour in self.sequence_colours())

    def step_index(self) -> int:
        if self.replay is not None:
            return self.replay_step
        return self.step_count() - 1 if self.step is None else self.step

    def step_text(self) -> str:
        count = self.step_count()
        if self.replay is not None:
            return f"Move {self.replay_step} of {count - 1}" if self.replay_step else "Before the first move"
        if self.step is None:
            return f"Verdict ({counted(count, 'half-step')}; drag to step through)"
        state = half_step(self.analysis.of(self.sequence_colours()[0]), self.step)
        where = half_step_phrase(state.index)
        if self.step == count - 1:
            where += " (the verdict)"
        return f"Half-step {self.step} of {count - 1}: {where}"

    def set_sequence(self, sequence: str) -> None:
        self.sequence = sequence
        if self.step is not None:
            self.step = min(self.step, self.step_count() - 1)
        self.view_changed.emit()

    def set_step(self, index: int) -> None:
        index = max(0, min(index, self.step_count() - 1))
        if self.replay is not None:
            self.replay_step = index
        else:
            self.step = index
        self.step_changed.emit()

    def step_by(self, delta: int) -> None:
        self.set_step(self.step_index() + delta)

    def toggle_playing(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.step_index() >= self.step_count() - 1:
                self.set_step(0)
            self.timer.start()
        self.playing_changed.emit(self.timer.isActive())

    def _advance(self) -> None:
        self.step_by(1)
        if self.step_index() >= self.step_count() - 1:
            self.timer.stop()
            self.playing_changed.emit(False)

    def _reset_step(self) -> None:
        self.step = None
        if self.timer.isActive():
            self.timer.stop()
            self.playing_changed.emit(False)

    # -- how an unsafe block dies -------------------------------------------------------------

    def show_kill(self, point: Point | None = None) -> None:
        """Replay the capture of the block at ``point`` (default: the block under the mouse, else
        the selected one, else the last one the mouse was over, since reaching a button takes
        the mouse off the board); a safe block gets a message instead: nothing can capture it."""
        if self.exercise is not None:  # it would tell the verdict
            return
        board = self.board
        point = point or self.pointed_stone()
        if point is None or not board.geometry.contains(point) or board.get(point) is None:
            self.message.emit("Point at a block first (hover over it, or select it with the Inspect tool).")
            return
        try:
            kill = kill_sequence(board, point, self.rules)
        except KillError as error:
            self.message.emit(f"No capturing sequence found: {error}")
            return
        name = point_name(point, board.rows)
        if kill is None:
            self.message.emit(f"The {board.get(point).value} block at {name} is unconditionally alive: "
                              "no sequence of moves can capture it (Benson's Theorem 1).")
            return
        self._reset_step()
        self.replay = KillReplay(board, kill, self.rules)
        self.replay_step = 0
        self.replay_changed.emit(True)
        self.view_changed.emit()

    def leave(self) -> None:
        """Back to the normal view: from exercises, a replay or a search's verdicts, else the
        selection goes."""
        if self.exercise is not None:
            self.leave_exercises()
            return
        if self.replay is None and self.verification is None:
            self.selection = 0
        self._drop_replay()
        self._reset_step()
        self.view_changed.emit()

    def _drop_replay(self) -> None:
        """Forget what was shown for the position as it was: a replay, a search's verdicts."""
        self.verification = None
        if self.replay is not None:
            self.replay = None
            self.replay_changed.emit(False)

    # -- verifying by search ------------------------------------------------------------------

    def start_search(self) -> SearchThread | None:
        """Start the exhaustive search of both colours on the position (the attacker playing
        only in the selection, if any) in a thread; None, with a notice, when it is too big."""
        reason = refusal(self.board, self.selection)
        if reason is not None:
            self.notice.emit("Too large to search", reason)
            return None
        self._drop_replay()
        if self.search is not None:
            self.search.deleteLater()  # the previous one, finished: the dialog was modal
        search = SearchThread(self.board, self.rules, self.selection, self)
        # Bound methods of this object, so that Qt queues the calls into the GUI thread.
        search.found.connect(self._searched)
        search.cancelled.connect(self._search_cancelled)
        search.too_large.connect(self._search_too_large)
        self.search = search
        search.start()
        return search

    def _searched(self, result: Verification) -> None:
        if result.board == self.board:  # else the position changed meanwhile
            self.verification = result
            self.view_changed.emit()

    def _search_cancelled(self) -> None:
        self.message.emit("The search was cancelled.")

    def _search_too_large(self, text: str) -> None:
        self.notice.emit("Too large to search", text)

    def stop_search(self) -> None:
        """Cancel a running search and wait for its thread (before the window closes)."""
        if self.search is not None and self.search.isRunning():
            self.search.cancel()
            self.search.wait()

    def copy_kill_to_variation(self) -> None:
        """The replayed capture as a new line below the current node, undone in one step: the
        attacker's moves with the defender's passes between them (and first, if it is the
        defender's turn)."""
        replay = self.replay
        if replay is None:
            return
        attacker = replay.kill.attacker
        steps: list[tuple] = []
        if self.document.position().to_play is not attacker:
            steps.append((Pass, attacker.opponent))
        for number, point in enumerate(replay.kill.moves):
            if number:
                steps.append((Pass, attacker.opponent))
            steps.append((PlayMove, point, attacker))
        self.execute_all(f"Capture of {replay.block_name()}", steps)

    def pointed_stone(self) -> Point | None:
        """The stone the user means: under the mouse, else selected, else the last one the mouse
        was over (reaching a button or a menu takes the mouse off the board)."""
        board = self.board
        return next((p for p in (self.hover, self.selected, self.last_stone)
                     if p is not None and board.geometry.contains(p) and board.get(p) is not None), None)

    # -- exercise mode ------------------------------------------------------------------------

    def start_exercises(self, session: ExerciseSession) -> None:
        """Answer the exercises of ``session`` on the board, the analysis hidden."""
        self._drop_replay()
        self._reset_step()
        self.exercise = session
        self.exercise_changed.emit(True)
        self.view_changed.emit()

    def in_exercise(self, act: Callable[[ExerciseSession], None]) -> None:
        """Do ``act`` to the exercises being answered and show what it changed."""
        if self.exercise is not None:
            act(self.exercise)
            self.view_changed.emit()

    def leave_exercises(self) -> None:
        """Back to the analysis; when the file is the set, on the game of the exercise last shown."""
        session = self._end_exercises()
        if session is None:
            return
        if len(self.document.games) == len(session.exercises):
            self.document.select_game(session.index)
            self.document.go_last()
            self.tree_changed.emit(TreeChanges(everything=True))
        self._moved()

    def _end_exercises(self) -> ExerciseSession | None:
        """Leave exercise mode, if on: the session that was answered."""
        session, self.exercise = self.exercise, None
        if session is not None:
            self.exercise_changed.emit(False)
        return session

    # -- mouse --------------------------------------------------------------------------------

    def set_tool(self, tool: str) -> None:
        self.tool = tool
        self.link_start = None

    def set_hover(self, point: Point | None) -> None:
        """A hover that changes no block in focus changes no picture: it only names the point."""
        before = self.focus()
        self.hover = point
        if point is not None and self.board.geometry.contains(point) and self.board.get(point) is not None:
            self.last_stone = point
        if point is not None:
            self.point_described.emit(f"{point_name(point, self.board.rows)}  [{sgf_point(point)}]")
        if self.focus() is not before:
            self.focus_changed.emit()

    def click(self, point: Point, button=Qt.LeftButton, modifiers=Qt.NoModifier) -> None:
        if self.exercise is not None:
            self.in_exercise(lambda session: session.click(point))
            return
        other = _other_hand(button, modifiers)
        tool = self.tool
        geom = self.board.geometry
        if tool == "hole":
            self.execute(SetPointMissing, point, point not in geom.missing)
            return
        if not geom.contains(point):  # a hole in the board
            return
        here = self.board.get(point)
        if tool == "inspect":
            self.selected = None if self.selected == point else point
            self.focus_changed.emit()
        elif tool == "select":
            self.selection = 0 if other else rectangle(self.board, point, point)
            self.focus_changed.emit()
        elif tool == "play":
            to_play = self.to_play
            self.execute(PlayMove, point, to_play.opponent if other else to_play)
        elif tool in SETUP_TOOLS or tool == "setup-alternate":
            colour = SETUP_TOOLS.get(tool, self.alternate)
            colour = colour.opponent if other else colour
            if tool == "setup-alternate" and here is None:
                self.alternate = colour.opponent
            self.execute(SetStone, point, None if here is colour else colour)
        elif tool == "erase":
            if here is not None:
                self.execute(SetStone, point, None)
        elif tool in MARKUP_TOOLS:
            kind = MARKUP_TOOLS[tool]
            there = kind in marks_at(self.document, self.document.cursor, point)
            self.execute(RemoveMark if there else AddMark, kind, point)
        elif tool in LABEL_TOOLS:
            self._label(point, button, modifiers)

    def _label(self, point: Point, button, modifiers) -> None:
        """A click places the next free letter or number, or removes the label there (so does a
        right click); Ctrl+click asks for the text, offering the label there or the next one."""
        labels = node_labels(self.document.cursor, self.board.geometry, self.document.game.charset)
        proposed = labels.get(point) or next_free_label(labels.values(), self.tool == "markup-number")
        if modifiers & Qt.ControlModifier and button == Qt.LeftButton:
            text = self.ask_label(proposed or "")
            if text is not None and text != labels.get(point, ""):
                self.execute(SetLabel, point, text)
        elif point in labels or button != Qt.LeftButton:
            if point in labels:
                self.execute(SetLabel, point, "")
        elif proposed is None:
            self.message.emit("Not done: every letter labels a point already; Ctrl+click to type a label")
        else:
            self.execute(SetLabel, point, proposed)

    def drag(self, start: Point, end: Point) -> None:
        """A drag with the Select tool selects the rectangle between its ends; with the Arrow or
        Line tool it shows the arrow or line that the release will draw."""
        if self.tool == "select":
            self.selection = rectangle(self.board, start, end)
            self.focus_changed.emit()
        elif self.tool in LINE_TOOLS or self.tool == "link":
            self.drawn_line = (LINE_TOOLS.get(self.tool, "LN"), start, end) if start != end else None
            self.focus_changed.emit()

    def release(self, start: Point, end: Point | None) -> None:
        """The end of a press with the Arrow or Line tool: a drag draws an arrow or line from
        ``start`` to ``end``, or removes the one already there; a click removes those that start
        at the point (either end of a line), in one undo step."""
        if self.drawn_line is not None:
            self.drawn_line = None
            self.focus_changed.emit()
        if self.tool == "link" and end is not None:
            self._link(start, end)
            return
        kind = LINE_TOOLS.get(self.tool)
        if kind is None or end is None:
            return
        lines = self.base_picture().lines
        if start != end:
            drawn = (kind, start, end) in lines or (kind == "LN" and (kind, end, start) in lines)
            self.execute(RemoveLine if drawn else AddLine, kind, start, end)
            return
        touching = [line for line in lines
                    if line[0] == kind and (line[1] == start or (kind == "LN" and line[2] == start))]
        if not touching:
            return
        self.execute_all(f"Remove {LINES[kind]}s at {point_name(start, self.board.rows)}",
                         [(RemoveLine, *line) for line in touching])

    def _link(self, start: Point, end: Point) -> None:
        """The Link tool: a drag, or a click on one point then on another, links the two points,
        or unlinks them if they are linked already."""
        if start == end and self.link_start is None:
            self.link_start = start
            self.message.emit(f"Link from {point_name(start, self.board.rows)}: click the point to join it to")
            return
        if start == end:
            start, self.link_start = self.link_start, None
        else:
            self.link_start = None
        self.execute(SetLink, start, end, link(start, end) not in self.board.geometry.links)

    # -- other edits --------------------------------------------------------------------------

    def pass_move(self) -> None:
        self.execute(Pass)

    @property
    def to_play(self) -> Colour:
        """Who plays next at the current node; the Play tool plays this colour."""
        return self.document.position().to_play

    def switch_to_play(self) -> None:
        """Give the move to the other colour (``PL`` in the current node, undoable)."""
        self.execute(SetPlayer, self.to_play.opponent)

    def diagram(self) -> str:
        """The current node as a Sensei's Library diagram, for the clipboard."""
        self.commit_pending_edits()
        return node_diagram(self.document)

    def paste_diagram(self, text: str) -> Document | None:
        """Put the position of a diagram on the board: on a board of its shape, as the setup of
        a new node below the current one (with the diagram's marks, labels and player to move,
        one undoable edit); a diagram of another shape comes back as a document of its own,
        for the window to open.  A text that is no diagram is reported and changes nothing."""
        try:
            pasted = diagram_document(text)
        except DiagramError as error:
            self.message.emit(f"Not pasted: {error}")
            return None
        if pasted.geometry != self.document.geometry:
            return pasted
        marks = {prop: values for prop, values in pasted.cursor.properties.items() if prop in (*MARKS, "LB")}
        self.execute(SetupPosition, pasted.board(), pasted.position().to_play, marks)
        return None

    def game_info(self) -> dict[str, str]:
        return game_info(self.document.game)

    def set_game_info(self, values: dict[str, str]) -> None:
        """Write what changed of the game information, as one undoable edit of the root (a
        dialog closed with OK but nothing changed edits nothing)."""
        if any(values[prop].strip() != text for prop, text in self.game_info().items() if prop in values):
            self.execute(SetGameInfo, values)

    def set_comment(self, text: str) -> None:
        if text != self.comment():
            self.execute(SetComment, text)

    def clear_markup(self) -> None:
        """Every mark, label, arrow and line off the current node, undone as one step (a macro
        of the document's own remove commands)."""
        node = self.document.cursor
        geom = self.board.geometry
        marks = [(kind, point) for kind in MARKS
                 for point in parse_point_list(node.get(kind) or [], geom, kind)]
        labels = list(node_labels(node, geom))
        lines = self.base_picture().lines
        if not marks and not labels and not lines:
            return
        self.execute_all("Clear markup", [(RemoveMark, kind, point) for kind, point in marks] +
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
        """Write the analysis into this node, or into every node of the game (marks and a
        paragraph in the comment, by the document's annotator)."""
        nodes = list(self.document.game.root.walk()) if whole_game else [self.document.cursor]
        self.execute(Annotate, nodes, self.rules)

    # -- navigation ---------------------------------------------------------------------------

    def navigate(self, where: str) -> None:
        """``back``, ``forward``, ``up`` / ``down`` (previous / next variation), ``start``, ``end``."""
        self.commit_pending_edits()
        document = self.document
        {"back": document.previous_node, "forward": document.next_node, "start": document.go_first,
         "end": document.go_last, "up": document.previous_variation,
         "down": document.next_variation}[where]()
        self._moved()

    def go_to(self, node) -> None:
        self.commit_pending_edits()
        self.document.go_to(node)
        self._moved()

    def _moved(self) -> None:
        self.selected = self.last_stone = None
        self._drop_replay()
        self._reset_step()
        self.node_changed.emit()
        self.view_changed.emit()

