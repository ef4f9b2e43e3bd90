"""The editor's explicit modes, the slider's one StepSequence protocol, the typed signals the window
is wired by, and the tool registry its menus and toolbar are built from."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QToolBar

from gobenson_gui.core.board import Colour
from gobenson_gui.core.exercises import Kind
from gobenson_gui.core.exercises.generator import exercise_for
from gobenson_gui.core.kill import kill_sequence
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.commands import SetStone
from gobenson_gui.gui.controller import FRAME_MS, Coalesced, Navigation, Part
from gobenson_gui.view.exercise_session import ExerciseSession
from gobenson_gui.view.kill_replay import KillReplay
from gobenson_gui.view.modes import Mode
from gobenson_gui.view.stepping import CastingOut
from gobenson_gui.gui.tools import TOOLS, tool_tip
from gobenson_gui.view.verification import Verification
from gobenson_gui.view.session import scene, slider

from .driving import click, told, use_tool

WHITE_CORNER = (0, 6)
"""An unsafe white block of the welcome position."""
EMPTY = (4, 4)


def recorded(signal) -> list:
    """What ``signal`` carries from now on, one entry per emission."""
    seen = []
    signal.connect(lambda *payload: seen.append(payload[0] if len(payload) == 1 else payload))
    return seen


def no_verdicts(control) -> Verification:
    return Verification.of(control.session.board, 0, control.session.rules, [])


# -- modes ------------------------------------------------------------------------------------


def test_the_slider_enters_stepping_and_an_edit_leaves_it(qtbot, welcome):
    control = welcome.controller
    modes = recorded(control.mode_changed)
    assert control.session.mode is Mode.VERDICT and control.session.half_step is None
    welcome.analysis_panel.first.click()
    assert control.session.mode is Mode.STEPPING and control.session.half_step == 0 and modes == [Mode.STEPPING]
    welcome.analysis_panel.forward.click()  # moving within the mode enters nothing
    assert control.session.half_step == 1 and modes == [Mode.STEPPING]
    use_tool(welcome, "setup-black")
    click(qtbot, welcome, EMPTY)
    session = control.session
    assert session.mode is Mode.VERDICT and session.half_step is None and modes == [Mode.STEPPING, Mode.VERDICT]


def test_a_replay_is_entered_and_left_through_the_one_place(qtbot, welcome):
    control = welcome.controller
    control.move_slider(1)
    control.toggle_playing()
    playing = recorded(control.playing_changed)
    modes = recorded(control.mode_changed)
    welcome.analysis.board_menu(WHITE_CORNER).actions()[0].trigger()  # Show how it dies
    assert control.session.mode is Mode.REPLAY and modes == [Mode.REPLAY]
    assert control.session.replay is not None and control.session.half_step is None
    assert not control.timer.isActive() and playing == [False]  # entering a mode stops the timer
    assert welcome.registry["copy-kill"].isEnabled() and welcome.analysis_panel.copy.isVisibleTo(welcome)
    qtbot.keyClick(welcome, Qt.Key.Key_Escape)
    session = control.session
    assert session.mode is Mode.VERDICT and session.replay is None and modes == [Mode.REPLAY, Mode.VERDICT]
    assert not welcome.registry["copy-kill"].isEnabled() and not welcome.analysis_panel.copy.isVisibleTo(welcome)


def test_verdicts_of_a_search_are_left_by_stepping_by_esc_and_by_moving(qtbot, welcome):
    control = welcome.controller
    modes = recorded(control.mode_changed)
    control.search.found.emit(no_verdicts(control))
    assert control.session.mode is Mode.VERIFIED and control.session.verification is not None
    control.move_slider_by(-1)
    assert control.session.mode is Mode.STEPPING and control.session.verification is None
    control.search.found.emit(no_verdicts(control))
    qtbot.keyClick(welcome, Qt.Key.Key_Escape)
    assert control.session.mode is Mode.VERDICT
    control.search.found.emit(no_verdicts(control))
    control.navigate(Navigation.END)
    assert control.session.mode is Mode.VERDICT
    assert modes == [Mode.VERIFIED, Mode.STEPPING, Mode.VERIFIED, Mode.VERDICT, Mode.VERIFIED, Mode.VERDICT]


def test_exercises_are_left_only_by_leaving_them(welcome, welcome_board):
    control = welcome.controller
    control.move_slider(0)
    control.start_exercises(ExerciseSession([exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)]))
    session = control.session
    assert session.mode is Mode.EXERCISES and session.exercise is not None and session.half_step is None
    control.move_slider(1)
    control.toggle_playing()
    control.execute(SetStone, EMPTY, Colour.BLACK)  # an edit of the record behind the exercises
    control.leave()  # Esc
    assert control.session.mode is Mode.VERDICT and control.session.exercise is None and not control.timer.isActive()


# -- one StepSequence for the slider --------------------------------------------------------------


def test_the_casting_out_and_a_replay_drive_the_slider_alike(welcome, welcome_board):
    control = welcome.controller
    casting_out = CastingOut(control.session.analysis, (Colour.BLACK,))
    replay = KillReplay(welcome_board, kill_sequence(welcome_board, WHITE_CORNER), Rules.NO_SUICIDE)
    assert replay.length == len(replay.kill.moves) + 1
    for sequence, enter in ((casting_out, lambda: control.move_slider(0)),
                            (replay, lambda: control.show_kill(WHITE_CORNER))):
        enter()
        assert control.session.slider_sequence() == sequence and control.session.slider_length() == sequence.length
        for index in (1, sequence.length - 1):
            control.move_slider(index)
            assert control.session.slider_index() == index
            assert slider(control.session).caption == sequence.caption(index)
            assert welcome.analysis_panel.position.text() == sequence.caption(index)
        control.move_slider(sequence.length + 5)
        assert control.session.slider_index() == sequence.length - 1
        control.leave()
    assert slider(control.session).caption == casting_out.resting_caption()


# -- typed signals ----------------------------------------------------------------------------


def test_the_slider_and_the_boards_signals_carry_what_is_shown(welcome):
    control = welcome.controller
    sliders = told(control, Part.SLIDER, lambda change: change.shown.slider)
    boards = told(control, Part.FOCUS, lambda change: change.shown.scene)
    explanations = told(control, Part.FOCUS, lambda change: change.shown.explanation)
    welcome.analysis_panel.slider.setValue(1)
    count = control.session.slider_length()
    assert sliders == [(1, count, control.session.casting_out().caption(1))]
    assert len(boards) == 1 and boards[0][0][1].leaving and boards[0][0][1] == welcome.views[0].picture
    assert "blocks leave" in explanations[-1] and explanations[-1] == welcome.analysis_panel.explanation.toPlainText()
    welcome.analysis_panel.sequence.setCurrentIndex(2)  # both colours
    assert [caption for caption, _ in boards[-1]] == [caption for caption, _ in scene(control.session)]
    assert len(boards[-1]) == 2 and welcome.views[1].isVisible()


def test_the_node_and_document_signals_carry_their_values(welcome):
    control = welcome.controller
    rules = told(control, Part.ANALYSIS, lambda change: change.shown.rules)
    comments = told(control, Part.NODE, lambda change: change.shown.comment)
    to_play = told(control, Part.NODE, lambda change: change.shown.to_play)
    cursors = told(control, Part.NODE, lambda change: change.shown.cursor)
    trees = told(control, Part.TREE, lambda change: change.tree)
    welcome.registry[f"rules-{Rules.SUICIDE.value}"].trigger()
    assert rules[-1] is Rules.SUICIDE and welcome.edit.rules_box.currentData() == Rules.SUICIDE.value
    control.set_comment("A note")
    assert comments[-1] == "A note" and welcome.comment.toPlainText() == "A note"
    before = control.session.to_play
    welcome.registry["switch-player"].trigger()
    assert to_play[-1] is before.opponent
    assert welcome.to_play_button.text() == f"{before.opponent.value.capitalize()} to play"
    control.pass_move()
    changes = trees[-1]
    assert cursors[-1] is control.session.document.cursor and changes.cursor is control.session.document.cursor
    assert changes.root is control.session.document.game.root and not changes.everything
    assert control.session.document.cursor.parent in changes.reshaped


def test_hovers_are_coalesced_to_one_redraw_a_frame(qtbot, welcome):
    control = welcome.controller
    seconds = [1000.0]  # a clock that stands still unless the test moves it
    control.focus_frame.clock = lambda: seconds[0]
    control.focus_frame.now()
    seconds[0] += 1  # long after the last redraw
    boards = told(control, Part.FOCUS, lambda change: change.shown.scene)
    for _ in range(10):  # between two blocks, within one frame
        control.set_hover(WHITE_CORNER)
        control.set_hover((1, 0))
    assert len(boards) == 1  # the first at once, the rest wait for the end of the frame
    qtbot.waitUntil(lambda: not control.focus_frame.waiting())
    assert len(boards) == 2
    black_block = control.session.board.block_at((1, 0))
    assert boards[-1][0][1].highlight == black_block == welcome.views[0].picture.highlight


def test_the_frame_of_a_slow_redraw_counts_from_its_end(qtbot):
    seconds = [0.0]
    calls = []

    def slow_redraw():  # takes two frames, as on a busy machine
        calls.append(seconds[0])
        seconds[0] += 2 * FRAME_MS / 1000

    frame = Coalesced(slow_redraw, FRAME_MS, clock=lambda: seconds[0])
    frame.request()
    frame.request()  # at once after the end of the first: waits for a frame
    assert calls == [0.0] and frame.waiting()
    qtbot.waitUntil(lambda: not frame.waiting())
    assert len(calls) == 2


# -- the tool registry ------------------------------------------------------------------------


def test_every_tool_has_its_menu_action_toolbar_button_key_and_icon(welcome):
    tools_menu = next(action.menu() for action in welcome.menuBar().actions() if action.text() == "&Tools")
    toolbar = welcome.findChild(QToolBar, "main-toolbar")
    assert [action.text() for action in tools_menu.actions()] == [tool.text for tool in TOOLS]
    assert len({tool.key for tool in TOOLS}) == len(TOOLS)
    for tool, action in zip(TOOLS, tools_menu.actions()):
        assert action is welcome.registry["tool-" + tool.id] and action in toolbar.actions()
        assert action.shortcut() == QKeySequence(tool.key)
        assert action.statusTip() == tool_tip(tool) and not action.icon().isNull()
        action.trigger()
        assert welcome.controller.session.tool == tool.id and action.isChecked()
