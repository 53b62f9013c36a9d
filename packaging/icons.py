"""Makes the app icon for every OS from its one SVG source: a PNG (Linux), an ICO (Windows) and an ICNS (macOS).

ICO and ICNS are written by hand as containers of PNG images, which every supported Windows and macOS reads.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "keeper-desk.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}


def render_png(size: int, source: Path = SOURCE) -> bytes:
    """The SVG drawn at size x size pixels, as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # fonts need an application
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise ValueError(f"{source} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO file holding one PNG per size (sizes up to 256)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(blobs))
        blobs += png
    return header + entries + blobs


def icns(images: dict[bytes, bytes]) -> bytes:
    """An ICNS file holding one PNG per icon type."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(out_dir: Path) -> dict[str, Path]:
    """Write keeper-desk.png, .ico and .icns into out_dir; returns their paths by format."""
    out_dir.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(ICO_SIZES) | set(ICNS_TYPES.values()))
    pngs = {size: render_png(size) for size in sizes}
    paths = {
        "png": out_dir / "keeper-desk.png",
        "ico": out_dir / "keeper-desk.ico",
        "icns": out_dir / "keeper-desk.icns",
    }
    paths["png"].write_bytes(pngs[256])
    paths["ico"].write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    paths["icns"].write_bytes(icns({kind: pngs[size] for kind, size in ICNS_TYPES.items()}))
    return paths


if __name__ == "__main__":
    for fmt, path in build(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons").items():
        print(f"{fmt}: {path} ({path.stat().st_size:,} bytes)")
