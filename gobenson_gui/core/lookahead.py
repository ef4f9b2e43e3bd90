"""Safety by exhaustive lookahead: Benson's section 3 definition, searched directly.

The defender passes forever; the attacker plays any sequence of legal moves.  A defender block is
*safe* when no reachable arrangement has captured it.  Benson proved his static test equal to
this, so the tests use it as the oracle that proves :mod:`benson` right, and the editor can offer
it to check small positions.  The search visits every reachable arrangement once, so its cost
grows exponentially with the number of empty points: give it small positions or a budget.
"""

from __future__ import annotations

from .board import Board, Colour
from .rules import Rules, place


class SearchTooLarge(RuntimeError):
    """The search met more arrangements than its budget allowed."""


def capturable_blocks(board: Board, colour: Colour, rules: Rules | str = Rules.NO_SUICIDE,
                      budget: int = 2_000_000) -> list[int]:
    """The blocks of ``colour`` that the opponent can capture while ``colour`` passes.

    Raises :class:`SearchTooLarge` after visiting ``budget`` arrangements.
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
    seen = {(attacker, defender)}
    stack = [(attacker, defender)]
    while stack and lost != all_firsts:
        attacker, defender = stack.pop()
        empty = geom.on & ~(attacker | defender)
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
            lost |= all_firsts & ~after[1]
            stack.append(state)
    return [block for block, bit in zip(blocks, firsts) if lost & bit]


def safe_blocks(board: Board, colour: Colour, rules: Rules | str = Rules.NO_SUICIDE,
                budget: int = 2_000_000) -> list[int]:
    """The blocks of ``colour`` no sequence of opponent moves can capture."""
    lost = capturable_blocks(board, colour, rules, budget)
    return [block for block in board.blocks(colour) if block not in lost]
