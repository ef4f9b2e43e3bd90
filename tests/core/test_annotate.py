"""Annotating with the analysis: marks, the paragraph, idempotence, and the undoable command."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui.core.analysis import analyze
from gobenson_gui.core.board import Board
from gobenson_gui.core.report import analysis_paragraph
from gobenson_gui.core.rules import Rules
from gobenson_gui.core.annotate import (GENERATED_PARAGRAPH, HEADING_PREFIX, Annotate, annotate, heading,
                                       with_paragraph)
from gobenson_gui.core.sgf.errors import EditError, SgfError
from gobenson_gui.core.sgf.values import decode_text, encode_text, format_point_list, format_size, parse_point_list

from .strategies import boards
from .sgf.helpers import apply_checked, load, node_at, roundtrip

# Black's two-eyed group in the top-left corner of a 7x5 board; white's loose stone is not alive.
POSITION = "(;SZ[7:5]AB[ba][da][ab:db]AW[fd]C[My own note.\n\nSecond paragraph.]TR[ba])"


def node_marks(node, prop, geom):
    return set(parse_point_list(node.get(prop) or [], geom, prop))


def test_safe_stones_get_squares_and_territory_tb_tw():
    document = load(POSITION)
    assert annotate(document, "all") == 1
    root = document.game.root
    geom = document.geometry
    black = set(geom.points(document.board().black))
    # The user's triangle on B5 stays, and that stone gets no square (one mark a point).
    assert node_marks(root, "TR", geom) == {(1, 0)}
    assert node_marks(root, "SQ", geom) == black - {(1, 0)}
    assert node_marks(root, "TB", geom) == {(0, 0), (2, 0)}
    assert not node_marks(root, "TW", geom)
    comment = decode_text(root.get("C")[0])
    assert comment.startswith("My own note.\n\nSecond paragraph.\n\n" + HEADING_PREFIX)
    assert "Black: 1 of 1 block unconditionally alive" in comment
    assert "rounds" in comment


def test_annotating_twice_changes_nothing_and_keeps_one_paragraph():
    document = load(POSITION)
    annotate(document)
    once = document.to_bytes()
    annotate(document)
    assert document.to_bytes() == once
    assert once.count(HEADING_PREFIX.encode()) == 1


def test_other_properties_tree_and_comments_are_untouched():
    document = load("(;SZ[5]XX[keep]AB[aa]C[hello];B[ee]GN[x](;W[dd])(;W[cc]))")
    annotate(document)
    roots = [(node.properties.get("XX"), node.properties.get("GN"), len(node.children))
             for node in document.game.root.walk()]
    assert roots == [([b"keep"], None, 1), (None, [b"x"], 2), (None, None, 0), (None, None, 0)]
    assert decode_text(document.game.root.get("C")[0]).startswith("hello\n\n")
    # Only the main line is annotated.
    assert "C" not in node_at(document, [0, 1]).properties


def test_node_choice_all_last_or_index():
    document = load("(;SZ[5];B[aa];W[bb];B[cc])")
    line = document.game.main_line()
    assert document.main_line_nodes("all") == line
    assert document.main_line_nodes("last") == line[-1:]
    assert document.main_line_nodes("2") == [line[2]]
    with pytest.raises(SgfError, match="nodes 0 to 3"):
        document.main_line_nodes(4)
    with pytest.raises(SgfError, match="not a node choice"):
        document.main_line_nodes("first")


def test_rules_are_named_and_suicide_rules_can_differ():
    document = load(POSITION)
    annotate(document, "last", Rules.SUICIDE)
    assert "suicide rules" in decode_text(document.game.root.get("C")[0])
    annotate(document, "last", Rules.NO_SUICIDE)
    comment = decode_text(document.game.root.get("C")[0])
    assert comment.count(HEADING_PREFIX) == 1 and "no-suicide rules" in comment


def test_the_paragraph_is_replaced_where_it_stands():
    paragraph = written_paragraph(POSITION)
    assert with_paragraph("", "P") == "P"
    assert with_paragraph(f"a\n\n{paragraph}\n\nb", "P") == "a\n\nP\n\nb"


def test_annotate_command_undoes_exactly_and_survives_a_round_trip():
    document = load(POSITION + "(;SZ[9])")
    command = Annotate(document, document.game.main_line())
    assert command.text == "Annotate with the analysis"
    apply_checked(document, command)
    assert roundtrip(document).to_bytes() == document.to_bytes()


# -- annotating again ----------------------------------------------------------------------------


def written_paragraph(sgf: str, rules: Rules = Rules.NO_SUICIDE) -> str:
    """The paragraph annotate writes at the root of ``sgf``, taken from a real annotation."""
    document = load(sgf)
    annotate(document, 0, rules)
    comment = decode_text(document.game.root.get("C")[0])
    return comment[comment.index(HEADING_PREFIX):]


def comment_after_annotating(sgf: str, times: int = 1) -> str:
    document = load(sgf)
    for _ in range(times):
        annotate(document, 0)
    return decode_text(document.game.root.get("C")[0])


BARE = "(;SZ[7:5]AB[ba][da][ab:db]AW[fd])"


@pytest.mark.parametrize("comment", ["hello\n", "hello\n\n", "hello\n\n\n", "\n", "hello\r\n", " "])
def test_a_comment_ending_in_line_breaks_gets_one_paragraph_and_keeps_its_text(comment):
    sgf = BARE[:-1] + f"C[{comment}])"
    document = load(sgf)
    annotate(document)
    once = document.to_bytes()
    assert annotate(document) == 0
    assert document.to_bytes() == once
    text = decode_text(document.game.root.get("C")[0])
    kept = decode_text(load(sgf).game.root.get("C")[0])
    assert text.startswith(kept) and text.count(HEADING_PREFIX) == 1
    assert text[len(kept):].lstrip("\n") == written_paragraph(BARE)


def test_a_line_typed_right_under_the_paragraph_stays():
    paragraph = written_paragraph(BARE)
    sgf = BARE[:-1] + f"C[Before.\n{paragraph}\nMy own line, typed right under it.\nAnd another.])"
    assert comment_after_annotating(sgf) == \
        f"Before.\n{paragraph}\nMy own line, typed right under it.\nAnd another."


@pytest.mark.parametrize("own", [
    "Unconditional life (Benson, my view): the corner lives.",
    "Unconditional life (Benson, no-suicide rules):\nBlack lives, White is dead.",
    "Unconditional life (Benson, no-suicide rules):\nBlack: no stones.\nWhite: I think it is dead.",
    "Unconditional life (Benson, no-suicide rules): see below\nBlack: no stones.\nWhite: no stones.",
    "Unconditional life (Benson, chinese rules):\nBlack: no stones.\nWhite: no stones.",
    "Black: no stones.\nWhite: no stones.",
])
def test_a_teachers_text_that_merely_looks_like_the_paragraph_stays(own):
    sgf = BARE[:-1] + f"C[{own}])"
    assert comment_after_annotating(sgf, times=2) == own + "\n\n" + written_paragraph(BARE)


def test_a_paragraph_of_an_earlier_position_or_other_rules_is_replaced_where_it_stands():
    stale = written_paragraph("(;SZ[7:5]AW[ba][da][ab:db]AB[fd])", Rules.SUICIDE)
    sgf = BARE[:-1] + f"C[Intro.\n\n{stale}\nNote under it.\n\nEnd.])"
    assert comment_after_annotating(sgf) == f"Intro.\n\n{written_paragraph(BARE)}\nNote under it.\n\nEnd."


def test_paragraphs_repeated_by_an_older_version_become_one():
    paragraph = written_paragraph(BARE)
    sgf = BARE[:-1] + f"C[hello\n\n\n{paragraph}\n\n{paragraph}\n{paragraph}\n\nbye])"
    assert comment_after_annotating(sgf) == f"hello\n\n\n{paragraph}\n\nbye"


def test_annotating_what_is_up_to_date_changes_nothing_and_is_refused_as_a_command():
    document = load(POSITION + "(;SZ[5];B[aa];W[bb])")
    assert annotate(document) == 1
    line = document.game.main_line()
    with pytest.raises(EditError, match="already written in this node"):
        Annotate(document, line)
    document.select_game(1)
    line = document.game.main_line()
    assert annotate(document, 1) == 1
    before = document.to_bytes()
    assert annotate(document) == 1  # the root; nodes 1 and 2 have its verdict (nothing is safe)
    assert document.to_bytes() != before
    with pytest.raises(EditError, match="already written in every node where the verdict changes"):
        Annotate(document, line, changes_only=True)
    assert annotate(document, "last") == 1
    with pytest.raises(EditError, match="already written in each of the 3 nodes"):
        Annotate(document, line)


def test_a_command_that_annotates_one_node_of_several_names_it_in_the_singular():
    document = load("(;SZ[5]AB[aa];W[ee])")
    assert annotate(document, 1) == 1
    assert Annotate(document, document.game.main_line()).text == "Annotate 1 node"


def test_a_command_changes_only_the_nodes_that_need_it():
    document = load("(;SZ[5]AB[aa];W[ee];B[bb])")
    root, middle, last = document.game.main_line()
    annotate(document, 1)
    untouched = middle.properties
    apply_checked(document, Annotate(document, [root, middle, last]))
    assert middle.properties is untouched
    assert HEADING_PREFIX.encode() in root.get("C")[0] and HEADING_PREFIX.encode() in last.get("C")[0]


def test_a_comment_whose_text_stays_keeps_its_bytes():
    document = load(BARE)
    annotate(document)
    root = document.game.root
    # Same text, other escapes: a soft line break and an escaped letter.
    root.properties["C"] = [root.get("C")[0].replace(b"Unconditional", b"Uncon\\\ndition\\al")]
    stored = root.get("C")[0]
    assert annotate(document) == 0
    assert root.get("C")[0] == stored


TEACHERS_BYTES = b"Line one\r\nline two, broken \\\nsoftly; an escaped \\: colon and a \\] bracket\r\n"


def test_the_teachers_comment_comes_back_byte_for_byte_with_the_paragraph_after_it():
    document = load(BARE[:-1].encode() + b"C[" + TEACHERS_BYTES + b"])")
    annotate(document)
    raw = document.game.root.get("C")[0]
    assert raw.startswith(TEACHERS_BYTES)
    assert decode_text(raw[len(TEACHERS_BYTES):]).lstrip("\n") == written_paragraph(BARE)


def test_re_annotating_a_changed_position_replaces_only_gobensons_lines_and_keeps_the_teachers_bytes():
    stale = encode_text(written_paragraph("(;SZ[7:5]AW[ba][da][ab:db]AB[fd])", Rules.SUICIDE))
    under = b"Under it,\r\nsoft\\\nly."
    document = load(BARE[:-1].encode() + b"C[" + TEACHERS_BYTES + b"\n" + stale + b"\n" + under + b"])")
    annotate(document)
    raw = document.game.root.get("C")[0]
    assert raw == TEACHERS_BYTES + b"\n" + encode_text(written_paragraph(BARE)) + b"\n" + under


def test_repeated_comment_values_are_all_kept_in_one_comment_with_the_paragraph_after_them():
    document = load(BARE[:-1] + "C[first\r\nteacher]C[second]C[third])")
    assert annotate(document) == 1
    [raw] = document.game.root.get("C")
    assert raw == b"first\r\nteacher\n\nsecond\n\nthird\n\n" + encode_text(written_paragraph(BARE))
    assert annotate(document) == 0


# -- properties ----------------------------------------------------------------------------------

RAW_PIECES = st.sampled_from([b"text", b" ", b"\r\n", b"\n", b"\r", b"\\\n", b"\\\r\n", b"\\:", b"\\]",
                              b"\\\\", b"\\x", b"\xc3\xa9", b"\t"])


@settings(max_examples=200, deadline=None)
@given(st.lists(RAW_PIECES, min_size=1, max_size=12).map(b"".join))
def test_any_teachers_comment_keeps_its_bytes_and_annotating_again_changes_nothing(teachers):
    document = load(BARE[:-1].encode() + b"C[" + teachers + b"])")
    annotate(document)
    raw = document.game.root.get("C")[0]
    assert raw.startswith(teachers)
    assert decode_text(raw).endswith(written_paragraph(BARE))
    once = document.to_bytes()
    assert annotate(document) == 0 and document.to_bytes() == once


STALE = encode_text(written_paragraph("(;SZ[7:5]AW[ba][da][ab:db]AB[fd])", Rules.SUICIDE))


@settings(max_examples=200, deadline=None)
@given(st.lists(RAW_PIECES, max_size=8).map(b"".join), st.lists(RAW_PIECES, max_size=8).map(b"".join))
def test_replacing_a_stale_paragraph_keeps_the_bytes_around_it(above, under):
    document = load(BARE[:-1].encode() + b"C[" + above + b"\n" + STALE + b"\n" + under + b"])")
    annotate(document)
    raw = document.game.root.get("C")[0]
    assert raw == above + b"\n" + encode_text(written_paragraph(BARE)) + b"\n" + under


RULES = st.sampled_from(list(Rules))


def paragraph_of(board: Board, rules: Rules) -> str:
    return heading(rules) + "\n" + analysis_paragraph(analyze(board, rules))


@settings(max_examples=300, deadline=None)
@given(boards(legal=False, holes=True), RULES)
def test_every_paragraph_the_analysis_writes_is_recognised_whole(board, rules):
    assert GENERATED_PARAGRAPH.fullmatch(paragraph_of(board, rules))


@st.composite
def look_alikes(draw):
    """A real paragraph with a ``?`` (which no paragraph holds) put into its heading, Black or
    White line: text that merely resembles what gobenson writes."""
    lines = paragraph_of(draw(boards()), draw(RULES)).split("\n")
    spoilt = draw(st.integers(0, 2))
    at = draw(st.integers(0, len(lines[spoilt])))
    lines[spoilt] = lines[spoilt][:at] + "?" + lines[spoilt][at:]
    return "\n".join(lines)


FREE_TEXT = st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=12)
SEPARATORS = st.sampled_from(["\n", "\n\n", "\n\n\n", " ", ""])


@st.composite
def users_texts(draw):
    """Free text, line breaks, blank lines and look-alikes, in any order; may end in line breaks."""
    pieces = draw(st.lists(st.one_of(FREE_TEXT, look_alikes()), max_size=4))
    text = ""
    for piece in pieces:
        text += piece + draw(SEPARATORS)
    return text


def sgf_of(board: Board, comment: str, marks: dict) -> bytes:
    geom = board.geometry
    props = {"SZ": [format_size(geom.columns, geom.rows)],
             "AB": format_point_list(geom.points(board.black)), "AW": format_point_list(geom.points(board.white)),
             **{kind: format_point_list(points) for kind, points in marks.items() if points}}
    if comment:
        props["C"] = [encode_text(comment)]
    return b"(;" + b"".join(prop.encode() + b"".join(b"[" + value + b"]" for value in values)
                            for prop, values in props.items() if values) + b")"


@st.composite
def annotated_inputs(draw):
    """A position with the user's marks and comment, maybe holding an earlier paragraph (of
    another position or other rules) with the user's text right above and under it."""
    board = draw(boards())
    points = board.geometry.points(board.geometry.on)
    marks = {kind: draw(st.sets(st.sampled_from(points), max_size=3)) for kind in ("TR", "SQ", "TB")}
    before, after = draw(users_texts()), draw(users_texts())
    earlier = draw(st.none() | st.tuples(boards(), RULES).map(lambda pair: paragraph_of(*pair)))
    if earlier is None:
        return board, marks, before + after, None
    above = before + ("\n" if before and not before.endswith("\n") else "")
    under = ("\n" + after) if after else ""
    return board, marks, above + earlier + under, (above, under)


@settings(max_examples=150, deadline=None)
@given(annotated_inputs(), RULES)
def test_annotating_is_idempotent_and_the_users_text_and_marks_survive(given_input, rules):
    board, marks, comment, around = given_input
    document = load(sgf_of(board, comment, marks))
    root = document.game.root
    assert decode_text((root.get("C") or [b""])[0]) == comment
    annotate(document, 0, rules)
    once = document.to_bytes()
    assert annotate(document, 0, rules) == 0
    assert document.to_bytes() == once

    paragraph = paragraph_of(document.board(root), rules)
    text = decode_text(root.get("C")[0])
    if around is None:
        assert text.startswith(comment) and text[len(comment):].lstrip("\n") == paragraph
        assert len(text) - len(comment) - len(paragraph) <= 2  # at most a blank line between
    else:
        assert text == around[0] + paragraph + around[1]
    geom = document.geometry
    for kind, points in marks.items():
        assert node_marks(root, kind, geom) >= points
