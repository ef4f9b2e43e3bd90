"""Drawing with QPainter, shared by the editor's widgets and the command line: the board, the
scenes of ``render`` and the handout.  Below the widgets: it never imports ``gui`` or ``cli``."""
