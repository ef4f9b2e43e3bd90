"""The editor's own words: Help's glossary, and the sentences of its status bar, dialogs,
exercise sets, engine progress, autosave and recovery (the view's and the edits' are in
:mod:`gobenson_gui.core.words.editor`).  Menu and button labels stay with their widgets."""

from __future__ import annotations

from ..core.words import counted
from ..core.words.i18n import _, deferred, pdeferred

# -- Help's glossary: the words of Benson's theory as gobenson uses them ----------------------------

GLOSSARY = (
    # Translators: a term of Help > Glossary, the words of Benson's theory; its definition follows
    (pdeferred("glossary term", "block"),
     deferred("A maximal set of stones of one colour joined through horizontal and vertical neighbours. Blocks are "
              "what can be captured: all their stones go at once.")),
    (pdeferred("glossary term", "region"),
     deferred("For a colour x, an x-enclosed region is a maximal connected set of points holding no x stone: empty "
              "points and the opponent's stones. The explanations name regions by letters.")),
    (pdeferred("glossary term", "small"),
     deferred("An x-enclosed region each of whose empty points lies next to an x stone: any point away from its "
              "border holds an opponent's stone. Benson's casting out counts only small regions; every healthy "
              "region is small.")),
    (pdeferred("glossary term", "healthy"),
     deferred("A region is healthy for a block that touches it when every empty point of the region is a liberty of"
              " that block, so every stone the opponent plays in it takes a liberty from the block. Under suicide "
              "rules every point of it, stones included, must touch the block.")),
    (pdeferred("glossary term", "vital"),
     deferred("A healthy region is vital to a block, within a set of blocks, when every block around the region "
              "belongs to that set. A set in which every block has two vital regions is unconditionally alive.")),
    (pdeferred("glossary term", "eye"),
     deferred("A healthy region with a single block around it.")),
    (pdeferred("glossary term", "joiner"),
     deferred("A healthy region with two or more blocks around it. It keeps a block alive only while the other "
              "blocks around it stay alive too.")),
    (pdeferred("glossary term", "round"),
     deferred("One pass of the casting out: first every block with fewer than two healthy regions left is cast out,"
              " then every region that touched a cast-out block. Rounds repeat until nothing changes; the blocks "
              "left are unconditionally alive.")),
    (pdeferred("glossary term", "half-step"),
     deferred("Half a round, the unit of the step slider: the blocks of a round leave in one half-step, the regions"
              " they touched in the next. Half-step 0 is the start, the last the verdict.")),
    (pdeferred("glossary term", "unconditionally alive (safe)"),
     deferred("A block the opponent cannot capture even if its owner passes every turn and the opponent plays as "
              "often as it likes. Benson proved these are exactly the blocks left when the casting out stops.")),
    (pdeferred("glossary term", "pass-alive"),
     deferred("Safe, as above. Pass-alive territory is the empty points and opposing stones of the regions that are"
              " healthy for a safe block: whatever the opponent plays there dies.")),
)
"""(term, definition), in the order a lesson meets them."""

BOOK = deferred("Life in the Game of Go")
INTRO = deferred("The words of Benson's {book} (1976), as gobenson uses them.")
"""The glossary's first line; ``{book}`` is the paper's title, which Help sets in italics."""


# -- the status bar and the dialogs ------------------------------------------------------------

EDITS_PAUSED = deferred("Not done: the file is not edited while you answer exercises (Esc leaves them).")
SEARCH_CANCELLED = deferred("The search was cancelled.")
POINT_AT_A_BLOCK = deferred("Point at a block first (hover over it, or select it with the Inspect tool).")
COPIED_DIAGRAM = deferred("Copied the position as a diagram")
NO_FREE_LETTER = deferred("Not done: every letter labels a point already; Ctrl+click to type a label")
NO_NEW_SET = deferred("The generator was stopped: no new set.")
TOO_LARGE_TO_SEARCH = deferred("Too large to search")
"""The title of the message on why a search gave up."""
UNTITLED_GAME = deferred("Game")
"""The game chooser's name of a game without one."""


def not_done(error: object) -> str:
    return _("Not done: {error}").format(error=error)


def not_pasted(error: object) -> str:
    return _("Not pasted: {error}").format(error=error)


def no_capture_found(error: object) -> str:
    return _("No capturing sequence found: {error}").format(error=error)


def cannot_be_captured(colour: str, where: str) -> str:
    return (_("The {colour} block at {where} is unconditionally alive: "
            "no sequence of moves can capture it (Benson's Theorem 1).").format(colour=colour, where=where))


def window_title(document: str) -> str:
    """``[*]`` is where Qt marks unsaved changes."""
    return _("{document}[*] \u2014 gobenson").format(document=document)


def not_available(problem: str) -> str:
    return _("Not available: {problem}").format(problem=problem)


def read_leniently(first: str, notes: int) -> str:
    """The first of ``notes`` things read leniently, and where to see the others."""
    if notes == 1:
        return _("Read leniently: {first}").format(first=first)
    return counted("Read leniently: {first} ({n} more: File > How the file was read)",
                   "Read leniently: {first} ({n} more: File > How the file was read)", notes - 1, first=first)


def saved(path: str) -> str:
    return _("Saved {path}").format(path=path)


def exported(path: str) -> str:
    return _("Exported {path}").format(path=path)


def printed(pages: int) -> str:
    return counted("Printed {n} page", "Printed {n} pages", pages)


def cannot_open(path: str, reason: str) -> str:
    return _("Cannot open {path}:\n{reason}").format(path=path, reason=reason)


def cannot_write(path: str, error: str) -> str:
    return _("Cannot write {path}: {error}").format(path=path, error=error)


def image_incomplete(path: str, error: object) -> str:
    return _("{path}:\n{error}").format(path=path, error=error)


def cannot_print(error: str) -> str:
    return _("Cannot print the sequence: {error}").format(error=error)


def game_choice(number: int, title: str, columns: int, rows: int, moves: int) -> str:
    """The game chooser's line for a game, e.g. ``2. Lee Sedol vs AlphaGo (19x19, 180 moves)``."""
    return counted("{number}. {title} ({columns}\u00d7{rows}, {n} move)",
                   "{number}. {title} ({columns}\u00d7{rows}, {n} moves)",
                   moves, number=number, title=title, columns=columns, rows=rows)


def about(version: str) -> str:
    return (_("gobenson {version}\n\ngobenson edits Go positions and shows which stones are "
            "unconditionally alive by Benson's algorithm (1976), step by step.").format(version=version))


def link_from(where: str) -> str:
    return _("Link from {where}: click the point to join it to").format(where=where)


def opened_not_a_set(error: object) -> str:
    return _("Opened for editing: not an exercise set: {error}").format(error=error)


def not_a_set(path: str) -> str:
    return (_("{path} holds no exercise: an exercise is a game with a GBEX property in its root. "
            "It is open for editing.").format(path=path))


def remove_lines_at(kind: str, lines: int, point: str) -> str:
    """The name of the edit that removes the ``lines`` arrows (``kind`` ``AR``) or lines (``LN``)
    at a point."""
    if kind == "AR":
        return counted("Remove arrow at {point}", "Remove arrows at {point}", lines, point=point)
    return counted("Remove line at {point}", "Remove lines at {point}", lines, point=point)


def unexpected_error(error: object) -> str:
    return (_("Something went wrong: {error}\n\nYour document has not been changed by the "
            "failed action. Saving a copy now is a good idea.").format(error=error))


def unsaved_changes(document: str) -> str:
    return _("{document} has changes that are not saved.\nSave them first?").format(document=document)


def arrangements_searched(count: int) -> str:
    return counted("{n:,} arrangement searched\u2026", "{n:,} arrangements searched\u2026", count)


def search_gave_up(error: object) -> str:
    return _("The search gave up: it met {error}. Select a smaller region to search.").format(error=error)


def exercises_found(found: int, wanted: int, tries: int) -> str:
    """The generator's progress."""
    return counted("{found} of {n} exercise found, {tries:,} positions tried\u2026",
                   "{found} of {n} exercises found, {tries:,} positions tried\u2026", wanted, found=found, tries=tries)


def read_as_it_is(document: str) -> str:
    return _("{document} was read as it is: nothing was repaired.").format(document=document)


def read_leniently_in_full(document: str, notes: str, more: int) -> str:
    """The notes on how a file was read, the first of them in ``notes``, ``more`` left to the
    details."""
    if not more:
        return _("gobenson read {document} leniently, as other SGF programs do:\n\n{notes}").format(document=document,
                                                                                                 notes=notes)
    return counted("gobenson read {document} leniently, as other SGF programs do:\n\n{notes}\n\u2026and {n} more "
                   "(Show Details).",
                   "gobenson read {document} leniently, as other SGF programs do:\n\n{notes}\n\u2026and {n} more "
                   "(Show Details).", more, document=document, notes=notes)


# -- exercise sets and problem collections -----------------------------------------------------

def new_exercise(kind: str) -> str:
    """The name of the edit that adds an exercise, e.g. in the Undo menu."""
    return _("New {kind} exercise").format(kind=kind)


def games_left_out(games: list[int]) -> str:
    """The games of a file opened as a set that are not exercises, numbered from 1."""
    return counted("Game {games} is not an exercise: it is left out of the set.",
                   "Games {games} are not exercises: they are left out of the set.", len(games),
                   games=", ".join(str(game) for game in games))


def target_block(where: str) -> str:
    """The block the Make exercise dialog asks about."""
    return _("the block at {where}").format(where=where)


NO_TARGET = deferred("none: put the mouse over a block, then choose Make exercise again")
EVERY_BLOCK = deferred("every block of the colour chosen")


def some_skipped(first: str, count: int) -> str:
    """The status bar's word on the games and files a collection's reading skipped."""
    if count == 1:
        return _("{first} (listed again at the end of the set)").format(first=first)
    return counted("{first} (and {n} more note: all at the end of the set)",
                   "{first} (and {n} more notes: all at the end of the set)", count - 1, first=first)


# -- the engine beside Benson ------------------------------------------------------------------

WAITING = deferred("Asking the engine…")


def answered(engine: str) -> str:
    return _("{engine} has answered: point at a block to read its status in play.").format(engine=engine)


def progress(done: int, total: int) -> str:
    """Blocks the engine has read, of those it is asked about (Benson's safe blocks are not asked)."""
    return _("Asking the engine: {done} of {total} blocks read").format(done=done, total=total)


# -- autosave and recovery ---------------------------------------------------------------------

def cannot_lock(path: str) -> str:
    return _("cannot lock {path}").format(path=path)


def autosave_failed(error: object) -> str:
    return _("Autosave failed: {error}").format(error=error)


def autosave_cannot_remove(path: object, error: object) -> str:
    return _("Autosave cannot remove {path}: {error}").format(path=path, error=error)


def record_too_large(megabytes: int) -> str:
    return _("it is larger than {megabytes} MB").format(megabytes=megabytes)


def record_not_json(error: object) -> str:
    return _("it is not JSON ({error})").format(error=error)


def record_holds(kind: str) -> str:
    return _("it holds {kind}, not a record").format(kind=kind)


def record_not_a_number(name: str) -> str:
    return _("it holds {name}, which is not a JSON number").format(name=name)


def recovery_set_aside(path: object, reason: object, kept: object) -> str:
    return _("The recovery file {path} cannot be used ({reason}); it was set aside as {kept}.").format(path=path,
                                                                                                    reason=reason,
                                                                                                    kept=kept)


def recovery_stuck(path: object, reason: object, error: object) -> str:
    return (_("The recovery file {path} cannot be used ({reason}) and could not be set aside "
            "({error}); delete it by hand.").format(path=path, reason=reason, error=error))


def recoverable(document: str, written: str) -> str:
    return (_("gobenson did not close normally. Unsaved changes to {document} (autosaved {written}) can be "
            "recovered.").format(document=document, written=written))
