#!/usr/bin/env bash
# Puts a room kit (make room-kit) on a laptop, with no network: loads the workshop's image into
# Docker or Podman, clones the repository from the bundle, and fills the .build volume compose.yaml
# uses with the resolved Swift packages, so the first `compose run` builds offline.
#
# usage: load.sh KIT [FOLDER]
#   KIT     the kit: the archive (architecture-workshop-kit.tar) or the folder it unpacks to
#   FOLDER  where the repository goes (default: architecture-workshop); it must not exist yet
#   CONTAINER_ENGINE=docker|podman picks the engine, as in the repository's other scripts.
set -euo pipefail
kit=${1:?usage: load.sh KIT [FOLDER]}
folder=${2:-architecture-workshop}
image=architecture-workshop

fail() { echo "error: $*" >&2; exit 1; }
[ ! -e "$folder" ] || fail "$folder exists already: name another folder."
if [ -f "$kit" ]; then
    unpacked=$(mktemp -d "${TMPDIR:-/tmp}/room-kit.XXXXXX")
    trap 'rm -rf "$unpacked"' EXIT
    tar -xf "$kit" -C "$unpacked" || fail "$kit is not a room kit archive (tar cannot read it)."
    kit=$unpacked/kit
fi
for part in image.tar.gz packages.tar.gz workshop.bundle; do
    [ -s "$kit/$part" ] || fail "the kit has no $part: make it again with make room-kit."
done
kit=$(cd "$kit" && pwd)

# The engine, as the repository's scripts pick it; the kit carries its own copy of this file.
engine=${CONTAINER_ENGINE:-}
if [ -z "$engine" ]; then
    if command -v docker >/dev/null && docker info >/dev/null 2>&1; then engine=docker
    elif command -v podman >/dev/null; then engine=podman
    else fail "neither a working docker nor podman here: start Docker Desktop (or podman machine) first."; fi
fi

started=$(date +%s)
echo "loading the image into $engine…"
# Unpacked on the way in: Podman 4 does not read a gzipped archive itself.
gzip -dc "$kit/image.tar.gz" | "$engine" load >/dev/null || fail "$engine could not load $kit/image.tar.gz."
"$engine" image inspect "$image" >/dev/null 2>&1 || fail "the kit's image is not named $image."

echo "cloning the repository into $folder…"
git clone -q "$kit/workshop.bundle" "$folder" || fail "git could not clone $kit/workshop.bundle."
git -C "$folder" remote remove origin

# compose.yaml's .build volume, named as compose names it: the folder's name, lower case, then _build.
project=$(basename "$(cd "$folder" && pwd)" | tr '[:upper:]' '[:lower:]' | tr -cd 'a-z0-9_-')
echo "putting the resolved Swift packages in the volume ${project}_build…"
"$engine" volume create "${project}_build" >/dev/null
"$engine" run --rm --network none -v "${project}_build:/workshop/.build" -v "$kit:/kit:ro" "$image" \
    tar -xzf /kit/packages.tar.gz -C /workshop/.build || fail "the packages could not be unpacked into ${project}_build."

echo "loaded in $(( $(date +%s) - started )) s. Now:"
echo "    cd $folder && $([ "$engine" = podman ] && echo podman-compose || echo docker compose) run --rm workshop"
