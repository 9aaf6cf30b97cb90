#!/usr/bin/env bash
# What the package needs from the system: libturbojpeg, ncursesw, sqlite3 and libcrypto (linked; on
# macOS the system's SQLite, and CryptoKit instead of libcrypto), tmux (the
# live terminal tests), make and python3 (the commands and scripts around the build). A library counts as here when pkg-config finds it — any
# distribution, a container, Homebrew's pkg-config — or, without pkg-config, when Debian's dpkg
# lists it. Nothing missing: exit 0, whatever the system. Something missing: with apt-get it is
# installed (as root, or through sudo); elsewhere the command for the package manager found is
# printed, and the exit status is 1.
#
# --check: only say what is missing and the command that installs it (make doctor), exit 1.
# Other arguments: Debian packages to install if missing (make bench's tools), apt-get only.
set -euo pipefail

check_only=false
if [ "${1:-}" = "--check" ]; then check_only=true; shift; fi

# name as pkg-config knows it | Debian | Fedora (dnf) | Arch (pacman) | openSUSE (zypper) | Alpine (apk) | Homebrew
libraries=(
    "libturbojpeg|libturbojpeg0-dev|turbojpeg-devel|libjpeg-turbo|libturbojpeg0-devel|libjpeg-turbo-dev|jpeg-turbo"
    "ncursesw|libncursesw5-dev|ncurses-devel|ncurses|ncurses-devel|ncurses-dev|ncurses"
    "sqlite3|libsqlite3-dev|sqlite-devel|sqlite|sqlite3-devel|sqlite-dev|sqlite"
    # OpenSSL's libcrypto, for SHA-256 (Shared/Hashing); a Mac uses CryptoKit and needs nothing.
    "libcrypto|libssl-dev|openssl-devel|openssl|libopenssl-devel|openssl-dev|openssl@3"
)
# Programs, not libraries: found on the PATH.
tools=(
    "tmux|tmux|tmux|tmux|tmux|tmux|tmux"
    "make|make|make|make|make|make|make"
    "python3|python3|python3|python|python3|python3|python"
)
pkg_config_packages=("pkg-config|pkg-config|pkgconf-pkg-config|pkgconf|pkg-config|pkgconf|pkg-config")

installed_debian_package() {
    command -v dpkg-query >/dev/null 2>&1 &&
        dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

# The apt-get path, as before: the packages named, as root or through sudo.
install_with_apt() {
    local command="apt-get update && apt-get install -y --no-install-recommends $*"
    local run=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            run=(sudo)
        else
            echo "error: missing system packages: $*" >&2
            echo "Installing them needs root. Run:" >&2
            echo "    sudo sh -c '$command'" >&2
            exit 1
        fi
    fi
    echo "Installing $*"
    export DEBIAN_FRONTEND=noninteractive
    "${run[@]}" apt-get update -qq
    "${run[@]}" apt-get install -y -qq --no-install-recommends "$@"
}

if [ $# -gt 0 ]; then
    missing=()
    for package in "$@"; do
        installed_debian_package "$package" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && exit 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "error: missing: $* (Debian's names); this machine has no apt-get: install their equivalents." >&2
        exit 1
    fi
    install_with_apt "${missing[@]}"
    exit 0
fi

# The column of the table for the package manager found, and how to call it.
manager="" column=0 install=""
for candidate in apt-get dnf pacman zypper apk brew; do
    if command -v "$candidate" >/dev/null 2>&1; then manager=$candidate; break; fi
done
case "$manager" in
    apt-get) column=2 ;;
    dnf) column=3 install="sudo dnf install -y" ;;
    pacman) column=4 install="sudo pacman -S --needed" ;;
    zypper) column=5 install="sudo zypper install -y" ;;
    apk) column=6 install="sudo apk add" ;;
    brew) column=7 install="brew install" ;;
esac

# On a Mac, Homebrew keeps jpeg-turbo and ncurses out of pkg-config's sight (keg-only: macOS has
# its own, older ncurses); SwiftPM looks in the same places (Package.swift names them). SQLite is
# the system's there, the one Xcode links, and SHA-256 is CryptoKit's: no libcrypto is asked for.
on_macos=false
[ "$(uname -s 2>/dev/null)" = Darwin ] && on_macos=true
if [ "$manager" = brew ]; then
    brew_prefix=$(brew --prefix 2>/dev/null || true)
    export PKG_CONFIG_PATH="$brew_prefix/opt/jpeg-turbo/lib/pkgconfig:$brew_prefix/opt/ncurses/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
fi

missing_names=() missing_packages=()
need() { # entry: the table row of something missing
    missing_names+=("$(cut -d'|' -f1 <<< "$1")")
    [ "$column" -gt 0 ] && missing_packages+=("$(cut -d'|' -f"$column" <<< "$1")")
    return 0
}
has_pkg_config=false
command -v pkg-config >/dev/null 2>&1 && has_pkg_config=true
for entry in "${libraries[@]}"; do
    name=$(cut -d'|' -f1 <<< "$entry")
    if $on_macos && { [ "$name" = sqlite3 ] || [ "$name" = libcrypto ]; }; then continue; fi
    if $has_pkg_config; then
        pkg-config --exists "$name" || need "$entry"
    else
        installed_debian_package "$(cut -d'|' -f2 <<< "$entry")" || need "$entry"
    fi
done
for entry in "${tools[@]}"; do
    command -v "$(cut -d'|' -f1 <<< "$entry")" >/dev/null 2>&1 || need "$entry"
done
# Without pkg-config, a library dpkg does not list may still be here; say how to let it be found.
if ! $has_pkg_config && [ "$manager" != "apt-get" ]; then need "${pkg_config_packages[0]}"; fi

[ ${#missing_names[@]} -eq 0 ] && exit 0

if [ "$manager" = "apt-get" ] && ! $check_only; then
    install_with_apt "${missing_packages[@]}"
    exit 0
fi
[ "$manager" = "apt-get" ] && install="sudo apt-get install -y --no-install-recommends"
echo "error: missing: ${missing_names[*]}" >&2
if [ -n "$manager" ]; then
    echo "Install them with $manager:" >&2
    echo "    $install ${missing_packages[*]}" >&2
else
    echo "No package manager found here (apt-get, dnf, pacman, zypper, apk, brew): install them and" >&2
    echo "pkg-config by hand, or use the project's container (README)." >&2
fi
exit 1
