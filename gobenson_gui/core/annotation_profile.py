"""The marks an annotation writes (see :mod:`.annotate`), apart from the annotator, so that what
draws a node may tell them without loading it."""

from __future__ import annotations

from enum import Enum

from .board import Colour

SAFE_MARK = "SQ"


class Profile(str, Enum):
    """Which marks an annotation puts on pass-alive territory (safe stones get ``SQ`` in both)."""

    GOBENSON = "gobenson"
    """``TB`` and ``TW``, SGF's territory marks: gobenson, q5Go and GoGui draw them, Sabaki not."""
    PORTABLE = "portable"
    """``MA`` (a cross) on black's territory and ``CR`` (a circle) on white's: marks Sabaki,
    q5Go and GoGui all draw."""

    @property
    def territory_marks(self) -> dict[Colour, str]:
        if self is Profile.PORTABLE:
            return {Colour.BLACK: "MA", Colour.WHITE: "CR"}
        return {Colour.BLACK: "TB", Colour.WHITE: "TW"}
