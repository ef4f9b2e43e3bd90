"""Reading a game of a collection as a problem, by the conventions collections mark their
solution trees with.  A line of the tree runs from the first move to the end of a branch; each
is right or wrong:

* uliGo (``uligo.py`` of uliGo 0.3, ``EnhancedCursor.correctChildren``): a move node holding a
  ``WV`` property (or, in uliGo's older files, ``TR``) starts a wrong line; every line without
  one is right.  A file with a ``WV`` anywhere is read by this convention alone.
* GoProblems: the word RIGHT or CORRECT in a comment of the line (in capitals, or opening the
  comment in any case: "Correct!"), usually at its end.
* The SGF annotation properties (FF[4]): ``TE`` (tesuji) on a move of the side to move, or
  ``GB``/``GW`` (good for black / white) naming the side to move, make the line right; ``BM``
  (bad move) on a move of the side to move, ``GB``/``GW`` naming the other side, ``DM`` (even)
  and ``UC`` (unclear) make it wrong.  A wrong mark outweighs a right one on the same line.
* Any other line -- one without a mark -- is wrong.

The side to move is the root's ``PL``, else the colour of the first move, else black (as most
collections have it).  The target is the block of a stone the root marks (``TR``, ``SQ``,
``CR``, ``MA``), else guessed: see :func:`guess_target`.  The claim (kill or live) is read from
the title and the root's comment; without one, it follows from the target's owner.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..analysis import analyze_colour
from ..board import Board, Colour
from ..geometry import Point
from ..rules import Rules
from ..sgf.document import Document, game_rules
from ..sgf.properties import comment, node_moves, player, root_text
from ..sgf.replay import start_position, step
from ..sgf.tree import GameTree, Node
from ..sgf.values import parse_point_list
from ..words import problems as words
from .model import Branch, Claim, Problem, ProblemError, TargetSource

ULIGO, COMMENTS, PROPERTIES, UNMARKED = "uligo", "comments", "properties", "unmarked"
CONVENTIONS = (ULIGO, COMMENTS, PROPERTIES, UNMARKED)
"""The conventions, by the names the check reports them under."""
ULIGO_WRONG = ("WV", "TR")
TARGET_MARKS = ("TR", "SQ", "CR", "MA")
MAX_DEPTH = 400
"""Moves a line of a problem may have: a longer one is a game record, not a problem."""

_CAPITAL_RIGHT = re.compile(r"\b(RIGHT|CORRECT)\b")
_OPENING_RIGHT = re.compile(r"^\s*(right|correct)\b", re.IGNORECASE)
_KILL = re.compile(r"\b(kill|kills|killing|capture)\b", re.IGNORECASE)
_LIVE = re.compile(r"\b(live|lives|living|alive|life|survive)\b", re.IGNORECASE)


def comment_says_right(text: str) -> str:
    """RIGHT or CORRECT as GoProblems writes it: in capitals, or opening the comment; "" if not."""
    found = _CAPITAL_RIGHT.search(text) or _OPENING_RIGHT.search(text)
    return found.group(1).upper() if found else ""


def node_mark(node: Node, mover: Colour, student: Colour, charset: str) -> tuple[str, str]:
    """(the right mark, the wrong mark) of one node by the comment and annotation conventions,
    each "" when it has none."""
    properties = node.properties
    right = comment_says_right(comment(node, charset))
    wrong = ""
    good_for = {"GB": Colour.BLACK, "GW": Colour.WHITE}
    for prop, colour in good_for.items():
        if prop in properties:
            if colour is student:
                right = right or prop
            else:
                wrong = prop
    if mover is student:
        if "TE" in properties:
            right = right or "TE"
        if "BM" in properties:
            wrong = "BM"
    for prop in ("DM", "UC"):
        if prop in properties:
            wrong = wrong or prop
    return right, wrong


def _kind_of(mark: str) -> str:
    if mark in ULIGO_WRONG:
        return ULIGO
    if mark in ("RIGHT", "CORRECT"):
        return COMMENTS
    return PROPERTIES if mark and mark != UNMARKED else UNMARKED


def side_to_move(game: GameTree) -> Colour:
    """``PL``, else the first move's colour, else black."""
    named = player(game.root)
    if named is not None:
        return named
    geom = game.geometry
    for node in game.root.walk():
        moves = node_moves(node, geom)
        if moves:
            return moves[0].colour
    return Colour.BLACK


def stated_claim(text: str) -> Claim | None:
    """Kill or live, whichever the problem's words name first; None if they name neither."""
    kill, live = _KILL.search(text), _LIVE.search(text)
    if kill and (not live or kill.start() < live.start()):
        return Claim.KILL
    return Claim.LIVE if live else None


class _TreeReader:
    """Turns the SGF tree below the root into :class:`Branch` es with their marks."""

    def __init__(self, game: GameTree, student: Colour) -> None:
        self.game, self.student = game, student
        self.geometry = game.geometry
        self.uligo = any("WV" in node.properties for node in game.root.walk())
        self.conventions: set[str] = set()

    def branches(self, node: Node, right: str, wrong: str, depth: int) -> tuple[Branch, ...]:
        """The branches the children of ``node`` start, given the marks of the line so far.  A
        node without a move adds its marks and comment to the moves below it."""
        found: list[Branch] = []
        for child in node.children:
            found.extend(self._from(child, right, wrong, depth))
        return tuple(found)

    def _from(self, node: Node, right: str, wrong: str, depth: int) -> list[Branch]:
        if depth > MAX_DEPTH:
            raise ProblemError(words.too_long(MAX_DEPTH))
        moves = node_moves(node, self.geometry)
        mover = moves[0].colour if moves else None
        if self.uligo:
            if mover is not None and any(prop in node.properties for prop in ULIGO_WRONG):
                wrong = wrong or ("WV" if "WV" in node.properties else "TR")
        else:
            node_right, node_wrong = node_mark(node, mover or self.student.opponent, self.student,
                                               self.game.charset)
            right, wrong = right or node_right, wrong or node_wrong
        below = self.branches(node, right, wrong, depth + 1)
        if mover is None:
            return list(below)
        if below:
            is_right = any(branch.right for branch in below)
            mark = ""
        else:
            is_right = not wrong and (bool(right) or self.uligo)
            mark = wrong or right or (ULIGO if self.uligo else UNMARKED)
            self.conventions.add(ULIGO if self.uligo else _kind_of(mark))
        return [Branch(mover, moves[0].point, is_right, mark, comment(node, self.game.charset), below)]


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


def guess_target(board: Board, near: Point | None, colour: Colour | None, rules: Rules) -> Point:
    """The block the problem is most likely about: among the blocks of ``colour`` (of either
    colour when None) that are not unconditionally alive (all of them if every one is), the
    nearest to ``near`` (the first move of the first right line), then the one with the fewest
    liberties, then the smallest; its first stone."""
    geom = board.geometry
    colours = [colour] if colour is not None else list(Colour)
    blocks = [(block, each) for each in colours for block in board.blocks(each)]
    if not blocks:
        raise ProblemError(words.NO_STONES)
    sides = {each: analyze_colour(board, each, rules) for each in colours}
    unsafe = [(block, each) for block, each in blocks
              if not sides[each].is_safe(sides[each].block_of(geom.first_point(block)).index)]

    def distance(block: int) -> int:
        if near is None:
            return 0
        return min(abs(x - near[0]) + abs(y - near[1]) for x, y in geom.points(block))

    def key(item: tuple[int, Colour]) -> tuple[int, int, int, tuple[int, int]]:
        block = item[0]
        first = geom.first_point(block)
        return distance(block), board.liberties(block).bit_count(), block.bit_count(), (first[1], first[0])

    block, _colour = min(unsafe or blocks, key=key)
    return geom.first_point(block)


def read_problem(game: GameTree) -> Problem:
    """The problem a game of a collection holds; :class:`ProblemError` says why a game cannot be one."""
    student = side_to_move(game)
    reader = _TreeReader(game, student)
    tree = reader.branches(game.root, "", "", 0)  # the root's comment is the question, not a mark
    if not tree:
        raise ProblemError(words.NO_SOLUTION_TREE)
    board = _root_board(game)
    rules = game_rules(game)
    title = root_text(game, "GN").strip()
    words_of_problem = f"{title}\n{comment(game.root, game.charset)}"
    claim = stated_claim(words_of_problem)
    defender = None if claim is None else (student if claim is Claim.LIVE else student.opponent)
    target = _marked_stone(game, board, defender)
    source = TargetSource.MARKED
    if target is None:
        first_right = next((line[0].point for first in tree for line in first.lines() if line[-1].right), None)
        target = guess_target(board, first_right or tree[0].point, defender, rules)
        source = TargetSource.GUESSED
    if claim is None:
        claim = Claim.LIVE if board.get(target) is student else Claim.KILL
    convention = ", ".join(name for name in CONVENTIONS if name in reader.conventions)
    return Problem(title, board, student, tree, target, source, claim, defender is not None, convention, rules,
                   comment(game.root, game.charset))


def problems_in(document: Document) -> list[Problem]:
    """Every game of a collection as a problem; :class:`ProblemError` names the first that is not one."""
    problems = []
    for number, game in enumerate(document.games, 1):
        try:
            problems.append(read_problem(game))
        except ProblemError as error:
            raise ProblemError(words.in_game(number, error)) from None
    return problems


def folder_problems(folder: str | Path) -> list[Problem]:
    """The problems of every ``*.sgf`` file in ``folder`` and below, in sorted order;
    :class:`ProblemError` names the file (and game) that cannot be read as problems."""
    paths = sorted(path for path in Path(folder).rglob("*") if path.suffix.lower() == ".sgf" and path.is_file())
    if not paths:
        raise ProblemError(words.no_collections(str(folder)))
    problems: list[Problem] = []
    for path in paths:
        try:
            problems.extend(problems_in(Document.open(path)))
        except (ValueError, OSError) as error:  # ProblemError and SgfError are ValueErrors
            raise ProblemError(words.in_file(path.name, error)) from None
    return problems
