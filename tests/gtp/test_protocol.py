"""GTP's lines as both halves read them from bytes: split at LF alone, decoded as UTF-8 whatever
the locale, and bounded, a longer line read past in pieces rather than held; and a command and an
answer, each parsed as it is printed, by the one module both halves use."""

from __future__ import annotations

import io

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gobenson_gui.core.words import gtp as words
from gobenson_gui.gtp.protocol import (LARGEST_INT, Answer, Command, GtpError, Line, answer_lines, format_answer,
                                       parse_answer, parse_command, parse_int, read_lines)


class Reads(io.BytesIO):
    """A byte stream that keeps the size of every ``readline`` asked of it."""

    def __init__(self, data: bytes) -> None:
        super().__init__(data)
        self.sizes: list[int] = []

    def readline(self, size: int | None = -1, /) -> bytes:
        self.sizes.append(-1 if size is None else size)
        return super().readline(size)


def test_a_line_ends_at_lf_alone_and_a_cr_is_dropped_as_a_control_character():
    lines = list(read_lines(io.BytesIO(b"1 name\r2 name\n3 name\r\n\n4 name")))
    assert [line.text for line in lines] == ["1 name\r2 name", "3 name\r", "", "4 name"]
    assert all(line.whole for line in lines)
    assert parse_command(lines[0].text).name == "name2"  # one command, as GNU Go reads it


def test_bytes_are_utf_8_and_those_that_are_not_are_replaced():
    lines = list(read_lines(io.BytesIO("loadsgf 碁.sgf\n".encode() + b"play b \xff\xfe\n")))
    assert lines == [Line("loadsgf 碁.sgf", True), Line("play b \ufffd\ufffd", True)]


def test_a_line_over_the_bound_is_cut_and_the_rest_read_past_in_pieces():
    stream = Reads(b"7 " + b"x" * 100 + b"\n" + b"y" * 8 + b"\n" + b"z" * 9 + b"\nname\n" + b"w" * 20)
    lines = list(read_lines(stream, limit=8))
    assert lines == [Line("7 xxxxxx", False), Line("y" * 8, True), Line("z" * 8, False), Line("name", True),
                     Line("w" * 8, False)]
    assert max(stream.sizes) == 9  # never more than the bound and its LF at once


@pytest.mark.parametrize("text", ["2147483648", "1" * 5000, "0" * 5000 + "1" * 11])
def test_a_number_past_gtps_ints_is_refused_in_the_engines_words(text):
    with pytest.raises(GtpError) as refused:
        parse_int(text)
    assert str(refused.value) == words.number_too_large(LARGEST_INT)


def test_gtps_ints_are_read_leading_zeros_and_all():
    assert [parse_int(text) for text in ("0", "007", "2147483647", "0" * 5000 + "52")] == [0, 7, LARGEST_INT, 52]
    with pytest.raises(GtpError, match="is not a number"):
        parse_int("٣")


WORD = st.text(st.characters(blacklist_categories=["Cc", "Cs"], blacklist_characters=" #"), min_size=1, max_size=8)
IDS = st.one_of(st.just(""), st.integers(0, LARGEST_INT).map(str))


@given(IDS, WORD.filter(lambda word: not word.isdecimal()), st.lists(WORD, max_size=4).map(tuple))
def test_a_command_is_parsed_as_it_is_printed(id_, name, arguments):
    command = Command(id_, name, arguments)
    assert parse_command(str(command)) == command


@given(st.booleans(), IDS, st.lists(st.text(st.characters(blacklist_categories=["Cs"]), max_size=20), max_size=4))
def test_an_answer_is_parsed_as_it_is_printed(success, id_, lines):
    """Whatever the text, the answer holds no empty line before its end, and reads back as its
    lines without the empty ones, trimmed."""
    written = format_answer(success, id_, "\n".join(lines))
    assert written.endswith("\n\n") and "\n\n" not in written[:-2]
    read = parse_answer(written)
    assert read == Answer(success, id_, "\n".join(line.rstrip() for line in "\n".join(lines).splitlines()
                                                   if line.strip()).strip())


def test_an_answer_is_read_as_gnu_go_and_gogui_write_it():
    assert parse_answer("= GNU Go") == Answer(True, "", "GNU Go")
    assert parse_answer("=12 alive") == Answer(True, "12", "alive")
    assert parse_answer("?3 unknown command") == Answer(False, "3", "unknown command")
    assert parse_answer("=") == Answer(True, "", "")
    assert parse_answer("= \n   A B C\n 3 . . .") == Answer(True, "", "A B C\n 3 . . .")
    assert parse_answer("Segmentation fault") is None
    assert parse_answer("") is None


def test_an_answers_lines_run_from_its_first_line_to_the_empty_one():
    lines = iter(["", "  ", "= A1", "B2", "", "= next"])
    assert answer_lines(lambda: next(lines)) == ["= A1", "B2"]
    assert next(lines) == "= next"
