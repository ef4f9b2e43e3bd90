"""gobenson: a Go board editor that teaches unconditional life (Benson's algorithm)."""


def __getattr__(name: str) -> str:
    """``__version__``, looked up only when asked for: reading the package metadata costs the
    command line's start-up some 30 ms."""
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("gobenson")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown"
