# usage_error.sh SUDOKU: a usage error is exactly two lines on standard error,
# what is wrong and where help is (it used to be the whole usage), nothing on
# standard output, exit status 2.
. "$(dirname "$0")/lib.sh"
"$bin" solve --limit=x >"$dir/out" 2>"$dir/err"
status=$?
printf '%s\n' "sudoku: --limit expects a whole number of solutions (0 for no limit), got 'x'" \
  "Run 'sudoku help' for the options." >"$dir/want"
echo "exit $status, $(wc -c <"$dir/out") bytes on standard output; standard error: $(cat "$dir/err")"
check [ "$status" -eq 2 ]
check [ ! -s "$dir/out" ]
check cmp -s "$dir/want" "$dir/err"
verdict
