"""scripts/compress-image-layers.py, which makes the room kit's image archive: the archive an
engine saved, with each layer gzip-compressed in it and manifest.json naming the compressed
layers. Here on small archives made as `podman save` (a layer reached through a link) and the
classic `docker save` (`<id>/layer.tar`) write them; that Docker and Podman load the result is
proven by make room-kit-check."""
import gzip
import hashlib
import io
import json
import subprocess
import sys
import tarfile
import tempfile
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "compress-image-layers.py"
CONFIG = b'{"rootfs": {"type": "layers"}}'


def layer_bytes(text):
    """A layer: a tar holding one file."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as layer:
        data = text.encode()
        info = tarfile.TarInfo("workshop/file.txt")
        info.size = len(data)
        layer.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def add(archive, name, data):
    info = tarfile.TarInfo(name)
    info.size = len(data)
    archive.addfile(info, io.BytesIO(data))


class CompressImageLayersTests(unittest.TestCase):
    def setUp(self):
        self.folder = Path(tempfile.mkdtemp())
        self.out = self.folder / "image.tar"

    def run_script(self, saved):
        return subprocess.run([sys.executable, str(SCRIPT), str(saved), str(self.out)], capture_output=True,
                              text=True, timeout=60)

    def saved_as_podman_writes_it(self, layers):
        """`<digest>.tar` per layer, `<id>/layer.tar` linking to it, manifest.json last."""
        saved = self.folder / "saved.tar"
        with tarfile.open(saved, "w") as archive:
            names = []
            for index, layer in enumerate(layers):
                name = f"{hashlib.sha256(layer).hexdigest()}.tar"
                add(archive, name, layer)
                link = tarfile.TarInfo(f"id{index}/layer.tar")
                link.type, link.linkname = tarfile.SYMTYPE, f"../{name}"
                archive.addfile(link)
                names.append(f"id{index}/layer.tar" if index % 2 else name)
            add(archive, "config.json", CONFIG)
            add(archive, "manifest.json", json.dumps(
                [{"Config": "config.json", "RepoTags": ["localhost/kit:latest"], "Layers": names}]).encode())
        return saved

    def saved(self, files, layers=None, config="config.json", links=()):
        """An archive holding `files` ({name: bytes}) and `links` ((name, target) symlinks), and,
        unless `layers` is None, a manifest.json naming `config` and `layers`."""
        saved = self.folder / "saved.tar"
        with tarfile.open(saved, "w") as archive:
            for name, target in links:
                link = tarfile.TarInfo(name)
                link.type, link.linkname = tarfile.SYMTYPE, target
                archive.addfile(link)
            for name, data in files.items():
                add(archive, name, data)
            if layers is not None:
                add(archive, "manifest.json", json.dumps([{"Config": config, "Layers": layers}]).encode())
        return saved

    def written(self):
        with tarfile.open(self.out) as archive:
            manifest = json.load(archive.extractfile("manifest.json"))
            contents = {member.name: archive.extractfile(member).read() for member in archive.getmembers()}
        return manifest, contents

    def test_each_layer_is_compressed_and_the_manifest_names_it_with_the_rest_unchanged(self):
        layers = [layer_bytes("base"), layer_bytes("build")]

        result = self.run_script(self.saved_as_podman_writes_it(layers))

        self.assertEqual(result.returncode, 0, result.stderr)
        manifest, contents = self.written()
        self.assertEqual(manifest[0]["RepoTags"], ["localhost/kit:latest"])
        self.assertEqual(contents["config.json"], CONFIG)
        self.assertEqual([gzip.decompress(contents[name]) for name in manifest[0]["Layers"]], layers)
        self.assertEqual(manifest[0]["Layers"], [f"{hashlib.sha256(layer).hexdigest()}.tar.gz" for layer in layers])
        self.assertEqual(sorted(contents), sorted(["config.json", "manifest.json", *manifest[0]["Layers"]]))

    def test_a_layer_docker_save_writes_as_id_slash_layer_tar_is_read_too(self):
        layer = layer_bytes("classic")

        result = self.run_script(
            self.saved({"abc/layer.tar": layer, "abc.json": CONFIG}, layers=["abc/layer.tar"], config="abc.json"))

        self.assertEqual(result.returncode, 0, result.stderr)
        manifest, contents = self.written()
        self.assertEqual(gzip.decompress(contents[manifest[0]["Layers"][0]]), layer)

    def test_a_layer_saved_compressed_already_is_kept_as_it_is_not_compressed_twice(self):
        layer = gzip.compress(layer_bytes("from the containerd store"))

        result = self.run_script(self.saved({"blobs/sha256/layer": layer, "blobs/sha256/config": CONFIG},
                                            layers=["blobs/sha256/layer"], config="blobs/sha256/config"))

        self.assertEqual(result.returncode, 0, result.stderr)
        manifest, contents = self.written()
        self.assertEqual(manifest[0]["Layers"], ["blobs/sha256/layer"])
        self.assertEqual(contents["blobs/sha256/layer"], layer)

    def test_an_archive_without_a_manifest_is_refused_and_nothing_is_left_behind(self):
        result = self.run_script(self.saved({"config.json": CONFIG}))

        self.assertEqual(result.returncode, 1)
        self.assertIn("the archive has no manifest.json", result.stderr)
        self.assertFalse(self.out.exists())

    def test_a_manifest_naming_a_layer_the_archive_lacks_is_refused(self):
        result = self.run_script(self.saved({"config.json": CONFIG}, layers=["gone.tar"]))

        self.assertEqual(result.returncode, 1)
        self.assertIn("the archive has no gone.tar", result.stderr)
        self.assertFalse(self.out.exists())

    def test_a_link_that_leaves_the_archive_or_a_file_that_is_no_archive_is_refused(self):
        saved = self.saved({"config.json": CONFIG}, layers=["layer.tar"], links=[("layer.tar", "../../etc/passwd")])
        broken = self.folder / "broken.tar"
        broken.write_bytes(b"half a download")

        outside, not_an_archive = self.run_script(saved), self.run_script(broken)

        self.assertEqual(outside.returncode, 1)
        self.assertIn("points outside the archive", outside.stderr)
        self.assertEqual(not_an_archive.returncode, 1)
        self.assertIn("is not an image archive", not_an_archive.stderr)

    def test_bad_json_in_the_manifest_is_refused_with_its_reason(self):
        result = self.run_script(self.saved({"manifest.json": b"[{"}))

        self.assertEqual(result.returncode, 1)
        self.assertIn("manifest.json is not JSON", result.stderr)


if __name__ == "__main__":
    unittest.main()
