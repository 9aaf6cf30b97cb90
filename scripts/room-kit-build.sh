#!/bin/sh
# The room kit's build, run in the workshop's image on a clone as load.sh makes it (room-kit.sh):
# every target and test, as `make build` builds them, then the linked programs taken out again
# but the one `make run` starts first. Each is 30 to 120 MB of what the kit must carry and a
# laptop load, 1.9 GB in all, and relinking one from the objects kept takes seconds when a
# participant first runs it; the tests' program stays, for `make exercise` and `make test`.
set -eu
cd "$(dirname "$0")/.."
first_screen=gather-mvc
scripts/swift.sh build --build-tests
bin=$(scripts/swift.sh build --show-bin-path)
scripts/swift.sh package dump-package | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "executable" in product["type"]:
        print(product["name"])
' | while read -r product; do
    [ "$product" = "$first_screen" ] || rm -f "$bin/$product"
done
