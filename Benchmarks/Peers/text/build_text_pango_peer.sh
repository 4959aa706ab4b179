#!/usr/bin/env bash
# Builds the C text peer (text_pango_peer.c) into $PEER_BUILD_DIR and prints
# the path of the binary on its last line of output.
#
# Needs a C compiler, pkg-config and the development files of Pango (with
# PangoCairo and PangoFT2), cairo and fontconfig, and the fonts of text-spec.md:
#   apt-get install gcc pkg-config libpango1.0-dev libcairo2-dev fonts-inter \
#                   fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../peer-common.sh
. "$here/../peer-common.sh"

mkdir -p "$PEER_BUILD_DIR"
binary="$PEER_BUILD_DIR/text_pango_peer"
source="$here/text_pango_peer.c"
if ! is_up_to_date "$binary" "$source" "$0"; then
  CC="${CC:-gcc}"
  require_command "$CC" "apt-get install gcc"
  require_command pkg-config "apt-get install pkg-config"
  flags="$(pkg-config --cflags --libs pangocairo pangoft2 cairo fontconfig 2>/dev/null)" \
    || skip_peer "Pango, cairo or fontconfig development files not found (apt-get install libpango1.0-dev libcairo2-dev)"
  echo "compiling the C text peer …" >&2
  # -O2 without -march=native: the time goes to the system's Pango, HarfBuzz,
  # FreeType, cairo and pixman; only the loop over the labels is compiled here.
  # shellcheck disable=SC2086
  "$CC" -std=gnu11 -O2 -Wall -Wextra "$source" -o "$binary" $flags \
    || skip_peer "$CC could not compile text_pango_peer.c"
fi
echo "$binary"
