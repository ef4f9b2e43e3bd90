"""Verify by search: the exhaustive lookahead run in a thread behind a progress dialog, its
verdicts marked block by block; refused politely when the position is too large."""

from __future__ import annotations

import itertools
import random
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.sgf.diagrams import diagram_document
from gobenson_gui.core.lookahead import SearchCancelled, SearchTooLarge, verify
from gobenson_gui.core.rules import Rules
from gobenson_gui.gui import main_window, search
from gobenson_gui.view.verification import Verification, rectangle, verification_text

from .driving import use_tool

SMALL = """
. X . X . .
X X X X . .
. . . X . .
X X X X O O
O O O O . O
. O . O O .
"""


@pytest.fixture
def notices(monkeypatch):
    shown = []
    monkeypatch.setattr(main_window, "show_notice", lambda parent, title, text: shown.append(text))
    return shown


def drag(qtbot, window, start, end):
    view = window.views[0]
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=view.centre_of(start).toPoint())
    qtbot.mouseMove(view, view.centre_of(end).toPoint())
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=view.centre_of(end).toPoint())


def test_small_position_lists_agreement_for_every_block(qtbot, window):
    control = window.controller
    control.replace_document(diagram_document(SMALL))
    qtbot.keyClick(window, Qt.Key.Key_V)
    qtbot.waitUntil(lambda: control.session.verification is not None)
    text = window.analysis_panel.explanation.toPlainText()
    assert text.startswith("The search agrees with Benson's test on every block.")
    assert text.count("agree: ") == 3 and "DISAGREE" not in text
    picture = window.views[0].picture
    assert picture.agree == control.session.board.black | control.session.board.white and picture.disagree == 0
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.views[0].picture.agree == 0


def test_cancel_stops_the_search(qtbot, window, monkeypatch):
    def endless(board, colour, rules, within, progress):
        for count in itertools.count(2048, 2048):
            time.sleep(0.002)  # a real search takes about that long for 2048 arrangements
            if not progress(count):
                raise SearchCancelled("cancelled")

    monkeypatch.setattr(search, "verify", endless)
    control = window.controller
    control.replace_document(diagram_document(SMALL))
    messages = []
    control.message.connect(messages.append)
    window.registry["verify"].trigger()
    running = control.search.worker
    dialog = window.analysis.search_dialog
    qtbot.waitUntil(lambda: "arrangements searched" in dialog.labelText())
    dialog.findChild(QPushButton).click()
    qtbot.waitUntil(lambda: "The search was cancelled." in messages)
    assert running.wait(2000) and control.session.verification is None


def test_too_large_position_is_refused_without_a_search(window, notices):
    window.registry["verify"].trigger()  # the empty 19x19 board
    assert "361 empty points" in notices[0] and "Select" in notices[0]
    assert window.controller.search.worker is None


def test_over_budget_says_so(qtbot, window, notices, monkeypatch):
    def over(*args, **kwargs):
        raise SearchTooLarge("more than 2000000 arrangements to search")

    monkeypatch.setattr(search, "verify", over)
    window.controller.replace_document(diagram_document(SMALL))
    window.registry["verify"].trigger()
    qtbot.waitUntil(lambda: bool(notices))
    assert "gave up" in notices[0] and "more than 2000000 arrangements" in notices[0]


def test_selection_limits_the_attacker(qtbot, welcome, notices):
    use_tool(welcome, "select")
    drag(qtbot, welcome, (1, 8), (2, 8))  # one empty point of the white corner's eye space
    control = welcome.controller
    assert control.session.selection == welcome.controller.session.board.geometry.mask([(1, 8), (2, 8)])
    welcome.registry["verify"].trigger()
    qtbot.waitUntil(lambda: control.session.verification is not None)
    assert not notices
    text = welcome.analysis_panel.explanation.toPlainText()
    assert "only inside the selection" in text
    assert "DISAGREE" not in text and welcome.views[0].picture.disagree == 0
    assert "not compared: white block at A3: no capture inside the selection, but play outside the " \
           "selection could reach it (at E9, F9, H9 and " in text
    drag(qtbot, welcome, (0, 0), (0, 0))
    qtbot.keyClick(welcome, Qt.Key.Key_Escape)
    qtbot.keyClick(welcome, Qt.Key.Key_Escape)
    assert control.session.selection == 0 and control.session.verification is None


def random_board(rng: random.Random, columns: int, rows: int) -> Board:
    board = Board.empty(columns, rows)
    geom = board.geometry
    black = white = 0
    for point in geom.all_points():
        roll = rng.random()
        if roll < 0.3:
            black |= geom.bit(point)
        elif roll < 0.6:
            white |= geom.bit(point)
    return Board(geom, black, white)


@pytest.mark.parametrize("rules", list(Rules))
def test_only_verdicts_the_selection_cannot_change_are_compared(rules):
    """On random small positions and random selections, every verdict the restricted search
    is said to settle is the verdict of the search over the whole board."""
    rng = random.Random(7)
    settled_safe = left_open = 0
    for _ in range(300):
        board = random_board(rng, rng.randint(2, 5), rng.randint(2, 4))
        corners = [(rng.randrange(board.columns), rng.randrange(board.rows)) for _ in range(2)]
        within = rectangle(board, *corners) if rng.random() < 0.8 else board.geometry.on
        geom = board.geometry
        if any(not geom.neighbours(block) & board.empty_points for colour in Colour for block in board.blocks(colour)):
            continue  # a block without liberties: not a position play can reach
        for colour in Colour:
            whole = {v.block: v.search_safe for v in verify(board, colour, rules)}
            found = Verification.of(board, within, rules, [(colour, v) for v in verify(board, colour, rules, within)])
            for _, verdict in found.verdicts:
                assert verdict.search_safe == whole[verdict.block], (board, within, colour)
                settled_safe += verdict.search_safe
            left_open += len(found.not_compared)
    assert settled_safe and left_open  # both cases met


def test_a_wall_that_captures_elsewhere_leaves_the_verdict_open():
    """Black at C1 cannot be played (suicide) while the wall D1 has no liberty; capturing E1,
    outside the selection, gives it one, and then A1-C1 falls."""
    board = parse_diagram(". O . X O .")
    within = rectangle(board, (0, 0), (2, 0))
    restricted = verify(board, Colour.WHITE, Rules.NO_SUICIDE, within)
    target = board.block_at((1, 0))
    assert [v.search_safe for v in restricted if v.block == target] == [True]
    assert [v.search_safe for v in verify(board, Colour.WHITE) if v.block == target] == [False]
    found = Verification.of(board, within, Rules.NO_SUICIDE, [(Colour.WHITE, v) for v in restricted])
    reasons = {block: reason for _, block, reason in found.not_compared}
    assert "black stones around it could gain liberties" in reasons[target]
    assert "DISAGREE" not in verification_text(found)
