#!/usr/bin/env python3
"""The Pillow + numpy peer of `diorama-bench diff`: how a Python tool compares
two frames. Decodes both PNGs, counts the pixels where any channel differs by
more than --tolerance (0, the default, counts what ImageMagick's
`compare -metric AE` counts), and writes a diff image: differing pixels red,
the others the first image, dimmed.

  python3 pillow_diff_peer.py A.png B.png [--out diff.png] [--tolerance 0] [--repeat N]

Without --repeat: one comparison, timed as a whole process from outside.
With --repeat N: N comparisons in this process after a warm-up, and the median
time of each phase (decode, compare, write, total) in milliseconds.

Installs Pillow and numpy with pip when missing. Prints one JSON line.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ folder in the repository
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peer_support  # noqa: E402

PEER = "pillow_diff"
peer_support.require(PEER, {"numpy": "numpy", "PIL": "Pillow"})

import numpy  # noqa: E402
from PIL import Image  # noqa: E402


def decode(path_a, path_b):
    """Both images as arrays of one mode: their own when they share it, else RGBA."""
    a, b = Image.open(path_a), Image.open(path_b)
    if a.size != b.size:
        raise SystemExit("the images differ in size: %s and %s" % (a.size, b.size))
    if a.mode != b.mode or a.mode not in ("RGB", "RGBA", "L", "LA"):
        a, b = a.convert("RGBA"), b.convert("RGBA")
    return numpy.asarray(a), numpy.asarray(b)


def differing(a, b, tolerance):
    """A mask of the pixels where some channel differs by more than `tolerance`."""
    # Signed arithmetic: unsigned bytes would wrap around.
    difference = numpy.abs(a.astype(numpy.int16) - b.astype(numpy.int16))
    if difference.ndim == 3:
        difference = difference.max(axis=2)
    return difference > tolerance


def diff_image(a, mask):
    """Red where the images differ, elsewhere the first image at a quarter of its brightness."""
    colour = numpy.repeat(a[..., None], 3, axis=2) if a.ndim == 2 else a[..., :3]
    picture = colour >> 2
    picture[mask] = (255, 0, 0)
    return Image.fromarray(picture, "RGB")


def compare_once(path_a, path_b, out, tolerance, phases=None):
    clock = time.perf_counter
    start = clock()
    a, b = decode(path_a, path_b)
    decoded = clock()
    mask = differing(a, b, tolerance)
    count = int(mask.sum())
    compared = clock()
    diff_image(a, mask).save(out)
    written = clock()
    if phases is not None:
        for name, seconds in (("decode", decoded - start), ("compare", compared - decoded),
                              ("write", written - compared), ("total", written - start)):
            phases.setdefault(name, []).append(seconds)
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--out", help="the diff image (default: a temporary file)")
    parser.add_argument("--tolerance", type=int, default=0, help="0..255 per channel")
    parser.add_argument("--repeat", type=int, default=0)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        out = options.out or os.path.join(scratch, "diff.png")
        result = {"bench": PEER, "tolerance": options.tolerance}
        if options.repeat <= 0:
            result["ae"] = compare_once(options.a, options.b, out, options.tolerance)
        else:
            compare_once(options.a, options.b, out, options.tolerance)  # warm-up
            phases = {}
            for _ in range(options.repeat):
                result["ae"] = compare_once(options.a, options.b, out, options.tolerance, phases)
            result["repeat"] = options.repeat
            for name, samples in phases.items():
                result[name + "_ms"] = round(statistics.median(samples) * 1000, 3)
    peer_support.print_result(result)


if __name__ == "__main__":
    main()
