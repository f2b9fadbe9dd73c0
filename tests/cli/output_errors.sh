# output_errors.sh SUDOKU: issue 35's reproductions of ignored output errors.
# `solve ... >/dev/full` exited 0 with the answer lost; `enumerate --json` of
# an empty 25x25 (no limit: it never ends by itself) into /dev/full or a
# closed standard output ran until killed. Each must now exit 4 with
# "sudoku: cannot write to standard output: <the system's reason>", the
# enumeration within 60 s (a hang guard; the time is printed). A machine
# without /dev/full runs the closed-output cases only.
. "$(dirname "$0")/lib.sh"
source_grid=058000003170050008000000100000000000407080006083060017910003070006000080000000034
empty25=$(printf '%625s' '' | tr ' ' .)

# run_into WHERE ARGS...: runs the binary with standard output at WHERE
# ("full" for /dev/full, "closed" for none) in the background; sets $status,
# $ms and $message (its standard error).
run_into() {
  where=$1
  shift
  clock_start
  if [ "$where" = full ]; then
    "$bin" "$@" >/dev/full 2>"$dir/err" &
  else
    "$bin" "$@" >&- 2>"$dir/err" &
  fi
  wait_at_most 60 $!
  clock_stop
  message=$(cat "$dir/err")
  echo "$where: $(echo "$*" | cut -c1-40)...: exit $status after $ms ms: $message"
}

for where in full closed; do
  if [ "$where" = full ] && [ ! -c /dev/full ]; then
    echo "no /dev/full: skipped"
    continue
  fi
  reason="No space left on device"
  [ "$where" = closed ] && reason="Bad file descriptor"
  run_into "$where" solve "$source_grid"
  check [ "$status" -eq 4 ]
  check [ "$message" = "sudoku: cannot write to standard output: $reason" ]
  run_into "$where" enumerate --json "$empty25"
  check [ "$status" -eq 4 ]
  check [ "$message" = "sudoku: cannot write to standard output: $reason" ]
  run_into "$where" enumerate "$empty25"
  check [ "$status" -eq 4 ]
  run_into "$where" trace -a naive --limit 0 "$empty25"
  check [ "$status" -eq 4 ]
done
verdict
