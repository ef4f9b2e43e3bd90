"""One student's run through a problem collection: the line played so far, gobenson's replies
from the solution tree, right or wrong at the end of a line, hints, the solution and the score.

Qt-free, as :class:`~.exercise_session.ExerciseSession` is, whose panel shows it too.  The
replies are chosen among the tree's by a seeded random choice, so a run can be repeated.  A
line's end says what the problem calls it; a right line's end also says what is true there
(:mod:`~gobenson_gui.core.problems.verdict`).
"""

from __future__ import annotations

import random

from ..core.analysis import analyze_colour
from ..core.board import Board
from ..core.coords import point_name
from ..core.exercises.grader import explained
from ..core.geometry import Point
from ..core.problems import Branch, Problem, ProblemError, TargetSource
from ..core.problems.verdict import line_verdict
from ..core.report import colour_letter, colour_word
from ..core.rules import IllegalMove, play
from ..core.words import exercises as exercise_words
from ..core.words import problems as words, verdicts as verdict_words
from .picture import BoardPicture, named_region_marks, problem_view

HINT_MARK = "CR"
"""The mark a hint puts on the next right move: a circle."""


class ProblemSession:
    """The problems of a collection, the one on show (``index``), and per problem whether it was
    solved: by a right line reached without a hint or the solution shown."""

    def __init__(self, problems: list[Problem], seed: int | None = 0, notes: list[str] | None = None) -> None:
        if not problems:
            raise ProblemError(str(words.NO_PROBLEMS))
        self.problems = problems
        self.notes = notes or []
        """A line each on the games and files skipped, or read other than as written."""
        self.index = 0
        self.random = random.Random(seed)
        self.solved: list[bool | None] = [None] * len(problems)
        """Per problem: None until a line ends; then whether it ended right, unhelped."""
        self.hinted = [False] * len(problems)
        """Per problem: its line ended right after a hint, which the review says."""
        self.reviewing = False
        self.replay = None
        """No capture is replayed here (the exercise panel's slider stays hidden)."""
        self.replay_move = 0
        self.whole_board = False
        """The student asked to see the whole board, not the problem's part of it (kept from
        problem to problem until asked back)."""
        self._clear()

    def _clear(self) -> None:
        self.played: list[Branch] = []
        self.stray: Point | None = None
        """A move the tree lacks: the line ended wrong there."""
        self.hint: Point | None = None
        self.helped = False
        self.note = self.shown = ""

    def __len__(self) -> int:
        return len(self.problems)

    @property
    def problem(self) -> Problem:
        return self.problems[self.index]

    @property
    def score(self) -> int:
        return sum(1 for solved in self.solved if solved)

    def progress(self) -> str:
        return words.progress(self.index + 1, len(self.problems), self.score)

    def go(self, index: int) -> None:
        self.reviewing = index >= len(self.problems)
        self.index = max(0, min(index, len(self.problems) - 1))
        self._clear()

    def retry(self) -> None:
        self._clear()

    # -- playing ------------------------------------------------------------------------------

    def _choices(self) -> tuple[Branch, ...]:
        return self.played[-1].children if self.played else self.problem.tree

    @property
    def ended(self) -> bool:
        return self.stray is not None or (bool(self.played) and not self.played[-1].children)

    def board(self) -> Board:
        board = self.problem.board_after(tuple(self.played))
        if self.stray is not None:
            board = play(board, self.stray, self.problem.to_move, self.problem.rules).board
        return board

    def click(self, point: Point) -> None:
        """The student's move at ``point``; gobenson answers from the tree.  Ignored once the
        line has ended, while the solution is shown, and in the review."""
        problem = self.problem
        if self.ended or self.shown or self.reviewing or not problem.board.geometry.contains(point):
            return
        self.note = ""
        student = problem.to_move
        try:
            play(self.board(), point, student, problem.rules)
        except IllegalMove as error:
            self.note = exercise_words.as_sentence(exercise_words.is_illegal(self._name(point), str(error)))
            return
        self.hint = None
        move = next((branch for branch in self._choices() if branch.colour is student and branch.point == point), None)
        if move is None:
            self.stray = point
        else:
            self.played.append(move)
            if move.children:
                self.played.append(self.random.choice(move.children))
        if self.ended:
            right = self.stray is None and self.played[-1].right
            self.solved[self.index] = right and not self.helped
            self.hinted[self.index] = right and self.helped

    def show_hint(self) -> None:
        """Mark the next right move; a problem solved after a hint does not count."""
        if self.ended or self.shown or self.reviewing:
            return
        right = next((branch for branch in self._choices() if branch.right and branch.point is not None), None)
        if right is None:
            self.note = str(words.NO_RIGHT_MOVE)
            return
        self.hint, self.helped = right.point, True

    def show_solution(self) -> None:
        """Play out the first right line from the start."""
        self._clear()
        self.helped = True
        lines = self.problem.right_lines()
        if not lines:
            self.shown = str(words.NOTHING_TO_SHOW)
            return
        self.played = list(lines[0])
        self.shown = "\n".join([words.solution(self._moves()), *self._verdict()])

    # -- what the board and the panel show ------------------------------------------------------

    def picture(self) -> BoardPicture:
        board = self.board()
        problem = self.problem
        moves = [branch.point for branch in self.played] + [self.stray]
        labels = {point: str(number) for number, point in enumerate(moves, 1)
                  if point is not None and board.get(point) is not None}
        shown = problem.target_source is TargetSource.MARKED or self.ended
        target = problem.target_block() & board.stones(problem.defender) if shown and problem.defender else 0
        markup = {self.hint: HINT_MARK} if self.hint is not None else {}
        return BoardPicture(board, labels=labels, markup=markup, highlight=target,
                            view=None if self.whole_board else self.view(),
                            regions=named_region_marks(board, self._named_regions(board)))

    def _named_regions(self, board: Board) -> tuple[tuple[int, str], ...]:
        """The regions the verdict's words name (those of a target unconditionally alive at the
        end of a right line), while the verdict is on show."""
        problem = self.problem
        right_end = self.ended and self.stray is None and problem.marks_answer and self.played[-1].right
        if not (right_end or (self.shown and self.played)) or problem.target is None or problem.defender is None:
            return ()
        if board.get(problem.target) is not problem.defender:
            return ()
        side = analyze_colour(board, problem.defender, problem.rules)
        block = side.block_of(problem.target).index
        return explained(side, block)[1] if side.is_safe(block) else ()

    def view(self) -> tuple[int, int, int, int] | None:
        """The part of the board the problem is shown in: its stones and every move of its tree,
        with a margin (see :func:`.picture.problem_view`)."""
        problem = self.problem
        board = problem.board
        moves = [branch.point for line in problem.lines() for branch in line if branch.point is not None]
        return problem_view(board.columns, board.rows,
                            [*board.geometry.points(board.black | board.white), *moves])

    def toggle_whole_board(self) -> None:
        self.whole_board = not self.whole_board

    def heading(self) -> str:
        """The title and the collection's own question (the root's comment)."""
        problem = self.problem
        return " \u00b7 ".join(part for part in (problem.title, problem.comment.strip()) if part)

    def asked(self) -> str:
        problem = self.problem
        return words.claim(problem.claim, colour_word(problem.to_move))

    def target(self) -> str:
        """The target, said to be derived when it is; "" without one."""
        problem = self.problem
        if problem.target is None or problem.defender is None:
            return ""
        return words.target(colour_word(problem.defender), point_name(problem.target, problem.board.rows),
                            problem.target_source is TargetSource.DERIVED)

    def question(self) -> str:
        """What the file asks, and its target if it marks one (a derived one would tell the answer)."""
        marked = self.problem.target_source is TargetSource.MARKED
        return words.question(self.asked(), self.target() if marked else "")

    def instructions(self) -> str:
        return words.instructions(colour_word(self.problem.to_move))

    def _moves(self) -> str:
        rows = self.problem.board.rows
        names = [f"{colour_letter(branch.colour)} {point_name(branch.point, rows) if branch.point else words.PASS}"
                 for branch in self.played]
        if self.stray is not None:
            names.append(f"{colour_letter(self.problem.to_move)} {point_name(self.stray, rows)}")
        return ", ".join(names)

    def answer_text(self) -> str:
        return words.moves_so_far(self._moves() or str(exercise_words.NOTHING_YET))

    def _verdict(self) -> list[str]:
        """What is true at the end of the right line played, and whether it contradicts the claim."""
        found = line_verdict(self.problem, tuple(self.played))
        lines = [words.about(self.target())] if self.problem.target_source is TargetSource.DERIVED else []
        lines.append(verdict_words.at_the_end(found.outcome.value, self.problem.target is not None))
        if found.explanation:
            lines.append(found.explanation)
        if found.contradicts:
            lines.append(verdict_words.contradicts(self.asked()))
        return lines

    def result_text(self) -> str:
        """At a line's end: right or wrong, the comment the collection wrote there, and for a
        right line what is true at its end."""
        if not self.ended:
            return ""
        if self.stray is not None:
            return str(words.NOT_IN_TREE)
        last = self.played[-1]
        if not self.problem.marks_answer:
            return "\n".join([str(words.MARKS_NO_ANSWER), *([last.comment] if last.comment else [])])
        lines = [str(words.LINE_RIGHT) if last.right else str(words.LINE_WRONG)]
        if last.comment:
            lines.append(last.comment)
        if last.right:
            lines.extend(self._verdict())
        return "\n".join(lines)

    def review_text(self) -> str:
        lines = [words.set_done(self.score, len(self.problems))]
        lines.extend((words.solved_after_hint if hinted else words.not_solved)(number, problem.title)
                     for number, (problem, solved, hinted) in enumerate(zip(self.problems, self.solved, self.hinted), 1)
                     if not solved)
        lines.extend(self.notes)
        return "\n".join(lines)

    def _name(self, point: Point) -> str:
        return point_name(point, self.problem.board.rows)
