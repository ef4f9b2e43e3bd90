"""gobenson: a Go board editor that teaches unconditional life (Benson's algorithm)."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("gobenson")
except PackageNotFoundError:  # run from a checkout that was never installed
    __version__ = "unknown"
