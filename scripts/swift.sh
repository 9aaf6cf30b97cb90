#!/bin/sh
# swift, in an environment that does not change from one terminal or command to the next.
# SwiftPM plans the build anew whenever its environment differs from the last build's (8–15 s on
# two cores, "Planning build"): a new terminal tab (TMUX_PANE, TERM_SESSION_ID, WINDOWID…), a
# `cd` (OLDPWD), a nesting level (SHLVL, MAKELEVEL) or make's own arguments (MAKEFLAGS) would each
# make `make run` after `make test` pay it. So a build, and the manifests' loading of `swift
# package` (resolve), see only what a build reads: the paths,
# the terminal type (its progress line), the locale, the toolchain's and git's settings, a proxy,
# WARNINGS_AS_ERRORS (Package.swift).
# `swift test` and anything else keep the caller's environment, for what the tests and the apps
# read (TERM, NO_COLOR, PARITY_RECORD…), without the variables above that only make and the shell
# change; `make test` runs its tests with --skip-build, so they plan nothing. SWIFT_PROGRAM names
# another swift (make's SWIFT=…).
program=${SWIFT_PROGRAM:-swift}
if [ "${1:-}" = build ] || [ "${1:-}" = package ]; then
    # One name per line, `env` style; a value with a newline in it is left out, not split.
    kept=$(env | grep -E '^(PATH|HOME|TERM|USER|LOGNAME|TMPDIR|LANG|LC_[A-Z]+|WARNINGS_AS_ERRORS|SWIFTPM_[A-Z_]+|SDKROOT|DEVELOPER_DIR|TOOLCHAINS|PKG_CONFIG[A-Z_]*|CPATH|C_INCLUDE_PATH|LIBRARY_PATH|LD_LIBRARY_PATH|CC|CXX|GIT_[A-Z0-9_]+|SSL_CERT_FILE|SSL_CERT_DIR|XDG_CACHE_HOME|XDG_CONFIG_HOME|[Hh][Tt][Tt][Pp][Ss]?_[Pp][Rr][Oo][Xx][Yy]|[Nn][Oo]_[Pp][Rr][Oo][Xx][Yy]|[Aa][Ll][Ll]_[Pp][Rr][Oo][Xx][Yy])=' || true)
    # The kept lines become env's arguments: IFS is the newline only, so a value may hold spaces.
    old_ifs=$IFS
    IFS='
'
    # shellcheck disable=SC2086 # split on newlines on purpose: one NAME=value per argument
    set -- env -i $kept "$program" "$@"
    IFS=$old_ifs
    exec "$@"
fi
exec env -u _ -u OLDPWD -u PWD -u SHLVL -u MAKELEVEL -u MAKEFLAGS -u MFLAGS -u MAKEOVERRIDES \
    -u MAKE_TERMOUT -u MAKE_TERMERR -u SWIFT_PROGRAM "$program" "$@"
