# The workshop's container: the Swift toolchain the repository is built and tested with, and the
# system packages scripts/setup.sh installs, the same script CI runs on Debian. The sources are
# not in the image: compose.yaml mounts the checkout (edited on the host) and keeps .build in a
# volume, so every build after the first is incremental. The GitHub workflow and the
# devcontainer use the same image name; scripts/tests checks that they agree.
ARG SWIFT_IMAGE=swift:6.3.1-bookworm
FROM ${SWIFT_IMAGE}

# Names with accents, CJK and emoji need a UTF-8 locale; 256 colours need a terminal that says so.
# WORKSHOP_CONTAINER tells `make shell` it is inside already.
ENV LANG=C.UTF-8 \
    LC_ALL=C.UTF-8 \
    TERM=xterm-256color \
    WORKSHOP_CONTAINER=1

WORKDIR /workshop
COPY scripts/setup.sh scripts/install-deps.sh scripts/swift.sh scripts/
# The checkout is mounted from the host, owned by someone else than root: git may read it anyway.
RUN scripts/setup.sh packages \
    && rm -rf /var/lib/apt/lists/* \
    && git config --system --add safe.directory /workshop

CMD ["make", "run"]
