"""The replay reads moves as point sets and plays them without :func:`play`'s checks; here it is
compared, node by node, with the same replay done point by point through the checked
:func:`play`, a ko read from the stones -- on every node of the samples and of random games
with moves on occupied points, setup and ``PL`` slipped in."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.randomgame import playout
from gobenson_gui.core.board import Colour
from gobenson_gui.core.coords import sgf_point
from gobenson_gui.core.geometry import Geometry, geometry
from gobenson_gui.core.rules import Rules, play
from gobenson_gui.core.sgf.properties import has_setup, node_moves, player, setup_masks
from gobenson_gui.core.sgf.replay import Position, start_position, step
from gobenson_gui.core.sgf.tree import GameTree, Node, load_games, read_games

from ..strategies import simple_ko
from .helpers import SAMPLES


def checked_step(before: Position, node: Node, geom: Geometry) -> tuple[Position, list[tuple[str, str]]]:
    """The position after ``node``, one point at a time: setup stone by stone, then each move
    through :func:`play` with all its checks, a stone on its point taken off first.  With the
    move letter and the colour of the stone taken off, for each such move."""
    board = before.board
    for colour, points in setup_masks(node, geom):
        for point in geom.points(points):
            board = board.with_point(point, colour)
    replaced = []
    mover = ko = None
    for move in node_moves(node, geom):
        mover, ko = move.colour, None
        if move.point is None:
            continue
        there = board.get(move.point)
        if there is not None:
            replaced.append((move.colour.letter, there.value))
            board = board.with_point(move.point, None)
        after = play(board, move.point, mover, Rules.SUICIDE).board
        board, ko = after, simple_ko(board, after, move.point, mover)
    if mover is not None:
        to_play = player(node) or mover.opponent
        ko = ko if to_play is mover.opponent else None
    else:
        to_play = player(node) or before.to_play
        ko = before.ko_point if not has_setup(node) and to_play is before.to_play else None
    return Position(board, to_play, ko), replaced


def assert_replays_alike(game: GameTree) -> int:
    """Every node of ``game`` replayed both ways gives the same position and notes; returns how
    many nodes had a ko point."""
    geom = game.geometry
    start = start_position(game)
    pending = [(game.root, start, start)]
    kos = 0
    while pending:
        node, quick_before, checked_before = pending.pop()
        notes: list[str] = []
        quick = step(quick_before, node, "here", notes)
        checked, replaced = checked_step(checked_before, node, geom)
        assert quick == checked
        assert len(notes) == len(replaced)
        for note, (letter, colour) in zip(notes, replaced):
            assert note.startswith(f"here: {letter}[") and f"(a {colour} stone was there)" in note
        kos += quick.ko_point is not None
        pending.extend((child, quick, checked) for child in node.children)
    return kos


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.sgf")), ids=lambda path: path.stem)
def test_every_node_of_the_samples_replays_as_checked_moves_do(path):
    for game in read_games(path):
        assert_replays_alike(game)


def game_nodes(columns: int, rows: int, rng: random.Random) -> list[str]:
    """The nodes of a random game of :func:`playout`: the size, then a move a node."""
    positions = playout(columns, rows, rng)
    geom = positions[0].geometry
    nodes = [f"SZ[{columns}:{rows}]"]
    for index, (before, after) in enumerate(pairwise(positions)):
        colour = Colour.BLACK if index % 2 == 0 else Colour.WHITE
        new = after.stones(colour) & ~before.stones(colour)
        nodes.append(f"{colour.letter}[{sgf_point(geom.first_point(new)) if new else ''}]")
    return nodes


def record(nodes: list[str]) -> GameTree:
    """The game of ``nodes`` with, beside each node, the nodes that decide whether a ko stays:
    the same node with either ``PL``, a node with only either ``PL``, a comment or a setup."""
    tail = ""
    for node in reversed(nodes[1:]):
        sides = (f"{node}PL[B]", f"{node}PL[W]", "PL[B]", "PL[W]", "C[no move]", "AE[aa]")
        tail = f"(;{node}{tail})" + "".join(f"(;{side})" for side in sides)
    return load_games(f"(;{nodes[0]}{tail})".encode())[0]


POINTS = st.tuples(st.integers(0, 8), st.integers(0, 8))


@st.composite
def records(draw) -> GameTree:
    """A random game with a few moves on any point (often an occupied one), setup and ``PL``
    added as nodes of their own or to the game's nodes."""
    columns, rows = draw(st.sampled_from([(1, 5), (3, 3), (4, 4), (5, 4), (5, 5), (9, 9)]))
    nodes = game_nodes(columns, rows, draw(st.randoms(use_true_random=False)))
    geom = geometry(columns, rows)
    points = POINTS.filter(lambda point: geom.contains(point)).map(sgf_point)
    extras = st.one_of(
        st.builds("{}[{}]".format, st.sampled_from("BW"), points),
        st.builds(lambda prop, values: prop + "".join(f"[{value}]" for value in values),
                  st.sampled_from(["AB", "AW", "AE"]), st.lists(points, min_size=1, max_size=4, unique=True)),
        st.builds("PL[{}]".format, st.sampled_from("BW")),
    )
    for _ in range(draw(st.integers(0, 12))):
        where = draw(st.integers(1, len(nodes) - 1)) if len(nodes) > 1 else 1
        if draw(st.booleans()):
            nodes.insert(where, draw(extras))
        elif where < len(nodes):
            nodes[where] += draw(extras)
    return record(nodes)


@settings(max_examples=40, deadline=None)
@given(game=records())
def test_every_node_of_random_games_replays_as_checked_moves_do(game):
    assert_replays_alike(game)


def test_random_games_reach_kos_the_replays_agree_on():
    """Kos are common enough in random games for the comparison above to try them."""
    kos = sum(assert_replays_alike(record(game_nodes(5, 5, random.Random(seed)))) for seed in range(10))
    assert kos > 0
