#include "cli/cli_options.hpp"

#include <cerrno>
#include <cstdlib>

#include "core/batch.hpp"
#include "core/shape.hpp"
#include "core/text_format.hpp"
#include "core/variants.hpp"

namespace sudoku::cli {

namespace {

bool parse_count(const std::string& text, std::uint64_t& out) {
  if (text.empty() || text.size() > 19) return false;
  for (char ch : text)
    if (ch < '0' || ch > '9') return false;
  out = std::strtoull(text.c_str(), nullptr, 10);
  return true;
}

InputError usage_error(const std::string& message) { return InputError{ErrorCode::kBadOption, message, {}}; }

// The variant ids, with the sizes of those that fit only some:
// "standard, x, windoku (9x9), jigsaw, jigsaw,x".
std::string variant_list() {
  std::string out;
  for (const VariantInfo& v : variants()) {
    out += (out.empty() ? "" : ", ") + std::string(v.id);
    if (v.sizes == Shape::supported_sizes()) continue;
    std::string sizes;
    for (int n : v.sizes) sizes += (sizes.empty() ? "" : ", ") + std::to_string(n) + "x" + std::to_string(n);
    out += " (" + sizes + ")";
  }
  return out;
}

}  // namespace

std::string usage_text() {
  return "usage: sudoku COMMAND [PUZZLE...] [options]\n"
         "\n"
         "commands:\n"
         "  solve        find one solution\n"
         "  count        count solutions (up to --limit; Ctrl-C stops and reports the count so far)\n"
         "  enumerate    print every solution, one a line (up to --limit)\n"
         "  trace        print every search event, one a line\n"
         "  compare      run every algorithm on each puzzle and print a table of their counters\n"
         "  hint         the next logical step (technique, house, cells), or why there is none\n"
         "  batch        solve (or count up to --limit) one-a-line puzzles of one size in a timed\n"
         "               loop; prints each answer, checks it, and a summary with puzzles per second\n"
         "  algorithms   list the algorithms\n"
         "\n"
         "puzzles come as arguments, from -f FILE, or from standard input (one a line,\n"
         "or one multi-line grid; UTF-8, a byte-order mark and LF, CRLF or CR line ends\n"
         "accepted). A file or standard input is read up to " + std::to_string(kMaxBatchText) + " bytes (" +
         std::to_string(kMaxBatchText >> 20) + " MiB,\n"
         "about 200,000 9x9 puzzles: the most one batch takes), a region map file up\n"
         "to " + std::to_string(kMaxGridText) + " bytes (" + std::to_string(kMaxGridText >> 10) +
         " KiB); anything longer is refused with exit status 2.\n"
         "Ctrl-C ends whatever runs, reading included; a search then reports what it found.\n"
         "\n"
         "options:\n"
         "  -a, --algorithm ID   naive, reverse, implications, mrv, bestfirst, crook, fast (default fast)\n"
         "  --variant V          " + variant_list() + "\n"
         "  --regions MAP        jigsaw region map (N*N symbols), or @FILE to read it from a file\n"
         "  -f, --file FILE      read puzzles from FILE\n"
         "  --limit N            stop after N solutions (solve: 1; count, enumerate: no limit)\n"
         "  --max-nodes N        stop after N search nodes (status \"stopped\")\n"
         "  --time-limit MS      stop each search after MS milliseconds (compare: 10000; not batch)\n"
         "  --json               one JSON object per puzzle, on its own line (batch: one in all;\n"
         "                       enumerate: {\"solutions\":[...],\"status\":...}, each solution\n"
         "                       written as it is found, whole JSON even when stopped)\n"
         "  --repeat N           batch: time N runs and report the median (default 1)\n"
         "  --summary            batch: print only the summary\n"
         "\n"
         "exit status: 0 every puzzle had an answer, 1 some had no solution or were stopped\n"
         "(Ctrl-C, also while reading), 2 invalid input, input over its limit, or usage\n";
}

Result<CliOptions> parse_cli(int argc, char** argv) {
  CliOptions o;
  if (argc < 2) return usage_error("no command given");
  o.command = argv[1];
  if (o.command == "-h" || o.command == "--help") o.command = "help";
  const char* commands[] = {"solve", "count", "enumerate", "trace", "compare", "hint", "batch", "algorithms", "help"};
  bool known = false;
  for (const char* c : commands) known = known || o.command == c;
  if (!known) return usage_error("unknown command '" + o.command + "'");

  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&](std::string& out) -> bool {
      if (i + 1 >= argc) return false;
      out = argv[++i];
      return true;
    };
    std::string text;
    if (arg == "--json") {
      o.json = true;
    } else if (arg == "-a" || arg == "--algorithm") {
      if (!value(o.algorithm)) return usage_error(arg + " needs an algorithm id");
    } else if (arg == "--variant") {
      if (!value(o.variant)) return usage_error("--variant needs a value");
    } else if (arg == "--regions") {
      if (!value(o.regions)) return usage_error("--regions needs a region map");
    } else if (arg == "-f" || arg == "--file") {
      if (!value(o.file)) return usage_error(arg + " needs a file name");
    } else if (arg == "--limit") {
      if (!value(text) || !parse_count(text, o.limit))
        return usage_error("--limit needs a whole number of solutions (0 for no limit)");
      o.limit_given = true;
    } else if (arg == "--max-nodes") {
      if (!value(text) || !parse_count(text, o.max_nodes)) return usage_error("--max-nodes needs a whole number");
    } else if (arg == "--time-limit") {
      std::uint64_t ms = 0;
      if (!value(text) || !parse_count(text, ms)) return usage_error("--time-limit needs a whole number of milliseconds");
      o.time_limit_ms = static_cast<double>(ms);
    } else if (arg == "--repeat") {
      if (!value(text) || !parse_count(text, o.repeat) || o.repeat == 0 || o.repeat > 1000)
        return usage_error("--repeat needs a whole number of runs from 1 to 1000");
    } else if (arg == "--summary") {
      o.summary = true;
    } else if (arg == "-h" || arg == "--help") {
      o.command = "help";
    } else if (arg.size() > 1 && arg[0] == '-') {  // no puzzle starts with a '-'
      return usage_error("unknown option '" + arg + "'");
    } else {
      o.puzzles.push_back(arg);
    }
  }
  if (o.command == "compare" && o.time_limit_ms == 0) o.time_limit_ms = 10000;
  return o;
}

}  // namespace sudoku::cli
