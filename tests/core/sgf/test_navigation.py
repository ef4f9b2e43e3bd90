"""The cursor: moving along lines and variations, paths, and positions that stay right."""

from __future__ import annotations

from gobenson_gui.core.board import Colour
from gobenson_gui.core.sgf import document as document_module
from gobenson_gui.core.sgf.commands import DeleteNode, SetStone
from gobenson_gui.core.sgf.replay import start_position, step

from .helpers import load, node_at, path_from_root

TREE = "(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd])(;W[ee]);W[ff])"


def test_next_and_previous_node_follow_the_current_line():
    document = load("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd]))")
    assert not document.previous_node()
    assert document.next_node() and document.next_node() and document.next_node()
    assert path_from_root(document.cursor) == [0, 0, 0]
    assert not document.next_node()
    assert document.previous_node() and path_from_root(document.cursor) == [0, 0]


def test_variations_are_siblings():
    document = load("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd])(;W[ee]))")
    document.go_to(node_at(document, [0, 0]))
    assert not document.previous_variation()
    assert document.next_variation() and path_from_root(document.cursor) == [0, 1]
    assert document.next_variation() and path_from_root(document.cursor) == [0, 2]
    assert not document.next_variation()
    assert document.previous_variation() and path_from_root(document.cursor) == [0, 1]
    document.go_first()
    assert not document.next_variation()


def test_first_and_last_of_the_main_line_and_paths():
    document = load("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd]))")
    document.go_to(node_at(document, [0, 1]))
    document.go_last()
    assert path_from_root(document.cursor) == [0, 0, 0]
    assert document.cursor.properties == {"B": [b"cc"]}
    document.go_first()
    assert document.cursor is document.game.root and path_from_root(document.cursor) == []
    node = node_at(document, [0, 1])
    assert path_from_root(node) == [0, 1] and node_at(document, path_from_root(node)) is node


def test_go_to_a_node_of_another_game_shows_that_game():
    document = load("(;SZ[9])(;SZ[5];B[aa])")
    node = document.games[1].main_line()[-1]
    document.go_to(node)
    assert document.game_index == 1 and document.cursor is node


def _replayed(document, node):
    path = []
    while node is not None:
        path.append(node)
        node = node.parent
    position = start_position(document.game_of(path[-1]))
    for walker in reversed(path):
        position = step(position, walker, "node")
    return position


def test_positions_of_a_long_game_match_a_plain_replay_after_edits(monkeypatch):
    monkeypatch.setattr(document_module, "CHECKPOINT_EVERY", 4)
    monkeypatch.setattr(document_module, "RECENT_POSITIONS", 3)
    moves = "".join(f";{'BW'[i % 2]}[{'abcdefghi'[i % 9]}{'abcdefghi'[i // 9 % 9]}]" for i in range(40))
    document = load(f"(;SZ[9]{moves})")
    line = document.game.main_line()
    for node in line[::3] + line[::-5]:
        assert document.position(node) == _replayed(document, node)
    SetStone(document, (8, 8), Colour.WHITE, node=line[10]).apply(document)
    DeleteNode(document, node=line[20]).apply(document)
    for node in document.game.main_line():
        assert document.position(node) == _replayed(document, node)
