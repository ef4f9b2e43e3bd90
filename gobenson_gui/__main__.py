"""``python -m gobenson_gui`` does what the ``gobenson`` command does."""

import sys

from .cli import main

sys.exit(main())
