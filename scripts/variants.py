#!/usr/bin/env python3
"""The app variants the package builds, found in Package.swift rather than listed by hand: every
executable product whose target is Variants/<Pattern>/<App>App. So a pattern added to the package
is run, benchmarked and crash-tested without touching this list.

As a command, one line per app: "<product> <gather|mycards> <Pattern>"; `--products` prints the
product names alone, space-separated.
"""
import json
import subprocess
import sys

APPS = {"GatherApp": "gather", "MyCardsApp": "mycards"}

# The name a pattern goes by in prose and on the title bar, where it is not its folder's name.
SPOKEN = {"MVPC": "MVP-C", "Composition": "MVC-Composition"}


def spoken(pattern):
    """"MVP-C" for "MVPC", "MVC-Composition" for "Composition"; any other pattern as it is."""
    return SPOKEN.get(pattern, pattern)


def app_products(package_dir="."):
    """[(product, app, pattern)] in the package's order, e.g. ("gather-mvvm", "gather", "MVVM")."""
    text = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=package_dir,
                          capture_output=True, text=True, check=True).stdout
    package = json.loads(text[text.index("{"):])
    paths = {target["name"]: target["path"] for target in package["targets"]}
    found = []
    for product in package["products"]:
        parts = paths.get(product["targets"][0], "").split("/")
        if len(parts) == 3 and parts[0] == "Variants" and parts[2] in APPS:
            found.append((product["name"], APPS[parts[2]], parts[1]))
    return found


if __name__ == "__main__":
    products = app_products()
    if not products:
        sys.exit("error: the package has no app variants")
    if sys.argv[1:] == ["--products"]:
        print(" ".join(name for name, _, _ in products))
    else:
        for product in products:
            print(*product)
