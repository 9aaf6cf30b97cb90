#!/usr/bin/env bash
# Screenshots of the metrics report and its reading view as a reader sees them, in headless
# Chromium at a projector's 1280×800 and a desk's 1920×1080: `scripts/screenshots.sh [DIR]`
# (default .build/screenshots). Installs Debian's chromium first if it is missing, and writes
# the report with `make metrics ARGS=--quick` if there is none. Look at the pictures: this is a
# command for people, not a CI step.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/screenshots}"

if ! command -v chromium >/dev/null; then
    echo "Installing chromium (Debian's package)…"
    if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq chromium
    elif command -v sudo >/dev/null; then sudo apt-get update -qq && sudo apt-get install -y -qq chromium
    else echo "chromium is missing: run 'apt-get install chromium' as root." >&2; exit 1
    fi
fi
[ -f metrics/reading/index.html ] || make metrics ARGS=--quick

mkdir -p "$out"
base="file://$PWD/metrics"
# name  page (with the reading view's choice of patterns and word to find, where it has one)
pages=(
    "report report.html"
    "reading-index reading/index.html"
    "playeradd-all reading/football-gather-playeradd.html#patterns=MVC,MVVM,MVP,VIPER,VIP&find=name"
    "playeradd-mvvm-viper reading/football-gather-playeradd.html#patterns=MVVM,VIPER&find=nameDidChange"
    "carddetails-mvc-vip reading/my-cards-carddetails.html#patterns=MVC,VIP&find=delete"
)
for size in 1280,800 1920,1080; do
    for entry in "${pages[@]}"; do
        name="${entry%% *}"
        page="${entry#* }"
        file="$out/$name-${size/,/x}.png"
        chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$size" \
            --screenshot="$file" "$base/$page" >/dev/null 2>&1
        echo "$file"
    done
done
