#!/usr/bin/env python3
"""The pinned dependencies built alone, from Package.swift and Package.resolved and nothing else:
the container image's layer (Dockerfile), so that a participant's first build inside builds only
the project's own modules, and that layer is built again only when one of those two files changes.

SwiftPM loads the whole package before it builds any part of it, and a target whose folder is
missing is an error; so each of the package's own targets gets a stand-in folder for the time of
the build (an empty Swift file, a module map for a system library), the targets of every product
the package takes from a dependency are built, and the stand-ins are removed. None of the
stand-ins is compiled, so nothing of theirs is left to be taken for the real module. What stays
is `.build`: the checkouts at Package.resolved's pins and the dependencies' build, at the path
the checkout's builds will use (the image's /workshop), so they find it up to date.

usage: scripts/build-dependencies.py [--list]     (--list names the products and builds nothing)
Git's settings in the environment (GIT_CONFIG_*: a local copy of the packages) are used to fetch
and then left out of the build, so its environment is the one a participant's build has.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SWIFT = [str(ROOT / "scripts" / "swift.sh")]
STAND_IN = "DependencyLayerStandIn.swift"


class LayerError(Exception):
    """A step of the layer that failed, with what it printed."""


def swift(*arguments, environment=None):
    result = subprocess.run(SWIFT + list(arguments), cwd=ROOT, capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        raise LayerError(f"swift {' '.join(arguments)} failed:\n{result.stdout[-2000:]}{result.stderr[-2000:]}")
    return result.stdout


def target_folder(target):
    """Where SwiftPM looks for a target's sources: its `path`, else the conventional folder."""
    if target.get("path"):
        return Path(target["path"])
    return Path("Tests" if target["type"] == "test" else "Sources") / target["name"]


def stand_ins(package):
    """The files that stand in for each target's sources: (folder, file name, contents). A system
    library needs a module map; an executable a main.swift; anything else one Swift file."""
    for target in package["targets"]:
        folder = target_folder(target)
        if target["type"] == "system":
            yield folder, "module.modulemap", f'module {target["name"]} [system] {{\n}}\n'
        elif target["type"] == "executable":
            yield folder, "main.swift", ""
        else:
            yield folder, STAND_IN, ""


def dependency_products(package):
    """Every product a target of the package takes from a dependency: (package, product), sorted."""
    return sorted({
        (dependency["product"][1], dependency["product"][0])
        for target in package["targets"]
        for dependency in target["dependencies"]
        if "product" in dependency
    })


def product_targets(products):
    """The targets the products are made of, as each dependency's own manifest (in its checkout,
    once resolved) lists them, sorted. Built by target, not by product: building a dependency's
    product builds every target of the root package too, the stand-ins with them."""
    targets = set()
    for package_name in sorted({package_name for package_name, _ in products}):
        manifest = json.loads(swift("package", "dump-package", "--package-path", f".build/checkouts/{package_name}"))
        wanted = {product for name, product in products if name == package_name}
        listed = {product["name"]: product["targets"] for product in manifest["products"]}
        if wanted - listed.keys():
            raise LayerError(f"{package_name} has no product {', '.join(sorted(wanted - listed.keys()))}")
        targets.update(target for product in wanted for target in listed[product])
    return sorted(targets)


def build(package):
    made = []
    try:
        for folder, name, contents in stand_ins(package):
            if (ROOT / folder).exists():
                raise LayerError(f"{folder} exists: the layer is built from Package.swift alone, not in a checkout")
            made.append(folder)
            (ROOT / folder).mkdir(parents=True)
            (ROOT / folder / name).write_text(contents, encoding="utf-8")
        swift("package", "resolve")
        without_git_settings = {name: value for name, value in os.environ.items() if not name.startswith("GIT_CONFIG_")}
        for target in product_targets(dependency_products(package)):
            print(f"building {target}…", flush=True)
            swift("build", "--target", target, environment=without_git_settings)
    finally:
        # Deepest first, then the parents that held nothing else (Tests/, Shared/…).
        for folder in sorted(made, key=lambda path: len(path.parts), reverse=True):
            shutil.rmtree(ROOT / folder, ignore_errors=True)
            for parent in folder.parents:
                if parent == Path(".") or any((ROOT / parent).iterdir()):
                    break
                (ROOT / parent).rmdir()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print the products the layer builds")
    arguments = parser.parse_args()
    try:
        package = json.loads(swift("package", "dump-package"))
        if arguments.list:
            print("\n".join(f"{name}: {product}" for name, product in dependency_products(package)))
            return 0
        build(package)
    except LayerError as error:
        print(f"build-dependencies: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
