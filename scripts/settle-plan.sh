#!/bin/sh
# A fresh tree's build plan, made once before its first real build. SwiftPM makes the plan in
# the first build of a new .build, but records it as checked only when a later build checks it:
# so the second build plans everything again (9–10 s here), and, unless the packages were
# resolved before the first, compiles every package manifest again too. A small build first
# (one module every app needs) takes that second plan before the real build, so the real build
# is the second and the one after it — a person's next `make run` — starts in seconds.
# `make test` calls it; `make run` on a fresh tree does without, as its second build (the
# backend's) runs while the app shows. Nothing to do on a tree that has built before.
set -eu
cd "$(dirname "$0")/.."
[ -e .build/build.db ] && exit 0
scripts/swift.sh package resolve
scripts/swift.sh build --quiet --target Domain
