"""The editor's words that the core and the view say: the analysis panel's hints and captions, the
annotator's, and the names of the edits as the Undo menu shows them and why an edit is refused.
The words only the window says are in :mod:`gobenson_gui.gui.words`."""

from __future__ import annotations

from .i18n import N_, _, deferred
from . import counted

# -- the analysis panel ------------------------------------------------------------------------

PANEL_HINT = (deferred("Move the mouse over a block to see why it is safe or not, or drag the slider "
              "to watch the casting-out sequence."))
ANALYSIS_HIDDEN = deferred("The analysis is hidden while you answer exercises (Esc leaves them).")


def block_in_focus(colour: str, stones: int, liberties: int) -> str:
    """The panel's first line on the block under the mouse, e.g. ``Black block of 2 stones,
    3 liberties.``"""
    return _("{colour} block of {stones}, {liberties}.").format(
        colour=colour, stones=counted("{n} stone", "{n} stones", stones),
        liberties=counted("{n} liberty", "{n} liberties", liberties))


def with_hint(text: str, hint: str) -> str:
    """A panel's words, then after a blank line how to leave or keep what it shows."""
    return _("{text}\n\n{hint}").format(text=text, hint=hint)


def panel_caption(colour: str, safe: int, blocks: int, where: str | None = None) -> str:
    """A board's caption: the verdict in numbers, e.g. ``Black: 2 of 5 blocks safe``; while
    stepping, ``where`` the half-step stands, with the verdict only at the verdict."""
    verdict = counted("{safe} of {n} block safe", "{safe} of {n} blocks safe", blocks, safe=safe)
    if where is None:
        return _("{colour}: {verdict}").format(colour=colour, verdict=verdict)
    return _("{colour}: {where}; {verdict}").format(colour=colour, where=where, verdict=verdict)


def stepping_caption(colour: str, where: str) -> str:
    """A board's caption at a half-step before the verdict."""
    return _("{colour}: {where}").format(colour=colour, where=where)


SEQUENCE_START = deferred("start of the casting-out sequence")


# -- the annotator ----------------------------------------------------------------------------

ANNOTATE_NODE = deferred("Annotate with the analysis")


def annotate_nodes(nodes: int) -> str:
    """The name of the edit that writes the analysis into several nodes' comments."""
    return counted("Annotate {n} node", "Annotate {n} nodes", nodes)


def already_annotated(nodes: int, changes_only: bool) -> str:
    """Why annotating changes nothing: the comments of ``nodes`` nodes (of those where the
    verdict changes, with ``changes_only``) hold the analysis already."""
    if nodes == 1:
        return _("the analysis is already written in this node")
    if changes_only:
        return _("the analysis is already written in every node where the verdict changes")
    return _("the analysis is already written in each of the {nodes} nodes").format(nodes=nodes)


# -- the names of the edits, as the Undo and Redo menus show them ------------------------------------------------------
# ``colour`` is the colour's word inside a sentence (``black``), ``mark`` and ``line`` a mark's or line's name.

def remove_point(point: str, marked_nodes: int) -> str:
    """The name of the edit that takes a point off the board, e.g. in the Undo menu; the markup
    on it goes too, in ``marked_nodes`` nodes."""
    if not marked_nodes:
        return _("Remove point {point}").format(point=point)
    return counted("Remove point {point} and its markup in {n} node",
                   "Remove point {point} and its markup in {n} nodes", marked_nodes, point=point)


def remove_stone(point: str) -> str:
    return _("Remove stone at {point}").format(point=point)


def add_stone(colour: str, point: str) -> str:
    return _("Add {colour} stone at {point}").format(colour=colour, point=point)


def change_stone(point: str, colour: str) -> str:
    return _("Make {point} {colour}").format(point=point, colour=colour)


def passes(colour: str) -> str:
    """``colour`` as a sentence begins with it: ``White passes``."""
    return _("{colour} passes").format(colour=colour)


def play_at(colour: str, point: str) -> str:
    return _("Play {colour} at {point}").format(colour=colour, point=point)


def restore_point(point: str) -> str:
    return _("Restore point {point}").format(point=point)


def link_points(first: str, second: str, linked: bool) -> str:
    template = _("Link {first} and {second}") if linked else _("Unlink {first} and {second}")
    return template.format(first=first, second=second)


ADD_COMMENT, EDIT_COMMENT, REMOVE_COMMENT = N_("Add comment"), N_("Edit comment"), N_("Remove comment")


def add_mark(mark: str, point: str) -> str:
    return _("Add {mark} at {point}").format(mark=mark, point=point)


def remove_mark(mark: str, point: str) -> str:
    return _("Remove {mark} at {point}").format(mark=mark, point=point)


def set_label(point: str, label: str) -> str:
    """``label`` quoted as Python writes a string: ``Label C3 'A'``."""
    return _("Label {point} {label}").format(point=point, label=label)


def remove_label(point: str) -> str:
    return _("Remove label at {point}").format(point=point)


def add_line(line: str, start: str, end: str) -> str:
    return _("Add {line} from {start} to {end}").format(line=line, start=start, end=end)


def remove_line(line: str, start: str, end: str) -> str:
    return _("Remove {line} from {start} to {end}").format(line=line, start=start, end=end)


def to_play(colour: str) -> str:
    """The button that shows, and changes, who plays next, and the edit it makes."""
    return _("{colour} to play").format(colour=colour)


def set_rules(rules: str) -> str:
    return _("Rules: {rules}").format(rules=rules)


SET_UP_POSITION = N_("Set up a position")
EDIT_GAME_INFO = N_("Edit game information")
PROMOTE_VARIATION = N_("Promote variation to main line")
DELETE_VARIATION, DELETE_FROM_HERE, DELETE_NODE = N_("Delete variation"), N_("Delete from here"), N_("Delete node")


def new_game_of(columns: int, rows: int, shape: str) -> str:
    """``shape`` is ``plane``, ``torus`` or ``cylinder``."""
    templates = {"torus": _("New {columns}x{rows} game on a torus"),
                 "cylinder": _("New {columns}x{rows} game on a cylinder")}
    return templates.get(shape, _("New {columns}x{rows} game")).format(columns=columns, rows=rows)


# -- why an edit is refused (after "Not done:" in the status bar) ------------------------------------------------------

def missing_point(point: str) -> str:
    return _("{point} is a missing point of the board").format(point=point)


def breaks_a_later_move(edit: str, note: str) -> str:
    """``edit`` the edit's name, ``note`` where the later move is and what happens to it."""
    return _("{edit} would break a later move ({note})").format(edit=edit, note=note)


def already_coloured(point: str, colour: str | None) -> str:
    if colour is None:
        return _("{point} is already empty").format(point=point)
    return _("{point} is already {colour}").format(point=point, colour=colour)


def cannot_play(colour: str, point: str, reason: str) -> str:
    return _("{colour} cannot play at {point}: {reason}").format(colour=colour, point=point, reason=reason)


def already_missing(point: str, missing: bool) -> str:
    template = _("{point} is already missing") if missing else _("{point} is already on the board")
    return template.format(point=point)


def cannot_remove_point(point: str, node: int, variation: bool, what: str) -> str:
    """``what`` is the stone or move there, e.g. ``black stone``."""
    template = (_("{point} cannot be removed: node {node} of a variation has a {what} there") if variation
                else _("{point} cannot be removed: node {node} has a {what} there"))
    return template.format(point=point, node=node, what=what)


SAME_POINT_LINK = N_("a link joins two different points")


def link_state(first: str, second: str, linked: bool) -> str:
    template = _("{first} and {second} are already linked") if linked else _("{first} and {second} are not linked")
    return template.format(first=first, second=second)


COMMENT_UNCHANGED = N_("the comment is unchanged")


def has_mark(point: str, mark: str, present: bool) -> str:
    template = _("{point} is marked {mark} already") if present else _("{point} has no {mark}")
    return template.format(point=point, mark=mark)


def has_label(point: str, present: bool) -> str:
    template = _("{point} already has that label") if present else _("{point} has no label")
    return template.format(point=point)


def same_point_line(line: str) -> str:
    return _("the {line} needs two different points").format(line=line)


def has_line(line: str, start: str, end: str, present: bool) -> str:
    template = (_("{line} from {start} to {end}: there is one already") if present
                else _("{line} from {start} to {end}: there is none"))
    return template.format(line=line, start=start, end=end)


def same_rules(rules: str) -> str:
    return _("the rules are already {rules}").format(rules=rules)


def plays_next_already(colour: str) -> str:
    return _("{colour} plays next already").format(colour=colour)


def position_does_not_fit(columns: int, rows: int, board_columns: int, board_rows: int, holes: bool) -> str:
    """A position of ``columns`` x ``rows`` for a board of ``board_columns`` x ``board_rows``;
    ``holes``: of the same size, but the board's holes differ."""
    if holes:
        template = _("a {columns}x{rows} position does not fit the {board_columns}x{board_rows} board with its holes")
    else:
        template = _("a {columns}x{rows} position does not fit the {board_columns}x{board_rows} board")
    return template.format(columns=columns, rows=rows, board_columns=board_columns, board_rows=board_rows)


SAME_POSITION = N_("the board shows that position already")


def charset_lacks(charset: str, character: str) -> str:
    """Text typed into a game whose character set cannot hold ``character`` (quoted as Python
    writes a string)."""
    return (_("the game's character set ({charset}) has no {character}; type the text without it")
            .format(charset=charset, character=character))


def komi_not_a_number(text: str) -> str:
    """``text`` quoted as Python writes a string."""
    return _("the komi {text} is not a number (like 6.5)").format(text=text)


GAME_INFO_UNCHANGED = N_("the game information is unchanged")
ROOT_NOT_DELETED = N_("the root node cannot be deleted")
ALREADY_MAIN_LINE = N_("the node is already on the main line")
