#!/usr/bin/env bash
# The one set-up. A person (every make target), CI (.ci/run → make test), the container's image
# (Dockerfile) and the devcontainer all go through it, so each CI run on Debian proves the steps
# the container takes.
#
#   setup.sh                   the system packages: libraries, tmux, make, python3 (install-deps.sh)
#   setup.sh build             the packages, then the pinned dependencies, then every target and test
#   setup.sh build --pins-may-move
#                              the same after `swift package update` (make update-deps)
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-packages}
pins_may_move=false
[ "${2:-}" = "--pins-may-move" ] && pins_may_move=true
case "$mode" in
    packages|build) ;;
    *) echo "setup: unknown step '$mode' (packages or build)" >&2; exit 2 ;;
esac

scripts/install-deps.sh
[ "$mode" = packages ] && exit 0

scripts/swift.sh package resolve
$pins_may_move || python3 scripts/pins.py
scripts/settle-plan.sh
scripts/swift.sh build --build-tests
