"""What the editor and the outputs show, decided without Qt: the layer between the pure model
(:mod:`gobenson_gui.core`) and the widgets, so that tests check it without a window and every
output reads the same decisions.  ``names``: which name each region goes by."""
