"""QUndoStack adapters over the document's command objects.

An adapter changes only the model: ``redo`` applies its command, ``undo`` undoes it; the views
follow from the stack's signals.  The controller applies a command once before pushing it, so
that a command that fails never reaches the stack and the document stays as it was; the first
``redo`` that ``QUndoStack.push`` makes is therefore skipped.  ``done`` hears of every command
applied or undone, so that views can follow what each one changed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from ..core.sgf.commands import Command
from ..core.sgf.document import Document


class DocumentCommand(QUndoCommand):
    def __init__(self, document: Document, command: Command,
                 done: Callable[[Command], None] = lambda command: None) -> None:
        super().__init__(command.text)
        self.document = document
        self.command = command
        self.done = done
        self._applied_already = True

    def redo(self) -> None:
        if self._applied_already:
            self._applied_already = False
            return
        self.command.apply(self.document)
        self.done(self.command)

    def undo(self) -> None:
        self.command.undo(self.document)
        self.done(self.command)
