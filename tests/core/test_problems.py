"""Problem collections: each convention's lines read right and wrong, the side to move, the
target and the claim, and the verdict at the end of each right line."""

from __future__ import annotations

from pathlib import Path

import pytest

from gobenson_gui.core.board import Colour
from gobenson_gui.core.coords import parse_sgf_point, sgf_point
from gobenson_gui.core.problems import (Claim, Outcome, TargetSource, check_problem, folder_problems, problems_in,
                                        read_problem)
from gobenson_gui.core.problems import collection as read_collection
from gobenson_gui.core.problems.conventions import comment_mark, name_mark, stated_claim
from gobenson_gui.core.sgf.document import Document
from gobenson_gui.core.sgf.tree import load_games

DATA = Path(__file__).parent.parent / "data" / "problems"


def collection(name: str):
    return problems_in(Document.open(DATA / name))[0]


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
    ("conventions.sgf", 0, {"ba"}, {"aa"}),           # N[正解], N[失败]; N[变化] keeps the line right
    ("conventions.sgf", 1, {"ba"}, {"aa", "ca"}),     # failures only: the rest is the answer
    ("conventions.sgf", 2, {"ba"}, set()),            # one unmarked line: the book's answer
    ("conventions.sgf", 4, {"ba"}, {"aa"}),           # Correct Answer, Also correct; Wrong
    ("conventions.sgf", 5, {"ba"}, {"aa", "ca"}),     # uliGo's older files: TR alone, no WV
])
def test_each_convention_marks_the_first_moves_right_and_wrong(name, index, right, wrong):
    problem = collection(name)[index]
    assert first_moves(problem, True) == right
    assert first_moves(problem, False) == wrong


def test_several_lines_and_no_mark_mark_no_answer_never_suspect():
    problem = game(f"(;{STRAIGHT_THREE}PL[B](;B[ba])(;B[aa];W[ba]))")
    assert problem.right_lines() == [] and not problem.marks_answer
    assert problem.convention == "no mark"
    assert not check_problem(problem).suspect


def test_beside_a_right_mark_an_unmarked_line_is_wrong():
    problem = game(f"(;{STRAIGHT_THREE}PL[B](;B[ba]C[RIGHT])(;B[aa];W[ba]))")
    assert first_moves(problem, False) == {"aa"} and problem.tree[1].lines().__next__()[-1].mark == "unmarked"


def test_a_wrong_mark_outweighs_a_right_one_on_the_same_line():
    problem = game(f"(;{STRAIGHT_THREE}PL[B](;B[ba]C[RIGHT];W[aa]BM[1];B[ca]BM[1])(;B[aa];W[ba]))")
    assert problem.right_lines() == []


def test_the_question_in_the_root_comment_marks_no_line():
    problem = game(f"(;{STRAIGHT_THREE}C[Find the CORRECT move.](;B[ba])(;B[aa]))")
    assert problem.right_lines() == [] and not problem.marks_answer


@pytest.mark.parametrize("text, marks", [
    ("RIGHT", ("RIGHT", "")), ("sekiRIGHT", ("RIGHT", "")), ("That is CORRECT.", ("CORRECT", "")),
    ("Correct!", ("Correct", "")), ("right, two eyes", ("right", "")), ("Black extends to the right.", ("", "")),
    ("Also correct.", ("Also correct", "")), ("B1 is correct", ("is correct", "")),
    ("Correct Answer: Black lives", ("Correct", "")), ("incorrect", ("", "incorrect")),
    ("Wrong: white lives", ("", "Wrong")), ("正解", ("正解", "")), ("정답입니다", ("정답", "")),
    ("黑棋失败。", ("", "失败")), ("白棋失败。", ("", "")), ("실패", ("", "실패")), ("", ("", ""))])
def test_a_comment_marks_a_line_right_or_wrong_in_four_languages(text, marks):
    assert comment_mark(text, Colour.BLACK) == marks


@pytest.mark.parametrize("name, marks", [("正解", ("N[正解]", "")), ("失败", ("", "N[失败]")),
                                         ("变化", ("", "")), ("参考", ("", "")), ("1变", ("", ""))])
def test_a_node_name_marks_a_line_or_leaves_it_as_it_is(name, marks):
    assert name_mark(name) == marks


@pytest.mark.parametrize("root, to_move", [("PL[W]", Colour.WHITE), ("", Colour.BLACK)])  # B plays first
def test_the_side_to_move_is_pl_else_the_first_moves_colour(root, to_move):
    problem = game(f"(;{STRAIGHT_THREE}{root}(;B[ba]C[RIGHT])(;B[aa]))")
    assert problem.to_move is to_move


def test_without_moves_a_game_is_skipped_with_a_note_naming_it():
    problems, notes = problems_in(Document.from_bytes(f"(;{STRAIGHT_THREE}(;B[ba]))(;{STRAIGHT_THREE})".encode()),
                                  "book.sgf")
    assert len(problems) == 1
    assert notes == ["book.sgf: game 2: it has no moves to play: a problem needs a solution tree"]


def test_a_tenuki_is_a_pass_with_a_note():
    document, notes = read_collection(f"(;{STRAIGHT_THREE}(;B[ba]C[RIGHT])(;W[zz];B[aa]))".encode())
    problem, = problems_in(document)[0]
    assert problem.tree[1].point is None and notes == ["W[zz] (play elsewhere) read as a pass"]
    small = read_problem(load_games(f"(;{STRAIGHT_THREE}(;B[ba])(;B[tt]))".encode())[0])
    assert small.tree[1].point is None and small.notes == ("B[tt] (play elsewhere) read as a pass",)


def test_a_folder_skips_a_file_that_is_no_sgf_with_a_note():
    problems, notes = folder_problems(DATA / "with_bad_file")
    assert len(problems) == 1
    assert notes == ["notes.sgf: skipped, not read as SGF: not a readable SGF file (no SGF data)"]


@pytest.mark.parametrize("words, claim", [
    ("Black to kill", Claim.KILL), ("White to live", Claim.LIVE), ("Make life", Claim.LIVE),
    ("Can white live? Kill it", Claim.LIVE), ("Problem 12", None), ("Black to play", None),
    ("Alive or dead?", None), ("Life and death, elementary", None),
    ("Black will live only if he can start a ko", Claim.KO), ("White to play and make ko", Claim.KO),
    ("Black to play: seki", Claim.SEKI), ("黑先活", Claim.LIVE), ("黑先杀", Claim.KILL), ("黒先白死", Claim.KILL),
    ("白先劫", Claim.KO), ("黑先", None), ("흑선 활", Claim.LIVE), ("흑선 백사", Claim.KILL), ("백선 패", Claim.KO)])
def test_the_claim_is_what_the_words_state_in_four_languages(words, claim):
    assert stated_claim(words) is claim


def test_a_marked_stone_names_the_target():
    problem = collection("annotated.sgf")[0]
    assert problem.target == parse_sgf_point("ab") and problem.target_source is TargetSource.MARKED


def test_without_marks_the_target_is_derived_from_the_right_line():
    live, kill = collection("goproblems.sgf")[:2]
    for problem in (live, kill):
        assert problem.target_source is TargetSource.DERIVED
        assert problem.board.get(problem.target) is Colour.BLACK  # made alive; left alive by the kill
    captured = collection("uligo.sgf")[0]
    assert captured.claim is None and captured.board.get(captured.target) is Colour.WHITE


def test_a_right_line_that_decides_nothing_leaves_no_target():
    problem = collection("annotated.sgf")[2]
    assert (problem.target, problem.target_source) == (None, None)
    verdict, = check_problem(problem).verdicts
    assert (verdict.outcome, verdict.contradicts) == (Outcome.OPEN, False)


@pytest.mark.parametrize("name, index, outcomes, suspect", [
    ("goproblems.sgf", 0, [Outcome.ALIVE], False),
    ("goproblems.sgf", 1, [Outcome.ALIVE], True),       # "kill", yet the right line leaves black alive
    ("goproblems.sgf", 2, [], False),                   # marks no answer: never suspect
    ("annotated.sgf", 0, [Outcome.CAPTURED], False),
    ("annotated.sgf", 1, [Outcome.ALIVE], False),
    ("uligo.sgf", 0, [Outcome.CAPTURED], False),
    ("uligo.sgf", 2, [Outcome.OPEN], False),            # no claim: nothing to contradict
])
def test_the_verdict_at_the_end_of_each_right_line(name, index, outcomes, suspect):
    found = check_problem(collection(name)[index])
    assert [verdict.outcome for verdict in found.verdicts] == outcomes
    assert found.suspect is suspect


def test_an_unconditionally_alive_end_comes_with_the_analysiss_reason():
    verdict, = check_problem(collection("goproblems.sgf")[0]).verdicts
    assert "unconditionally alive" in verdict.explanation and "eye" in verdict.explanation


# -- the conventions of published problem books (tests/data/problems/books.sgf, README.md) ---------


def books() -> list:
    return collection("books.sgf")


def right_ends(problem) -> list[tuple[str, str]]:
    return [(sgf_point(line[-1].point), line[-1].mark) for line in problem.right_lines()]


def test_a_variation_without_its_first_semicolon_keeps_its_node_name():
    problem = books()[0]  # (N[正解];B[ba]...): Hashimoto's books as MultiGo wrote them
    assert right_ends(problem) == [("ca", "N[正解]")] and problem.claim is Claim.LIVE


def test_one_answer_and_the_opponents_defences_without_marks_are_all_right():
    problem = books()[1]
    assert problem.convention == "one answer" and problem.marks_answer
    assert right_ends(problem) == [("ca", "one answer"), ("aa", "one answer")]


def test_a_choice_of_the_side_to_move_without_marks_still_marks_no_answer():
    problem = game(f"(;{STRAIGHT_THREE}(;B[ba];W[aa];B[ca])(;B[aa];W[ba]))")
    assert problem.convention == "no mark" and not problem.marks_answer and problem.right_lines() == []


def test_beside_a_right_mark_the_opponents_other_defence_is_right_and_the_students_other_move_wrong():
    problem = books()[2]  # N[变化1] on a sibling that opens with the right move
    assert right_ends(problem) == [("ca", "N[正解]"), ("aa", "other defence")]
    assert problem.convention == "node names, other defences" and first_moves(problem, False) == {"aa"}


def test_a_numbered_diagram_decides_the_lines_below_it_and_the_opponents_failure_is_no_mark():
    problem = books()[3]  # Sakata: "Diag. 1 - Failure" on the first move, "Diag. 3 - Correct" below
    assert right_ends(problem) == [("fa", "Correct"), ("ba", "Correct")]
    assert [line[-1].mark for line in problem.lines() if not line[-1].right] == ["Failure"]


def test_a_comment_is_read_by_its_first_mark_and_a_comparison_or_a_condition_marks_nothing():
    problem = books()[4]  # 正解图 … 失败图; 就失败了; 不如正解
    assert right_ends(problem) == [("ca", "正解")] and first_moves(problem, False) == {"aa"}
    assert problem.claim is None  # 白先 followed by a hint states nothing


@pytest.mark.parametrize("index, claim", [(5, Claim.KILL), (6, Claim.KILL), (7, Claim.KO)])
def test_winning_a_capturing_race_is_a_kill_and_a_solution_that_is_a_ko_a_ko(index, claim):
    assert books()[index].claim is claim


@pytest.mark.parametrize("text, marks", [
    ("Diag. 2 - Correct", ("Correct", "")), ("Diag.  1  -  Failure", ("", "Failure")),
    ("Diag. 4 - W Failure", ("", "")), ("Diag. 3 - Variation", ("", "")),
    ("正解图 如果和后面的失败图相比较", ("正解", "")), ("变化 不如正解。", ("", "")), ("就失败了。", ("", "")),
    ("Wrong. The correct move is A.", ("", "Wrong"))])
def test_a_comment_of_a_published_book_marks_what_it_says(text, marks):
    assert comment_mark(text, Colour.BLACK) == marks


@pytest.mark.parametrize("words, claim", [
    ("黑先胜", Claim.KILL), ("第1図「白先黒死」", Claim.KILL), ("第2図「黒先活き」", Claim.LIVE),
    ("黑先劫杀", Claim.KO), ("黑先 活动黑一子促白气紧。", None),
    ("Black to play and win the capturing race.", Claim.KILL),
    ("How does Black catch two white stones?", Claim.KILL), ("How does White secure life for his stones?", Claim.LIVE),
    ("White to play and live. The solution is a ko.", Claim.KO), ("White to play and connect.", None)])
def test_the_claims_of_published_books_read_as_they_say(words, claim):
    assert stated_claim(words) is claim
