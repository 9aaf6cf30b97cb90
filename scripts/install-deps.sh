#!/usr/bin/env bash
# Installs Debian packages that are missing: the ones named as arguments, or by default what
# the package needs to build and test. Debian/Ubuntu only (apt-get); as root, or through sudo.
set -euo pipefail

if [ $# -gt 0 ]; then
    packages=("$@")
else
    packages=(libsqlite3-dev libturbojpeg0-dev libncursesw5-dev tmux)
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: missing system packages: ${missing[*]}" >&2
    echo "This machine has no apt-get; install their equivalents with your package manager." >&2
    exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
    run=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    run=(sudo)
else
    echo "error: missing system packages: ${missing[*]}" >&2
    echo "Installing them needs root. Run:" >&2
    echo "    sudo sh -c '$command'" >&2
    exit 1
fi

echo "Installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
