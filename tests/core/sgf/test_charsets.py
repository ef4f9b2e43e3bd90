"""Character sets: a game keeps the bytes of its file in the character set the file declared (or
implied), shows text decoded in it, encodes edits in it, notes damaged text, and never writes
back text it did not mean to change."""

from __future__ import annotations

import pytest
from sgfmill import sgf, sgf_grammar

from gobenson_gui.core.annotate import Annotate
from gobenson_gui.core.sgf.commands import SetComment, SetLabel
from gobenson_gui.core.sgf.errors import EditError, SgfError
from gobenson_gui.core.sgf.values import decode_simple_text, decode_text, parse_label

from .helpers import apply_checked, games_as_read, load, state

DAMAGED_UTF8 = b"(;CA[UTF-8]SZ[9]PB[Ren\xe9]C[caf\xc3\xa9 \xff])"
DAMAGED_SHIFT_JIS = "(;CA[Shift_JIS]SZ[9]PW[本因坊]C[".encode("shift_jis") + b"\x81\x20])"
ISO_2022_JP = "(;CA[ISO-2022-JP]SZ[9]PB[囲碁]C[秀策])".encode("iso2022_jp")
LATIN1_DECLARED = "(;CA[ISO-8859-1]SZ[9]C[café];B[aa]C[Müller])".encode("latin-1")
LATIN1_UNDECLARED = "(;SZ[9]PB[Müller]C[café, déjà vu])".encode("latin-1")
UTF8_UNDECLARED = "(;SZ[9]C[日本棋院])".encode()
CP1252_LABELS = "(;CA[windows-1252]SZ[9]LB[aa:é][bb:“q”])".encode("cp1252")
FIXTURES = {"damaged utf-8": DAMAGED_UTF8, "damaged shift_jis": DAMAGED_SHIFT_JIS, "iso-2022-jp": ISO_2022_JP,
            "latin-1": LATIN1_DECLARED, "latin-1 without CA": LATIN1_UNDECLARED,
            "utf-8 without CA": UTF8_UNDECLARED, "windows-1252 labels": CP1252_LABELS}


@pytest.mark.parametrize("data", FIXTURES.values(), ids=FIXTURES.keys())
def test_an_unedited_game_is_written_back_byte_for_byte(data):
    assert load(data).to_bytes() == data + b"\n"


def test_a_declared_utf8_game_with_invalid_bytes_shows_replacement_characters_and_names_each_place():
    game = load(DAMAGED_UTF8).game
    assert game.charset == "utf-8"
    assert decode_simple_text(game.root.get("PB")[0], game.charset) == "Ren\ufffd"
    assert decode_text(game.root.get("C")[0], game.charset) == "café \ufffd"
    assert game.notes == ["game 1, node 0, PB: not valid UTF-8; shown with replacement characters",
                          "game 1, node 0, C: not valid UTF-8; shown with replacement characters"]


def test_another_declared_character_set_with_invalid_bytes_loads_too():
    game = load(DAMAGED_SHIFT_JIS).game
    assert game.charset == "shift_jis"
    assert decode_simple_text(game.root.get("PW")[0], game.charset) == "本因坊"
    assert game.notes == ["game 1, node 0, C: not valid Shift_JIS; shown with replacement characters"]


def test_iso_2022_jp_is_decoded_and_keeps_its_ca():
    document = load(ISO_2022_JP)
    game = document.game
    assert decode_text(game.root.get("C")[0], game.charset) == "秀策"
    assert b"CA[ISO-2022-JP]" in document.to_bytes() and game.notes == []


def test_a_game_without_ca_that_is_not_utf8_is_guessed_and_the_guess_noted():
    game = load(LATIN1_UNDECLARED).game
    assert decode_text(game.root.get("C")[0], game.charset) == "café, déjà vu"
    assert decode_simple_text(game.root.get("PB")[0], game.charset) == "Müller"
    assert len(game.notes) == 1 and "no CA[]" in game.notes[0] and "it is read as" in game.notes[0]


def test_a_character_set_gobenson_cannot_use_is_noted_and_the_text_read_as_without_ca():
    for name in (b"Klingon", b"\x00TF-8", b"UTF-16"):
        game = load(b"(;CA[" + name + b"]C[x])").game
        assert game.charset == "utf-8"
        assert "names no character set gobenson can use" in game.notes[0]


def test_ascii_declared_text_with_other_bytes_is_damage_not_a_refusal():
    game = load("(;CA[ascii]C[café])".encode("latin-1")).game
    assert game.notes == ["game 1, node 0, C: not valid ASCII; shown with replacement characters"]


def test_utf16_with_a_byte_order_mark_is_read_and_saved_as_utf8():
    data = "\ufeff(;SZ[9]C[日本])\n".encode("utf-16-le")
    document = load(data)
    assert decode_text(document.game.root.get("C")[0], document.game.charset) == "日本"
    assert document.game.notes == ["the file is in UTF-16; gobenson read it as such and saves it in UTF-8"]
    assert document.to_bytes() == "(;SZ[9]C[日本]CA[UTF-8])\n".encode()


def test_typed_text_is_encoded_in_the_games_character_set():
    document = load(LATIN1_DECLARED)
    apply_checked(document, SetComment(document, "Müller est là"))
    assert document.cursor.get("C") == ["Müller est là".encode("latin-1")]
    assert document.to_bytes().startswith(b"(;CA[ISO-8859-1]")


def test_text_the_character_set_cannot_hold_is_refused_and_nothing_changes():
    document = load(LATIN1_DECLARED)
    before = state(document)
    with pytest.raises(EditError, match="has no '日'"):
        SetComment(document, "日本")
    assert state(document) == before


def test_non_ascii_text_typed_into_a_game_without_ca_declares_the_set_in_the_same_edit():
    document = load("(;SZ[9];B[aa])")
    document.next_node()
    command = SetComment(document, "très bien")
    apply_checked(document, command)
    assert document.to_bytes() == "(;SZ[9]CA[UTF-8];B[aa]C[très bien])\n".encode()
    command.undo(document)
    assert document.to_bytes() == b"(;SZ[9];B[aa])\n"


def test_ascii_text_typed_into_a_game_without_ca_adds_no_ca():
    document = load(LATIN1_UNDECLARED)
    apply_checked(document, SetComment(document, "plain"))
    assert b"CA[" not in document.to_bytes()


def test_labels_decode_and_encode_in_the_games_character_set():
    document = load(CP1252_LABELS)
    geom, charset = document.geometry, document.game.charset
    assert [parse_label(value, geom, charset)[1] for value in document.game.root.get("LB")] == ["é", "“q”"]
    apply_checked(document, SetLabel(document, (2, 2), "€"))
    assert document.game.root.get("LB")[-1] == "cc:€".encode("cp1252")


def test_annotating_keeps_the_damaged_bytes_of_the_old_comment():
    document = load(DAMAGED_UTF8)
    apply_checked(document, Annotate(document))
    comment = document.game.root.get("C")[0]
    assert comment.startswith(b"caf\xc3\xa9 \xff") and "\ufffd".encode() not in comment


def _sgfmill_texts(data: bytes) -> list[str]:
    """Every text value of the first game, decoded as sgfmill reads the file (its CA, else
    Latin-1), damaged bytes replaced."""
    game = sgf.Sgf_game.from_bytes(data)
    texts, stack = [], [game.get_root()]  # sorted at the end: sgfmill keeps no property order
    while stack:
        node = stack.pop()
        for prop, values in sorted(node.get_raw_property_map().items()):
            if prop in ("C", "GN", "PB", "PW", "LB"):
                texts.extend(sgf_grammar.text_value(value).decode(game.get_charset(), "replace") for value in values)
        stack.extend(reversed(list(node)))
    return sorted(texts)


@pytest.mark.parametrize("data", FIXTURES.values(), ids=FIXTURES.keys())
def test_sgfmill_reads_every_text_of_the_output_as_it_read_the_input(data):
    document = load(data)
    assert _sgfmill_texts(document.to_bytes()) == _sgfmill_texts(data)
    apply_checked(document, SetLabel(document, (8, 8), "z"))  # an edit: the game is written from its tree
    assert _sgfmill_texts(document.to_bytes()) == sorted(_sgfmill_texts(data) + ["ii:z"])


def test_after_non_ascii_text_is_typed_sgfmill_reads_every_text_as_gobenson_shows_it():
    document = load(UTF8_UNDECLARED)
    apply_checked(document, SetLabel(document, (0, 0), "é"))
    game = document.game
    shown = sorted([decode_text(game.root.get("C")[0], game.charset), "aa:é"])
    assert _sgfmill_texts(document.to_bytes()) == shown


# Second bytes that are SGF's own: 十 is 0x8F 0x5C in Shift_JIS, ソ 0x83 0x5C, ゾ 0x83 0x5D;
# 許 功 蓋 end in 0x5C in Big5; 乗 is 0x81 0x5C and 乚 0x81 0x5D in GBK.
TWO_BYTE_TEXTS = {
    "shift_jis": ("cp932", {"EV": "鎌倉十番碁", "PW": "木谷実 十段", "GN": "第十", "C": "ソとゾ、a]b\\c 十"}),
    "big5": ("big5", {"EV": "許功蓋", "PB": "功", "C": "圍棋 a]b 蓋"}),
    "gbk": ("gbk", {"EV": "乗乚", "PB": "乚", "C": "围棋 a]b 乗"}),
}
CA_LABELS = {"shift_jis": "Shift_JIS", "big5": "Big5", "gbk": "GBK"}


def _escaped(text: str) -> str:
    return text.replace("\\", "\\\\").replace("]", "\\]")


def _two_byte_game(name: str, declared: bool) -> bytes:
    """A game with the texts of ``name`` in the root, escaped as SGF escapes them, and a move."""
    codec, texts = TWO_BYTE_TEXTS[name]
    values = "".join(f"{prop}[{_escaped(text)}]" for prop, text in texts.items())
    ca = f"CA[{CA_LABELS[name]}]" if declared else ""
    return f"(;{ca}SZ[9]{values};B[ee])".encode(codec)


@pytest.mark.parametrize("declared", [True, False], ids=["declared", "guessed"])
@pytest.mark.parametrize("name", TWO_BYTE_TEXTS)
def test_two_byte_characters_ending_in_a_backslash_or_bracket_byte_read_as_written(name, declared):
    data = _two_byte_game(name, declared)
    document = load(data)
    game = document.game
    _, texts = TWO_BYTE_TEXTS[name]
    assert {prop: (decode_text if prop == "C" else decode_simple_text)(game.root.get(prop)[0], game.charset)
            for prop in texts} == texts
    assert document.board(game.main_line()[1]).get((4, 4)) is not None
    assert document.to_bytes() == data + b"\n"
    assert all("it is read as" in note for note in game.notes) and len(game.notes) == (0 if declared else 1)


@pytest.mark.parametrize("declared", [True, False], ids=["declared", "guessed"])
@pytest.mark.parametrize("name", TWO_BYTE_TEXTS)
def test_two_byte_characters_typed_in_an_edit_are_written_without_stray_backslashes(name, declared):
    codec, texts = TWO_BYTE_TEXTS[name]
    document = load(_two_byte_game(name, declared))
    typed = texts["EV"] + " a]b"
    apply_checked(document, SetComment(document, typed))
    written = document.to_bytes()
    # Only the typed ] is escaped: the file reads in its character set as the typed text.
    assert b"C[" + texts["EV"].encode(codec) + b" a\\]b]" in written
    assert all("\\" + character not in written.decode(codec) for character in texts["EV"])
    reread = load(written)
    assert decode_text(reread.game.root.get("C")[0], reread.game.charset) == typed
    assert reread.game.root.get("EV") == document.game.root.get("EV")


# Go's texts without CA, as problem books' files hold them: each is read in its own set, not in
# another one where its bytes also decode (GB2312 text decodes as EUC-KR and as Shift_JIS too).
GO_TEXTS = {
    "gb18030": ("黑先活", "正解", "失败", "变化：白先劫", "第4题 黑先 提示：是吃白五子呢，还是黑净活？"),  # noqa: RUF001 (Chinese punctuation)
    "big5": ("黑先活", "正解", "失敗", "變化"),
    "cp932": ("黒先白死", "正解図", "失敗", "変化", "黒番"),
    "euc_jp": ("黒先白死", "正解図", "失敗", "変化"),
    "cp949": ("흑선 활", "정답", "실패", "사활 문제 흑선", "백선 패"),
}


@pytest.mark.parametrize("codec", GO_TEXTS)
def test_go_texts_without_ca_are_read_in_their_own_set(codec):
    for text in GO_TEXTS[codec]:
        data = f"(;SZ[19]AB[aa]C[{text}];B[bb]N[{text}])".encode(codec)
        game = load(data).game
        assert (codec, decode_text(game.root.get("C")[0], game.charset)) == (codec, text)
        assert len(game.notes) == 1 and "it is read as" in game.notes[0]


def test_a_stonebase_export_without_ca_shows_its_chinese_words():
    data = (b"(;GM[1]AB[eq][dq]AW[bq][cp]C[3-3-1-8\n\xba\xda\xcf\xc8]AP[StoneBase:SGFParser.3.0.1]SZ[19]"
            b"EV[\xc0\xee\xb2\xfd\xb8\xe4\xbe\xab\xbd\xb2\xce\xa7\xc6\xe5\xca\xd6\xbd\xee3]"
            b"(;B[br]C[\xd5\xfd\xbd\xe2])(;B[cr]C[\xca\xa7\xb0\xdc]))")
    game = load(data).game
    assert game.charset == "gb18030"
    assert decode_text(game.root.get("C")[0], game.charset) == "3-3-1-8\n黑先"
    assert decode_simple_text(game.root.get("EV")[0], game.charset) == "李昌镐精讲围棋手筋3"
    assert [decode_text(child.get("C")[0], game.charset) for child in game.root.children] == ["正解", "失败"]


def test_a_declared_ca_wins_over_the_words():
    data = "(;CA[EUC-KR]SZ[19]C[흑선])".encode("cp949")
    game = load(data.replace("흑선".encode("cp949"), "黑先".encode("gb18030"))).game
    assert game.charset == "euc_kr" and game.notes == []


DAMAGED_TWO_GAMES = {
    # Game 1 is repaired, so written from its tree; its comment holds 0x86 0x5C, one character in
    # GB18030, the set its bytes suggest, and a backslash escaping the ] in a one-byte set.
    "a character that hides a backslash": b"(;SZ[9]C[\x86\\]x];\xe5Baa])(;SZ[9];W[bb])",
    "values split by one set, the game's text guessed another": b"(;SZ[9]C[\xb4\x81\\];Ba])(;SZ[9];W[bb])",
    "values split byte by byte, the text guessed two-byte": b"(;SZ9]C[\x86\\]x(];B[aa])(;SZ[9]W[bb])",
    # Game 1 is unedited, but the guess of its set read on into game 2, which is repaired: written
    # as it was read, it would be guessed anew.
    "an unedited game guessed from its repaired neighbour": b"(;SZ[9]C[\x82\\\\];(B[aa])(;\x88Z[9];)W[bb])",
}


@pytest.mark.parametrize("data", DAMAGED_TWO_GAMES.values(), ids=DAMAGED_TWO_GAMES.keys())
def test_a_damaged_collection_of_two_games_is_saved_as_the_two_games_it_was_read_as(data):
    """The save names the character set the values were split by, first: read again, the file
    splits its values, its nodes and its games where they were split (it gave one game whose
    comment swallowed the second game's start)."""
    document = load(data)
    assert len(document.games) == 2
    again = load(document.to_bytes())
    assert games_as_read(again) == games_as_read(document)


def test_a_file_that_would_not_read_back_as_its_games_is_not_written(tmp_path, monkeypatch):
    from gobenson_gui.core.sgf import tree

    document = load(DAMAGED_TWO_GAMES["a character that hides a backslash"])
    target = tmp_path / "two.sgf"
    target.write_bytes(b"old")
    monkeypatch.setattr(tree, "_reads_back", lambda data, games: False)
    with pytest.raises(SgfError, match=r"^the file cannot be written so that it reads back as its 2 games: "):
        document.save(target)
    assert target.read_bytes() == b"old"
