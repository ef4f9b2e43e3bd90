"""A GTP engine that fails on purpose, for the tests of gobenson's engine client:

    python fault_engine.py MODE

It answers the setup commands (``name``, ``known_command``, ``boardsize``, ``clear_board``,
``play``) properly and remembers the stones played; the status it is then asked for shows MODE:

- ``crash``: exits without answering;
- ``hang``: never answers;
- ``garbage``: answers with a line that is not GTP;
- ``flood``: answers with a line longer than any GTP line gobenson reads;
- ``unknown-command``: knows neither ``final_status_list`` nor ``final_status``;
- ``slow``: waits a minute, then calls every stone alive (for cancelling);
- ``liar``: calls every stone dead, unconditionally alive ones too;
- ``alive``: calls every stone alive, at once;
- ``slow-start``: waits two seconds before it reads its first command, then as ``alive``;
- ``final-status``: knows only GNU Go's ``final_status P``, and calls every stone alive;
- ``owl``: reads block by block with GNU Go's ``owl_attack P`` and ``owl_defend P`` (Black's
  blocks alive, White's dead), at once, but never answers ``final_status_list``, which is
  whole-board reading too slow for a time limit;
- ``owl-slow``: as ``owl``, but only the first block's reading comes at once: every later
  block's first question waits a minute (for cancelling half-way).
"""

from __future__ import annotations

import sys
import threading

STATUS_COMMANDS = ("final_status_list", "final_status")
OWL = ("owl_attack", "owl_defend")
FLOOD_POINTS = 30_000
"""The points of the ``flood`` answer: about 90 KB on one line."""


def main(mode: str) -> None:
    if mode == "slow-start":
        threading.Event().wait(2)
    stones: list[str] = []
    owl_questions: list[str] = []
    known = {"name", "known_command", "boardsize", "clear_board", "play", "quit"}
    if mode in ("owl", "owl-slow"):
        known.update(OWL)
    if mode == "final-status":
        known.add("final_status")
    elif mode != "unknown-command":
        known.add("final_status_list")
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command, arguments = words[0], words[1:]
        if command not in known:
            reply("? unknown command")
            continue
        if command == "quit":
            reply("=")
            return
        if command in STATUS_COMMANDS:
            status(mode, arguments, stones)
            continue
        if command in OWL:
            if mode == "owl-slow" and owl_questions and arguments[0] not in owl_questions:
                threading.Event().wait(60)
            owl_questions.append(arguments[0])
            black = "B " + arguments[0].upper() in stones
            reply("= " + ("0" if black else "1") if command == "owl_attack" else "= 0")
            continue
        if command == "name":
            reply("= Fault engine")
        elif command == "known_command":
            reply("= " + ("true" if arguments and arguments[0] in known else "false"))
        elif command == "play":
            stones.append(arguments[0][0].upper() + " " + arguments[1].upper())
            reply("=")
        else:
            if command == "clear_board":
                stones.clear()
            reply("=")


def status(mode: str, arguments: list[str], stones: list[str]) -> None:
    if mode == "crash":
        sys.exit(3)
    if mode in ("hang", "owl", "owl-slow"):
        threading.Event().wait()
    if mode == "garbage":
        reply("Segmentation fault? no, just noise")
        return
    if mode == "flood":
        reply("= " + "A1 " * FLOOD_POINTS)
        return
    if mode == "slow":
        threading.Event().wait(60)
    if mode == "final-status":
        reply("= alive")
        return
    wanted = "dead" if mode == "liar" else "alive"
    reply("= " + (" ".join(stone.split()[1] for stone in stones) if arguments[0] == wanted else ""))


def reply(text: str) -> None:
    sys.stdout.write(text + "\n\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1])
