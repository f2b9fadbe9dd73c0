# Sourced by the scripts in scripts/: paths, installing what is missing, building.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$ROOT/build"
NATIVE_BUILD="$BUILD/native"

# Debian packages the native build and its tests need.
NATIVE_PACKAGES=(cmake g++ make catch2)

# Installs the Debian packages among "$@" that are not installed yet.
ensure_packages() {
  local missing=() pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  ((${#missing[@]})) || return 0
  echo "Installing missing packages: ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# Configures (once) and builds the native library, CLI and tests.
build_native() {
  ensure_packages "${NATIVE_PACKAGES[@]}"
  if [ ! -f "$NATIVE_BUILD/CMakeCache.txt" ]; then
    cmake -S "$ROOT" -B "$NATIVE_BUILD" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON >&2
  fi
  cmake --build "$NATIVE_BUILD" --parallel "$(nproc)" >&2
}
