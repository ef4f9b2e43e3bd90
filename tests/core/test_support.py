"""Benson's section 7: the support S(Y) of a chosen set of blocks, checked against the
definitions by enumerating every subset of [Y]."""

from __future__ import annotations

import itertools

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gobenson_gui.core.analysis import analyze_colour
from gobenson_gui.core.board import Colour
from gobenson_gui.core.diagram import parse_diagram
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.support import support

from .strategies import boards, played_boards


def unconditionally_alive(side, blocks: set[int]) -> bool:
    """Benson's definition: every block of X has two distinct regions vital to it in X."""
    for b in blocks:
        vital = [r for r in side.regions
                 if b in r.healthy_for and set(r.neighbours) <= blocks]
        if len(vital) < 2:
            return False
    return True


def region_connected_class(side, chosen: set[int]) -> set[int]:
    closure = set(chosen)
    changed = True
    while changed:
        changed = False
        for region in side.regions:
            if region.small and closure & set(region.neighbours) and not set(region.neighbours) <= closure:
                closure |= set(region.neighbours)
                changed = True
    return closure


@settings(max_examples=150, deadline=None)
@given(board=st.one_of(boards(), played_boards()), rules=st.sampled_from(list(Rules)),
       colour=st.sampled_from(list(Colour)), data=st.data())
def test_support_is_the_largest_alive_set_inside_the_class(board, rules, colour, data):
    side = analyze_colour(board, colour, rules)
    assume(side.blocks)  # a board without stones of the colour has nothing to choose
    chosen = set(data.draw(st.sets(st.sampled_from(range(len(side.blocks))), min_size=1, max_size=3)))
    result = support(side, chosen)
    closure = region_connected_class(side, chosen)
    assert result.closure == closure
    if len(closure) <= 10:
        alive_sets = [set(subset) for size in range(len(closure) + 1)
                      for subset in itertools.combinations(sorted(closure), size)
                      if unconditionally_alive(side, set(subset))]
        largest = max(alive_sets, key=len)
        assert all(s <= largest for s in alive_sets), "alive sets are closed under union"
        assert result.alive == largest
    assert unconditionally_alive(side, set(result.alive))
    assert result.support == chosen & result.alive
    # Every safe block chosen is in the support; no unsafe one is.
    assert result.support == {b for b in chosen if side.is_safe(b)}


def test_support_of_a_block_and_its_partner():
    """Two blocks sharing two joiners live together: the support of either one contains it, and
    the class [Y] holds both."""
    board = parse_diagram("""
        X . X . X
        X X . X X
    """)
    side = analyze_colour(board, Colour.BLACK)
    middle = side.block_at((2, 0)).index
    result = support(side, {middle})
    assert result.closure == {0, 1, 2}
    assert result.support == {middle}
    assert result.alive == {0, 1, 2}
