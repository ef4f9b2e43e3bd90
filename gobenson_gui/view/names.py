"""Region names: the letter by which people, pictures and sentences know each region.

Names are not part of an analysis: they come from the node's labels and, in the editor, from the
names shown before.  One rule everywhere: a single-letter label (LB) on a point of a region is
that region's name; no other region takes a letter a label of the node uses (compared without
case); every other region takes the first free name of the series a, b, c ...  The editor's
:class:`RegionNames` also keeps a region's name while the board is edited elsewhere; the
command line and the files it writes name from scratch (:func:`names_from_scratch`).  So a
sample that letters its regions a-f, as the texts it comes from do, is read with those letters
on the board, in the words, in exports and on the command line.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping

from ..core.analysis import Analysis, ColourAnalysis
from ..core.board import Board, Colour
from ..core.geometry import Geometry, Point
from ..core.report import region_letter
from ..core.rules import Rules

Names = Mapping[Colour, tuple[str, ...]]
"""Each colour's region names, by region index."""


def _free_names(taken: Collection[str]) -> Iterator[str]:
    """The series a, b, c ... without the names in ``taken`` (lower case)."""
    index = 0
    while True:
        name = region_letter(index)
        if name not in taken:
            yield name
        index += 1


def _labelled(geometry: Geometry, masks: list[int], labels: Mapping[Point, str]) -> dict[int, str]:
    """Region index -> the single-letter label that names it: the first such label in reading
    order on a point of the region, unless an earlier region has that letter already."""
    named: dict[int, str] = {}
    used: set[str] = set()
    for point, text in sorted(labels.items(), key=lambda item: geometry.bit(item[0])):
        if len(text) != 1 or not text.isalpha() or text.lower() in used:
            continue
        bit = geometry.bit(point)
        index = next((index for index, mask in enumerate(masks) if mask & bit), None)
        if index is not None and index not in named:
            named[index] = text
            used.add(text.lower())
    return named


def region_names(geometry: Geometry, masks: Collection[int], labels: Mapping[Point, str],
                 kept: Mapping[int, str] | None = None) -> tuple[str, ...]:
    """Names for one colour's regions with the point sets ``masks`` (in index order, which is
    reading order), by the rule of the module: a region a single-letter label marks goes by that
    letter; one whose point set is exactly that of a region in ``kept`` (point set to name, from
    the names shown before on the same board shape) keeps that name unless a label now uses it;
    the others take, in reading order, the first names of the series no region holds and no
    label uses."""
    masks = list(masks)
    refused = {text.lower() for text in labels.values()}
    names = _labelled(geometry, masks, labels)
    kept = kept or {}
    for index, mask in enumerate(masks):
        if index not in names and mask in kept and kept[mask].lower() not in refused:
            names[index] = kept[mask]
    fresh = _free_names(refused | {name.lower() for name in names.values()})
    return tuple([names.get(index) or next(fresh) for index in range(len(masks))])


def _side_names(side: ColourAnalysis, labels: Mapping[Point, str], kept: Mapping[int, str] | None) -> tuple[str, ...]:
    return region_names(side.geometry, side.region_masks, labels, kept)


def names_from_scratch(analysis: Analysis, labels: Mapping[Point, str]) -> Names:
    """Both colours' region names for an output made on its own (``analyze``, ``render``,
    ``handout``): the labels' letters, then the series."""
    return {side.colour: _side_names(side, labels, None) for side in (analysis.black, analysis.white)}


class RegionNames:
    """The editor's region names: the one owner that the board, the words, presentation, the
    image export, the handout and print all ask, so that they never differ.

    The names of a position follow those shown before it: a region an edit leaves alone (no
    stone placed in it or next to it, so its point set stays) keeps its name.  Another game (a
    new game, a new exercise, another file) starts again from ``a``.
    """

    def __init__(self) -> None:
        self._game: object | None = None
        self._key: tuple[Board, Rules, frozenset[tuple[Point, str]]] | None = None
        self._names: Names = {}
        self._by_points: dict[Colour, dict[int, str]] = {}
        """The names given last, by their regions' point sets."""

    def of(self, analysis: Analysis, labels: Mapping[Point, str], game: object) -> Names:
        """The names of ``analysis`` (of a board of ``game``, shown with the node's ``labels``),
        following the names given last."""
        key = (analysis.board, analysis.rules, frozenset(labels.items()))
        if game is self._game and key == self._key:
            return self._names
        follows = game is self._game and self._key is not None and self._key[0].geometry == analysis.board.geometry
        sides = (analysis.black, analysis.white)
        self._names = {side.colour: _side_names(side, labels, self._by_points[side.colour] if follows else None)
                       for side in sides}
        self._by_points = {side.colour: dict(zip(side.region_masks, self._names[side.colour])) for side in sides}
        self._game, self._key = game, key
        return self._names
