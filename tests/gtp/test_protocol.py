"""GTP's lines as the engine reads them from its bytes: split at LF alone, decoded as UTF-8
whatever the locale, and bounded, a longer line read past in pieces rather than held."""

from __future__ import annotations

import io

import pytest

from gobenson_gui.gtp.protocol import LARGEST_INT, GtpError, Line, parse_command, parse_int, read_lines
from gobenson_gui.core.words import gtp as words


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
