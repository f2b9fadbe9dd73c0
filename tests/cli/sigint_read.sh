# sigint_read.sh SUDOKU: `sudoku solve` reads a pipe whose writer never writes
# (what `(sleep 5) | sudoku solve` gives it; a named pipe, so that `wait`
# waits for sudoku alone); SIGINT after 0.3 s must end it (within 60 s, a
# hang guard; the time is printed), with exit status 1 and the message.
. "$(dirname "$0")/lib.sh"
mkfifo "$dir/pipe" || exit 1
sleep 5 >"$dir/pipe" &
writer=$!
"$bin" solve <"$dir/pipe" >"$dir/out" 2>"$dir/err" &
pid=$!
sleep 0.3
clock_start
kill -INT "$pid"
wait_at_most 60 "$pid"
clock_stop
kill "$writer" 2>/dev/null
echo "exit $status, ended $ms ms after SIGINT: $(cat "$dir/err")"
check [ "$status" -eq 1 ]
check grep -q "stopped by Ctrl-C while reading standard input" "$dir/err"
verdict
