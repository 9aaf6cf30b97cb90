#!/usr/bin/env python3
"""An image archive (what `docker save` and `podman save` write) made small enough to carry and
quick to load: the same image, each layer gzip-compressed inside the archive.

The room kit carries the workshop's image. Compressed as a whole (`gzip` around the archive), the
laptop must unpack all of it (6 GB) before the engine reads it, and Podman then copies it once
more to read it again; compressed layer by layer, the engine reads the archive as it is and
unpacks each layer as it stores it (Docker's and Podman's loaders both detect a gzip layer).

usage: compress-image-layers.py SAVED OUT
  SAVED  the engine's archive (docker-archive: manifest.json names the config and the layers)
  OUT    the archive written: manifest.json, the config, one `<digest>.tar.gz` per layer
"""
import gzip
import hashlib
import io
import json
import sys
import tarfile
import tempfile
from pathlib import Path

CHUNK = 1 << 20
GZIP_MAGIC = b"\x1f\x8b"
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


class ArchiveError(Exception):
    """An archive this cannot read as an image: the reason is for the person who made it."""


def member(archive, name, seen=()):
    """The archive's regular file `name`, following the links a save writes (`<id>/layer.tar`
    pointing at `../<digest>.tar`)."""
    try:
        info = archive.getmember(name)
    except KeyError:
        raise ArchiveError(f"the archive has no {name}") from None
    if info.issym() or info.islnk():
        if name in seen:
            raise ArchiveError(f"{name} links to itself")
        target = info.linkname if info.islnk() else str(Path(name).parent / info.linkname)
        return member(archive, _normalised(target), (*seen, name))
    if not info.isfile():
        raise ArchiveError(f"{name} is not a file")
    return info


def _normalised(path):
    parts = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not parts:
                raise ArchiveError(f"{path} points outside the archive")
            parts.pop()
        else:
            parts.append(part)
    return "/".join(parts)


def compress_layers(saved, out, level=1):
    """Writes `out` from the archive at `saved`; returns the number of layers compressed."""
    try:
        archive = tarfile.open(saved, "r:")
    except (tarfile.TarError, OSError) as error:
        raise ArchiveError(f"{saved} is not an image archive: {error}") from None
    with archive, tarfile.open(out, "w", format=tarfile.PAX_FORMAT) as written:
        source = archive.extractfile(member(archive, "manifest.json"))
        try:
            images = json.load(source)
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise ArchiveError(f"manifest.json is not JSON: {error}") from None
        if not isinstance(images, list) or not images or not all(isinstance(image, dict) for image in images):
            raise ArchiveError("manifest.json lists no image")
        renamed = {}
        for image in images:
            if not isinstance(image.get("Config"), str) or not isinstance(image.get("Layers"), list):
                raise ArchiveError("an image in manifest.json has no Config or no Layers")
            _copy(archive, written, image["Config"])
            for layer in image["Layers"]:
                if layer not in renamed:
                    renamed[layer] = _compress(archive, written, layer, level)
            image["Layers"] = [renamed[layer] for layer in image["Layers"]]
        manifest = json.dumps(images).encode()
        _add(written, "manifest.json", len(manifest), io.BytesIO(manifest))
    return len(renamed)


def _copy(archive, written, name):
    info = member(archive, name)
    _add(written, name, info.size, archive.extractfile(info))


def _compress(archive, written, name, level):
    """Adds the layer `name` compressed, as `<sha256 of what it holds>.tar.gz`; returns that name.
    (Compressed into a temporary file first: a tar member's size comes before its bytes.) A layer
    compressed already, as Docker's containerd image store saves them, is added as it is."""
    source = archive.extractfile(member(archive, name))
    if source.read(len(ZSTD_MAGIC)).startswith((GZIP_MAGIC, ZSTD_MAGIC)):
        _copy(archive, written, name)
        return name
    source.seek(0)
    digest = hashlib.sha256()
    with tempfile.TemporaryFile() as compressed:
        with gzip.GzipFile(fileobj=compressed, mode="wb", compresslevel=level, mtime=0) as layer:
            while chunk := source.read(CHUNK):
                digest.update(chunk)
                layer.write(chunk)
        name = f"{digest.hexdigest()}.tar.gz"
        size = compressed.tell()
        compressed.seek(0)
        _add(written, name, size, compressed)
        return name


def _add(written, name, size, stream):
    """Adds `size` bytes of `stream` to `written` as the read-only file `name`."""
    info = tarfile.TarInfo(name)
    info.size, info.mode = size, 0o444
    written.addfile(info, stream)


def main(arguments):
    if len(arguments) != 2:
        print("usage: compress-image-layers.py SAVED OUT", file=sys.stderr)
        return 2
    saved, out = arguments
    try:
        layers = compress_layers(saved, out)
    except ArchiveError as error:
        Path(out).unlink(missing_ok=True)
        print(f"compress-image-layers: {error}", file=sys.stderr)
        return 1
    print(f"{out}: {layers} layer(s) compressed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
