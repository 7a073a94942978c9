#!/usr/bin/env python3
"""Writes the collection scene's photos (assets/photos/photo-N@3x.png): landscapes drawn in code, so the
scene decodes real PNG files without shipping anyone else's pictures. Run from the repository's root;
the output is deterministic (no randomness), so running it again gives the same bytes."""
import math, struct, zlib, os
import numpy as np

SIDE = 300  # pixels: 100 pt at 3x, a little under a library tile on a phone
# sky top, sky bottom, sun, hills, field stripe A, B, water?
PALETTES = [
    ((30, 40, 120), (255, 160, 60), (255, 220, 90), (40, 70, 40), (30, 80, 40), (60, 120, 60)),     # sunset
    ((60, 140, 220), (180, 220, 250), (255, 250, 220), (60, 110, 170), (30, 90, 150), (50, 120, 180)),  # sea
    ((120, 180, 230), (220, 235, 245), (255, 255, 240), (30, 90, 50), (20, 70, 35), (40, 110, 55)),  # forest
    ((240, 170, 90), (250, 220, 160), (255, 245, 200), (190, 110, 60), (210, 140, 80), (180, 100, 50)),  # desert
    ((10, 15, 50), (50, 40, 110), (235, 235, 210), (20, 25, 45), (15, 20, 40), (30, 35, 60)),  # night
    ((150, 190, 230), (235, 240, 250), (255, 255, 255), (200, 210, 225), (230, 235, 245), (210, 220, 235)),  # snow
    ((90, 40, 120), (240, 110, 140), (255, 200, 150), (60, 30, 70), (80, 40, 90), (100, 50, 110)),  # dusk
    ((100, 170, 210), (200, 230, 210), (255, 250, 200), (120, 150, 60), (200, 170, 60), (220, 190, 80)),  # wheat
    ((60, 70, 80), (150, 160, 170), (220, 220, 220), (70, 80, 70), (50, 60, 55), (80, 90, 85)),  # rain
]

def photo(index):
    top, bottom, sun, hill, a, b = (np.array(c, dtype=np.float64) for c in PALETTES[index])
    y, x = np.mgrid[0:SIDE, 0:SIDE].astype(np.float64)
    t = (y / SIDE)[..., None]
    img = top * (1 - t) + bottom * t
    sx, sy, sr = SIDE * (0.25 + 0.07 * index), SIDE * (0.3 + 0.02 * (index % 3)), SIDE * (0.10 + 0.01 * (index % 4))
    d = np.sqrt((x - sx) ** 2 + (y - sy) ** 2)
    glow = np.clip(1 - (d - sr) / (sr * 1.5), 0, 1)[..., None] * 0.35
    img = img * (1 - glow) + sun * glow
    img[d < sr] = sun
    ridge = SIDE * 0.55 + np.sin(x / SIDE * (5 + index) + index) * SIDE * 0.07
    far = (y > ridge - SIDE * 0.08 + np.cos(x / SIDE * 3 + index) * SIDE * 0.05)
    img[far] = img[far] * 0.45 + hill * 0.55
    near = y > SIDE * 0.7 + np.sin(x / SIDE * (3 + index % 4) + 2 * index) * SIDE * 0.05
    shade = (1 - (y - SIDE * 0.7) / SIDE * 0.6)[..., None]
    stripes = (((x + y * (0.5 + 0.1 * index)) // 14) % 2 == 0)[..., None]
    field = np.where(stripes, a, b) * shade
    img[near] = field[near]
    return np.clip(img, 0, 255).astype(np.uint8)

def png(pixels):
    h, w, _ = pixels.shape
    raw = b"".join(b"\x00" + pixels[row].tobytes() for row in range(h))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

os.makedirs("assets/photos", exist_ok=True)
for i in range(len(PALETTES)):
    with open(f"assets/photos/photo-{i + 1}@3x.png", "wb") as f:
        f.write(png(photo(i)))
