"""The ``gobenson`` command.

Subcommands run headless on the pure core, a module each (:mod:`.analyze`, :mod:`.annotate`,
:mod:`.kill`, :mod:`.render`, :mod:`.handout`, :mod:`.lesson`, :mod:`.exercises`), all reading their inputs
(:mod:`.inputs`), arguments (:mod:`.arguments`) and writing their output (:mod:`.output`) the
same way.  Only the editor and the drawing commands load Qt, so ``gobenson analyze`` works (and
starts fast) where PySide6 cannot even be imported.
"""

from __future__ import annotations

import argparse
import difflib
import os
import sys
from collections.abc import Sequence
from importlib import import_module
from pathlib import Path

from .arguments import LANGUAGE_CODES, LANGUAGE_OPTION, OutputFormat, language_option
from . import words
from .words import PROGRAM
from ..core.words.i18n import LANGUAGES, set_language
from .output import OutputError, stop_output, writing_output

QT_OPTIONS_WITH_VALUE = frozenset({"-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry",
                                   "-qwindowicon", "-qwindowtitle", "-session", "-style", "-stylesheet", "-display",
                                   "-geometry", "-qmljsdebugger"})
QT_FLAGS = frozenset({"-reverse", "-widgetcount"})
"""The command-line options every Qt program takes (those of QGuiApplication and QApplication, and
X11's -display and -geometry): given to the editor, they go on to Qt.  An option with a value
takes the next argument, or its own after ``=`` (``-style=fusion``)."""


class QtOptionError(ValueError):
    """A Qt option that ends the command line without its value."""


def split_qt_options(argv: list[str]) -> tuple[list[str], list[str]]:
    """(Qt's options with their values, the other arguments), each in the order given."""
    qt_options, rest = [], []
    arguments = iter(argv)
    for argument in arguments:
        name = argument.split("=", 1)[0]
        if argument in QT_FLAGS or (name in QT_OPTIONS_WITH_VALUE and "=" in argument):
            qt_options.append(argument)
        elif argument in QT_OPTIONS_WITH_VALUE:
            value = next(arguments, None)
            if value is None:
                raise QtOptionError(words.qt_option_needs_value(argument))
            qt_options += [argument, value]
        else:
            rest.append(argument)
    return qt_options, rest


PURE_CORE_NOTED = "pure-core-noted"
"""The file in gobenson's cache folder whose presence says the pure core's notice was given."""


def xdg_home(variable: str, default: str) -> Path:
    """The folder an XDG base directory variable names, or its default under the home folder when
    it is unset or not absolute (the specification says to ignore a relative one)."""
    value = os.environ.get(variable, "")
    return Path(value) if os.path.isabs(value) else Path.home() / default


def cache_folder() -> Path:
    """gobenson's folder in the user's cache (``$XDG_CACHE_HOME/gobenson``, else ``~/.cache/gobenson``)."""
    return xdg_home("XDG_CACHE_HOME", ".cache") / PROGRAM


def note_the_pure_core_once() -> None:
    """Where the compiled core was not built (no C compiler where gobenson was installed), say so
    on the first run and never again: the build's own line is hidden by pip, and the pure core,
    though it gives the same answers, is slower.  A cache that cannot be written only means the
    line is said again next time."""
    from ..core.atomic import write_atomic
    from ..core.cores import Core, core_in_use

    if core_in_use() is not Core.PURE_NOT_BUILT:
        return
    marker = cache_folder() / PURE_CORE_NOTED
    if os.path.lexists(marker):
        return
    print(words.pure_core_notice(), file=sys.stderr)
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(marker, b"")
    except OSError:
        pass


def run_editor(files: list[str], qt_options: Sequence[str] = (), language: str | None = None) -> int:
    """Open the editor, speaking ``language`` (``--lang``) if given -- after checking what would
    otherwise end in a Qt abort or a traceback."""
    display_named = any(option.split("=", 1)[0] in ("-platform", "-display") for option in qt_options)
    if sys.platform.startswith("linux") and not (display_named or os.environ.get("DISPLAY")
                                                 or os.environ.get("WAYLAND_DISPLAY")
                                                 or os.environ.get("QT_QPA_PLATFORM")):
        print(words.no_display(), file=sys.stderr)
        return 1
    try:
        from ..gui.app import main as editor_main
    except ImportError as error:
        print(words.editor_cannot_start(error), file=sys.stderr)
        return 1
    return editor_main(files, list(qt_options), language)



class ShowVersion(argparse.Action):
    """``--version``: the version, looked up only when asked for (see gobenson_gui.__getattr__), and
    the core that analyses."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print gobenson's version and exit")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        from .. import __version__
        from ..core.cores import core_in_use

        print(words.version_line(__version__, core_in_use().value))
        parser.exit()



COMMANDS = ("analyze", "render", "kill", "annotate", "convert", "exercises", "problems", "handout", "lesson", "gtp",
            "thumbnail", "desktop")
"""The commands in the order of the help, each the module of its name, whose ``add_command``
declares its arguments.  Only the module of the command run is imported: ``exercises`` and
``annotate`` bring parts of the core that took ``analyze``'s start-up some 30 ms."""


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of the command line.  Given a ``command``, only its arguments are declared:
    declaring every command's took argparse about 4 ms, longer than analysing a short record."""
    parser = argparse.ArgumentParser(
        prog=PROGRAM,
        description="A Go board editor that teaches unconditional life (Benson's algorithm). "
                    "Without a command, opens the editor (on FILE, if given); Qt's own options "
                    "(-style, -platform, -reverse...) go on to it.")
    parser.add_argument("--version", action=ShowVersion)
    parser.add_argument(LANGUAGE_OPTION, choices=LANGUAGE_CODES, metavar="CODE",
                        help="the language of the words, before or after the command: "
                             f"{', '.join(LANGUAGES)}; zh_Hans is zh_CN, zh_Hant is zh_TW "
                             "(default: GOBENSON_LANG, else the system's)")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        if command in (None, name):
            import_module(f"{__name__}.{name}").add_command(commands)
    return parser


def command_meant(word: str) -> str | None:
    """The command ``word`` misspells (``analyse``), when it names no file and is close to one;
    else None, and the editor opens on it."""
    if word.startswith("-") or word in COMMANDS or os.path.exists(word):
        return None
    return next(iter(difflib.get_close_matches(word, COMMANDS, n=1, cutoff=0.75)), None)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        language, argv = language_option(argv)
    except ValueError as error:
        build_parser().error(str(error))
    if language is not None:
        set_language(language)
    note_the_pure_core_once()
    if argv and argv[0] not in COMMANDS:  # gobenson [QT OPTIONS] [FILE]
        try:
            qt_options, rest = split_qt_options(argv)
        except QtOptionError as error:
            build_parser().error(str(error))
        if rest and (meant := command_meant(rest[0])) is not None:
            print(words.not_a_command(rest[0], meant), file=sys.stderr)
            return 2
        if not rest or (not rest[0].startswith("-") and rest[0] not in COMMANDS):
            return run_editor(rest, qt_options, language)
    parser = build_parser(argv[0] if argv and argv[0] in COMMANDS else None)
    args = parser.parse_args(argv)
    if args.command is None:
        return run_editor([], language=language)
    if getattr(args, "pretty", False) and args.format != OutputFormat.JSON:
        parser.error("--pretty goes with --format json")
    if getattr(args, "support", ()) and args.format != OutputFormat.TEXT:
        parser.error("--support goes with --format text")
    if getattr(args, "dask", None) and "-" in args.files:
        parser.error(words.dask_reads_no_input())
    try:
        status: int = args.run(args)
        with writing_output():
            sys.stdout.flush()  # a failure here, not at exit where it would print a traceback
    except OutputError as error:
        assert isinstance(error.__cause__, OSError)  # raised from standard output's failure
        return stop_output(error.__cause__)
    return status
