"""The verdict at the end of a right line states facts only: a ko only where the target's fate
changes with an immediate retake, a seki only where filling a shared liberty loses, next to
blocks that cannot be captured; an engine's reading is given beside, named as such."""

from __future__ import annotations

import pytest

from gobenson_gui.core.board import Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.problems import Branch, Claim, Outcome, Problem, TargetSource, check_problem, outcome
from gobenson_gui.core.problems.verdict import EngineReading, is_ko, is_seki, line_verdict
from gobenson_gui.core.rules import Rules

KO = """
. X O . .
X O . O .
. X O . .
. . . . .
. . . . .
"""
"""White's stone at B4 stands alone in atari; Black's capture at C4 is a ko capture."""

TAKEN_IN_A_KO = """
. X O . .
X . X O .
. X O . .
. . . . .
. . . . .
"""
"""Black has just taken B4 in a ko: White's stone there would take C4 back."""

TAKEN = """
. X O . .
X . X . .
. X O . .
. . . . .
. . . . .
"""
"""Black has taken B4, and the taker at C4 is not in atari: no ko."""

ONE_EYE_SEKI = """
. X . O . O X .
X X X O O O X X
O O O X X X X X
. O . O X . X .
O O O O X X X X
"""
"""Black's inner block (B5) and White's (D5) each have an eye (A5, E5) and share C5; both outer
walls are unconditionally alive.  Filling C5 puts the filler in atari, and the taker keeps its
eye beside the stones it takes: a seki."""

STRAIGHT_THREE = """
. X . O . O .
O O O O O O O
X X X X X X X
. X . X . X .
"""
"""Black's lone stone on the vital point of White's straight three (A4 to C4), White's wall
unconditionally alive: a dead shape, no seki, though each side's fill stands in atari."""

SHARED_BUT_OPEN = """
X . O X
X . O X
X O O X
O X X X
O X . .
. . . .
"""
"""Two blocks share two liberties neither can fill, but the blocks around them can be captured:
not proven a seki."""

def problem(diagram: str, target, claim: Claim | None = None, to_move: Colour = Colour.BLACK,
            tree: tuple[Branch, ...] = (), marks_answer: bool = True) -> Problem:
    return Problem(title="", board=parse_diagram(diagram), to_move=to_move, tree=tree, target=target,
                   target_source=TargetSource.MARKED, claim=claim, convention="test", marks_answer=marks_answer)


def test_the_target_alone_in_atari_in_a_ko_is_a_ko_with_the_attacker_to_move():
    board = parse_diagram(KO)
    assert is_ko(board, (1, 1), Colour.WHITE, Colour.BLACK)
    assert outcome(problem(KO, (1, 1)), board, Colour.BLACK) == (Outcome.KO, "")


def test_with_the_defender_to_move_the_ko_shape_is_no_proven_ko():
    """White connects at C4 if it likes: nothing is proven."""
    assert not is_ko(parse_diagram(KO), (1, 1), Colour.WHITE, Colour.WHITE)
    assert outcome(problem(KO, (1, 1)), parse_diagram(KO), Colour.WHITE)[0] is Outcome.OPEN


def test_the_target_taken_in_a_ko_is_a_ko_while_the_defender_may_retake():
    board = parse_diagram(TAKEN_IN_A_KO)
    target_problem = problem(KO, (1, 1))
    assert outcome(target_problem, board, Colour.WHITE)[0] is Outcome.KO
    assert outcome(target_problem, board, Colour.BLACK)[0] is Outcome.CAPTURED  # Black fills the ko first


def test_the_target_taken_with_no_retake_is_captured():
    assert outcome(problem(KO, (1, 1)), parse_diagram(TAKEN), Colour.WHITE)[0] is Outcome.CAPTURED


def test_a_ko_beside_the_target_is_no_ko_for_the_target():
    """The issue's misfire: a capturable single stone near the target made any line a ko."""
    board = parse_diagram(KO)
    assert not is_ko(board, (2, 0), Colour.WHITE, Colour.BLACK)
    assert outcome(problem(KO, (2, 0)), board, Colour.BLACK)[0] is Outcome.OPEN


def test_a_kill_the_book_calls_right_is_not_flagged_for_a_stray_ko():
    """Black ataris White's stone at C5, the target, beside the ko at B4: the line ends open,
    which a kill does not contradict (a ko near the target made it a contradicting "ko")."""
    kill = (Branch(Colour.BLACK, (3, 0), True, "RIGHT"),)
    verdict, = check_problem(problem(KO, (2, 0), Claim.KILL, tree=kill)).verdicts
    assert (verdict.outcome, verdict.contradicts) == (Outcome.OPEN, False)


def test_blocks_that_each_keep_an_eye_and_share_a_liberty_neither_can_fill_are_in_seki():
    board = parse_diagram(ONE_EYE_SEKI)
    assert is_seki(board, (1, 0), Rules.NO_SUICIDE) and is_seki(board, (3, 0), Rules.NO_SUICIDE)
    assert outcome(problem(ONE_EYE_SEKI, (3, 0)), board, Colour.BLACK) == (Outcome.SEKI, "")


def test_a_stone_on_the_vital_point_of_a_straight_three_is_a_dead_shape_not_a_seki():
    board = parse_diagram(STRAIGHT_THREE)
    assert not is_seki(board, (1, 0), Rules.NO_SUICIDE)
    assert not is_seki(board, (0, 1), Rules.NO_SUICIDE)


def test_shared_liberties_beside_blocks_that_can_be_captured_are_no_proven_seki():
    board = parse_diagram(SHARED_BUT_OPEN)
    assert not is_seki(board, (0, 0), Rules.NO_SUICIDE)
    assert not is_seki(board, (2, 0), Rules.NO_SUICIDE)


@pytest.mark.parametrize("diagram", [KO, TAKEN_IN_A_KO])
def test_a_ko_is_never_a_seki(diagram):
    board = parse_diagram(diagram)
    stones = board.stones(Colour.BLACK) | board.stones(Colour.WHITE)
    assert not any(is_seki(board, point, Rules.NO_SUICIDE) for point in board.geometry.points(stones))


@pytest.mark.parametrize("claim, found, contradicts", [
    (Claim.KILL, Outcome.SEKI, True), (Claim.LIVE, Outcome.SEKI, False), (None, Outcome.SEKI, False),
    (Claim.SEKI, Outcome.SEKI, False), (Claim.KO, Outcome.SEKI, False),
])
def test_a_seki_contradicts_a_kill_alone(claim, found, contradicts):
    fill_elsewhere = (Branch(Colour.BLACK, (7, 3), True, "RIGHT"),)
    verdict, = check_problem(problem(ONE_EYE_SEKI, (3, 0), claim, tree=fill_elsewhere)).verdicts
    assert (verdict.outcome, verdict.contradicts) == (found, contradicts)


def test_a_life_that_ends_in_a_ko_contradicts_the_claim_and_a_ko_claim_does_not():
    retake = (Branch(Colour.WHITE, (4, 4), True, "RIGHT"),)
    for claim, contradicts in [(Claim.LIVE, True), (Claim.KO, False), (None, False)]:
        verdict, = check_problem(problem(KO, (1, 1), claim, Colour.WHITE, retake)).verdicts
        assert (verdict.outcome, verdict.contradicts) == (Outcome.KO, contradicts)


def test_a_file_that_marks_no_answer_is_never_suspect():
    assert not check_problem(problem(KO, (1, 1), Claim.LIVE, marks_answer=False)).suspect
    assert check_problem(problem(KO, (1, 1), Claim.LIVE)).suspect  # no right line


def test_without_a_target_a_line_ends_open():
    assert outcome(problem(KO, None), parse_diagram(KO), Colour.BLACK) == (Outcome.OPEN, "")


class Judge:
    """An engine's stand-in: reads every block alike (or fails) and remembers what it was asked."""

    def __init__(self, status: str | None):
        self.status = status
        self.asked = []

    def read(self, board, target, to_move):
        self.asked.append((target, to_move))
        return EngineReading("Stand-in", self.status, "" if self.status else "It stopped.")


def test_an_engine_is_asked_where_the_target_stands_and_its_reading_is_no_outcome():
    lines = (Branch(Colour.BLACK, (4, 4), True, "RIGHT"), Branch(Colour.BLACK, (2, 1), True, "RIGHT"))
    judge = Judge("dead")
    open_line, taken = check_problem(problem(KO, (1, 1), Claim.KILL, tree=lines), judge).verdicts
    assert (open_line.outcome, open_line.engine) == (Outcome.OPEN, (EngineReading("Stand-in", "dead"),))
    assert (taken.outcome, taken.engine) == (Outcome.KO, ())
    assert judge.asked == [((1, 1), Colour.WHITE)]


def test_without_a_target_the_engine_reads_each_block_the_line_decides():
    """Black's C4 takes White's B4 in a ko: the blocks it holds or touches, C5, C4, D4 and C3,
    are read, each named; the stones it does not touch (B5, E2) are not."""
    lines = (Branch(Colour.BLACK, (2, 1), True, "RIGHT"),)
    start = KO.replace(". . . . .\n. . . . .\n", ". . . . .\n. . . . O\n")
    verdict, = check_problem(problem(start, None, tree=lines), Judge("alive")).verdicts
    assert verdict.outcome is Outcome.OPEN
    assert [(reading.at, reading.colour) for reading in verdict.engine] == [
        ((2, 0), Colour.WHITE), ((2, 1), Colour.BLACK), ((3, 1), Colour.WHITE), ((2, 2), Colour.WHITE)]
    assert {reading.status for reading in verdict.engine} == {"alive"}


def test_after_an_engine_fails_the_problem_goes_on_without_it():
    lines = (Branch(Colour.BLACK, (4, 4), True, "RIGHT"), Branch(Colour.BLACK, (4, 3), True, "RIGHT"))
    judge = Judge(None)
    found = check_problem(problem(KO, (1, 1), Claim.KILL, tree=lines), judge)
    first, second = found.verdicts
    assert first.engine == (EngineReading("Stand-in", None, "It stopped."),) and second.engine == ()
    assert found.engine_failure == first.engine[0] and len(judge.asked) == 1
    assert [verdict.outcome for verdict in found.verdicts] == [Outcome.OPEN, Outcome.OPEN]


def _big_problem() -> Problem:
    """A 52x52 problem whose tree branches at every move: 4 first moves, 3 replies to each, a
    right move after each reply (12 right lines, 28 moves), on a board with stones all over."""
    rows = []
    for row in range(52):
        rows.append(" ".join("X" if (row * 7 + col * 3) % 11 == 0 else "O" if (row * 5 + col) % 13 == 0 else "."
                             for col in range(52)))
    board = parse_diagram("\n".join(rows))
    free = [point for point in board.geometry.all_points() if board.get(point) is None]
    moves = iter(free[::37])

    def branch(colour: Colour, children: tuple[Branch, ...] = ()) -> Branch:
        return Branch(colour, next(moves), True, "" if children else "RIGHT", "", children)

    tree = tuple(branch(Colour.BLACK, tuple(branch(Colour.WHITE, (branch(Colour.BLACK),)) for _ in range(3)))
                 for _ in range(4))
    target = next(point for point in board.geometry.all_points() if board.get(point) is Colour.WHITE)
    return Problem(title="", board=board, to_move=Colour.BLACK, tree=tree, target=target,
                   target_source=TargetSource.MARKED, claim=Claim.KILL, convention="test")


def test_each_line_is_analysed_from_the_start_s_analysis_not_from_scratch(monkeypatch):
    """The analysis at a line's end follows the problem's own, redoing only what the line's
    moves reach: a check of 12 lines analyses the 52x52 board from scratch once a colour."""
    from gobenson_gui.core import analysis, cores

    monkeypatch.setattr(cores, "compiled", None)  # the pure core, whose analyses from scratch are counted
    big = _big_problem()
    alone = [line_verdict(big, line) for line in big.right_lines()]  # each from scratch
    from_scratch = []
    counting = analysis.numbered_analysis
    monkeypatch.setattr(analysis, "numbered_analysis", lambda *a: from_scratch.append(a) or counting(*a))
    found = check_problem(big)
    assert len(found.verdicts) == 12 and list(found.verdicts) == alone
    assert len(from_scratch) == 2  # the start, black and white


def test_every_move_of_the_tree_is_played_once(monkeypatch):
    """Lines that share their first moves share the positions after them."""
    from gobenson_gui.core.problems import model

    big = _big_problem()
    played = []
    playing = model.play_at
    monkeypatch.setattr(model, "play_at", lambda *a, **k: played.append(a[1]) or playing(*a, **k))
    check_problem(big)
    assert len(played) == 4 + 12 + 12
