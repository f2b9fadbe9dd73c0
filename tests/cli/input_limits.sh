# input_limits.sh SUDOKU CAP: each input that never ends is refused at its
# limit with exit status 2 and a message naming it, with the address space
# capped at CAP KiB ('unlimited' under the sanitizers; it used to grow to all
# memory). Each has 60 s (a hang guard: an input read without end never
# exits); the time it took is printed.
. "$(dirname "$0")/lib.sh"
ulimit -v "${2:?"usage: sh $0 SUDOKU CAP: the address space cap in KiB is missing"}" || exit 1
# refused WHAT MESSAGE COMMAND...: COMMAND exits 2 (within the hang guard), MESSAGE on its standard error.
refused() {
  what=$1 want=$2
  shift 2
  clock_start
  timeout 60 "$@" >/dev/null 2>"$dir/err"
  status=$?
  clock_stop
  echo "$what: exit $status in $ms ms: $(cat "$dir/err")"
  check [ "$status" -eq 2 ]
  check grep -qF "$want" "$dir/err"
}
refused "solve -f /dev/zero" "'/dev/zero' is longer than 16777216 bytes" "$bin" solve -f /dev/zero
refused "solve < /dev/zero" "standard input is longer than 16777216 bytes" "$bin" solve </dev/zero
refused "batch -f /dev/zero" "'/dev/zero' is longer than 16777216 bytes" "$bin" batch -f /dev/zero
refused "--regions @/dev/zero" "region map file '/dev/zero' is longer than 65536 bytes" \
  "$bin" solve --regions @/dev/zero 1.6......614.5.1.2.61.4....5..51...6
verdict
