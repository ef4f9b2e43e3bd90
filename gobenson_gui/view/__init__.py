"""What the editor and the outputs show, decided without Qt: the layer between the pure model
(:mod:`gobenson_gui.core`) and the widgets, so that tests check it without a window and every
output reads the same decisions.  ``session``: the editor's state and the scene, words and
slider made from it; ``names``: which name each region goes by; ``picture`` and ``panels``:
what a board and a scene show; ``lesson``: the page a browser shows, whose scripts decide as these
modules do.  It never imports Qt, PIL, ``drawing``, ``gui`` or ``cli``."""
