"""The compiled core: gobenson's C extensions (the analysis, and the reading of SGF games that need
no repair), built where a C compiler is found.

Everything else about the package is in pyproject.toml.  Without a compiler (or Python's
headers) the build says so in one line and the package installs on its pure-Python core, which
gives the same answers, more slowly (``gobenson --version`` names the core in use).
"""

import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    """build_ext that lets the package install without its extension when it cannot be built."""

    said = False

    def run(self):
        try:
            super().run()
        except Exception as error:  # no compiler at all: distutils' errors, or an OSError running it
            self.without_compiled_core(error)

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as error:  # the compiler failed (no Python headers, say)
            self.without_compiled_core(error)

    def copy_extensions_to_source(self):
        """An editable install copies what was built next to the sources: only what was."""
        if not OptionalBuildExt.said:
            super().copy_extensions_to_source()

    def get_outputs(self):
        return [] if OptionalBuildExt.said else super().get_outputs()

    def get_output_mapping(self):
        return {} if OptionalBuildExt.said else super().get_output_mapping()

    def without_compiled_core(self, error):
        if not OptionalBuildExt.said:
            first_line = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
            print(f"gobenson: the compiled core was not built ({first_line}); gobenson runs on its pure-Python core",
                  file=sys.stderr)
            OptionalBuildExt.said = True


setup(
    ext_modules=[Extension("gobenson_gui.core._benson", ["gobenson_gui/core/_benson.c"]),
                 Extension("gobenson_gui.core.sgf._reading", ["gobenson_gui/core/sgf/_reading.c"])],
    cmdclass={"build_ext": OptionalBuildExt},
)
