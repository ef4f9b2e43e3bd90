"""What gobenson asks another engine (:mod:`.client`): each block's status in play.

The position is sent as ``boardsize``, ``clear_board`` and a ``play`` of every stone.  That is
exact for every position that can arise in play: when each block of the finished position has a
liberty, no stone played on the way captures or is suicide (a block built so far either is the
whole block, with its liberty, or touches a stone of it not yet played, an empty point), so the
engine ends with the very stones on the board.  A position with blocks without liberties, which
gobenson analyses but engines reject, is refused before the engine starts, as are boards GTP has
no words for: rectangles (``boardsize`` takes one number; GNU Go even reads ``boardsize 4 7`` as
4x4), boards larger than 25x25, and missing points, links or wrapped edges.

Statuses are asked block by block of GNU Go with its owl reading (``owl_attack P``, then
``owl_defend P`` if the attack succeeds): a fraction of a second a block, where its
``final_status_list`` plays the whole board out first, half a minute on a finished 19x19 game,
beyond the time limit of one command on a busy machine.  Other engines are asked
``final_status_list alive|dead|seki`` (KataGo answers at once), or ``final_status P`` once per
block when they know only that.  The time limit is each question's; the answer so far is told
after each one, in the view's record of an engine's answer.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.analysis import Analysis
from ..core.board import Board, Colour
from ..core.coords import parse_point_name, point_name
from ..core.geometry import Point, Wrap
from ..view.engine_comparison import CRITICAL, STATUSES, EngineAnswer, EngineComparison, compare
from . import words
from .client import EngineError, GtpClient

LARGEST_BOARD = 25
"""GTP's vertices name 25 columns (A to Z without I)."""

OWL = ("owl_attack", "owl_defend")
OWL_RESULTS = {"0": False, "1": True, "2": None, "3": None}
"""GNU Go's result codes: 0 the side fails, 1 it succeeds, 2 and 3 it succeeds by a ko."""

Progress = Callable[[EngineAnswer, int, int], None]
"""Told (the answer so far, blocks read, blocks asked about) after each of the engine's answers."""


def position_problem(board: Board) -> str | None:
    """Why an engine cannot be given ``board``, or None."""
    geom = board.geometry
    if geom.columns != geom.rows:
        return words.not_square(geom.columns, geom.rows)
    if geom.columns > LARGEST_BOARD:
        return words.too_large(geom.columns, LARGEST_BOARD)
    if geom.missing or geom.links or geom.wrap is not Wrap.NONE:
        return str(words.ODD_BOARD)
    if board.illegal_blocks():
        return str(words.ILLEGAL_POSITION)
    return None


def vertex(point: Point, board: Board) -> str:
    return point_name(point, board.rows)


def _stones(board: Board) -> list[tuple[Colour, Point]]:
    return [(colour, point) for colour in Colour for point in board.geometry.points(board.stones(colour))]


def send_position(client: GtpClient, board: Board) -> None:
    """Set ``board`` up in the engine: its size, then a ``play`` of every stone (exact for a
    position that can arise in play, as the module's doc says)."""
    client.send("boardsize", str(board.columns))
    client.send("clear_board")
    for colour, point in _stones(board):
        client.send("play", colour.value, vertex(point, board))


def engine_name(client: GtpClient) -> str:
    """The name the engine gives itself (GTP ``name``), else its program's."""
    return client.send("name") or client.program


def reads_by_owl(client: GtpClient) -> bool:
    """Whether the engine knows GNU Go's owl reading, which answers block by block at once."""
    return all(client.knows(command) for command in OWL)


def ask_statuses(client: GtpClient, board: Board, blocks: list[Point],
                 progress: Progress | None = None) -> EngineAnswer:
    """The status in play of ``blocks`` (one stone of each), block by block when the engine
    reads them one at a time (else the status of every stone it names)."""
    problem = position_problem(board)
    if problem is not None:
        raise EngineError(problem)
    by_owl = reads_by_owl(client)
    by_lists = not by_owl and client.knows("final_status_list")
    if not (by_owl or by_lists or client.knows("final_status")):
        raise EngineError(words.unknown_command(client.program, "final_status_list"))
    name = engine_name(client)
    statuses: dict[Point, str] = {}

    def told(done: int) -> None:
        if progress is not None:
            progress(EngineAnswer(name, board, dict(statuses)), done, len(blocks))

    told(0)
    send_position(client, board)
    if by_lists:
        for status in STATUSES:
            for word in client.send("final_status_list", status).split():
                statuses[_point(client, board, word)] = status
        told(len(blocks))
    for done, point in enumerate(blocks if not by_lists else (), 1):
        statuses[point] = owl_status(client, board, point) if by_owl else _final_status(client, board, point)
        told(done)
    return EngineAnswer(name, board, statuses)


def compare_with_engine(client: GtpClient, analysis: Analysis, progress: Progress | None = None) -> EngineComparison:
    """Ask ``client`` about ``analysis``'s board and set its answers beside Benson's."""
    return compare(analysis, ask_engine(client, analysis, progress))


def ask_engine(client: GtpClient, analysis: Analysis, progress: Progress | None = None) -> EngineAnswer:
    """What ``client`` says of ``analysis``'s board: the status in play of each block Benson
    does not prove alive (the others live whatever the engine reads)."""
    firsts = [block.first for colour in Colour for block in analysis.of(colour).blocks
              if not analysis.of(colour).is_safe(block.index)]
    return ask_statuses(client, analysis.board, firsts, progress)


def _final_status(client: GtpClient, board: Board, point: Point) -> str:
    words_given = client.send("final_status", vertex(point, board)).split()
    status = words_given[0].lower() if words_given else ""
    if status not in STATUSES:
        raise EngineError(words.not_a_status(client.program, status))
    return status


def owl(client: GtpClient, board: Board, command: str, point: Point) -> bool | None:
    """Whether the side of GNU Go's owl ``command`` (the attacker of the block at ``point`` for
    ``owl_attack``, its owner for ``owl_defend``), moving first, succeeds; None by a ko."""
    code = client.send(command, vertex(point, board)).split()[:1]
    if not code or code[0] not in OWL_RESULTS:
        raise EngineError(words.not_a_status(client.program, " ".join(code)))
    return OWL_RESULTS[code[0]]


def owl_status(client: GtpClient, board: Board, point: Point) -> str:
    """Alive if the attacker, moving first, cannot kill the block; dead if its owner, moving
    first, cannot save it; else critical: whoever plays there first decides."""
    if owl(client, board, OWL[0], point) is False:
        return "alive"
    return "dead" if owl(client, board, OWL[1], point) is False else CRITICAL


def _point(client: GtpClient, board: Board, word: str) -> Point:
    try:
        return parse_point_name(word, board.columns, board.rows)
    except ValueError:
        raise EngineError(words.garbage(client.program, "final_status_list", word[:80])) from None
