"""One student's run through a set of exercises: the answer being given, the grades, the score.

Qt-free, so that tests check it without a window.  The pictures it composes carry only the
position, the marked block and the student's own answer until the answer is checked: no safe
stones, territory or regions, so the board never gives the verdict away.  Grading and its
reasons are the exercises' own (:func:`~gobenson_gui.core.exercises.grade`).
"""

from __future__ import annotations

from dataclasses import replace

from ..core.analysis import analyze_colour
from ..core.board import Board
from ..core.coords import point_name
from ..core.geometry import Point
from ..core.exercises import CaptureAttempt, Exercise, ExerciseError, Grade, Kind, grade, solution
from ..core.exercises.grader import Mark
from ..core.kill import KillError, kill_sequence
from ..core.report import colour_word
from ..core.rules import IllegalMove, play
from ..core.words import exercises as words
from ..core.words.i18n import N_, _
from .kill_replay import KillReplay, replay_picture, replay_text
from .picture import BoardPicture, _union, named_region_marks

INSTRUCTIONS = {
    Kind.SAFE: N_("Click a stone to mark its block alive; click it again to unmark it. Then Check."),
    Kind.RULES: N_("Click a stone of each block whose safety the rules decide; click again to unmark. Then Check."),
    Kind.VITAL: N_("Click a point of each region you think vital; click again to unmark. Then Check."),
    Kind.CAPTURE: N_("Play the attacker's moves on the board; the marked block's owner always passes."),
    Kind.MAKE_SAFE: N_("Click empty points to add stones in order (click a stone you added to take it "
                    "and those after it back). Then Check."),
}


CLAIMS = frozenset((Kind.SAFE, Kind.VITAL, Kind.RULES))
"""The kinds whose marks are what the student said of a block or region (the others' are moves
and what became of the block)."""


def grade_lines(found: Grade) -> list[str]:
    """The grade in words, as the editor's panel and ``exercises check`` both say it: right, not
    quite (k of n right) or not solved, then every item with its reason."""
    if found.solved:
        head = str(words.RIGHT)
    elif found.exercise.kind in CLAIMS:
        head = words.not_quite(found.right, len(found.marks))
    else:  # moves are right when legal: the last line says what they failed to do
        head = str(words.NOT_SOLVED)
    return [head, *(mark_line(found, mark) for mark in found.marks)]


def mark_line(found: Grade, mark: Mark) -> str:
    """A tick or a cross on one item with its reason, right or wrong; what the student said is
    told apart from the verdict."""
    where = found.name(mark.where)
    if found.exercise.kind in CLAIMS and mark.said != words.CHOSEN:
        return words.claim_line(mark.correct, where, mark.said, mark.reason)
    return words.mark_line(mark.correct, where, mark.said, mark.reason)


class ExerciseSession:
    """The exercises of a set, the one on show (``index``) and, per exercise, the answer given so
    far and its last grade.  A capture answer is checked move by move as it is played."""

    def __init__(self, exercises: list[Exercise], games: list[int] | None = None) -> None:
        if not exercises:
            raise ExerciseError(str(words.EMPTY_SET))
        self.exercises = exercises
        self.games = games if games is not None else list(range(len(exercises)))
        """Per exercise: the game of the file it is (a file may hold other games beside them)."""
        self.retried = [False] * len(exercises)
        """Per exercise: answered again after a grade or a solution shown; a solve then counts apart."""
        self.index = 0
        self.answers: list[list[Point]] = [[] for _ in exercises]
        """Per exercise: the points of the answer (see the grader's module doc)."""
        self.grades: list[Grade | None] = [None] * len(exercises)
        self.reviewing = False
        """True after Next on the last exercise: the mistakes of the whole set are on show."""
        self.note = ""
        """A one-line remark on the last click (an illegal move, a point that names nothing)."""
        self.shown = ""
        """What Show me / Show a solution revealed, in words."""
        self.replay: KillReplay | None = None
        self.replay_move = 0
        self._solution_board: Board | None = None
        self._solution_items = 0
        """The blocks or regions of the right answer while it is shown (safe, vital, rules)."""
        self._solution_regions: tuple[tuple[int, str], ...] = ()
        """The regions the words of the solution shown name, with their letters."""

    # -- where we are -------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.exercises)

    @property
    def exercise(self) -> Exercise:
        return self.exercises[self.index]

    @property
    def answer(self) -> list[Point]:
        return self.answers[self.index]

    @property
    def grade(self) -> Grade | None:
        return self.grades[self.index]

    def _solved(self, retried: bool) -> int:
        return sum(1 for found, again in zip(self.grades, self.retried)
                   if found is not None and found.solved and again == retried)

    @property
    def score(self) -> int:
        """The exercises solved at the first try."""
        return self._solved(False)

    @property
    def on_retry(self) -> int:
        """The exercises solved after Retry, which the score leaves out."""
        return self._solved(True)

    def progress(self) -> str:
        return words.progress(self.index + 1, len(self.exercises), self.score, self.on_retry)

    def go(self, index: int) -> None:
        """Show exercise ``index``; past the last one, the review of the set."""
        self.reviewing = index >= len(self.exercises)
        self.index = max(0, min(index, len(self.exercises) - 1))
        self._clear_shown()

    def retry(self) -> None:
        if self.grade is not None or self.shown:
            self.retried[self.index] = True
        self.answers[self.index] = []
        self.grades[self.index] = None
        self._clear_shown()

    def _clear_shown(self) -> None:
        self.note = self.shown = ""
        self.replay = self._solution_board = None
        self.replay_move = self._solution_items = 0
        self._solution_regions = ()

    # -- answering ----------------------------------------------------------------------------

    def click(self, point: Point) -> None:
        """A click on the board as an answer to the exercise on show; ignored once it is graded
        or while a solution is on show (Retry starts again)."""
        ex = self.exercise
        if self.grade is not None or self.shown or self.reviewing or not ex.board.geometry.contains(point):
            return
        self.note = ""
        if ex.kind is Kind.CAPTURE:
            self._attack(point)
        elif ex.kind is Kind.MAKE_SAFE:
            self._add_stone(point)
        else:
            self._toggle(point)

    def _item_at(self, point: Point) -> int:
        """The block (safe, rules) or region (vital) of the point, as a point set; 0 if none."""
        ex = self.exercise
        side = analyze_colour(ex.board, ex.colour, ex.rules)
        item = side.region_at(point) if ex.kind is Kind.VITAL else side.block_at(point)
        return item.mask if item is not None else 0

    def _toggle(self, point: Point) -> None:
        item = self._item_at(point)
        if not item:
            what = str(words.A_POINT_OF_A_REGION) if self.exercise.kind is Kind.VITAL else \
                words.a_stone_of(colour_word(self.exercise.colour))
            self.note = words.as_sentence(words.is_not(self._name(point), what))
            return
        chosen = [p for p in self.answer if not item & self.exercise.board.geometry.bit(p)]
        if len(chosen) == len(self.answer):
            chosen.append(point)
        self.answers[self.index] = chosen

    def _attempt(self) -> CaptureAttempt:
        """The capture as played so far (every move in the answer is legal)."""
        attempt = CaptureAttempt(self.exercise)
        for point in self.answer:
            attempt.play(point)
        return attempt

    def _attack(self, point: Point) -> None:
        attempt = self._attempt()
        mark = attempt.play(point)
        if not mark.correct:
            self.note = words.as_sentence(mark.reason)
            return
        self.answer.append(point)
        if attempt.captured:
            self.check()

    def _add_stone(self, point: Point) -> None:
        ex = self.exercise
        if point in self.answer:  # take it back, with the stones placed after it
            del self.answer[self.answer.index(point):]
            return
        if len(self.answer) >= ex.stones_allowed:
            self.note = words.take_one_back(ex.stones_allowed)
            return
        try:
            play(self._added_board(), point, ex.colour, ex.rules)
        except IllegalMove as error:
            self.note = words.as_sentence(words.is_illegal(self._name(point), str(error)))
            return
        self.answer.append(point)

    def _added_board(self) -> Board:
        ex = self.exercise
        board = ex.board
        for point in self.answer:
            board = play(board, point, ex.colour, ex.rules).board
        return board

    def check(self) -> None:
        if not self.reviewing and not self.shown:
            self.grades[self.index] = grade(self.exercise, self.answer)

    # -- showing the answer -------------------------------------------------------------------

    def show_me(self) -> None:
        """Capture: replay a capture from the moves played so far (from the start if those moves
        spoilt it).  Make-safe: a placement of the fewest stones.  Other kinds: the right
        answer, its blocks or regions shaded."""
        ex = self.exercise
        self._clear_shown()
        try:
            if ex.kind is Kind.CAPTURE:
                self._show_capture()
            elif ex.kind is Kind.MAKE_SAFE:
                stones = solution(ex)
                board = ex.board
                for point in stones:
                    board = play(board, point, ex.colour, ex.rules).board
                self._solution_board = board
                names = ", ".join(self._name(point) for point in stones)
                self._explain_solution(words.fewest_solution(len(stones), names), grade(ex, stones).marks[-1:])
            else:
                points = solution(ex)
                self._solution_board = ex.board
                self._solution_items = _union(self._item_mask(point) for point in points)
                names = ", ".join(self._name(point) for point in points) or str(words.NONE)
                self._explain_solution(words.right_answer(names), grade(ex, points).marks)
        except (ExerciseError, KillError) as error:
            self.shown = words.no_solution(error)

    def _explain_solution(self, head: str, marks: tuple[Mark, ...]) -> None:
        """The solution in words, each of its items with the analysis's reason, and the regions
        those name to draw."""
        self.shown = "\n".join([head, *(words.because(self._name(m.where), m.said, m.reason) for m in marks)])
        self._solution_regions = _regions(marks)

    def _show_capture(self) -> None:
        ex = self.exercise
        start = self._attempt().board
        target = ex.marked
        kill = kill_sequence(start, target, ex.rules) if start.get(target) is not None else None
        if kill is None:
            start = ex.board
            kill = kill_sequence(start, target, ex.rules)
            assert kill is not None, "a capture exercise's block is not safe at the start"
        self.replay = KillReplay(start, kill, ex.rules)
        self.replay_move = 0
        self.shown = replay_text(self.replay, 0)

    def set_replay_move(self, move: int) -> None:
        if self.replay is not None:
            self.replay_move = max(0, min(move, self.replay.length - 1))
            self.shown = replay_text(self.replay, self.replay_move)

    # -- what the board and the panel show -----------------------------------------------------

    def picture(self) -> BoardPicture:
        """The position with the student's answer; after Check, ticks and crosses on the items
        graded; while a solution is shown, the solution."""
        ex = self.exercise
        target = ex.target_block() if ex.target is not None else 0
        if self.replay is not None:
            return replay_picture(self.replay, self.replay_move)
        if self._solution_board is not None:
            return BoardPicture(self._solution_board, selection=self._solution_items,
                                highlight=target & self._solution_board.stones(ex.colour),
                                regions=named_region_marks(self._solution_board, self._solution_regions))
        board, labels, chosen = ex.board, {}, 0
        if ex.kind in (Kind.CAPTURE, Kind.MAKE_SAFE):
            board = self._attempt().board if ex.kind is Kind.CAPTURE else self._added_board()
            labels = {point: str(number) for number, point in enumerate(self.answer, 1) if board.get(point)}
        else:
            chosen = _union(self._item_mask(point) for point in self.answer)
        picture = BoardPicture(board, labels=labels, selection=chosen, highlight=target & board.stones(ex.colour))
        found = self.grade
        if found is None:
            return picture
        return replace(picture, agree=_union(m.points for m in found.marks if m.correct),
                       disagree=_union(m.points for m in found.marks if not m.correct),
                       regions=named_region_marks(board, _regions(found.marks)))

    def _item_mask(self, point: Point) -> int:
        return self._item_at(point) or self.exercise.board.geometry.bit(point)

    def heading(self) -> str:
        """The title and the difficulty, as the panel heads the question with them."""
        ex = self.exercise
        details = [ex.title, words.difficulty(ex.difficulty) if ex.difficulty else ""]
        return " \u00b7 ".join(part for part in details if part)

    def question(self) -> str:
        return self.exercise.question()

    def instructions(self) -> str:
        return _(INSTRUCTIONS[self.exercise.kind])

    def answer_text(self) -> str:
        """The answer given so far, in words."""
        ex = self.exercise
        names = ", ".join(self._name(point) for point in self.answer) or str(words.NOTHING_YET)
        if ex.kind is Kind.CAPTURE:
            return words.moves_played(names)
        if ex.kind is Kind.MAKE_SAFE:
            return words.stones_added(len(self.answer), ex.stones_allowed, names)
        return words.chosen(names)

    def result_text(self) -> str:
        """The grade in words: right or wrong, and every mark with the reason of a mistake."""
        found = self.grade
        if found is None:
            return ""
        lines = grade_lines(found)
        if self.exercise.kind is Kind.MAKE_SAFE and found.solved:
            lines.append(self._fewest_line())
        return "\n".join(lines)

    def _fewest_line(self) -> str:
        try:
            fewest = len(solution(self.exercise))
        except ExerciseError as error:
            return words.fewest_unknown(error)
        if len(self.answer) <= fewest:
            return words.fewest_reached(len(self.answer))
        return words.can_be_done_with(fewest)

    def review_text(self) -> str:
        """The set's end: the score and the mistakes of every exercise answered wrongly."""
        lines = [words.set_done(self.score, len(self.exercises), self.on_retry)]
        for number, (ex, found, again) in enumerate(zip(self.exercises, self.grades, self.retried), 1):
            if found is None:
                lines.append(words.not_answered(number))
            elif found.solved and again:
                lines.append(words.solved_on_retry(number))
            elif not found.solved:
                lines.append(words.answered_wrongly(number, ex.question()))
                lines.extend(mark_line(found, mark) for mark in found.marks if not mark.correct)
        return "\n".join(lines)

    def _name(self, point: Point) -> str:
        return point_name(point, self.exercise.board.rows)


def _regions(marks: tuple[Mark, ...]) -> tuple[tuple[int, str], ...]:
    """The regions the reasons of ``marks`` name, each once."""
    return tuple(dict.fromkeys(region for mark in marks for region in mark.regions))
