"""The problem session without a window: gobenson's choice among the tree's replies is seeded,
so a run repeats, and every reply the tree holds is chosen under some seed."""

from __future__ import annotations

from gobenson_gui.core.problems import read_problem
from gobenson_gui.core.sgf.tree import load_games
from gobenson_gui.view.problem_session import ProblemSession

TWO_REPLIES = ("(;SZ[7]PL[B]AW[ab][bb][cb][db][da]AB[ac][bc][cc][dc][ec][eb][ea]"
               "(;B[ba]TE[1](;W[aa];B[ca])(;W[ca];B[aa])))")


def reply(seed: int):
    session = ProblemSession([read_problem(load_games(TWO_REPLIES.encode())[0])], seed)
    session.click((1, 0))
    return session.played[-1].point


def test_the_same_seed_chooses_the_same_reply():
    assert [reply(seed) for seed in range(8)] == [reply(seed) for seed in range(8)]


def test_every_reply_of_the_tree_is_chosen_under_some_seed():
    assert {reply(seed) for seed in range(16)} == {(0, 0), (2, 0)}


def test_either_reply_answered_rightly_solves_the_problem():
    for seed in range(4):
        session = ProblemSession([read_problem(load_games(TWO_REPLIES.encode())[0])], seed)
        session.click((1, 0))
        session.click((2, 0) if session.played[-1].point == (0, 0) else (0, 0))
        assert session.ended and session.score == 1
