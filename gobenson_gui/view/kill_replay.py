"""How an unsafe block dies, replayed move by move: the pictures and words of each replayed move.

Move 0 is the position as it stands; move k shows it after the attacker's k-th move (the
defender passing in between), with the moves numbered, captured stones removed and ghosted
where they stood.  Qt-free, so that tests check the replay without drawing.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.board import Board, Colour
from ..core.coords import point_name
from ..core.geometry import Point
from ..core.kill import Kill
from ..core.report import colour_word
from ..core.rules import Rules
from ..core.words.capture import block_name, capture_start, capturing_move, replay_caption, replayed_move
from .picture import BoardPicture


@dataclass(frozen=True, slots=True)
class KillReplay:
    """A block's capture, from ``start`` by the moves of ``kill``."""

    start: Board
    kill: Kill
    rules: Rules

    @property
    def defender(self) -> Colour:
        return self.kill.attacker.opponent

    @property
    def length(self) -> int:
        """The start and one position per move (the slider's :class:`~.modes.StepSequence`)."""
        return len(self.kill.moves) + 1

    def caption(self, move: int) -> str:
        return replay_caption(move, self.length - 1)

    def board(self, move: int) -> Board:
        return self.start if move == 0 else self.kill.positions[move - 1]

    def block_name(self) -> str:
        point = self.start.geometry.first_point(self.kill.block)
        return block_name(colour_word(self.defender), point_name(point, self.start.rows))


def _stones(board: Board) -> dict[Point, Colour]:
    return {point: colour for colour in Colour for point in board.geometry.points(board.stones(colour))}


def replay_picture(replay: KillReplay, move: int) -> BoardPicture:
    """The board after ``move`` moves: moves numbered where their stone stands, stones captured
    so far ghosted, the target block (while it stands) ringed."""
    board = replay.board(move)
    numbers = {}
    ghosts = {}
    for number in range(1, move + 1):
        before, after = _stones(replay.board(number - 1)), _stones(replay.board(number))
        ghosts.update({point: colour for point, colour in before.items() if point not in after})
        numbers[replay.kill.moves[number - 1]] = str(number)
    now = _stones(board)
    return BoardPicture(
        board,
        last_move=replay.kill.moves[move - 1] if move else None,
        labels={point: text for point, text in numbers.items() if point in now},
        ghosts={point: colour for point, colour in ghosts.items() if point not in now},
        highlight=replay.kill.block & board.stones(replay.defender),
    )


def replay_text(replay: KillReplay, move: int) -> str:
    """What replayed move ``move`` shows, in a sentence: the move, what it fills or captures."""
    count = len(replay.kill.moves)
    attacker = colour_word(replay.kill.attacker)
    target = replay.kill.block
    if move == 0:
        return capture_start(replay.block_name(), attacker, colour_word(replay.defender), count)
    before, after = replay.board(move - 1), replay.board(move)
    point = replay.kill.moves[move - 1]
    name = point_name(point, before.rows)
    geom = before.geometry
    if not after.stones(replay.defender) & target:
        return capturing_move(move, count, attacker, name, target.bit_count())
    captured = (before.stones(replay.defender) & ~after.stones(replay.defender)).bit_count()
    suicided = (before.stones(replay.kill.attacker) & ~after.stones(replay.kill.attacker)).bit_count()
    filled = before.liberties(target) & geom.bit(point)
    return replayed_move(move, count, attacker, name, colour_word(replay.defender),
                         after.liberties(target).bit_count() if filled else None, captured, suicided)
