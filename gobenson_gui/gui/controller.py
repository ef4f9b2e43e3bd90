"""The editor's controller: turns clicks into document commands, reruns Benson's analysis after
every edit and every move of the cursor, and composes what the board views draw.

Views never read the document; they get pictures and words from here.  Every change of the
document goes through the undo stack, and any change of the stack puts the step slider back at
the verdict.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack

from ..core.benson import Analysis, Block, analyze
from ..core.board import Board, Colour
from ..core.coords import point_name, sgf_point
from ..core.geometry import Point
from ..core.report import analysis_paragraph
from ..core.rules import IllegalMove, Rules
from .document import CommandGroup, Document
from .picture import BoardPicture, Overlays
from .render import Panel, analysis_panels
from .stepping import describe, half_step, half_step_count
from .undo import DocumentCommand

SETUP_TOOLS = {"setup-black": Colour.BLACK, "setup-white": Colour.WHITE}
MARKUP_TOOLS = {"markup-triangle": "TR", "markup-square": "SQ", "markup-circle": "CR", "markup-cross": "MA"}
TOOLS = ("inspect", "play", "setup-black", "setup-white", "setup-alternate", "erase",
         *MARKUP_TOOLS, "markup-label")
LABEL_SEQUENCE = [chr(code) for code in range(ord("A"), ord("Z") + 1)] + [str(n) for n in range(1, 100)]
PLAY_INTERVAL_MS = 900


@lru_cache(maxsize=256)
def analysis_of(board: Board, rules: Rules) -> Analysis:
    """Analyses by position, so that stepping back and forth through a game reuses them."""
    return analyze(board, rules)


def _other_hand(button, modifiers) -> bool:
    """A right click, or a click with Shift or Ctrl, places the other colour (Sabaki, GoGui)."""
    return button == Qt.RightButton or bool(modifiers & (Qt.ShiftModifier | Qt.ControlModifier))


class Controller(QObject):
    view_changed = Signal()
    """Pictures, analysis text or slider changed."""
    node_changed = Signal()
    """The cursor moved or the node's contents changed (comment, tree selection)."""
    tree_changed = Signal()
    """The game tree may have a different shape or different move labels."""
    message = Signal(str)
    playing_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = Document.new(19, 19)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._after_edit)
        self.rules = Rules.NO_SUICIDE
        self.tool = "play"
        self.sequence = "black"
        self.step: int | None = None
        """Half-step on the slider; None is the verdict as shown while editing."""
        self.overlays = Overlays()
        self.hover: Point | None = None
        self.selected: Point | None = None
        self.alternate = Colour.BLACK
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_INTERVAL_MS)
        self.timer.timeout.connect(self._advance)

    # -- the document -------------------------------------------------------------------------

    def replace_document(self, document: Document) -> None:
        self.document = document
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.selected = self.hover = None
        self._reset_step()
        self.tree_changed.emit()
        self.node_changed.emit()
        self.view_changed.emit()

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def save(self, path: str | Path) -> None:
        """Raises OSError when the file cannot be written; the document stays unsaved then."""
        self.document.save(path)
        self.undo_stack.setClean()

    def execute(self, command) -> None:
        """Apply a document command and record it for undo (nothing for None)."""
        if command is None:
            self._moved()
            return
        command.apply(self.document)
        self.undo_stack.push(DocumentCommand(self.document, command))

    def _after_edit(self) -> None:
        self._reset_step()
        self.tree_changed.emit()
        self.node_changed.emit()
        self.view_changed.emit()

    # -- analysis -----------------------------------------------------------------------------

    @property
    def analysis(self) -> Analysis:
        return analysis_of(self.document.board, self.rules)

    def set_rules(self, rules: Rules) -> None:
        self.rules = Rules.parse(rules)
        self._reset_step()
        self.view_changed.emit()

    def set_overlays(self, overlays: Overlays) -> None:
        self.overlays = overlays
        self.view_changed.emit()

    def focus(self) -> Block | None:
        """The block under the mouse, else the selected one."""
        for point in (self.hover, self.selected):
            if point is not None and self.document.board.get(point) is not None:
                return self.analysis.of(self.document.board.get(point)).block_at(point)
        return None

    def base_picture(self) -> BoardPicture:
        document = self.document
        move = document.move_of(document.node)
        return BoardPicture(document.board, move[1] if move else None, document.markup(), document.labels())

    def panels(self) -> list[Panel]:
        """A captioned picture per board shown: one, or two side by side."""
        return analysis_panels(self.analysis, self.base_picture(), self.sequence, self.step, self.overlays,
                               self.focus())

    def _state(self, colour: Colour):
        return None if self.step is None else half_step(self.analysis.of(colour), self.step)

    def explanation(self) -> str:
        """Words for the panel: the block in focus, else the half-step, else the verdict."""
        analysis = self.analysis
        focus = self.focus()
        if focus is not None:
            side = analysis.of(focus.colour)
            stones = bin(focus.mask).count("1")
            head = f"{focus.colour.value.capitalize()} block of {stones} stone{'s' * (stones != 1)}, " \
                   f"{bin(focus.liberties).count('1')} liberties."
            return head + "\n\n" + side.explain_block(focus.index)
        if self.step is not None:
            return "\n\n".join("\n".join(describe(analysis.of(colour), self._state(colour)))
                               for colour in self.sequence_colours())
        return ("Move the mouse over a block to see why it is safe or not, or drag the slider "
                "to watch the casting-out sequence.")

    def summary(self) -> str:
        return analysis_paragraph(self.analysis)

    def sequence_colours(self) -> list[Colour]:
        return list(Colour) if self.sequence == "both" else [Colour(self.sequence)]

    # -- the step slider ----------------------------------------------------------------------

    def step_count(self) -> int:
        return max(half_step_count(self.analysis.of(colour)) for colour in self.sequence_colours())

    def step_index(self) -> int:
        return self.step_count() - 1 if self.step is None else self.step

    def step_text(self) -> str:
        count = self.step_count()
        if self.step is None:
            return f"Verdict ({count} half-step{'s' * (count != 1)}; drag to step through)"
        state = half_step(self.analysis.of(self.sequence_colours()[0]), self.step)
        if self.step == count - 1:
            where = "the verdict"
        elif state.index == 0:
            where = "start"
        else:
            where = f"round {state.round}, {'regions' if state.regions_phase else 'blocks'} leave"
        return f"Half-step {self.step} of {count - 1}: {where}"

    def set_sequence(self, sequence: str) -> None:
        self.sequence = sequence
        if self.step is not None:
            self.step = min(self.step, self.step_count() - 1)
        self.view_changed.emit()

    def set_step(self, index: int) -> None:
        self.step = max(0, min(index, self.step_count() - 1))
        self.view_changed.emit()

    def step_by(self, delta: int) -> None:
        self.set_step(self.step_index() + delta)

    def toggle_playing(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.step is None or self.step >= self.step_count() - 1:
                self.set_step(0)
            self.timer.start()
        self.playing_changed.emit(self.timer.isActive())

    def _advance(self) -> None:
        self.step_by(1)
        if self.step >= self.step_count() - 1:
            self.timer.stop()
            self.playing_changed.emit(False)

    def _reset_step(self) -> None:
        self.step = None
        if self.timer.isActive():
            self.timer.stop()
            self.playing_changed.emit(False)

    # -- mouse --------------------------------------------------------------------------------

    def set_tool(self, tool: str) -> None:
        self.tool = tool

    def set_hover(self, point: Point | None) -> None:
        self.hover = point
        if point is not None:
            self.message.emit(f"{point_name(point, self.document.board.rows)}  [{sgf_point(point)}]")
        self.view_changed.emit()

    def click(self, point: Point, button=Qt.LeftButton, modifiers=Qt.NoModifier) -> None:
        other = _other_hand(button, modifiers)
        document = self.document
        tool = self.tool
        if tool == "inspect":
            self.selected = None if self.selected == point else point
            self.view_changed.emit()
        elif tool == "play":
            colour = document.to_move()
            try:
                self.execute(document.play(point, colour.opponent if other else colour, self.rules))
            except IllegalMove as error:
                self.message.emit(f"Illegal move at {point_name(point, document.board.rows)}: {error}")
        elif tool in SETUP_TOOLS or tool == "setup-alternate":
            colour = SETUP_TOOLS.get(tool, self.alternate)
            colour = colour.opponent if other else colour
            if tool == "setup-alternate" and document.board.get(point) is None:
                self.alternate = colour.opponent
            self.execute(document.set_stone(point, None if document.board.get(point) is colour else colour))
        elif tool == "erase":
            if document.board.get(point) is not None:
                self.execute(document.set_stone(point, None))
        elif tool in MARKUP_TOOLS:
            self.execute(document.toggle_markup(point, MARKUP_TOOLS[tool]))
        elif tool == "markup-label":
            labels = document.labels()
            if point in labels or other:
                self.execute(document.set_label(point, None))
            else:
                self.execute(document.set_label(point, next(t for t in LABEL_SEQUENCE if t not in labels.values())))

    # -- other edits --------------------------------------------------------------------------

    def pass_move(self) -> None:
        self.execute(self.document.play(None, self.document.to_move(), self.rules))

    def set_comment(self, text: str) -> None:
        if text != self.document.comment():
            self.execute(self.document.set_comment(text))

    def clear_markup(self) -> None:
        if self.document.markup() or self.document.labels():
            self.execute(self.document.clear_markup())

    def delete_node(self) -> None:
        self.execute(self.document.delete_node())

    def promote(self) -> None:
        self.execute(self.document.promote())

    def annotate(self, whole_game: bool) -> None:
        """Write the analysis into the comment of this node, or of every node of the game."""
        document = self.document
        nodes = document.all_nodes() if whole_game else [document.node]
        commands = [document.annotate(node, analysis_paragraph(analysis_of(document.position(node), self.rules)))
                    for node in nodes]
        self.execute(CommandGroup("Annotate game" if whole_game else "Annotate node", commands, document.node))

    # -- navigation ---------------------------------------------------------------------------

    def navigate(self, where: str) -> None:
        """``back``, ``forward``, ``up`` / ``down`` (previous / next variation), ``start``, ``end``."""
        document = self.document
        {"back": document.back, "forward": document.forward, "start": document.to_start,
         "end": document.to_end, "up": lambda: document.switch_variation(-1),
         "down": lambda: document.switch_variation(1)}[where]()
        self._moved()

    def go_to(self, node) -> None:
        self.document.go_to(node)
        self._moved()

    def _moved(self) -> None:
        self.selected = None
        self._reset_step()
        self.node_changed.emit()
        self.view_changed.emit()
