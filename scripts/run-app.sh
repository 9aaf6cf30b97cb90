#!/bin/sh
# Builds and starts one of the apps: run-app.sh gather|mycards <pattern> [app options]. The apps
# and patterns are the ones the package builds (scripts/variants.py), none listed here.
set -eu
app=$(printf '%s' "${1:-gather}" | tr '[:upper:]' '[:lower:]')
pattern=$(printf '%s' "${2:-mvc}" | tr '[:upper:]' '[:lower:]')
[ $# -ge 2 ] && shift 2 || shift $#

cd "$(dirname "$0")/.."
case "$app" in
    gather|mycards) ;;
    *) echo "run: unknown app '$app' (use gather or mycards)" >&2; exit 2 ;;
esac
variants=$(python3 scripts/variants.py)
product=$(printf '%s\n' "$variants" | awk -v app="$app" -v pattern="$pattern" '$2 == app && tolower($3) == pattern { print $1 }')
if [ -z "$product" ]; then
    built=$(printf '%s\n' "$variants" | awk -v app="$app" '$2 == app { printf "%s%s", separator, tolower($3); separator = ", " }')
    echo "run: there is no '$pattern' variant of $app in this repository (built: $built)." >&2
    exit 2
fi
# The app is built through swift.sh, in the environment every build has (so nothing is planned
# anew for a new terminal, nor after `make test`), and then started in this one, which is the
# person's: TERM, NO_COLOR, the locale. Until the app's first screen replaces it, this line says
# what the wait is for (--quiet shows nothing else).
echo "Building $product…"
scripts/swift.sh build --quiet --product "$product"
bin=$(scripts/swift.sh build --show-bin-path)
# The app starts the backend as a program of its own, beside it (the apps link no server), once
# the backend's build, which follows the app's, has ended: the first screen waits for the app's
# own build only, and a sign-in for the backend. On a fresh tree that is the whole backend's
# build; later it is seconds, nothing to do unless Shared/ changed, and the backend is never
# older than the tree. The status file tells the app when the build ended and how: empty, or
# what went wrong. On a fresh tree this build is the second, which plans again (SwiftPM records a
# plan as checked only in the build after the one that made it): in the background too, so the
# next `make run` plans nothing.
status=.build/backend-build.status
log=.build/backend-build.log
rm -f "$status"
(
    if scripts/swift.sh build --product backend >"$log" 2>&1 </dev/null; then
        : >"$status"
    else
        echo "its build failed (the output: $log)" >"$status"
    fi
) &
builder=$!
set +e
"$bin/$product" --backend-build-status "$PWD/$status" "$@"
app_status=$?
# Quit before the build ended: it goes on, to be ready next time, unless Ctrl-C stops it (the
# next build carries on where it stopped).
if [ ! -e "$status" ]; then
    echo "Finishing the backend's build for next time (Ctrl-C stops it)…"
fi
wait "$builder"
exit "$app_status"
