"""The lesson page: one HTML file that holds its script, styles, boards and words, for a student
to open in any browser, from disk, with nothing installed and nothing fetched.

What the page shows is decided as the editor decides it: the scripts beside this module
(:data:`SCRIPTS`) carry the core (``core.js``, checked against the Python core by the tests), the
words (``words.js``, the templates of the catalog, which :mod:`.catalog` exports in the page's
language), the view (``view.js``: half-steps, region names, what a board shows, the panel's
words), the exercises (``exercises.js``, graded as ``exercises check`` grades), the SVG board
(``board.js``) and the page itself (``page.js``).  Python gives them the positions: the chosen
nodes of records, with their comments and marks, and the exercises of sets.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Sequence
from contextlib import nullcontext
from importlib.resources import as_file, files
from pathlib import Path

from ...core.annotation_profile import SAFE_MARK, Profile
from ...core.atomic import write_atomic
from ...core.board import Board, Colour
from ...core.coords import sgf_point
from ...core.exercises import Exercise, exercises_among
from ...core.geometry import Geometry, Point
from ...core.report import document_title, topology_line
from ...core.rules import Rules
from ...core.sgf.document import Document
from ...core.sgf.properties import (MARKS, comment, dimmed_points, game_info, node_labels, node_lines, node_moves,
                                    point_marks, territory_marks)
from ...core.sgf.tree import Node, on_main_line
from ...core.words.i18n import _, catalog_language, spoken_language, speaking
from ..exercise_session import INSTRUCTIONS, ExerciseSession
from ..legend import KEYS, TOGGLE_TIPS, TOGGLES
from .catalog import page_words

SCRIPTS = ("core.js", "words.js", "view.js", "exercises.js", "board.js", "page.js")
"""The page's scripts, in the order the page runs them: each adds its part to one global."""
STYLE = "page.css"
TEMPLATE = "page.html"


def asset_text(name: str) -> str:
    """A script, the style or the template of the page, as the package ships it."""
    return files(__package__).joinpath(name).read_text(encoding="utf-8")


def asset_path(name: str) -> Path:
    """Where an asset of the page lies on disk (Node.js runs the scripts from there in the tests)."""
    with as_file(files(__package__).joinpath(name)) as path:
        return Path(path)


def board_text(board: Board) -> str:
    """The stones of ``board`` one character a point of its grid in reading order (``X`` black,
    ``O`` white, ``.`` empty or missing), as ``core.js`` reads a position."""
    geom, black, white = board.geometry, board.black, board.white
    bits = (row * geom.stride + column for row in range(geom.rows) for column in range(geom.columns))
    return "".join("X" if black >> bit & 1 else "O" if white >> bit & 1 else "." for bit in bits)


def geometry_json(geom: Geometry) -> dict[str, object]:
    """A board's shape as ``core.js`` builds its geometry from it: SGF points for the missing
    points and the ends of links."""
    return {"columns": geom.columns, "rows": geom.rows, "missing": sorted(sgf_point(p) for p in geom.missing),
            "links": sorted([sgf_point(a), sgf_point(b)] for a, b in geom.links), "wrap": geom.wrap.value}


def _index(point: Point, geom: Geometry) -> int:
    """A point as the scripts number it: its place in reading order on the whole grid."""
    return point[1] * geom.columns + point[0]


class _Shapes:
    """The board shapes of a page, each given to the scripts once and named by its number."""

    def __init__(self) -> None:
        self.numbers: dict[Geometry, int] = {}

    def number(self, geom: Geometry) -> int:
        return self.numbers.setdefault(geom, len(self.numbers))

    def json(self) -> list[dict[str, object]]:
        return [geometry_json(geom) for geom in self.numbers]


def _colour_number(colour: Colour) -> int:
    """A colour as the scripts name it: 1 black, 2 white (as a stone of ``board_text``)."""
    return 1 if colour is Colour.BLACK else 2


def _node_slide(document: Document, node: Node, number: int, title: str, shapes: _Shapes) -> dict[str, object]:
    """A node of a record: its position, comment and marks, and what of its board the drawing cannot show."""
    board = document.board(node)
    geom, charset = board.geometry, document.game.charset
    moves = node_moves(node, geom)
    last = moves[-1].point if moves else None
    return {"type": "node", "title": title, "node": number, "geometry": shapes.number(geom), "board": board_text(board),
            "comment": comment(node, charset),
            "labels": {_index(p, geom): text for p, text in node_labels(node, geom, charset).items()},
            "markup": {_index(p, geom): shape for p, shape in point_marks(node, geom).items()},
            "marked": {_index(p, geom): _colour_number(owner) for p, owner in territory_marks(node, geom).items()},
            "dimmed": [_index(p, geom) for p in dimmed_points(node, geom)],
            "lines": [[kind, _index(start, geom), _index(end, geom)] for kind, start, end in node_lines(node, geom)],
            "lastMove": None if last is None else _index(last, geom),
            "topology": "" if geom.is_grid else topology_line(geom)}


def _exercise_slide(exercise: Exercise, shapes: _Shapes) -> dict[str, object]:
    """An exercise: its position and question, and what the grader needs (the verdict is worked
    out in the page, as the grader works it out)."""
    geom = exercise.board.geometry
    session = ExerciseSession([exercise])
    return {"type": "exercise", "title": exercise.title, "heading": session.heading(),
            "geometry": shapes.number(geom), "board": board_text(exercise.board),
            "kind": exercise.kind.value, "colour": _colour_number(exercise.colour), "rules": exercise.rules.value,
            "target": None if exercise.target is None else _index(exercise.target, geom),
            "stoneLimit": exercise.stone_limit, "question": exercise.question(),
            "instructions": _(INSTRUCTIONS[exercise.kind]),
            "topology": "" if geom.is_grid else topology_line(geom)}


def legend_rows() -> list[list[str]]:
    """The legend as the analysis panel shows it: each overlay's sample, its words and its tip."""
    rows = [[sample, _(text), _(TOGGLE_TIPS[field])] for field, sample, text in TOGGLES]
    return rows + [[sample, _(text), _(tip)] for sample, text, tip in KEYS]


class Lesson:
    """What a page shows, a document at a time: the exercises of a document that holds any (its
    other games left out, as the editor opens a set), else the chosen nodes of the main line of its
    game on show."""

    def __init__(self) -> None:
        self.slides: list[dict[str, object]] = []
        self.titles: list[str] = []
        self._shapes = _Shapes()

    def add(self, document: Document, nodes: str | int = "all") -> None:
        """Add ``document``'s slides (``nodes``: all, last or an index, as ``--node`` reads it);
        ValueError says why a set or a node cannot be read, and nothing of the document is added."""
        title = document_title(document.path, game_info(document.game))
        exercises = [exercise for _game, exercise in exercises_among(document)]
        if exercises:
            slides = [_exercise_slide(exercise, self._shapes) for exercise in exercises]
        else:
            slides = [_node_slide(document, node, number, title, self._shapes)
                      for number, node in on_main_line(list(enumerate(document.game.main_line())), nodes)]
        self.slides += slides
        self.titles.append(title)

    def data(self, rules: Rules = Rules.NO_SUICIDE, language: str | None = None) -> dict[str, object]:
        """Everything the page's scripts read, in the language spoken (``language`` names it, for
        the page's own ``lang``; None: the one set for gobenson)."""
        return {"title": " \u00b7 ".join(dict.fromkeys(self.titles)), "lang": language or spoken_language(),
                "rules": rules.value, "geometries": self._shapes.json(), "slides": self.slides,
                "words": page_words(asset_text(name) for name in SCRIPTS), "legend": legend_rows(),
                "markNames": {shape: str(name) for shape, name in MARKS.items()},
                "overlaid": {SAFE_MARK: "safe", **{prop: _colour_number(owner)
                                                   for owner, prop in Profile.PORTABLE.territory_marks.items()}}}


def _json_in_script(data: object) -> str:
    """JSON that an HTML ``<script>`` element holds whole: every ``<`` written ``\\u003c``, so that
    no text of a file (a comment holding ``</script>``) can end or disturb the element."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


FIELD = re.compile(r"\{\{(\w+)\}\}")
"""A field of the page's template, filled in one pass: what fills one is never read again."""


def lesson_page(data: dict[str, object]) -> str:
    """The page: the template with its language, title, style, data and scripts inline."""
    fields = {"lang": html.escape(str(data["lang"]).replace("_", "-")), "title": html.escape(str(data["title"])),
              "style": asset_text(STYLE),
              "data": _json_in_script(data), "scripts": "\n".join(asset_text(name) for name in SCRIPTS)}
    return FIELD.sub(lambda match: fields[match.group(1)], asset_text(TEMPLATE))


def write_lesson_page(document_or_path: Document | str | Path | Sequence[Document | str | Path], out_path: str | Path,
                      nodes: str | int = "all", rules: Rules | str = Rules.NO_SUICIDE, lang: str | None = None) -> None:
    """Write the lesson page of one or more documents (or SGF files) to ``out_path``, atomically:
    the chosen main-line nodes of records, the exercises of sets, in language ``lang`` (None: the
    language spoken).  What the editor's File > Export lesson page calls with the document on show.
    Raises ValueError (an SGF file or a node that cannot be read) or :class:`~...atomic.WriteError`."""
    sources = document_or_path if isinstance(document_or_path, Sequence) and not isinstance(document_or_path, str) \
        else [document_or_path]
    with speaking(lang) if lang is not None else nullcontext():
        lesson = Lesson()
        for source in sources:
            lesson.add(source if isinstance(source, Document) else Document.open(source), nodes)
        page = lesson_page(lesson.data(Rules.parse(rules), catalog_language(lang) if lang else None))
    write_atomic(out_path, page.encode("utf-8"))
