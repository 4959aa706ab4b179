"""Writes the image resources of Diorama's Image(named:) tests with Pillow.

Run from this folder: python3 make_fixtures.py
"""
from PIL import Image

Image.new("RGB", (2, 2), (255, 0, 0)).save("star.png")  # 1x: 2x2 red
Image.new("RGB", (4, 4), (0, 255, 0)).save("star@2x.png")  # 2x: 4x4 green
Image.new("RGB", (6, 6), (0, 0, 255)).save("only@3x.png")  # only a 3x variant: 6x6 blue
Image.new("RGB", (8, 8), (255, 255, 255)).save("photo.jpg", quality=95)  # 8x8 white JPEG
with open("broken.png", "w") as f:  # a name that promises a PNG, and text inside
    f.write("this is not a picture\n")
