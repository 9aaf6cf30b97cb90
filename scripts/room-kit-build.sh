#!/bin/sh
# The room kit's build, run in the workshop's image on a clone as load.sh makes it (room-kit.sh):
# every target and test, as `make build` builds them, then the linked programs taken out again
# but the one `make run` starts first and the backend it starts. Each is 3 to 120 MB of what the
# kit must carry and a laptop load, 2 GB in all, and relinking one from the objects kept takes
# seconds when a participant first runs it; the tests' program stays, for `make exercise` and
# `make test`.
set -eu
cd "$(dirname "$0")/.."
first_screen=gather-mvc
scripts/swift.sh build --build-tests
bin=$(scripts/swift.sh build --show-bin-path)
# The programs: the products, and the executable targets no product names (the fuzzers, the
# benchmarks' helpers), which SwiftPM links under the target's name.
scripts/swift.sh package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
for product in package["products"]:
    if "executable" in product["type"]:
        print(product["name"])
for target in package["targets"]:
    if target["type"] == "executable":
        print(target["name"])
' | while read -r program; do
    [ "$program" = "$first_screen" ] || [ "$program" = backend ] || rm -f "$bin/$program"
done
