# Shell helpers sourced by the peers' scripts. Not a program of its own.
#
# A peer that cannot run (a compiler, a library or a package is missing)
# says why on standard error and exits with status 3. `diorama-bench` reports
# it as skipped and carries on: a missing peer never fails a benchmark.

# Where compiled peers and downloaded sources go. Never inside the repository.
PEER_BUILD_DIR="${PEER_BUILD_DIR:-${TMPDIR:-/tmp}/diorama-bench-peers}"

PEER_SKIPPED=3

# skip_peer MESSAGE: explain why the peer cannot run, and stop.
skip_peer() {
  echo "skipped: $*" >&2
  exit "$PEER_SKIPPED"
}

# require_command NAME HINT: skip unless NAME is on the PATH.
require_command() {
  command -v "$1" >/dev/null 2>&1 || skip_peer "$1 not found ($2)"
}

# is_up_to_date TARGET SOURCE...: whether TARGET exists and is newer than every SOURCE.
is_up_to_date() {
  local target="$1" source
  shift
  [ -e "$target" ] || return 1
  for source in "$@"; do
    [ "$target" -nt "$source" ] || return 1
  done
}
