"""Safety by exhaustive lookahead: Benson's section 3 definition, searched directly.

The defender passes forever; the attacker plays any sequence of legal moves.  A defender block is
*safe* when no reachable arrangement has captured it.  Benson proved his static test equal to
this, so the tests use it as the oracle that proves :mod:`benson` right, and the editor can offer
it to check small positions.  The search visits every reachable arrangement once, so its cost
grows exponentially with the number of empty points: give it small positions or a budget.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .analysis import analyze_colour
from .board import Board, Colour
from .rules import Rules, place

PROGRESS_EVERY = 2048
"""Arrangements searched between two calls of a progress callback."""


class SearchTooLarge(RuntimeError):
    """The search met more arrangements than its budget allowed."""


class SearchCancelled(RuntimeError):
    """The progress callback asked the search to stop."""


def capturable_blocks(board: Board, colour: Colour, rules: Rules | str = Rules.NO_SUICIDE,
                      budget: int = 2_000_000, within: int | None = None,
                      progress: Callable[[int], bool] | None = None) -> list[int]:
    """The blocks of ``colour`` that the opponent can capture while ``colour`` passes.

    ``within`` limits the attacker to the points of that set (a part of the board the user
    chose).  ``progress`` is called with the number of arrangements searched so far every
    :data:`PROGRESS_EVERY` arrangements; returning False cancels the search
    (:class:`SearchCancelled`).  Raises :class:`SearchTooLarge` after ``budget`` arrangements.
    """
    geom = board.geometry
    suicide = Rules.parse(rules) is Rules.SUICIDE
    defender = board.stones(colour)
    attacker = board.stones(colour.opponent)
    blocks = geom.components(defender)
    # Blocks never merge (the defender adds no stones) and fall whole, so a block is captured
    # exactly when its first stone has gone.
    firsts = [block & -block for block in blocks]
    lost = 0
    all_firsts = 0
    for bit in firsts:
        all_firsts |= bit
    playable = geom.on if within is None else within & geom.on
    seen = {(attacker, defender)}
    stack = [(attacker, defender)]
    while stack and lost != all_firsts:
        attacker, defender = stack.pop()
        empty = playable & ~(attacker | defender)
        while empty:
            bit = empty & -empty
            empty ^= bit
            after = place(geom, attacker, defender, bit, suicide)
            if after is None:
                continue
            state = (after[0], after[1])
            if state in seen:
                continue
            seen.add(state)
            if len(seen) > budget:
                raise SearchTooLarge(f"more than {budget} arrangements to search")
            if progress is not None and not len(seen) % PROGRESS_EVERY and not progress(len(seen)):
                raise SearchCancelled("the search was cancelled")
            lost |= all_firsts & ~after[1]
            stack.append(state)
    return [block for block, bit in zip(blocks, firsts) if lost & bit]


@dataclass(frozen=True, slots=True)
class Verdict:
    """One block's verdict by Benson's static test and by search."""

    block: int
    benson_safe: bool
    search_safe: bool

    @property
    def agree(self) -> bool:
        return self.benson_safe == self.search_safe


def verify(board: Board, colour: Colour, rules: Rules | str = Rules.NO_SUICIDE,
           within: int | None = None, budget: int = 2_000_000,
           progress: Callable[[int], bool] | None = None) -> list[Verdict]:
    """Benson's verdict next to the search's for every block of ``colour``.

    With ``within`` the attacker may only play there, so the search can call safe a block that
    dies to moves elsewhere: its verdict then means "cannot be captured inside the selection".
    """
    side = analyze_colour(board, colour, rules)
    lost = capturable_blocks(board, colour, rules, budget, within, progress)
    return [Verdict(block.mask, side.is_safe(block.index), block.mask not in lost) for block in side.blocks]
