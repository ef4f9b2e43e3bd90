"""An engine attached to the check of problem collections: asked, through GTP, the status in
play of the target's block at the end of each right line (``final_status_list``, or GNU Go's
``final_status``, as :func:`.engine_client.ask_statuses` asks).

Its process starts on the first question and again after a failure, which is returned as a
reading that says why in one sentence, so that the check goes on without it for that problem
and tries it afresh on the next.  A position the engine cannot be given (a board that is not
square, say) fails that reading alone, the process kept."""

from __future__ import annotations

from types import TracebackType

from ..core.board import Board
from ..core.geometry import Point
from ..core.problems.verdict import EngineReading
from ..core.words import verdicts as words
from .engine_client import DEFAULT_TIMEOUT, EngineError, GtpClient, ask_statuses, position_problem


class EngineJudge:
    """The :class:`~gobenson_gui.core.problems.verdict.Judge` of a GTP engine's command line."""

    def __init__(self, command: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.command = command
        self.timeout = timeout
        self._client: GtpClient | None = None

    def read(self, board: Board, target: Point) -> EngineReading:
        problem = position_problem(board)
        if problem is not None:
            return EngineReading("", None, problem)
        try:
            if self._client is None:
                self._client = GtpClient(self.command, self.timeout)
            answer = ask_statuses(self._client, board, [target])
        except EngineError as error:
            self.close()
            return EngineReading("", None, str(error))
        status = answer.statuses.get(target)
        if status is None:
            return EngineReading(answer.engine, None, words.no_status(answer.engine))
        return EngineReading(answer.engine, status)

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None

    def __enter__(self) -> EngineJudge:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()
