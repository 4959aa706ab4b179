#!/usr/bin/env python3
"""The pycairo peer of `diorama-bench render`: the reference scene of
scene-spec.md drawn through pycairo, the way a Python program would produce an
animation with cairo, and written as a PNG sequence.

Variants, each timed over the whole sequence, one canvas reused for all frames:
  write_to_png    draw, then surface.write_to_png: cairo's own writer (zlib 6,
                  adaptive filters; cairo finds the canvas opaque and writes RGB)
  pillow_level1   draw, then Pillow saves RGB at compress_level=1
  pillow_level6   the same at Pillow's default level 6
  draw_only       draw, no encoding

  python3 scene_pycairo_peer.py [--variants write_to_png,...] [--repeats 5] [--scratch DIR]
  python3 scene_pycairo_peer.py --write DIR [--only 10,11]    (cairo's writer)

Installs pycairo (and Pillow for the pillow variants) with pip when missing;
pycairo compiles against the system's cairo, which needs libcairo2-dev,
pkg-config and python3-dev. Prints one JSON line.
"""

import argparse
import math
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ folder in the repository
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peer_support  # noqa: E402

PEER = "scene_pycairo"
VARIANTS = ("write_to_png", "pillow_level1", "pillow_level6", "draw_only")

WIDTH, HEIGHT = 1280, 720
SEQUENCE_FRAMES = 60
CARD_COUNT = 24
FADED_CARD = 7
MARGIN, GAP = 40.0, 16.0
CORNER_RADIUS, BORDER_WIDTH = 12.0, 2.0
FONT_SIZE = 18.0
LABEL_OFFSET = (14.0, 30.0)  # the label's baseline origin from the card's top-left corner
BACKGROUND = (0x20242E, 0x3A4152)  # gradient from the top edge to the bottom edge
PALETTE = (0x4C78A8, 0xF58518, 0x54A24B, 0xE45756, 0x72B7B2, 0xEECA3B)


def rgb(value):
    return (value >> 16) / 255.0, ((value >> 8) & 0xFF) / 255.0, (value & 0xFF) / 255.0


def grid_cell(k, cols, rows):
    """Card k's cell in a cols x rows grid filling the canvas inside the margin."""
    width = (WIDTH - 2 * MARGIN - (cols - 1) * GAP) / cols
    height = (HEIGHT - 2 * MARGIN - (rows - 1) * GAP) / rows
    return (MARGIN + (k % cols) * (width + GAP), MARGIN + (k // cols) * (height + GAP), width, height)


START = [grid_cell(k, 6, 4) for k in range(CARD_COUNT)]
END = [grid_cell(k, 8, 3) for k in range(CARD_COUNT)]


def eased_progress(i):
    """Ease-in-out cubic over frames 0..59."""
    u = min(max(i / (SEQUENCE_FRAMES - 1), 0.0), 1.0)
    return 4 * u ** 3 if u < 0.5 else 1 - (2 - 2 * u) ** 3 / 2


class Scene:
    def __init__(self, cairo):
        self.cairo = cairo
        # Explicit font options, so that fontconfig's defaults play no part.
        self.font_options = cairo.FontOptions()
        self.font_options.set_antialias(cairo.ANTIALIAS_GRAY)
        self.font_options.set_hint_style(cairo.HINT_STYLE_NONE)
        self.font_options.set_hint_metrics(cairo.HINT_METRICS_OFF)

    def canvas(self):
        surface = self.cairo.ImageSurface(self.cairo.FORMAT_ARGB32, WIDTH, HEIGHT)
        return surface, self.cairo.Context(surface)

    def draw(self, cr, i):
        cairo = self.cairo
        e = eased_progress(i)
        background = cairo.LinearGradient(0, 0, 0, HEIGHT)
        background.add_color_stop_rgb(0, *rgb(BACKGROUND[0]))
        background.add_color_stop_rgb(1, *rgb(BACKGROUND[1]))
        cr.set_source(background)
        cr.paint()
        cr.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_BOLD)
        cr.set_font_size(FONT_SIZE)
        cr.set_font_options(self.font_options)
        for k in range(CARD_COUNT):
            x, y, w, h = (a + (b - a) * e for a, b in zip(START[k], END[k]))
            if k == FADED_CARD:
                cr.push_group()  # fill, border and label fade as one
            r = CORNER_RADIUS
            cr.new_sub_path()
            cr.arc(x + w - r, y + r, r, -math.pi / 2, 0)
            cr.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
            cr.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
            cr.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
            cr.close_path()
            cr.set_source_rgb(*rgb(PALETTE[k % len(PALETTE)]))
            cr.fill_preserve()
            cr.set_source_rgba(1, 1, 1, 0.85)
            cr.set_line_width(BORDER_WIDTH)
            cr.stroke()
            cr.set_source_rgb(1, 1, 1)
            cr.move_to(x + LABEL_OFFSET[0], y + LABEL_OFFSET[1])
            cr.show_text("Card %02d" % (k + 1))
            if k == FADED_CARD:
                cr.pop_group_to_source()
                cr.paint_with_alpha(1 - 0.6 * e)


def frame_path(folder, i):
    return os.path.join(folder, "frame_%03d.png" % i)


def record(scene, variant, folder, frames):
    """Draws and writes `frames` frames; returns seconds in total, drawing and encoding, and bytes."""
    clock = time.perf_counter
    drawing = encoding = 0.0
    size = 0
    start = clock()
    surface, cr = scene.canvas()  # reused: the background covers every pixel
    for i in range(frames):
        before = clock()
        scene.draw(cr, i)
        surface.flush()
        drawn = clock()
        drawing += drawn - before
        if variant == "draw_only":
            continue
        path = frame_path(folder, i)
        if variant == "write_to_png":
            surface.write_to_png(path)
        else:
            from PIL import Image
            # The canvas is opaque: hand Pillow RGB, as cairo's writer produces.
            image = Image.frombuffer("RGB", (WIDTH, HEIGHT), surface.get_data(), "raw", "BGRX",
                                     surface.get_stride(), 1)
            image.save(path, compress_level=int(variant[-1]))
        encoding += clock() - drawn
        size += os.path.getsize(path)
    return {"total": clock() - start, "draw": drawing, "encode": encoding, "bytes": size}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variants", default="write_to_png", help="comma-separated, from: " + ", ".join(VARIANTS))
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--frames", type=int, default=SEQUENCE_FRAMES)
    parser.add_argument("--scratch", default=None, help="parent folder of each run's output folder")
    parser.add_argument("--write", metavar="DIR", help="write frames into DIR with cairo's writer and stop")
    parser.add_argument("--only", help="with --write: comma-separated frame numbers")
    options = parser.parse_args()
    variants = [name for name in options.variants.split(",") if name]
    unknown = [name for name in variants if name not in VARIANTS]
    if unknown:
        parser.error("unknown variant " + ", ".join(unknown))

    packages = {"cairo": "pycairo"}
    if any(name.startswith("pillow") for name in variants) and not options.write:
        packages["PIL"] = "Pillow"
    peer_support.require(PEER, packages)
    import cairo

    scene = Scene(cairo)
    if options.write:
        os.makedirs(options.write, exist_ok=True)
        frames = [int(i) for i in options.only.split(",")] if options.only else range(options.frames)
        surface, cr = scene.canvas()
        for i in frames:
            scene.draw(cr, i)
            surface.flush()
            surface.write_to_png(frame_path(options.write, i))
        peer_support.print_result({"bench": PEER, "wrote": options.write})
        return

    result = {"bench": PEER, "cairo": cairo.cairo_version_string(), "pycairo": cairo.version,
              "frames": options.frames, "repeats": options.repeats, "variants": {}}
    with tempfile.TemporaryDirectory(dir=options.scratch) as folder:  # warm-up: fonts, imports
        record(scene, variants[0], folder, 2)
    for variant in variants:
        runs = []
        for _ in range(options.repeats):
            # A new folder for every run: overwriting files costs more than writing new ones.
            folder = tempfile.mkdtemp(prefix="scene_pycairo_", dir=options.scratch)
            try:
                runs.append(record(scene, variant, folder, options.frames))
            finally:
                shutil.rmtree(folder)
        total = statistics.median(run["total"] for run in runs)
        per_frame = 1000.0 / options.frames
        result["variants"][variant] = {
            "total_s": round(total, 4),
            "fps": round(options.frames / total, 2),
            "ms_per_frame": round(total * per_frame, 3),
            "draw_ms_per_frame": round(statistics.median(run["draw"] for run in runs) * per_frame, 3),
            "encode_ms_per_frame": round(statistics.median(run["encode"] for run in runs) * per_frame, 3),
            "avg_png_kib": round(statistics.median(run["bytes"] for run in runs) / options.frames / 1024, 1),
        }
    peer_support.print_result(result)


if __name__ == "__main__":
    main()
