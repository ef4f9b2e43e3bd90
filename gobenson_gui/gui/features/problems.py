"""Problem collections: an SGF file of problems, or a folder of them, answered in the question
panel of the exercises through :class:`~...view.problem_session.ProblemSession`: the student
plays, gobenson answers from the solution tree."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from ...core.problems import Problem, ProblemError, collection, folder_problems, problems_in
from ...core.sgf.errors import SgfError
from ...core.words.i18n import N_, _
from ...view.modes import Mode
from ...view.problem_session import ProblemSession
from ...view.session import Practice
from ..dialogs import show_error
from ..words import some_skipped
from .file import SGF_FILTER, FileFeature
from .registry import Action, Editor, Feature


class ProblemsFeature(Feature):
    """The Exercises menu's problems."""

    def __init__(self, editor: Editor, file: FileFeature) -> None:
        super().__init__(editor)
        self.file = file
        self.problem_seed: int | None = None
        """The seed of gobenson's choice among a problem's replies; None: a fresh one each time."""
        self.controller.exercise_updated.connect(self._show_whole_board)
        self.registry.add(self, ACTIONS)

    def answering(self) -> ProblemSession | None:
        practice = self.controller.session.exercise
        return practice if isinstance(practice, ProblemSession) else None

    def _show_whole_board(self, practice: Practice) -> None:
        """Whole board is ticked while the problem shown is shown whole."""
        self.registry["whole-board"].setChecked(isinstance(practice, ProblemSession) and practice.whole_board)

    def toggle_whole_board(self) -> None:
        self.controller.in_exercise(lambda practice: practice.toggle_whole_board()
                                    if isinstance(practice, ProblemSession) else None)

    def open_problems(self) -> None:
        """An SGF file of problems: opened as the document, and its problems answered."""
        if not self.file.confirm_discard():
            return
        path = QFileDialog.getOpenFileName(self.window, _("Open problems"), self.file.folder(), _(SGF_FILTER))[0]
        if path:
            self.start_problems(lambda: self._open_collection(path))

    def _open_collection(self, path: str) -> tuple[list[Problem], list[str]]:
        """The problems of the file at ``path``, which the editor shows once they are read, and
        the notes on the games skipped."""
        with open(path, "rb") as file:
            document, tenuki = collection(file.read(), path)
        problems, notes = problems_in(document, Path(path).name)
        self.file.remember(path)
        self.file.show_document(document)
        return problems, tenuki + notes

    def open_problem_folder(self) -> None:
        """Every SGF file of a folder, the whole tree down, as one collection; the document stays."""
        folder = QFileDialog.getExistingDirectory(self.window, _("Open a folder of problems"), self.file.folder())
        if folder:
            self.start_problems(lambda: folder_problems(folder))

    def start_problems(self, read: Callable[[], tuple[list[Problem], list[str]]]) -> bool:
        """Answer the problems ``read`` gives; the games and files skipped are said in the status
        bar (and listed at the end); why none can be read is said in a dialog."""
        try:
            problems, notes = read()
            session = ProblemSession(problems, self.problem_seed, notes)
        except (ProblemError, SgfError, OSError) as error:
            show_error(self.window, _("Not a problem collection"), str(error))
            return False
        self.controller.start_exercises(session)
        if notes:
            self.tell(some_skipped(notes[0], len(notes)), 15000)
        return True


ACTIONS: tuple[Action[ProblemsFeature], ...] = (
    Action("open-problems", N_("Open &problems\u2026"), ProblemsFeature.open_problems, "exercises", "problems",
           tip=N_("Play the problems of an SGF collection; gobenson answers from its solution trees")),
    Action("problem-folder", N_("Open problem &folder\u2026"), ProblemsFeature.open_problem_folder, "exercises",
           "problems", tip=N_("Play the problems of every SGF file in a folder as one set")),
    Action("whole-board", N_("&Whole board"), ProblemsFeature.toggle_whole_board, "exercises", "problems",
           keys=("Z",), tip=N_("Show the whole board, or again only the problem's corner or side"),
           modes=frozenset({Mode.EXERCISES}), checkable=True,
           enabled=lambda feature: feature.answering() is not None),  # problems alone show part of the board
)
