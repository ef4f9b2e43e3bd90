"""The editor: Qt widgets over the pure core (nothing in :mod:`gobenson_gui.core` imports Qt)."""
