"""``gobenson kill``: one line per block, json or text, and clear errors."""

from __future__ import annotations

import json

import pytest

from gobenson_gui.cli import main

EYES = "X . X O .\nX X X O O\n. . . . .\n"


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def position(tmp_path):
    path = tmp_path / "eyes.txt"
    path.write_text(EYES)
    return str(path)


def test_json_lines_for_every_block(position, capsys):
    status, out, _ = run(capsys, "kill", "--format", "json", position)
    assert status == 0
    records = [json.loads(line) for line in out.splitlines()]
    assert [(r["point"], r["colour"], r["safe"]) for r in records] == \
        [("aa", "black", False), ("da", "white", False)]
    # Outside liberties first, in reading order, the eye last.
    assert records[0]["moves"] == ["ac", "bc", "cc", "ba"]
    assert records[1]["moves"][-1] in ("ea", "dc", "ec")


def test_text_and_point_choice(position, capsys):
    status, out, _ = run(capsys, "kill", "--point", "D3", position)
    assert status == 0
    assert out.startswith("white block at D3 (da): black captures it in ")
    assert out.count("\n") == 1


def test_safe_block_says_so(tmp_path, capsys):
    path = tmp_path / "alive.txt"
    path.write_text(". X . X O\nX X X X O\nO O O O .\n")
    status, out, _ = run(capsys, "kill", "--point", "bb", str(path))
    assert status == 0 and out == "black block at B3 (ba): unconditionally alive, it cannot be captured\n"
    _, out, _ = run(capsys, "kill", "--format", "json", "--point", "bb", str(path))
    assert json.loads(out) == {"point": "ba", "colour": "black", "safe": True}


@pytest.mark.parametrize("point, message", [("zz", "off the 5x3 board"), ("B2x", "not a point"),
                                            ("E1", "there is no stone there")])
def test_bad_points(position, capsys, point, message):
    status, _, err = run(capsys, "kill", "--point", point, position)
    assert status == 1 and message in err and err.startswith(f"gobenson: {position}: ")


def test_node_all_is_a_usage_error(position, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["kill", "--node", "all", position])
    assert exit_info.value.code == 2


def test_a_block_without_a_liberty_is_a_line_not_a_traceback(tmp_path, capsys):
    path = tmp_path / "airless.txt"
    path.write_text(". X .\nX O X\n. X .\n")
    status, out, err = run(capsys, "kill", str(path))
    assert (status, out) == (1, "")
    assert err == f"gobenson: {path}: the position is illegal: the block at B2 has no liberty\n"
