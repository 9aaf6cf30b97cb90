# Sourced by the scripts that drive containers (container-check.sh, room-kit.sh,
# room-kit-load.sh): picks the engine — CONTAINER_ENGINE, else docker if its daemon answers, else
# podman — and defines `container` (the engine), `compose` (an array: the compose command, or
# empty for none) and `local_copies` (the run options that show a container this machine's local
# copy of the Swift packages; `local_copies_for_build` the image build's), `engine_settings` and
# `app_in_tmux`.

# The engine.
engine=${CONTAINER_ENGINE:-}
if [ -z "$engine" ]; then
    if command -v docker >/dev/null && docker info >/dev/null 2>&1; then engine=docker
    elif command -v podman >/dev/null; then engine=podman
    else echo "error: neither a working docker nor podman here" >&2; exit 1; fi
fi
# Podman as root on a Linux build machine gets the settings that work on a restricted kernel too
# (crun and the default ulimits refused there): runc, no default ulimits, host cgroups and
# network, chroot builds, and one storage driver for every call. They go in Podman's own
# configuration files, so podman-compose, which calls podman, gets them too; files a caller set
# (CONTAINERS_CONF, CONTAINERS_STORAGE_CONF) are kept. A laptop's Podman — rootless, or a Mac's
# podman machine — is left as it is, and so is any with PODMAN_AS_IS=1.
if [ "$engine" = podman ] && [ "$(uname -s)" = Linux ] && [ "$(id -u)" = 0 ] && [ "${PODMAN_AS_IS:-0}" != 1 ]; then
    conf=$(mktemp -d /tmp/container-engine.XXXXXX)
    printf '[containers]\ndefault_ulimits = []\ncgroupns = "host"\nnetns = "host"\n\n[engine]\nruntime = "runc"\n' > "$conf/containers.conf"
    export CONTAINERS_CONF=${CONTAINERS_CONF:-$conf/containers.conf}
    # The driver is settled before the first call, whatever state the store is in: the first
    # `podman info` on a new store records the driver it used, and a later call asking for
    # another is refused ("database storage graph driver … does not match"). So: the caller's
    # storage file's, else PODMAN_STORAGE_DRIVER, else the one an existing store was made with,
    # else vfs, which works on any kernel. The stand-in base reads the same PODMAN_STORAGE_DRIVER.
    graphroot=${PODMAN_GRAPHROOT:-/var/lib/containers/storage}
    if [ -n "${CONTAINERS_STORAGE_CONF:-}" ]; then
        driver=$(sed -n 's/^[[:space:]]*driver[[:space:]]*=[[:space:]]*"\(.*\)".*/\1/p' "$CONTAINERS_STORAGE_CONF" | head -n 1)
    else
        driver=${PODMAN_STORAGE_DRIVER:-}
        for made in overlay vfs btrfs zfs; do
            [ -z "$driver" ] && [ -d "$graphroot/$made-images" ] && driver=$made
        done
        driver=${driver:-vfs}
        printf '[storage]\ndriver = "%s"\nrunroot = "%s"\ngraphroot = "%s"\n' \
            "$driver" "${PODMAN_RUNROOT:-/run/containers/storage}" "$graphroot" > "$conf/storage.conf"
        export CONTAINERS_STORAGE_CONF=$conf/storage.conf
    fi
    export PODMAN_STORAGE_DRIVER=${driver:-vfs}
    export BUILDAH_ISOLATION=chroot
fi
if [ "$engine" = podman ] && ! podman info >/dev/null 2>&1; then
    echo "error: podman does not start here: $(podman info 2>&1 | tail -n 1)" >&2
    echo "       A storage made with another driver: set PODMAN_STORAGE_DRIVER to its driver, or start over (podman system reset)." >&2
    exit 1
fi
container() { "$engine" "$@"; }

# Compose, as the README tells participants to run it: `docker compose` with Docker, podman-compose
# (or `podman compose`) with Podman. CONTAINER_COMPOSE names another, or `none` for the engine alone.
compose=()
case ${CONTAINER_COMPOSE:-auto} in
    auto)
        if [ "$engine" = docker ] && docker compose version >/dev/null 2>&1; then compose=(docker compose)
        elif [ "$engine" = podman ] && command -v podman-compose >/dev/null; then compose=(podman-compose)
        elif [ "$engine" = podman ] && podman compose version >/dev/null 2>&1; then compose=(podman compose)
        fi ;;
    none) ;;
    *) read -r -a compose <<< "$CONTAINER_COMPOSE" ;;
esac

# Where this machine keeps the Swift packages in a local copy (git's insteadof), a container sees
# the same copy, read-only, and git there is told to use it: it downloads nothing the official
# path would not, and needs no network this machine lacks. `local_copies_for_build` does the same
# for the image's dependency layer (the Dockerfile's GIT_CONFIG_* arguments), with Podman, whose
# builds can mount a folder: the https address only, the one Package.swift names its packages by.
local_copies=()
local_copies_for_build=()
count=0
while read -r key folder; do
    [ -n "$key" ] || continue
    local_copy=${key#url.}; local_copy=${local_copy%.insteadof}
    [ -d "$local_copy" ] || continue
    local_copies+=(-v "$local_copy:$local_copy:ro" -e "GIT_CONFIG_KEY_$count=$key" -e "GIT_CONFIG_VALUE_$count=$folder")
    if [ "$engine" = podman ] && [ ${#local_copies_for_build[@]} -eq 0 ] && [ "$folder" = https://github.com/ ]; then
        local_copies_for_build=(-v "$local_copy:$local_copy:ro" --build-arg GIT_CONFIG_COUNT=1
            --build-arg "GIT_CONFIG_KEY_0=$key" --build-arg "GIT_CONFIG_VALUE_0=$folder")
    fi
    count=$((count + 1))
done < <(git config --system --get-regexp 'insteadof' 2>/dev/null || true)
[ $count -eq 0 ] || local_copies+=(-e "GIT_CONFIG_COUNT=$count")

# The exports above, and the PATH the engine was found on, as lines for a script a tmux pane
# runs: a tmux server started earlier does not have this environment.
engine_settings() {
    local name
    for name in PATH CONTAINERS_CONF CONTAINERS_STORAGE_CONF PODMAN_STORAGE_DRIVER BUILDAH_ISOLATION CONTAINER_ENGINE; do
        [ -z "${!name:-}" ] || echo "export $name=${!name@Q}"
    done
}

# app_in_tmux SCRIPT KEYS PATIENCE: runs `bash SCRIPT` (which starts Football Gather in MVC) in a
# new 100×30 tmux session, waits at most PATIENCE seconds for its Login screen, types KEYS (tmux's
# words), and prints the exit status the app returned — once the terminal is seen back from the
# alternate screen. On stderr, how long the Login took to show (a line "figure: …").
app_in_tmux() {
    local script=$1 keys=$2 patience=$3 session=container-app-$$ waited=0
    tmux kill-session -t "$session" 2>/dev/null || true
    tmux new-session -d -s "$session" -x 100 -y 30 "bash $script; echo EXIT=\$?; sleep 60"
    local screen
    while :; do
        screen=$(tmux capture-pane -p -t "$session" 2>/dev/null) || { echo "the terminal went before the Login showed" >&2; return 1; }
        grep -q "Football Gather · MVC · Login" <<< "$screen" && break
        # The command ended (a failed build, say): no Login is coming.
        if grep -q "^EXIT=" <<< "$screen"; then
            echo "$screen" >&2; tmux kill-session -t "$session"
            echo "the command ended before the Login showed" >&2; return 1
        fi
        sleep 1; waited=$((waited + 1))
        [ $waited -lt "$patience" ] || { tmux capture-pane -p -t "$session" >&2; tmux kill-session -t "$session"; return 1; }
    done
    echo "figure: Login after $waited s" >&2
    # shellcheck disable=SC2086 # keys are tmux's words
    tmux send-keys -t "$session" $keys
    waited=0
    until tmux capture-pane -p -t "$session" | grep -q "EXIT="; do
        sleep 1; waited=$((waited + 1))
        [ $waited -lt 30 ] || { tmux capture-pane -p -t "$session" >&2; tmux kill-session -t "$session"; return 1; }
    done
    # Restored: the app left the alternate screen, so the pane shows the shell's lines again.
    if [ "$(tmux display-message -p -t "$session" '#{alternate_on}')" != 0 ]; then
        echo "the terminal is still in the alternate screen" >&2; tmux kill-session -t "$session"; return 1
    fi
    tmux capture-pane -p -t "$session" | sed -n 's/^EXIT=//p'
    tmux kill-session -t "$session"
}
