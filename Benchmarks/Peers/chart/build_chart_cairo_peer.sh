#!/usr/bin/env bash
# Builds the C chart peer (chart_cairo_peer.c) into $PEER_BUILD_DIR and prints
# the path of the binary on its last line of output.
#
# Needs a C compiler, pkg-config and cairo's development files:
#   apt-get install gcc pkg-config libcairo2-dev
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../peer-common.sh
. "$here/../peer-common.sh"

mkdir -p "$PEER_BUILD_DIR"
binary="$PEER_BUILD_DIR/chart_cairo_peer"
source="$here/chart_cairo_peer.c"
if ! is_up_to_date "$binary" "$source" "$0"; then
  CC="${CC:-gcc}"
  require_command "$CC" "apt-get install gcc"
  require_command pkg-config "apt-get install pkg-config"
  flags="$(pkg-config --cflags --libs cairo 2>/dev/null)" \
    || skip_peer "cairo development files not found (apt-get install libcairo2-dev)"
  echo "compiling the C chart peer …" >&2
  # shellcheck disable=SC2086
  "$CC" -std=gnu11 -O2 -Wall -Wextra "$source" -o "$binary" $flags -lm \
    || skip_peer "$CC could not compile chart_cairo_peer.c"
fi
echo "$binary"
