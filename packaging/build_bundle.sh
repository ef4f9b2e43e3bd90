#!/usr/bin/env bash
# Build gobenson's bundle for a Linux machine without Python: a folder holding the programs `gobenson`
# and `gobenson-editor`, Python, Qt (with its offscreen, xcb and wayland platform plugins), the
# catalogs, icons, style and sample positions, made by PyInstaller from packaging/gobenson.spec.
#
#   packaging/build_bundle.sh [DIST]      (DIST defaults to dist/ in the checkout)
#
# The bundle is DIST/gobenson/; packaging/smoke_test.sh DIST/gobenson checks it. It needs PyInstaller
# (`pip install -e '.[bundle]'`) and runs on the machine's Python: the bundle works on Linux systems
# whose C library is as new as this one's or newer.
set -euo pipefail
checkout="$(cd "$(dirname "$0")/.." && pwd)"
dist="$(realpath -m "${1:-$checkout/dist}")"
python="${PYTHON:-python3}"
if ! "$python" -c "import PyInstaller" 2>/dev/null; then
    echo "build_bundle.sh: PyInstaller is not installed for $python; run: pip install -e '.[bundle]'" >&2
    exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The checkout first on the path, so that the bundle holds this tree (an editable install's finder
# hides the package's modules from PyInstaller's search for them).
PYTHONPATH="$checkout" "$python" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$dist" --workpath "$work" "$checkout/packaging/gobenson.spec"
echo "built $dist/gobenson ($(du -sh "$dist/gobenson" | cut -f1))"
