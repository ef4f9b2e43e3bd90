"""The symbols of Sensei's Library board diagrams, which the diagram reader and writer and the
command line's marked boards share."""

from __future__ import annotations

from .board import Colour

# symbol -> (stone, SGF mark) for every symbol that is not a numbered move
SYMBOLS: dict[str, tuple[Colour | None, str | None]] = {
    "X": (Colour.BLACK, None), "O": (Colour.WHITE, None), ".": (None, None), ",": (None, None),
    "+": (None, None),
    "B": (Colour.BLACK, "CR"), "W": (Colour.WHITE, "CR"), "C": (None, "CR"),
    "#": (Colour.BLACK, "SQ"), "@": (Colour.WHITE, "SQ"), "S": (None, "SQ"),
    "Y": (Colour.BLACK, "TR"), "Q": (Colour.WHITE, "TR"), "T": (None, "TR"),
    "Z": (Colour.BLACK, "MA"), "P": (Colour.WHITE, "MA"), "M": (None, "MA"),
}
MISSING_SYMBOL = "_"
LABELS = "abcdefghijklmnopqrstuvwxyz"
MOVE_SYMBOLS = "1234567890"
SYMBOL_OF = {(stone, mark): symbol for symbol, (stone, mark) in SYMBOLS.items()
             if symbol not in ",+"}

# The command line's marked board (see :func:`.report.marked_board`): safe stones, stones and
# territory by colour, and stones inside the other colour's territory.
SAFE_SYMBOL = {Colour.BLACK: "#", Colour.WHITE: "@"}
STONE_SYMBOL = {Colour.BLACK: "X", Colour.WHITE: "O"}
TERRITORY_SYMBOL = {Colour.BLACK: "b", Colour.WHITE: "w"}
DEAD_SYMBOL = {Colour.BLACK: "x", Colour.WHITE: "o"}
