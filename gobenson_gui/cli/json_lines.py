"""``analyze --format json``: a node's analysis as one line of JSON, put together from remembered
pieces of text, since most of a record's nodes repeat most of the node before's."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import compress

from ..core.analysis import Analysis, ColourAnalysis
from ..core.benson_layout import Round
from ..core.fast import bit_selectors
from ..core.board import Board, Colour
from ..core.coords import sgf_point
from ..core.geometry import Geometry
from ..core.rules import Rules

class PointsText(dict[int, str]):
    """The JSON lists of SGF point names of point sets of one board geometry, as text, by set:
    ``texts[mask]``, made when first asked for.

    A set's bits pick the names out of a table indexed by bit, all in C, and sets are
    remembered as finished text, since successive nodes share most blocks and regions (a plain
    dict, looked up by ``map`` over a whole list, is the cheapest cache).  Most of the others
    differ by a point or two from one of the last two sets written with the same first point
    (the region a stone was played in, the block it joined; two, since both colours' largest
    regions often start in the same corner), and are written by editing that set's text:
    spelling out a region of 300 points cost as much as analysing the node.
    """

    REMEMBERED = 4096

    def __init__(self, geom: Geometry) -> None:
        super().__init__()
        self.by_bit = [sgf_point(point) if geom.in_grid(point) else "" for point in geom.point_at]
        self.last_two_with_first: dict[int, tuple[tuple[int, str], tuple[int, str]]] = {}

    def __missing__(self, mask: int) -> str:
        if len(self) >= self.REMEMBERED:
            self.clear()
        if not mask:
            text = "[]"
        else:
            first = mask & -mask
            last, before_last = self.last_two_with_first.get(first, ((0, ""), (0, "")))
            for similar, text in last, before_last:
                if similar and (similar ^ mask).bit_count() <= 2:
                    text = _edited_points(text, similar, similar ^ mask, self.by_bit)
                    break
            else:
                bits = bit_selectors(mask)
                text = '["' + '","'.join(compress(self.by_bit, bits)) + '"]'  # SGF points need no escapes
            self.last_two_with_first[first] = (mask, text), last
        self[mask] = text
        return text


def _edited_points(text: str, mask: int, difference: int, by_bit: list[str]) -> str:
    """The JSON text of the set ``mask ^ difference`` from the text of ``mask``.  No point of
    ``difference`` is the sets' shared first point, so each has a point before it in the set
    to cut or to insert after."""
    while difference:
        point = difference & -difference
        difference ^= point
        name = by_bit[point.bit_length() - 1]
        if mask & point:
            text = text.replace(f',"{name}"', "", 1)
        else:
            before = by_bit[(mask & (point - 1)).bit_length() - 1]
            text = text.replace(f'"{before}"', f'"{before}","{name}"', 1)
        mask ^= point
    return text


def _json_list(items: Iterable[str]) -> str:
    return "[" + ",".join(items) + "]"


@lru_cache(maxsize=4096)
def _step_json(blocks: Sequence[int], regions: Sequence[int]) -> str:
    """One step's sorted indices as JSON, remembered: successive nodes repeat most steps."""
    return f'{{"blocks":{_json_list(map(str, blocks))},"regions":{_json_list(map(str, regions))}}}'


@lru_cache(maxsize=64)
def _shape_json(geom: Geometry, rules: Rules) -> str:
    """The fields of a node's JSON that only the board's shape and the rules decide, remembered:
    every node of a record repeats them, and encoding them each time cost a quarter of the line."""
    missing = sorted(sgf_point(point) for point in geom.missing)
    links = [[sgf_point(point) for point in pair] for pair in sorted(geom.links)]
    return (f'"columns":{geom.columns},"rows":{geom.rows},"rules":"{rules.value}",'
            f'"missing":{json.dumps(missing, separators=(",", ":"))},"wrap":"{geom.wrap.value}",'
            f'"links":{json.dumps(links, separators=(",", ":"))}')


class JsonLines:
    """Writes the json of the nodes of one file, a line each (or indented over many lines when
    ``pretty``).

    A line is put together from remembered pieces of JSON text (every value but the file name
    is a number or a list of SGF points, which need no escapes); the indented form re-reads it,
    so both have the same fields by construction.  The colour that did not move keeps its
    stones, so its blocks and regions, and mostly its casting-out (as the very same object)
    from the node before, so their text is kept too.
    """

    def __init__(self, board: Board, pretty: bool = False) -> None:
        self.points = PointsText(board.geometry)
        self.pretty = pretty
        self.file = self.file_json = ""
        self.kept: dict[Colour, tuple[int, tuple[Round, ...] | None, str, str, str]] = {}
        """Colour -> the stones and rounds of its last line, and the text of its blocks, regions
        and steps."""

    def __call__(self, file: str, node: int, analysis: Analysis, engine: dict[str, object] | None = None) -> str:
        """The node's line; ``engine``, the engine's statuses (``--engine``), adds the key
        ``engine``."""
        if file != self.file:
            self.file, self.file_json = file, json.dumps(file)
        illegal = analysis.black.layout.airless | analysis.white.layout.airless
        text = (f'{{"file":{self.file_json},"node":{node},{_shape_json(analysis.board.geometry, analysis.rules)},'
                f'"illegal":{self.points[illegal]},'
                f'"black":{self._colour(analysis.black)},"white":{self._colour(analysis.white)}'
                + ("" if engine is None else f',"engine":{json.dumps(engine, separators=(",", ":"))}') + "}")
        return json.dumps(json.loads(text), indent=2) if self.pretty else text

    def _colour(self, side: ColourAnalysis) -> str:
        """Each block and region listed once; the steps name them by their index in those lists."""
        layout = side.layout
        points = self.points
        own, rounds, blocks_text, regions_text, steps_text = self.kept.get(side.colour, (-1, None, "", "", ""))
        if layout.own != own:
            # A colour's stones decide its blocks and its regions' point sets.
            blocks_text = _json_list(map(points.__getitem__, layout.blocks))
            regions_text = _json_list(map(points.__getitem__, side.region_masks))
        if layout.rounds is not rounds or layout.own != own:
            steps_text = _json_list([_step_json(*sets) for sets in side.step_sets()])
        self.kept[side.colour] = layout.own, layout.rounds, blocks_text, regions_text, steps_text
        return (f'{{"safe":{points[side.safe_stones]},"territory":{points[side.territory]},'
                f'"blocks":{blocks_text},"regions":{regions_text},"steps":{steps_text}}}')

