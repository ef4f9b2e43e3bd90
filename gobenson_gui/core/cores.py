"""Which core analyses positions: the compiled one or the pure-Python one.

The compiled core is the C extension :mod:`._benson`, which the package's build makes wherever a
C compiler is found.  It gives the pure core's answers, faster.  The pure core stays the
reference, the fallback where nothing was compiled, and the source of the explanations: the
steps with their reasons are made from the compiled core's blocks and regions when asked for
(see :mod:`.analysis`).  ``GOBENSON_CORE=pure`` chooses the pure core; otherwise the compiled
one is used where it is built.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from enum import Enum
from types import ModuleType
from typing import TYPE_CHECKING

from .geometry import Geometry

if TYPE_CHECKING:
    from ._benson import Graph

try:
    from . import _benson
except ImportError:  # not built: no C compiler where the package was installed
    _benson = None  # type: ignore[assignment]

built: ModuleType | None = _benson
"""The compiled core's module where it is built, whichever core analyses."""


class Core(str, Enum):
    """The core in use, and why."""

    COMPILED = "compiled"
    PURE = "pure"
    """Chosen by GOBENSON_CORE=pure."""
    PURE_NOT_BUILT = "not built"
    """The compiled core was not built where gobenson was installed (no C compiler there)."""


def _chosen() -> ModuleType | None:
    if os.environ.get("GOBENSON_CORE", "").strip().lower() == "pure":
        return None
    return built


compiled: ModuleType | None = _chosen()
"""The compiled core's module, or None when the pure core analyses (tests set it either way)."""


def core_in_use() -> Core:
    if compiled is not None:
        return Core.COMPILED
    return Core.PURE if built is not None else Core.PURE_NOT_BUILT


@contextmanager
def chosen(core: ModuleType | None) -> Iterator[None]:
    """Inside the block ``core`` analyses: the compiled core's module, or None for the pure core
    (the tests and benchmarks that set the two side by side)."""
    global compiled
    before, compiled = compiled, core
    try:
        yield
    finally:
        compiled = before


GRAPHS_KEPT = 64
"""As many as :func:`.geometry.geometry` keeps: a board's geometry is shared by all its boards."""

_graphs: dict[int, tuple[Geometry, Graph]] = {}
"""id(geometry) -> the geometry, kept so that its id is not reused, and its compiled graph."""


def graph(geom: Geometry) -> Graph:
    """The compiled core's graph of ``geom``, made once: its points and the edges beyond the
    grid's four directions, which wrapped sides and links add."""
    found = _graphs.get(id(geom))
    if found is not None and found[0] is geom:
        return found[1]
    if len(_graphs) >= GRAPHS_KEPT:
        _graphs.clear()
    made = _benson.Graph(geom, geom.columns, geom.rows, geom.on, edges_beyond_grid(geom))
    _graphs[id(geom)] = (geom, made)
    return made


def edges_beyond_grid(geom: Geometry) -> list[tuple[int, int]]:
    """The pairs of bit indices that are neighbours on ``geom`` but not on its grid, each once:
    read from the geometry's own neighbours, so that both cores join the same points."""
    if geom.is_grid:
        return []
    edges = []
    for point in geom.all_points():
        bit = geom.bit(point)
        beyond = geom.neighbours(bit) & ~Geometry.neighbours(geom, bit) & ~bit & ~(bit - 1)
        index = bit.bit_length() - 1
        while beyond:
            low = beyond & -beyond
            edges.append((index, low.bit_length() - 1))
            beyond ^= low
    return edges
