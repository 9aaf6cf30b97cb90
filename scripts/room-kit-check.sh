#!/usr/bin/env bash
# make room-kit-check: the room kit proven as a laptop in a room without Wi-Fi meets it. With
# Podman and an empty storage of its own (no image, no volume), the kit is loaded with its own
# load.sh; then, with --network none, `make run` — which finds the kit's build up to date, and
# starts Football Gather — in a real terminal, its Login read and quit with Esc.
# Prints the kit's size, the load time and the time to the Login screen.
#
# usage: scripts/room-kit-check.sh [KIT]     (default: make one with scripts/room-kit.sh)
#   PODMAN_STORAGE_DRIVER=overlay  the storage a laptop's Podman and Docker use, where this
#                                  kernel offers it; the default is vfs, which works on any kernel
set -euo pipefail
cd "$(dirname "$0")/.."
command -v podman >/dev/null || { echo "error: the proof needs podman (an empty storage of its own)" >&2; exit 1; }
command -v tmux >/dev/null || { echo "error: the proof needs tmux (the app's terminal)" >&2; exit 1; }

kit=${1:-}
if [ -z "$kit" ]; then
    kit=room-kit/architecture-workshop-kit.tar
    scripts/room-kit.sh "$kit"
fi

# An empty Podman storage, so nothing the machine already has can stand in for the kit.
laptop=$(mktemp -d /tmp/room-kit-laptop.XXXXXX)
driver=${PODMAN_STORAGE_DRIVER:-vfs}
printf '[storage]\ndriver = "%s"\nrunroot = "%s/run"\ngraphroot = "%s/storage"\n' "$driver" "$laptop" "$laptop" > "$laptop/storage.conf"
export CONTAINERS_STORAGE_CONF=$laptop/storage.conf CONTAINER_ENGINE=podman
# shellcheck source=scripts/container-engine.sh
source scripts/container-engine.sh
# Podman unmounts a container's layers when it removes it (--rm): the storage, its volume
# included, goes with the folder.
trap 'rm -rf "$laptop"' EXIT
[ -z "$(podman images -q)" ] || { echo "error: the proof's storage is not empty" >&2; exit 1; }

started=$(date +%s)
"$(pwd)/scripts/room-kit-load.sh" "$kit" "$laptop/architecture-workshop"
loaded=$(( $(date +%s) - started ))

# The first `make run`, offline: the pane's script, with this shell's Podman settings.
app_script=$laptop/app.sh
{
    engine_settings
    echo "podman run --rm -it --init --network none -v $laptop/architecture-workshop:/workshop \\"
    echo "    -v architecture-workshop_build:/workshop/.build architecture-workshop make run"
} > "$app_script"
status=$(app_in_tmux "$app_script" Escape 3600 2> "$laptop/app.log") \
    || { cat "$laptop/app.log" >&2; echo "FAILED: the app did not start offline from the kit" >&2; exit 1; }
[ "$status" = 0 ] || { echo "FAILED: the app quit with $status, expected 0" >&2; exit 1; }
# The time to the Login, not to the quit after it.
first_screen=$(sed -n 's/^figure: Login after \([0-9]*\) s$/\1/p' "$laptop/app.log")
[ -n "$first_screen" ] || { cat "$laptop/app.log" >&2; echo "FAILED: no time to the Login was measured" >&2; exit 1; }

echo "room kit proven: $(du -h "$kit" | cut -f1), loaded into an empty Podman storage ($driver) in $loaded s;"
echo "with --network none, make run showed Football Gather's Login in $first_screen s; Esc quit it (0)."
echo "load and first screen: $(( loaded + first_screen )) s."
