#!/usr/bin/env bash
# make container-check: the container path run for real, as a participant's laptop runs it.
# With docker or podman (whichever works here): build the image from the Dockerfile, then inside
# it — through compose.yaml as written where compose is here (`docker compose run`,
# podman-compose), else the engine mounting what it mounts — with .build in a fresh volume: the
# first build, `make doctor`, SourceKit-LSP answering a request as an editor sends it, the whole
# `make test`; then an app in a real terminal (tmux on this side), its Login screen read, quit
# once with Esc and once with Ctrl-C, each exit status checked and the terminal seen restored.
# Prints each step's time; fails, naming the step, when one fails.
#
# Where the base image cannot be pulled (no registry reachable), a stand-in is built from
# Debian's packages and this machine's toolchain (scripts/container-stand-in-base.sh, Podman
# only), and every line after says so.
#
# With --figures JOBS it measures instead what a Mac participant needs to know: the first build
# with `swift build -j JOBS` natively on this machine and in the container (fresh .build each),
# the peak memory of each (scripts/peak-memory.py), a rebuild after a one-line change in a
# variant, and the size of the .build volume.
#
# usage: scripts/container-check.sh [--dockerfile FILE] [--skip-tests] [--figures JOBS]
#   CONTAINER_ENGINE=docker|podman picks the engine, CONTAINER_COMPOSE="docker compose"|podman-compose|none
#   the compose (auto: the engine's own); KEEP_VOLUMES=1 keeps the build volume,
#   REUSE_BUILD=1 builds in the one kept instead of a fresh one.
set -euo pipefail
cd "$(dirname "$0")/.."

dockerfile=Dockerfile
run_tests=1
figures_jobs=""
while [ $# -gt 0 ]; do
    case $1 in
        --dockerfile) dockerfile=${2:?--dockerfile FILE}; shift 2 ;;
        --skip-tests) run_tests=0; shift ;;
        --figures) figures_jobs=${2:?--figures JOBS}; shift 2 ;;
        *) echo "usage: $0 [--dockerfile FILE] [--skip-tests] [--figures JOBS]" >&2; exit 2 ;;
    esac
done

# The name compose.yaml gives the image, so `compose run` finds the one built here.
image=architecture-workshop
base=$(sed -n 's/^ARG SWIFT_IMAGE=//p' "$dockerfile" | head -n 1)
[ -n "$base" ] || { echo "error: $dockerfile names no SWIFT_IMAGE" >&2; exit 1; }
[[ $base == */* ]] || base="docker.io/library/$base"
prefix=""          # "stand-in base, not the official image: " once the pull failed
steps=()           # "seconds step" per finished step
notes=()           # what a step measured besides its time, by step

say() { echo "${prefix}$*"; }
fail() { say "FAILED at $1: $2" >&2; summary >&2; exit 1; }
summary() {
    [ ${#steps[@]} -eq 0 ] && return
    say "step                                         seconds"
    for step in "${steps[@]}"; do say "$(printf '%-44s %7s' "${step#* }" "${step%% *}")"; done
    for note in "${notes[@]}"; do say "$note"; done
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
    # A measuring step's figure (scripts/peak-memory.py's line, app_in_tmux's) is kept for the summary.
    if grep -q "^peak memory: " "$log"; then notes+=("$name: $(grep "^peak memory: " "$log" | tail -n 1)"); fi
    if grep -q "^figure: " "$log"; then notes+=("$name: $(sed -n 's/^figure: //p' "$log" | tail -n 1)"); fi
    rm -f "$log"
}

# The engine and compose: docker or podman, whichever works here (scripts/container-engine.sh).
# shellcheck source=scripts/container-engine.sh
source scripts/container-engine.sh
say "engine: $engine ($(container --version))${compose:+, compose: ${compose[*]}}"

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

step "building the image ($dockerfile)" container build --build-arg "SWIFT_IMAGE=$base" "${local_copies_for_build[@]}" \
    -f "$dockerfile" -t "$image" .

# Inside: with compose, `compose run` on compose.yaml as written, under a project of the check's
# own, so its volumes are not the participant's; without, the engine mounts what compose.yaml
# mounts: the checkout at /workshop, .build in a volume. The .build volume is a fresh one, so the
# build is a participant's first. A local copy of the packages is shown as container-engine.sh says.
project=architecture-workshop-check
volume=${project}_build
first_build="first build, fresh .build volume"
if [ "${REUSE_BUILD:-0}" = 1 ] && container volume inspect "$volume" >/dev/null 2>&1; then
    first_build="incremental: the last check's .build volume (REUSE_BUILD=1)"
else
    container volume rm -f "$volume" >/dev/null 2>&1 || true
    # Compose makes its own volumes (and Docker's warns of one it did not make).
    [ ${#compose[@]} -gt 0 ] || container volume create "$volume" >/dev/null
fi
# run_in_container TTY COMMAND...: TTY is -T (none, for the steps) or -t (the app's terminal:
# compose.yaml's own `tty: true`, as a participant gets it; podman-compose has no -t).
run_in_container() {
    local tty=$1; shift
    if [ ${#compose[@]} -gt 0 ]; then
        local no_terminal=()
        [ "$tty" = -T ] && no_terminal=(-T)
        "${compose[@]}" -p "$project" run --rm "${no_terminal[@]}" "${local_copies[@]}" workshop "$@"
    else
        local terminal=()
        [ "$tty" = -t ] && terminal=(-it)
        container run --rm --init "${terminal[@]}" -v "$PWD:/workshop" -v "$volume:/workshop/.build" "${local_copies[@]}" "$image" "$@"
    fi
}
inside() { run_in_container -T "$@"; }
# What compose made for the check (its pod and network with podman-compose), and its volumes
# unless KEEP_VOLUMES=1.
clean_up() {
    if [ ${#compose[@]} -gt 0 ]; then "${compose[@]}" -p "$project" down >/dev/null 2>&1 || true; fi
    [ "${KEEP_VOLUMES:-0}" = 1 ] && return
    for name in build swiftpm-cache app-data; do container volume rm -f "${project}_$name" >/dev/null 2>&1 || true; done
}

if [ -n "$figures_jobs" ]; then
    # The same build natively and inside, each from nothing, with as many jobs as a Mac's engine
    # gives; then a one-line change in a variant, as a participant makes one, built again in both.
    native=$(mktemp -d /tmp/container-figures.XXXXXX)
    changed=Variants/MVC/Gather/PlayerList/PlayerListController.swift
    cp "$changed" "$native/unchanged.swift"
    trap 'cp "$native/unchanged.swift" "$changed"; rm -rf "$native"; clean_up' EXIT
    build=(swift build -j "$figures_jobs")
    step "native first build (${build[*]})" scripts/peak-memory.py -- "${build[@]}" --scratch-path "$native/build"
    step "container first build (${build[*]}, fresh volume)" inside scripts/peak-memory.py -- "${build[@]}"
    echo "// A one-line change, as a participant makes one (container-check --figures)." >> "$changed"
    step "native rebuild after a one-line change" scripts/peak-memory.py -- "${build[@]}" --scratch-path "$native/build"
    step "container rebuild after a one-line change" inside scripts/peak-memory.py -- "${build[@]}"
    notes+=("native .build: $(du -sh "$native/build" | cut -f1)")
    notes+=("container .build volume: $(inside du -sh /workshop/.build | cut -f1)")
    summary
    say "figures taken with $engine on $(nproc) cores, $(free -g | awk '/^Mem:/ { print $2 }') GB."
    exit 0
fi

# An app in a real terminal: tmux here, the container's TTY inside (-it, as a participant runs it).
command -v tmux >/dev/null || fail "the app in a terminal" "tmux is missing on this side"
# What a pane runs: a command through run_in_container, with this script's settings — a tmux
# server started earlier does not have its environment.
app_script=$(mktemp /tmp/container-check-app.XXXXXX)
write_app_script() {  # $@: the command in the container
    {
        engine_settings
        declare -p compose project volume image engine local_copies
        declare -f container run_in_container
        echo "cd ${PWD@Q} && run_in_container -t ${*@Q}"
    } > "$app_script"
}
check_quit() {  # $1: keys, $2: the exit status expected, $3: how long the Login may take
    local status
    status=$(app_in_tmux "$app_script" "$1" "${3:-60}") || return 1
    [ "$status" = "$2" ] || { echo "exit status $status, expected $2" >&2; return 1; }
}

# A participant's first command, in the fresh volume: `make run`, until its Login shows. The image
# carries the dependencies built, so this builds the project's own modules only.
write_app_script make run
step "the first make run ($first_build): Login read, Esc quits" check_quit Escape 0 1800
# Then everything: `make doctor` checks a tree that is ready for the day, apps built included.
step "make build (after that make run)" inside make build
step "make doctor" inside make doctor
# What an editor opened on the devcontainer gets: SourceKit-LSP, from the image's toolchain.
step "SourceKit-LSP answers (go to definition)" inside python3 scripts/lsp-check.py
if [ "$run_tests" = 1 ]; then
    step "make test" inside make test
fi

write_app_script .build/debug/gather-mvc
step "the app in a terminal: Login read, Esc quits (exit 0)" check_quit Escape 0
step "the app in a terminal: Login read, Ctrl-C quits (exit 130)" check_quit C-c 130

rm -f "$app_script"
clean_up
summary
say "container check passed with $engine${compose:+ and ${compose[*]}}."
