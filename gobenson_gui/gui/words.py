"""The words of Benson's theory as gobenson uses them: Help's glossary."""

from __future__ import annotations

from ..core.words.i18n import deferred

GLOSSARY = (
    (deferred("block"), deferred("A maximal set of stones of one colour joined through horizontal and vertical "
     "neighbours. Blocks are what can be captured: all their stones go at once.")),
    (deferred("region"), deferred("For a colour x, an x-enclosed region is a maximal connected set of points holding "
     "no x stone: empty points and the opponent's stones. The explanations name regions by "
     "letters.")),
    (deferred("small"), deferred("An x-enclosed region each of whose empty points lies next to an x stone: any point "
     "away from its border holds an opponent's stone. Benson's casting out counts only small "
     "regions; every healthy region is small.")),
    (deferred("healthy"), deferred("A region is healthy for a block that touches it when every empty point of the "
     "region is a liberty of that block, so every stone the opponent plays in it takes a "
     "liberty from the block. Under suicide rules every point of it, stones included, must "
     "touch the block.")),
    (deferred("vital"), deferred("A healthy region is vital to a block, within a set of blocks, when every block "
     "around the region belongs to that set. A set in which every block has two vital regions "
     "is unconditionally alive.")),
    (deferred("eye"), deferred("A healthy region with a single block around it.")),
    (deferred("joiner"), deferred("A healthy region with two or more blocks around it. It keeps a block alive only "
     "while the other blocks around it stay alive too.")),
    (deferred("round"), deferred("One pass of the casting out: first every block with fewer than two healthy regions "
     "left is cast out, then every region that touched a cast-out block. Rounds repeat until "
     "nothing changes; the blocks left are unconditionally alive.")),
    (deferred("half-step"), deferred("Half a round, the unit of the step slider: the blocks of a round leave in one "
     "half-step, the regions they touched in the next. Half-step 0 is the start, the last the "
     "verdict.")),
    (deferred("unconditionally alive (safe)"), deferred("A block the opponent cannot capture even if its owner "
     "passes every turn and the opponent plays as often as it likes. Benson proved these are "
     "exactly the blocks left when the casting out stops.")),
    (deferred("pass-alive"), deferred("Safe, as above. Pass-alive territory is the empty points and opposing stones "
     "of the regions that are healthy for a safe block: whatever the opponent plays there dies.")),
)
"""(term, definition), in the order a lesson meets them."""

BOOK = deferred("Life in the Game of Go")
INTRO = deferred("The words of Benson's {book} (1976), as gobenson uses them.")
"""The glossary's first line; ``{book}`` is the paper's title, which Help sets in italics."""
