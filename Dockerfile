# The workshop's container: the Swift toolchain the repository is built and tested with, the
# system packages scripts/setup.sh installs (the same script CI runs on Debian), and the pinned
# dependencies already built. The sources are not in the image: compose.yaml mounts the checkout
# (edited on the host) at /workshop and keeps .build in a volume, which starts as a copy of the
# image's /workshop/.build, so the first build inside builds only the project's own modules and
# every build after it only what changed. The GitHub workflow and the devcontainer use the same
# image name; scripts/tests checks that they agree.
ARG SWIFT_IMAGE=swift:6.3.1-bookworm
FROM ${SWIFT_IMAGE}

# Names with accents, CJK and emoji need a UTF-8 locale; 256 colours need a terminal that says so.
# WORKSHOP_CONTAINER tells `make shell` it is inside already.
ENV LANG=C.UTF-8 \
    LC_ALL=C.UTF-8 \
    TERM=xterm-256color \
    WORKSHOP_CONTAINER=1

WORKDIR /workshop
COPY scripts/setup.sh scripts/install-deps.sh scripts/swift.sh scripts/settle-plan.sh scripts/build-dependencies.py \
    scripts/
# The checkout is mounted from the host, owned by someone else than root: git may read it anyway.
RUN scripts/setup.sh packages \
    && rm -rf /var/lib/apt/lists/* \
    && git config --system --add safe.directory /workshop

# The pinned dependencies, built at the path the checkout's builds use (/workshop/.build), from
# Package.swift and Package.resolved alone: this layer is built again only when one of them (or
# the scripts above) changes. A build machine that keeps the Swift packages in a local copy passes
# git's settings for it (make container-check does); a laptop fetches them. One COPY: on a storage
# that copies every layer below a new one (Podman's vfs), each layer costs the whole image again.
ARG GIT_CONFIG_COUNT=0
ARG GIT_CONFIG_KEY_0=""
ARG GIT_CONFIG_VALUE_0=""
COPY Package.swift Package.resolved ./
RUN python3 scripts/build-dependencies.py \
    && rm -rf /root/.cache/org.swift.swiftpm/repositories

CMD ["make", "run"]
