"""How an unsafe block dies: a sequence of attacker moves, the defender passing throughout.

Benson's Theorem 2 proves constructively that every block his test does not find safe can be
captured.  The construction here follows that proof:

1. fill the block's *outside* liberties (those not in a small enclosed region);
2. fill its liberties in regions that are not healthy for it (such a region keeps an empty point
   that is not the block's liberty, so the attacker's stones there keep a liberty);
3. for a healthy region that is not vital -- another block beside it is not safe -- capture that
   block first, by the same construction, then fill the region;
4. fill the last region, whose final stone captures.

Every move is checked to keep the targets capturable (by Benson's test, which equals
capturability), so a move the proof would not make -- one that turns a big eye into a healthy
region, say -- is never chosen.  Under the ``suicide`` rules a region healthy in the no-suicide
sense can hold an attacker stone that does not touch the block; the attacker fills the region's
empty points and the last one, a suicide, clears it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .analysis import ColourAnalysis, analyze_colour
from .board import Board, Colour
from .coords import point_name
from .geometry import Point
from .rules import Rules, place
from .words.capture import NO_CAPTURING_SEQUENCE, illegal_position, search_budget_spent
from .words.i18n import _
from .words.naming import NO_STONE_THERE


class KillError(ValueError):
    """No capture can be shown, said in one translated line: the board holds a block without a
    liberty (it cannot arise in play, and Benson's Theorem 2 speaks only of boards that can), or
    the search ran past its budget.  A ValueError, as every input gobenson cannot use is, so the
    command line says it in a line and the Python API raises what it documents."""


@dataclass(frozen=True, slots=True)
class Kill:
    """A capturing sequence: ``moves`` by ``attacker``, captured target ``block`` (a mask)."""

    block: int
    attacker: Colour
    moves: tuple[Point, ...]
    positions: tuple[Board, ...]
    """The position after each move."""


class _Position:
    """One position of the attack, with the defender's analysis of it."""

    __slots__ = ("board", "side")

    def __init__(self, board: Board, side: ColourAnalysis) -> None:
        self.board = board
        self.side = side

    def index_of(self, block: int) -> int | None:
        found = self.side.block_at(self.side.geometry.first_point(block))
        return found.index if found is not None and found.mask == block else None

    def ranked_liberties(self, index: int) -> list[Point]:
        """A block's liberties in the proof's order: outside, unhealthy regions, healthy but not
        vital regions, vital regions last."""
        side = self.side
        liberties = side.blocks[index].liberties
        ranked: list[tuple[int, Point]] = []
        for region in side.regions:
            mine = region.mask & liberties
            if not mine:
                continue
            if not region.small:
                rank = 0
            elif index not in region.healthy_for:
                rank = 1
            elif region.index not in side.final.regions:
                rank = 2
            else:
                rank = 3
            ranked.extend((rank, point) for point in side.geometry.points(mine))
        return [point for _, point in sorted(ranked)]

    def candidates(self, target: int) -> list[Point]:
        """Moves worth trying next: the target's liberties; then the liberties of the unsafe
        blocks that share a small region with it, directly or through other unsafe blocks
        (capturing one of them first is the proof's case 3); then the other empty points of
        those regions (under the suicide rules, filling a region and suiciding clears attacker
        stones).  Outside liberties never need a partner captured (the proof's Lemma 4)."""
        side = self.side
        start = self.index_of(target)
        assert start is not None, "the target stands on the board"
        partners, frontier = [start], [start]
        regions: list[int] = []
        while frontier:
            block = frontier.pop()
            for region in side.regions:
                if region.small and block in region.neighbours:
                    if region.index not in regions:
                        regions.append(region.index)
                    for other in region.neighbours:
                        if other not in partners and not side.is_safe(other):
                            partners.append(other)
                            frontier.append(other)
        moves: list[Point] = []
        for block in partners:
            moves.extend(p for p in self.ranked_liberties(block) if p not in moves)
        geom = side.geometry
        for r in regions:
            moves.extend(p for p in geom.points(side.regions[r].empties) if p not in moves)
        return moves


def _capture(board: Board, defender: Colour, rules: Rules, target: int, budget: int) -> list[tuple[Point, Board]]:
    """Depth-first search over attacker moves in the proof's order, never entering a position
    where the target has become safe, nor one seen before; the first branch almost always
    captures, so the search rarely turns back."""
    geom = board.geometry
    attacker = defender.opponent
    suicide = rules is Rules.SUICIDE
    seen = {board}
    start = _Position(board, analyze_colour(board, defender, rules))
    path: list[tuple[Point, Board]] = []
    stack = [(start, iter(start.candidates(target)))]
    while stack:
        position, untried = stack[-1]
        for point in untried:
            after = place(geom, position.board.stones(attacker), position.board.stones(defender),
                          geom.bit(point), suicide)
            if after is None:
                continue
            own, other = after[0], after[1]
            black, white = (own, other) if attacker is Colour.BLACK else (other, own)
            board = Board(geom, black, white)
            if board in seen:
                continue
            seen.add(board)
            if len(seen) > budget:
                raise KillError(search_budget_spent(budget))
            if not other & target:
                path.append((point, board))
                return path
            following = _Position(board, analyze_colour(board, defender, rules))
            index = following.index_of(target)
            if index is not None and following.side.is_safe(index):
                continue
            path.append((point, board))
            stack.append((following, iter(following.candidates(target))))
            break
        else:
            stack.pop()
            if path:
                path.pop()
    raise KillError(_(NO_CAPTURING_SEQUENCE))


def kill_sequence(board: Board, point: Point, rules: Rules | str = Rules.NO_SUICIDE,
                  budget: int = 100_000) -> Kill | None:
    """The attacker moves that capture the block at ``point``, or None if the block is safe.

    Raises ValueError if the point is empty, :class:`KillError` (a ValueError too) if the board
    holds a block without a liberty: the proof's construction needs every block to have one.
    """
    rules = Rules.parse(rules)
    defender = board.get(point)
    if defender is None:
        raise ValueError(_(NO_STONE_THERE))
    airless = board.illegal_blocks()
    if airless:
        raise KillError(illegal_position(point_name(board.geometry.first_point(airless[0]), board.rows)))
    block = board.block_at(point)
    side = analyze_colour(board, defender, rules)
    if side.is_safe(side.block_of(point).index):
        return None
    path = _capture(board, defender, rules, block, budget)
    return Kill(block, defender.opponent, tuple(p for p, _ in path), tuple(b for _, b in path))
