"""The editor's features, one module each, which the main window holds: ``file`` (new, open,
save, the recent files, a dropped file, recovery), ``edit`` (undo, the Edit menu, the tools,
the rules, Preferences), ``navigate`` (the Go menu), ``analysis`` (a capture replayed, the
search, the board's menu), ``view`` (move numbers, the panels), ``export`` (images, handouts,
print), ``classroom`` (presentation, samples, Help), ``exercises``, ``problems`` and ``engine``.

Each declares its actions as data, which :mod:`.registry` makes into the window's actions,
menus and toolbar, enabled in the modes each declares.
"""
