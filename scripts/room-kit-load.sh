#!/usr/bin/env bash
# Puts a room kit (make room-kit) on a laptop, with no network: loads the workshop's image into
# Docker or Podman and clones the repository from the bundle. The image carries the build: the
# pinned dependencies and the project's own modules, built at the kit's commit in /workshop, where
# compose.yaml mounts the clone; its .build volume starts as a copy of it. So that the build finds
# the clone's sources as it left them, every file the commit holds is given the commit's time,
# as the kit's build gave them: the first `compose run` then builds nothing and shows the app.
#
# usage: load.sh KIT [FOLDER]
#        load.sh --sources-only KIT FOLDER    (the clone alone, as room-kit.sh builds it)
#   KIT     the kit: the archive (architecture-workshop-kit.tar) or the folder it unpacks to
#   FOLDER  where the repository goes (default: architecture-workshop); it must not exist yet
#   CONTAINER_ENGINE=docker|podman picks the engine, as in the repository's other scripts.
set -euo pipefail
sources_only=false
if [ "${1:-}" = --sources-only ]; then sources_only=true; shift; fi
kit=${1:?usage: load.sh KIT [FOLDER]}
folder=${2:-architecture-workshop}
image=architecture-workshop
# The name the kit's image is saved under: a machine that makes kits keeps its own image too.
kit_image=architecture-workshop-kit

fail() { echo "error: $*" >&2; exit 1; }
[ ! -e "$folder" ] || fail "$folder exists already: name another folder."
parts=(workshop.bundle)
$sources_only || parts+=(image.tar)
# The image is read once, on its way into the engine: from an archive it is not unpacked first
# (gigabytes written and read again), only the repository's bundle is.
if [ -f "$kit" ]; then
    archive=$kit
    unpacked=$(mktemp -d "${TMPDIR:-/tmp}/room-kit.XXXXXX")
    trap 'rm -rf "$unpacked"' EXIT
    listing=$(tar -tf "$archive" 2>/dev/null) || fail "$archive is not a room kit archive (tar cannot read it)."
    for part in "${parts[@]}"; do
        grep -qxF "kit/$part" <<< "$listing" || fail "the kit has no $part: make it again with make room-kit."
    done
    tar -xf "$archive" -C "$unpacked" kit/workshop.bundle
    kit=$unpacked/kit
    image() { tar -xOf "$archive" kit/image.tar; }
else
    for part in "${parts[@]}"; do
        [ -s "$kit/$part" ] || fail "the kit has no $part: make it again with make room-kit."
    done
    image() { cat "$kit/image.tar"; }
fi
kit=$(cd "$kit" && pwd)

# The clone, each file at its commit's time (git gives a clone's files the time of the clone). In
# UTC and `touch -t`, which a Mac's touch and GNU's read alike.
clone() {
    git clone -q "$kit/workshop.bundle" "$folder" || fail "git could not clone $kit/workshop.bundle."
    git -C "$folder" remote remove origin
    local committed
    committed=$(TZ=UTC0 git -C "$folder" log -1 --date=format-local:%Y%m%d%H%M.%S --format=%cd)
    git -C "$folder" ls-files -z | (cd "$folder" && TZ=UTC0 xargs -0 touch -h -t "$committed")
}
if $sources_only; then
    clone
    exit 0
fi

# The engine, as the repository's scripts pick it; the kit carries its own copy of this file.
engine=${CONTAINER_ENGINE:-}
if [ -z "$engine" ]; then
    if command -v docker >/dev/null && docker info >/dev/null 2>&1; then engine=docker
    elif command -v podman >/dev/null; then engine=podman
    else fail "neither a working docker nor podman here: start Docker Desktop (or podman machine) first."; fi
fi

started=$(date +%s)
echo "loading the image into $engine…"
# Its layer is compressed inside it: the engine unpacks it as it stores it.
image | "$engine" load >/dev/null || fail "$engine could not load the kit's image.tar."
"$engine" tag "$kit_image" "$image" >/dev/null 2>&1 || fail "the kit's image is not named $kit_image."

echo "cloning the repository into $folder…"
clone

echo "loaded in $(( $(date +%s) - started )) s. Now:"
echo "    cd $folder && $([ "$engine" = podman ] && echo podman-compose || echo docker compose) run --rm workshop"
