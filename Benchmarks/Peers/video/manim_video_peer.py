#!/usr/bin/env python3
"""The Manim peer of `diorama-bench video`: the reference scene
(manim_reference_scene.py, after scene-spec.md) rendered by Manim Community's
cairo renderer to an MP4 at 1280 x 720 and 60 fps, 60 frames, the way a Manim
user writes a video.

Each run is a `manim render` process, timed whole. Manim's start-up (imports,
building the scene and copying 48 mobjects for the Transforms) is a large
part of a one-second clip, so the peer also times the same command writing
only the last frame (`--format png -s`); the difference, over the 59 frames
in between, is the cost of a frame. Both figures are printed.

  python3 manim_video_peer.py [--repeats 3] [--keep DIR]

Manim pins its own versions of numpy, Pillow and pycairo, so it is installed
with pip into a virtual environment of its own under the peers' build folder
(manimpango compiles against Pango: libpango1.0-dev, pkg-config, gcc).
Prints one JSON line.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peer_support  # noqa: E402

PEER = "manim_video"
FRAMES = 60
SCENE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "manim_reference_scene.py")


def manim_command():
    """The venv's `manim`, installing it the first time."""
    venv = os.path.join(peer_support.build_dir(), "manim-venv")
    manim = os.path.join(venv, "bin", "manim")
    if os.path.exists(manim):
        return manim
    print("%s: installing manim with pip into %s (once; a few minutes) …" % (PEER, venv), file=sys.stderr)
    if subprocess.run([sys.executable, "-m", "venv", venv], stdout=sys.stderr).returncode != 0:
        peer_support.skip(PEER, "python3 -m venv failed (apt-get install python3-venv)")
    pip = [os.path.join(venv, "bin", "python3"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    if subprocess.run(pip + ["manim"], stdout=sys.stderr).returncode != 0 or not os.path.exists(manim):
        shutil.rmtree(venv, ignore_errors=True)
        peer_support.skip(PEER, "pip could not install manim (manimpango needs libpango1.0-dev, pkg-config, gcc)")
    return manim


def render(manim, media, last_frame_only):
    arguments = [manim, "render", "--renderer", "cairo", "-r", "%d,%d" % (1280, 720), "--fps", "60",
                 "--disable_caching", "--progress_bar", "none", "-v", "WARNING", "--media_dir", media]
    arguments += ["--format", "png", "-s"] if last_frame_only else ["--format", "mp4"]
    arguments += [SCENE_FILE, "ReferenceScene"]
    start = time.perf_counter()
    finished = subprocess.run(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if finished.returncode != 0:
        peer_support.skip(PEER, "manim failed: " + finished.stderr.strip()[-400:])
    return elapsed


def probe_frames(video):
    """The MP4's frame count from ffprobe, or None when ffprobe is missing."""
    if shutil.which("ffprobe") is None:
        return None
    out = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                          "stream=nb_read_frames,width,height,codec_name", "-of", "json", video],
                         capture_output=True, text=True)
    streams = json.loads(out.stdout or "{}").get("streams", [])
    return streams[0] if streams else None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--keep", metavar="DIR", help="copy the last MP4 written into DIR")
    options = parser.parse_args()
    manim = manim_command()
    version = subprocess.run([manim, "--version"], capture_output=True, text=True).stdout.strip().splitlines()
    with tempfile.TemporaryDirectory(prefix="manim_video_") as scratch:
        render(manim, os.path.join(scratch, "warm-up"), True)  # font caches, compiled bytecode
        whole, startup = [], []
        video = None
        for run in range(options.repeats):
            media = os.path.join(scratch, "run-%d" % run)
            whole.append(render(manim, media, False))
            startup.append(render(manim, os.path.join(scratch, "still-%d" % run), True))
            found = [os.path.join(d, f) for d, _, files in os.walk(media) for f in files if f.endswith(".mp4")]
            video = found[0] if found else None
        if video is None:
            peer_support.skip(PEER, "manim wrote no MP4")
        stream = probe_frames(video)
        if options.keep:
            os.makedirs(options.keep, exist_ok=True)
            shutil.copy(video, os.path.join(options.keep, "manim-reference-scene.mp4"))
        size = os.path.getsize(video)
    total, last = statistics.median(whole), statistics.median(startup)
    per_frame = max(total - last, 1e-9) / (FRAMES - 1)
    peer_support.print_result({
        "bench": PEER, "manim": version[0] if version else "?", "frames": FRAMES, "repeats": options.repeats,
        "process_s": round(total, 3), "last_frame_only_s": round(last, 3),
        "fps_including_startup": round(FRAMES / total, 2), "fps_excluding_startup": round(1 / per_frame, 2),
        "bytes": size, "stream": stream,
    })


if __name__ == "__main__":
    main()
