# sigint_batch.sh SUDOKU: issue 35's reproduction. `batch -a naive --limit 0`
# of 2,000 empty 9x9 grids (the first alone runs for ever); SIGINT after 1 s
# must end it (within 60 s, a hang guard; the time is printed) with the
# first puzzle "stopped", the 1,999 others "not run" (they printed "no
# solution 0+"), and a summary of the one puzzle that ran (it said "2000
# puzzles ... 2018 puzzles/s"); with --summary --json, "run":1 and
# "not_run":1999. Exit status 1.
. "$(dirname "$0")/lib.sh"
empty=.................................................................................
i=0
while [ "$i" -lt 2000 ]; do
  echo "$empty"
  i=$((i + 1))
done >"$dir/grids"

# interrupted ARGS...: runs `batch -a naive --limit 0 -f grids ARGS`, sends
# SIGINT after 1 s, and waits; out, err and status are what it left.
interrupted() {
  "$bin" batch -a naive --limit 0 -f "$dir/grids" "$@" >"$dir/out" 2>"$dir/err" &
  pid=$!
  sleep 1
  clock_start
  kill -INT "$pid"
  wait_at_most 60 "$pid"
  clock_stop
}

interrupted --threads 1
lines=$(wc -l <"$dir/out")
not_run=$(grep -c '^not run$' "$dir/out")
echo "exit $status, ended $ms ms after SIGINT, $lines lines, $not_run 'not run'; first: $(head -1 "$dir/out" | cut -c1-40)...$(head -1 "$dir/out" | cut -f2-); $(cat "$dir/err")"
check [ "$status" -eq 1 ]
check [ "$lines" -eq 2000 ]
check [ "$not_run" -eq 1999 ]
check grep -q 'stopped$' "$dir/out"
check grep -q '^2000 puzzles by naive, limit 0, 1 thread, 1 run (Ctrl-C: 1999 not run): .* 1 stopped, 0 wrong;' "$dir/err"

# On two threads each runs one puzzle (the first of its chunk) until Ctrl-C.
interrupted --threads 2
not_run=$(grep -c '^not run$' "$dir/out")
stopped=$(grep -c 'stopped$' "$dir/out")
echo "--threads 2: exit $status, ended $ms ms after SIGINT, $not_run 'not run', $stopped stopped; $(cat "$dir/err")"
check [ "$status" -eq 1 ]
check [ "$(wc -l <"$dir/out")" -eq 2000 ]
check [ "$not_run" -eq 1998 ]
check [ "$stopped" -eq 2 ]
check grep -q '^2000 puzzles by naive, limit 0, 2 threads, 2 run (Ctrl-C: 1998 not run): .* 2 stopped, 0 wrong;' "$dir/err"

interrupted --summary --json --threads 1
echo "--summary --json: exit $status, ended $ms ms after SIGINT: $(cat "$dir/out")"
check [ "$status" -eq 1 ]
check grep -q '"puzzles":2000,"run":1,"not_run":1999,' "$dir/out"
check grep -q '"stopped":1,' "$dir/out"
verdict
