"""The legend's vocabulary: each overlay's sample, its words and its tip, read alike by the
analysis panel's legend and the legend under exported scenes and handouts."""

from __future__ import annotations
from ..core.words.i18n import N_, _

TOGGLES = (
    ("safe", "safe", N_("Safe blocks: unconditionally alive")),
    ("territory", "territory", N_("Pass-alive territory")),
    ("cast_out", "cast out", N_("Cast out so far (while stepping)")),
    ("illegal", "illegal", N_("Blocks without liberties (illegal)")),
)
TOGGLE_TIPS = {
    "safe": N_("A diamond on each stone of a block the opponent cannot capture, even if its owner "
            "always passes: it keeps two vital regions to the end of the casting-out"),
    "territory": N_("A small square on the points of regions healthy for a safe block: opposing "
                 "stones there are dead whatever they do"),
    "cast_out": N_("Dimmed and struck through: blocks and regions the casting-out has already "
                "removed at the half-step shown"),
    "illegal": N_("A dashed ring and '!': a block without liberties, which no legal game reaches"),
}
"""What each overlay toggle draws and means, shown over its row of the legend."""
KEYS = (
    ("vital", N_("Vital region (solid)"), N_("An eye or joiner that a safe block needs")),
    ("healthy", N_("Healthy region (hatched)"), N_("Every empty point of the region is a liberty of the block")),
    ("leaving", N_("Leaving in this half-step"), N_("Blocks (ringed) or regions (cross-hatched) that leave now")),
    ("region letter", N_("Region name"), N_("The name the explanations use for the region")),
)

ENGINE_KEYS = (
    ("alive in play", N_("Alive in play only (engine)"),
     N_("A purple triangle: the engine calls the block alive (or seki) in play, but it is not unconditionally "
        "alive: it lives only because its owner answers")),
    ("engine wrong", N_("Called dead by the engine"),
     N_("A vermillion triangle pointing down: the engine calls dead a block nothing can capture; the engine "
        "is wrong there")),
)
"""The marks of Engine > Compare with engine, in the legend while they are on the board."""


def legend_entries() -> list[tuple[str, str]]:
    """The overlay samples with the words the analysis panel puts next to them."""
    return [(sample, _(text)) for _field, sample, text in TOGGLES] + [(sample, _(text)) for sample, text, _tip in KEYS]
