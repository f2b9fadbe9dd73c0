# sigint_enumerate.sh SUDOKU CAP [OPTION...]: `enumerate --json [OPTION...]`
# of an empty 9x9 grid with no limit, in CAP KiB of address space
# ('unlimited' under the sanitizers; it used to keep every solution); SIGINT
# after 1 s must end it (within 60 s, a hang guard; the time is printed) with
# one whole JSON object: status "stopped", as many solutions as its count.
# JSON checked by node or python3 when there, else by its shape. With
# `--jobs 2` the solutions come from two threads, written in order.
. "$(dirname "$0")/lib.sh"
cap=${2:?"usage: sh $0 SUDOKU CAP [OPTION...]: the address space cap in KiB is missing"}
shift 2

# stopped_json FILE: FILE is one JSON object with status "stopped" and count
# solutions, more than none.
stopped_json() {
  if command -v node >/dev/null 2>&1; then
    node -e 'const d = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      console.log(`node: ${d.solutions.length} solutions, count ${d.count}, status ${d.status}`);
      process.exit(d.status === "stopped" && d.count === d.solutions.length && d.count > 0 ? 0 : 1)' "$1"
  elif command -v python3 >/dev/null 2>&1; then
    python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
print("python3:", len(d["solutions"]), "solutions, count", d["count"], "status", d["status"])
sys.exit(0 if d["status"] == "stopped" and d["count"] == len(d["solutions"]) > 0 else 1)' "$1"
  else
    head -c 15 "$1" | grep -qF '{"solutions":["' && tail -c 3 "$1" | grep -qF '}}' &&
      grep -qF '],"status":"stopped",' "$1"
  fi
}

(ulimit -v "$cap" && exec "$bin" enumerate --json "$@" ................................................................................. \
  >"$dir/out" 2>"$dir/err") &
pid=$!
sleep 1
clock_start
kill -INT "$pid"
wait_at_most 60 "$pid"
clock_stop
echo "exit $status, ended $ms ms after SIGINT, $(wc -c <"$dir/out") bytes of JSON; $(tail -c 150 "$dir/out")"
check [ "$status" -eq 1 ]
check stopped_json "$dir/out"
verdict
