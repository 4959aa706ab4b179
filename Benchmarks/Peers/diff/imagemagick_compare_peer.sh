#!/usr/bin/env bash
# The ImageMagick peer of `diorama-bench diff`: `compare -metric AE`, the count
# of pixels that differ at all, timed as the whole process a person would run,
# start-up and both PNG decodes included. Two forms are timed:
#   null      compare -metric AE A B null:       (the count only)
#   diff_png  compare -metric AE A B diff.png    (the count and a diff image)
#
#   imagemagick_compare_peer.sh A.png B.png [RUNS]     (RUNS: 30 by default)
#
# Uses the `compare` found on the PATH (or $IM_COMPARE), and only if it is
# ImageMagick's: other programs go by that name too. Needs bash 5 for its
# clock. Prints one JSON line; times in milliseconds.
#   apt-get install imagemagick
set -euo pipefail
export LC_ALL=C
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../peer-common.sh
. "$here/../peer-common.sh"

[ $# -ge 2 ] || { echo "usage: $0 A.png B.png [RUNS]" >&2; exit 2; }
first="$1" second="$2" runs="${3:-30}"
compare="${IM_COMPARE:-$(command -v compare || true)}"
[ -n "$compare" ] || skip_peer "ImageMagick's compare not found (apt-get install imagemagick)"
version="$("$compare" -version 2>/dev/null | head -n 1 || true)"
case "$version" in
  "Version: ImageMagick"*) version="${version#Version: }" ;;
  *) skip_peer "$compare is not ImageMagick's compare (apt-get install imagemagick)" ;;
esac
[ -n "${EPOCHREALTIME:-}" ] || skip_peer "bash 5 or later is needed for its clock"

scratch="$(mktemp -d "${TMPDIR:-/tmp}/imagemagick_compare_peer.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

# compare prints the metric on standard error and exits with 1 when the images
# differ; 2 means it failed.
status=0
count="$("$compare" -metric AE "$first" "$second" null: 2>&1 >/dev/null)" || status=$?
[ "$status" -le 1 ] || { echo "compare failed: $count" >&2; exit 1; }
count="${count%% *}" # some versions add the normalised value in parentheses
[[ "$count" =~ ^[0-9.eE+-]+$ ]] || { echo "compare printed no count: $count" >&2; exit 1; }

# time_command NAME ARGS...: 3 warm-up runs, then $runs timed ones; prints a JSON member.
time_command() {
  local name="$1" start end i
  shift
  local samples=()
  for ((i = 0; i < 3 + runs; i++)); do
    start="${EPOCHREALTIME/./}"
    "$@" >/dev/null 2>&1 || true
    end="${EPOCHREALTIME/./}"
    ((i < 3)) || samples+=("$((end - start))")
  done
  printf '%s\n' "${samples[@]}" | sort -n | awk -v name="$name" '
    { value[NR] = $1 / 1000 }
    END {
      median = NR % 2 ? value[(NR + 1) / 2] : (value[NR / 2] + value[NR / 2 + 1]) / 2
      printf "\"%s\":{\"median\":%.3f,\"min\":%.3f,\"n\":%d}", name, median, value[1], NR
    }'
}

null_timing="$(time_command null "$compare" -metric AE "$first" "$second" null:)"
diff_timing="$(time_command diff_png "$compare" -metric AE "$first" "$second" "$scratch/diff.png")"
printf '{"bench":"imagemagick_compare","version":"%s","ae":%s,"runs":%d,"process_ms":{%s,%s}}\n' \
  "$version" "$count" "$runs" "$null_timing" "$diff_timing"
