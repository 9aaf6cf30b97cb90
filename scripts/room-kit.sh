#!/usr/bin/env bash
# make room-kit: one archive for a room without Wi-Fi, copied onto USB sticks, so twenty laptops
# pull no image and resolve no package. It holds:
#   image.tar.gz      the workshop's image (docker save / podman save, gzip), loads with either
#   packages.tar.gz   the Swift packages resolved at Package.resolved's pins (.build's checkouts
#                     and repositories), as a first `swift package resolve` leaves them
#   workshop.bundle   the repository, every branch (git bundle)
#   load.sh           scripts/room-kit-load.sh, which puts it all on a laptop
#   README.txt        what the kit is and how to load it
#
# usage: scripts/room-kit.sh [ARCHIVE]      (default room-kit/architecture-workshop-kit.tar)
# The image is built from the Dockerfile first; where its base cannot be pulled, the one this
# machine has is used (a stand-in made by scripts/container-stand-in-base.sh is said so).
set -euo pipefail
cd "$(dirname "$0")/.."
archive=${1:-room-kit/architecture-workshop-kit.tar}
image=architecture-workshop
# shellcheck source=scripts/container-engine.sh
source scripts/container-engine.sh

started=$(date +%s)
work=$(mktemp -d /tmp/room-kit.XXXXXX)
trap 'rm -rf "$work"' EXIT
kit=$work/kit
mkdir -p "$kit" "$work/resolved"
[ -z "$(git status --porcelain)" ] || echo "note: the checkout has uncommitted changes; the kit holds the commits only."

echo "building the image from the Dockerfile…"
container build -q -t "$image" . >/dev/null
base=$(sed -n 's/^ARG SWIFT_IMAGE=//p' Dockerfile | head -n 1)
stand_in=$(container image inspect --format '{{ index .Labels "stand-in" }}' "$image" 2>/dev/null || true)
[ -z "$stand_in" ] || [ "$stand_in" = "<no value>" ] || echo "note: the image's base is a stand-in, not the official $base: $stand_in"

echo "saving the image…"
container save "$image" | gzip -1 > "$kit/image.tar.gz"

echo "resolving the Swift packages at Package.resolved's pins…"
container run --rm --init -v "$PWD:/workshop" -v "$work/resolved:/workshop/.build" \
    "${local_copies[@]}" "$image" swift package resolve >"$work/resolve.log" 2>&1 \
    || { tail -n 20 "$work/resolve.log" >&2; echo "error: the packages could not be resolved" >&2; exit 1; }
tar -czf "$kit/packages.tar.gz" -C "$work/resolved" .

echo "bundling the repository…"
git bundle create "$kit/workshop.bundle" --all 2>/dev/null
cp scripts/room-kit-load.sh "$kit/load.sh"
cat > "$kit/README.txt" <<EOF
Architecture Workshop — room kit, made $(date -u +%Y-%m-%d) from commit $(git rev-parse --short HEAD).
${stand_in:+Image base: $stand_in.
}
On each laptop, with Docker or Podman running (no network needed):

    tar -xf architecture-workshop-kit.tar
    kit/load.sh kit architecture-workshop
    cd architecture-workshop
    docker compose run --rm workshop          (podman-compose run --rm workshop with Podman)

load.sh loads the image, clones the repository from the bundle and puts the resolved Swift
packages where compose.yaml keeps .build. The first run builds for some minutes, offline.
EOF

mkdir -p "$(dirname "$archive")"
tar -cf "$archive" -C "$work" kit
echo "room kit: $archive, $(du -h "$archive" | cut -f1) ($(du -h "$kit/image.tar.gz" | cut -f1) image, $(du -h "$kit/packages.tar.gz" | cut -f1) packages, $(du -h "$kit/workshop.bundle" | cut -f1) repository), made in $(( $(date +%s) - started )) s with $engine."
