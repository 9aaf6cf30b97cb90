#!/usr/bin/env bash
# make container-check: the container path run for real, as a participant's laptop runs it.
# With docker or podman (whichever works here): build the image from the Dockerfile, then inside
# it, the checkout mounted as compose.yaml mounts it and .build in a fresh volume: the first
# build, `make doctor`, the whole `make test`; then an app in a real terminal (tmux on this
# side), its Login screen read, quit once with Esc and once with Ctrl-C, each exit status
# checked and the terminal seen restored. Prints each step's time; fails, naming the step, when
# one fails.
#
# Where the base image cannot be pulled (no registry reachable), a stand-in is built from
# Debian's packages and this machine's toolchain (scripts/container-stand-in-base.sh, Podman
# only), and every line after says so.
#
# usage: scripts/container-check.sh [--dockerfile FILE] [--skip-tests]
#   CONTAINER_ENGINE=docker|podman picks the engine; KEEP_VOLUMES=1 keeps the build volume,
#   REUSE_BUILD=1 builds in the one kept instead of a fresh one.
set -euo pipefail
cd "$(dirname "$0")/.."

dockerfile=Dockerfile
run_tests=1
while [ $# -gt 0 ]; do
    case $1 in
        --dockerfile) dockerfile=${2:?--dockerfile FILE}; shift 2 ;;
        --skip-tests) run_tests=0; shift ;;
        *) echo "usage: $0 [--dockerfile FILE] [--skip-tests]" >&2; exit 2 ;;
    esac
done

image=architecture-workshop-check
volume=architecture-workshop-check-build
base=$(sed -n 's/^ARG SWIFT_IMAGE=//p' "$dockerfile" | head -n 1)
[ -n "$base" ] || { echo "error: $dockerfile names no SWIFT_IMAGE" >&2; exit 1; }
[[ $base == */* ]] || base="docker.io/library/$base"
prefix=""          # "stand-in base, not the official image: " once the pull failed
steps=()           # "seconds step" per finished step

say() { echo "${prefix}$*"; }
fail() { say "FAILED at $1: $2" >&2; summary >&2; exit 1; }
summary() {
    [ ${#steps[@]} -eq 0 ] && return
    say "step                                         seconds"
    for step in "${steps[@]}"; do say "$(printf '%-44s %7s' "${step#* }" "${step%% *}")"; done
}
# Runs a named step, timing it; its output goes to a log, shown in part when it fails.
step() {
    local name=$1; shift
    local log; log=$(mktemp "/tmp/container-check.XXXXXX")
    local started; started=$(date +%s)
    say "$name…"
    if ! "$@" >"$log" 2>&1; then
        tail -n 30 "$log" | sed "s/^/    /" >&2
        fail "$name" "see $log"
    fi
    steps+=("$(( $(date +%s) - started )) $name")
    rm -f "$log"
}

# The engine. Podman gets the settings that work wherever it runs as root, a build machine's
# restricted kernel included (crun and the default ulimits refused there): vfs storage, runc,
# host cgroups and network. Slower than overlay, and the same image.
engine=${CONTAINER_ENGINE:-}
if [ -z "$engine" ]; then
    if command -v docker >/dev/null && docker info >/dev/null 2>&1; then engine=docker
    elif command -v podman >/dev/null; then engine=podman
    else echo "error: neither a working docker nor podman here" >&2; exit 1; fi
fi
engine_flags=()
build_flags=()
run_flags=()
if [ "$engine" = podman ]; then
    conf=$(mktemp /tmp/containers.conf.XXXXXX)
    printf '[containers]\ndefault_ulimits = []\n' > "$conf"
    export CONTAINERS_CONF=$conf
    engine_flags=(--storage-driver "${PODMAN_STORAGE_DRIVER:-vfs}" --runtime runc)
    build_flags=(--isolation chroot --network host)
    run_flags=(--cgroupns host --network host)
    podman "${engine_flags[@]}" info >/dev/null 2>&1 || {
        echo "error: podman refuses storage driver ${PODMAN_STORAGE_DRIVER:-vfs}: its storage was made with another one." >&2
        echo "       Start it over (podman system reset), or set PODMAN_STORAGE_DRIVER to the one it has." >&2
        exit 1
    }
fi
container() { "$engine" "${engine_flags[@]}" "$@"; }
say "engine: $engine ($(container --version))"

# The base image: pulled, or else the stand-in.
if ! container image exists "$base" >/dev/null 2>&1 && ! container image inspect "$base" >/dev/null 2>&1; then
    if ! container pull "$base" >/dev/null 2>&1; then
        [ "$engine" = podman ] || fail "pulling $base" "no registry answers, and the stand-in base is built with Podman only"
        step "building the stand-in base $base" scripts/container-stand-in-base.sh "$base"
    fi
fi
if container image inspect --format '{{ index .Labels "stand-in" }}' "$base" 2>/dev/null | grep -q .; then
    prefix="stand-in base, not the official image: "
    say "the base is a stand-in: $(container image inspect --format '{{ index .Labels "stand-in" }}' "$base")"
fi

step "building the image ($dockerfile)" container build "${build_flags[@]}" --build-arg "SWIFT_IMAGE=$base" -f "$dockerfile" -t "$image" .

# Inside, the way compose.yaml mounts it: the checkout at /workshop, .build in a volume — here a
# fresh one, so the build is a participant's first. Where this machine keeps the Swift packages
# in a local copy (git's insteadof), the container sees the same copy, read-only, and nothing
# else: it downloads nothing the official path would not.
first_build="first build, fresh .build volume"
if [ "${REUSE_BUILD:-0}" = 1 ] && container volume inspect "$volume" >/dev/null 2>&1; then
    first_build="incremental: the last check's .build volume (REUSE_BUILD=1)"
else
    container volume rm -f "$volume" >/dev/null 2>&1 || true
    container volume create "$volume" >/dev/null
fi
mounts=(-v "$PWD:/workshop" -v "$volume:/workshop/.build")
git_env=()
count=0
while read -r key folder; do
    [ -n "$key" ] || continue
    local_copy=${key#url.}; local_copy=${local_copy%.insteadof}
    [ -d "$local_copy" ] || continue
    mounts+=(-v "$local_copy:$local_copy:ro")
    git_env+=(-e "GIT_CONFIG_KEY_$count=$key" -e "GIT_CONFIG_VALUE_$count=$folder")
    count=$((count + 1))
done < <(git config --system --get-regexp 'insteadof' 2>/dev/null || true)
[ $count -eq 0 ] || git_env+=(-e "GIT_CONFIG_COUNT=$count")
inside() { container run --rm --init "${run_flags[@]}" "${mounts[@]}" "${git_env[@]}" "$image" "$@"; }

# The build first: `make doctor` checks a tree that is ready for the day, apps built included.
step "make build ($first_build)" inside make build
step "make doctor" inside make doctor
if [ "$run_tests" = 1 ]; then
    step "make test" inside make test
fi

# An app in a real terminal: tmux here, the container's TTY inside (-it, as a participant runs it).
command -v tmux >/dev/null || fail "the app in a terminal" "tmux is missing on this side"
session=container-check-$$
app_in_tmux() {  # $1: keys that quit it; prints the exit status the app returned
    local keys=$1
    tmux kill-session -t "$session" 2>/dev/null || true
    tmux new-session -d -s "$session" -x 100 -y 30 \
        "$engine ${engine_flags[*]} run --rm -it --init ${run_flags[*]} ${mounts[*]} ${git_env[*]} $image .build/debug/gather-mvc; echo EXIT=\$?; sleep 60"
    local waited=0
    until tmux capture-pane -p -t "$session" | grep -q "Football Gather · MVC · Login"; do
        sleep 1; waited=$((waited + 1))
        [ $waited -lt 60 ] || { tmux capture-pane -p -t "$session" >&2; return 1; }
    done
    # shellcheck disable=SC2086 # keys are tmux's words
    tmux send-keys -t "$session" $keys
    waited=0
    until tmux capture-pane -p -t "$session" | grep -q "EXIT="; do
        sleep 1; waited=$((waited + 1))
        [ $waited -lt 30 ] || { tmux capture-pane -p -t "$session" >&2; return 1; }
    done
    # Restored: the app left the alternate screen, so the pane shows the shell's lines again.
    [ "$(tmux display-message -p -t "$session" '#{alternate_on}')" = 0 ] || { echo "the terminal is still in the alternate screen" >&2; return 1; }
    tmux capture-pane -p -t "$session" | sed -n 's/^EXIT=//p'
    tmux kill-session -t "$session"
}
check_quit() {  # $1: keys, $2: the exit status expected
    local status
    status=$(app_in_tmux "$1") || return 1
    [ "$status" = "$2" ] || { echo "exit status $status, expected $2" >&2; return 1; }
}
step "the app in a terminal: Login read, Esc quits (exit 0)" check_quit Escape 0
step "the app in a terminal: Login read, Ctrl-C quits (exit 130)" check_quit C-c 130

[ "${KEEP_VOLUMES:-0}" = 1 ] || container volume rm -f "$volume" >/dev/null 2>&1 || true
summary
say "container check passed with $engine."
