"""An engine attached to the check of problem collections: asked, through GTP, what becomes of
the target's block at the end of each right line.

An engine that knows GNU Go's ``owl_attack`` and ``owl_defend`` is asked the one of the side to
move: whether the attacker, moving first, kills the block, or the defender, moving first, saves
it -- GNU Go's reading of a group's life and death, which answers alive, dead or ko at once,
where its ``final_status`` plays the whole board out and takes minutes on a corner problem of a
19x19 board.  Any other engine (KataGo...) is asked ``final_status_list``, or ``final_status``,
as :func:`.statuses.ask_statuses` asks: alive, dead or seki.

The process starts on the first question and again after a failure, which is returned as a
reading that says why in one sentence, so that the check goes on without it for that problem
and tries it afresh on the next.  A position the engine cannot be given (a board that is not
square, say) fails that reading alone, the process kept."""

from __future__ import annotations

from types import TracebackType

from ..core.board import Board, Colour
from ..core.geometry import Point
from ..core.problems.verdict import EngineReading
from ..core.words import verdicts as words
from .client import DEFAULT_TIMEOUT, EngineError, GtpClient
from .statuses import OWL, ask_statuses, engine_name, owl, position_problem, reads_by_owl, send_position


class EngineJudge:
    """The :class:`~gobenson_gui.core.problems.verdict.Judge` of a GTP engine's command line."""

    def __init__(self, command: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.command = command
        self.timeout = timeout
        self._client: GtpClient | None = None
        self._owl = False
        self._name = ""
        self._sent: Board | None = None
        """The position the engine holds, asked about block after block without sending it again."""

    def _started(self) -> GtpClient:
        if self._client is None:
            self._client = GtpClient(self.command, self.timeout)
            self._owl = reads_by_owl(self._client)
            self._name = engine_name(self._client)
        return self._client

    def read(self, board: Board, target: Point, to_move: Colour) -> EngineReading:
        problem = position_problem(board)
        if problem is not None:
            return EngineReading("", None, problem)
        try:
            client = self._started()
            if self._owl:
                return self._owl_reading(client, board, target, to_move)
            answer = ask_statuses(client, board, [target])
        except EngineError as error:
            self.close()
            return EngineReading("", None, str(error))
        status = answer.statuses.get(target)
        if status is None:
            return EngineReading(answer.engine, None, words.no_status(answer.engine))
        return EngineReading(answer.engine, status)

    def _owl_reading(self, client: GtpClient, board: Board, target: Point, to_move: Colour) -> EngineReading:
        """Whether the side to move kills (or saves) the target's block, by GNU Go's owl."""
        if board != self._sent:
            self._sent = None
            send_position(client, board)
            self._sent = board
        defends = board.get(target) is to_move
        succeeds = owl(client, board, OWL[defends], target)
        if succeeds is None:
            return EngineReading(self._name, "ko")
        return EngineReading(self._name, "alive" if succeeds is defends else "dead")

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None
            self._sent = None

    def __enter__(self) -> EngineJudge:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()
