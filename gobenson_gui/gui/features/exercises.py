"""Exercises: the question panel that stands in for the analysis while a set is answered, the
Exercises menu's sets, and the dialogs that make a set (by the generator, or from the position
on the board).

While a set is open the analysis panel, the move list and the comment are hidden and the board
shows only what :class:`~...view.exercise_session.ExerciseSession` composes, so nothing tells
the verdict before the student answers.  Problem collections (:mod:`.problems`) are answered in
the same panel.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSize, Qt, Signal, SignalInstance
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QGridLayout,
                               QLabel, QLineEdit, QPlainTextEdit, QPushButton, QSlider, QSpinBox, QSplitter,
                               QVBoxLayout, QWidget)

from ...core.board import Colour
from ...core.coords import point_name
from ...core.exercises import Exercise, ExerciseError, Kind, exercises_among, read_set, write_set
from ...core.exercises.generator import MAX_COUNT, MAX_GENERATED_SIZE, exercise_for
from ...core.exercises.model import TARGETED
from ...core.exercises.sgf_form import to_game
from ...core.report import colour_name
from ...core.rules import Rules
from ...core.sgf.commands import Edit, NewGame
from ...core.sgf.document import Document
from ...core.sgf.errors import SgfError
from ...core.sgf.properties import is_exercise
from ...core.words.i18n import N_, _, pdeferred
from ...view.exercise_session import ExerciseSession
from ...view.modes import Mode
from ...view.problem_session import ProblemSession
from ...view.session import Practice
from ..dialogs import show_error
from ..generation import GeneratorProgress, GeneratorThread
from ..panels import SidePanel
from ..screen_fit import activate, keep_title_whole
from ..words import (EVERY_BLOCK, NO_NEW_SET, NO_TARGET, games_left_out, new_exercise, not_a_set,
                     opened_not_a_set, target_block)
from .file import SGF_FILTER, FileFeature
from .registry import EDITOR_MODES, Action, Editor, Feature

KIND_NAMES = {
    # Translators: a kind of exercise, as the New exercise set and Make exercise dialogs offer it
    Kind.SAFE: pdeferred("exercise kind", "safe"), Kind.VITAL: pdeferred("exercise kind", "vital"),
    Kind.CAPTURE: pdeferred("exercise kind", "capture"), Kind.MAKE_SAFE: pdeferred("exercise kind", "make-safe"),
    Kind.RULES: pdeferred("exercise kind", "rules")}
"""The kinds of exercise as the dialogs offer them."""
PANEL_SHARE = 0.3
"""Of the window's width, what the question panel opens with (or the width its contents need)."""


class AddExercise(NewGame):
    """Append an exercise to the file as a game of its own and show it, undone as one step:
    a set is then a multi-game file, saved as usual."""

    def __init__(self, document: Document, exercise: Exercise) -> None:
        self._game = to_game(exercise)
        self.text = new_exercise(str(KIND_NAMES[exercise.kind]))
        Edit.__init__(self, self._game.root)


def exercises_in(document: Document) -> list[Exercise]:
    """The exercises of a file whose every game is one (a set); [] for any other file.
    :class:`ExerciseError` names the game at fault in a set that cannot be asked."""
    if not all(is_exercise(game) for game in document.games):
        return []
    return read_set(document)


# -- dialogs ----------------------------------------------------------------------------------


def _kind_box() -> QComboBox:
    """The kinds by name; Qt hands the data back as plain text, which the callers make a Kind again."""
    box = QComboBox()
    for kind in Kind:
        box.addItem(str(KIND_NAMES[kind]), kind)
    return box


def _spin(low: int, high: int, value: int, special: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    if special:
        spin.setSpecialValueText(special)
    return spin


def _run(dialog: QDialog, form: QFormLayout) -> bool:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form.addRow(buttons)
    dialog.setLayout(form)
    keep_title_whole(dialog)
    return dialog.exec() == QDialog.DialogCode.Accepted


def ask_generator(parent: QWidget | None) -> dict[str, Any] | None:
    """The generator's settings (keyword arguments of :func:`generate`), or None if cancelled."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(_("New exercise set"))
    kind, count, seed = _kind_box(), _spin(1, MAX_COUNT, 10), _spin(0, 999_999, 1)
    columns, rows = _spin(3, MAX_GENERATED_SIZE, 7), _spin(3, MAX_GENERATED_SIZE, 7)
    level = _spin(0, 5, 0, _("any"))
    form = QFormLayout()
    for text, widget in ((_("Kind:"), kind), (_("Exercises:"), count), (_("Columns:"), columns), (_("Rows:"), rows),
                         (_("Difficulty:"), level), (_("Seed:"), seed)):
        form.addRow(text, widget)
    if not _run(dialog, form):
        return None
    return dict(kind=Kind(kind.currentData()), count=count.value(), columns=columns.value(), rows=rows.value(),
                seed=seed.value(), level=level.value() or None)


def ask_exercise(parent: QWidget | None, colour: Colour, target: str | None = None) -> dict[str, Any] | None:
    """What a teacher asks about the position: kind, colour, N of make-safe (None: the fewest),
    title; None if cancelled.  ``target`` names the block under the mouse or selected, which the
    kinds about one block ask about (and whose colour they take); the stone limit is offered for
    make-safe alone."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(_("Make exercise"))
    kind = _kind_box()
    colours = QComboBox()
    for each in Colour:
        colours.addItem(colour_name(each), each)
    colours.setCurrentIndex(list(Colour).index(colour))
    aim = _wrapped("target")
    limit = _spin(0, 9, 0, _("the fewest"))
    title = QLineEdit()
    form = QFormLayout()
    for text, widget in ((_("Kind:"), kind), (_("Target:"), aim), (_("About the blocks of:"), colours),
                         (_("Make-safe: at most N stones:"), limit), (_("Title:"), title)):
        form.addRow(text, widget)

    def follow_kind() -> None:
        chosen = Kind(kind.currentData())
        targeted = chosen in TARGETED
        aim.setText((target_block(target) if target else str(NO_TARGET)) if targeted else str(EVERY_BLOCK))
        colours.setEnabled(not (targeted and target))
        form.setRowVisible(limit, chosen is Kind.MAKE_SAFE)
        dialog.adjustSize()  # as tall as the rows shown
    kind.currentIndexChanged.connect(follow_kind)
    follow_kind()
    if not _run(dialog, form):
        return None
    return dict(kind=Kind(kind.currentData()), colour=Colour(colours.currentData()), stone_limit=limit.value() or None,
                title=title.text().strip())


# -- the question panel -------------------------------------------------------------------------


def _wrapped(name: str = "") -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if name:
        label.setObjectName(name)
    return label


class ResultText(QPlainTextEdit):
    """The grade and its reasons, read-only: it fills the room left under the words above it but
    asks for no more than its least, so that a longer line above (a note, a language that writes
    more or taller lines) shrinks it instead of making the panel scroll and the buttons move."""

    def __init__(self) -> None:
        super().__init__()
        self.setReadOnly(True)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())


class ExercisePanel(QWidget):
    """The question, the answer being given, the grade and the buttons of exercise mode."""

    check_requested = Signal()
    hint_requested = Signal()
    show_requested = Signal()
    retry_requested = Signal()
    moved = Signal(int)
    """-1 for the previous exercise, +1 for the next."""
    replay_move_requested = Signal(int)
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.progress = _wrapped("heading")
        self.title = _wrapped()
        self.question = _wrapped("summary")
        self.instructions = _wrapped()
        self.answer = _wrapped()
        self.result = ResultText()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName(_("Move of the capture shown"))
        self.slider.valueChanged.connect(self.replay_move_requested)
        self.check_button = self._button(_("Check"), self.check_requested)
        self.hint_button = self._button(_("Hint"), self.hint_requested)
        self.show_button = self._button(_("Show me"), self.show_requested)
        self.retry_button = self._button(_("Retry"), self.retry_requested)
        self.previous_button = self._button(_("\u25c0 Previous"), self.moved, -1)
        self.next_button = self._button(_("Next \u25b6"), self.moved, 1)
        self.leave_button = self._button(_("Leave exercises"), self.leave_requested)
        buttons = QGridLayout()
        for place, button in enumerate((self.check_button, self.show_button, self.retry_button,
                                        self.previous_button, self.next_button, self.leave_button)):
            buttons.addWidget(button, place // 3, place % 3)
        buttons.addWidget(self.hint_button, 0, 0)  # problems have hints where exercises have Check
        layout = QVBoxLayout(self)
        for widget in (self.progress, self.title, self.question, self.instructions, self.answer):
            layout.addWidget(widget)
        layout.addWidget(self.result, 1)
        # Below the result, which takes what the words above it gain or lose, the slider and the
        # buttons keep their place: a note or a longer question never moves them under the pointer.
        layout.addWidget(self.slider)
        layout.addLayout(buttons)

    def _button(self, text: str, signal: SignalInstance, *value: int) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda _=False: signal.emit(*value))
        return button

    def show_session(self, session: Practice) -> None:
        self.progress.setText(session.progress())
        self.title.setText(session.heading())
        self.question.setText(session.question())
        self.instructions.setText(session.instructions())
        self.answer.setText("\n".join(part for part in (session.answer_text(), session.note) if part))
        if isinstance(session, ProblemSession):
            problems, answered = True, session.ended
        else:
            problems, answered = False, session.grade is not None
        self.check_button.setVisible(not problems)
        self.hint_button.setVisible(problems)
        for button in (self.check_button, self.hint_button):
            button.setEnabled(not answered and not session.shown and not session.reviewing)
        self.show_button.setText(self._show_text(session))
        for button in (self.show_button, self.retry_button):  # the review is of the whole set
            button.setEnabled(not session.reviewing)
        self.previous_button.setEnabled(session.index > 0 or session.reviewing)
        self.next_button.setEnabled(not session.reviewing)
        self.next_button.setText(_("Review \u25b6") if session.index == len(session) - 1 else _("Next \u25b6"))
        replay = session.replay
        self.slider.setVisible(replay is not None)
        if replay is not None:
            self.slider.blockSignals(True)
            self.slider.setRange(0, replay.length - 1)
            self.slider.setValue(session.replay_move)
            self.slider.blockSignals(False)
        text = session.review_text() if session.reviewing else session.shown or session.result_text()
        if text != self.result.toPlainText():
            self.result.setPlainText(text)

    @staticmethod
    def _show_text(session: Practice) -> str:
        if isinstance(session, ProblemSession):
            return _("Show solution")
        return _("Show a solution") if session.exercise.kind is Kind.MAKE_SAFE else _("Show me")


# -- the window's part --------------------------------------------------------------------------


class ExerciseMode(Feature):
    """The Exercises menu's sets, and the swap between the analysis and the question panel (which
    problem collections are answered in too)."""

    def __init__(self, editor: Editor, file: FileFeature, splitter: QSplitter) -> None:
        super().__init__(editor)
        self.file = file
        control = self.controller
        self.panel = ExercisePanel()
        self.area = SidePanel(self.panel)
        self.area.hide()
        self.splitter = splitter
        self.splitter.addWidget(self.area)
        self.splitter.setCollapsible(self.splitter.indexOf(self.area), False)
        self._hidden: list[QWidget] = []
        self._editor_state = QByteArray()
        self._exercising = False
        self.generator: GeneratorThread | None = None
        """The last generator started, running or finished."""
        application = QCoreApplication.instance()
        if application is not None:
            application.aboutToQuit.connect(self.stop_generating)
        panel = self.panel
        panel.check_requested.connect(lambda: control.in_exercise(_exercises_only(ExerciseSession.check)))
        panel.hint_requested.connect(lambda: control.in_exercise(_problems_only(ProblemSession.show_hint)))
        panel.show_requested.connect(self._show_me)
        panel.retry_requested.connect(lambda: control.in_exercise(lambda session: session.retry()))
        panel.moved.connect(lambda step: control.in_exercise(lambda s: s.go(s.index + (not s.reviewing) * step)))
        panel.replay_move_requested.connect(
            lambda move: control.in_exercise(_exercises_only(lambda session: session.set_replay_move(move))))
        panel.leave_requested.connect(control.leave_exercises)
        control.mode_changed.connect(self._swap)
        control.exercise_updated.connect(panel.show_session)
        file.claims.append(self.claim)
        self.registry.add(self, ACTIONS)

    # -- entering and leaving -----------------------------------------------------------------

    def _boards(self) -> QWidget:
        """The widget of the board views, which stays in the splitter whatever is answered."""
        boards = self.views[0].parentWidget()
        assert boards is not None
        return boards

    def _swap(self, mode: Mode) -> None:
        """Entering exercises, hide everything that shows the analysis or the record (the
        comment may hold the answer); leaving them, bring it back."""
        exercising = mode is Mode.EXERCISES
        if exercising == self._exercising:  # a change between the analysis's own modes
            return
        self._exercising = exercising
        boards = self._boards()
        if exercising:
            self._editor_state = self.splitter.saveState()
            self._hidden = [widget for widget in self._panels()
                            if widget not in (boards, self.area) and not widget.isHidden()]
            for widget in self._hidden:
                widget.hide()
            self.area.show()
            self._open_panel()
        else:
            self.area.hide()
            for widget in self._hidden:
                widget.show()
            self._hidden = []
            self.splitter.restoreState(self._editor_state)  # the panels as wide as before

    def _open_panel(self) -> None:
        """The question panel at its share of the width, or as wide as its contents need; the
        board has the rest."""
        activate(self.window)
        sizes = self.splitter.sizes()
        width = sum(sizes)
        panel = max(round(PANEL_SHARE * width), self.area.minimumSizeHint().width())
        boards = self.splitter.indexOf(self._boards())
        sizes = [0] * len(sizes)
        sizes[boards], sizes[self.splitter.indexOf(self.area)] = width - panel, panel
        self.splitter.setSizes(sizes)

    def editor_layout(self) -> tuple[QByteArray, list[QWidget]]:
        """The splitter's state and the side panels shown in the editor -- as they were before
        the question panel came up, while it is up."""
        if self._exercising:
            return self._editor_state, self._hidden
        return self.splitter.saveState(), [widget for widget in self._panels() if not widget.isHidden()]

    def _panels(self) -> list[QWidget]:
        """The splitter's widgets: the boards, the side panels and the question panel."""
        return [widget for index in range(self.splitter.count()) if (widget := self.splitter.widget(index))]

    def start(self, exercises: list[Exercise]) -> None:
        self.controller.start_exercises(ExerciseSession(exercises))

    def claim(self, document: Document) -> Callable[[], None] | None:
        """A file of exercises opens to be answered; a broken set is said in the status bar and
        the file opens for editing."""
        try:
            exercises = exercises_in(document)
        except (ExerciseError, SgfError) as error:
            self.tell(opened_not_a_set(error), 15000)
            return None
        return partial(self.start, exercises) if exercises else None

    def open_set(self) -> None:
        if not self.file.confirm_discard():
            return
        path = QFileDialog.getOpenFileName(self.window, _("Open exercise set"), self.file.folder(),
                                           _(SGF_FILTER))[0]
        if path:
            self.open_set_at(path)

    def open_set_at(self, path: str) -> None:
        """Answer the exercises of the file at ``path``, passing over its games that are not
        exercises (the position a teacher made them from), which the status bar names.  A file
        with no exercise, or one that cannot be asked, opens for editing with a message."""
        file = self.file
        try:
            document = Document.open(path)
            found = exercises_among(document)
        except (SgfError, OSError):
            file.open_path(path, confirmed=True)  # which says why the file cannot be opened
            return
        except ExerciseError as error:
            if file.open_path(path, confirmed=True):
                show_error(self.window, _("Not an exercise set"), opened_not_a_set(error))
            return
        if not found:
            if file.open_path(path, confirmed=True):
                show_error(self.window, _("Not an exercise set"), not_a_set(path))
            return
        file.remember(path)
        file.show_document(document)
        games, exercises = (list(column) for column in zip(*found))
        self.controller.start_exercises(ExerciseSession(exercises, games))
        left_out = [number for number in range(1, len(document.games) + 1) if number - 1 not in games]
        if left_out:
            self.tell(games_left_out(left_out), 15000)

    def new_set(self) -> None:
        settings = ask_generator(self.window)
        if settings is None or not self.file.confirm_discard():
            return
        if self.generator is not None:
            self.generator.deleteLater()  # the previous one, finished: the progress dialog is modal
        thread = self.generator = GeneratorThread(settings, self)
        dialog = self.generator_dialog = GeneratorProgress(settings["count"], self.window)
        thread.progress.connect(dialog.show_progress)
        dialog.canceled.connect(thread.cancel)
        thread.made.connect(self._open_generated)
        thread.failed.connect(self._not_generated)
        thread.cancelled.connect(self._generation_cancelled)
        thread.finished.connect(dialog.reset)
        thread.finished.connect(dialog.deleteLater)
        thread.start()

    def _open_generated(self, exercises: list[Exercise]) -> None:
        self.file.show_document(Document.from_bytes(write_set(exercises)))
        self.controller.undo_stack.resetClean()  # a new set not yet saved
        self.start(exercises)

    def _not_generated(self, message: str) -> None:
        show_error(self.window, _("Cannot make the exercises"), message)

    def _generation_cancelled(self) -> None:
        self.tell(str(NO_NEW_SET), 5000)

    def stop_generating(self) -> None:
        """Stop a running generator and wait for its thread (before the application quits)."""
        if self.generator is not None and self.generator.isRunning():
            self.generator.cancel()
            self.generator.wait()

    def make_exercise(self) -> None:
        control = self.controller
        point = control.session.pointed_stone()
        board = control.session.board
        stone = board.get(point) if point is not None else None
        chosen = ask_exercise(self.window, stone or Colour.BLACK,
                              point_name(point, board.rows) if point is not None else None)
        if chosen is None:
            return
        try:
            kind = chosen["kind"]
            rules = Rules.NO_SUICIDE if kind is Kind.RULES else control.session.rules  # rules exercises compare both
            exercise = exercise_for(board, kind, chosen["colour"], point if kind in TARGETED else None, rules,
                                    chosen["stone_limit"], chosen["title"])
        except ExerciseError as error:
            show_error(self.window, _("Cannot make the exercise"), str(error))
            return
        control.execute(AddExercise, exercise)

    def _show_me(self) -> None:
        self.controller.in_exercise(lambda session: session.show_solution() if isinstance(session, ProblemSession)
                                    else session.show_me())


ACTIONS: tuple[Action[ExerciseMode], ...] = (
    Action("open-set", N_("&Open set\u2026"), ExerciseMode.open_set, "exercises", "exercises",
           tip=N_("Open a file of exercises and answer them")),
    Action("new-set", N_("&New set from generator\u2026"), ExerciseMode.new_set, "exercises", "exercises",
           tip=N_("Make fresh exercises of one kind and answer them")),
    Action("make-exercise", N_("&Make exercise from this position\u2026"), ExerciseMode.make_exercise, "exercises",
           "exercises", tip=N_("Ask about the block under the mouse or selected; the exercise is added to this file "
                               "as a new game"),
           modes=EDITOR_MODES),  # it asks about the record's position, not shown while answering
    Action("leave-exercises", N_("&Leave exercises"), lambda feature: feature.controller.leave_exercises(),
           "exercises", "leave", tip=N_("Back to the analysis (Esc)"), modes=frozenset({Mode.EXERCISES})),
)


def _exercises_only(act: Callable[[ExerciseSession], None]) -> Callable[[Practice], None]:
    """``act`` on exercises; nothing on problems, which have no such button and replay no capture."""
    return lambda session: act(session) if isinstance(session, ExerciseSession) else None


def _problems_only(act: Callable[[ProblemSession], None]) -> Callable[[Practice], None]:
    return lambda session: act(session) if isinstance(session, ProblemSession) else None
