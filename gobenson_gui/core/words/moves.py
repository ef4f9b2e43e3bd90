"""Why the rules forbid a move: templates marked here, translated and filled where the move is
refused (:class:`gobenson_gui.core.rules.IllegalMove`), in the language spoken then: English to a
GTP controller, which is answered inside ``speaking("en")``."""

from __future__ import annotations

from .i18n import N_

OFF_THE_BOARD = N_("the point {point} is off the {columns}x{rows} board")
OCCUPIED = N_("the point is already occupied")
KO = N_("the move retakes a ko at once")
SUICIDE = N_("the move is suicide, which the no-suicide rules forbid")
