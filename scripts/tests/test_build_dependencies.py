"""The image's dependency layer (scripts/build-dependencies.py): from a manifest alone, a stand-in
folder for every target SwiftPM would look for, the targets of every product taken from a
dependency built (as the dependency's own manifest lists them), and nothing of the stand-ins left
behind, whether the build passed or failed. The real build of the
layer is proven by make container-check, which builds the image and then the project in it."""
import importlib.util
import json
import tempfile
import unittest
from pathlib import Path
from unittest import mock

SCRIPT = Path(__file__).resolve().parent.parent / "build-dependencies.py"
spec = importlib.util.spec_from_file_location("build_dependencies", SCRIPT)
layer = importlib.util.module_from_spec(spec)
spec.loader.exec_module(layer)

# As `swift package dump-package` gives them: a target of each kind, paths given and not.
PACKAGE = {
    "targets": [
        {"name": "Domain", "type": "regular", "path": "Shared/Domain", "dependencies": []},
        {"name": "CLibcrypto", "type": "system", "path": "Shared/CLibcrypto", "dependencies": []},
        {
            "name": "Backend", "type": "regular", "path": "Shared/Backend",
            "dependencies": [
                {"byName": ["Domain", None]},
                {"product": ["Hummingbird", "hummingbird", None, None]},
                {"product": ["NIOPosix", "swift-nio", None, None]},
            ],
        },
        {
            "name": "GatherMVCApp", "type": "executable", "path": "Variants/MVC/GatherApp",
            "dependencies": [{"product": ["ArgumentParser", "swift-argument-parser", None, None]}],
        },
        {
            "name": "DomainTests", "type": "test", "path": None,
            "dependencies": [{"product": ["NIOPosix", "swift-nio", None, None]}],
        },
    ]
}


# The dependencies' own manifests, in their checkouts: a product of two targets, one of one.
CHECKOUTS = {
    "hummingbird": {"products": [{"name": "Hummingbird", "targets": ["Hummingbird", "HummingbirdCore"]}]},
    "swift-nio": {"products": [{"name": "NIOPosix", "targets": ["NIOPosix"]},
                               {"name": "NIOHTTP1", "targets": ["NIOHTTP1"]}]},
    "swift-argument-parser": {"products": [{"name": "ArgumentParser", "targets": ["ArgumentParser"]}]},
}


class BuildDependenciesTests(unittest.TestCase):
    def setUp(self):
        self.root = Path(tempfile.mkdtemp())
        self.built = []

    def fake_swift(self, *arguments, environment=None):
        """Records each build, and what SwiftPM would have found in the folders meanwhile; gives
        a dependency's manifest from its checkout."""
        if arguments[:2] == ("package", "dump-package"):
            return json.dumps(CHECKOUTS[Path(arguments[3]).name])
        if arguments[0] == "build":
            found = sorted(str(path.relative_to(self.root)) for path in self.root.rglob("*") if path.is_file())
            self.built.append((arguments[2], found, environment))
        return ""

    def build(self, failing_target=None):
        def swift(*arguments, environment=None):
            if arguments[:3] == ("build", "--target", failing_target):
                raise layer.LayerError(f"{failing_target} did not build")
            return self.fake_swift(*arguments, environment=environment)

        with mock.patch.object(layer, "ROOT", self.root), mock.patch.object(layer, "swift", swift):
            layer.build(PACKAGE)

    def test_each_product_a_target_takes_from_a_dependency_is_named_once_with_its_package(self):
        self.assertEqual(layer.dependency_products(PACKAGE), [
            ("hummingbird", "Hummingbird"), ("swift-argument-parser", "ArgumentParser"), ("swift-nio", "NIOPosix"),
        ])

    def test_every_target_has_its_stand_in_while_the_products_targets_build_and_none_after(self):
        (self.root / "Package.swift").write_text("// the manifest\n", encoding="utf-8")

        self.build()

        # Hummingbird's two targets, and not NIOHTTP1: no target of the package takes it.
        self.assertEqual([target for target, _, _ in self.built],
                         ["ArgumentParser", "Hummingbird", "HummingbirdCore", "NIOPosix"])
        self.assertEqual(self.built[0][1], [
            "Package.swift",
            "Shared/Backend/DependencyLayerStandIn.swift",
            "Shared/CLibcrypto/module.modulemap",
            "Shared/Domain/DependencyLayerStandIn.swift",
            "Tests/DomainTests/DependencyLayerStandIn.swift",
            "Variants/MVC/GatherApp/main.swift",
        ])
        self.assertEqual(sorted(path.name for path in self.root.iterdir()), ["Package.swift"])

    def test_a_system_librarys_stand_in_is_a_module_map_of_its_name(self):
        maps = [contents for folder, name, contents in layer.stand_ins(PACKAGE) if name == "module.modulemap"]

        self.assertEqual(maps, ["module CLibcrypto [system] {\n}\n"])

    def test_a_failed_build_still_takes_the_stand_ins_away(self):
        with self.assertRaises(layer.LayerError):
            self.build(failing_target="Hummingbird")

        self.assertEqual(list(self.root.iterdir()), [])

    def test_the_build_runs_without_gits_settings_for_the_local_copy(self):
        with mock.patch.dict("os.environ", {"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "url./copy/.insteadof"}):
            self.build()

        for _, _, environment in self.built:
            self.assertFalse([name for name in environment if name.startswith("GIT_CONFIG_")])

    def test_a_product_its_package_does_not_list_is_an_error_that_names_it(self):
        package = {"targets": [{"name": "Backend", "type": "regular", "path": "Shared/Backend", "dependencies": [
            {"product": ["HummingbirdTesting", "hummingbird", None, None]}]}]}

        with mock.patch.object(layer, "swift", self.fake_swift):
            with self.assertRaises(layer.LayerError) as refused:
                layer.product_targets(layer.dependency_products(package))

        self.assertIn("hummingbird has no product HummingbirdTesting", str(refused.exception))

    def test_a_checkout_is_refused_and_left_as_it_was(self):
        (self.root / "Shared" / "Domain").mkdir(parents=True)
        (self.root / "Shared" / "Domain" / "Player.swift").write_text("struct Player {}\n", encoding="utf-8")

        with self.assertRaises(layer.LayerError) as refused:
            self.build()

        self.assertIn("Shared/Domain exists", str(refused.exception))
        self.assertTrue((self.root / "Shared" / "Domain" / "Player.swift").exists())
        self.assertEqual(self.built, [])


if __name__ == "__main__":
    unittest.main()
