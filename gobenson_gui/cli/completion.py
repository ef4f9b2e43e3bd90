"""Shell completion for bash, zsh and fish, written from the parser (:mod:`.outline`): each
command's subcommands, options and their choices (rule sets, formats, colours), and file names
wherever a FILE or an option's value goes."""

from __future__ import annotations

from ..gui.data import RESOURCES
from .outline import Command, Option

SHELLS = ("bash", "zsh", "fish")


def _template(shell: str) -> str:
    """The frame of a shell's script, in resources/desktop (shell code, filled in with str.format:
    its own braces are doubled)."""
    return (RESOURCES / "desktop" / "completion.{shell}".format(shell=shell)).read_text(encoding="utf-8")


def _words(values: list[str] | tuple[str, ...]) -> str:
    return " ".join(values)


def _command_key(command: Command) -> str:
    """The words after the program that name ``command`` (empty for the program)."""
    return " ".join(command.path[1:])


def bash_completion(program: Command) -> str:
    """A ``complete -F`` function: the command so far is the run of words that name commands."""
    function = "_" + program.name
    cases = []
    for command in program.walk():
        choices = [
            "{flag}) COMPREPLY=($(compgen -W '{values}' -- \"$cur\")); return;;".format(
                flag="|".join(option.flags), values=_words(option.choices))
            for option in command.options if option.choices]
        positional = [choice for argument in command.arguments for choice in argument.choices]
        cases.append("""        '{key}')
            case "$prev" in
                {choices}
            esac
            options='{options}'
            commands='{commands}';;""".format(
            key=_command_key(command), choices="\n                ".join(choices) or "*) ;;",
            options=_words([flag for option in command.options for flag in option.flags]),
            commands=_words([inner.path[-1] for inner in command.commands] + positional)))
    command_names = sorted({part for command in program.walk() for part in command.path[1:]})
    valued = sorted({flag for command in program.walk() for option in command.options if option.takes_value
                     for flag in option.flags})
    return _template("bash").format(program=program.name, function=function, command_names="|".join(command_names),
                                    cases="\n".join(cases), valued="|".join(valued))


def _zsh_quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def _zsh_spec(option: Option) -> str:
    """An ``_arguments`` spec: ``--rules[help]:RULES:(no-suicide suicide)``."""
    description = option.help.split(";")[0].replace("[", "(").replace("]", ")").replace(":", " ")
    value = ""
    if option.choices:
        value = ":{name}:({values})".format(name=option.metavar or "value", values=_words(option.choices))
    elif option.takes_value:
        value = ":{name}:_files".format(name=(option.metavar or "value").replace(":", " "))
    return " ".join(_zsh_quote("{flag}[{description}]{value}".format(flag=flag, description=description,
                                                                     value=value))
                    for flag in option.flags)


def zsh_completion(program: Command) -> str:
    """A ``#compdef`` function: the words that name commands choose the ``_arguments`` specs."""
    cases = []
    for command in program.walk():
        specs = [_zsh_spec(option) for option in command.options]
        if command.commands:
            specs.append(_zsh_quote("1:command:({names})".format(
                names=_words([inner.path[-1] for inner in command.commands]))))
        specs.append(_zsh_quote("*:file:_files"))
        cases.append("        {key}) _arguments -S {specs};;".format(
            key=_zsh_quote(_command_key(command)), specs=" ".join(specs)))
    command_names = sorted({part for command in program.walk() for part in command.path[1:]})
    return _template("zsh").format(program=program.name, command_names="|".join(command_names),
                                   cases="\n".join(cases))


def _fish_quote(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def fish_completion(program: Command) -> str:
    """``complete`` lines, each option offered once its command's words have been typed."""
    name = program.name
    lines = []
    for command in program.walk():
        words = command.path[1:]
        condition = " && ".join(["__fish_seen_subcommand_from " + word for word in words]
                                or ["not __fish_seen_subcommand_from " + _words(
                                    [inner.path[-1] for inner in program.commands])])
        for inner in command.commands:
            lines.append("complete -c {program} -f -n {condition} -a {name} -d {help}".format(
                program=name, condition=_fish_quote(condition), name=inner.path[-1],
                help=_fish_quote(inner.help)))
        for option in command.options:
            spelled = " ".join("-l " + flag[2:] if flag.startswith("--") else "-s " + flag[1:]
                               for flag in option.flags)
            value = ""
            if option.choices:
                value = " -x -a " + _fish_quote(_words(option.choices))
            elif option.takes_value:
                value = " -r -F"
            lines.append("complete -c {program} -n {condition} {spelled}{value} -d {help}".format(
                program=name, condition=_fish_quote(condition), spelled=spelled, value=value,
                help=_fish_quote(option.help.split(";")[0])))
    return _template("fish").format(program=name, lines="\n".join(lines))


WRITERS = {"bash": bash_completion, "zsh": zsh_completion, "fish": fish_completion}
