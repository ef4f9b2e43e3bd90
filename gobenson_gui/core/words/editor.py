"""The editor's words: the analysis panel's hints and captions, the status bar's messages, and
the sentences of its dialogs that carry a value (a path, a count, an error).  Menu and button
labels stay with their widgets."""

from __future__ import annotations

from . import counted

# -- the analysis panel ------------------------------------------------------------------------

PANEL_HINT = ("Move the mouse over a block to see why it is safe or not, or drag the slider "
              "to watch the casting-out sequence.")
ANALYSIS_HIDDEN = "The analysis is hidden while you answer exercises (Esc leaves them)."


def block_in_focus(colour: str, stones: int, liberties: int) -> str:
    """The panel's first line on the block under the mouse, e.g. ``Black block of 2 stones,
    3 liberties.``"""
    return "{colour} block of {stones}, {liberties}.".format(
        colour=colour, stones=counted("{n} stone", "{n} stones", stones),
        liberties=counted("{n} liberty", "{n} liberties", liberties))


def with_hint(text: str, hint: str) -> str:
    """A panel's words, then after a blank line how to leave or keep what it shows."""
    return f"{text}\n\n{hint}"


def panel_caption(colour: str, safe: int, blocks: int, where: str | None = None) -> str:
    """A board's caption: the verdict in numbers, e.g. ``Black: 2 of 5 blocks safe``; while
    stepping, ``where`` the half-step stands, with the verdict only at the verdict."""
    verdict = counted("{safe} of {n} block safe", "{safe} of {n} blocks safe", blocks, safe=safe)
    if where is None:
        return f"{colour}: {verdict}"
    return f"{colour}: {where}; {verdict}"


def stepping_caption(colour: str, where: str) -> str:
    """A board's caption at a half-step before the verdict."""
    return f"{colour}: {where}"


SEQUENCE_START = "start of the casting-out sequence"


def more_lines(rest: int) -> str:
    """The last line of a text cut short in presentation mode."""
    return counted("\u2026 and {n} more line (in the editor's panel)", "\u2026 and {n} more lines (in the editor's panel)",
                   rest)


# -- messages in the status bar ----------------------------------------------------------------

EDITS_PAUSED = "Not done: the file is not edited while you answer exercises (Esc leaves them)."
SEARCH_CANCELLED = "The search was cancelled."
POINT_AT_A_BLOCK = "Point at a block first (hover over it, or select it with the Inspect tool)."
NO_FREE_LETTER = "Not done: every letter labels a point already; Ctrl+click to type a label"
COPIED_DIAGRAM = "Copied the position as a diagram"
NO_NEW_SET = "The generator was stopped: no new set."


def not_done(error: object) -> str:
    return f"Not done: {error}"


def not_pasted(error: object) -> str:
    return f"Not pasted: {error}"


def no_capture_found(error: object) -> str:
    return f"No capturing sequence found: {error}"


def cannot_be_captured(colour: str, where: str) -> str:
    return (f"The {colour} block at {where} is unconditionally alive: "
            "no sequence of moves can capture it (Benson's Theorem 1).")


def link_from(where: str) -> str:
    return f"Link from {where}: click the point to join it to"


def to_play(colour: str) -> str:
    """The button that shows, and changes, who plays next."""
    return f"{colour} to play"


def window_title(document: str) -> str:
    """``[*]`` is where Qt marks unsaved changes."""
    return f"{document}[*] \u2014 gobenson"


def not_available(problem: str) -> str:
    return f"Not available: {problem}"


def read_leniently(first: str, notes: int) -> str:
    """The first of ``notes`` things read leniently, and where to see the others."""
    if notes == 1:
        return f"Read leniently: {first}"
    return counted("Read leniently: {first} ({n} more: File > How the file was read)",
                   "Read leniently: {first} ({n} more: File > How the file was read)", notes - 1, first=first)


def saved(path: str) -> str:
    return f"Saved {path}"


def exported(path: str) -> str:
    return f"Exported {path}"


def printed(pages: int) -> str:
    return counted("Printed {n} page", "Printed {n} pages", pages)


def opened_not_a_set(error: object) -> str:
    return f"Opened for editing: not an exercise set: {error}"


# -- dialogs -----------------------------------------------------------------------------------

def cannot_open(path: str, reason: str) -> str:
    return f"Cannot open {path}:\n{reason}"


def cannot_write(path: str, error: str) -> str:
    return f"Cannot write {path}: {error}"


def image_incomplete(path: str, error: object) -> str:
    return f"{path}:\n{error}"


def cannot_print(error: str) -> str:
    return f"Cannot print the sequence: {error}"


def not_a_set(path: str) -> str:
    return (f"{path} is not an exercise set: an exercise is a game with a GBEX property in its "
            "root, and a set holds nothing else. It is open for editing.")


def game_description(number: int, title: str, columns: int, rows: int, moves: int) -> str:
    """The game chooser's line for a game, e.g. ``2. Lee Sedol vs AlphaGo (19x19, 180 moves)``."""
    return counted("{number}. {title} ({columns}\u00d7{rows}, {n} move)",
                   "{number}. {title} ({columns}\u00d7{rows}, {n} moves)",
                   moves, number=number, title=title, columns=columns, rows=rows)


UNTITLED_GAME = "Game"
