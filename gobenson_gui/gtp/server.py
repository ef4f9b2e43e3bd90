"""gobenson as a GTP engine: a position set up by moves, setup or an SGF file, and Benson's
verdicts on it in the words other programs use (GNU Go's ``unconditional_status``, Fuego's
``go_safe benson``, ``final_status_list``) and in gobenson's own (explanations, regions,
half-steps, capture sequences, support), each answered from the one analysis and the one word
family the command line and the editor use.

It lives above the view because the half-steps and region names are the editor's view of an
analysis (:mod:`gobenson_gui.view.stepping`, :mod:`gobenson_gui.view.names`); like them it never
imports Qt.
"""

from __future__ import annotations

import stat
from collections.abc import Callable, Mapping
from itertools import compress
from pathlib import Path
from typing import IO

from ..core.analysis import Analysis, ColourAnalysis, analyze
from ..core.benson import Region
from ..core.board import Board, Colour
from ..core.coords import names_by_bit, parse_point_name, point_name
from ..core.fast import bit_selectors
from ..core.geometry import BoardSizeError, Point
from .protocol import (ENCODING, MAX_LINE_BYTES, Command, GtpError, Line, format_answer, is_int, parse_command,
                       parse_int, read_lines)
from ..core.kill import kill_sequence
from ..core.report import explain_block, marked_board, support_lines
from ..core.rules import IllegalMove, Rules, play
from ..core.sgf.errors import SgfError
from ..core.sgf.properties import move_masks, node_labels
from ..core.sgf.replay import Position, start_position, step
from ..core.sgf.tree import read_games
from ..core.support import support
from ..core.words import gtp as words
from ..core.words.stepping import half_step_caption, half_step_phrase
from ..view.names import names_from_scratch
from ..view.stepping import half_step, half_step_count

ANALYZE_COMMANDS = (
    ("gfx", "safe", "gobenson-safe_gfx"),
    ("gfx", "territory", "gobenson-territory_gfx"),
    ("gfx", "regions", "gobenson-regions_gfx %p"),
    ("gfx", "half_step_black", "gobenson-half_step_gfx black %s"),
    ("gfx", "half_step_white", "gobenson-half_step_gfx white %s"),
    ("var", "capture", "gobenson-capture %p"),
    ("string", "explain", "gobenson-explain %p"),
    ("string", "support", "gobenson-support %p"),
)
"""What GoGui's Tools > Analyze Commands window (F8) offers, as GoGui reads it: the type of
answer (``gfx`` drawn on the board, ``var`` a variation, ``string`` shown as text), the label (in
the word family) and the command, where ``%p`` is the point clicked and ``%s`` a text GoGui asks
for (the half-step)."""

COLOURS = {"b": Colour.BLACK, "black": Colour.BLACK, "w": Colour.WHITE, "white": Colour.WHITE}


def parse_colour(text: str) -> Colour:
    try:
        return COLOURS[text.lower()]
    except KeyError:
        raise GtpError(words.not_a_colour(text)) from None


class GtpEngine:
    """The engine's state and its commands; :meth:`respond` answers one line."""

    def __init__(self, version: str, rules: Rules = Rules.NO_SUICIDE, folder: Path | None = None) -> None:
        self.version = version
        self.rules = rules
        self.folder = folder
        """Where ``loadsgf`` finds a relative file name (the working folder if None)."""
        self.komi = 0.0
        self.position = Position(Board.empty(19, 19), Colour.BLACK)
        self.history: list[Position] = []
        self.finished = False
        """Set by ``quit``: the caller stops reading after its answer."""
        self._analysis: Analysis | None = None
        self._labels: tuple[Board, Mapping[Point, str]] = (self.position.board, {})
        """The labels (LB) of the node ``loadsgf`` read, with its board: they name the regions
        while that board is on (as ``analyze`` names them by its node's labels)."""
        self.commands: dict[str, Callable[[tuple[str, ...]], str]] = {
            "protocol_version": lambda args: "2",
            "name": lambda args: "gobenson",
            "version": lambda args: self.version,
            "known_command": self.known_command,
            "list_commands": lambda args: "\n".join(self.commands),
            "quit": self.quit,
            "boardsize": self.boardsize,
            "rectangular_boardsize": self.boardsize,
            "clear_board": self.clear_board,
            "komi": self.set_komi,
            "play": self.play,
            "undo": self.undo,
            "genmove": self.genmove,
            "showboard": lambda args: "\n" + marked_board(self.analysis),
            "loadsgf": self.loadsgf,
            "gogui-setup": self.setup,
            "gogui-setup_player": self.setup_player,
            "set_position": self.set_position,
            "gobenson-rules": self.set_rules,
            "unconditional_status": self.unconditional_status,
            "go_safe": self.go_safe,
            "final_status_list": self.final_status_list,
            "gobenson-explain": self.explain,
            "gobenson-regions_gfx": self.regions_gfx,
            "gobenson-safe_gfx": lambda args: self.marks_gfx(lambda side: side.safe_stones),
            "gobenson-territory_gfx": lambda args: self.marks_gfx(lambda side: side.territory),
            "gobenson-half_step_gfx": self.half_step_gfx,
            "gobenson-capture": self.capture,
            "gobenson-support": self.support,
            "gogui-analyze_commands": self.analyze_commands,
        }

    # -- the protocol ---------------------------------------------------------------------------

    def serve(self, commands: IO[bytes], answers: IO[bytes]) -> None:
        """Answer the lines of ``commands`` on ``answers`` until ``quit`` or their end, each
        answer sent whole before the next line is read, as a controller awaits it."""
        for line in read_lines(commands):
            response = self.respond_to(line)
            if response is not None:
                answers.write(response.encode(ENCODING, "replace"))
                answers.flush()
            if self.finished:
                break

    def respond_to(self, line: Line) -> str | None:
        """:meth:`respond` for a line as read: one over the bound is answered ``?`` (by its id,
        if its start gives one), unless its comment had begun, which leaves the start whole."""
        if line.whole or "#" in line.text:
            return self.respond(line.text)
        command = parse_command(line.text) or Command("", "", ())
        return format_answer(False, command.id, words.line_too_long(MAX_LINE_BYTES))

    def respond(self, line: str) -> str | None:
        """The whole answer to ``line`` (None for a line GTP ignores)."""
        command = parse_command(line)
        if command is None:
            return None
        result, success = self.run(command)
        return format_answer(success, command.id, result)

    def run(self, command: Command) -> tuple[str, bool]:
        """The result of a command and whether it succeeded.  Nothing a line says stops the
        engine: what no check foresaw still gets an answer."""
        handler = self.commands.get(command.name)
        if handler is None:
            return words.UNKNOWN_COMMAND, False
        try:
            return handler(command.arguments), True
        except GtpError as error:
            return str(error), False
        except Exception as error:  # the engine must answer and go on, whatever the input
            return words.engine_failed(error), False

    def run_line(self, line: str) -> tuple[str, bool]:
        """:meth:`run` for a line, as the regression runner sends them."""
        command = parse_command(line)
        return self.run(command) if command is not None else ("", True)

    @property
    def board(self) -> Board:
        return self.position.board

    @property
    def analysis(self) -> Analysis:
        """Benson's analysis of the board, made once per position and rule set."""
        board, analysis = self.position.board, self._analysis
        if analysis is None or analysis.board is not board or analysis.rules is not self.rules:
            # analyze gives back the analysis before where its stones are the same
            analysis = self._analysis = analyze(board, self.rules, analysis)
        return analysis

    def vertex(self, text: str) -> Point:
        board = self.board
        try:
            point = parse_point_name(text, board.columns, board.rows)
        except ValueError as error:
            raise GtpError(words.invalid_vertex(error)) from None
        if not board.geometry.contains(point):
            raise GtpError(words.invalid_vertex(words.missing_point(text)))
        return point

    def name(self, point: Point) -> str:
        return point_name(point, self.board.rows)

    def names(self, mask: int) -> str:
        if not mask:  # go_safe's answer through most of a game
            return ""
        return " ".join(compress(names_by_bit(self.board.geometry), bit_selectors(mask)))

    # -- the standard commands ------------------------------------------------------------------

    def known_command(self, args: tuple[str, ...]) -> str:
        if len(args) != 1:
            raise GtpError(words.syntax("a command name"))
        return "true" if args[0] in self.commands else "false"

    def quit(self, args: tuple[str, ...]) -> str:
        self.finished = True
        return ""

    def boardsize(self, args: tuple[str, ...]) -> str:
        """``boardsize N``, or ``C R`` (``rectangular_boardsize C R``) for a rectangle; the board
        is cleared, as GTP says."""
        if len(args) not in (1, 2):
            raise GtpError(words.syntax("a size, or columns and rows"))
        columns, rows = parse_int(args[0]), parse_int(args[-1])
        try:
            board = Board.empty(columns, rows)
        except BoardSizeError as error:
            raise GtpError(words.unacceptable_size(error)) from None
        self.start(Position(board, Colour.BLACK))
        return ""

    def start(self, position: Position) -> None:
        self.position = position
        self.history.clear()

    def clear_board(self, args: tuple[str, ...]) -> str:
        self.start(Position(Board(self.board.geometry), Colour.BLACK))
        return ""

    def set_komi(self, args: tuple[str, ...]) -> str:
        try:
            (self.komi,) = map(float, args)
        except ValueError:
            raise GtpError(words.syntax("a number")) from None
        return ""

    def play(self, args: tuple[str, ...]) -> str:
        if len(args) != 2:
            raise GtpError(words.syntax("a colour and a vertex"))
        colour = parse_colour(args[0])
        before = self.position
        if args[1].lower() == "pass":
            self.history.append(before)
            self.position = Position(before.board, colour.opponent)
            return ""
        point = self.vertex(args[1])
        ko = before.ko_point if colour is before.to_play else None
        try:
            result = play(before.board, point, colour, self.rules, ko)
        except IllegalMove as error:
            raise GtpError(words.illegal_move(error)) from None
        self.history.append(before)
        self.position = Position(result.board, colour.opponent, result.ko_point)
        return ""

    def undo(self, args: tuple[str, ...]) -> str:
        if not self.history:
            raise GtpError(words.NOTHING_TO_UNDO)
        self.position = self.history.pop()
        return ""

    def genmove(self, args: tuple[str, ...]) -> str:
        raise GtpError(words.DOES_NOT_PLAY)

    def loadsgf(self, args: tuple[str, ...]) -> str:
        """GNU Go's ``loadsgf FILE [MOVE]``: the main line's position before move number MOVE
        (the last position without it); answers the colour to play."""
        if len(args) not in (1, 2):
            raise GtpError(words.syntax("a file name and perhaps a move number"))
        before = parse_int(args[1]) if len(args) == 2 else None
        if before == 0:
            raise GtpError(words.syntax("a move number from 1"))
        try:
            games = read_games(self.file_to_load(args[0]))
        except SgfError as error:
            raise GtpError(words.cannot_load(error)) from None
        if not games:
            raise GtpError(words.NO_GAME)
        game = games[0]
        position = start_position(game)
        moves = 0
        labels: Mapping[Point, str] = {}
        for index, node in enumerate(game.main_line()):
            if any(True for _ in move_masks(node, game.geometry)):
                moves += 1
                if moves == before:
                    break
            position = step(position, node, f"node {index}")
            labels = node_labels(node, game.geometry, game.charset)
        else:
            if before is not None and before != moves + 1:
                raise GtpError(words.move_number_past_end(before, moves))
        self.start(position)
        self._labels = (position.board, labels)
        return position.to_play.value

    def file_to_load(self, name: str) -> Path:
        """Where ``loadsgf`` reads ``name``: beside the regression file, if any; a FIFO, device
        or folder is refused, as reading a FIFO would wait for a writer for good."""
        path = Path(name)
        if self.folder is not None and not path.is_absolute():
            path = self.folder / path
        try:
            mode = path.stat().st_mode
        except OSError:
            return path  # reading it says why
        if not stat.S_ISREG(mode):
            raise GtpError(words.not_a_regular_file(name))
        return path

    # -- setting up a position ------------------------------------------------------------------

    def placed(self, board: Board, args: tuple[str, ...]) -> Board:
        """``board`` with the stones of ``b C3 w D4 ...`` set on it, as setup sets them (no
        capture: a block may be left without liberties, which the analysis reports)."""
        if len(args) % 2:
            raise GtpError(words.syntax("pairs of a colour and a vertex"))
        for colour_text, vertex in zip(args[::2], args[1::2]):
            board = board.with_point(self.vertex(vertex), parse_colour(colour_text))
        return board

    def setup(self, args: tuple[str, ...]) -> str:
        """GoGui's ``gogui-setup b C3 w D4 ...``: stones added to the position (undo cannot go
        back past a setup)."""
        self.start(Position(self.placed(self.board, args), self.position.to_play))
        return ""

    def setup_player(self, args: tuple[str, ...]) -> str:
        if len(args) != 1:
            raise GtpError(words.syntax("a colour"))
        self.position = Position(self.board, parse_colour(args[0]))
        return ""

    def set_position(self, args: tuple[str, ...]) -> str:
        """KataGo's ``set_position b C3 w D4 ...``: an empty board with these stones."""
        self.start(Position(self.placed(Board(self.board.geometry), args), Colour.BLACK))
        return ""

    def set_rules(self, args: tuple[str, ...]) -> str:
        """``gobenson-rules``: the rules in force; ``gobenson-rules suicide`` changes them."""
        if len(args) > 1:
            raise GtpError(words.syntax("no-suicide or suicide"))
        if args:
            try:
                self.rules = Rules.parse(args[0])
            except ValueError as error:
                raise GtpError(str(error)) from None
        return self.rules.value

    # -- verdicts in the words other programs use -----------------------------------------------

    def unconditional_status(self, args: tuple[str, ...]) -> str:
        """GNU Go's word for a point: a stone is ``alive`` (unconditionally), ``dead`` (in the
        opponent's pass-alive territory) or ``undecided``; an empty point is
        ``black_territory``, ``white_territory`` or ``undecided``."""
        if len(args) != 1:
            raise GtpError(words.syntax("a vertex"))
        point = self.vertex(args[0])
        bit = self.board.geometry.bit(point)
        analysis = self.analysis
        stone = self.board.get(point)
        if stone is not None:
            if analysis.of(stone).safe_stones & bit:
                return "alive"
            return "dead" if analysis.of(stone.opponent).territory & bit else "undecided"
        for colour in Colour:
            if analysis.of(colour).territory & bit:
                return f"{colour.value}_territory"
        return "undecided"

    def go_safe(self, args: tuple[str, ...]) -> str:
        """Fuego's ``go_safe benson [black|white]``: how many points are safe, then the points --
        the unconditionally alive stones and their pass-alive territory, of both colours if none
        is named."""
        if not args or len(args) > 2:
            raise GtpError(words.syntax("benson and perhaps a colour"))
        if args[0] != "benson":
            raise GtpError(words.ONLY_BENSON)
        analysis = self.analysis
        if len(args) == 2:
            side = analysis.of(parse_colour(args[1]))
            safe = side.safe_stones | side.territory
        else:
            black, white = analysis.black, analysis.white
            safe = black.safe_stones | black.territory | white.safe_stones | white.territory
        return f"{safe.bit_count()} {self.names(safe)}" if safe else "0"

    def final_status_list(self, args: tuple[str, ...]) -> str:
        """``final_status_list alive|dead|seki`` in Benson's sense, a block a line: ``alive`` the
        unconditionally alive blocks, ``dead`` the blocks in the opponent's pass-alive territory,
        ``seki`` none (a seki is never unconditional)."""
        if len(args) != 1 or args[0] not in ("alive", "dead", "seki"):
            raise GtpError(words.syntax("alive, dead or seki"))
        analysis = self.analysis
        lines = []
        for colour in Colour:
            side = analysis.of(colour)
            for block in side.blocks:
                if (args[0] == "alive" and side.is_safe(block.index)) or \
                        (args[0] == "dead" and block.mask & analysis.of(colour.opponent).territory):
                    lines.append(self.names(block.mask))
        return "\n".join(lines)

    # -- gobenson's own ---------------------------------------------------------------------------

    def block_at(self, text: str) -> tuple[ColourAnalysis, int]:
        """The analysis of the stone's colour and the index of its block."""
        point = self.vertex(text)
        stone = self.board.get(point)
        if stone is None:
            raise GtpError(words.no_stone(text.upper()))
        side = self.analysis.of(stone)
        return side, side.block_of(point).index

    def one_block(self, args: tuple[str, ...]) -> tuple[ColourAnalysis, int]:
        if len(args) != 1:
            raise GtpError(words.syntax("a vertex"))
        return self.block_at(args[0])

    @property
    def labels(self) -> Mapping[Point, str]:
        """The loaded node's labels while its board is on, else none."""
        board, labels = self._labels
        return labels if board == self.board else {}

    def region_names(self, side: ColourAnalysis) -> tuple[str, ...]:
        """The names ``analyze`` gives the regions: by the loaded node's labels, then a, b, c."""
        return names_from_scratch(self.analysis, self.labels)[side.colour]

    def label_point(self, region: Region, name: str) -> Point:
        """Where a region's letter goes: on the file's label that names it, so that GoGui shows
        the letter once, else on its first point."""
        geom = self.board.geometry
        named = (point for point, text in self.labels.items() if text == name and region.mask & geom.bit(point))
        return next(named, region.first)

    def explain(self, args: tuple[str, ...]) -> str:
        """Why the block at the point is unconditionally alive or not, as ``analyze`` says it."""
        side, block = self.one_block(args)
        return explain_block(side, block, self.region_names(side))

    def regions_gfx(self, args: tuple[str, ...]) -> str:
        """The block at the point (circles) and the regions its explanation names (squares,
        each lettered at its first point), with the explanation on GoGui's status line."""
        side, block = self.one_block(args)
        names = self.region_names(side)
        regions = [side.regions[index] for index in side.explained_regions(block)]
        lines = [f"CIRCLE {self.names(side.blocks[block].mask)}"]
        squares = 0
        for region in regions:
            squares |= region.mask
        if squares:
            lines.append(f"SQUARE {self.names(squares)}")
        lines += [f"LABEL {self.name(self.label_point(region, names[region.index]))} {names[region.index]}"
                  for region in regions]
        lines.append(f"TEXT {explain_block(side, block, names)}")
        return "\n".join(lines)

    def marks_gfx(self, points: Callable[[ColourAnalysis], int]) -> str:
        """GoGui's black and white marks on the points ``points`` picks of each colour."""
        lines = []
        for colour in Colour:
            mask = points(self.analysis.of(colour))
            if mask:
                lines.append(f"{colour.name} {self.names(mask)}")
        return "\n".join(lines)

    def half_step_gfx(self, args: tuple[str, ...]) -> str:
        """``gobenson-half_step_gfx COLOUR N``: half-step N of the colour's casting-out, as the
        editor's slider shows it -- the blocks (circles) and regions (squares) still in the
        running -- with its caption on the status line."""
        if len(args) != 2:
            raise GtpError(words.syntax("a colour and a half-step number"))
        side = self.analysis.of(parse_colour(args[0]))
        last = half_step_count(side) - 1
        index = parse_int(args[1]) if is_int(args[1]) else None
        if index is None or index > last:
            raise GtpError(words.half_step_out_of_range(args[1], last))
        state = half_step(side, index)
        blocks = regions = 0
        for index in state.blocks:
            blocks |= side.blocks[index].mask
        for index in state.regions:
            regions |= side.regions[index].mask
        lines = [f"CIRCLE {self.names(blocks)}" if blocks else "",
                 f"SQUARE {self.names(regions)}" if regions else "",
                 f"TEXT {half_step_caption(state.index, last, half_step_phrase(state.index))}"]
        return "\n".join(line for line in lines if line)

    def capture(self, args: tuple[str, ...]) -> str:
        """The attacker's moves that capture the block at the point while its owner passes, as
        GoGui's ``var`` reads a variation (``w C3 w D4``)."""
        side, block = self.one_block(args)
        first = side.blocks[block].first
        kill = kill_sequence(self.board, first, self.rules)
        if kill is None:
            raise GtpError(words.cannot_be_captured(self.name(first)))
        letter = kill.attacker.letter.lower()
        return " ".join(f"{letter} {self.name(move)}" for move in kill.moves)

    def support(self, args: tuple[str, ...]) -> str:
        """Benson's section 7 for the blocks at the points (of one colour): Y, [Y], Z and S(Y)."""
        if not args:
            raise GtpError(words.syntax("one or more vertices"))
        chosen = [self.block_at(text) for text in args]
        side = chosen[0][0]
        for text, (other, _) in zip(args, chosen):
            if other.colour is not side.colour:
                raise GtpError(words.mixed_colours(args[0].upper(), text.upper()))
        return "\n".join(support_lines(side, support(side, [block for _, block in chosen])))

    def analyze_commands(self, args: tuple[str, ...]) -> str:
        """GoGui's analyze commands, ``type/label/command`` a line."""
        return "\n".join("/".join((kind, words.ANALYZE_LABELS[label], command))
                         for kind, label, command in ANALYZE_COMMANDS)
