"""Words and marks that present an analysis: shared by the command line, the SGF annotator and
the editor's panel, so all three say the same thing.

The sentences written into annotated SGF comments are :class:`str.format` templates here, so that
:func:`paragraph_pattern` can build the expression that finds them again from the same text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from string import Formatter

from .analysis import Analysis, ColourAnalysis
from .benson import Block, BlockCastOut, RegionCastOut
from .board import Board, Colour
from .coords import column_name, point_name
from .geometry import Geometry, Point
from .notation import DEAD_SYMBOL, MISSING_SYMBOL, SAFE_SYMBOL, STONE_SYMBOL, TERRITORY_SYMBOL
from .sgf.properties import MARKS
from .words import counted, sentence_start
from .words.i18n import N_, _, ngettext, pgettext
from .support import Support


def legend() -> str:
    """What the marks of :func:`marked_board` mean, in the active language."""
    return _("X O  stones that are not unconditionally alive\n"
             "# @  black / white stones that are unconditionally alive (safe)\n"
             "b w  empty points of black's / white's pass-alive territory\n"
             "x o  black / white stones inside the other colour's pass-alive territory\n"
             "!    a stone of a block without liberties (illegal arrangement)\n"
             "{missing}    a point missing from the board").format(missing=MISSING_SYMBOL)


def region_letter(index: int) -> str:
    """The ``index``-th name of the series a, b, ... z, aa, ab ... that regions are named by."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    name = ""
    index += 1
    while index:
        index, remainder = divmod(index - 1, 26)
        name = letters[remainder] + name
    return name


def lettered(side: ColourAnalysis) -> tuple[str, ...]:
    """The side's regions named a, b, c ... in reading order: the names where no label names a
    region, as in an exercise, which shows neither labels nor region letters."""
    return tuple([region_letter(index) for index in range(len(side.region_masks))])


def counted_pattern(singular: str, plural: str) -> str:
    """A regular expression for what :func:`counted` makes of ``singular`` / ``plural`` in the
    active language, whatever the count (any form after any number, as English before
    :func:`counted` wrote "1 blocks"); the shipped languages have at most two forms, for 1 and 2."""
    forms = sorted({ngettext(singular, plural, n) for n in (1, 2)})
    return "(?:{})".format("|".join(template_pattern(form, n=r"\d+") for form in forms))


def rounds(side: ColourAnalysis) -> int:
    """Rounds of casting out that removed something before the fixed point: the round of the
    last half-step of the step slider (see :func:`.words.stepping.half_step_round`), so that the summary, the
    slider, the captions and the explanations ("cast out in round 2") count alike."""
    return side.round_count


def rounds_phrase(count: int) -> str:
    return counted("{n} round", "{n} rounds", count)


# -- the paragraph of an analysis ---------------------------------------------------------------

NO_STONES = N_("{colour}: no stones.")
SOME_ALIVE = N_("{safe_count} of {blocks} unconditionally alive (at {where}), {stones}")
NONE_ALIVE = N_("none of {blocks} unconditionally alive")
TERRITORY = N_(", {points} of pass-alive territory")
VERDICT = N_("{colour}: {alive}{territory}; fixed point after {rounds}.")
ILLEGAL = N_("Illegal arrangement: blocks without liberties at {where}.")

COUNTED_FIELDS = {"blocks": ("{n} block", "{n} blocks"), "stones": ("{n} stone", "{n} stones"),
                  "points": ("{n} point", "{n} points"), "rounds": ("{n} round", "{n} rounds")}
"""The fields of the templates above that hold a count of a noun (made by :func:`counted`), and
the templates :func:`counted` makes it from.  The templates above are translated where they are used."""

FIELD_PATTERNS = {"safe_count": r"\d+", "where": r"[A-Z]+\d+(?:, [A-Z]+\d+)*"}
"""What every other field of the templates above may hold, as regular expressions (the counted
ones: :func:`counted_pattern` of :data:`COUNTED_FIELDS`, in the active language)."""


def template_pattern(template: str, **fields: str) -> str:
    """A regular expression matching every text ``template`` makes: its words as they are, each
    field as ``fields`` or :data:`FIELD_PATTERNS` says."""
    parts = []
    for literal, field, _spec, _conversion in Formatter().parse(template):
        parts.append(re.escape(literal))
        if field is not None:
            parts.append(fields[field] if field in fields else FIELD_PATTERNS[field] if field in FIELD_PATTERNS
                         else counted_pattern(*COUNTED_FIELDS[field]))
    return "".join(parts)


def block_names(blocks: Iterable[Block], rows: int) -> str:
    """``A6, A3``: blocks named by their first points, as the sentences list them."""
    return ", ".join(point_name(block.first, rows) for block in blocks)


def game_title(info: Mapping[str, str]) -> str:
    """A game's title from its game information by property: its name (GN), else its players
    (``Black vs White``, in the language spoken), else nothing."""
    black, white = info.get("PB"), info.get("PW")
    players = _("{black} vs {white}").format(black=black, white=white) if black and white else black or white
    return info.get("GN") or players or ""


def document_title(path: Path | None, info: Mapping[str, str]) -> str:
    """What a window or a handout calls a document: its file's name, else the title of the game
    shown (:func:`game_title`), else Untitled."""
    return path.name if path is not None else game_title(info) or _("Untitled")


def point_status(point: Point, rows: int, block: Block | None) -> str:
    """The status bar's words for the point under the mouse: its name and, on a stone, its block
    named by the stone the explanations name it by (its first), e.g. ``E5: black block at E6``."""
    name = point_name(point, rows)
    if block is None:
        return name
    return _("{point}: {colour} block at {where}").format(point=name, colour=colour_word(block.colour),
                                                          where=point_name(block.first, rows))


def colour_name(colour: Colour) -> str:
    """The colour as a sentence begins with it, e.g. ``Black: no stones.``"""
    if colour is Colour.BLACK:
        # Translators: a colour as a sentence or a board's caption begins with it: "Black: 2 of 5 blocks safe"
        return pgettext("colour", "Black")
    return pgettext("colour", "White")


def colour_word(colour: Colour) -> str:
    """The colour inside a sentence, e.g. ``black block at E6``."""
    return _("black") if colour is Colour.BLACK else _("white")


def colour_letter(colour: Colour) -> str:
    """The colour's one letter (or character) in the language spoken, where a person reads a list
    of moves: B and W in English, N and B in French (B is Blanc there), 黑 and 白 in Chinese...
    SGF and GTP keep their own letters (:attr:`.Colour.letter`)."""
    if colour is Colour.BLACK:
        return pgettext("colour letter in a list of moves: Black", "B")
    return pgettext("colour letter in a list of moves: White", "W")


def colour_sentence(side: ColourAnalysis) -> str:
    """E.g. ``Black: 2 of 5 blocks unconditionally alive (at A6, A3), 9 stones; fixed point
    after 2 rounds.``"""
    safe = side.safe
    name = colour_name(side.colour)
    if not side.blocks:
        return _(NO_STONES).format(colour=name)
    blocks = counted("{n} block", "{n} blocks", len(side.blocks))
    if safe:
        where = block_names(safe, side.geometry.rows)
        alive = _(SOME_ALIVE).format(safe_count=len(safe), blocks=blocks, where=where,
                                  stones=counted("{n} stone", "{n} stones", side.safe_stones.bit_count()))
    else:
        alive = _(NONE_ALIVE).format(blocks=blocks)
    territory = side.territory.bit_count()
    extra = _(TERRITORY).format(points=counted("{n} point", "{n} points", territory)) if territory else ""
    return _(VERDICT).format(colour=name, alive=alive, territory=extra, rounds=rounds_phrase(rounds(side)))


def colour_sentence_pattern(colour: Colour) -> str:
    """A regular expression matching every :func:`colour_sentence` of ``colour``."""
    name = re.escape(colour_name(colour))
    alive = f"(?:{template_pattern(_(SOME_ALIVE))}|{template_pattern(_(NONE_ALIVE))})"
    verdict = template_pattern(_(VERDICT), colour=name, alive=alive, territory=f"(?:{template_pattern(_(TERRITORY))})?")
    return f"(?:{template_pattern(_(NO_STONES), colour=name)}|{verdict})"


def analysis_paragraph(analysis: Analysis) -> str:
    """A short paragraph on both colours, as written into annotated SGF comments."""
    lines = [colour_sentence(analysis.black), colour_sentence(analysis.white)]
    if analysis.illegal:
        lines.append(_(ILLEGAL).format(where=block_names(analysis.illegal, analysis.board.rows)))
    return "\n".join(lines)


def paragraph_pattern() -> str:
    """A regular expression matching every :func:`analysis_paragraph` in the active language, line
    for line."""
    return (f"{colour_sentence_pattern(Colour.BLACK)}\n{colour_sentence_pattern(Colour.WHITE)}"
            f"(?:\n{template_pattern(_(ILLEGAL))})?")


def marked_board(analysis: Analysis) -> str:
    """The board with safe stones, territory and illegal blocks marked (see :func:`legend`)."""
    board = analysis.board
    geom = board.geometry
    illegal = 0
    for block in analysis.illegal:
        illegal |= block.mask
    marks = {}
    for colour in Colour:
        side = analysis.of(colour)
        for point in geom.points(side.territory):
            stone = board.get(point)
            marks[point] = DEAD_SYMBOL[stone] if stone else TERRITORY_SYMBOL[colour]
        for point in geom.points(side.safe_stones):
            marks[point] = SAFE_SYMBOL[colour]
    for point in geom.points(illegal):
        marks[point] = "!"
    width = len(str(board.rows))
    cell = len(column_name(board.columns - 1))
    header = " " * (width + 1) + " ".join(f"{column_name(c):<{cell}}" for c in range(board.columns))
    lines = [header.rstrip()]
    for row in range(board.rows):
        cells = []
        for column in range(board.columns):
            point = (column, row)
            if not geom.contains(point):
                cells.append(f"{MISSING_SYMBOL:<{cell}}")
                continue
            stone = board.get(point)
            symbol = marks.get(point) or (STONE_SYMBOL[stone] if stone else ".")
            cells.append(f"{symbol:<{cell}}")
        lines.append((f"{board.rows - row:>{width}} " + " ".join(cells)).rstrip())
    if not geom.is_grid:
        lines.append(topology_line(geom))
    return "\n".join(lines)


def topology_line(geom: Geometry) -> str:
    """The joins a board has beyond its grid, which the drawing cannot show, e.g. ``Linked:
    A1-E5.  Wrapped: the last column is next to the first.``"""
    parts = []
    if geom.links:
        pairs = ", ".join(f"{point_name(a, geom.rows)}-{point_name(b, geom.rows)}" for a, b in sorted(geom.links))
        parts.append(_("Linked: {pairs}.").format(pairs=pairs))
    sides = [side for side, wrapped in ((_("the last column is next to the first"), geom.wrap.columns),
                                        (_("the last row is next to the first"), geom.wrap.rows)) if wrapped]
    if sides:
        parts.append(_("Wrapped: {sides}.").format(sides=_(" and ").join(sides)))
    return "  ".join(parts)


# -- why blocks and regions leave ---------------------------------------------------------------
#
# ``names`` is the side's region names by index (see gobenson_gui.view.names): an analysis has
# none of its own, since they depend on the node's labels and on what was shown before.

def block_label(side: ColourAnalysis, block: int) -> str:
    return _("the block at {where}").format(where=point_name(side.blocks[block].first, side.geometry.rows))


def region_label(side: ColourAnalysis, region: int, names: Sequence[str]) -> str:
    first = side.regions[region].first
    return _("region {name} (at {where})").format(name=names[region], where=point_name(first, side.geometry.rows))


def healthy_left(removal: BlockCastOut, names: Sequence[str]) -> str:
    """Why a block was cast out, after its name: the healthy regions it has left."""
    if removal.healthy:
        return _("has only 1 healthy region ({name}) left (needs 2)").format(name=names[removal.healthy[0]])
    return _("has no healthy region left (needs 2)")


def block_reason(side: ColourAnalysis, removal: BlockCastOut, names: Sequence[str]) -> str:
    return _("{block} {why}").format(block=block_label(side, removal.block), why=healthy_left(removal, names))


def region_reason(side: ColourAnalysis, removal: RegionCastOut, names: Sequence[str]) -> str:
    blocks = _(" and ").join(block_label(side, b) for b in removal.because)
    return counted("{region} touches {blocks}, which was cast out", "{region} touches {blocks}, which were cast out",
                   len(removal.because), region=region_label(side, removal.region, names), blocks=blocks)


def explain_block(side: ColourAnalysis, block: int, names: Sequence[str]) -> str:
    """Why a block is safe or not, in a sentence or two; it names the regions
    :meth:`~.benson.ColourAnalysis.explained_regions` lists, in that order."""
    label = block_label(side, block)
    vital = side.vital_regions(block)
    if vital:
        rows = side.geometry.rows
        parts = [(_("the eye {name} at {where}") if len(region.neighbours) == 1 else _("the joiner {name} at {where}"))
                 .format(name=names[region.index], where=point_name(region.first, rows)) for region in vital]
        return counted("{block} is unconditionally alive: {n} vital region, {regions} and {last}.",
                       "{block} is unconditionally alive: {n} vital regions, {regions} and {last}.",
                       len(vital), block=sentence_start(label), regions=", ".join(parts[:-1]), last=parts[-1])
    removal = side.block_removal(block)
    assert removal is not None, "a block that is not safe was cast out"
    text = _("{block} is not unconditionally alive: cast out in round {round}, {why}.").format(
        block=sentence_start(label), round=side.cast_out_round(block), why=healthy_left(removal, names))
    lost = [region_reason(side, r, names) for r in side.lost_regions(block)]
    if lost:
        text += _(" Healthy regions it lost before: {lost}.").format(lost="; ".join(lost))
    return text


def explain_round(side: ColourAnalysis, round_: int, names: Sequence[str]) -> list[str]:
    """One line per block and region that left in a round (nothing for round 0)."""
    step = side.steps[round_]
    return ([block_reason(side, r, names) for r in step.removed_blocks]
            + [region_reason(side, r, names) for r in step.removed_regions])


def reasons(side: ColourAnalysis, names: Sequence[str]) -> list[str]:
    """One line per block and region cast out, round by round."""
    return [reason_line(side.colour, step.round, text)
            for step in side.steps[1:] for text in explain_round(side, step.round, names)]


def reason_line(colour: Colour, round_: int, text: str) -> str:
    """A line of :func:`reasons`: one of :func:`explain_round`'s sentences, with its colour and round."""
    return _("  {colour}, round {round}: {text}").format(colour=colour_word(colour), round=round_, text=text)


def support_lines(side: ColourAnalysis, found: Support) -> list[str]:
    """Benson's section 7 for chosen blocks Y of one colour: Y, [Y], Z and S(Y), a line each."""
    def names(blocks: Iterable[int]) -> str:
        return block_names([side.blocks[b] for b in sorted(blocks)], side.geometry.rows) or _("none")
    return [counted("{colour}, Y = the chosen block: {blocks}", "{colour}, Y = the chosen blocks: {blocks}",
                    len(found.chosen), colour=colour_name(side.colour), blocks=names(found.chosen)),
            _("  [Y]  = the blocks joined to Y through small regions: {blocks}").format(blocks=names(found.closure)),
            _("  Z    = the largest unconditionally alive set inside [Y]: {blocks}").format(blocks=names(found.alive)),
            _("  S(Y) = the blocks of Y in Z, the support of Y: {blocks}").format(blocks=names(found.support))]


# -- the point under the keyboard cursor --------------------------------------------------------

def point_reading(board: Board, point: Point, analysis: Analysis | None = None,
                  names: Mapping[Colour, Sequence[str]] | None = None, mark: str | None = None,
                  label: str | None = None, chosen: bool = False) -> str:
    """What a screen reader says of the point under the board's keyboard cursor, e.g. ``D4, black
    stone. The block at D3 is unconditionally alive: ...``: the point, what stands on it, its
    mark (an SGF property such as ``TR``) and label, whether an exercise's answer chose it, then
    -- given the analysis and its region ``names`` -- the verdict on its block in the panel's own
    words (:func:`explain_block`) and the pass-alive territory it lies in.  Without an analysis (while
    answering exercises) nothing tells the verdict."""
    name = point_name(point, board.rows)
    geom = board.geometry
    if not geom.contains(point):
        return _("{point}, not on the board (a missing point).").format(point=name)
    stone = board.get(point)
    parts = [name, _("{colour} stone").format(colour=colour_word(stone)) if stone else _("empty")]
    if mark in MARKS:
        parts.append(str(MARKS[mark]))
    if label:
        parts.append(_("label {label}").format(label=label))
    if chosen:
        parts.append(_("chosen"))
    text = ", ".join(parts) + "."
    if analysis is None or names is None:
        return text
    owner = next((colour for colour in Colour if analysis.of(colour).territory & geom.bit(point)), None)
    if owner is not None:
        text += _(" {colour}'s pass-alive territory.").format(colour=colour_name(owner))
    if stone is not None:
        side = analysis.of(stone)
        text += " " + explain_block(side, side.block_of(point).index, names[stone])
    return text


def two_point_prompt(tool: str, start: Point, rows: int) -> str:
    """The status line after Enter starts an arrow, a line, a link or a selection at the cursor."""
    return _("{tool} from {point}: move the cursor (Shift+arrow keys) and press Enter at the other end; "
             "Shift+Enter cancels.").format(tool=tool, point=point_name(start, rows))


def two_point_cancelled(tool: str) -> str:
    return _("{tool}: cancelled.").format(tool=tool)
