"""View > Move numbers: the stones of the current line carry the numbers of their moves."""

from __future__ import annotations

import re

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.gui.controller import Navigation
from gobenson_gui.view.picture import BoardPicture, line_move_numbers
from gobenson_gui.drawing.render import save_scene

from .driving import click, use_tool

CAPTURE = b"(;SZ[5];B[ba];W[aa];B[ab];W[tt];B[dd])"
"""Black captures the white stone at A5 with the third move; the fourth is a pass."""


def test_numbers_count_every_move_and_skip_captured_stones():
    document = Document.from_bytes(CAPTURE)
    document.go_last()
    line = document.game.main_line()
    assert line_move_numbers(line, document.board()) == {(1, 0): 1, (0, 1): 3, (3, 3): 5}
    assert line_move_numbers(line[:3], document.board(line[2])) == {(1, 0): 1, (0, 0): 2}


def test_the_view_menu_toggles_the_numbers_of_the_line_to_the_cursor(qtbot, window):
    control = window.controller
    control.replace_document(Document.from_bytes(CAPTURE))
    control.navigate(Navigation.END)
    assert window.views[0].picture.move_numbers == {}
    window.registry["move-numbers"].trigger()
    assert window.views[0].picture.move_numbers == {(1, 0): 1, (0, 1): 3, (3, 3): 5}
    assert window.views[0].picture.last_move == (3, 3)
    control.navigate(Navigation.BACK)
    control.navigate(Navigation.BACK)
    assert window.views[0].picture.move_numbers == {(1, 0): 1, (0, 1): 3}
    use_tool(window, "play")
    click(qtbot, window, (2, 2))  # white's move in a new variation is number 4
    assert window.views[0].picture.move_numbers == {(1, 0): 1, (0, 1): 3, (2, 2): 4}
    window.registry["move-numbers"].trigger()
    assert window.views[0].picture.move_numbers == {}


def test_the_painter_writes_each_number_in_its_stones_contrasting_colour(qtbot, tmp_path):
    board = Board.empty(9, 9).with_point((2, 2), Colour.BLACK).with_point((5, 5), Colour.WHITE)
    path = tmp_path / "numbers.svg"
    save_scene(str(path), [("numbers", BoardPicture(board, move_numbers={(2, 2): 13, (5, 5): 14}))], 400)
    texts = {text: fill for fill, text in re.findall(r'<text fill="(#\w+)"[^>]*>(\d+)</text>', path.read_text())}
    assert texts["13"] == "#ffffff" and texts["14"] != "#ffffff"
