"""What the Python peers share: installing the packages they need, reporting a
skip, and summarising timings. Imported by the peers, not run on its own.

A peer that cannot run prints one JSON line {"bench": ..., "skipped": reason}
and exits with status 3; `diorama-bench` reports the reason and carries on.
"""

import importlib
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile

SKIPPED = 3

# Set in the environment when a peer restarts itself inside the virtual
# environment, so that it never restarts twice.
_RESTARTED = "DIORAMA_PEER_IN_VENV"


def build_dir():
    """Where peers keep what they build or install: outside the repository."""
    return os.environ.get("PEER_BUILD_DIR") or os.path.join(tempfile.gettempdir(), "diorama-bench-peers")


def skip(peer, reason):
    print("skipped: " + reason, file=sys.stderr)
    print(json.dumps({"bench": peer, "skipped": reason}))
    sys.exit(SKIPPED)


def _missing(packages):
    return [pip_name for module, pip_name in packages.items() if importlib.util.find_spec(module) is None]


def _pip_install(python, names):
    command = [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *names]
    return subprocess.run(command, stdout=sys.stderr).returncode == 0


def require(peer, packages):
    """Makes every module of `packages` ({module: pip name}) importable, or skips.

    Missing packages are installed with pip into this interpreter. An
    interpreter whose packages belong to the system (PEP 668, as Debian's
    python3) refuses that; the peer then restarts itself in a virtual
    environment of its own under build_dir(), which sees the system's packages
    too, and installs what is missing there.
    """
    missing = _missing(packages)
    if not missing:
        return
    print("%s: installing %s with pip …" % (peer, " ".join(missing)), file=sys.stderr)
    if _pip_install(sys.executable, missing):
        importlib.invalidate_caches()
        if not _missing(packages):
            return
    if os.environ.get(_RESTARTED):
        skip(peer, "pip could not install %s (see the messages above)" % " ".join(missing))
    venv = os.path.join(build_dir(), "python-venv")
    python = os.path.join(venv, "bin", "python3")
    if not os.path.exists(python):
        print("%s: creating a virtual environment in %s …" % (peer, venv), file=sys.stderr)
        created = subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", venv], stdout=sys.stderr)
        if created.returncode != 0:
            skip(peer, "pip cannot install %s here and python3 -m venv failed (apt-get install python3-venv)"
                 % " ".join(missing))
    imports = "import " + ", ".join(packages)
    if subprocess.run([python, "-c", imports], stderr=subprocess.DEVNULL).returncode != 0:
        if not _pip_install(python, missing):
            skip(peer, "pip could not install %s (see the messages above)" % " ".join(missing))
    os.execve(python, [python, os.path.abspath(sys.argv[0]), *sys.argv[1:]], {**os.environ, _RESTARTED: "1"})


def summary(samples, scale):
    """Median, extremes and count of `samples`, multiplied by `scale`."""
    ordered = sorted(samples)
    return {
        "median": round(statistics.median(ordered) * scale, 4),
        "min": round(ordered[0] * scale, 4),
        "max": round(ordered[-1] * scale, 4),
        "n": len(ordered),
    }


def print_result(result):
    print(json.dumps(result, separators=(",", ":")))
