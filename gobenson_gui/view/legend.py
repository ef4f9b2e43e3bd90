"""The legend's vocabulary: each overlay's sample, its words and its tip, read alike by the
analysis panel's legend and the legend under exported scenes and handouts."""

from __future__ import annotations

TOGGLES = (
    ("safe", "safe", "Safe blocks: unconditionally alive"),
    ("territory", "territory", "Pass-alive territory"),
    ("cast_out", "cast out", "Cast out so far (while stepping)"),
    ("illegal", "illegal", "Blocks without liberties (illegal)"),
)
TOGGLE_TIPS = {
    "safe": "A diamond on each stone of a block the opponent cannot capture, even if its owner "
            "always passes: it keeps two vital regions to the end of the casting-out",
    "territory": "A small square on the points of regions healthy for a safe block: opposing "
                 "stones there are dead whatever they do",
    "cast_out": "Dimmed and struck through: blocks and regions the casting-out has already "
                "removed at the half-step shown",
    "illegal": "A dashed ring and '!': a block without liberties, which no legal game reaches",
}
"""What each overlay toggle draws and means, shown over its row of the legend."""
KEYS = (
    ("vital", "Vital region (solid)", "An eye or joiner that a safe block needs"),
    ("healthy", "Healthy region (hatched)", "Every empty point of the region is a liberty of the block"),
    ("leaving", "Leaving in this half-step", "Blocks (ringed) or regions (cross-hatched) that leave now"),
    ("region letter", "Region name", "The name the explanations use for the region"),
)


def legend_entries() -> list[tuple[str, str]]:
    """The overlay samples with the words the analysis panel puts next to them."""
    return [(sample, text) for _field, sample, text in TOGGLES] + [(sample, text) for sample, text, _tip in KEYS]
