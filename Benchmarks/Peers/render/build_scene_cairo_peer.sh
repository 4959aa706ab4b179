#!/usr/bin/env bash
# Builds the C render peer (scene_cairo_peer.c) into $PEER_BUILD_DIR and prints
# the path of the binary on its last line of output.
#
# Needs a C compiler, pkg-config and the development files of cairo, libpng
# and zlib:  apt-get install gcc pkg-config libcairo2-dev libpng-dev zlib1g-dev
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../peer-common.sh
. "$here/../peer-common.sh"

mkdir -p "$PEER_BUILD_DIR"
binary="$PEER_BUILD_DIR/scene_cairo_peer"
source="$here/scene_cairo_peer.c"
if ! is_up_to_date "$binary" "$source" "$0"; then
  CC="${CC:-gcc}"
  require_command "$CC" "apt-get install gcc"
  require_command pkg-config "apt-get install pkg-config"
  flags="$(pkg-config --cflags --libs cairo libpng zlib 2>/dev/null)" \
    || skip_peer "cairo, libpng or zlib development files not found (apt-get install libcairo2-dev libpng-dev zlib1g-dev)"
  echo "compiling the C render peer …" >&2
  # -O2 without -march=native: the time goes to the system's cairo, pixman and
  # zlib; only the pixel conversion is compiled here.
  # shellcheck disable=SC2086
  "$CC" -std=gnu11 -O2 -Wall -Wextra "$source" -o "$binary" $flags -lpthread -lm \
    || skip_peer "$CC could not compile scene_cairo_peer.c"
fi
echo "$binary"
