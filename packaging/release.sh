#!/usr/bin/env bash
# What a release of gobenson runs before it ships, beyond CI: every language translates every entry of
# the catalogs (a sentence may land in English first, shown in English until it is translated, but no
# release ships without its translations), then the bundle is built and smoke-tested.
#
#   packaging/release.sh [DIST]      (DIST defaults to dist/ in the checkout, as for build_bundle.sh)
#
# It needs the dev and bundle extras (`pip install -e '.[dev,bundle]'`): Babel reads the catalogs,
# PyInstaller builds the bundle.
set -euo pipefail
checkout="$(cd "$(dirname "$0")/.." && pwd)"
dist="$(realpath -m "${1:-$checkout/dist}")"
python="${PYTHON:-python3}"
"$python" "$checkout/tools/catalogs.py" --check-complete
"$checkout/packaging/build_bundle.sh" "$dist"
"$checkout/packaging/smoke_test.sh" "$dist/gobenson"
