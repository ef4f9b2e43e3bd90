"""Exercise mode driven through the real window: answers clicked on the board, the panel's
buttons pressed, and no verdict anywhere before Check."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.exercises import Exercise, Kind, generate, solution, write_set
from gobenson_gui.core.exercises.generator import GenerationCancelled, exercise_for
from gobenson_gui.core.exercises.sgf_form import from_game
from gobenson_gui.core.report import analysis_paragraph, explain_block, lettered
from gobenson_gui.core.sgf.commands import NewGame
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui import generation
from gobenson_gui.gui.features import exercises

from .driving import click, hover

SAFE_BLOCK, UNSAFE_BLOCK, LONE_STONE = (1, 0), (6, 6), (8, 8)
"""Black stones of the welcome position: a safe block, an unsafe one, a lone corner stone."""


def open_set(window, tmp_path, exercises):
    path = tmp_path / "set.sgf"
    path.write_bytes(write_set(exercises))
    assert window.file.open_path(str(path), confirmed=True)
    assert window.controller.session.exercise is not None
    return window.exercise_mode.panel


def press(qtbot, button):
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def panel_text(panel) -> str:
    labels = (panel.progress, panel.title, panel.question, panel.instructions, panel.answer)
    return "\n".join([label.text() for label in labels] + [panel.result.toPlainText()])


def reasons(board) -> list[str]:
    """Every sentence the analysis says about a block of the position."""
    analysis = analyze(board)
    return [explain_block(side, block.index, lettered(side))
            for side in (analysis.black, analysis.white) for block in side.blocks]


def assert_no_verdict(window, panel, board):
    picture = window.views[0].picture
    assert (picture.safe, picture.black_territory, picture.white_territory, picture.regions) == (0, 0, 0, ())
    assert (picture.agree, picture.disagree) == (0, 0)
    text = panel_text(panel)
    assert not any(reason in text for reason in reasons(board))
    assert not window.analysis_panel.isVisibleTo(window)
    assert analysis_paragraph(analyze(board)) not in window.analysis_panel.summary.text()


def block_mask(board, point) -> int:
    return board.block_at(point)


def test_safe_right_answer_is_graded_right_and_scored(window, qtbot, tmp_path, welcome_board):
    panel = open_set(window, tmp_path, [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)])
    assert_no_verdict(window, panel, welcome_board)
    assert "Which black blocks are unconditionally alive" in panel.question.text()
    click(qtbot, window, SAFE_BLOCK)
    assert window.views[0].picture.selection == block_mask(welcome_board, SAFE_BLOCK)
    assert_no_verdict(window, panel, welcome_board)
    press(qtbot, panel.check_button)
    picture = window.views[0].picture
    assert picture.agree == welcome_board.black and picture.disagree == 0
    assert panel.result.toPlainText().startswith("Right!")
    assert "score 1" in panel.progress.text()


def test_safe_wrong_answer_crosses_each_mistake_with_its_reason(window, qtbot, tmp_path, welcome_board):
    panel = open_set(window, tmp_path, [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)])
    click(qtbot, window, UNSAFE_BLOCK)
    click(qtbot, window, LONE_STONE)
    click(qtbot, window, LONE_STONE)  # unmarked again
    press(qtbot, panel.check_button)
    picture = window.views[0].picture
    wrong = block_mask(welcome_board, UNSAFE_BLOCK) | block_mask(welcome_board, SAFE_BLOCK)
    assert picture.disagree == wrong
    assert picture.agree == block_mask(welcome_board, LONE_STONE)
    side = analyze(welcome_board).black
    for point in (UNSAFE_BLOCK, SAFE_BLOCK):
        assert explain_block(side, side.block_at(point).index, lettered(side)) in panel.result.toPlainText()
    assert "score 0" in panel.progress.text()
    press(qtbot, panel.retry_button)
    assert_no_verdict(window, panel, welcome_board)


def test_capture_checks_each_move_and_succeeds_when_the_block_goes(window, qtbot, tmp_path, welcome_board):
    exercise = exercise_for(welcome_board, Kind.CAPTURE, Colour.BLACK, LONE_STONE)
    panel = open_set(window, tmp_path, [exercise])
    assert_no_verdict(window, panel, welcome_board)
    click(qtbot, window, (6, 8))  # a black stone stands there
    assert "illegal" in panel.answer.text()
    assert window.views[0].picture.board == welcome_board
    moves = solution(exercise)
    for move in moves:
        click(qtbot, window, move)
    picture = window.views[0].picture
    assert picture.board.get(LONE_STONE) is None
    assert panel.result.toPlainText().startswith("Right!")
    assert "score 1" in panel.progress.text()


def test_capture_wrong_answer_says_why_the_block_stands_and_show_me_replays(window, qtbot, tmp_path,
                                                                              welcome_board):
    exercise = exercise_for(welcome_board, Kind.CAPTURE, Colour.BLACK, UNSAFE_BLOCK)
    panel = open_set(window, tmp_path, [exercise])
    click(qtbot, window, (4, 4))  # far from the block
    assert_no_verdict(window, panel, welcome_board)
    press(qtbot, panel.check_button)
    assert "not captured" in panel.result.toPlainText()
    assert window.views[0].picture.disagree == block_mask(welcome_board, UNSAFE_BLOCK)
    press(qtbot, panel.retry_button)
    press(qtbot, panel.show_button)
    assert panel.slider.isVisibleTo(window)
    panel.slider.setValue(panel.slider.maximum())
    replayed = window.views[0].picture.board
    assert replayed.get(UNSAFE_BLOCK) is None
    assert "captures the block" in panel.result.toPlainText()


def test_make_safe_says_whether_the_block_is_alive_and_the_fewest_stones(window, qtbot, tmp_path,
                                                                         welcome_board):
    exercise = exercise_for(welcome_board, Kind.MAKE_SAFE, Colour.BLACK, UNSAFE_BLOCK, stone_limit=2)
    panel = open_set(window, tmp_path, [exercise])
    fewest = solution(exercise)
    assert len(fewest) == 1
    click(qtbot, window, (4, 4))
    click(qtbot, window, (4, 3))
    click(qtbot, window, (4, 2))  # over the limit of 2
    assert "allows 2" in panel.answer.text()
    click(qtbot, window, (4, 4))  # taken back, with the stone after it
    assert panel.answer.text() == "Stones added (0 of at most 2): nothing yet."
    click(qtbot, window, (4, 4))
    assert_no_verdict(window, panel, welcome_board)
    press(qtbot, panel.check_button)
    assert "not safe" in panel.result.toPlainText()
    press(qtbot, panel.retry_button)
    click(qtbot, window, fewest[0])
    press(qtbot, panel.check_button)
    assert panel.result.toPlainText().startswith("Right!")
    assert "1 is the fewest stones" in panel.result.toPlainText()
    press(qtbot, panel.retry_button)
    press(qtbot, panel.show_button)
    assert panel.show_button.text() == "Show a solution"
    assert window.views[0].picture.board.get(fewest[0]) is Colour.BLACK


def test_a_three_stone_answer_is_told_that_two_stones_played_in_order_do_it(window, qtbot, tmp_path):
    """White D2 captures three black stones, then B3 saves A3: the editor's "fewest" counts moves."""
    board = parse_diagram("O X X O\n. O X .\nX O O .\n")
    exercise = Exercise(Kind.MAKE_SAFE, board, Colour.WHITE, target=(0, 0), stone_limit=3)
    panel = open_set(window, tmp_path, [exercise])
    for point in ((3, 2), (3, 1), (1, 0)):  # D1, D2, B3
        click(qtbot, window, point)
    press(qtbot, panel.check_button)
    assert panel.result.toPlainText().startswith("Right!")
    assert panel.result.toPlainText().endswith("It can be done with 2.")


def test_vital_regions_are_graded_region_by_region(window, qtbot, tmp_path, welcome_board):
    exercise = exercise_for(welcome_board, Kind.VITAL, Colour.BLACK, SAFE_BLOCK)
    panel = open_set(window, tmp_path, [exercise])
    vital = solution(exercise)
    for point in vital:
        click(qtbot, window, point)
    assert_no_verdict(window, panel, welcome_board)
    press(qtbot, panel.check_button)
    assert panel.result.toPlainText().startswith("Right!")
    press(qtbot, panel.retry_button)
    click(qtbot, window, vital[0])
    press(qtbot, panel.check_button)
    assert panel.result.toPlainText().startswith("Not quite")
    assert window.views[0].picture.disagree


def test_rules_exercise_marks_the_blocks_the_rules_decide(window, qtbot, tmp_path):
    exercise = generate(Kind.RULES, 1, 5, 5, seed=1)[0]
    panel = open_set(window, tmp_path, [exercise])
    press(qtbot, panel.check_button)  # nothing marked: wrong
    assert panel.result.toPlainText().startswith("Not quite")
    assert "Under suicide rules" in panel.result.toPlainText()
    press(qtbot, panel.retry_button)
    assert_no_verdict(window, panel, exercise.board)
    for point in solution(exercise):
        click(qtbot, window, point)
    press(qtbot, panel.check_button)
    assert panel.result.toPlainText().startswith("Right!")


def test_next_previous_progress_and_the_review_of_mistakes(window, qtbot, tmp_path, welcome_board):
    exercises = [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK),
                 exercise_for(welcome_board, Kind.SAFE, Colour.WHITE)]
    panel = open_set(window, tmp_path, exercises)
    assert not panel.previous_button.isEnabled()
    press(qtbot, panel.check_button)  # nothing marked: the safe block is missed
    press(qtbot, panel.next_button)
    assert panel.progress.text() == "Exercise 2 of 2, score 0"
    assert "white" in panel.question.text()
    click(qtbot, window, (6, 0))
    press(qtbot, panel.check_button)
    assert panel.next_button.text().startswith("Review")
    press(qtbot, panel.next_button)
    review = panel.result.toPlainText()
    assert review.startswith("Done: 1 of 2 solved.")
    assert "Exercise 1:" in review and "Exercise 2:" not in review
    assert not panel.show_button.isEnabled() and not panel.retry_button.isEnabled()
    press(qtbot, panel.previous_button)
    assert panel.progress.text() == "Exercise 2 of 2, score 1"


def test_esc_leaves_exercise_mode_and_brings_the_analysis_back(window, qtbot, tmp_path, welcome_board):
    panel = open_set(window, tmp_path, [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)])
    window.activateWindow()
    qtbot.keyClick(window.views[0], Qt.Key.Key_Escape)
    assert window.controller.session.exercise is None
    assert not panel.isVisibleTo(window)
    assert window.analysis_panel.isVisibleTo(window)
    assert window.analysis_panel.summary.text() == analysis_paragraph(analyze(welcome_board))
    assert window.views[0].picture.safe == analyze(welcome_board).black.safe_stones | \
        analyze(welcome_board).white.safe_stones
    assert window.registry["show-kill"].isEnabled()


def test_leaving_shows_the_game_of_the_exercise_last_answered(window, qtbot, tmp_path, welcome_board):
    exercises = [exercise_for(welcome_board, Kind.SAFE, colour) for colour in Colour]
    panel = open_set(window, tmp_path, exercises)
    press(qtbot, panel.next_button)
    press(qtbot, panel.leave_button)
    assert window.controller.session.document.game_index == 1
    assert window.controller.session.board == welcome_board


def test_opening_another_file_leaves_exercise_mode(window, tmp_path, welcome_board):
    from .driving import WELCOME

    panel = open_set(window, tmp_path, [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)])
    open_set(window, tmp_path, [exercise_for(welcome_board, Kind.SAFE, Colour.WHITE)])
    assert "white" in panel.question.text()
    assert window.file.open_path(str(WELCOME), confirmed=True)
    assert window.controller.session.exercise is None
    assert not panel.isVisibleTo(window)
    assert window.analysis_panel.isVisibleTo(window) and window.tree.isVisibleTo(window)
    assert window.registry["make-exercise"].isEnabled()


def test_open_set_enters_exercise_mode_or_says_the_file_is_no_set(window, tmp_path, monkeypatch, welcome_board):
    from .driving import WELCOME

    errors = []
    monkeypatch.setattr(exercises, "show_error", lambda parent, title, text: errors.append(text))
    chosen = []
    monkeypatch.setattr(exercises.QFileDialog, "getOpenFileName", lambda *args: (chosen[-1], ""))
    chosen.append(str(WELCOME))
    window.registry["open-set"].trigger()
    assert window.controller.session.exercise is None
    assert errors == [f"{WELCOME} holds no exercise: an exercise is a game with a GBEX property in its root. "
                      "It is open for editing."]
    path = tmp_path / "one.sgf"
    path.write_bytes(write_set([exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)]))
    chosen.append(str(path))
    window.registry["open-set"].trigger()
    assert window.controller.session.exercise is not None and len(errors) == 1


def test_show_me_shades_the_right_answer_and_forfeits_the_check(window, qtbot, tmp_path, welcome_board):
    panel = open_set(window, tmp_path, [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)])
    press(qtbot, panel.show_button)
    assert window.views[0].picture.selection == analyze(welcome_board).black.safe_stones
    assert "The right answer (shaded): B9." in panel.result.toPlainText()
    assert not panel.check_button.isEnabled()
    click(qtbot, window, UNSAFE_BLOCK)  # answers are closed while the answer is shown
    assert panel.answer.text() == "Chosen: nothing yet."


def test_a_broken_set_opens_for_editing_with_a_message(window, tmp_path):
    path = tmp_path / "broken.sgf"
    path.write_bytes(b"(;GM[1]SZ[5]GBEX[riddle]AB[aa])")
    assert window.file.open_path(str(path), confirmed=True)
    assert window.controller.session.exercise is None
    assert "unknown exercise kind 'riddle'" in window.statusBar().currentMessage()


def test_a_teacher_makes_an_exercise_from_the_position_undoably(window, qtbot, tmp_path, monkeypatch,
                                                                 welcome_board):
    from .driving import WELCOME

    assert window.file.open_path(str(WELCOME), confirmed=True)
    games = len(window.controller.session.document.games)
    monkeypatch.setattr(exercises, "ask_exercise", lambda parent, colour, target: dict(
        kind=Kind.CAPTURE, colour=colour, stone_limit=None, title="Take it"))
    hover(qtbot, window, UNSAFE_BLOCK)
    window.registry["make-exercise"].trigger()
    document = window.controller.session.document
    assert len(document.games) == games + 1
    saved = tmp_path / "with-exercise.sgf"
    assert window.file.save_to(str(saved))
    reopened = Document.open(saved)
    reopened.select_game(games)
    made = from_game(reopened.games[games], reopened)
    assert (made.kind, made.target, made.title) == (Kind.CAPTURE, UNSAFE_BLOCK, "Take it")
    window.registry["undo"].trigger()
    assert len(window.controller.session.document.games) == games


def test_a_teacher_is_told_why_a_question_cannot_be_asked(window, qtbot, monkeypatch):
    from .driving import WELCOME

    assert window.file.open_path(str(WELCOME), confirmed=True)
    errors = []
    monkeypatch.setattr(exercises, "show_error", lambda parent, title, text: errors.append(text))
    monkeypatch.setattr(exercises, "ask_exercise", lambda parent, colour, target: dict(
        kind=Kind.CAPTURE, colour=colour, stone_limit=None, title=""))
    hover(qtbot, window, SAFE_BLOCK)
    window.registry["make-exercise"].trigger()
    assert errors == ["the block at B9 is already unconditionally alive"]


def test_new_set_from_the_generator_enters_exercise_mode(window, qtbot, monkeypatch):
    settings = dict(kind=Kind.SAFE, count=3, columns=5, rows=5, seed=4, level=None)
    monkeypatch.setattr(exercises, "ask_generator", lambda parent: settings)
    window.registry["new-set"].trigger()
    qtbot.waitUntil(lambda: window.controller.session.exercise is not None)
    session = window.controller.session.exercise
    assert session.exercises == generate(**settings)
    assert window.exercise_mode.panel.progress.text() == "Exercise 1 of 3, score 0"
    assert len(window.controller.session.document.games) == 3


def test_the_generator_runs_off_the_gui_thread_and_its_cancel_stops_it(window, qtbot, monkeypatch):
    """The window handles the generator's progress while it works; Cancel, clicked, stops it and
    leaves the file as it was."""
    released = threading.Event()

    def waiting(progress, **settings):
        progress(0, 1)  # the dialog shows this while the generator waits to be let go
        released.wait(timeout=30)
        if not progress(0, 2):
            raise GenerationCancelled("stopped")
        raise AssertionError("the generator was not asked to stop")

    monkeypatch.setattr(generation, "generate", waiting)
    monkeypatch.setattr(exercises, "ask_generator", lambda parent: dict(
        kind=Kind.SAFE, count=5, columns=5, rows=5, seed=0, level=None))
    document = window.controller.session.document
    window.registry["new-set"].trigger()
    dialog, thread = window.exercise_mode.generator_dialog, window.exercise_mode.generator
    try:
        qtbot.waitUntil(lambda: dialog.labelText() == "0 of 5 exercises found, 1 positions tried\u2026")
        dialog.findChild(QPushButton).click()
    finally:
        released.set()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "The generator was stopped: no new set.")
    assert thread.wait(5000)
    assert window.controller.session.exercise is None and window.controller.session.document is document


def test_a_combination_with_no_exercise_is_said_at_once(window, qtbot, monkeypatch):
    errors = []
    monkeypatch.setattr(exercises, "show_error", lambda parent, title, text: errors.append(text))
    monkeypatch.setattr(exercises, "ask_generator", lambda parent: dict(
        kind=Kind.MAKE_SAFE, count=50, columns=13, rows=13, seed=0, level=1))
    window.registry["new-set"].trigger()
    qtbot.waitUntil(lambda: bool(errors))
    assert errors == ["every exercise on a board of 49 points or more has difficulty 2 or more; 13x13 has 169"]
    assert window.controller.session.exercise is None


@pytest.mark.parametrize("action", ["show-kill", "verify"])
def test_the_analysis_actions_are_off_while_answering(window, tmp_path, welcome_board, action):
    open_set(window, tmp_path, [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)])
    assert not window.registry[action].isEnabled()


def accept_the_dialog_when_it_opens():
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    QTimer.singleShot(0, lambda: QApplication.activeModalWidget().accept())


def test_the_generator_dialog_gives_settings_the_generator_takes(window):
    accept_the_dialog_when_it_opens()
    settings = exercises.ask_generator(window)
    assert settings == dict(kind=Kind.SAFE, count=10, columns=7, rows=7, seed=1, level=None)
    assert len(generate(**{**settings, "count": 1})) == 1


def test_the_make_exercise_dialog_offers_the_pointed_colour_and_the_fewest_stones(window):
    accept_the_dialog_when_it_opens()
    chosen = exercises.ask_exercise(window, Colour.WHITE)
    assert chosen == dict(kind=Kind.SAFE, colour=Colour.WHITE, stone_limit=None, title="")
    assert chosen["kind"] is Kind.SAFE and chosen["colour"] is Colour.WHITE


def drag(qtbot, window, start, end):
    """A press on ``start`` released on ``end``: what the Arrow tool draws an arrow with."""
    view = window.views[0]
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=view.centre_of(start).toPoint())
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=view.centre_of(end).toPoint())


def test_the_file_is_not_edited_while_answering_and_is_again_after(window, qtbot, tmp_path, welcome_board):
    """New game, the tools, markup, game information, promotion, deletion, the rules, undo...
    are off while a set is answered, so the saved set stays a set; leaving turns them back on."""
    exercises = [exercise_for(welcome_board, Kind.SAFE, Colour.BLACK)]
    open_set(window, tmp_path, exercises)
    control = window.controller
    qtbot.keyClick(window.views[0], Qt.Key.Key_Escape)
    window.registry["tool-markup-arrow"].trigger()
    drag(qtbot, window, (4, 4), (4, 6))  # an edit, to be undoable
    assert control.dirty and window.registry["undo"].isEnabled()
    saved = control.session.document.to_bytes()
    window.exercise_mode.start(exercises)
    edits = [action for action in window.registry.editing() if action is not window.registry["redo"]]
    assert window.registry["new-game"] in edits and window.registry["tool-setup-black"] in edits
    assert not any(action.isEnabled() for action in edits)
    assert not window.edit.rules_box.isEnabled() and not window.to_play_button.isEnabled()
    drag(qtbot, window, (4, 0), (4, 2))  # with the Arrow tool still chosen: an answer, no arrow
    assert control.execute(NewGame, 9, 9) is False  # what still asks is refused, and told why
    assert window.statusBar().currentMessage().startswith("Not done: the file is not edited while you answer")
    control.undo()
    assert control.session.document.to_bytes() == saved and control.session.exercise is not None
    qtbot.keyClick(window.views[0], Qt.Key.Key_Escape)
    assert all(action.isEnabled() for action in edits) and not window.registry["redo"].isEnabled()
    assert window.edit.rules_box.isEnabled() and window.to_play_button.isEnabled()
    window.registry["undo"].trigger()
    assert not control.dirty


def test_a_limit_of_one_stone_is_said_in_the_singular_when_a_second_is_clicked(window, qtbot, tmp_path):
    board = parse_diagram("O X X O\n. O X .\nX O O .\n")
    panel = open_set(window, tmp_path, [Exercise(Kind.MAKE_SAFE, board, Colour.WHITE, target=(0, 0), stone_limit=1)])
    assert "Add at most 1 white stone to make the block at A3 unconditionally alive." in panel.question.text()
    click(qtbot, window, (3, 2))  # D1
    click(qtbot, window, (3, 1))  # D2: one too many
    assert panel.answer.text().endswith("The exercise allows 1 stone; take one back first.")


@pytest.mark.parametrize("kind, said", [(Kind.SAFE, "Nouvel exercice sûre"),
                                        (Kind.RULES, "Nouvel exercice règles")])
def test_the_undo_text_of_a_new_exercise_names_its_kind_in_the_language_spoken(welcome_board, kind, said):
    """The Undo menu's name of the edit says the kind as the dialogs offer it, not its SGF value."""
    from gobenson_gui.core.words.i18n import speaking

    with speaking("fr"):
        edit = exercises.AddExercise(Document.new(9, 9), exercise_for(welcome_board, kind, Colour.BLACK))
    assert edit.text == said
