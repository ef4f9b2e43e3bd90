"""The editor's exercise mode: the question panel that stands in for the analysis, the Exercises
menu, and the dialogs that make a set (by the generator, or from the position on the board).

While a set is open the analysis panel, the move list and the comment are hidden and the board
shows only what :class:`~.exercise_session.ExerciseSession` composes, so nothing tells the
verdict before the student answers.  A problem collection (one SGF file of problems, or a folder
of them) is answered in the same panel through :class:`~.problem_session.ProblemSession`: the
student plays, gobenson answers from the solution tree.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QGridLayout,
                               QLabel, QLineEdit, QMainWindow, QPlainTextEdit, QPushButton, QSlider, QSpinBox,
                               QVBoxLayout, QWidget)

from ..core.board import Colour
from ..core.coords import point_name
from ..core.exercises import Exercise, ExerciseError, Kind, exercises_among, read_set, write_set
from ..core.problems import Problem, ProblemError, collection, folder_problems, problems_in
from ..core.exercises.generator import MAX_COUNT, MAX_GENERATED_SIZE, exercise_for
from ..core.exercises.model import TARGETED
from ..core.exercises.sgf_form import to_game
from ..core.report import colour_name
from ..core.rules import Rules
from ..core.sgf.commands import Edit, NewGame
from ..core.sgf.document import Document
from ..core.sgf.errors import SgfError
from ..core.sgf.properties import is_exercise
from ..core.words.editor import NO_NEW_SET, not_a_set, opened_not_a_set
from ..core.words import problems as problem_words
from ..core.words.exercises import EVERY_BLOCK, NO_TARGET, games_left_out, new_exercise, target_block
from ..core.words.i18n import N_, _
from ..view.exercise_session import ExerciseSession
from ..view.problem_session import ProblemSession
from ..view.session import Practice
from ..view.modes import Mode
from .dialogs import show_error
from .generation import GeneratorProgress, GeneratorThread
from .panels import SidePanel
from .screen_fit import keep_title_whole

SGF_FILTER = N_("SGF files (*.sgf);;All files (*)")
KIND_NAMES = {Kind.SAFE: N_("safe"), Kind.VITAL: N_("vital"), Kind.CAPTURE: N_("capture"),
              Kind.MAKE_SAFE: N_("make-safe"), Kind.RULES: N_("rules")}
"""The kinds of exercise as the dialogs offer them."""
PANEL_SHARE = 0.3
"""Of the window's width, what the question panel opens with (or the width its contents need)."""


class AddExercise(NewGame):
    """Append an exercise to the file as a game of its own and show it, undone as one step:
    a set is then a multi-game file, saved as usual."""

    def __init__(self, document: Document, exercise: Exercise) -> None:
        self._game = to_game(exercise)
        self.text = new_exercise(exercise.kind.value)
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
        box.addItem(_(KIND_NAMES[kind]), kind)
    return box


def _spin(low: int, high: int, value: int, special: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    if special:
        spin.setSpecialValueText(special)
    return spin


def _run(dialog: QDialog, form: QFormLayout) -> bool:
    form.addRow(QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                 accepted=dialog.accept, rejected=dialog.reject))
    dialog.setLayout(form)
    keep_title_whole(dialog)
    return dialog.exec() == QDialog.DialogCode.Accepted


def ask_generator(parent: QWidget | None) -> dict | None:
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


def ask_exercise(parent: QWidget | None, colour: Colour, target: str | None = None) -> dict | None:
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
        aim.setText((target_block(target) if target else NO_TARGET) if targeted else EVERY_BLOCK)
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

    def _button(self, text: str, signal, *value) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda _=False: signal.emit(*value))
        return button

    def show_session(self, session: Practice) -> None:
        self.progress.setText(session.progress())
        self.title.setText(session.heading())
        self.question.setText(session.question())
        self.instructions.setText(session.instructions())
        self.answer.setText("\n".join(part for part in (session.answer_text(), session.note) if part))
        problems = isinstance(session, ProblemSession)
        answered = session.ended if problems else session.grade is not None
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


class ExerciseMode(QObject):
    """The Exercises menu of ``window`` and the swap between the analysis and the question panel."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = control = window.controller
        self.panel = ExercisePanel()
        self.area = SidePanel(self.panel)
        self.area.hide()
        self.splitter = window.centralWidget()
        self.splitter.addWidget(self.area)
        self.splitter.setCollapsible(self.splitter.indexOf(self.area), False)
        self._hidden: list[QWidget] = []
        self._editor_state = QByteArray()
        self._exercising = False
        self.problem_seed: int | None = None
        """The seed of gobenson's choice among a problem's replies; None: a fresh one each time."""
        self.generator: GeneratorThread | None = None
        """The last generator started, running or finished."""
        QCoreApplication.instance().aboutToQuit.connect(self.stop_generating)
        self._make_menu()
        panel = self.panel
        panel.check_requested.connect(lambda: control.in_exercise(_exercises_only(ExerciseSession.check)))
        panel.hint_requested.connect(lambda: control.in_exercise(_problems_only(ProblemSession.show_hint)))
        panel.show_requested.connect(self._show_me)
        panel.retry_requested.connect(lambda: control.in_exercise(lambda session: session.retry()))
        panel.moved.connect(lambda step: control.in_exercise(lambda s: s.go(s.index + (not s.reviewing) * step)))
        panel.replay_move_requested.connect(lambda move: control.in_exercise(lambda s: s.set_replay_move(move)))
        panel.leave_requested.connect(control.leave_exercises)
        control.mode_changed.connect(self._swap)
        control.exercise_updated.connect(panel.show_session)
        control.exercise_updated.connect(self._show_whole_board)

    def _make_menu(self) -> None:
        window = self.window
        a = window._action
        self.open_action = a(_("&Open set\u2026"), self.open_set, tip=_("Open a file of exercises and answer them"))
        self.generate_action = a(_("&New set from generator\u2026"), self.new_set,
                                 tip=_("Make fresh exercises of one kind and answer them"))
        self.make_action = a(_("&Make exercise from this position\u2026"), self.make_exercise,
                             tip=_("Ask about the block under the mouse or selected; the exercise is "
                                 "added to this file as a new game"))
        self.leave_action = a(_("&Leave exercises"), self.controller.leave_exercises,
                              tip=_("Back to the analysis (Esc)"))
        self.leave_action.setEnabled(False)
        self.problems_action = a(
            _("Open &problems\u2026"), self.open_problems,
            tip=_("Play the problems of an SGF collection; gobenson answers from its solution trees"))
        self.problem_folder_action = a(_("Open problem &folder\u2026"), self.open_problem_folder,
                                       tip=_("Play the problems of every SGF file in a folder as one set"))
        menu = window.menuBar().addMenu(_("E&xercises"))
        menu.addActions([self.open_action, self.generate_action, self.make_action])
        menu.addSeparator()
        self.whole_board_action = a(
            _("&Whole board"), lambda: self.controller.in_exercise(_problems_only(ProblemSession.toggle_whole_board)),
            shortcut="Z", tip=_("Show the whole board, or again only the problem's corner or side"))
        self.whole_board_action.setCheckable(True)
        self.whole_board_action.setEnabled(False)
        menu.addActions([self.problems_action, self.problem_folder_action, self.whole_board_action])
        menu.addSeparator()
        menu.addAction(self.leave_action)
        menus = window.menuBar().actions()
        help_menu = next((action for action in menus if action.text() == _("&Help")), None)
        if help_menu is not None:  # Help stays last
            window.menuBar().insertMenu(help_menu, menu)

    def _show_whole_board(self, session: Practice) -> None:
        """Whole board is for problems, which alone are shown in a part of the board."""
        problems = isinstance(session, ProblemSession)
        self.whole_board_action.setEnabled(problems)
        self.whole_board_action.setChecked(problems and session.whole_board)

    # -- entering and leaving -----------------------------------------------------------------

    def _swap(self, mode: Mode) -> None:
        """Entering exercises, hide everything that shows the analysis or the record (the
        comment may hold the answer); leaving them, bring it back."""
        exercising = mode is Mode.EXERCISES
        if exercising == self._exercising:  # a change between the analysis's own modes
            return
        self._exercising = exercising
        boards = self.window.views[0].parentWidget()
        if exercising:
            self._editor_state = self.splitter.saveState()
            self._hidden = [self.splitter.widget(i) for i in range(self.splitter.count())
                            if self.splitter.widget(i) not in (boards, self.area)
                            and not self.splitter.widget(i).isHidden()]
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
        self.leave_action.setEnabled(exercising)
        if not exercising:
            self.whole_board_action.setEnabled(False)
        # the first two would tell the verdict; the last asks about the record's position, not
        # shown; the View menu's panels are the editor's
        window = self.window
        for action in (window.kill_action, window.verify_action, self.make_action, window.moves_panel_action,
                       window.analysis_panel_action, window.reset_panels_action):
            action.setEnabled(not exercising)

    def _open_panel(self) -> None:
        """The question panel at its share of the width, or as wide as its contents need; the
        board has the rest."""
        self.window.layout().activate()
        sizes = self.splitter.sizes()
        width = sum(sizes)
        panel = max(round(PANEL_SHARE * width), self.area.minimumSizeHint().width())
        boards = self.splitter.indexOf(self.window.views[0].parentWidget())
        sizes = [0] * len(sizes)
        sizes[boards], sizes[self.splitter.indexOf(self.area)] = width - panel, panel
        self.splitter.setSizes(sizes)

    def editor_layout(self) -> tuple[QByteArray, list[QWidget]]:
        """The splitter's state and the side panels shown in the editor -- as they were before
        the question panel came up, while it is up."""
        if self._exercising:
            return self._editor_state, self._hidden
        widgets = [self.splitter.widget(i) for i in range(self.splitter.count())]
        return self.splitter.saveState(), [widget for widget in widgets if not widget.isHidden()]

    def start(self, exercises: list[Exercise]) -> None:
        self.controller.start_exercises(ExerciseSession(exercises))

    def offer(self, document: Document) -> list[Exercise]:
        """The exercises of an opened file; a broken set is said in the status bar and the file
        opens for editing."""
        try:
            return exercises_in(document)
        except (ExerciseError, SgfError) as error:
            self.window.statusBar().showMessage(opened_not_a_set(error), 15000)
            return []

    def open_set(self) -> None:
        if not self.window.confirm_discard():
            return
        path = QFileDialog.getOpenFileName(self.window, _("Open exercise set"), self.window._folder(), _(SGF_FILTER))[0]
        if path:
            self.open_set_at(path)

    def open_set_at(self, path: str) -> None:
        """Answer the exercises of the file at ``path``, passing over its games that are not
        exercises (the position a teacher made them from), which the status bar names.  A file
        with no exercise, or one that cannot be asked, opens for editing with a message."""
        window = self.window
        try:
            document = Document.open(path)
            found = exercises_among(document)
        except (SgfError, OSError):
            window.open_path(path, confirmed=True)  # which says why the file cannot be opened
            return
        except ExerciseError as error:
            if window.open_path(path, confirmed=True):
                show_error(window, _("Not an exercise set"), opened_not_a_set(error))
            return
        if not found:
            if window.open_path(path, confirmed=True):
                show_error(window, _("Not an exercise set"), not_a_set(path))
            return
        window.remember(path)
        window.show_document(document)
        games, exercises = (list(column) for column in zip(*found))
        self.controller.start_exercises(ExerciseSession(exercises, games))
        left_out = [number for number in range(1, len(document.games) + 1) if number - 1 not in games]
        if left_out:
            window.statusBar().showMessage(games_left_out(left_out), 15000)

    def new_set(self) -> None:
        settings = ask_generator(self.window)
        if settings is None or not self.window.confirm_discard():
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
        self.window.show_document(Document.from_bytes(write_set(exercises)))
        self.controller.undo_stack.resetClean()  # a new set not yet saved
        self.start(exercises)

    def _not_generated(self, message: str) -> None:
        show_error(self.window, _("Cannot make the exercises"), message)

    def _generation_cancelled(self) -> None:
        self.window.statusBar().showMessage(NO_NEW_SET, 5000)

    def stop_generating(self) -> None:
        """Stop a running generator and wait for its thread (before the application quits)."""
        if self.generator is not None and self.generator.isRunning():
            self.generator.cancel()
            self.generator.wait()

    def make_exercise(self) -> None:
        control = self.controller
        point = control.session.pointed_stone()
        board = control.session.board
        chosen = ask_exercise(self.window, board.get(point) if point is not None else Colour.BLACK,
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

    # -- problem collections --------------------------------------------------------------------

    def open_problems(self) -> None:
        """An SGF file of problems: opened as the document, and its problems answered."""
        if not self.window.confirm_discard():
            return
        path = QFileDialog.getOpenFileName(self.window, _("Open problems"), self.window._folder(), _(SGF_FILTER))[0]
        if path:
            self.start_problems(lambda: self._open_collection(path))

    def _open_collection(self, path: str) -> tuple[list[Problem], list[str]]:
        """The problems of the file at ``path``, which the editor shows once they are read, and
        the notes on the games skipped."""
        with open(path, "rb") as file:
            document, tenuki = collection(file.read(), path)
        problems, notes = problems_in(document, Path(path).name)
        self.window.remember(path)
        self.window.show_document(document)
        return problems, tenuki + notes

    def open_problem_folder(self) -> None:
        """Every SGF file of a folder, the whole tree down, as one collection; the document stays."""
        folder = QFileDialog.getExistingDirectory(self.window, _("Open a folder of problems"), self.window._folder())
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
            self.window.statusBar().showMessage(problem_words.some_skipped(notes[0], len(notes)), 15000)
        return True


def _exercises_only(act: Callable[[ExerciseSession], None]) -> Callable[[Practice], None]:
    """``act`` on exercises; nothing on problems, which have no such button."""
    return lambda session: act(session) if isinstance(session, ExerciseSession) else None


def _problems_only(act: Callable[[ProblemSession], None]) -> Callable[[Practice], None]:
    return lambda session: act(session) if isinstance(session, ProblemSession) else None

