"""Reading a game of a collection as a problem, by the conventions collections mark their
solution trees with (docs/problems.md's table names where each comes from).  A line of the
tree runs from the first move to the end of a branch; each is right or wrong:

* uliGo (``uligo.py`` of uliGo 0.3, ``EnhancedCursor.correctChildren``): a move node holding a
  ``WV`` property (or, in uliGo's older files without one, ``TR`` on the move's own point)
  starts a wrong line; every other line is right.
* Marks on the line (:mod:`.conventions`): a node name (``N[正解]``, ``N[失败]``), a comment's
  words (RIGHT, "Correct", "Also correct", 正解, 정답; WRONG, 失败, 실패) or an SGF annotation
  property (``TE``, ``IT``, ``GB``/``GW`` for the side to move; ``BM``, ``DO``, ``GB``/``GW``
  for the other side, ``DM``, ``UC``).  A wrong mark outweighs a right one on the same line.
  In a game with a right mark, an unmarked line is wrong, unless it leaves the right lines at a
  move of the other side (its other defence, :func:`_other_defences`); in a game that marks only
  its failures, an unmarked line is the answer.  A game with node names reads its comments as
  prose; a numbered diagram's label ("Diag. 3 - Correct") decides the lines below it.
* A game of one line and no mark: that line is the book's answer; of several lines, no mark,
  and one move of the side to move wherever it moves: the answer and the other side's
  defences, every line right (:func:`_one_answer`).  Any other game without a mark marks no
  answer: no line is right or wrong (:attr:`.Problem.marks_answer`).

The side to move is the root's ``PL``, else the colour of the first move, else black.  The
claim is what the title, the root's comment and name state (:func:`.conventions.stated_claim`),
or none.  The target is the block of a stone the root marks (``TR``, ``SQ``, ``CR``, ``MA``),
else derived from the book's first right line (:func:`derive_target`), else none.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..analysis import analyze_colour
from ..board import Board, Colour
from ..geometry import Point
from ..rules import Rules
from ..sgf.document import Document, game_rules
from ..sgf.properties import comment, node_moves, player, root_text
from ..sgf.replay import start_position, step
from ..sgf.tree import GameTree, Node
from ..sgf.values import decode_simple_text, parse_point_list
from ..words import problems as words
from .conventions import comment_mark, diagram_label, name_mark, stated_claim
from .model import Branch, Claim, Problem, ProblemError, TargetSource

ULIGO, ULIGO_TR, NODE_NAMES, COMMENTS, PROPERTIES = "uligo", "uligo TR", "node names", "comments", "properties"
OTHER_DEFENCES, FAILURES_ONLY, ONLY_LINE, ONE_ANSWER = "other defences", "failures only", "only line", "one answer"
NO_MARK = "no mark"
CONVENTIONS = (ULIGO, ULIGO_TR, NODE_NAMES, COMMENTS, PROPERTIES, OTHER_DEFENCES, FAILURES_ONLY, ONLY_LINE,
               ONE_ANSWER, NO_MARK)
"""The conventions, by the names the check reports them under."""
OTHER_DEFENCE = "other defence"
"""The mark of an unmarked line that leaves the right lines at a move of the other side."""
UNMARKED, NOT_MARKED_WRONG = "unmarked", "not marked wrong"
"""The mark of a line without one: wrong beside right marks; right beside wrong marks only."""
TARGET_MARKS = ("TR", "SQ", "CR", "MA")
TENUKI = re.compile(rb"(?<![A-Za-z])([BW])\[\s*zz\s*\]")
"""A move that plays elsewhere, ``B[zz]``: off every board a problem has."""
MAX_DEPTH = 400
"""Moves a line of a problem may have: a longer one is a game record, not a problem."""


def annotation_mark(node: Node, mover: Colour | None, student: Colour) -> tuple[str, str]:
    """(right, wrong) by the SGF annotation properties, each "" when the node has none."""
    properties = node.properties
    right = wrong = ""
    for prop, colour in (("GB", Colour.BLACK), ("GW", Colour.WHITE)):
        if prop in properties:
            if colour is student:
                right = right or prop
            else:
                wrong = prop
    if mover is student:
        right = right or next((prop for prop in ("TE", "IT") if prop in properties), "")
        wrong = wrong or next((prop for prop in ("BM", "DO") if prop in properties), "")
    return right, wrong or next((prop for prop in ("DM", "UC") if prop in properties), "")


def node_name(node: Node, charset: str) -> str:
    """The node's name (``N``, which the property table leaves to the node it names)."""
    values = node.get("N")
    return decode_simple_text(values[0], charset) if values else ""


def side_to_move(game: GameTree) -> Colour:
    """``PL``, else the first move's colour, else black."""
    named = player(game.root)
    if named is not None:
        return named
    for node in game.root.walk():
        for prop, colour in (("B", Colour.BLACK), ("W", Colour.WHITE)):
            if prop in node.properties:
                return colour
    return Colour.BLACK


@dataclass
class _Move:
    """A move of the tree as the file has it, with the marks its own node carries."""

    colour: Colour
    point: Point | None
    right: str
    wrong: str
    comment: str
    children: list[_Move] = field(default_factory=list)
    tr: bool = False
    """``TR`` marks the move's own point (uliGo's older wrong lines)."""
    restart: bool = False
    """The move's comment opens a numbered diagram and marks it ("Diag. 3 - Correct"): its marks
    alone decide the lines below it."""


class _TreeReader:
    """Reads the SGF tree below the root into moves and their own marks, then decides each
    line by the convention the game follows."""

    def __init__(self, game: GameTree, student: Colour) -> None:
        self.game, self.student = game, student
        self.geometry = game.geometry
        self.uligo = any("WV" in node.properties for node in game.root.walk())
        self.kinds: dict[str, str] = {}
        """The convention of each mark seen."""
        self.notes: list[str] = []
        self.moves_with_tr = 0
        self.named = any(any(name_mark(node_name(node, game.charset)))
                         for node in game.root.walk() if node is not game.root)
        """The game marks its lines with node names: its comments are then prose, not marks."""

    def _move(self, node: Node) -> tuple[Colour, Point | None] | None:
        """The node's move; ``tt`` off a small board (a tenuki) is a pass, with a note."""
        for prop, colour in (("B", Colour.BLACK), ("W", Colour.WHITE)):
            values = node.properties.get(prop)
            if values is None:
                continue
            value = values[0].strip().lower()
            if value == b"tt" and (self.geometry.columns < 19 or self.geometry.rows < 19):
                if not self.notes:
                    self.notes.append(words.tenuki(f"{prop}[{value.decode()}]"))
                return colour, None
            return colour, node_moves(node, self.geometry)[0].point
        return None

    def _marks(self, node: Node, mover: Colour | None) -> tuple[str, str]:
        if self.uligo:
            if mover is not None and ("WV" in node.properties or "TR" in node.properties):
                return "", "WV" if "WV" in node.properties else "TR"
            return "", ""
        found = [(NODE_NAMES, name_mark(node_name(node, self.game.charset))),
                 (COMMENTS, ("", "") if self.named else comment_mark(comment(node, self.game.charset), self.student)),
                 (PROPERTIES, annotation_mark(node, mover, self.student))]
        right = next((mark for _kind, (mark, _wrong) in found if mark), "")
        wrong = next((mark for _kind, (_right, mark) in found if mark), "")
        for kind, pair in found:
            for mark in pair:
                if mark:
                    self.kinds.setdefault(mark, kind)
        return right, wrong

    def moves(self, node: Node, right: str, wrong: str, depth: int) -> list[_Move]:
        """The moves the children of ``node`` start; a node without a move hands its marks and
        comment down to the moves below it."""
        found: list[_Move] = []
        for child in node.children:
            if depth > MAX_DEPTH:
                raise ProblemError(words.too_long(MAX_DEPTH))
            move = self._move(child)
            node_right, node_wrong = self._marks(child, move[0] if move else None)
            if move is None:
                found.extend(self.moves(child, right or node_right, wrong or node_wrong, depth + 1))
                continue
            colour, point = move
            tr = point is not None and "TR" in child.properties and \
                point in parse_point_list(child.get("TR") or [], self.geometry, "TR")
            self.moves_with_tr += tr
            text = comment(child, self.game.charset)
            found.append(_Move(colour, point, right or node_right, wrong or node_wrong, text,
                               self.moves(child, "", "", depth + 1), tr,
                               diagram_label(text) and bool(node_right or node_wrong)))
        return found


@dataclass(frozen=True)
class _Convention:
    """How a game's unmarked lines read, decided once from all its marks."""

    name: str
    unmarked_right: bool
    unmarked_mark: str


def _all_marks(moves: list[_Move]) -> tuple[bool, bool]:
    """Whether any move carries a right mark, and whether any carries a wrong one."""
    stack, right, wrong = list(moves), False, False
    while stack:
        move = stack.pop()
        right, wrong = right or bool(move.right), wrong or bool(move.wrong)
        stack.extend(move.children)
    return right, wrong


def _line_count(moves: list[_Move]) -> int:
    return sum(_line_count(move.children) if move.children else 1 for move in moves)


_Key = tuple[Colour, Point | None]
_Trie = dict[_Key, "_Trie"]
"""The right lines' moves as a tree: each move leads to the moves played after it."""


def _one_answer(moves: list[_Move], student: Colour) -> bool:
    """Whether the side to move has one move wherever it is to move, sibling lines that open
    with the same move taken as one: the lines are then one answer and the other side's
    defences against it."""
    stack = [moves]
    while stack:
        siblings = stack.pop()
        merged: dict[_Key, list[_Move]] = {}
        for move in siblings:
            merged.setdefault((move.colour, move.point), []).extend(move.children)
        if sum(colour is student for colour, _point in merged) > 1:
            return False
        stack.extend(merged.values())
    return True


def _lines_marked(moves: list[_Move]) -> list[tuple[tuple[_Move, ...], bool | None]]:
    """Every line with its marks: True for a right mark alone, False for a wrong mark, None
    for none."""
    found = []
    stack: list[tuple[tuple[_Move, ...], bool, bool]] = [((move,), bool(move.right), bool(move.wrong))
                                                        for move in reversed(moves)]
    while stack:
        line, right, wrong = stack.pop()
        if not line[-1].children:
            found.append((line, False if wrong else True if right else None))
        stack.extend((line + (child,), (not child.restart and right) or bool(child.right),
                      (not child.restart and wrong) or bool(child.wrong)) for child in reversed(line[-1].children))
    return found


def _other_defences(moves: list[_Move], student: Colour) -> set[int]:
    """The ends (``id``) of the unmarked lines, in a game with right marks, that leave every
    right line at a move of the other side -- its other defence, which the book answers --
    where the side to move has one move wherever it is to move after it.  Lines that open with
    the same moves are taken as one, whichever sibling of the file holds them."""
    lines = _lines_marked(moves)
    trie: _Trie = {}
    for line, status in lines:
        if status:
            node = trie
            for move in line:
                node = node.setdefault((move.colour, move.point), {})
    groups: dict[tuple[int, _Key | None], list[tuple[tuple[_Move, ...], int]]] = {}
    for line, status in lines:
        if status is not None:
            continue
        node, depth = trie, 0
        while depth < len(line) and (line[depth].colour, line[depth].point) in node:
            node = node[(line[depth].colour, line[depth].point)]
            depth += 1
        if depth == len(line):  # it stops along a right line
            groups.setdefault((id(node), None), []).append((line, depth))
        elif line[depth].colour is not student:
            groups.setdefault((id(node), (line[depth].colour, line[depth].point)), []).append((line, depth + 1))
    found: set[int] = set()
    for group in groups.values():
        replies: dict[tuple[_Key, ...], set[_Key]] = {}
        for line, start in group:
            keys = tuple((move.colour, move.point) for move in line[start:])
            for depth, key in enumerate(keys):
                if key[0] is student:
                    replies.setdefault(keys[:depth], set()).add(key)
        if all(len(chosen) == 1 for chosen in replies.values()):
            found.update(id(line[-1]) for line, _start in group)
    return found


def _branches(moves: list[_Move], convention: _Convention, right: str, wrong: str,
              uligo_tr: bool, ends: set[str], defences: frozenset[int] = frozenset()) -> tuple[Branch, ...]:
    found = []
    for move in moves:
        own_wrong = ("TR" if move.tr else "") if uligo_tr else move.wrong
        above_right, above_wrong = ("", "") if move.restart else (right, wrong)
        line_right, line_wrong = above_right or move.right, above_wrong or own_wrong
        below = _branches(move.children, convention, line_right, line_wrong, uligo_tr, ends, defences)
        if below:
            is_right, mark = any(branch.right for branch in below), ""
        elif line_wrong:
            is_right, mark = False, line_wrong
        elif line_right:
            is_right, mark = True, line_right
        elif id(move) in defences:
            is_right, mark = True, OTHER_DEFENCE
        else:
            is_right, mark = convention.unmarked_right, convention.unmarked_mark
        if not below:
            ends.add(mark)
        found.append(Branch(move.colour, move.point, is_right, mark, move.comment, below))
    return tuple(found)


def read_tree(game: GameTree, student: Colour) -> tuple[tuple[Branch, ...], str, bool, list[str]]:
    """The solution tree with each line decided, the conventions it was read by, whether the
    game marks an answer, and the notes on what was read other than as written."""
    reader = _TreeReader(game, student)
    moves = reader.moves(game.root, "", "", 0)  # the root's comment is the question, not a mark
    if not moves:
        raise ProblemError(str(words.NO_SOLUTION_TREE))
    any_right, any_wrong = _all_marks(moves)
    uligo_tr = not reader.uligo and not any_right and not any_wrong and reader.moves_with_tr > 0
    if reader.uligo or uligo_tr:
        convention = _Convention(ULIGO if reader.uligo else ULIGO_TR, True, ULIGO)
    elif any_right:
        convention = _Convention("", False, UNMARKED)
        defences = frozenset(_other_defences(moves, student))
    elif any_wrong:
        convention = _Convention(FAILURES_ONLY, True, NOT_MARKED_WRONG)
    elif _line_count(moves) == 1:
        convention = _Convention(ONLY_LINE, True, ONLY_LINE)
    elif _one_answer(moves, student):
        convention = _Convention(ONE_ANSWER, True, ONE_ANSWER)
    else:
        convention = _Convention(NO_MARK, False, "")
    ends: set[str] = set()
    tree = _branches(moves, convention, "", "", uligo_tr, ends, defences if any_right else frozenset())
    names = {reader.kinds.get(mark, OTHER_DEFENCES if mark == OTHER_DEFENCE else "") for mark in ends}
    names.add(convention.name)
    return tree, ", ".join(name for name in CONVENTIONS if name in names), convention.name != NO_MARK, reader.notes


def _root_board(game: GameTree) -> Board:
    return step(start_position(game), game.root, "root").board


def _marked_stone(game: GameTree, board: Board, defender: Colour | None) -> Point | None:
    """The first stone the root marks, the defender's first if the claim names one."""
    geom = board.geometry
    stones = [point for prop in TARGET_MARKS for point in parse_point_list(game.root.get(prop) or [], geom, prop)
              if board.get(point) is not None]
    preferred = [point for point in stones if board.get(point) is defender]
    chosen = preferred or stones
    return min(chosen, key=lambda p: (p[1], p[0])) if chosen else None


def _captured(start: Board, end: Board, colour: Colour) -> Point | None:
    """The largest block of ``colour`` at the start that lost stones by the end: its first stone."""
    geom = start.geometry
    blocks = [block for block in start.blocks(colour) if block & ~end.stones(colour)]
    return geom.first_point(max(blocks, key=int.bit_count)) if blocks else None


def _made_alive(start: Board, end: Board, colour: Colour, rules: Rules) -> Point | None:
    """The largest block of ``colour`` at the start, not unconditionally alive there, whose
    stones stand unconditionally alive at the end: its first stone."""
    geom = start.geometry
    before, after = analyze_colour(start, colour, rules), analyze_colour(end, colour, rules)
    found = []
    for block in start.blocks(colour):
        point = geom.first_point(block)
        then = before.block_at(point)
        now = after.block_at(point) if end.get(point) is colour else None
        if then is not None and now is not None and not before.is_safe(then.index) and after.is_safe(now.index):
            found.append(block)
    return geom.first_point(max(found, key=int.bit_count)) if found else None


def derive_target(problem: Problem) -> Point | None:
    """The group whose fate the book's first right line decides, after the fact: a block of the
    side to move the line makes unconditionally alive, or a block of the other side it
    captures.  A claim to live asks only the first; a claim to kill asks the second, then
    whether the line leaves the other side's block unconditionally alive.  None when the line
    decides none of these."""
    line = next(iter(problem.right_lines()), None)
    if line is None:
        return None
    start, student, rules = problem.board, problem.to_move, problem.rules
    end = problem.board_after(line)
    def alive(colour: Colour) -> Point | None:
        return _made_alive(start, end, colour, rules)

    def captured(colour: Colour) -> Point | None:
        return _captured(start, end, colour)

    by_claim: dict[Claim | None, tuple[tuple[Callable[[Colour], Point | None], Colour], ...]] = {
        Claim.LIVE: ((alive, student),), Claim.KILL: ((captured, student.opponent), (alive, student.opponent))}
    tries = by_claim.get(problem.claim, ((alive, student), (captured, student.opponent)))
    return next((found for find, colour in tries if (found := find(colour)) is not None), None)


def read_problem(game: GameTree) -> Problem:
    """The problem a game of a collection holds; :class:`ProblemError` says why a game cannot be one."""
    student = side_to_move(game)
    tree, convention, marks_answer, notes = read_tree(game, student)
    board = _root_board(game)
    title = root_text(game, "GN").strip()
    question = comment(game.root, game.charset)
    claim = stated_claim(f"{title}\n{node_name(game.root, game.charset)}\n{question}")
    defenders: dict[Claim | None, Colour] = {Claim.LIVE: student, Claim.KILL: student.opponent}
    defender = defenders.get(claim)
    target = _marked_stone(game, board, defender)
    problem = Problem(title, board, student, tree, target, TargetSource.MARKED if target is not None else None, claim,
                      convention, marks_answer, game_rules(game), question, tuple(notes))
    if target is None:
        derived = derive_target(problem)
        if derived is not None:
            problem = replace(problem, target=derived, target_source=TargetSource.DERIVED)
    return problem


def collection(data: bytes, path: str | Path | None = None) -> tuple[Document, list[str]]:
    """A collection's file, its tenuki moves ``B[zz]``/``W[zz]`` read as passes; the notes say so."""
    notes = [words.tenuki(found.decode()) for found in sorted({match.group(0) for match in TENUKI.finditer(data)})]
    return Document.from_bytes(TENUKI.sub(rb"\1[]", data), path), notes


def read_games(document: Document) -> list[Problem | ProblemError]:
    """Every game of a collection: its problem, or why it is none."""
    found: list[Problem | ProblemError] = []
    for game in document.games:
        try:
            found.append(read_problem(game))
        except ValueError as error:  # ProblemError, and SgfError for a move off the board
            found.append(error if isinstance(error, ProblemError) else ProblemError(str(error)))
    return found


def problems_in(document: Document, name: str = "") -> tuple[list[Problem], list[str]]:
    """The problems of a collection, and a one-line note naming each game that is none."""
    problems: list[Problem] = []
    notes: list[str] = []
    for number, found in enumerate(read_games(document), 1):
        if isinstance(found, ProblemError):
            notes.append(words.skipped(name, number, found))
        else:
            problems.append(found)
            notes.extend(words.skipped(name, number, note) for note in found.notes)
    return problems, notes


def folder_problems(folder: str | Path) -> tuple[list[Problem], list[str]]:
    """The problems of every ``*.sgf`` file in ``folder`` and below, in sorted order, and a
    one-line note on each file or game that is skipped; :class:`ProblemError` when the folder
    holds no SGF file."""
    paths = sorted(path for path in Path(folder).rglob("*") if path.suffix.lower() == ".sgf" and path.is_file())
    if not paths:
        raise ProblemError(words.no_collections(str(folder)))
    problems: list[Problem] = []
    notes: list[str] = []
    for path in paths:
        try:
            document, tenuki = collection(path.read_bytes(), path)
        except (ValueError, OSError) as error:  # SgfError is a ValueError
            notes.append(words.in_file(path.name, words.skipped_file(error)))
            continue
        found, skipped = problems_in(document, path.name)
        problems.extend(found)
        notes.extend(words.in_file(path.name, note) for note in tenuki)
        notes.extend(skipped)
    return problems, notes
