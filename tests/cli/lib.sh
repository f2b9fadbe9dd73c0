# tests/cli/lib.sh: what the scripts beside it share. Each script is run by
# CTest (tests/CMakeLists.txt) as `sh tests/cli/NAME.sh SUDOKU [ARGS]`, with
# SUDOKU the binary under test, and sources this file first:
#   . "$(dirname "$0")/lib.sh"
# It gives the script:
#   $bin          SUDOKU, checked to be an executable file
#   $dir          a scratch folder of its own, removed when the script exits
#   clock_start   starts a clock; clock_stop sets $ms, whole milliseconds since
#   check CMD...  runs CMD (a test, cmp, grep...); if it fails, says so on
#                 standard output and the script's verdict becomes failure
#   verdict       exits 0 if every check held, else 1
#   wait_at_most SECONDS PID
#                 waits for PID (a child) and sets $status to its exit
#                 status; one still running after SECONDS is killed and
#                 $status is 124 (as timeout(1) says). A hang guard: a
#                 script judges what happened, and prints how long it took,
#                 but no time of a loaded machine is a failure.
# A script prints what it measured before its checks, so a failing run shows
# the numbers and the messages it was judged on.

bin=${1:?"usage: sh $0 SUDOKU [ARGS]: the path of the sudoku binary is missing"}
if [ ! -f "$bin" ] || [ ! -x "$bin" ]; then
  echo "$0: '$bin' is not an executable file" >&2
  exit 1
fi

# The clock reads GNU date's nanoseconds; anything else would give numbers
# that are not times (`date +%N` prints 'N' elsewhere).
case $(date +%N) in
  ''|*[!0-9]*) echo "$0: 'date +%N' does not give nanoseconds (GNU date is needed)" >&2; exit 1 ;;
esac
clock_start() {
  clock_started=$(date +%s%N)
}
clock_stop() {
  ms=$(( ($(date +%s%N) - clock_started) / 1000000 ))
}

dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT

wait_at_most() {
  waited=0
  while kill -0 "$2" 2>/dev/null && [ "$waited" -lt $(($1 * 10)) ]; do
    sleep 0.1
    waited=$((waited + 1))
  done
  if kill -0 "$2" 2>/dev/null; then
    kill -KILL "$2" 2>/dev/null
    wait "$2"
    status=124
  else
    wait "$2"
    status=$?
  fi
}

failed=0
check() {
  "$@" || { echo "FAILED: $*"; failed=1; }
}
verdict() {
  exit "$failed"
}
