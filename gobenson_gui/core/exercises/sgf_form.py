"""Exercises as SGF: the position in the root's ``AB``/``AW`` and the question in private root
properties that other programs skip (a set of exercises is a multi-game file):

``GBEX[kind]``  safe, vital, capture, make-safe or rules (required: it makes a game an exercise)
``GBCO[B|W]``   the colour the question is about (optional when ``GBTG`` names a stone)
``GBTG[point]`` a stone of the marked block (vital, capture, make-safe)
``GBN[n]``      the most stones a make-safe answer may add
``GBD[d]``      difficulty, 1 (easiest) to 5
``GBRU[rules]`` no-suicide (the default) or suicide; rules exercises compare both

The board's shape goes with the position, in the properties any record keeps it in (``SZ``,
``MISSING``, ``LINKS``, ``WRAP``): a question about a linked or wrapped board has another answer
on the plain grid.

A teacher can turn any record into an exercise by adding these to its root: the position asked
about is the one at the end of the main line.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board import Colour
from ..rules import Rules
from ..sgf.document import Document, game_on
from ..sgf.errors import SgfError
from ..sgf.properties import RULES, SETUP_PROPERTY, is_exercise, root_text
from ..sgf.tree import GameTree, serialise_games
from ..sgf.values import encode_text, format_point_list, parse_point_list
from ..words import exercises as words
from ..words.reading import in_game, located
from .model import Exercise, ExerciseError, Kind


def to_game(exercise: Exercise) -> GameTree:
    board = exercise.board
    geom = board.geometry
    game = game_on(geom)
    properties = game.root.properties
    if exercise.title:
        properties["GN"] = [encode_text(exercise.title)]
    properties["C"] = [encode_text(exercise.question())]
    for colour in Colour:
        stones = geom.points(board.stones(colour))
        if stones:
            properties[SETUP_PROPERTY[colour]] = format_point_list(stones)
    properties["GBEX"] = [exercise.kind.value.encode()]
    properties["GBCO"] = [exercise.colour.letter.encode()]
    if exercise.target is not None:
        properties["GBTG"] = format_point_list([exercise.target])
    if exercise.stone_limit is not None:
        properties["GBN"] = [str(exercise.stone_limit).encode()]
    if exercise.difficulty is not None:
        properties["GBD"] = [str(exercise.difficulty).encode()]
    if exercise.kind is not Kind.RULES:  # a rules exercise compares both
        properties[RULES] = [exercise.rules.value.encode()]
    return game


def write_set(exercises: list[Exercise]) -> bytes:
    return serialise_games([to_game(exercise) for exercise in exercises])


def _text(game: GameTree, prop: str) -> str | None:
    """A root property's text, None when the root lacks it."""
    return root_text(game, prop).strip() if prop in game.root.properties else None


def _number(game: GameTree, prop: str) -> int | None:
    text = _text(game, prop)
    if text is None:
        return None
    if not text.isdigit():
        raise ExerciseError(words.not_a_whole_number(prop, text))
    return int(text)


def from_game(game: GameTree, document: Document) -> Exercise:
    """The exercise a game of ``document`` holds; :class:`ExerciseError` names what is missing
    or wrong."""
    kind_text = _text(game, "GBEX")
    if kind_text is None:
        raise ExerciseError(str(words.NOT_AN_EXERCISE))
    kind = Kind.parse(kind_text)
    board = document.board(game.main_line()[-1])
    targets = parse_point_list(game.root.get("GBTG") or [], board.geometry, "GBTG")
    if len(targets) > 1:
        raise ExerciseError(str(words.TARGET_NOT_ONE_POINT))
    target = targets[0] if targets else None
    colour_text = _text(game, "GBCO")
    try:
        colour = Colour.from_letter(colour_text) if colour_text else board.get(target) if target else None
        rules = Rules.parse(_text(game, RULES) or Rules.NO_SUICIDE.value)
    except ValueError as error:
        raise ExerciseError(str(error)) from None
    if colour is None:
        raise ExerciseError(str(words.WHOSE_QUESTION))
    return Exercise(kind, board, colour, rules, target, _number(game, "GBN"), _number(game, "GBD"),
                    _text(game, "GN") or "")


def read_set(document: Document) -> list[Exercise]:
    """Every exercise of the games of ``document``, a multi-game SGF file already read, each of
    which must be one; the error names the game at fault.  The document's cursor is left where
    it was."""
    return [exercise for _, exercise in _read(document, range(len(document.games)))]


def exercises_among(document: Document) -> list[tuple[int, Exercise]]:
    """The exercises of ``document`` with the index of the game each is, passing over the games
    that are not exercises (a teacher's own position beside the exercises made from it); the
    error names an exercise that cannot be asked."""
    return _read(document, [number for number, game in enumerate(document.games) if is_exercise(game)])


def _read(document: Document, games: Iterable[int]) -> list[tuple[int, Exercise]]:
    shown = document.cursor_state()
    exercises = []
    try:
        for index in games:
            try:
                document.select_game(index)
                exercises.append((index, from_game(document.games[index], document)))
            except (ExerciseError, SgfError) as error:
                raise ExerciseError(located(in_game(index + 1), str(error))) from None
    finally:
        document.restore_cursor(shown)
    return exercises
