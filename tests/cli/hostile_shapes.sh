# hostile_shapes.sh SUDOKU CAP: issue 35's hostile shape files, each under the
# 1 MiB limit, through the binary as a shell runs it, with the address space
# capped at CAP KiB ('unlimited' under the sanitizers). Each exits 2 with a
# message naming its limit; before, 100,000 nested '[' segfaulted (exit 139),
# "row": 1e400 aborted (134), and two cells at (0,0) and (10000,10000) took
# 7.8 s and 590 MB to draw (a million: length_error, 134). The timeout only
# stops a hang; the memory cap is what bounds the drawing.
. "$(dirname "$0")/lib.sh"
ulimit -v "${2:?"usage: sh $0 SUDOKU CAP: the address space cap in KiB is missing"}" || exit 1
# refused WHAT MESSAGE FILE: `solve --shape FILE 1.` exits 2, MESSAGE on its standard error.
refused() {
  what=$1 want=$2 file=$3
  clock_start
  timeout 60 "$bin" solve --shape "$file" 1. >/dev/null 2>"$dir/err"
  status=$?
  clock_stop
  echo "$what: exit $status in $ms ms: $(head -c 300 "$dir/err")"
  check [ "$status" -eq 2 ]
  check grep -qF "$want" "$dir/err"
}
open=$(head -c 100000 /dev/zero | tr '\0' '[')
close=$(head -c 100000 /dev/zero | tr '\0' ']')
cell='{"row":0,"col":0}'
deep="nests lists and objects deeper than 32"
printf '{"symbols":4,"cells":[%s],"houses":%s%s}' "$cell" "$open" "$close" >"$dir/houses.json"
printf '{"symbols":4,"cells":[%s],"houses":[[0]],"name":%s%s}' "$cell" "$open" "$close" >"$dir/name.json"
printf '{"symbols":%s%s,"cells":[%s],"houses":[[0]]}' "$open" "$close" "$cell" >"$dir/symbols.json"
printf '{"symbols":4,"cells":[{"row":%s%s,"col":0}],"houses":[[0]]}' "$open" "$close" >"$dir/row.json"
printf '{"symbols":4,"cells":[{"row":1e400,"col":0}],"houses":[[0]]}' >"$dir/row_1e400.json"
printf '{"symbols":1e400,"cells":[%s],"houses":[[0]]}' "$cell" >"$dir/symbols_1e400.json"
for n in 10000 1000000; do
  printf '{"symbols":2,"cells":[%s,{"row":%s,"col":%s}],"houses":[[0,1]]}' "$cell" $n $n >"$dir/span_$n.json"
done
refused "100,000 nested '[' in houses" "$deep" "$dir/houses.json"
refused "100,000 nested '[' in name" "$deep" "$dir/name.json"
refused "100,000 nested '[' in symbols" "$deep" "$dir/symbols.json"
refused "100,000 nested '[' in cells[0].row" "$deep" "$dir/row.json"
refused '"row": 1e400' "cells[0].row must be a whole number, got 1e400" "$dir/row_1e400.json"
refused '"symbols": 1e400' '"symbols" must be a whole number, got 1e400' "$dir/symbols_1e400.json"
refused "cells at (0,0) and (10000,10000)" "at most 1048576 are drawn" "$dir/span_10000.json"
refused "cells at (0,0) and (1000000,1000000)" "at most 1048576 are drawn" "$dir/span_1000000.json"
verdict
