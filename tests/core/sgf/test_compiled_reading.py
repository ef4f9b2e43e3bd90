"""The compiled reading (``_reading.c``) gives the lenient reader's tree for every game that needs
no repair -- the same properties in the same order, the same bytes, the same shape and the same
end -- and gives up (None) on every game the lenient reader repairs, which that reader then
reads as before: on the samples and the test data, random well-formed games, each kind of
fault, randomly damaged files and hostile ones.  Skipped where it is not built."""

from __future__ import annotations

import gc
import random
import string
from pathlib import Path
from typing import ClassVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gobenson_gui.core import cores
from gobenson_gui.core.geometry import geometry
from gobenson_gui.core.sgf import reader, tree
from gobenson_gui.core.sgf.errors import SgfError
from gobenson_gui.core.sgf.tree import Node, load_games
from gobenson_gui.core.sgf.values import plain_moves

from .helpers import MUTATIONS, SAMPLES, mutated
from .test_charsets import FIXTURES

_reading = reader._reading
pytestmark = pytest.mark.skipif(_reading is None or cores.built is None,
                                reason="the compiled core is not built (no C compiler here)")

DATA_FILES = sorted([*SAMPLES.glob("*.sgf"), *(Path(__file__).resolve().parents[2] / "data").rglob("*.sgf")])


def game_record(moves: int, seed: int, variations: int = 0) -> bytes:
    """A 19x19 record of random moves, a comment with an escape every 50, and ``variations``
    two-move variations from the root."""
    rng = random.Random(seed)

    def point() -> str:
        return "".join(rng.choice(string.ascii_lowercase[:19]) for _ in range(2))

    nodes = [f";{'BW'[index % 2]}[{point()}]" + ("C[a \\] here]" if index % 50 == 0 else "") for index in range(moves)]
    branches = [f"(;B[{point()}];W[{point()}])" for _ in range(variations)]
    return ("(;GM[1]FF[4]SZ[19]" + "".join(branches) + ("(" + "".join(nodes) + ")" if branches else "".join(nodes))
            + ")\n").encode()


def shape(root: Node) -> list[tuple[list[tuple[str, list[bytes]]], int]]:
    """Every node in file order: its properties in order and its number of children; each child
    knows its parent."""
    nodes = []
    for node in root.walk():
        assert all(child.parent is node for child in node.children)
        nodes.append((list(node.properties.items()), len(node.children)))
    return nodes


def read_both(data: bytes, start: int) -> reader.ReadGame[Node]:
    """The lenient reader's reading of the game at ``start``, after checking the compiled one
    against it: the same tree and end where nothing is repaired, None where something is."""
    with cores.chosen(None):
        pure = reader.read_game(data, start, Node)
    compiled = _reading.read_game(data, start, Node)
    if pure.repairs:
        assert compiled is None, pure.repairs
    else:
        assert not pure.cut_off
        assert compiled is not None
        root, end, nodes = compiled
        assert root.parent is None
        assert (shape(root), end) == (shape(pure.root), pure.end)
        assert nodes == list(root.walk())  # the same objects, in the same order
    return pure


def assert_read_alike(data: bytes) -> None:
    """Each game of ``data`` read both ways, the games found as :func:`.tree.load_games` finds
    them."""
    start = reader.game_starts(data)
    while start is not None:
        read = read_both(data, start.start())
        start = reader.game_starts(data, read.end)


def public_result(data: bytes) -> tuple | str:
    """What :func:`.tree.load_games` gives, whole: each game's tree, notes and bytes kept."""
    try:
        games = load_games(data)
    except SgfError as error:
        return str(error)
    return [(shape(game.root), game.notes, game.charset, game.source, game.before, game.after) for game in games]


def assert_loaded_alike(data: bytes) -> None:
    with cores.chosen(None):
        pure = public_result(data)
    with cores.chosen(cores.built):
        compiled = public_result(data)
    assert compiled == pure


@pytest.mark.parametrize("path", DATA_FILES, ids=lambda path: path.name)
def test_every_sample_and_test_file_is_read_alike(path):
    data = path.read_bytes()
    assert_read_alike(data)
    assert_loaded_alike(data)


@pytest.mark.parametrize("data", FIXTURES.values(), ids=FIXTURES.keys())
def test_games_in_other_character_sets_are_read_alike(data):
    assert_read_alike(data)
    assert_loaded_alike(data)


def test_generated_records_are_read_by_the_compiled_reading():
    for data in (game_record(220, 1), game_record(30_000, 2), game_record(10, 3, variations=5_000)):
        with cores.chosen(None):
            pure = reader.read_game(data, 0, Node)
        assert pure.repairs == []
        assert_read_alike(data)


WHITESPACE = st.sampled_from([b"", b"", b" ", b"\n", b"\r\n", b"\t", b"\x0b", b"\x0c", b"\r", b" \n\t "])
NAMES = st.one_of(st.sampled_from(["B", "W", "C", "AB", "AddBlack", "AW", "GM", "SZ", "LB", "Comment", "TR"]),
                  st.text(string.ascii_letters, min_size=1, max_size=6))


def well_formed(raw: bytes) -> bytes:
    """``raw`` as a value's bytes: a ``\\`` escapes the byte after it, whatever it is; a ``]``
    left alone, or a last ``\\``, is escaped."""
    value, at = bytearray(), 0
    while at < len(raw):
        byte = raw[at:at + 1]
        if byte == b"\\":
            value += raw[at:at + 2] if at + 1 < len(raw) else b"\\\\"
            at += 2
            continue
        value += b"\\]" if byte == b"]" else byte
        at += 1
    return bytes(value)


VALUE_BYTES = st.one_of(st.binary(max_size=12), st.sampled_from([b"\\]", b"\\\\", b"a\r\nb", "\u00e9\u672c".encode()]),
                        st.text(max_size=6).map(str.encode)).map(well_formed)
NODE = st.lists(st.tuples(NAMES, st.lists(VALUE_BYTES, min_size=1, max_size=3)), max_size=4,
                unique_by=lambda prop: prop[0].translate({ord(small): None for small in string.ascii_lowercase}))
GAME_TREE = st.recursive(st.tuples(st.lists(NODE, min_size=1, max_size=4), st.just([])),
                         lambda trees: st.tuples(st.lists(NODE, min_size=1, max_size=4),
                                                 st.lists(trees, min_size=1, max_size=3)),
                         max_leaves=12)


@st.composite
def written_games(draw) -> bytes:
    """A well-formed game written with whitespace and line breaks drawn between all its tokens."""
    parts: list[bytes] = []

    def space() -> None:
        parts.append(draw(WHITESPACE))

    def write(tree) -> None:
        nodes, variations = tree
        parts.append(b"(")
        for node in nodes:
            space()
            parts.append(b";")
            for name, values in node:
                space()
                parts.append(name.encode())
                for value in values:
                    space()
                    parts.append(b"[" + value + b"]")
        for variation in variations:
            space()
            write(variation)
        space()
        parts.append(b")")

    write(draw(GAME_TREE))
    return draw(WHITESPACE) + b"".join(parts) + draw(WHITESPACE)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(written_games(), written_games())
def test_random_well_formed_games_are_read_alike_by_the_compiled_reading(first, second):
    data = first + second
    start = reader.game_starts(data)
    assert start is not None
    read = read_both(data, start.start())
    assert read.repairs == []
    assert_read_alike(data)


REGULAR = {
    "a node after a variation": b"(;B[aa](;W[bb]);W[cc])",
    "an empty node": b"(;;)",
    "a name of small letters only": b"(;add[x])",
    "a value holding [ and a line break": b"(;C[[a\r\nb])",
    "an escaped backslash before the end": b"(;C[\\\\]B[aa])",
    "spaces inside ( ;": b"( \n;B[aa] ( ;W[bb] ) )",
}


@pytest.mark.parametrize("data", REGULAR.values(), ids=REGULAR.keys())
def test_unusual_but_regular_games_are_read_by_the_compiled_reading(data):
    assert _reading.read_game(data, 0, Node) is not None
    assert read_both(data, 0).repairs == []


FAULTS = {
    "a property without values": b"(;GM[1];B;W[aa])",
    "a property without values before a node": b"(;B \n;W[aa])",
    "a property without values at the end": b"(;GM[1]B",
    "a repeated name": b"(;AB[aa]AB[bb])",
    "a repeated name written long": b"(;AB[aa]AddBlack[bb])",
    "a value outside a property": b"(;B[aa](;W[bb])[cc])",
    "a value right after (": b"(;B[aa]([cc];W[bb]))",
    "a property outside a node": b"(;B[aa](;W[bb])C[x])",
    "properties after ( without ;": b"(;B[aa](W[bb];B[cc]))",
    "properties after the first ( without ;": b"(GM[1];B[aa])",
    "an empty variation": b"(;B[aa]()(;W[bb]))",
    "an empty variation at the end": b"(;B[aa](()",
    "( twice": b"((;B[aa]))",
    "a stray digit": b"(;B[aa]1)",
    "a stray ]": b"(;B[aa]])",
    "a stray byte that is no whitespace": b"(;B[aa]\x1c)",
    "a stray non-ASCII byte": b"(;B[aa]\xff)",
    "a value the file ends inside": b"(;C[never closed",
    "a value ending in its escape": b"(;C[ends in \\",
    "a record without its last )": b"(;B[aa](;W[bb])",
    "a record without any )": b"(;B[aa]",
}


@pytest.mark.parametrize("data", FAULTS.values(), ids=FAULTS.keys())
def test_the_compiled_reading_leaves_every_fault_to_the_lenient_reader(data):
    assert _reading.read_game(data, 0, Node) is None
    assert read_both(data, 0).repairs
    with cores.chosen(cores.built):
        assert reader.read_game(data, 0, Node).repairs == read_both(data, 0).repairs
    assert_loaded_alike(data)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(DATA_FILES + [None]), MUTATIONS)
def test_damaged_files_load_alike_with_and_without_the_compiled_reading(path, mutations):
    data = path.read_bytes() if path is not None else game_record(60, 3)
    damaged = mutated(data, mutations)
    assert_read_alike(damaged)
    assert_loaded_alike(damaged)


HOSTILE = {
    "100,000 ( before the first ;": b"(" * 100_000 + b";B[aa]" + b")" * 100_000,
    "100,000 ( then ;": b"(;" + b"(" * 100_000 + b";)",
    "100,000 nested variations, never closed": b"(;" * 100_000,
    "a value never closed, 2 MB": b"(;C[" + b"\\]" * 1_000_000,
    "a million values": b"(;AB" + b"[aa]" * 1_000_000 + b")",
    "a million names": b"(;" + b"A" * 1_000_000 + b"[x])",
}


@pytest.mark.parametrize("data", HOSTILE.values(), ids=HOSTILE.keys())
def test_hostile_input_is_read_alike_without_recursion(data):
    assert_read_alike(data)


def test_100000_nested_variations_are_read_with_an_explicit_stack():
    data = b"(;B[aa]" * 100_000 + b")" * 100_000
    read = _reading.read_game(data, 0, Node)
    assert read is not None
    root, end, _ = read
    assert end == len(data)
    assert sum(1 for _ in root.walk()) == 100_000
    read_both(data, 0)


def test_the_pure_core_and_two_byte_characters_read_without_the_compiled_reading(monkeypatch):
    calls = []
    compiled_read = _reading.read_game

    def counted(*arguments):
        calls.append(arguments)
        return compiled_read(*arguments)

    monkeypatch.setattr(_reading, "read_game", counted)
    data = b"(;CA[Shift_JIS]C[x])"
    with cores.chosen(None):
        reader.read_game(data, 0, Node)
    with cores.chosen(cores.built):
        reader.read_game(data, 0, Node, leads=b"\x81")
    assert calls == []
    with cores.chosen(cores.built):
        assert reader.read_game(data, 0, Node).root.properties == {"CA": [b"Shift_JIS"], "C": [b"x"]}
    assert len(calls) == 1


class CalledNode(Node):
    """A node class whose ``__init__`` does more than set the fields: the compiled reader must
    call it."""

    made_from_fields = False
    made: ClassVar[list[CalledNode]] = []

    def __init__(self, properties: dict, children: list, parent: Node | None) -> None:
        super().__init__(properties, children, parent)
        CalledNode.made.append(self)


def test_a_node_class_that_does_not_say_it_is_made_from_its_fields_is_called():
    CalledNode.made.clear()
    read = _reading.read_game(b"(;GM[1];B[aa](;W[bb])(;W[cc]))", 0, CalledNode)
    assert read is not None
    root, _, nodes = read
    assert CalledNode.made == nodes == list(root.walk()) and len(nodes) == 4


def test_a_node_made_from_its_fields_is_the_node_its_class_makes():
    root, _, nodes = _reading.read_game(b"(;GM[1];B[aa])", 0, Node)

    def every_field(node: Node) -> dict[str, object]:
        return {name: getattr(node, name) for name in Node.__slots__}

    assert [every_field(node) for node in nodes] == [every_field(Node({"GM": [b"1"]}, [nodes[1]], None)),
                                                     every_field(Node({"B": [b"aa"]}, [], root))]


ODD_MOVES = [b"", b"tt", b"zz", b" aa", b"aa ", b"a", b"aaa", b"\xe2\x80\x8baa"]
"""Move values a record may hold besides a point of the board: a pass, a point off it, spaces,
the wrong length, bytes that are not letters."""


@st.composite
def nodes_of_any_kind(draw):
    """Nodes whose properties are moves written plainly or not (a list with no value among
    them), properties that name no points, properties that do, board properties and names that
    are no property at all."""
    columns, rows = draw(st.integers(1, 25)), draw(st.integers(1, 25))
    geom = geometry(columns, rows)
    plain = plain_moves(geom)
    points = sorted(plain)
    names = st.sampled_from(["B", "W", "C", "BL", "WL", "N", "AB", "AE", "LB", "SQ", "TR", "SZ", "GM", "", "b",
                             "XX", "KM", "MN", "AP"])
    values = st.lists(st.one_of(st.sampled_from(points), st.sampled_from(ODD_MOVES)), max_size=3)
    nodes = [Node(draw(st.dictionaries(names, values, max_size=4))) for _ in range(draw(st.integers(1, 12)))]
    return nodes, plain


@settings(max_examples=300, deadline=None)
@given(nodes_of_any_kind())
def test_the_nodes_a_check_must_read_are_found_in_c_as_in_python(case):
    nodes, plain = case
    expected = [index for index, node in enumerate(nodes) if not tree._needs_no_check(node.properties, plain)]
    assert _reading.nodes_to_check(nodes, plain, tree._NOTHING_TO_CHECK) == expected


@pytest.mark.parametrize("path", DATA_FILES, ids=lambda path: path.name)
def test_the_nodes_a_check_must_read_in_every_sample_and_test_file(path):
    try:
        games = load_games(path.read_bytes())
    except SgfError:  # a file the tests keep for its fault
        games = []
    for game in games:
        nodes, plain = list(game.root.walk()), plain_moves(game.geometry)
        with cores.chosen(None):
            expected = tree._nodes_to_check(nodes, plain)
        assert _reading.nodes_to_check(nodes, plain, tree._NOTHING_TO_CHECK) == expected


def test_the_garbage_collector_is_spared_the_values_and_tracks_a_node_given_more():
    """The lists of bytes and the dicts of them that the compiled reading makes are in no
    reference cycle, so it untracks them; a list put in a node's properties later tracks the
    dict again, as Python does for any dict, so that nothing put there escapes the collector."""
    root, _, nodes = _reading.read_game(b"(;GM[1]SZ[19];B[aa]C[x])", 0, Node)
    move = nodes[1]
    assert not gc.is_tracked(move.properties) and not gc.is_tracked(move.properties["B"])
    assert gc.is_tracked(move) and gc.is_tracked(root)
    move.properties["N"] = [b"a name"]
    assert gc.is_tracked(move.properties)
