"""Writes the JPEG fixtures of Diorama's image tests with Pillow (independent of Diorama).

Run from this folder: python3 make_fixtures.py
"""
from PIL import Image

RED, GREEN, BLUE, WHITE = (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)


def quadrants():
    """16x16: top-left red, top-right green, bottom-left blue, bottom-right white."""
    image = Image.new("RGB", (16, 16))
    for y in range(16):
        for x in range(16):
            image.putpixel((x, y), [[RED, GREEN], [BLUE, WHITE]][y // 8][x // 8])
    return image


# 4:4:4 (no chroma subsampling) so each 8x8 block keeps its flat colour.
quadrants().save("quadrants.jpg", quality=95, subsampling=0)
quadrants().save("quadrants-progressive.jpg", quality=95, subsampling=0, progressive=True)

# Grayscale (one component): left half 64, right half 192.
gray = Image.new("L", (16, 8))
for y in range(8):
    for x in range(16):
        gray.putpixel((x, y), 64 if x < 8 else 192)
gray.save("gray.jpg", quality=95)

# CMYK (Pillow writes Adobe-inverted samples with an Adobe APP14 marker, as Photoshop does):
# left half pure cyan ink, right half 50 % black ink (K = 128).
cmyk = Image.new("CMYK", (16, 8))
for y in range(8):
    for x in range(16):
        cmyk.putpixel((x, y), (255, 0, 0, 0) if x < 8 else (0, 0, 0, 128))
cmyk.save("cmyk.jpg", quality=95)

# EXIF orientation: stored 16x8, left half red, right half blue.
stored = Image.new("RGB", (16, 8))
for y in range(8):
    for x in range(16):
        stored.putpixel((x, y), RED if x < 8 else BLUE)
for orientation in (3, 6, 8):
    exif = Image.Exif()
    exif[0x0112] = orientation
    stored.save(f"orientation-{orientation}.jpg", quality=95, subsampling=0, exif=exif)
