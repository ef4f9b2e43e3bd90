"""Problem collections: each convention's lines read right and wrong, the side to move, the
target and the claim, and the verdict at the end of each right line."""

from __future__ import annotations

from pathlib import Path

import pytest

from gobenson_gui.core.board import Colour
from gobenson_gui.core.coords import parse_sgf_point, sgf_point
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.problems import (Claim, Outcome, ProblemError, TargetSource, check_problem, outcome,
                                        problems_in, read_problem)
from gobenson_gui.core.problems.reading import comment_says_right, stated_claim
from gobenson_gui.core.problems.verdict import has_ko_near, is_seki
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.tree import load_games

DATA = Path(__file__).parent.parent / "data" / "problems"


def collection(name: str):
    return problems_in(Document.open(DATA / name))


def first_moves(problem, right: bool) -> set[str]:
    """The first moves the problem calls right (or wrong), as SGF points."""
    return {sgf_point(branch.point) for branch in problem.tree if branch.right is right}


def game(text: str):
    return read_problem(load_games(text.encode())[0])


STRAIGHT_THREE = "SZ[7]AB[ab][bb][cb][db][da]AW[ac][bc][cc][dc][ec][eb][ea]"


@pytest.mark.parametrize("name, index, right, wrong", [
    ("goproblems.sgf", 0, {"ba"}, {"aa", "ca"}),      # RIGHT in a comment
    ("annotated.sgf", 0, {"ba"}, {"aa"}),             # TE right, BM wrong
    ("annotated.sgf", 1, {"ba"}, {"aa", "ca"}),       # GW right for white; GB and UC wrong
    ("uligo.sgf", 0, {"ba"}, {"aa", "ca"}),           # WV starts a wrong line, the rest is right
    ("uligo.sgf", 1, {"ba"}, {"aa", "ca"}),           # uliGo's older TR too
])
def test_each_convention_marks_the_first_moves_right_and_wrong(name, index, right, wrong):
    problem = collection(name)[index]
    assert first_moves(problem, True) == right
    assert first_moves(problem, False) == wrong


def test_a_line_without_a_mark_is_wrong_outside_uligo_files():
    problem = game(f"(;{STRAIGHT_THREE}PL[B](;B[ba])(;B[aa];W[ba]))")
    assert problem.right_lines() == []
    assert problem.convention == "unmarked"
    assert check_problem(problem).suspect


def test_a_wrong_mark_outweighs_a_right_one_on_the_same_line():
    problem = game(f"(;{STRAIGHT_THREE}PL[B](;B[ba]C[RIGHT];W[aa]BM[1];B[ca]BM[1])(;B[aa];W[ba]))")
    assert problem.right_lines() == []


def test_the_question_in_the_root_comment_marks_no_line():
    problem = game(f"(;{STRAIGHT_THREE}C[Find the CORRECT move.](;B[ba])(;B[aa]))")
    assert problem.right_lines() == []


@pytest.mark.parametrize("text, said", [("RIGHT", "RIGHT"), ("That is CORRECT.", "CORRECT"), ("Correct!", "CORRECT"),
                                        ("right, two eyes", "RIGHT"), ("Black extends to the right.", ""),
                                        ("incorrect", ""), ("", "")])
def test_right_is_read_in_capitals_or_opening_the_comment(text, said):
    assert comment_says_right(text) == said


@pytest.mark.parametrize("root, to_move", [("PL[W]", Colour.WHITE), ("", Colour.BLACK)])  # B plays first
def test_the_side_to_move_is_pl_else_the_first_moves_colour(root, to_move):
    problem = game(f"(;{STRAIGHT_THREE}{root}(;B[ba]C[RIGHT])(;B[aa]))")
    assert problem.to_move is to_move


def test_without_moves_a_game_is_no_problem_and_the_message_names_it():
    with pytest.raises(ProblemError, match=r"^game 2: .*solution tree"):
        problems_in(Document.from_bytes(f"(;{STRAIGHT_THREE}(;B[ba]))(;{STRAIGHT_THREE})".encode()))


@pytest.mark.parametrize("words, claim", [("Black to kill", Claim.KILL), ("White to live", Claim.LIVE),
                                          ("Make life", Claim.LIVE), ("Can white live? Kill it", Claim.LIVE),
                                          ("Problem 12", None)])
def test_the_claim_is_the_first_of_kill_or_live_the_words_name(words, claim):
    assert stated_claim(words) is claim


def test_a_marked_stone_names_the_target():
    problem = collection("annotated.sgf")[0]
    assert problem.target == parse_sgf_point("ab") and problem.target_source is TargetSource.MARKED


def test_without_marks_the_target_is_the_defenders_block_nearest_the_first_right_move():
    live, kill = collection("goproblems.sgf")[:2]
    for problem in (live, kill):
        assert problem.target_source is TargetSource.GUESSED
        assert problem.board.get(problem.target) is Colour.BLACK
    assert live.claim is Claim.LIVE and kill.claim is Claim.KILL


def test_without_a_claim_it_follows_from_the_guessed_targets_owner():
    problem = collection("uligo.sgf")[0]
    assert not problem.claim_stated
    assert problem.board.get(problem.target) is Colour.WHITE and problem.claim is Claim.KILL


@pytest.mark.parametrize("name, index, outcomes, suspect", [
    ("goproblems.sgf", 0, [Outcome.ALIVE], False),
    ("goproblems.sgf", 1, [Outcome.ALIVE], True),       # "kill", yet the right line leaves black alive
    ("goproblems.sgf", 2, [], True),                    # no line marked right
    ("annotated.sgf", 0, [Outcome.CAPTURED], False),
    ("annotated.sgf", 1, [Outcome.ALIVE], False),
    ("annotated.sgf", 2, [Outcome.IN_ATARI], True),     # "live", yet black ends in atari
    ("uligo.sgf", 0, [Outcome.CAPTURED], False),
    ("uligo.sgf", 2, [Outcome.ALIVE], True),            # the unmarked line lets white live
])
def test_the_verdict_at_the_end_of_each_right_line(name, index, outcomes, suspect):
    found = check_problem(collection(name)[index])
    assert [verdict.outcome for verdict in found.verdicts] == outcomes
    assert found.suspect is suspect


def test_an_unconditionally_alive_end_comes_with_the_analysiss_reason():
    verdict, = check_problem(collection("goproblems.sgf")[0]).verdicts
    assert "unconditionally alive" in verdict.explanation and "eye" in verdict.explanation


def test_two_blocks_sharing_liberties_that_neither_can_fill_are_in_seki():
    board = parse_diagram("""
X . O X
X . O X
X O O X
O X X X
O X . .
. . . .
""")
    assert is_seki(board, (0, 0), Rules.NO_SUICIDE)
    assert is_seki(board, (2, 0), Rules.NO_SUICIDE)


def test_a_stone_on_the_vital_point_of_a_straight_three_is_no_seki():
    board = parse_diagram("""
. X . O . . .
O O O O . . .
X X X X . . .
""")
    assert not is_seki(board, (0, 1), Rules.NO_SUICIDE)


def test_a_single_stone_capture_that_can_be_retaken_is_a_ko():
    board = parse_diagram("""
. X O . .
X O . O .
. X O . .
. . . . .
""")
    assert has_ko_near(board, (1, 1))
    assert not has_ko_near(parse_diagram(". X . .\nX . X .\n. X . .\n. . . ."), (1, 0))


class Undecided:
    """An engine's stand-in: answers every position alike and remembers what it was asked."""

    def __init__(self, lives):
        self.lives = lives
        self.asked = []

    def lives_in_play(self, board, target, to_move):
        self.asked.append((target, to_move))
        return self.lives


@pytest.mark.parametrize("lives, found", [(True, Outcome.ALIVE_IN_PLAY), (False, Outcome.DEAD_IN_PLAY),
                                          (None, Outcome.OPEN)])
def test_an_attached_engine_decides_what_the_analysis_leaves_open(lives, found):
    problem = collection("goproblems.sgf")[0]
    judge = Undecided(lives)
    assert outcome(problem, problem.board, Colour.WHITE, judge) == (found, "")
    assert judge.asked == [(problem.target, Colour.WHITE)]


def test_a_kill_whose_right_line_ends_in_seki_contradicts_the_claim():
    problem = game("(;SZ[4:6]GN[White to kill]PL[W]TR[aa]AB[aa][ab][ac][da][db][dc][bd][cd][dd][be]"
                   "AW[ca][cb][cc][ad][ae](;W[bc]TE[1]))")
    verdict, = check_problem(problem).verdicts
    assert (verdict.outcome, verdict.contradicts) == (Outcome.SEKI, True)


def test_a_life_whose_right_line_ends_in_a_ko_contradicts_the_claim():
    problem = game("(;SZ[5:4]GN[White to live]PL[W]AB[ba][ab][bc]AW[ca][cc][db](;W[bb]TE[1]))")
    verdict, = check_problem(problem).verdicts
    assert (verdict.outcome, verdict.contradicts) == (Outcome.KO, True)
