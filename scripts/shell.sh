#!/usr/bin/env bash
# make shell: one shell inside the workshop's container, the checkout mounted and .build in its
# volume, in which every command of the workshop works as written — make run, make exercise,
# make cost, swift test … — without paying a container start for each. Leave it with `exit`.
set -euo pipefail
cd "$(dirname "$0")/.."
# The image says so (Dockerfile): inside it, this is the shell already.
if [ "${WORKSHOP_CONTAINER:-0}" = 1 ]; then
    echo "This is the container already: make run, make exercise, make test … work here as written."
    exit 0
fi
# shellcheck source=scripts/container-engine.sh
source scripts/container-engine.sh
if [ ${#compose[@]} -eq 0 ]; then
    echo "error: make shell needs Docker's compose (docker compose) or Podman's (pip install podman-compose)." >&2
    exit 1
fi
echo "A shell in the workshop's container (the image is built first if it is not there); exit leaves it."
# local_copies is empty on a laptop; on a machine that keeps the Swift packages in a local copy
# (git's insteadof), the container sees that copy, as make container-check's does.
exec "${compose[@]}" run --rm "${local_copies[@]}" workshop bash
