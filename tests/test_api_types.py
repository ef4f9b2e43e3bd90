"""The Python API's answer to arguments of the wrong type, or of the right type and any content:
the ValueError of one line its manual documents, never an AttributeError or a TypeError of the
code below it.  Every public function and method is called, every argument in turn replaced."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gobenson_gui import api
from gobenson_gui.core.board import Board
from gobenson_gui.core.rules import Rules

POSITION = api.from_diagram(". X O .\nX X O O\n. X O .\n")
ANALYSIS = api.analyze(POSITION)


def _strings_of(value: object) -> bool:
    """An iterable (of strings, else an item is refused), but not a string: not read letter by letter."""
    return isinstance(value, Iterable) and not isinstance(value, (str, bytes, bytearray))


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _str(value: object) -> bool:
    return isinstance(value, str)


CALLS: dict[str, tuple[Callable[..., object], dict[str, object], dict[str, Callable[[object], bool]]]] = {
    # name: (the callable, good arguments, what each argument's type may be)
    "from_diagram": (api.from_diagram, {"text": "X .\n. O\n", "rules": "no-suicide"},
                     {"text": _str, "rules": _str}),
    "from_sgf": (api.from_sgf, {"record": b"(;SZ[5];B[aa])", "node": "last", "rules": "suicide"},
                 {"record": lambda v: isinstance(v, (bytes, str, os.PathLike)),
                  "node": lambda v: _int(v) or _str(v), "rules": _str}),
    "from_points": (api.from_points, {"size": 5, "black": ["A1"], "white": ["cc"], "rules": "no-suicide"},
                    {"size": lambda v: _int(v) or (isinstance(v, tuple) and len(v) == 2 and all(map(_int, v))),
                     "black": _strings_of, "white": _strings_of, "rules": _str}),
    "analyze": (api.analyze, {"position": POSITION}, {"position": lambda v: isinstance(v, api.Position)}),
    "capture": (api.capture, {"position": POSITION, "point": "B3"},
                {"position": lambda v: isinstance(v, api.Position), "point": _str}),
    "Position": (api.Position, {"board": POSITION.board, "rules": Rules.SUICIDE, "labels": (), "notes": ()},
                 {"board": lambda v: isinstance(v, Board), "rules": lambda v: isinstance(v, Rules),
                  "labels": lambda v: v == (), "notes": lambda v: v == ()}),
    "Side.block": (ANALYSIS.black.block, {"point": "B3"}, {"point": _str}),
    "Side.region": (ANALYSIS.black.region, {"name": "a"}, {"name": _str}),
    "Analysis.side": (ANALYSIS.side, {"colour": "white"}, {"colour": _str}),
}
ARGUMENTS = [(name, argument) for name, (_call, good, _types) in CALLS.items() for argument in good]

ANY_VALUE = st.one_of(
    st.none(), st.booleans(), st.integers(), st.sampled_from([10**5000, -(10**5000), 2**64]),
    st.floats(allow_nan=True), st.binary(max_size=20), st.text(max_size=20),
    st.just("x" * 1_000_000), st.just("A1" * 500_000), st.just(b"\x00" * 100_000),
    st.lists(st.one_of(st.none(), st.integers(), st.text(max_size=3)), max_size=4),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=3),
    st.tuples(st.integers(-3, 60), st.integers(-3, 60)), st.tuples(st.integers(), st.text(max_size=3)),
    st.just(object()), st.just(Path("no-such-folder") / "no-such.sgf"), st.just(POSITION), st.just(Rules.SUICIDE),
)


def _call(name: str, argument: str, value: object) -> object:
    function, good, _types = CALLS[name]
    return function(**{**good, argument: value})


def test_every_public_callable_is_called():
    functions = {name for name in api.__all__ if callable(getattr(api, name)) and name.islower()}
    assert functions | {"Position"} <= set(CALLS)


@pytest.mark.parametrize("name, argument", ARGUMENTS)
@settings(max_examples=40, deadline=None)
@given(value=ANY_VALUE)
def test_a_wrong_type_is_a_value_error_naming_the_argument(name, argument, value):
    if CALLS[name][2][argument](value):
        return  # of a type the argument takes: the next test's case
    with pytest.raises(ValueError) as raised:
        _call(name, argument, value)
    message = str(raised.value)
    assert message.startswith(f"{name}: {argument} must be ") and message.endswith(f", not {type(value).__name__}")
    assert "\n" not in message


@pytest.mark.parametrize("name, argument", ARGUMENTS)
@settings(max_examples=40, deadline=None)
@given(value=ANY_VALUE)
def test_any_value_is_an_answer_or_a_value_error_of_one_short_line(name, argument, value):
    if name == "from_sgf" and argument == "record" and isinstance(value, str):
        return  # a file name: what any file of the machine holds is no test's to read
    try:
        _call(name, argument, value)
    except ValueError as error:
        assert "\n" not in str(error) and len(str(error)) < 300


def test_an_iterable_of_points_is_checked_item_by_item_as_it_is_read():
    def points():
        yield "A1"
        yield 3

    with pytest.raises(ValueError, match=r"^from_points: black\[1\] must be str, not int$"):
        api.from_points(5, black=points())
    assert api.from_points(5, black=(p for p in ["A1", "B2"])) == api.from_points(5, black=["A1", "B2"])


def test_a_string_of_points_is_refused_rather_than_read_letter_by_letter():
    with pytest.raises(ValueError, match=r"^from_points: white must be Iterable\[str\], not str$"):
        api.from_points(5, white="A1")


def test_a_node_number_of_thousands_of_digits_is_named_in_a_short_line():
    with pytest.raises(ValueError, match=r"^there is no node 10000000000000000000\.\.\. \(the main line"):
        api.from_sgf(b"(;SZ[5];B[aa])", node=10**5000)


def test_an_unknown_colour_is_said_in_gobensons_words():
    with pytest.raises(ValueError, match=r"^'purple' is not a colour: black or white$"):
        ANALYSIS.side("purple")
