"""The words of a capture replayed move by move: how an unsafe block dies."""

from __future__ import annotations

from .i18n import N_, _, deferred
from . import counted, sentence_start


def illegal_position(where: str) -> str:
    """A board with a block without a liberty: it cannot arise in play, so no capture (nor
    exercise) is shown on it."""
    return _("the position is illegal: the block at {where} has no liberty").format(where=where)


def search_budget_spent(positions: int) -> str:
    """The capture search gave up: Benson's Theorem 2 says a capture exists, but not within the
    positions the search may visit."""
    return _("no capture found within {positions} positions").format(positions=positions)


NO_CAPTURING_SEQUENCE = N_("no sequence captures the block")
"""What Benson's Theorem 2 says cannot happen on a legal board: translated where it is raised."""


def capture_start(block: str, attacker: str, defender: str, moves: int) -> str:
    """Before the first move, e.g. ``The black block at C3 can be captured: white plays 2 moves
    while black passes.``"""
    return counted("{block} can be captured: {attacker} plays {n} move while {defender} passes.",
                   "{block} can be captured: {attacker} plays {n} moves while {defender} passes.",
                   moves, block=sentence_start(block), attacker=attacker, defender=defender)


def capturing_move(move: int, moves: int, attacker: str, point: str, block_stones: int) -> str:
    """The move that takes the block's last liberty."""
    return counted("Move {move} of {moves}: {attacker} plays {point} and captures the block ({n} stone).",
                   "Move {move} of {moves}: {attacker} plays {point} and captures the block ({n} stones).",
                   block_stones, move=move, moves=moves, attacker=attacker, point=point)


def replayed_move(move: int, moves: int, attacker: str, point: str, defender: str,
                  liberties_left: int | None, captured: int, suicided: int) -> str:
    """A move before the last: where it is played and, when it does, that it fills a liberty of
    the block (``liberties_left`` then says how many are left), captures ``captured`` stones of
    the defender, or loses ``suicided`` of the attacker's own stones."""
    parts = [_("Move {move} of {moves}: {attacker} plays {point}").format(move=move, moves=moves, attacker=attacker,
                                                                       point=point)]
    if liberties_left is not None:
        parts.append(_(", filling a liberty of the block ({liberties_left} left)")
                     .format(liberties_left=liberties_left))
    if captured:
        parts.append(counted(", capturing {n} {defender} stone", ", capturing {n} {defender} stones", captured,
                             defender=defender))
    if suicided:
        parts.append(counted(", and its own {n} stone there go (suicide)",
                             ", and its own {n} stones there go (suicide)", suicided))
    return "".join(parts) + "."


def replay_title(block: str) -> str:
    """The caption of the replay's board, e.g. ``How the block at C3 dies``."""
    return _("How {block} dies").format(block=block)


def replay_variation(block: str) -> str:
    """The name of the edit that copies the moves into a variation, e.g. in the Undo menu."""
    return _("Capture of {block}").format(block=block)


REPLAY_HINT = deferred("Esc returns to the analysis; Copy into a variation keeps the moves.")


def replay_caption(move: int, moves: int) -> str:
    """The replay slider's words at ``move`` of ``moves``."""
    return _("Move {move} of {moves}").format(move=move, moves=moves) if move else _("Before the first move")


def block_name(colour: str, where: str) -> str:
    """How a replay names its block, e.g. ``the black block at C3``."""
    return _("the {colour} block at {where}").format(colour=colour, where=where)
