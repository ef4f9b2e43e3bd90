"""The compiled core gives the pure core's answers on every position: random positions of every
board kind (missing points, links, wrapped sides) under both rule sets, every node of random
games (captures, ko) and of the samples, from scratch and from the node before -- compared
whole: the quick facts, the point sets, the numbered blocks and regions and the steps with their
reasons.  Skipped where the compiled core is not built."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.randomgame import finished_positions, playout
from gobenson_gui.core import cores
from gobenson_gui.core.analysis import Analysis, analyze, analyze_colour, counts_of, pack_counts, summary_keys
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.geometry import Wrap, geometry
from gobenson_gui.core.rules import Rules, place
from gobenson_gui.core.sgf.replay import main_line_positions
from gobenson_gui.core.sgf.tree import read_games

from .strategies import boards, played_boards
from .test_incremental import board_sequences, facts

pytestmark = pytest.mark.skipif(cores.built is None, reason="the compiled core is not built (no C compiler here)")

SAMPLES = Path(__file__).resolve().parents[2] / "sample_sgf"
RULES = st.sampled_from(list(Rules))


def by(core, board: Board, rules: Rules, previous: Analysis | None = None) -> Analysis:
    with cores.chosen(core):
        return analyze(board, rules, previous)


def all_facts(analysis: Analysis) -> tuple:
    """:func:`.test_incremental.facts`, and what a summary line reads."""
    return (facts(analysis), [(side.summary_counts, side.block_count) for side in (analysis.black, analysis.white)])


def assert_both_cores_agree(boards_in_order, rules: Rules) -> None:
    """Each board analysed by the compiled core from the one before (and afresh) gives the pure
    core's fresh analysis; so do the compiled core's summary keys of the boards in one call
    (:func:`summary_keys`), and the analysis of the last board it gives with them."""
    previous = None
    expected_keys = []
    for board in boards_in_order:
        pure = by(None, board, rules)
        expected = all_facts(pure)
        following = by(cores.built, board, rules, previous)
        assert all_facts(following) == expected
        assert all_facts(by(cores.built, board, rules)) == expected
        previous = following
        expected_keys.append((pure.black.summary_key, pure.white.summary_key))
    with cores.chosen(cores.built):
        black_keys, white_keys, last = summary_keys(list(boards_in_order), rules)
    assert list(zip(black_keys, white_keys)) == expected_keys
    assert last.board is boards_in_order[-1] and all_facts(last) == expected


@settings(max_examples=300, deadline=None)
@given(st.one_of(boards(legal=False), boards(legal=False, holes=True), boards(legal=False, holes=True, joins=True),
                 played_boards()), RULES)
def test_any_position_on_any_board_graph(board, rules):
    assert_both_cores_agree([board], rules)
    for colour in Colour:
        with cores.chosen(cores.built):
            compiled = analyze_colour(board, colour, rules)
        with cores.chosen(None):
            pure = analyze_colour(board, colour, rules)
        assert (compiled.layout, compiled.blocks, compiled.regions, compiled.steps, compiled.summary_counts) == \
            (pure.layout, pure.blocks, pure.regions, pure.steps, pure.summary_counts)


LARGE = st.tuples(st.integers(1, 52), st.integers(1, 52))
"""Any size up to the largest: rows of up to 52 points, as many rows."""


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(boards(LARGE, legal=False), boards(LARGE, legal=False, holes=True, joins=True)), RULES)
def test_any_position_on_boards_of_any_size(board, rules):
    assert_both_cores_agree([board], rules)


@settings(max_examples=200, deadline=None)
@given(board_sequences(holes=True, joins=True), RULES)
def test_any_sequence_of_edits_on_any_board_graph(sequence, rules):
    assert_both_cores_agree(sequence, rules)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(1, 7), (2, 6), (4, 4), (6, 5), (7, 7), (9, 9)]), st.randoms(use_true_random=False), RULES)
def test_every_node_of_any_random_game(size, rng, rules):
    assert_both_cores_agree(playout(*size, rng), rules)


@pytest.mark.parametrize("size", [(5, 5), (9, 9), (13, 7), (19, 19)])
@pytest.mark.parametrize("rules", list(Rules))
def test_every_node_of_random_games_with_captures_and_ko(size, rules):
    games = [playout(*size, random.Random(seed)) for seed in range(4 if size[0] < 19 else 1)]
    assert_both_cores_agree([board for game in games for board in game], rules)


@pytest.mark.parametrize("name", sorted(path.name for path in SAMPLES.glob("*.sgf")))
def test_every_main_line_node_of_the_samples(name):
    for game in read_games(SAMPLES / name):
        assert_both_cores_agree(main_line_positions(game), Rules.NO_SUICIDE)


@pytest.mark.slow
def test_finished_games_at_52x52():
    for rules in Rules:
        assert_both_cores_agree(finished_positions(52, 52, 2, seed=100), rules)


def test_the_cores_follow_each_others_analyses():
    """An analysis of either core is a node before for the other (the core may be switched
    while a record is gone through)."""
    positions = playout(9, 9, random.Random(5))
    previous = None
    for index, board in enumerate(positions):
        core = cores.built if index % 3 else None
        previous = by(core, board, Rules.NO_SUICIDE, previous)
        assert all_facts(previous) == all_facts(by(None, board, Rules.NO_SUICIDE))


def test_the_same_board_again_returns_the_previous_analysis():
    board = playout(9, 9, random.Random(3))[-1]
    first = by(cores.built, board, Rules.NO_SUICIDE)
    assert by(cores.built, Board(board.geometry, board.black, board.white), Rules.NO_SUICIDE, first) is first


@settings(max_examples=150, deadline=None)
@given(st.one_of(boards(legal=False), boards(legal=False, holes=True, joins=True), played_boards()), st.data())
def test_a_stone_placed_captures_as_the_pure_core_does(board, data):
    """rules.place, which every move and every replayed node goes through, on either core: each
    empty point (a sample of them), either colour, suicide allowed or not."""
    geom = board.geometry
    empty = [point for point in geom.all_points() if board.get(point) is None]
    if not empty:
        return
    for point in data.draw(st.lists(st.sampled_from(empty), min_size=1, max_size=6, unique=True)):
        for own, other in ((board.black, board.white), (board.white, board.black)):
            for suicide_allowed in (False, True):
                arguments = (geom, own, other, geom.bit(point), suicide_allowed)
                with cores.chosen(None):
                    pure = place(*arguments)
                with cores.chosen(cores.built):
                    assert place(*arguments) == pure


def test_a_point_set_larger_than_the_board_is_refused_not_misread():
    board = Board.empty(5, 5)
    with pytest.raises(OverflowError):
        cores.built.analysis(board._replace(black=1 << 200), Rules.NO_SUICIDE, None)


@pytest.mark.parametrize("columns, rows, edges", [
    (53, 5, []), (5, 0, []),  # no such board
    (5, 5, [(0, 1 << 62)]), (5, 5, [(-1, 0)]), (5, 5, [(0, 5)]),  # an end off the board, or in the spare column
    (5, 5, [(0,)]), (5, 5, [(0, "1")]), (5, 5, 7),  # not pairs of indices
])
def test_a_graph_off_the_board_is_refused(columns, rows, edges):
    """The compiled core reads only what it was given the size of (it is C: a wrong index would
    read another object's memory, not raise)."""
    geom = Board.empty(5, 5).geometry
    with pytest.raises((ValueError, TypeError, OverflowError)):
        cores.built.Graph(geom, columns, rows, geom.on, edges)


@pytest.mark.parametrize("size, links, wrap", [(19, 500, Wrap.BOTH), (52, 3000, Wrap.NONE), (52, 200, Wrap.BOTH)])
def test_boards_with_hundreds_of_links(size, links, wrap):
    """A file may join any points: many edges beyond the grid, a point with dozens of
    neighbours, beside a tenth of the points missing."""
    rng = random.Random(size * links)
    points = geometry(size, size).all_points()
    missing = frozenset(rng.sample(points, len(points) // 10))
    kept = [point for point in points if point not in missing]
    pairs = [(rng.choice(kept), rng.choice(kept)) for _ in range(links)]
    joins = frozenset(pair for pair in pairs if pair[0] != pair[1])
    geom = geometry(size, size, missing, joins, wrap)
    for _ in range(2):
        black = white = 0
        for point in geom.all_points():
            draw = rng.random()
            if draw < 0.35:
                black |= geom.bit(point)
            elif draw < 0.7:
                white |= geom.bit(point)
        for rules in Rules:
            assert_both_cores_agree([Board(geom, black, white)], rules)


def test_the_summary_key_holds_the_summary_counts_in_both_cores():
    """``analyze --format summary`` finds its lines by the key and reads the counts back from
    it: each count must come back whole, up to 52x52's."""
    boards = [board for seed in range(3) for board in playout(9, 9, random.Random(seed))]
    boards += [board for seed in range(2) for board in playout(19, 19, random.Random(seed))]
    boards += finished_positions(52, 52, 1, seed=100)
    counts_seen = set()
    for board in boards:
        for rules in Rules:
            for core in (cores.built, None):
                analysis = by(core, board, rules)
                for side in (analysis.black, analysis.white):
                    assert side.summary_key == pack_counts(side.summary_counts)
                    assert counts_of(side.summary_key) == side.summary_counts
                    counts_seen.add(side.summary_counts)
    assert max(stones for stones, *_ in counts_seen) > 1000 and len(counts_seen) > 50


def test_summary_keys_follow_the_previous_analysis_and_any_change_of_geometry():
    """Keys of boards of two sizes in one call, the first followed from an analysis given, are
    those of each board's own analysis."""
    small, large = playout(9, 9, random.Random(1)), playout(13, 13, random.Random(2))
    boards = small[5:] + large + small[:3]
    with cores.chosen(cores.built):
        previous = analyze(small[4], Rules.SUICIDE)
        black_keys, white_keys, last = summary_keys(boards, Rules.SUICIDE, previous)
    expected = [by(None, board, Rules.SUICIDE) for board in boards]
    assert (black_keys, white_keys) == ([analysis.black.summary_key for analysis in expected],
                                        [analysis.white.summary_key for analysis in expected])
    assert all_facts(last) == all_facts(by(None, boards[-1], Rules.SUICIDE))


@pytest.mark.parametrize("boards", [[], [None], ["board"], [(1, 2)]])
def test_summary_keys_refuse_anything_but_boards(boards):
    with pytest.raises(TypeError, match="summary_keys"):
        cores.built.summary_keys(boards, Rules.NO_SUICIDE, None)
