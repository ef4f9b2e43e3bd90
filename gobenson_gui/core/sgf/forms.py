"""The two ways an SGF file may say that a board lacks points or joins its sides: gobenson's own
root properties (``MISSING``, ``WRAP``, ``LINKS``) and q5Go's, and the conversion of a game to
either.

q5Go (``src/sgf2board.cc``: ``game_record::to_sgf`` writes, ``sgf2record`` reads) marks a
variant board by its game type: ``GM[q5go-2]`` when points are removed, else ``GM[q5go-1]``
when sides are joined, ``GM[1]`` for a plain board.  ``TO[n]`` (after ``SZ``) joins the columns
(bit 1, q5Go's ``torus_h``), the rows (bit 2, ``torus_v``) or both (3); ``MASK`` lists the points
that are not on the board as an ordinary point list with compressed rectangles.  q5Go reads
``TO`` only in its own games, and refuses any ``GM`` but ``1``, ``q5go-1`` and ``q5go-2``;
Sabaki and KaTrain read no ``GM`` and show such a game as the plain grid.  q5Go has no links, and
opens boards of 3 to 52 points a side.

Converting leaves a game that needs no change as it is, its bytes included, so that a file
saved again in the form it was read in is written back byte for byte.
"""

from __future__ import annotations

from enum import Enum

from ..geometry import Geometry, Wrap
from ..words.files import links_in_q5go, too_small_for_q5go
from .errors import SgfError
from .properties import MASK, MISSING, Q5GO_MASKED, Q5GO_WRAPPED, TORUS, WRAP
from .tree import GameTree, Node
from .values import format_point_list, format_torus

Q5GO_SMALLEST = 3
"""q5Go opens boards from 3x3 (``sizes_from_sgfroot``)."""

_SHAPE_PROPERTIES = frozenset((MISSING, WRAP, TORUS, MASK))
"""What a conversion writes afresh (``LINKS`` stays in gobenson's form and is refused in q5Go's)."""


class Form(str, Enum):
    """Which properties a saved file gives a variant board."""

    GOBENSON = "gobenson"
    """``MISSING``, ``WRAP`` and ``LINKS``, which other programs skip."""
    Q5GO = "q5go"
    """q5Go's ``GM[q5go-n]`` games with ``TO`` and ``MASK``."""


def _gobenson_shape(geom: Geometry) -> tuple[None, dict[str, list[bytes]]]:
    shape = {}
    if geom.wrap is not Wrap.NONE:
        shape[WRAP] = [geom.wrap.value.encode()]
    if geom.missing:
        shape[MISSING] = format_point_list(geom.missing)
    return None, shape


def _q5go_shape(geom: Geometry, number: int) -> tuple[bytes | None, dict[str, list[bytes]]]:
    if geom.links:
        raise SgfError(links_in_q5go(number))
    if min(geom.columns, geom.rows) < Q5GO_SMALLEST:
        raise SgfError(too_small_for_q5go(number, geom.columns, geom.rows))
    shape = {}
    if geom.wrap is not Wrap.NONE:
        shape[TORUS] = [format_torus(geom.wrap)]
    if geom.missing:
        shape[MASK] = format_point_list(geom.missing)
    kind = Q5GO_MASKED if geom.missing else Q5GO_WRAPPED if shape else None
    return kind, shape


def in_form(game: GameTree, form: Form, number: int = 1) -> GameTree:
    """``game`` with its board said in ``form``: the game itself when nothing changes, else a
    copy whose root is new (the nodes below are shared, unchanged).  :class:`SgfError` with one
    line when the form cannot say the board (game ``number`` of the file)."""
    geom = game.geometry
    before = game.root.properties
    if form is Form.GOBENSON:
        if not game.in_q5go_form:
            return game
        kind, shape = _gobenson_shape(geom)
    else:
        kind, shape = _q5go_shape(geom, number)
        if (MISSING not in before and WRAP not in before
                and (kind == before.get("GM", [b""])[0].strip() or (kind is None and not game.in_q5go_form))):
            return game
    if kind is None and game.in_q5go_form:
        kind = b"1"  # no longer a variant board, or now in gobenson's form
    after: dict[str, list[bytes]] = {"GM": [kind]} if kind is not None and "GM" not in before else {}
    for prop, values in before.items():
        if prop in _SHAPE_PROPERTIES:
            continue
        after[prop] = [kind] if prop == "GM" and kind is not None else values
        if prop == "SZ":
            after.update(shape)
    after.update(shape)  # after SZ, or last without one
    root = Node(after, game.root.children)
    return GameTree(root, game.notes, game.charset, None, game.before, game.after)


def games_in_form(games: list[GameTree], form: Form | None) -> list[GameTree]:
    """Every game in ``form`` (None: each as it is)."""
    if form is None:
        return games
    return [in_form(game, form, number) for number, game in enumerate(games, 1)]

