# large_shape_bestfirst.sh SUDOKU CAP: issue 35's reproduction. bestfirst on
# a shape of 2,500 cells (100 rows of 25, 25 symbols, each row a house) took
# 410 MB, as its open list held a copy of every child of every level, and
# stopped 572 ms after a 100 ms time limit. Solving it must now fit in CAP
# KiB of address space ('unlimited' under the sanitizers); the time limit's
# overrun is printed, not judged (tests/core/solvers_test.cpp bounds the
# work between two stop checks). 60 s hang guards.
. "$(dirname "$0")/lib.sh"
cap=${2:?"usage: sh $0 SUDOKU CAP: the address space cap in KiB is missing"}

{
  printf '{"name": "100 rows", "symbols": 25, "cells": ['
  cell=0
  while [ "$cell" -lt 2500 ]; do
    [ "$cell" -gt 0 ] && printf ', '
    printf '{"row": %d, "col": %d}' $((cell / 25)) $((cell % 25))
    cell=$((cell + 1))
  done
  printf '], "houses": ['
  row=0
  while [ "$row" -lt 100 ]; do
    [ "$row" -gt 0 ] && printf ', '
    printf '{"cells": [%d' $((row * 25))
    col=1
    while [ "$col" -lt 25 ]; do
      printf ', %d' $((row * 25 + col))
      col=$((col + 1))
    done
    printf ']}'
    row=$((row + 1))
  done
  printf ']}\n'
} >"$dir/rows.json"
blank=$(printf '%2500s' '' | tr ' ' .)

(ulimit -v "$cap" && exec "$bin" solve -a bestfirst --json --shape "$dir/rows.json" "$blank" >"$dir/out" 2>"$dir/err") &
clock_start
wait_at_most 60 $!
clock_stop
echo "solve in $cap KiB: exit $status after $ms ms: $(cut -c1-40 "$dir/out")...$(grep -o '"stats".*' "$dir/out") $(cat "$dir/err")"
check [ "$status" -eq 0 ]
check grep -q '^{"status":"solved"' "$dir/out"

(ulimit -v "$cap" && exec "$bin" count -a bestfirst --time-limit 100 --json --shape "$dir/rows.json" "$blank" >"$dir/out" 2>"$dir/err") &
wait_at_most 60 $!
echo "count --time-limit 100: exit $status, $(grep -o '"elapsed_ms":[0-9.]*' "$dir/out") (printed, not judged) $(cat "$dir/err")"
check [ "$status" -eq 1 ]
check grep -q '^{"status":"stopped"' "$dir/out"
verdict
