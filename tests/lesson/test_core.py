"""The lesson page's core (``core.js``, run by Node.js) equals the Python core: every block with its
liberties, every region with NB(R), healthiness and smallness, every round of the casting-out with
the reason of each block and region that left, the pass-alive territory and the blocks without a
liberty -- on 10,000 random positions of each kind of board under both rule sets, and on every node
of every sample; and a move captures and commits suicide alike."""

from __future__ import annotations

import hashlib
import json
import random
from functools import cache
from pathlib import Path

import pytest

from benchmarks.randomgame import playout
from gobenson_gui.core.benson import NumberedAnalysis, numbered_analysis
from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.geometry import Geometry, Wrap, geometry
from gobenson_gui.core.rules import Rules, place
from gobenson_gui.core.sgf.replay import main_line_positions
from gobenson_gui.core.sgf.tree import read_games
from gobenson_gui.view.lesson.page import board_text, geometry_json

from .node import index, indices, needs_node, run_node

pytestmark = needs_node

SAMPLES = sorted((Path(__file__).resolve().parents[2] / "sample_sgf").glob("*.sgf"))
POSITIONS_PER_KIND = 10_000
SHAPES_PER_KIND = 250
KINDS = ("square", "rectangle", "missing", "links", "columns", "rows", "torus", "everything")
"""The boards the page may meet: the grid square and not, with holes, with links, wrapped one way,
the other or both, and all of those at once."""


def random_shape(kind: str, rng: random.Random) -> Geometry:
    if kind == "square":
        side = rng.choice([*range(1, 10)] * 6 + [13, 19])
        return geometry(side, side)
    columns, rows = rng.randint(1, 8), rng.randint(1, 8)
    if kind == "rectangle":
        return geometry(columns, rows)
    cells = [(column, row) for row in range(rows) for column in range(columns)]
    missing = frozenset(rng.sample(cells, rng.randint(1, max(1, len(cells) // 3)))) \
        if kind in ("missing", "everything") and len(cells) > 1 else frozenset()
    kept = [cell for cell in cells if cell not in missing]
    links: frozenset = frozenset()
    if kind in ("links", "everything") and len(kept) > 1:
        links = frozenset(tuple(rng.sample(kept, 2)) for _ in range(rng.randint(1, 4)))
    wrap = {"columns": Wrap.COLUMNS, "rows": Wrap.ROWS, "torus": Wrap.BOTH,
            "everything": rng.choice(list(Wrap))}.get(kind, Wrap.NONE)
    return geometry(columns, rows, missing, links, wrap)


@cache
def played() -> tuple[Board, ...]:
    """Late positions of random games: living groups, eyes and seki, which random arrangements
    seldom hold."""
    rng = random.Random(7)
    games = [playout(columns, rows, rng) for columns, rows in [(5, 5), (6, 6), (7, 7), (9, 9), (7, 5)] * 4]
    return tuple(position for game in games for position in game[-8:])


def random_board(geom: Geometry, rng: random.Random) -> Board:
    """An even mix of both colours, one colour enclosing a few points, or a played position moved
    onto this board, a few of its points changed; blocks without liberties are kept (the page's
    student may set them up)."""
    points = geom.all_points()
    style = rng.random()
    black = white = 0
    if style < 0.3:
        source = rng.choice(played())
        for point in points:
            if source.geometry.in_grid(point):
                stone = source.get(point)
                black |= geom.bit(point) if stone is Colour.BLACK else 0
                white |= geom.bit(point) if stone is Colour.WHITE else 0
        for point in rng.sample(points, min(len(points), rng.randint(0, 3))):
            black &= ~geom.bit(point)
            white &= ~geom.bit(point)
            colour = rng.random()
            black |= geom.bit(point) if colour < 0.4 else 0
            white |= geom.bit(point) if colour > 0.7 else 0
        return Board(geom, black, white)
    weights = [rng.randint(0, 10), rng.randint(0, 10)] if style < 0.6 else [10, rng.randint(0, 2)]
    if rng.random() < 0.5:
        weights.reverse()
    empty = rng.randint(1, 6)
    for point in points:
        roll = rng.randrange(sum(weights) + empty)
        if roll < weights[0]:
            black |= geom.bit(point)
        elif roll < weights[0] + weights[1]:
            white |= geom.bit(point)
    return Board(geom, black, white)


def canonical_side(found: NumberedAnalysis, geom: Geometry) -> dict:
    """One colour's analysis as tests/lesson/harness.js writes the page's."""
    return {
        "blocks": [[indices(block.mask, geom), block.liberties.bit_count()] for block in found.blocks],
        "regions": [[indices(region.mask, geom), indices(region.empties, geom), list(region.neighbours),
                     list(region.healthy_for), region.small] for region in found.regions],
        "steps": [[sorted(step.blocks), sorted(step.regions),
                   [[removal.block, list(removal.healthy)] for removal in step.removed_blocks],
                   [[removal.region, list(removal.because)] for removal in step.removed_regions]]
                  for step in found.steps],
        "territory": indices(found.territory, geom),
    }


def canonical(board: Board, rules: Rules) -> dict:
    suicide = rules is Rules.SUICIDE
    sides = {colour: numbered_analysis(board, colour, suicide) for colour in Colour}
    illegal = [block.first for colour in Colour for block in sides[colour].blocks if not block.liberties]
    return {"black": canonical_side(sides[Colour.BLACK], board.geometry),
            "white": canonical_side(sides[Colour.WHITE], board.geometry),
            "illegal": [index(point, board.geometry) for point in illegal]}


def digest(found: dict) -> str:
    """The SHA-1 of an analysis's JSON as the harness writes it (JSON.stringify: no spaces)."""
    return hashlib.sha1(json.dumps(found, separators=(",", ":")).encode()).hexdigest()


def compare(boards: list[Board], tmp_path: Path) -> int:
    """Run both cores on ``boards`` under both rule sets; the number of analyses compared.  The
    analyses are compared by digest; those that differ are then shown whole."""
    shapes: dict[Geometry, int] = {}
    positions = []
    for board in boards:
        shape = shapes.setdefault(board.geometry, len(shapes))
        positions += [[shape, board_text(board), rules.value] for rules in Rules]
    geometries = [geometry_json(geom) for geom in shapes]
    digests = run_node("digests", {"geometries": geometries, "positions": positions}, tmp_path, ("core.js",))
    expected = [canonical(board, rules) for board in boards for rules in Rules]
    assert len(digests) == len(expected)
    differing = [number for number, (said, found) in enumerate(zip(digests, expected)) if said != digest(found)]
    if differing:
        said = run_node("analyze", {"geometries": geometries, "positions": [positions[n] for n in differing]},
                        tmp_path, ("core.js",))
        for number, answer in zip(differing, said):
            shape, text, rules = positions[number]
            assert answer == expected[number], f"{rules} on {list(shapes)[shape]!r}:\n{text}"
    return len(positions)


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_the_page_core_analyses_random_positions_as_the_python_core(kind, tmp_path):
    rng = random.Random(f"lesson core {kind}")
    shapes = [random_shape(kind, rng) for _ in range(SHAPES_PER_KIND)]
    boards = [random_board(shapes[n % SHAPES_PER_KIND], rng) for n in range(POSITIONS_PER_KIND)]
    assert compare(boards, tmp_path) == 2 * POSITIONS_PER_KIND


def test_the_page_core_analyses_every_node_of_every_sample_as_the_python_core(tmp_path):
    boards = []
    for sample in SAMPLES:
        for game in read_games(sample):
            boards += main_line_positions(game)
    assert compare(boards, tmp_path) >= 2 * len(SAMPLES)


@pytest.mark.parametrize("kind", KINDS)
def test_a_move_in_the_page_captures_and_is_suicide_as_in_the_python_core(kind, tmp_path):
    rng = random.Random(f"lesson moves {kind}")
    moves, expected = [], []
    shapes: dict[Geometry, int] = {}
    while len(moves) < 2000:
        board = random_board(random_shape(kind, rng), rng)
        geom = board.geometry
        empty = geom.points(board.empty_points)
        if not empty:
            continue
        point, colour, suicide = rng.choice(empty), rng.choice(list(Colour)), rng.random() < 0.5
        own, other = (board.black, board.white) if colour is Colour.BLACK else (board.white, board.black)
        after = place(geom, own, other, geom.bit(point), suicide)
        shape = shapes.setdefault(geom, len(shapes))
        moves.append([shape, board_text(board), index(point, geom), 1 if colour is Colour.BLACK else 2, suicide])
        if after is None:
            expected.append(None)
            continue
        own, other, captured, suicided = after
        black, white = (own, other) if colour is Colour.BLACK else (other, own)
        expected.append([board_text(Board(geom, black, white)), indices(captured, geom), indices(suicided, geom)])
    answers = run_node("place", {"geometries": [geometry_json(geom) for geom in shapes], "moves": moves}, tmp_path,
                       ("core.js",))
    assert answers == expected

