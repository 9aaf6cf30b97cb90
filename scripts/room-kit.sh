#!/usr/bin/env bash
# make room-kit: one archive for a room without Wi-Fi, copied onto USB sticks, so twenty laptops
# pull no image, resolve no package and build nothing before the first screen. It holds:
#   image.tar         the workshop's image with the build of the kit's commit in it: the pinned
#                     dependencies (the image's own layer) and every target and test of the
#                     project, built in /workshop from a clone whose files have the commit's time
#                     (scripts/room-kit-build.sh: of the linked programs, the first app's only);
#                     one layer, gzip-compressed inside the archive docker save / podman save
#                     write (scripts/compress-image-layers.py), which loads with either
#   workshop.bundle   the repository, every branch (git bundle)
#   load.sh           scripts/room-kit-load.sh, which puts it all on a laptop and gives the clone's
#                     files the commit's time, so the build finds them as it left them
#   README.txt        what the kit is and how to load it
#
# usage: scripts/room-kit.sh [ARCHIVE]      (default room-kit/architecture-workshop-kit.tar)
# The image is built from the Dockerfile first; where its base cannot be pulled, the one this
# machine has is used (a stand-in made by scripts/container-stand-in-base.sh is said so).
set -euo pipefail
cd "$(dirname "$0")/.."
archive=${1:-room-kit/architecture-workshop-kit.tar}
image=architecture-workshop
kit_image=architecture-workshop-kit
# shellcheck source=scripts/container-engine.sh
source scripts/container-engine.sh

started=$(date +%s)
work=$(mktemp -d /tmp/room-kit.XXXXXX)
volume=room-kit-build-$$
trap 'rm -rf "$work"; container volume rm -f "$volume" >/dev/null 2>&1 || true' EXIT
kit=$work/kit
mkdir -p "$kit"
[ -z "$(git status --porcelain)" ] || echo "note: the checkout has uncommitted changes; the kit holds the commits only."

echo "building the image from the Dockerfile…"
container build -q "${local_copies_for_build[@]}" -t "$image" . >/dev/null
base=$(sed -n 's/^ARG SWIFT_IMAGE=//p' Dockerfile | head -n 1)
stand_in=$(container image inspect --format '{{ index .Labels "stand-in" }}' "$image" 2>/dev/null || true)
[ -z "$stand_in" ] || [ "$stand_in" = "<no value>" ] || echo "note: the image's base is a stand-in, not the official $base: $stand_in"

echo "bundling the repository…"
git bundle create "$kit/workshop.bundle" --all 2>/dev/null
cp scripts/room-kit-load.sh "$kit/load.sh"

# The build a laptop would make first, made here: in the image, on a clone as load.sh makes it,
# in a .build volume that starts as the image's (the dependencies). No network: the packages are
# in the image already.
echo "building the project in the image, as a laptop's clone will have it…"
"$kit/load.sh" --sources-only "$kit" "$work/architecture-workshop"
container run --rm --init --network none -v "$work/architecture-workshop:/workshop" -v "$volume:/workshop/.build" \
    "$image" scripts/room-kit-build.sh >"$work/build.log" 2>&1 \
    || { tail -n 20 "$work/build.log" >&2; echo "error: the project did not build in the image" >&2; exit 1; }
container run --rm -v "$volume:/workshop/.build" "$image" tar -C /workshop/.build -cf - . > "$work/build.tar"

# The kit's image: the workshop's image and that build, as one layer — Podman's vfs storage
# copies every layer below a new one, so a single layer loads several times faster there.
echo "making the kit's image (one layer) and saving it…"
# (Docker's overlay storage does not copy, and its build has no --squash-all.)
squash=()
[ "$engine" = podman ] && squash=(--squash-all)
printf 'FROM %s\nADD build.tar /workshop/.build/\n' "$image" > "$work/Dockerfile.kit"
container build -q "${squash[@]}" -f "$work/Dockerfile.kit" -t "$kit_image" "$work" >/dev/null
rm -f "$work/build.tar"
container save "$kit_image" > "$work/saved.tar"
python3 scripts/compress-image-layers.py "$work/saved.tar" "$kit/image.tar" >/dev/null
rm -f "$work/saved.tar"
# The kit holds it now; this machine's storage need not (several GB on vfs).
container rmi "$kit_image" >/dev/null

cat > "$kit/README.txt" <<EOF
Architecture Workshop — room kit, made $(date -u +%Y-%m-%d) from commit $(git rev-parse --short HEAD).
${stand_in:+Image base: $stand_in.
}
On each laptop, with Docker or Podman running (no network needed):

    tar -xf architecture-workshop-kit.tar kit/load.sh
    kit/load.sh architecture-workshop-kit.tar architecture-workshop
    cd architecture-workshop
    docker compose run --rm workshop          (podman-compose run --rm workshop with Podman)

load.sh loads the image and clones the repository from the bundle. The image carries the build
of this commit, so the first run shows the app without building.
EOF

mkdir -p "$(dirname "$archive")"
tar -cf "$archive" -C "$work" kit
echo "room kit: $archive, $(du -h "$archive" | cut -f1) ($(du -h "$kit/image.tar" | cut -f1) image, $(du -h "$kit/workshop.bundle" | cut -f1) repository), made in $(( $(date +%s) - started )) s with $engine."
