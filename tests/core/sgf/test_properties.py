"""Property-based tests: random documents survive save/load, random edit sequences undo and redo
exactly and still save and load to the same document."""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from gobenson_gui.core.board import Board, Colour
from gobenson_gui.core.coords import sgf_point
from gobenson_gui.core.sgf import commands as c
from gobenson_gui.core.annotate import Annotate
from gobenson_gui.core.sgf.errors import EditError
from gobenson_gui.core.sgf.replay import Position, step
from gobenson_gui.core.sgf.tree import GameTree, Node, serialise_games
from gobenson_gui.core.sgf.values import encode_text, format_label, format_point_list, format_point_pair, format_size

from .helpers import NewVariation, load, node_at, path_from_root, state

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
TEXT = st.text(st.characters(blacklist_categories=("Cs", "Cc")) | st.sampled_from("]\\:\n["), max_size=12)
POINT_LISTS = ("AB", "AW", "AE", "TR", "SQ", "CR", "MA", "SL", "DD", "TB", "TW")
SIDES = st.one_of(st.sampled_from([1, 2, 5, 9, 19, 26, 27, 52]), st.integers(1, 52))


def points(columns, rows, max_size=5):
    return st.lists(st.tuples(st.integers(0, columns - 1), st.integers(0, rows - 1)),
                    min_size=1, max_size=max_size, unique=True)


@st.composite
def node_properties(draw, columns, rows, before: Position):
    """Properties of one node in random order; a move goes on a point that is empty after the
    node's setup, so the record replays."""
    kinds = draw(st.lists(st.sampled_from(POINT_LISTS + ("LB", "AR", "LN", "C", "XY", "move")),
                          max_size=5, unique=True))
    properties = {}
    for kind in kinds:
        if kind in POINT_LISTS:
            properties[kind] = format_point_list(draw(points(columns, rows)))
        elif kind == "LB":
            properties[kind] = [format_label(p, draw(TEXT)) for p in draw(points(columns, rows, 3))]
        elif kind in ("AR", "LN"):
            start, end = draw(points(columns, rows, 2).filter(lambda ps: len(ps) == 2))
            properties[kind] = [format_point_pair(start, end)]
        elif kind in ("C", "XY"):
            properties[kind] = [encode_text(draw(TEXT))]
    if "move" in kinds:
        after_setup = step(before, Node({k: v for k, v in properties.items() if k in ("AB", "AW", "AE")}), "")
        empty = after_setup.board.geometry.points(after_setup.board.empty_points)
        colour = draw(st.sampled_from("BW"))
        properties[colour] = [b"" if not empty or draw(st.booleans())
                              else sgf_point(draw(st.sampled_from(empty))).encode()]
    return properties


@st.composite
def games(draw):
    columns = draw(SIDES)
    rows = draw(st.one_of(st.just(columns), SIDES))
    start = Position(Board.empty(columns, rows), Colour.BLACK)
    root = Node({"SZ": [format_size(columns, rows)]})
    root.properties.update(draw(node_properties(columns, rows, start)))
    positions = {root: step(start, root, "root")}
    for _ in range(draw(st.integers(0, 12))):
        parent = draw(st.sampled_from(list(positions)))
        child = Node(draw(node_properties(columns, rows, positions[parent])), parent=parent)
        parent.children.append(child)
        positions[child] = step(positions[parent], child, "node")
    return GameTree(root)


def shape(game: GameTree):
    return [(tuple(node.properties.items()), len(node.children)) for node in game.root.walk()]


@SETTINGS
@given(st.lists(games(), min_size=1, max_size=2))
def test_random_documents_survive_save_and_load(generated):
    data = serialise_games(generated)
    document = load(data)
    assert [shape(game) for game in document.games] == [shape(game) for game in generated]
    assert document.to_bytes() == data


MISSING_EDITS = st.tuples(st.just("missing"), st.integers(0, 51), st.integers(0, 51), st.booleans())
EDITS = st.one_of(
    MISSING_EDITS,
    st.tuples(st.just("play"), st.integers(0, 51), st.integers(0, 51)),
    st.tuples(st.just("stone"), st.integers(0, 51), st.integers(0, 51),
              st.sampled_from([Colour.BLACK, Colour.WHITE, None])),
    st.tuples(st.just("mark"), st.sampled_from(list(c.MARKS)), st.integers(0, 51), st.integers(0, 51)),
    st.tuples(st.just("label"), st.integers(0, 51), st.integers(0, 51), TEXT),
    st.tuples(st.just("line"), st.sampled_from(list(c.LINES)), st.integers(0, 51), st.integers(0, 51),
              st.integers(0, 51), st.integers(0, 51)),
    st.tuples(st.just("comment"), TEXT),
    st.sampled_from([("pass",), ("variation",), ("promote",), ("delete node",), ("delete subtree",),
                     ("annotate",), ("new game",)]),
)
MOVES = st.sampled_from(["next_node", "previous_node", "next_variation", "previous_variation", "go_first",
                         "go_last", None])


def build(document, edit):
    geom = document.geometry
    kind, *args = edit

    def point(x, y):
        return (x % geom.columns, y % geom.rows)

    if kind == "play":
        return c.PlayMove(document, point(*args))
    if kind == "stone":
        return c.SetStone(document, point(args[0], args[1]), args[2])
    if kind == "mark":
        where = point(args[1], args[2])
        present = args[0] in c.marks_at(document, document.cursor, where)
        return (c.RemoveMark if present else c.AddMark)(document, args[0], where)
    if kind == "label":
        return c.SetLabel(document, point(args[0], args[1]), args[2])
    if kind == "line":
        start, end = point(args[1], args[2]), point(args[3], args[4])
        try:
            return c.AddLine(document, args[0], start, end)
        except EditError:
            return c.RemoveLine(document, args[0], start, end)
    if kind == "comment":
        return c.SetComment(document, args[0])
    if kind == "missing":
        return c.SetPointMissing(document, point(args[0], args[1]), args[2])
    return {"pass": c.Pass, "variation": NewVariation, "promote": c.PromoteVariation,
            "delete node": c.DeleteNode, "delete subtree": c.DeleteSubtree, "annotate": Annotate,
            "new game": lambda d: c.NewGame(d, 3, 2)}[kind](document)


@SETTINGS
@given(games(), st.lists(st.tuples(MOVES, EDITS), min_size=3, max_size=15))
def test_random_edits_undo_and_redo_exactly_and_round_trip(game, steps):
    check_edits(load(serialise_games([game])), steps)


def check_edits(document, steps) -> None:
    """Make the edits of ``steps`` that the document allows, then prove that undoing them all
    and redoing them all gives each state back exactly, and that the result saves and loads to
    the same document with the same positions."""
    done = []
    for move, edit in steps:
        if move:
            getattr(document, move)()
        try:
            command = build(document, edit)
        except EditError:
            continue
        before = state(document)
        command.apply(document)
        done.append((command, before, state(document)))
    event(f"{len(done)} commands applied" if len(done) < 4 else "4 or more commands applied")
    for command, before, _ in reversed(done):
        command.undo(document)
        assert state(document) == before
    for command, _, after in done:
        command.apply(document)
        assert state(document) == after
    again = load(document.to_bytes())
    assert again.to_bytes() == document.to_bytes()
    for game_index, game in enumerate(document.games):
        again.select_game(game_index)
        for node in game.root.walk():
            assert again.position(node_at(again, path_from_root(node))) == document.position(node)
