"""The Label and Number tools place the next free letter or number at a click, without a dialog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gobenson_gui.gui import main_window
from gobenson_gui.gui.tools import LETTERS, next_free_label

from .driving import click, use_tool


def refuse_dialogs(monkeypatch):
    def no_dialog(parent, default):
        raise AssertionError("a plain click asked for the text")
    monkeypatch.setattr(main_window, "ask_label", no_dialog)


@pytest.mark.parametrize("tool, first, second, third", [("markup-label", "A", "B", "C"),
                                                          ("markup-number", "1", "2", "3")])
def test_clicks_place_the_next_free_label_and_a_click_on_one_removes_it(qtbot, window, monkeypatch,
                                                                        tool, first, second, third):
    refuse_dialogs(monkeypatch)
    use_tool(window, tool)
    for point in ((1, 1), (2, 2), (3, 3)):
        click(qtbot, window, point)
    assert window.views[0].picture.labels == {(1, 1): first, (2, 2): second, (3, 3): third}
    click(qtbot, window, (2, 2))
    assert window.views[0].picture.labels == {(1, 1): first, (3, 3): third}
    click(qtbot, window, (4, 4))  # the gap is filled first
    assert window.views[0].picture.labels == {(1, 1): first, (3, 3): third, (4, 4): second}
    click(qtbot, window, (1, 1), Qt.MouseButton.RightButton)
    assert (1, 1) not in window.views[0].picture.labels
    window.registry["undo"].trigger()
    assert window.views[0].picture.labels[(1, 1)] == first


def test_ctrl_click_on_a_label_offers_it_for_editing(qtbot, window, monkeypatch):
    offered = []
    monkeypatch.setattr(main_window, "ask_label", lambda parent, default: offered.append(default) or "ko")
    use_tool(window, "markup-number")
    click(qtbot, window, (2, 2))
    click(qtbot, window, (2, 2), modifier=Qt.KeyboardModifier.ControlModifier)
    assert offered == ["1"]
    assert window.views[0].picture.labels == {(2, 2): "ko"}


def test_when_every_letter_is_taken_the_click_says_so(qtbot, window):
    window.controller.replace_document(window.controller.session.document.new(8, 8))
    use_tool(window, "markup-label")
    for index in range(len(LETTERS)):
        window.controller.click((index % 8, index // 8))
    assert set(window.views[0].picture.labels.values()) == set(LETTERS)
    messages = []
    window.controller.message.connect(messages.append)
    click(qtbot, window, (4, 7))
    assert (4, 7) not in window.views[0].picture.labels
    assert messages and "every letter" in messages[0]


def test_next_free_label_skips_what_the_node_uses():
    assert next_free_label(["A", "C", "1"], numbers=False) == "B"
    assert next_free_label(["1", "2", "4"], numbers=True) == "3"
    assert next_free_label(LETTERS, numbers=False) is None
