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
scripts/settle-plan.sh
scripts/swift.sh build --quiet --product "$product"
exec "$(scripts/swift.sh build --show-bin-path)/$product" "$@"
