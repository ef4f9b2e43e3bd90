"""The command line as data: every command, option and argument of the ``gobenson`` parser,
read from argparse itself, so that the manual page (:mod:`.manual`) and the shell completions
(:mod:`.completion`) list exactly what the parser takes."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Option:
    """One option: its spellings, whether it takes a value (and which ones, if it has choices)."""

    flags: tuple[str, ...]
    help: str
    metavar: str | None = None  # None: a flag, which takes no value
    choices: tuple[str, ...] = ()

    @property
    def takes_value(self) -> bool:
        return self.metavar is not None


@dataclass(frozen=True)
class Argument:
    """A positional argument; ``many`` when it takes several (``FILE...``)."""

    metavar: str
    help: str
    many: bool = False
    choices: tuple[str, ...] = ()


@dataclass
class Command:
    """A command (the program itself at the top), with its own options and its subcommands."""

    path: tuple[str, ...]
    help: str
    description: str
    options: list[Option] = field(default_factory=list)
    arguments: list[Argument] = field(default_factory=list)
    commands: list[Command] = field(default_factory=list)

    @property
    def name(self) -> str:
        return " ".join(self.path)

    def walk(self) -> list[Command]:
        """This command and every command under it, depth first."""
        return [self, *(inner for command in self.commands for inner in command.walk())]


def _metavar(action: argparse.Action, default: str) -> str:
    """How the help names the value(s) an action takes (a tuple of names: one per value), else ``default``."""
    metavar = action.metavar or default
    return " ".join(metavar) if isinstance(metavar, tuple) else metavar


def _choices(action: argparse.Action) -> tuple[str, ...]:
    return tuple(str(choice) for choice in action.choices) if action.choices else ()


def outline(parser: argparse.ArgumentParser, path: tuple[str, ...] = (), help_text: str = "") -> Command:
    """The command ``parser`` reads, named ``path`` (the program's name at the top)."""
    command = Command(path or (parser.prog,), help_text, parser.description or "")
    for action in parser._actions:  # argparse keeps its declarations here; it has no public reader
        if isinstance(action, argparse._HelpAction):
            command.options.append(Option(tuple(action.option_strings), action.help or ""))
        elif isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            for name, subparser in action.choices.items():
                command.commands.append(outline(subparser, command.path + (name,), helps.get(name, "")))
        elif action.option_strings:
            takes_value = action.nargs != 0
            metavar = _metavar(action, action.dest.upper()) if takes_value else None
            command.options.append(Option(tuple(action.option_strings), action.help or "", metavar,
                                          _choices(action)))
        else:
            command.arguments.append(Argument(_metavar(action, action.dest), action.help or "",
                                              action.nargs in ("+", "*"), _choices(action)))
    return command
