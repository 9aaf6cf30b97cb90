#!/usr/bin/env bash
# A STAND-IN for the official Swift image, for a machine that cannot pull it (no registry
# reachable): Debian bookworm from debootstrap, the official image's package list, and the Swift
# toolchain installed on this machine (the same version the Dockerfile names), committed under
# the official image's name so that the repository's Dockerfile builds unchanged on top of it.
# It is NOT the official image: every line this prints says "stand-in base". Podman only
# (buildah builds it); scripts/container-check.sh calls it when the pull fails.
#
# usage: scripts/container-stand-in-base.sh IMAGE      (IMAGE: the Dockerfile's SWIFT_IMAGE)
set -euo pipefail

image=${1:?usage: container-stand-in-base.sh IMAGE}
driver=${PODMAN_STORAGE_DRIVER:-vfs}   # as scripts/container-engine.sh settled it for every call
# Some kernels refuse the default ulimits containers ask for (this build machine's does).
if [ -z "${CONTAINERS_CONF:-}" ]; then
    CONTAINERS_CONF=$(mktemp /tmp/containers.conf.XXXXXX)
    printf '[containers]\ndefault_ulimits = []\n' > "$CONTAINERS_CONF"
    export CONTAINERS_CONF
fi
say() { echo "stand-in base, not the official image: $*"; }

for tool in podman buildah debootstrap; do
    command -v "$tool" >/dev/null || { say "$tool is missing (apt-get install podman buildah runc debootstrap)" >&2; exit 1; }
done
swift_binary=$(readlink -f "$(command -v swift)") || { say "no Swift toolchain on this machine to copy" >&2; exit 1; }
toolchain=$(dirname "$(dirname "$swift_binary")")   # …/usr
wanted=${image##*:}; wanted=${wanted%%-*}           # swift:6.3.1-bookworm → 6.3.1
installed=$(swift --version 2>&1 | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p' | head -n 1)
[ "$installed" = "$wanted" ] || { say "the image is Swift $wanted, this machine has $installed: not a stand-in for it" >&2; exit 1; }

# The official image's packages (its Dockerfile's apt-get line for bookworm).
packages="binutils git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libgcc-12-dev libpython3-dev
libsqlite3-0 libstdc++-12-dev libxml2-dev libncurses-dev libz3-dev pkg-config tzdata zlib1g-dev
ca-certificates"

root=$(mktemp -d /tmp/stand-in-root.XXXXXX)
container=""
cleanup() {
    [ -n "$container" ] && buildah --storage-driver "$driver" rm "$container" >/dev/null 2>&1 || true
    rm -rf "$root"
}
trap cleanup EXIT

started=$(date +%s)
say "debootstrap bookworm (minbase)…"
debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >"$root.log" 2>&1 \
    || { tail -n 20 "$root.log" >&2; say "debootstrap failed ($root.log)" >&2; exit 1; }
tar -C "$root" -c . | podman --storage-driver "$driver" import - localhost/stand-in-bookworm >/dev/null

say "the official image's packages…"
container=$(buildah --storage-driver "$driver" from --isolation chroot localhost/stand-in-bookworm)
# shellcheck disable=SC2086 # the list is words on purpose
buildah --storage-driver "$driver" run --isolation chroot --network host "$container" -- sh -c \
    "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $(echo $packages) && rm -rf /var/lib/apt/lists/*" \
    >"$root.packages.log" 2>&1 || { tail -n 20 "$root.packages.log" >&2; say "the packages did not install" >&2; exit 1; }

say "this machine's Swift $installed toolchain ($toolchain) into /usr…"
buildah --storage-driver "$driver" copy "$container" "$toolchain" /usr >/dev/null
buildah --storage-driver "$driver" config --label "stand-in=not the official image: Debian bookworm + this machine's Swift $installed" \
    --env LANG=C.UTF-8 --cmd /bin/bash "$container"
buildah --storage-driver "$driver" commit --quiet "$container" "$image" >/dev/null
say "$image committed in $(( $(date +%s) - started )) s"
