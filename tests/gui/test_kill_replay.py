"""Show how it dies: the capture of an unsafe block replayed on the board, and copied into a
variation as one undo step."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gobenson_gui.core.board import Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.kill import kill_sequence
from gobenson_gui.core.rules import Rules
from gobenson_gui.view.kill_replay import KillReplay, replay_picture, replay_text

from .driving import click, hover, use_tool

WHITE_CORNER = (0, 6)
"""The white group at the bottom left of the welcome position: one region, so capturable."""
BLACK_SAFE = (1, 0)


def test_replay_pictures_follow_the_moves(welcome_board):
    kill = kill_sequence(welcome_board, WHITE_CORNER)
    replay = KillReplay(welcome_board, kill, Rules.NO_SUICIDE)
    assert replay_picture(replay, 0).board == welcome_board
    middle = replay_picture(replay, 3)
    assert middle.board == kill.positions[2]
    assert middle.labels == {kill.moves[0]: "1", kill.moves[1]: "2", kill.moves[2]: "3"}
    assert middle.last_move == kill.moves[2]
    last = replay_picture(replay, len(kill.moves))
    assert not last.board.stones(Colour.WHITE) & kill.block
    gone = welcome_board.white & ~last.board.white  # the block and a lone stone it leant on
    assert gone & kill.block == kill.block
    assert set(last.ghosts) == set(welcome_board.geometry.points(gone)) - set(kill.moves)
    assert last.highlight == 0
    assert replay_text(replay, len(kill.moves)).endswith(f"captures the block ({bin(kill.block).count('1')} stones).")
    assert "filling a liberty of the block" in replay_text(replay, 1)


def test_k_on_a_hovered_block_replays_its_capture_and_the_slider_steps(qtbot, welcome):
    hover(qtbot, welcome, WHITE_CORNER)
    qtbot.keyClick(welcome, Qt.Key.Key_K)
    control = welcome.controller
    before = control.session.board
    kill = kill_sequence(before, WHITE_CORNER)
    panel = welcome.analysis_panel
    assert control.session.replay is not None and panel.copy.isVisible()
    assert panel.slider.maximum() == len(kill.moves)
    panel.slider.setValue(4)
    assert welcome.views[0].picture.board == kill.positions[3]
    assert panel.explanation.toPlainText().startswith(f"Move 4 of {len(kill.moves)}: black plays")
    assert control.session.board == before and not control.dirty  # the document is untouched
    qtbot.keyClick(welcome, Qt.Key.Key_Escape)
    assert control.session.replay is None and not panel.copy.isVisible()
    assert welcome.views[0].picture.board == control.session.board


def test_safe_block_says_it_cannot_be_captured(qtbot, welcome):
    messages = []
    welcome.controller.message.connect(messages.append)
    welcome.analysis.board_menu(BLACK_SAFE).actions()[0].trigger()
    assert welcome.controller.session.replay is None
    assert "Benson's Theorem 1" in messages[-1]


def test_context_menu_and_panel_button_replay_the_block(qtbot, welcome):
    welcome.analysis.board_menu(WHITE_CORNER).actions()[0].trigger()
    assert welcome.controller.session.replay.kill.block == welcome.controller.session.board.block_at(WHITE_CORNER)
    welcome.analysis_panel.leave.click()
    use_tool(welcome, "inspect")
    click(qtbot, welcome, WHITE_CORNER)
    welcome.analysis_panel.kill.click()
    assert welcome.controller.session.replay is not None
    welcome.registry["go-forward"].trigger()  # a node change leaves the replay
    assert welcome.controller.session.replay is None


def test_copy_into_variation_plays_the_moves_with_passes_and_undoes_in_one_step(qtbot, welcome):
    control = welcome.controller
    root = control.session.document.cursor
    kill = kill_sequence(control.session.board, WHITE_CORNER)
    control.show_kill(WHITE_CORNER)
    welcome.analysis_panel.copy.click()
    assert control.session.replay is None
    line = []
    node = root
    while node.children:
        node = node.children[-1]
        line.append(node)
    assert len(line) == 2 * len(kill.moves) - 1
    assert [n.get("W") for n in line[1::2]] == [[b""]] * (len(kill.moves) - 1)
    assert control.session.board == kill.positions[-1]
    assert control.undo_stack.count() == 1
    welcome.registry["undo"].trigger()
    assert not root.children and control.session.document.cursor is root


def test_a_block_of_one_stone_is_counted_in_the_singular():
    board = parse_diagram("O . .\n. . .\n. . .\n")
    kill = kill_sequence(board, (0, 0))
    replay = KillReplay(board, kill, Rules.NO_SUICIDE)
    assert replay_text(replay, 0) == "The white block at A3 can be captured: black plays 2 moves while white passes."
    assert replay_text(replay, 2) == "Move 2 of 2: black plays B3 and captures the block (1 stone)."
