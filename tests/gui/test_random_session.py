"""A long random editing session on the real window: every tool on random points with either
button, selections, boards of every shape, files, games, navigation, the slider, captures,
annotation, verification by search, comments, undo and redo, image export, promotion of
variations nested in others, Copy as diagram on every kind of board (plain, with missing points,
links, wrapped sides), exercise sets answered while every edit is tried, the Preferences kept
or refused by a full disk, and random messages on the one-editor channel.  After every action the boards are painted
and nothing may have gone wrong anywhere (an error in a paint event or a slot reaches the
exception hook); undo and redo walk exactly back to the start and forward to the end of each
document.

GOBENSON_SESSION_ACTIONS and GOBENSON_SESSION_SEED make a longer or another session.
"""

from __future__ import annotations

import errno
import os
import random
import shutil
import sys
import tempfile

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from gobenson_gui.core import settings as store
from gobenson_gui.core.atomic import WriteError
from gobenson_gui.core.exercises import Kind, generate, write_set
from gobenson_gui.core.geometry import Wrap
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.commands import PlayMove
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui import main_window, preferences
from gobenson_gui.gui.app import serve_files
from gobenson_gui.gui.controller import Navigation
from gobenson_gui.gui.tools import TOOL
from gobenson_gui.gui.dialogs import Unsaved
from gobenson_gui.gui.features import edit, file
from gobenson_gui.gui.running_editor import MOST_MESSAGE_BYTES, server_name

from .driving import GO, ROOT, menu_action
from .test_running_editor import send

ACTIONS = int(os.environ.get("GOBENSON_SESSION_ACTIONS", "2000"))
SEED = int(os.environ.get("GOBENSON_SESSION_SEED", "2026"))
SAMPLES = sorted((ROOT / "sample_sgf").glob("*.sgf"))
SIZES = [(1, 1), (1, 7), (6, 1), (2, 2), (3, 5), (5, 3), (7, 7), (9, 9), (13, 7), (19, 19), (25, 4), (52, 52)]
KIND_SAMPLES = {kind: ROOT / "sample_sgf" / name for kind, name in (
    ("plain", "welcome.sgf"), ("missing points", "unusual_goban_3_missing_middle_point.sgf"),
    ("links", "unusual_goban_2_wormhole.sgf"), ("wrapped sides", "wrap_torus_two_bands.sgf"))}
"""A record of each kind of board, for Copy as diagram to be tried on each early in a session."""


def board_kind(geometry) -> str:
    if geometry.wrap is not Wrap.NONE:
        return "wrapped sides"
    return "links" if geometry.links else "missing points" if geometry.missing else "plain"


def nested_variations(root) -> list:
    """The nodes below two branchings that each leave the first line: a variation in a variation."""
    found = []
    for node in root.walk():
        turns, walker = 0, node
        while walker.parent is not None:
            turns += walker.parent.children[0] is not walker
            walker = walker.parent
        if turns >= 2:
            found.append(node)
    return found


class Session:
    def __init__(self, qtbot, window, rng: random.Random, folder) -> None:
        self.qtbot, self.window, self.rng, self.folder = qtbot, window, rng, folder
        self.control = window.controller
        self.size = (9, 9)
        self.wrap = Wrap.NONE
        self.game_choice = 0
        self.promote_action = menu_action(window, "Promote variation")
        self.diagram_boards: set[str] = set()
        """The kinds of board Copy as diagram was tried on."""
        self.exercise_set = folder / "set.sgf"
        self.exercise_set.write_bytes(write_set(generate(rng.choice(list(Kind)), 3, 5, 5, seed=rng.randrange(1000))))
        self.exports = 0
        self.start = self.control.session.document.to_bytes()
        self.channel_name = ""
        """Where the window serves the one-editor channel."""
        self.faults = pytest.MonkeyPatch()
        """A full disk while the Preferences are kept, now and then."""
        self.refused: list[str] = []
        """The messages of Preferences that could not be kept."""

    # -- checks --------------------------------------------------------------------------------

    def check_undo_redo(self) -> None:
        """Undo to the start of this document and redo to the end: exactly the same files."""
        control = self.control
        control.commit_pending_edits()
        while control.undo_stack.canRedo():
            control.redo()
        end = control.session.document.to_bytes()
        while control.undo_stack.canUndo():
            control.undo()
        assert control.session.document.to_bytes() == self.start
        while control.undo_stack.canRedo():
            control.redo()
        assert control.session.document.to_bytes() == end

    def paint(self) -> None:
        for view in self.window.views:
            if view.isVisible():
                view.grab()
        QApplication.processEvents()

    # -- actions -------------------------------------------------------------------------------

    def point(self):
        board = self.control.session.board
        return self.rng.randrange(board.columns), self.rng.randrange(board.rows)

    def click(self) -> None:
        rng = self.rng
        self.window.registry["tool-" + rng.choice(list(TOOL))].trigger()
        button = rng.choice([Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton])
        if rng.random() < 0.2:  # through the widget, as the mouse does
            view = self.window.views[0]
            self.qtbot.mouseClick(view, button, Qt.KeyboardModifier.NoModifier, view.centre_of(self.point()).toPoint())
        else:
            self.control.click(self.point(), button)

    def select(self) -> None:
        """A drag with a tool that drags: a selection, an arrow, a line, or a link (which joins
        the two points of the board, or parts them)."""
        self.window.registry["tool-" + self.rng.choice(["select", "markup-arrow", "markup-line", "link"])].trigger()
        start, end = self.point(), self.point()
        self.control.drag(start, end)
        self.control.release(start, end)

    def hover(self) -> None:
        self.control.set_hover(self.point() if self.rng.random() < 0.8 else None)

    def replace(self, how) -> None:
        self.check_undo_redo()
        how()
        self.start = self.control.session.document.to_bytes()

    def choose_size(self) -> None:
        """What the New board dialog answers next: a size, and now and then wrapped sides."""
        self.size = self.rng.choice(SIZES)
        self.wrap = self.rng.choice([Wrap.NONE, Wrap.NONE, Wrap.NONE, Wrap.COLUMNS, Wrap.ROWS, Wrap.BOTH])

    def new_board(self) -> None:
        self.choose_size()
        self.replace(self.window.registry["new-board"].trigger)

    def open_sample(self) -> None:
        self.game_choice = self.rng.randrange(3)
        self.replace(lambda: self.window.file.open_path(str(self.rng.choice(SAMPLES))))

    def new_game(self) -> None:
        self.choose_size()
        self.window.registry["new-game"].trigger()

    def edit(self) -> None:
        control = self.control
        self.rng.choice([control.pass_move, control.clear_markup, control.delete_node, control.delete_node_only,
                         control.promote, lambda: control.annotate(False), lambda: control.annotate(True)])()

    def play_somewhere(self) -> None:
        """A legal move of the player to move on one of a few random points, if one is."""
        control = self.control
        for _ in range(10):
            if control.execute(PlayMove, self.point(), control.session.to_play):
                return

    def promote_nested(self) -> None:
        """Edit > Promote variation on a node of a variation nested in another, after growing
        one when the game has none: a move beside the one shown, and one beside its answer."""
        control = self.control
        if not nested_variations(control.session.document.game.root):
            if control.session.document.cursor.parent is None:
                self.play_somewhere()
            for step in (control.navigate, None, None, control.navigate, None):
                step(Navigation.BACK) if step else self.play_somewhere()
        nodes = nested_variations(control.session.document.game.root)
        if nodes:
            control.go_to(self.rng.choice(nodes))
            self.promote_action.trigger()

    def copy_diagram(self) -> None:
        """Edit > Copy as diagram on the board shown, then, until every kind of board has had
        it, on a record of a kind not tried yet."""
        self.copy_diagram_here()
        untried = sorted(KIND_SAMPLES.keys() - self.diagram_boards)
        if untried:
            self.replace(lambda: self.window.file.open_path(str(KIND_SAMPLES[untried[0]])))
            self.copy_diagram_here()

    def copy_diagram_here(self) -> None:
        """Off where a diagram has no notation for the board (links, wrapped sides), else a
        diagram on the clipboard."""
        action = self.window.registry["copy-diagram"]
        geometry = self.control.session.board.geometry
        self.diagram_boards.add(board_kind(geometry))
        QApplication.clipboard().setText("")
        action.trigger()
        assert action.isEnabled() is geometry.is_grid
        assert QApplication.clipboard().text().startswith("$$") is geometry.is_grid

    def exercises(self) -> None:
        """Open a set and answer it while trying every way to edit the file (the edit actions,
        the tools, the rules, undo, the controller's edits): the file stays as it was, and
        leaving the set turns the edits back on."""
        window, control, rng = self.window, self.control, self.rng
        self.replace(lambda: window.file.open_path(str(self.exercise_set)))
        assert control.session.exercise is not None
        edits = window.registry.editing()
        tries = [self.click, self.select, self.edit, self.new_game, self.undo_redo, self.promote_nested,
                 lambda: rng.choice(edits).trigger(), lambda: window.edit.set_rules(rng.choice(list(Rules)))]
        for _ in range(rng.randrange(1, 8)):
            rng.choice(tries)()
            self.paint()
        session = control.session
        assert session.document.to_bytes() == self.start and not control.dirty and session.exercise is not None
        window.registry["leave-exercises"].trigger()
        stack = (window.registry["undo"], window.registry["redo"])
        assert control.session.exercise is None and all(action.isEnabled() for action in edits if action not in stack)

    def navigate(self) -> None:
        rng = self.rng
        if rng.random() < 0.3:
            nodes = list(self.control.session.document.game.root.walk())
            self.control.go_to(rng.choice(nodes))
        else:
            self.window.registry[rng.choice(list(GO.values()))].trigger()

    def step(self) -> None:
        panel = self.window.analysis_panel
        panel.sequence.setCurrentIndex(self.rng.randrange(3))
        panel.slider.setValue(self.rng.randrange(panel.slider.maximum() + 1))

    def kill(self) -> None:
        control = self.control
        control.show_kill(self.point())
        if control.session.replay is not None:
            control.move_slider(self.rng.randrange(control.session.slider_length()))
            if self.rng.random() < 0.5:
                control.copy_kill_to_variation()
            control.leave()

    def verify(self) -> None:
        """Verify by search, where the search is quick: few points the attacker may play on,
        counting those of stones it could capture."""
        control = self.control
        if bin(control.session.selection or control.session.board.geometry.on).count("1") > 9:
            return
        self.window.registry["verify"].trigger()
        self.qtbot.waitUntil(lambda: control.search.worker is not None and control.search.worker.isFinished())
        QApplication.processEvents()

    def comment(self) -> None:
        self.window.comment.setPlainText(self.rng.choice(["", "a", "note\nline two", "nb\u00a0sp", "\u00e9t\u00e9"]))

    def undo_redo(self) -> None:
        rng = self.rng
        action = rng.choice([self.window.registry["undo"], self.window.registry["redo"]])
        for _ in range(rng.choice([1, 1, 2, 5])):
            action.trigger()
        if rng.random() < 0.05:
            self.check_undo_redo()

    def export(self) -> None:
        self.exports += 1
        target = self.folder / f"board{self.exports}.{self.rng.choice(['png', 'svg'])}"
        self.window.export_image_to = target
        self.window.registry["export-image"].trigger()
        assert target.stat().st_size > 0

    def preferences(self) -> None:
        """Edit > Preferences…, random choices, OK: kept, or, on a full disk now and then, said
        in a message with the dialog left open on the choices, then cancelled."""
        window, rng = self.window, self.rng
        dialog = window.edit.show_preferences()
        for box in (dialog.rules, dialog.letters, dialog.language):
            box.setCurrentIndex(rng.randrange(box.count()))
        dialog.wood.set_colour(rng.choice(["#2e8b57", "#deb887", "#ffffff"]))
        chosen = dialog.chosen()
        full = rng.random() < 0.3
        if full:
            self.faults.setattr(store, "write_atomic", disk_full)
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        self.faults.undo()
        if full:
            assert dialog.isVisible() and dialog.chosen() == chosen and self.refused
            self.refused.clear()
            dialog.reject()
        else:
            assert not dialog.isVisible() and all(window.settings.value(key) == value for key, value in chosen.items())

    def channel(self) -> None:
        """A random message on the one-editor channel: only ``[]`` is taken (the window comes
        forward); the rest is dropped, and the document stays as it was."""
        rng = self.rng
        message = rng.choice([
            b"[]\n", bytes(rng.randrange(256) for _ in range(rng.randrange(300))),
            b"[" * rng.randrange(1, 50_000) + b"\n", b"x" * (MOST_MESSAGE_BYTES + rng.randrange(10)),
            b'["relative.sgf"]\n', b'{"open": "/etc/passwd"}\n', b"\n"])
        before = self.control.session.document
        answer = send(self.qtbot, self.channel_name, message, stay=rng.random() < 0.8)
        assert answer in ((b"ok\n", b"") if message == b"[]\n" else (b"",))
        assert send(self.qtbot, self.channel_name, b"[]\n") == b"ok\n" and self.control.session.document is before

    def other(self) -> None:
        rng = self.rng
        window = self.window
        rng.choice([lambda: window.edit.set_rules(rng.choice(list(Rules))),
                    lambda: window.analysis_panel.toggles[rng.choice(list(window.analysis_panel.toggles))].toggle(),
                    lambda: window.analysis_panel.regions.setCurrentIndex(rng.randrange(3)),
                    self.control.leave])()


def disk_full(path, data):
    raise WriteError(path, os.strerror(errno.ENOSPC), errno.ENOSPC)


@pytest.fixture
def channel_name(window):
    """The name ``window`` serves the one-editor channel on, in a short private folder of its own."""
    runtime = tempfile.mkdtemp(prefix="gobenson-")
    name = server_name((), {"DISPLAY": ":session", "XDG_RUNTIME_DIR": runtime})
    serve_files(name, window)
    yield name
    shutil.rmtree(runtime, ignore_errors=True)


@pytest.mark.slow
def test_random_editing_session(qtbot, window, monkeypatch, tmp_path, channel_name):
    rng = random.Random(SEED)
    session = Session(qtbot, window, rng, tmp_path)
    session.channel_name = channel_name
    monkeypatch.setattr(preferences, "show_error", lambda parent, title, text: session.refused.append(text))
    monkeypatch.setattr(file, "ask_board_size", lambda parent, c, r: (*session.size, session.wrap))
    monkeypatch.setattr(edit, "ask_game_info", lambda parent, values: None)
    monkeypatch.setattr(file, "ask_game", lambda parent, names: min(session.game_choice, len(names) - 1))
    monkeypatch.setattr(file, "ask_unsaved", lambda parent, name: Unsaved.DISCARD)
    monkeypatch.setattr(main_window, "ask_label", lambda parent, default: default)
    monkeypatch.setattr(main_window, "show_notice", lambda parent, title, text: None)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(window.export_image_to), ""))
    errors = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, trace: errors.append((kind, error, trace)))
    window.controller.replace_document(Document.new(9, 9))
    session.start = window.controller.session.document.to_bytes()
    actions = [(session.click, 30), (session.select, 4), (session.hover, 8), (session.new_board, 2),
               (session.open_sample, 2), (session.new_game, 1), (session.edit, 6), (session.navigate, 10),
               (session.step, 5), (session.kill, 3), (session.verify, 2), (session.comment, 4),
               (session.undo_redo, 12), (session.promote_nested, 2), (session.copy_diagram, 2),
               (session.exercises, 0.5), (session.export, 0.3), (session.other, 3), (session.preferences, 0.5),
               (session.channel, 0.5)]
    chosen = rng.choices([action for action, _ in actions], [weight for _, weight in actions], k=ACTIONS)
    for number, action in enumerate(chosen):
        action()
        session.paint()
        if errors:
            _kind, error, _trace = errors[0]
            raise AssertionError(f"action {number} ({action.__name__}) raised {error!r}") from error
    session.check_undo_redo()
    assert session.diagram_boards == KIND_SAMPLES.keys()
