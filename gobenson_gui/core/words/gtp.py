"""The words of ``gobenson gtp``: its failure answers (GTP's own texts first, where the protocol
names one, then why), the labels of its GoGui analyze commands, and the regression runner's lines."""

from __future__ import annotations

from . import counted

UNKNOWN_COMMAND = "unknown command"
SYNTAX_ERROR = "syntax error"
"""GTP's own texts for these two failures, which controllers compare."""

DOES_NOT_PLAY = "gobenson does not play: it analyses the position it is given"
NOTHING_TO_UNDO = "cannot undo: no move to take back"
ONLY_BENSON = "gobenson knows only benson's safety (go_safe benson)"
NO_GAME = "cannot load file: it holds no game"


def syntax(expected: str) -> str:
    """A command whose arguments do not fit, e.g. ``syntax error: expected a colour and a vertex``."""
    return "{error}: expected {expected}".format(error=SYNTAX_ERROR, expected=expected)


def not_a_number(text: str) -> str:
    return "{error}: {text} is not a number".format(error=SYNTAX_ERROR, text=text)


def number_too_large(largest: int) -> str:
    """A number past GTP's ints, said without repeating its digits, which may be thousands."""
    return "{error}: the number is larger than {largest}, GTP's largest".format(error=SYNTAX_ERROR, largest=largest)


def line_too_long(limit: int) -> str:
    """A command line over the bound, whose rest was skipped unread."""
    return "{error}: the line is longer than {limit} bytes, the most a command may take".format(
        error=SYNTAX_ERROR, limit=limit)


def not_a_colour(text: str) -> str:
    return "{error}: {text} is not a colour (b, w, black or white)".format(error=SYNTAX_ERROR, text=text)


def invalid_vertex(reason: object) -> str:
    return "invalid coordinate: {reason}".format(reason=reason)


def unacceptable_size(reason: object) -> str:
    return "unacceptable size: {reason}".format(reason=reason)


def illegal_move(reason: object) -> str:
    return "illegal move: {reason}".format(reason=reason)


def cannot_load(reason: object) -> str:
    return "cannot load file: {reason}".format(reason=reason)


def not_a_regular_file(name: str) -> str:
    """``loadsgf`` of a FIFO, a device or a folder, which could block the engine or never end."""
    return "cannot load file: {name} is not a regular file".format(name=name)


def move_number_past_end(number: int, moves: int) -> str:
    return counted("cannot load file: move {number} is past the end (the main line has {n} move)",
                   "cannot load file: move {number} is past the end (the main line has {n} moves)",
                   moves, number=number)


def no_stone(point: str) -> str:
    return "there is no stone at {point}".format(point=point)


def missing_point(point: str) -> str:
    return "{point} is a missing point of the board".format(point=point)


def cannot_be_captured(point: str) -> str:
    return "the block at {point} is unconditionally alive: it cannot be captured".format(point=point)


def mixed_colours(first: str, other: str) -> str:
    """The support is asked of blocks of one colour."""
    return "the blocks must be of one colour: {first} and {other} are not".format(first=first, other=other)


def half_step_out_of_range(index: str, last: int) -> str:
    return "{error}: half-step {index} is not one of 0 to {last}".format(error=SYNTAX_ERROR, index=index, last=last)


def engine_failed(error: object) -> str:
    """What gobenson answers when a command failed in a way it did not foresee: the engine goes on."""
    return "gobenson failed on this command: {error}".format(error=error)


ANALYZE_LABELS = {
    "safe": "Benson: unconditionally alive blocks",
    "territory": "Benson: pass-alive territory",
    "regions": "Benson: regions of the block",
    "half_step_black": "Benson: half-step of black's casting-out",
    "half_step_white": "Benson: half-step of white's casting-out",
    "capture": "Benson: capture sequence",
    "explain": "Benson: why is this block (not) alive?",
    "support": "Benson: support of the block",
}
"""The labels GoGui shows in its Tools > Analyze Commands window, by gobenson command."""


def regress_result(file: str, number: str, verdict: str, got: str, expected: str) -> str:
    """A regression test that did not go as the file says, e.g. ``a.tst:3: FAILED: got 'dead',
    expected 'alive'``."""
    return "{file}:{number}: {verdict}: got {got!r}, expected {expected!r}".format(
        file=file, number=number, verdict=verdict, got=got, expected=expected)


def regress_summary(file: str, tests: int, unexpected: int) -> str:
    """E.g. ``a.tst: 12 tests, 0 not as the file expects``."""
    return counted("{file}: {n} test, {unexpected} not as the file expects",
                   "{file}: {n} tests, {unexpected} not as the file expects", tests, file=file, unexpected=unexpected)


def regress_fault(file: str, line: int, what: str) -> str:
    """A line of a regression file the runners would not read alike, e.g. ``a.tst, line 7: #?
    [alive lacks its closing ]``."""
    return "{file}, line {line}: {what}".format(file=file, line=line, what=what)


EMPTY_EXPECTATION = ("#? without a pattern in brackets (gogui-regress takes it for any answer, "
                     "regress.awk for an empty one)")
EXPECTATION_WITHOUT_COMMAND = "#? line that does not follow a command right away"
EXPECTATION_WITHOUT_NUMBER = "#? line after a command without a number, which regress.awk cannot judge"


def lacks_bracket(text: str, bracket: str) -> str:
    """An expectation that gogui-regress refuses, e.g. ``#? [alive lacks its closing ]``."""
    which = "opening" if bracket == "[" else "closing"
    return "#? {text} lacks its {which} {bracket}".format(text=text, which=which, bracket=bracket)


def bad_pattern(text: str, error: str) -> str:
    return "#? {text} is not a regular expression: {error}".format(text=text, error=error)


NESTED_TOO_DEEPLY = "its parentheses nest too deeply"


def no_expectation(number: str) -> str:
    """A numbered command without its ``#?`` line: regress.awk reports a possible crash."""
    return ("command {number} has no #? line after it (regress.awk counts every numbered answer "
            "against the #? lines)").format(number=number)


def number_again(number: str, first: int) -> str:
    return "test number {number} again (first on line {first}); regress.awk keeps one answer a number".format(
        number=number, first=first)


RUNNERS = ("gogui-regress", "regress.awk")


def regress_verdict(passed: tuple[bool, bool]) -> str:
    """``PASSED`` or ``FAILED`` when both runners agree, else what each says, e.g. ``FAILED in
    gogui-regress, passed in regress.awk``."""
    if passed[0] is passed[1]:
        return "PASSED" if passed[0] else "FAILED"
    return ", ".join("{verdict} in {runner}".format(verdict="passed" if each else "FAILED", runner=runner)
                     for each, runner in zip(passed, RUNNERS))
