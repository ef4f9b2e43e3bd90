"""Random sequences of edits, undo, redo, steps and moves of the cursor: never an exception, and
undo always gives back exactly the file as it was."""

from __future__ import annotations

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from PySide6.QtCore import Qt

from gobenson_gui.gui.controller import Controller, Navigation
from gobenson_gui.view.picture import Whose
from gobenson_gui.gui.tools import TOOL
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.view.session import explanation, scene

COLUMNS, ROWS = 5, 4
POINTS = st.tuples(st.integers(0, COLUMNS - 1), st.integers(0, ROWS - 1))


class EditorMachine(RuleBasedStateMachine):
    """Drives the controller (the layer the board widget talks to) and keeps the saved text of
    the document after every push, to check that undo and redo walk exactly through them."""

    @initialize()
    def start(self):
        self.controller = Controller()
        self.controller.replace_document(Document.new(COLUMNS, ROWS))
        self.history = [self.controller.session.document.to_bytes()]
        self.position = 0

    def _record_if_pushed(self, count_before: int) -> None:
        stack = self.controller.undo_stack
        if stack.index() != count_before:
            self.history[self.position + 1:] = [self.controller.session.document.to_bytes()]
            self.position = stack.index()

    @rule(tool=st.sampled_from(list(TOOL)), point=POINTS, right=st.booleans())
    def click(self, tool, point, right):
        before = self.controller.undo_stack.index()
        self.controller.set_tool(tool)
        self.controller.click(point, Qt.MouseButton.RightButton if right else Qt.MouseButton.LeftButton)
        self._record_if_pushed(before)

    @rule(text=st.text(max_size=8))
    def comment(self, text):
        before = self.controller.undo_stack.index()
        self.controller.set_comment(text)
        self._record_if_pushed(before)

    @rule(edit=st.sampled_from(["pass_move", "clear_markup", "delete_node", "promote"]))
    def other_edit(self, edit):
        before = self.controller.undo_stack.index()
        getattr(self.controller, edit)()
        self._record_if_pushed(before)

    @rule(whole=st.booleans())
    def annotate(self, whole):
        before = self.controller.undo_stack.index()
        self.controller.annotate(whole)
        self._record_if_pushed(before)

    @rule()
    def undo(self):
        if self.controller.undo_stack.canUndo():
            self.controller.undo_stack.undo()
            self.position -= 1
            assert self.controller.session.document.to_bytes() == self.history[self.position]

    @rule()
    def redo(self):
        if self.controller.undo_stack.canRedo():
            self.controller.undo_stack.redo()
            self.position += 1
            assert self.controller.session.document.to_bytes() == self.history[self.position]

    @rule(where=st.sampled_from(list(Navigation)))
    def navigate(self, where):
        self.controller.navigate(where)

    @rule(step=st.integers(-2, 12), sequence=st.sampled_from(list(Whose)))
    def step(self, step, sequence):
        self.controller.set_sequence(sequence)
        self.controller.move_slider(step)

    @rule(point=st.one_of(st.none(), POINTS))
    def hover(self, point):
        self.controller.set_hover(point)

    @invariant()
    def pictures_and_words_come_out(self):
        assert scene(self.controller.session)
        assert explanation(self.controller.session)
        assert 0 <= self.controller.session.slider_index() < self.controller.session.slider_length()


EditorMachine.TestCase.settings = settings(max_examples=40, stateful_step_count=30, deadline=None)


@pytest.fixture(autouse=True)
def application(qapp):
    return qapp


TestEditor = EditorMachine.TestCase
