#!/usr/bin/env bash
# Builds the C++ Kiwi peer (kiwi_cpp_peer.cpp) into $PEER_BUILD_DIR and prints
# the path of the binary on its last line of output.
#
# Kiwi is a header-only C++ library; its headers ship in the kiwisolver source
# distribution. pip fetches that sdist, of the same version as the installed
# kiwisolver (so both solver peers run the same Kiwi), or the latest one when
# kiwisolver is not installed. Set KIWI_VERSION to choose another.
#
# Needs g++ (C++17) and python3 with pip:  apt-get install g++ python3-pip
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../peer-common.sh
. "$here/../peer-common.sh"

require_command python3 "apt-get install python3"
python3 -m pip --version >/dev/null 2>&1 || skip_peer "pip not found (apt-get install python3-pip)"

KIWI_VERSION="${KIWI_VERSION:-$(python3 -c 'import kiwisolver; print(kiwisolver.__version__)' 2>/dev/null || true)}"
downloads="$PEER_BUILD_DIR/downloads"
mkdir -p "$downloads"

# The newest sdist already downloaded that matches the version asked for (any version when
# none is asked for: the pattern is left unquoted so that its * is a glob).
find_sdist() {
  local pattern="kiwisolver-${KIWI_VERSION:-*}.tar.gz"
  # shellcheck disable=SC2086
  { ls -1 "$downloads"/$pattern 2>/dev/null || true; } | sort -V | tail -n 1
}
sdist="$(find_sdist)"
if [ -z "$sdist" ]; then
  requirement="kiwisolver${KIWI_VERSION:+==$KIWI_VERSION}"
  echo "fetching the $requirement source distribution with pip …" >&2
  python3 -m pip download --quiet --no-deps --no-binary :all: "$requirement" -d "$downloads" >&2 \
    || skip_peer "pip could not download the $requirement source distribution"
  sdist="$(find_sdist)"
  [ -n "$sdist" ] || skip_peer "pip did not leave a kiwisolver source distribution in $downloads"
fi
version="$(basename "$sdist" .tar.gz)"
version="${version#kiwisolver-}"
headers="$PEER_BUILD_DIR/kiwisolver-$version"
if [ ! -f "$headers/kiwi/kiwi.h" ]; then
  tar -xzf "$sdist" -C "$PEER_BUILD_DIR"
fi

binary="$PEER_BUILD_DIR/kiwi_cpp_peer-$version"
source="$here/kiwi_cpp_peer.cpp"
if ! is_up_to_date "$binary" "$source" "$0"; then
  CXX="${CXX:-g++}"
  require_command "$CXX" "apt-get install g++"
  echo "compiling the C++ Kiwi $version peer …" >&2
  # -O2 as Kiwi's own benchmarks; the system file's path is compiled in so the
  # binary runs from any directory.
  "$CXX" -std=c++17 -O2 -Wall -Wno-use-after-free -isystem "$headers" \
    -DENAML_SYSTEM_FILE="\"$here/enaml-constraints.txt\"" \
    "$source" -o "$binary" || skip_peer "$CXX could not compile kiwi_cpp_peer.cpp"
fi
echo "$binary"
