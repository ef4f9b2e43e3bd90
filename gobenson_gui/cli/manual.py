"""The manual page, ``gobenson.1``: roff written from the parser's own help (:mod:`.outline`),
so that ``man gobenson`` never lists an option the command lacks or misses one it has."""

from __future__ import annotations

from .outline import Command, Option

SECTION = "1"


def roff_text(text: str) -> str:
    """``text`` safe in roff: backslashes and hyphens escaped (a bare ``-`` may print as a dash),
    and a line kept from starting with a control character."""
    escaped = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + escaped if escaped.startswith((".", "'")) else escaped


def _option_term(option: Option) -> str:
    spellings = ", ".join("\\fB{flag}\\fR".format(flag=roff_text(flag)) for flag in option.flags)
    if option.choices:
        return spellings + " {" + ",".join(roff_text(choice) for choice in option.choices) + "}"
    if option.takes_value:
        return spellings + " \\fI" + roff_text(option.metavar or "") + "\\fR"
    return spellings


def _usage(command: Command) -> str:
    parts = ["\\fB" + roff_text(command.name) + "\\fR", "[\\fIOPTIONS\\fR]"]
    if command.commands:
        parts.append("\\fICOMMAND\\fR")
    for argument in command.arguments:
        parts.append("\\fI" + roff_text(argument.metavar) + "\\fR" + ("..." if argument.many else ""))
    return " ".join(parts)


def _entries(command: Command) -> list[str]:
    lines = []
    for option in command.options:
        lines += [".TP", _option_term(option), roff_text(option.help)]
    for argument in command.arguments:
        lines += [".TP", "\\fI" + roff_text(argument.metavar) + "\\fR", roff_text(argument.help)]
    return lines


def manual_page(program: Command, version: str) -> str:
    """The whole page: the program's options, then each command with its usage and options."""
    name = program.name
    lines = ['.TH {title} {section} "" "{name} {version}"'.format(title=name.upper(), section=SECTION, name=name,
                                                                 version=version),
             ".SH NAME", roff_text(name) + " \\- " + roff_text(program.description.split(". ")[0]),
             ".SH SYNOPSIS", _usage(program), ".br", "\\fB" + name + "\\fR [\\fIFILE\\fR...]",
             ".SH DESCRIPTION", roff_text(program.description),
             ".SH OPTIONS", *_entries(program),
             ".SH COMMANDS"]
    for command in program.walk()[1:]:
        lines += [".SS " + "\"" + roff_text(command.name) + "\"", _usage(command), ".PP",
                  roff_text(command.description or command.help)]
        if command.commands:
            lines += [".PP", "Commands: " + ", ".join("\\fB" + roff_text(inner.path[-1]) + "\\fR"
                                                      for inner in command.commands) + "."]
        lines += _entries(command)
    return "\n".join(lines) + "\n"
