"""What the command line tells a person: its text output's headings and lines, the problems it
reports on standard error, and why it refuses an argument.  Its machine formats (json, summary,
CSV) are not words for a person and stay with the commands."""

from __future__ import annotations

from ...core.words import counted
from ...core.words.i18n import N_, _, deferred
from ...core.words.verdicts import outcome_words

PROGRAM = "gobenson"

# -- standard error ----------------------------------------------------------------------------


def problem(name: str, message: str) -> str:
    """The one line that says what is wrong with a FILE argument."""
    return _("{program}: {name}: {message}").format(program=PROGRAM, name=name, message=message)


def note(name: str, text: str) -> str:
    """A line saying what of FILE was left out or read leniently; the command goes on."""
    return _("{program}: {name}: note: {text}").format(program=PROGRAM, name=name, text=text)


def output_failed(error: object) -> str:
    return _("{program}: standard output: {error}").format(program=PROGRAM, error=error)


def no_display() -> str:
    return (_("{program}: no display to open the editor on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
            "'{program} analyze', 'annotate', 'kill' and 'render' work without one").format(program=PROGRAM))


def editor_cannot_start(error: object) -> str:
    return (_("{program}: the editor cannot start: {error} (pip install 'PySide6-Essentials!=6.12.0')")
            .format(program=PROGRAM, error=error))


def unread_games(games: int) -> str:
    """The note on a collection whose games after the first go unread."""
    return counted("only the first of its {n} game is used", "only the first of its {n} games is used", games)


# -- inputs ------------------------------------------------------------------------------------

def file_too_large(size: str, most: str) -> str:
    return _("the file is {size}; gobenson reads inputs of up to {most}").format(size=size, most=most)


def input_too_large(most: str) -> str:
    """Standard input (or a file of unknown size) ran past the limit."""
    return _("the input is more than {most}; gobenson reads inputs of up to {most}").format(most=most)


def diagram_too_large(size: str, most: str) -> str:
    return (_("not SGF, and at {size} too long for a text diagram (gobenson reads diagrams of up to {most})")
            .format(size=size, most=most))


def no_stone_there(option: str, point: str) -> str:
    return _("{option} {point}: there is no stone there").format(option=option, point=point)


def option_problem(option: str, error: object) -> str:
    return _("{option} {error}").format(option=option, error=error)


def expected(what: str, text: str) -> str:
    """Why an argument is refused, e.g. ``expected a whole number, not 'x'``."""
    return _("expected {what}, not {text!r}").format(what=what, text=text)


def expected_within(what: str, low: int, high: int | None, text: str) -> str:
    """A number refused for its bounds, e.g. ``expected a whole number (1 or more), not '0'``."""
    bounds = "({low} or more)" if high is None else "from {low} to {high}"
    return expected(_("{what} {bounds}").format(what=what, bounds=bounds.format(low=low, high=high)), text)


def unknown_language(option: str, code: str | None, languages: tuple[str, ...]) -> str:
    known = ", ".join(languages)
    if code is None:
        return _("{option} needs a language: {known}").format(option=option, known=known)
    return _("{option} {code!r}: gobenson speaks {known}").format(option=option, code=code, known=known)


def version_line(version: str, core: str) -> str:
    """``--version``: the version and the core that analyses (a value of :class:`..cores.Core`):
    the compiled one, or the pure one, chosen or because the compiled one was not built."""
    if core == "compiled":
        line = _("{program} {version}, compiled core")
    elif core == "pure":
        line = _("{program} {version}, pure-Python core (GOBENSON_CORE=pure)")
    else:
        line = _("{program} {version}, pure-Python core: the compiled core was not built where gobenson was installed")
    return line.format(program=PROGRAM, version=version)


def pure_core_notice() -> str:
    """Said once, on the first run where the compiled core was not built."""
    return _("{program}: note: the compiled core was not built where gobenson was installed (it needs a C compiler "
             "and Python's headers); gobenson runs on its pure-Python core, which gives the same answers more "
             "slowly").format(program=PROGRAM)


def not_a_command(word: str, command: str) -> str:
    """A first word that names no file but is close to a command, said as git says it."""
    return (_("{program}: '{word}' is not a command; did you mean '{command}'?")
            .format(program=PROGRAM, word=word, command=command))


def qt_option_needs_value(option: str) -> str:
    return _("Qt's option {option} needs a value").format(option=option)


def no_such_folder(folder: str, path: str) -> str:
    return _("there is no folder {folder!r} to write {path!r} in").format(folder=folder, path=path)


# -- text output -------------------------------------------------------------------------------

def analysis_heading(file: str, node: int, columns: int, rows: int, rules: str) -> str:
    return _("{file}, node {node} ({columns}x{rows}, rules {rules})").format(file=file, node=node, columns=columns,
                                                                          rows=rows, rules=rules)


def support_heading(file: str, node: int, rules: str) -> str:
    return _("{file}, node {node} (rules {rules})").format(file=file, node=node, rules=rules)


def kill_block(colour: str, where: str, sgf: str) -> str:
    """How ``kill`` names a block, e.g. ``black block at C3 (cg)``."""
    return _("{colour} block at {where} ({sgf})").format(colour=colour, where=where, sgf=sgf)


def cannot_be_captured(block: str) -> str:
    return _("{block}: unconditionally alive, it cannot be captured").format(block=block)


def captured_by(block: str, attacker: str, moves: list[str]) -> str:
    return counted("{block}: {attacker} captures it in {n} move: {moves}",
                   "{block}: {attacker} captures it in {n} moves: {moves}",
                   len(moves), block=block, attacker=attacker, moves=" ".join(moves))


# -- exercises ---------------------------------------------------------------------------------

def exercise_heading(number: int, title: str, difficulty: int | None, question: str) -> str:
    if difficulty:
        return _("{number}. {title}, difficulty {difficulty}: {question}").format(number=number, title=title,
                                                                               difficulty=difficulty, question=question)
    return _("{number}. {title}: {question}").format(number=number, title=title, question=question)


def graded_line(line: str) -> str:
    """A line of a grade, indented under its exercise's heading."""
    return "   " + line


def a_right_answer(names: str) -> str:
    return _("   a right answer: {names}").format(names=names)


def no_right_answer(reason: str) -> str:
    return _("   no right answer: {reason}").format(reason=reason)


def score(solved: int, exercises: int) -> str:
    return counted("score: {solved} of {n} exercise solved", "score: {solved} of {n} exercises solved",
                   exercises, solved=solved)


def not_a_point(what: str) -> str:
    return _("{what} is not a point (a string like cc or C3)").format(what=what)


def not_json(error: object) -> str:
    return _("not JSON ({error})").format(error=error)


def not_an_exercise_number(key: str, count: int) -> str:
    return _("{key} is not an exercise number (the set has 1 to {count})").format(key=key, count=count)


def about_exercise(key: object, problem_text: object) -> str:
    return _("exercise {key}: {problem_text}").format(key=key, problem_text=problem_text)


EXPECTED_POINTS = deferred("expected a list of points")

# -- several files -----------------------------------------------------------------------------


def folder_without(suffix: str) -> str:
    return _("a folder without {suffix} files").format(suffix=suffix)


def output_taken(output: str, other: str) -> str:
    return _("its output {output} is already written for {other}").format(output=output, other=other)


def output_is_input(output: str, other: str) -> str:
    return _("its output {output} would replace the input {other}").format(output=output, other=other)


def files_done(bar: str, done: int, total: int) -> str:
    """The progress bar's line on standard error."""
    return _("[{bar}] {done}/{total} files").format(bar=bar, done=done, total=total)


NOT_ANSWERED = deferred("   not answered")
NOTHING = deferred("(nothing)")

NOT_TEXT = deferred("neither SGF nor a text diagram (not UTF-8 text)")
ONE_NODE_ONLY = deferred("expected last or a node number")
STDOUT_TAKES_ONE_RECORD = deferred("standard output takes one annotated record: name one FILE")
OUTPUT_NOT_A_FOLDER = deferred("not a folder: with several inputs or a folder, -o names the folder to write the "
                               "annotated records into")
STDIN_HAS_NO_NAME = deferred("standard input has no name to write it under in a folder (give -o a file name)")
LOST_WORKER = deferred("not done: a process working on the files ended abruptly (out of memory?)")
DIAGRAM_NOT_RECORD = deferred("a text diagram, not an SGF record: annotate writes into SGF records only")
ANSWERS_NOT_TEXT = deferred("not JSON (not UTF-8 text)")
ANSWERS_TOO_DEEP = deferred("its lists or objects are nested too deeply to read")
ANSWERS_NUMBER_TOO_LONG = deferred("it holds a number too long to read")
ANSWERS_NOT_AN_OBJECT = deferred('expected an object mapping exercise numbers to point lists, like {"1": ["cc"]}')
WHOSE_BLOCKS = deferred("say whose blocks the question is about: --colour black or white (or --point a stone)")


# -- analyze --dask ----------------------------------------------------------------------------


def dask_missing() -> str:
    return _("Dask is not installed here: pip install 'gobenson[dask]'")


def dask_reads_no_input() -> str:
    return _("--dask cannot read standard input (-): the workers read the files themselves")


def dask_unreachable(address: str, error: object) -> str:
    return _("cannot reach the Dask scheduler at {address}: {error}").format(address=address, error=error)


DASK_ADDRESS = deferred("a Dask scheduler's address, like tcp://10.0.0.5:8786")


def dask_scheme_refused(scheme: str, tcp: str) -> str:
    """``--dask`` names another kind of address than Dask's plain TCP, e.g. ``tls://``."""
    return _("{scheme} addresses are not taken: gobenson reaches a Dask scheduler over {tcp}").format(
        scheme=scheme, tcp=tcp)


DASK_CONNECTION_FAILED = deferred("the connection failed")
"""Why a scheduler was not reached, when the system gives no single reason (each of a host's
addresses failed its own way)."""


def dask_silent(seconds: float) -> str:
    """Why a scheduler was not reached: nothing answered within ``--dask-timeout``."""
    return _("no answer within {seconds} seconds").format(seconds=format(seconds, "g"))


def dask_not_a_scheduler(address: str) -> str:
    """What answers at ``--dask``'s address speaks another protocol than Dask's (a web server, say)."""
    return _("what answers at {address} is not a Dask scheduler").format(address=address)


def dask_lost(address: str) -> str:
    """A file of a batch not done because the connection to the scheduler broke in the middle of the run."""
    return _("not done: the connection to the Dask scheduler at {address} was lost").format(address=address)


def dask_no_answer(seconds: float) -> str:
    """A file of a batch the cluster did not finish within ``--dask-timeout``."""
    return _("not done: no answer from the Dask cluster within {seconds} seconds").format(seconds=format(seconds, "g"))


def dask_failed(error: object) -> str:
    """A file of a batch the cluster failed on (a worker that cannot load gobenson, say)."""
    return _("not done: the Dask cluster failed on it: {error}").format(error=error)


# -- problems check: a suspect problem, and what an engine reads at the end of its right lines --

def suspect(file: str, number: int, title: str, asked: str, target: str, findings: str) -> str:
    """The check's one line on a suspect problem (``target`` "" when it has none)."""
    if not target:
        target = _("no target")
    if title:
        return _("{file}: problem {number} ({title}), {asked}, {target}: {findings}").format(
            file=file, number=number, title=title, asked=asked, target=target, findings=findings)
    return _("{file}: problem {number}, {asked}, {target}: {findings}").format(
        file=file, number=number, asked=asked, target=target, findings=findings)


NO_RIGHT_LINE = deferred("no line is marked right")


def line_ends(moves: str, outcome: str, targeted: bool = True) -> str:
    """A line's verdict; ``targeted`` is false when the problem has no target."""
    return _("the right line {moves} ends with {outcome}").format(moves=moves,
                                                                  outcome=outcome_words(outcome, targeted))


ENGINE_READS = {"alive": N_("{engine}: alive in play"), "dead": N_("{engine}: dead"),
                "seki": N_("{engine}: seki"), "ko": N_("{engine}: ko")}
"""An engine's reading of the target's block, named as the engine's, by GTP's status word."""


def engine_reads(engine: str, status: str) -> str:
    return _(ENGINE_READS[status]).format(engine=engine)


BLOCK_READS = {"alive": N_("the {colour} block at {where} alive in play"),
               "dead": N_("the {colour} block at {where} dead"),
               "seki": N_("the {colour} block at {where} in seki"),
               "ko": N_("the {colour} block at {where} in a ko")}
"""An engine's reading of a block the line decides, when the problem names no target."""


def block_reads(colour: str, where: str, status: str) -> str:
    return _(BLOCK_READS[status]).format(colour=colour, where=where)


def engine_reads_blocks(engine: str, blocks: list[str]) -> str:
    """What the engine reads of the blocks a line decides, named as the engine's."""
    return _("{engine}: {blocks}").format(engine=engine, blocks=", ".join(blocks))


def with_reading(verdict: str, reading: str) -> str:
    """A line's verdict and, beside it, what the engine reads."""
    return _("{verdict} — {reading}").format(verdict=verdict, reading=reading)


def engine_failed(failure: str) -> str:
    return _("{failure} This problem is checked without the engine.").format(failure=failure)


def engine_line(file: str, number: int, findings: str) -> str:
    """The check's line on what the engine reads at the end of a problem's right lines."""
    return _("{file}: problem {number}: {findings}").format(file=file, number=number, findings=findings)


# -- options -----------------------------------------------------------------------------------

SECONDS = deferred("a number of seconds above 0")


def cut_short(most: int, after: int) -> str:
    """The note on the game where the check of a file stops: ``after`` games follow it."""
    if not after:
        return _("not checked: the check of a file reads at most {most} right lines").format(most=most)
    return counted("not checked, nor the {n} game after it: the check of a file reads at most {most} right lines",
                   "not checked, nor the {n} games after it: the check of a file reads at most {most} right lines",
                   after, most=most)
