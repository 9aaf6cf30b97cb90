"""The container, the devcontainer and the GitHub workflow are one environment: the same image,
set up by the same script, with a toolchain no older than Package.swift asks for. Nothing here
can run a container; these read the files that say what one would be."""
import json
import re
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def read(path):
    return (ROOT / path).read_text(encoding="utf-8")


def dockerfile_image():
    match = re.search(r"^ARG SWIFT_IMAGE=(\S+)$", read("Dockerfile"), re.MULTILINE)
    return match.group(1) if match else None


class ContainerTests(unittest.TestCase):
    def test_the_image_is_the_official_swift_image_of_a_release_package_swift_accepts(self):
        image = dockerfile_image()
        tools = re.search(r"swift-tools-version:\s*(\d+)\.(\d+)", read("Package.swift"))
        match = re.fullmatch(r"swift:(\d+)\.(\d+)\.\d+-[a-z]+", image or "")

        self.assertIsNotNone(match, f"the Dockerfile's image {image!r} is not a pinned release of the official swift image")
        self.assertGreaterEqual((int(match.group(1)), int(match.group(2))), (int(tools.group(1)), int(tools.group(2))))

    def test_every_workflow_job_runs_in_the_dockerfiles_image(self):
        workflow = read(".github/workflows/ci.yml")
        images = re.findall(r"^\s+image:\s*(\S+)$", workflow, re.MULTILINE)

        self.assertGreater(len(images), 0)
        self.assertEqual(set(images), {dockerfile_image()})

    def test_the_image_is_set_up_by_the_script_everyone_runs(self):
        dockerfile = read("Dockerfile")
        copied = [path for line in re.findall(r"^COPY ((?:.|\\\n)+?) \S+$", dockerfile, re.MULTILINE)
                  for path in line.replace("\\\n", " ").split()]
        let_in = [line[1:] for line in read(".dockerignore").splitlines() if line.startswith("!")]

        self.assertIn("RUN scripts/setup.sh packages", dockerfile)
        self.assertIn("scripts/setup.sh", copied)
        self.assertIn("./scripts/setup.sh", read("Makefile"))
        # What setup.sh calls must be in the image, and the build context must let it in.
        for script in re.findall(r"scripts/[\w-]+\.sh", read("scripts/setup.sh")):
            self.assertIn(script, copied)
        self.assertEqual(sorted(copied), sorted(let_in))

    def test_the_dependencies_layer_is_made_from_the_manifest_and_the_pins_alone_after_the_packages(self):
        dockerfile = read("Dockerfile")
        # What the layer copies decides when it is built again: Package.swift and Package.resolved,
        # after the scripts and the system packages, nothing a participant edits.
        layer = dockerfile[dockerfile.index("RUN scripts/setup.sh packages"):]
        copied = sorted(path for line in re.findall(r"^COPY (.+) \S+$", layer, re.MULTILINE) for path in line.split())

        self.assertEqual(copied, ["Package.resolved", "Package.swift"])
        self.assertIn("scripts/build-dependencies.py", dockerfile[:dockerfile.index("RUN scripts/setup.sh packages")])
        self.assertIn("RUN python3 scripts/build-dependencies.py", dockerfile)
        # Built where compose.yaml mounts the checkout, so the checkout's build finds it.
        self.assertRegex(dockerfile, r"(?m)^WORKDIR /workshop$")
        self.assertRegex(read("compose.yaml"), r"\n\s+- build:/workshop/\.build\n")

    def test_the_devcontainer_builds_the_dockerfile_and_keeps_the_build_in_a_volume(self):
        devcontainer = json.loads(read(".devcontainer/devcontainer.json"))

        self.assertEqual(devcontainer["build"]["dockerfile"], "../Dockerfile")
        self.assertTrue(any("target=/workshop/.build,type=volume" in mount for mount in devcontainer["mounts"]))
        self.assertTrue(devcontainer["postCreateCommand"].startswith("scripts/setup.sh"))

    def test_compose_mounts_the_checkout_and_keeps_the_build_in_a_volume(self):
        compose = read("compose.yaml")

        self.assertRegex(compose, r"\n\s+- \.:/workshop\n")
        self.assertRegex(compose, r"\n\s+- build:/workshop/\.build\n")
        self.assertRegex(compose, r"\n\s+tty: true\n")


if __name__ == "__main__":
    unittest.main()
