"""Saving without risk: the new file is written beside the old one and swapped in whole."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .errors import SgfError


def write_atomic(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a failure at any point leaves the old file as it was.

    The bytes go to a temporary file in the same folder, are flushed and synced to disk, then
    ``os.replace`` swaps the file in (atomic on one file system).  The old file's permissions are
    kept.  Raises :class:`SgfError` naming the problem.
    """
    target = Path(path)
    temporary = None
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        if target.exists():
            os.chmod(temporary, target.stat().st_mode & 0o7777)
        os.replace(temporary, target)
        temporary = None
    except OSError as error:
        raise SgfError(f"cannot save {target}: {error.strerror or error}") from None
    finally:
        if temporary is not None:
            try:
                os.unlink(temporary)
            except OSError:
                pass
