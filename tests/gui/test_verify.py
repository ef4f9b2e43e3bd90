"""Verify by search: the exhaustive lookahead run in a thread behind a progress dialog, its
verdicts marked block by block; refused politely when the position is too large."""

from __future__ import annotations

import itertools
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from gobenson_gui.core.diagram import diagram_document
from gobenson_gui.core.lookahead import SearchCancelled, SearchTooLarge
from gobenson_gui.gui import main_window, search

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
    qtbot.mousePress(view, Qt.LeftButton, pos=view.centre_of(start).toPoint())
    qtbot.mouseMove(view, view.centre_of(end).toPoint())
    qtbot.mouseRelease(view, Qt.LeftButton, pos=view.centre_of(end).toPoint())


def test_small_position_lists_agreement_for_every_block(qtbot, window):
    control = window.controller
    control.replace_document(diagram_document(SMALL))
    qtbot.keyClick(window, Qt.Key_V)
    qtbot.waitUntil(lambda: control.verification is not None)
    text = window.analysis_panel.explanation.toPlainText()
    assert text.startswith("The search agrees with Benson's test on every block.")
    assert text.count("agree: ") == 3 and "DISAGREE" not in text
    picture = window.views[0].picture
    assert picture.agree == control.board.black | control.board.white and picture.disagree == 0
    qtbot.keyClick(window, Qt.Key_Escape)
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
    window.verify_action.trigger()
    running = control.search
    dialog = window.search_dialog
    qtbot.waitUntil(lambda: "arrangements searched" in dialog.labelText())
    dialog.findChild(QPushButton).click()
    qtbot.waitUntil(lambda: "The search was cancelled." in messages)
    assert running.wait(2000) and control.verification is None


def test_too_large_position_is_refused_without_a_search(window, notices):
    window.verify_action.trigger()  # the empty 19x19 board
    assert "361 empty points" in notices[0] and "Select" in notices[0]
    assert window.controller.search is None


def test_over_budget_says_so(qtbot, window, notices, monkeypatch):
    def over(*args, **kwargs):
        raise SearchTooLarge("more than 2000000 arrangements to search")

    monkeypatch.setattr(search, "verify", over)
    window.controller.replace_document(diagram_document(SMALL))
    window.verify_action.trigger()
    qtbot.waitUntil(lambda: bool(notices))
    assert "gave up" in notices[0] and "more than 2000000 arrangements" in notices[0]


def test_selection_limits_the_attacker(qtbot, welcome, notices):
    use_tool(welcome, "select")
    drag(qtbot, welcome, (1, 8), (2, 8))  # one empty point of the white corner's eye space
    control = welcome.controller
    assert control.selection == welcome.controller.board.geometry.mask([(1, 8), (2, 8)])
    welcome.verify_action.trigger()
    qtbot.waitUntil(lambda: control.verification is not None)
    assert not notices
    text = welcome.analysis_panel.explanation.toPlainText()
    assert "only inside the selection" in text
    assert "DISAGREE: white block at A3: Benson capturable, search safe" in text
    corner = control.board.block_at((0, 6))
    assert welcome.views[0].picture.disagree & corner == corner
    drag(qtbot, welcome, (0, 0), (0, 0))
    qtbot.keyClick(welcome, Qt.Key_Escape)
    qtbot.keyClick(welcome, Qt.Key_Escape)
    assert control.selection == 0 and control.verification is None
