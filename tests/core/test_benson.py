"""Benson's static test against exhaustive lookahead (his Theorems 1 and 2 make them equal), and
every casting-out step against the definitions."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, assume, event, given, settings, target
from hypothesis import strategies as st

from gobenson_gui.core.analysis import analyze, analyze_colour
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.geometry import Wrap, geometry
from gobenson_gui.core.lookahead import SearchTooLarge
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.report import explain_block, lettered
from tests.boards import is_legal

from ..oracle import safe_blocks
from .strategies import boards, played_boards, reference_casting_out, reference_model

RULES = list(Rules)
COLOURS = list(Colour)


def benson_safe(board, colour, rules):
    return sorted(block.mask for block in analyze_colour(board, colour, rules).safe)


def lookahead_safe(board, colour, rules):
    return sorted(safe_blocks(board, colour, rules))


def all_legal_boards(geom):
    bits = [geom.bit(p) for p in geom.all_points()]
    for states in itertools.product((0, 1, 2), repeat=len(bits)):
        black = sum(bit for bit, state in zip(bits, states) if state == 1)
        white = sum(bit for bit, state in zip(bits, states) if state == 2)
        board = Board(geom, black, white)
        if is_legal(board):
            yield board


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.value)
@pytest.mark.parametrize("shape", [(1, 1), (1, 4), (4, 1), (1, 7), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3)])
def test_every_small_position_agrees_with_lookahead(shape, rules):
    """Exhaustive: every legal arrangement of boards up to nine points, both colours."""
    check_every_legal_board(geometry(*shape), rules)


def check_every_legal_board(geom, rules):
    checked = 0
    for board in all_legal_boards(geom):
        for colour in COLOURS:
            assert benson_safe(board, colour, rules) == lookahead_safe(board, colour, rules), (board, colour)
        checked += 1
    assert checked > 0


JOINED_BOARDS = {
    "ring of 6": geometry(1, 6, wrap=Wrap.ROWS),
    "cylinder 4x2": geometry(4, 2, wrap=Wrap.COLUMNS),
    "torus 3x3": geometry(3, 3, wrap=Wrap.BOTH),
    "torus 4x2": geometry(4, 2, wrap=Wrap.BOTH),
    "link 2x3": geometry(2, 3, links=frozenset({((0, 0), (1, 2))})),
    "link across a hole": geometry(3, 3, frozenset({(1, 1)}), frozenset({((0, 0), (2, 2))})),
    "two links on a cylinder": geometry(3, 2, links=frozenset({((0, 0), (2, 1)), ((1, 0), (1, 1))}),
                                        wrap=Wrap.COLUMNS),
}


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.value)
@pytest.mark.parametrize("geom", JOINED_BOARDS.values(), ids=JOINED_BOARDS.keys())
def test_every_position_on_small_linked_and_wrapped_boards_agrees_with_lookahead(geom, rules):
    """Benson's theory holds on any board graph: links and wrapped sides included."""
    check_every_legal_board(geom, rules)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(board=st.one_of(boards(max_empty=13), played_boards()), rules=st.sampled_from(RULES),
       colour=st.sampled_from(COLOURS))
def test_random_positions_agree_with_lookahead(board, rules, colour):
    try:
        expected = lookahead_safe(board, colour, rules)
    except SearchTooLarge:
        assume(False)
    event(f"{len(expected)} safe blocks" if len(expected) < 3 else "3+ safe blocks")
    target(float(len(expected)))  # steer generation towards positions with living blocks
    assert benson_safe(board, colour, rules) == expected


@settings(max_examples=250, deadline=None)
@given(board=st.one_of(boards(legal=False, holes=True), boards(legal=False, holes=True, joins=True)),
       rules=st.sampled_from(RULES), colour=st.sampled_from(COLOURS))
def test_each_step_obeys_the_definitions(board, rules, colour):
    """Blocks, regions, NB(R), healthiness and every Z_i / R_i equal a plain reference model --
    on illegal arrangements too, which must never crash the analysis."""
    suicide = rules is Rules.SUICIDE
    side = analyze_colour(board, colour, rules)
    # Asked before anything makes the point-set form, and again after.
    masks = side.block_masks, side.region_masks
    assert masks == (tuple(block.mask for block in side.blocks), tuple(region.mask for region in side.regions))
    counts = side.safe_stones, side.safe_count, side.round_count, side.territory
    blocks, regions, neighbours, healthy = reference_model(board, colour, suicide)
    geom = board.geometry

    def points(mask):
        return frozenset(geom.points(mask))

    assert [points(b.mask) for b in side.blocks] == blocks
    assert [points(r.mask) for r in side.regions] == regions
    for region in side.regions:
        ref = regions[region.index]
        assert {points(side.blocks[b].mask) for b in region.neighbours} == neighbours[ref]
        assert {points(side.blocks[b].mask) for b in region.healthy_for} == \
            {b for b in blocks if healthy(ref, b)}
    zs, rs = reference_casting_out(board, colour, suicide)
    assert [{points(side.blocks[b].mask) for b in step.blocks} for step in side.steps] == zs
    assert [{points(side.regions[r].mask) for r in step.regions} for step in side.steps] == rs
    for before, step in zip(side.steps, side.steps[1:]):
        assert {r.block for r in step.removed_blocks} == before.blocks - step.blocks
        assert {r.region for r in step.removed_regions} == before.regions - step.regions
        for removal in step.removed_blocks:
            assert len(removal.healthy) < 2
        for removal in step.removed_regions:
            assert removal.because and set(removal.because) <= {r.block for r in step.removed_blocks}
    # The casting-out on stones, which the fast readers take, is the casting-out on indices.
    assert [(tuple(blocks), tuple(regions)) for blocks, regions in side.step_sets()] == \
        [(tuple(sorted(step.blocks)), tuple(sorted(step.regions))) for step in side.steps]
    assert points(side.safe_stones) == {p for b in side.final.blocks for p in geom.points(side.blocks[b].mask)}
    assert side.safe_count == len(side.final.blocks) and side.round_count == len(side.steps) - 1
    assert (side.block_masks, side.region_masks) == masks
    assert (side.safe_stones, side.safe_count, side.round_count, side.territory) == counts
    assert ([side.is_safe(block.index) for block in side.blocks]
            == [block.index in side.final.blocks for block in side.blocks])


@settings(max_examples=150, deadline=None)
@given(board=boards(legal=False, holes=True))
def test_illegal_blocks_are_those_without_liberties(board):
    assert [block.mask for block in analyze(board).illegal] == board.illegal_blocks()


@settings(max_examples=150, deadline=None)
@given(board=boards(), rules=st.sampled_from(RULES))
def test_territory_is_the_final_regions_healthy_for_a_safe_block(board, rules):
    result = analyze(board, rules)
    for side in (result.black, result.white):
        expected = 0
        for r in side.final.regions:
            if set(side.regions[r].healthy_for) & side.final.blocks:
                expected |= side.regions[r].mask
        assert side.territory == expected
        own = board.stones(side.colour)
        assert not side.territory & own
        # Every empty point of pass-alive territory is a liberty of a safe block.
        assert not side.territory & board.empty_points & ~board.geometry.neighbours(side.safe_stones)


@settings(max_examples=250, deadline=None)
@given(board=st.one_of(boards(max_empty=12, holes=True), boards(max_empty=12, holes=True, joins=True)),
       rules=st.sampled_from(RULES), colour=st.sampled_from(COLOURS))
def test_other_board_graphs_agree_with_lookahead(board, rules, colour):
    """Benson's theory holds on any board graph: holes in the grid, links and wrapped sides."""
    try:
        expected = lookahead_safe(board, colour, rules)
    except SearchTooLarge:
        assume(False)
    assert benson_safe(board, colour, rules) == expected


def test_both_colours_in_one_call():
    board = parse_diagram("""
        . X . X O . O
        X X X X O O O
        . . . . O . O
    """)
    result = analyze(board)
    assert [b.first for b in result.black.safe] == [(1, 0)]
    assert [b.first for b in result.white.safe] == [(4, 0)]
    assert result.of(Colour.WHITE) is result.white


# -- the traps of the reference texts ----------------------------------------------------------------


def test_region_without_an_empty_point_is_not_healthy_for_a_block_that_does_not_touch_it():
    """An illegal arrangement: the white stone at the top left has no liberty, so its region has
    no empty point.  Benson's literal H(R, b) would call it healthy for every block on the board;
    it must count only for the block that touches it."""
    board = parse_diagram("""
        O X . X . X
        X X X X X X
        . . . . . .
        X X X . X .
        X . X . X .
    """)
    result = analyze(board)
    assert [b.first for b in result.illegal] == [(0, 0)]
    side = result.black
    lone = side.region_at((0, 0))
    assert lone.empties == 0
    assert [side.blocks[b].first for b in lone.healthy_for] == [(1, 0)]
    bottom = side.block_at((0, 3))
    assert bottom.index not in lone.healthy_for
    assert not side.is_safe(bottom.index)
    assert side.is_safe(side.block_at((1, 0)).index)


def safe_firsts(board, colour, rules=Rules.NO_SUICIDE):
    return [block.first for block in analyze_colour(board, colour, rules).safe]


def test_big_eye_with_an_interior_empty_point_is_not_healthy():
    """Sensei's example 3: the eye's point B3 touches no black stone, so white can live inside or
    fill the eye from the middle; the region is not small and healthy for no block."""
    board = parse_diagram("""
        . . . X .
        . . . X X
        X X X X .
        . . . . .
    """)
    side = analyze_colour(board, Colour.BLACK)
    big = side.region_at((0, 0))
    assert not big.small and big.healthy_for == ()
    assert side.safe == []
    assert lookahead_safe(board, Colour.BLACK, Rules.NO_SUICIDE) == []


def test_joiners_shared_by_several_blocks():
    """Three blocks with no eye at all, only joiners -- the middle point is healthy for all
    three.  Closed in, each has two vital joiners and all live (paper Fig. 8's situation with
    enough joiners); opened at the bottom, the middle joiner becomes part of a large unhealthy
    region, the outer blocks fall in round 1 and the middle one, left with joiners whose other
    blocks were cast out, in round 2."""
    closed = parse_diagram("""
        X . X . X
        X X . X X
    """)
    side = analyze_colour(closed, Colour.BLACK)
    assert all(len(region.neighbours) >= 2 for region in side.regions)
    assert len(side.region_at((2, 1)).healthy_for) == 3
    assert safe_firsts(closed, Colour.BLACK) == [(0, 0), (2, 0), (4, 0)]
    assert lookahead_safe(closed, Colour.BLACK, Rules.NO_SUICIDE) == benson_safe(closed, Colour.BLACK, Rules.NO_SUICIDE)

    opened = parse_diagram("""
        X . X . X
        X X . X X
        . . . . .
    """)
    side = analyze_colour(opened, Colour.BLACK)
    assert [[side.blocks[r.block].first for r in step.removed_blocks] for step in side.steps[1:]] == \
        [[(0, 0), (4, 0)], [(2, 0)]]
    assert len(side.steps) == 3 and side.safe == []
    assert lookahead_safe(opened, Colour.BLACK, Rules.NO_SUICIDE) == []
    assert "cast out in round 2" in explain_block(side, side.block_at((2, 0)).index, lettered(side))


def test_seki_is_not_unconditional_life():
    """The seki at the top left survives with correct play, but not while its owner passes:
    neither the black stones A4-B3 nor the white wall are safe; only black's group on the right,
    with its two eyes, is."""
    board = parse_diagram("""
        . X O . O X X
        X X O O O X .
        O O O X X X X
        X X X X . . .
    """)
    assert is_legal(board)
    assert safe_firsts(board, Colour.BLACK) == [(5, 0)]
    assert safe_firsts(board, Colour.WHITE) == []
    for colour in COLOURS:
        for rules in RULES:
            assert benson_safe(board, colour, rules) == lookahead_safe(board, colour, rules)


def test_suicide_rules_need_every_region_point_next_to_the_block():
    """Sensei's examples 5 and 6: the region B2-C2 holds a white stone that does not touch the
    block at A2.  Without suicide the region is healthy for it (its only empty point is a
    liberty) and both blocks live; with suicide white plays B2, removes its own two stones, and
    the region can no longer protect A2."""
    board = parse_diagram("""
        X . O X
        . X X X
    """)
    assert safe_firsts(board, Colour.BLACK, Rules.NO_SUICIDE) == [(0, 0), (3, 0)]
    assert safe_firsts(board, Colour.BLACK, Rules.SUICIDE) == []
    for rules in RULES:
        assert benson_safe(board, Colour.BLACK, rules) == lookahead_safe(board, Colour.BLACK, rules)


def test_verify_reports_agreement_block_by_block_with_progress_and_cancel():
    from gobenson_gui.core.lookahead import SearchCancelled, verify

    board = parse_diagram("""
        . X . X . . .
        X X X X . . .
        . . . . . . .
    """)
    calls = []
    verdicts = verify(board, Colour.BLACK, progress=lambda count: calls.append(count) or True)
    assert [(v.benson_safe, v.search_safe) for v in verdicts] == [(True, True)]
    assert all(v.agree for v in verdicts)
    with pytest.raises(SearchCancelled):
        verify(board, Colour.BLACK, progress=lambda count: False)
    assert calls, "a search of this size reports progress"


def test_verify_within_a_selection_limits_the_attacker():
    """Allowed to play only in the top row, white cannot reach the outside liberties."""
    board = parse_diagram("""
        X . X . X
        X X . X X
        . . . . .
    """)
    from gobenson_gui.core.lookahead import verify

    top_row = board.geometry.mask([(1, 0), (3, 0)])
    verdicts = verify(board, Colour.BLACK, within=top_row)
    assert [v.search_safe for v in verdicts] == [True, True, True]
    assert not any(v.agree for v in verdicts)


def test_explanations_name_blocks_and_regions_as_the_board_does():
    board = parse_diagram("""
        . X . X O . O
        X X X X O O O
        . . . . O . O
        O O O O O O O
    """)
    black = analyze_colour(board, Colour.BLACK)
    assert explain_block(black, 0, lettered(black)) == \
        "The block at B4 is unconditionally alive: 2 vital regions, the eye a at A4 and the eye b at C4."
    lonely = analyze_colour(parse_diagram("X . X\n. . ."), Colour.BLACK)
    assert explain_block(lonely, 0, lettered(lonely)) == (
        "The block at A2 is not unconditionally alive: cast out in round 1, has no healthy region left (needs 2).")
