#!/usr/bin/env bash
# The toolchain's `swift format` over every Swift file git knows, in the house style of
# .swift-format (four spaces, 120 columns, the toolchain's defaults otherwise):
#   scripts/format.sh check [DIR]   lists each file that drifts and fails (make lint, CI)
#   scripts/format.sh fix [DIR]     formats those files in place (make format)
# DIR is the repository to look at, the one this script is in by default.
set -euo pipefail
mode=${1:-check}
root=${2:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root"
if ! swift format --version >/dev/null 2>&1; then
    echo "error: \`swift format\` is not there: it ships with the Swift toolchain (6.3.1 here; swift.org/install)" >&2
    exit 2
fi
mapfile -t files < <(git ls-files -- '*.swift')
[ ${#files[@]} -gt 0 ] || exit 0
case $mode in
    check)
        # --strict: a drift in layout is an error, not a warning that still exits 0.
        if ! output=$(swift format lint --strict --parallel -- "${files[@]}" 2>&1); then
            echo "$output" | head -40
            drifting=$(echo "$output" | grep -c "error:" || true)
            echo "$drifting findings: \`make format\` fixes what is layout; a finding it leaves is rewritten by hand" >&2
            exit 1
        fi
        ;;
    fix) swift format format --in-place --parallel -- "${files[@]}" ;;
    *) echo "usage: scripts/format.sh check|fix [DIR]" >&2; exit 2 ;;
esac
