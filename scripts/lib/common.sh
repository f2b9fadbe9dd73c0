# Sourced by the scripts in scripts/: paths, installing what is missing, building.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$ROOT/build"
NATIVE_BUILD="$BUILD/native"
WASM_BUILD="$BUILD/wasm"
SANITIZER_BUILD="$BUILD/asan"
SITE="$BUILD/site"
TESTS="$ROOT/tests"
# The link scripts/serve prints: the first source's grid (301,478 naive backtracks).
PRELOADED_PUZZLE="#puzzle=.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34&algorithm=naive"

# Debian packages the native build and its tests need; the names are the same
# on Debian 12 and 13 (`catch2` brings Catch2 2 on 12 and Catch2 3 on 13; the
# CLI's header-only libraries: `nlohmann-json3-dev` 3.11.2 / 3.11.3 for JSON,
# `libcli11-dev` 2.1.2 / 2.4.1 for options).
NATIVE_PACKAGES=(cmake g++ make catch2 nlohmann-json3-dev libcli11-dev)
# Debian's Emscripten (3.1.6 on Debian 12, 3.1.69 on Debian 13) and esbuild for
# the WebAssembly build and the bundles, and what drives them (`scripts/build
# site` on a bare Debian, as in the Pages workflow).
WASM_PACKAGES=(emscripten esbuild cmake make)
# The browser the browser tests drive (through playwright-core).
BROWSER_PACKAGES=(chromium)

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

# configure BUILD_DIR COMMAND...: runs the CMake configure COMMAND unless
# BUILD_DIR already has a build system (later builds re-run CMake by themselves
# when a CMakeLists.txt changes). A configure that fails removes the half-made
# CMakeCache.txt, so the next run configures again and shows the real error
# instead of "gmake: Makefile: No such file or directory".
configure() {
  local dir=$1; shift
  [ -f "$dir/Makefile" ] && return 0
  if ! "$@" >&2; then
    rm -f "$dir/CMakeCache.txt"
    echo "Configuring $dir failed (the messages above say why)." >&2
    return 1
  fi
}

# Configures (once) and builds the native library, CLI and tests.
build_native() {
  ensure_packages "${NATIVE_PACKAGES[@]}"
  configure "$NATIVE_BUILD" cmake -S "$ROOT" -B "$NATIVE_BUILD" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON
  cmake --build "$NATIVE_BUILD" --parallel "$(nproc)" >&2
}

# Configures (once) and builds the library, CLI and Catch2 suite with
# AddressSanitizer and UndefinedBehaviorSanitizer (every finding is fatal).
build_sanitized() {
  ensure_packages "${NATIVE_PACKAGES[@]}"
  configure "$SANITIZER_BUILD" cmake -S "$ROOT" -B "$SANITIZER_BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DBUILD_TESTING=ON \
    -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g"
  cmake --build "$SANITIZER_BUILD" --parallel "$(nproc)" >&2
}

# Installs Debian's node unless some node >= 18 is already there. Node alone:
# the site build and scripts/serve need no npm (only the test tools do).
ensure_node() {
  if command -v node >/dev/null &&
     node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 18 ? 0 : 1)'; then
    return 0
  fi
  ensure_packages nodejs
}

# Configures (once, in a fresh directory: emcmake's own test launcher passes
# node a flag it rejects) and builds build/site/sudoku.js with Emscripten.
build_wasm() {
  ensure_node
  ensure_packages "${WASM_PACKAGES[@]}"
  export NODE_PATH=/usr/share/nodejs  # Debian's emcc finds acorn there
  configure "$WASM_BUILD" emcmake cmake -S "$ROOT" -B "$WASM_BUILD" -DCMAKE_BUILD_TYPE=Release \
    -DBUILD_TESTING=OFF -DSUDOKU_SITE_DIR="$SITE"
  cmake --build "$WASM_BUILD" --parallel "$(nproc)" >&2
}

# Installs the test tools of tests/package-lock.json (once, or when the lock
# changes), with Debian's npm unless some npm is already there, and the
# Debian package shellcheck, which tests/js/pages_workflow.test.js runs on
# the Pages workflow's steps.
ensure_test_modules() {
  ensure_node
  command -v npm >/dev/null || ensure_packages npm
  command -v shellcheck >/dev/null || ensure_packages shellcheck
  local stamp="$TESTS/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$TESTS/package-lock.json" -nt "$stamp" ]; then
    (cd "$TESTS" && npm ci --no-audit --no-fund >&2)
  fi
}
