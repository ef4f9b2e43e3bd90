#!/usr/bin/env bash
# Smoke test of gobenson's bundle (built by packaging/build_bundle.sh) as a machine without Python
# runs it: each program starts under `env -i` with only PATH and a new, empty HOME, and PATH holds
# the system's commands but no Python. It checks `--version` (which names the compiled core), `analyze`
# (in English and, through the bundled catalog, German), that Qt's own translations are there, `render`
# to a PNG, `lesson` to a page with its scripts inline, the editor opening a file offscreen and quitting,
# and the same on an X server (Xvfb, when it is installed) through the bundled xcb plugin. Then it prints
# the bundle's size and the median start-up time of `--version` and `analyze`.
#
#   packaging/smoke_test.sh [BUNDLE]      (BUNDLE defaults to dist/gobenson in the checkout)
set -euo pipefail
bundle="$(realpath "${1:-$(dirname "$0")/../dist/gobenson}")"
sample="$bundle/_internal/gobenson_gui/samples/sensei_example1.sgf"
home="$(mktemp -d)"
xvfb=""
cleanup() { [ -z "$xvfb" ] || kill "$xvfb" 2>/dev/null || true; rm -rf "$home"; }
trap cleanup EXIT
fail() { echo "smoke test FAILED: $*" >&2; exit 1; }

# The system's commands without Python: links to everything in /usr/bin and /bin but python*.
mkdir "$home/bin"
for command in /usr/bin/* /bin/*; do
    case "${command##*/}" in python*|pip*|pydoc*) ;; *) ln -sf "$command" "$home/bin/" ;; esac
done
clean() { env -i PATH="$home/bin" HOME="$home" LANG=C.UTF-8 "$@"; }
clean sh -c 'command -v python3 || command -v python' >/dev/null && fail "a Python is still on PATH"

version="$(clean "$bundle/gobenson" --version)"
[[ "$version" == "gobenson "*", compiled core" ]] || fail "--version printed '$version', not the compiled core"
echo "ok  --version: $version"

clean "$bundle/gobenson" analyze "$sample" > "$home/analysis.txt" || fail "analyze exited $?"
grep -q "node 0 (6x6" "$home/analysis.txt" || fail "analyze printed: $(head -3 "$home/analysis.txt")"
clean "$bundle/gobenson" --lang de analyze "$sample" | grep -q "Knoten 0" || fail "analyze --lang de is not German"
echo "ok  analyze, in English and German"

for language in de fr ja ko zh_CN zh_TW; do  # the buttons of Qt's own dialogs in gobenson's languages
    [ -f "$bundle/_internal/PySide6/Qt/translations/qtbase_$language.qm" ] || fail "Qt's qtbase_$language.qm is missing"
done
echo "ok  Qt's own translations (qtbase) for de fr ja ko zh_CN zh_TW"

for page in index.md first-lesson.md fr/index.md ja/first-lesson.md images/welcome.png; do  # what Help > Manual shows
    [ -f "$bundle/_internal/gobenson_gui/manual/$page" ] || fail "the manual's $page is missing"
done
echo "ok  the manual, with its translations and pictures"

clean "$bundle/gobenson" render "$sample" -o "$home/position.png" || fail "render exited $?"
[ "$(head -c 8 "$home/position.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "render wrote no PNG"
echo "ok  render: $(stat -c %s "$home/position.png") bytes of PNG"

clean "$bundle/gobenson" lesson "$sample" -o "$home/lesson.html" || fail "lesson exited $?"
grep -q 'Gobenson.core = ' "$home/lesson.html" || fail "lesson wrote a page without the scripts the bundle ships"
echo "ok  lesson: $(stat -c %s "$home/lesson.html") bytes of HTML, its scripts inline"

editor() {  # editor PLATFORM-SETTINGS...: the editor on the sample, quitting once shown
    clean "$@" GOBENSON_QUIT_WHEN_SHOWN=1 timeout 60 "$bundle/gobenson-editor" "$sample" > "$home/title.txt" \
        || fail "the editor ($*) exited $?"
    grep -q "sensei_example1.sgf" "$home/title.txt" || fail "the editor ($*) showed '$(cat "$home/title.txt")'"
}
editor env QT_QPA_PLATFORM=offscreen
echo "ok  editor, offscreen: $(cat "$home/title.txt")"

if command -v Xvfb >/dev/null; then
    exec 3< <(Xvfb -displayfd 1 -screen 0 1024x768x24 -nolisten tcp 2>/dev/null & echo "pid $!")
    display=""
    while [ -z "$xvfb" ] || [ -z "$display" ]; do  # the two lines come in either order
        read -r line <&3 || fail "Xvfb did not start"
        case "$line" in "pid "*) xvfb="${line#pid }" ;; *) display="$line" ;; esac
    done
    editor env DISPLAY=":$display" QT_QPA_PLATFORM=xcb
    echo "ok  editor, on X (Xvfb :$display, xcb): $(cat "$home/title.txt")"
else
    echo "--  editor on X not tried: Xvfb is not installed"
fi

median_ms() {  # median_ms COMMAND...: the median wall time of 7 runs, in milliseconds
    local times=() start
    for _ in 1 2 3 4 5 6 7; do
        start=$EPOCHREALTIME
        clean "$@" >/dev/null
        times+=("$(( (${EPOCHREALTIME/./} - ${start/./}) / 1000 ))")
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n 4p
}
echo "size: $(du -sh "$bundle" | cut -f1) in $(find "$bundle" -type f | wc -l) files"
echo "start-up, median of 7: --version $(median_ms "$bundle/gobenson" --version) ms," \
     "analyze $(median_ms "$bundle/gobenson" analyze "$sample") ms"
echo "smoke test passed"
