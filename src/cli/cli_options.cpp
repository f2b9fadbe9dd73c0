#include "cli/cli_options.hpp"

#include <CLI/CLI.hpp>

#include <cerrno>
#include <cstdlib>
#include <limits>

#include "core/constraints/constraint.hpp"
#include "core/batch.hpp"
#include "core/generate/symmetry.hpp"
#include "core/layouts.hpp"
#include "core/logic/ladder.hpp"
#include "core/logic/technique.hpp"
#include "core/registry.hpp"
#include "core/shape.hpp"
#include "core/text_format.hpp"
#include "core/variants.hpp"

#ifndef SUDOKU_VERSION
#error "SUDOKU_VERSION (CMake's PROJECT_VERSION) must be defined"
#endif

namespace sudoku::cli {

namespace {

constexpr std::uint64_t kNoMax = std::numeric_limits<std::uint64_t>::max();

// An option that takes a value, and what the value must be. Messages read
// "<name> expects <expects>[ from <min> to <max>]<note>, got '<text>'".
struct ValueOption {
  const char* names;    // as CLI11 takes them: "-a,--algorithm"
  const char* expects;  // "an algorithm id", "a whole number of solutions"
  const char* note;     // after the range: " (0 for no limit)"
  std::uint64_t min, max;  // counts only
};

const ValueOption kAlgorithm{"-a,--algorithm", "an algorithm id", "", 0, kNoMax};
const ValueOption kVariant{"--variant", "a variant", "", 0, kNoMax};
const ValueOption kRegions{"--regions", "a region map or @FILE", "", 0, kNoMax};
const ValueOption kFile{"-f,--file", "a file name", "", 0, kNoMax};
const ValueOption kLayout{"--layout", "a layout", "", 0, kNoMax};
const ValueOption kShape{"--shape", "a shape file name", "", 0, kNoMax};
const ValueOption kIss{"--iss", "an ISS puzzle string or @FILE", "", 0, kNoMax};
const ValueOption kConstraints{"--constraints", "a file of constraints as JSON", "", 0, kNoMax};
const ValueOption kLimit{"--limit", "a whole number of solutions", " (0 for no limit)", 0, kNoMax};
const ValueOption kMaxNodes{"--max-nodes", "a whole number of search nodes", " (0 for no limit)", 0, kNoMax};
const ValueOption kTimeLimit{"--time-limit", "a whole number of milliseconds", " (0 for none)", 0, kNoMax};
const ValueOption kRepeat{"--repeat", "a whole number of runs", "", 1, 1000};
const ValueOption kJobs{"-j,--threads,--jobs", "a whole number of threads", " (0 for one a core)", 0, 256};
const ValueOption kEliminated{"--eliminated", "candidates crossed out, like 'r1c3<>4, r2c5<>17'", "", 0, kNoMax};
const ValueOption kTechniqueCap{"--technique-cap", "a technique id", "", 0, kNoMax};
const ValueOption kTechniques{"--techniques", "technique ids joined by commas", "", 0, kNoMax};
const ValueOption kCount{"--count", "a whole number of puzzles", "", 1, 1000000};
const ValueOption kSeed{"--seed", "a whole number", "", 0, kNoMax};
const ValueOption kLevel{"--level", "a level", "", 0, kNoMax};
const ValueOption kTechnique{"--technique", "a technique id", "", 0, kNoMax};
const ValueOption kSymmetry{"--symmetry", "a symmetry", "", 0, kNoMax};
const ValueOption kSize{"--size", "a grid size", "", 4, 25};
const ValueOption kProbes{"--probes", "a whole number of random walks", "", 1, 100000000};
const ValueOption kAttempts{"--attempts", "a whole number of grids", " (0 for the default)", 0, 1000000};
const ValueOption* const kValueOptions[] = {&kAlgorithm, &kVariant,  &kRegions,     &kFile,        &kLayout,
                                            &kShape,     &kLimit,    &kMaxNodes,    &kTimeLimit,   &kRepeat,
                                            &kJobs,   &kEliminated, &kTechniqueCap, &kCount,    &kSeed,
                                            &kLevel,     &kSymmetry, &kSize,        &kAttempts, &kTechnique,
                                            &kTechniques, &kIss, &kConstraints};
const char* const kFlags[] = {"--json", "--summary", "-h,--help", "--version", "--minimal"};

const char* const kCommands[] = {"solve", "count", "estimate", "enumerate", "trace", "compare", "hint", "explain", "rate", "generate", "batch", "algorithms", "help"};

InputError usage_error(const std::string& message) { return InputError{ErrorCode::kBadOption, message, {}}; }

// "a, b, c"
template <typename List, typename Name>
std::string joined(const List& list, Name name) {
  std::string out;
  for (const auto& item : list) out += (out.empty() ? "" : ", ") + std::string(name(item));
  return out;
}

// Whether `arg` (as typed: "-a", "--limit") is one of CLI11's `names` ("-a,--algorithm").
bool names_match(const char* names, const std::string& arg) {
  const std::string list = std::string(",") + names + ",";
  return !arg.empty() && list.find("," + arg + ",") != std::string::npos;
}

// The name the option is known by in messages: the long one.
std::string long_name(const ValueOption& option) {
  const std::string names = option.names;
  return names.substr(names.rfind(',') + 1);
}

std::string expectation(const ValueOption& option, bool too_big = false) {
  std::string range;
  if (option.min != 0 || option.max != kNoMax)
    range = " from " + std::to_string(option.min) + " to " + std::to_string(option.max);
  else if (too_big)
    range = " up to " + std::to_string(kNoMax);
  return option.expects + range + option.note;
}

// `text` as a count of `option`: digits only, within its range.
Result<std::uint64_t> parse_count(const ValueOption& option, const std::string& text) {
  bool digits = !text.empty();
  for (char ch : text) digits = digits && ch >= '0' && ch <= '9';
  errno = 0;
  const std::uint64_t n = digits ? std::strtoull(text.c_str(), nullptr, 10) : 0;
  const bool too_big = digits && errno == ERANGE;
  if (!digits || too_big || n < option.min || n > option.max)
    return usage_error(long_name(option) + " expects " + expectation(option, too_big) + ", got '" + text + "'");
  return n;
}

// CLI11 throws (ArgumentMismatch, in 2.1 and 2.4) on two mistakes: an option
// that takes a value given none (it was the last argument: CLI11 takes the
// next argument as the value whatever it looks like), and a flag given a value
// (--json=yes). This walks the arguments by the same rules to name the one at
// fault; CLI11's own message is the fallback.
std::string explain_parse_error(int argc, const char* const* argv, const CLI::ParseError& error) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--") break;
    const size_t eq = arg.find('=');
    const std::string name = arg.substr(0, eq);
    for (const char* flag : kFlags)
      if (eq != std::string::npos && arg.rfind("--", 0) == 0 && names_match(flag, name))
        return name + " takes no value, got '" + arg + "'";
    for (const ValueOption* option : kValueOptions) {
      if (!names_match(option->names, name)) continue;
      if (eq == std::string::npos && i + 1 < argc) ++i;  // its value, whatever it is
      else if (eq == std::string::npos || eq + 1 == arg.size())
        return arg.substr(0, eq) + " expects " + expectation(*option) + ", got nothing";
    }
  }
  return error.what();
}

// "standard, x, windoku (9x9), jigsaw, jigsaw,x, ...": the variant ids, with
// the sizes of those that fit only some ("with boxes": every size but the primes).
// The constraint kinds' ids, from their registry (core/constraints/constraint_list.hpp),
// wrapped under the option help's column.
std::string constraint_list() {
  std::string out, line;
  for (const ConstraintInfo& k : constraint_kinds()) {
    const std::string word = std::string(k.id) + ",";
    if (!line.empty() && line.size() + 1 + word.size() > 60) {
      out += line + "\n                       ";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return out + line.substr(0, line.size() - 1);
}

std::string variant_list() {
  std::vector<int> with_boxes;
  for (int n : Shape::supported_sizes())
    if (Shape::box_rows_for(n)) with_boxes.push_back(n);
  std::string out;
  for (const VariantInfo& v : variants()) {
    out += (out.empty() ? "" : ", ") + std::string(v.id);
    if (v.sizes == Shape::supported_sizes()) continue;
    if (v.sizes == with_boxes) continue;  // the help's --size line says which those are
    out += " (" + joined(v.sizes, [](int n) { return std::to_string(n) + "x" + std::to_string(n); }) + ")";
  }
  return out;
}

// "standard, star, samurai, ...": what --layout takes.
std::string layout_list() {
  return "standard, " + joined(layouts(), [](const LayoutInfo& l) { return l.id; });
}

// The ladder's rungs, cheapest first: what --technique-cap takes.
std::vector<Technique> techniques_listed() {
  std::vector<Technique> out;
  for (int t = static_cast<int>(kFirstRung); t < static_cast<int>(Technique::kAny); ++t) out.push_back(static_cast<Technique>(t));
  return out;
}

}  // namespace

std::string version_text() { return std::string("sudoku ") + SUDOKU_VERSION; }

std::string usage_text() {
  return "usage: sudoku COMMAND [PUZZLE...] [options]\n"
         "\n"
         "commands:\n"
         "  solve        find one solution\n"
         "  count        count solutions (up to --limit; Ctrl-C stops and reports the count so far;\n"
         "               stopped by --time-limit, it adds about how many there are in all)\n"
         "  estimate     about how many solutions, when a count would take too long: Knuth's\n"
         "               estimate from --probes random walks down the search tree, with its 95%\n"
         "               interval (Ctrl-C or --time-limit: the walks so far)\n"
         "  enumerate    print every solution, one a line (up to --limit)\n"
         "  trace        print the search step by step, one sentence a line (--json: every event)\n"
         "  compare      run every algorithm on each puzzle and print a table of their counters\n"
         "  hint         the next logical step, in words (--json: as data), or why there is none;\n"
         "               --eliminated: after the candidates crossed out so far\n"
         "  explain      the whole logical solution, one worded step a line (a guess of the\n"
         "               solution's digit where no technique applies; --json: every step as data)\n"
         "  rate         each puzzle's level (easy, medium, hard, expert, extreme), score, hardest\n"
         "               technique, guesses and steps, one line each (--json: steps by technique too)\n"
         "  batch        solve (or count up to --limit) one-a-line puzzles of one size in a timed\n"
         "               loop; prints each answer (a solution, 'no solution', 'stopped', or 'not run'\n"
         "               after Ctrl-C), checks it, and a summary of what ran with puzzles per second\n"
         "  generate     new puzzles, one a line, each with one solution (--json: with its seed,\n"
         "               solution and rating); puzzle i of --seed S is remade by --seed S+i\n"
         "  algorithms   list the algorithms\n"
         "  help         print this text (also -h, --help)\n"
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
         "options (a value follows as --limit 3 or --limit=3, or -anaive; after --\n"
         "every argument is a puzzle, even one that starts with '-'):\n"
         "  -a, --algorithm ID   " + joined(algorithms(), [](const Algorithm& a) { return a.id; }) +
         " (default fast)\n"
         "  --variant V          " + variant_list() + "\n"
         "                       (any box shape as rows x columns: 2x6, 6x2, 8x2, ...)\n"
         "  --regions MAP        jigsaw region map (N*N symbols), or @FILE to read it from a file\n"
         "  --layout NAME        " + layout_list() + "\n"
         "                       (standard: a square grid). A layout's puzzle is its bounding box\n"
         "                       as rows of tokens ('.', '0' or '-' blank, outside cells blank too;\n"
         "                       samurai: 21 rows of 21) or its cells in reading order (star: 54)\n"
         "  --shape FILE.json    a custom layout: {\"symbols\": N, \"cells\": [{\"row\", \"col\",\n"
         "                       \"form\": \"square\" or \"triangle\"}...], \"houses\": [[cells]...]}\n"
         "                       A layout's reading order is by place: row by row, each from\n"
         "                       the left, whatever the order of \"cells\"\n"
         "  --iss STRING         the puzzle as an Interactive Sudoku Solver string, or @FILE of\n"
         "                       them one a line: '.~R1C1_5.Cage~15~R1C2~R1C3.Thermo~R2C1~R2C2'\n"
         "                       (also SudokuWiki's killer form '3x3::k:...'). Givens and\n"
         "                       pencilmarks, Shape, Diagonal, Windoku and the constraints\n"
         "                       " + constraint_list() + "\n"
         "                       are read (solve, count, enumerate and trace, with the fast\n"
         "                       solver); a line that starts so needs no --iss\n"
         "  --constraints FILE   the same rules for every puzzle given, as JSON: a list of\n"
         "                       {\"kind\": \"cage\", \"cells\": [0, 1, 9], \"number\": 15}, cells\n"
         "                       numbered in reading order (row-major from 0), kinds as above\n"
         "  -f, --file FILE      read puzzles from FILE\n"
         "  --limit N            stop after N solutions (solve: 1; count, enumerate: no limit)\n"
         "  --max-nodes N        stop after N search nodes (status \"stopped\")\n"
         "  --time-limit MS      stop each search after MS milliseconds (compare: 10000; not batch)\n"
         "  --json               one JSON object per puzzle, on its own line (batch: one in all;\n"
         "                       enumerate: {\"solutions\":[...],\"status\":...}, each solution\n"
         "                       written as it is found, whole JSON even when stopped); UTF-8\n"
         "  --repeat N           batch: time N runs and report the median (default 1)\n"
         "  --summary            batch: print only the summary\n"
         "  -j, --jobs N         batch, and count with the fast solver: run on N threads\n"
         "                       (default: one a core; --threads is the same); enumerate\n"
         "                       (fast) only when given: on 2 or more threads it writes its\n"
         "                       solutions in an order of its own, the same for any N >= 2;\n"
         "                       a puzzle with rules beyond its houses (--iss) runs on one\n"
         "  --eliminated LIST    hint: candidates already crossed out, as 'r1c3<>4, r2c5<>17'\n"
         "                       (cells as the grid names them, values 1-9 then A-P)\n"
         "  --technique-cap ID   hint: use no technique harder than ID (a wrong ID lists them)\n"
         "  --techniques IDS     hint: use only these techniques, as 'naked_single,x_wing'\n"
         "  --version            print \"" + version_text() + "\"\n"
         "generate:\n"
         "  --count N            puzzles to make (default 1)\n"
         "  --seed S             the same seed gives the same puzzles everywhere (default: a random one)\n"
         "  --level L            any (default), easy, medium, hard, expert or extreme: as rate names it\n"
         "  --technique ID       practice: the puzzle's hardest step is this technique (a wrong ID lists them)\n"
         "  --symmetry S         " + joined(symmetries(), [](const SymmetryInfo& s) { return s.id; }) +
         " (default none)\n"
         "  --minimal            no given can be taken out with one solution left\n"
         "  --size N             the square grid's side (default 9, or a --variant box shape's: 3x2\n"
         "                       makes 6x6); --regions random (or --variant jigsaw with no map):\n"
         "                       random jigsaw regions, printed after the puzzle\n"
         "  --attempts N         grids drawn for one puzzle before giving up with budget_spent\n"
         "estimate:\n"
         "  --probes N           random walks (default 10000; more narrow the interval)\n"
         "  --seed S             the same seed gives the same estimate (default 1)\n"
         "\n"
         "exit status: 0 every puzzle had an answer, 1 some had no solution or were stopped\n"
         "(Ctrl-C, also while reading), 2 invalid input, input over its limit, or usage,\n"
         "3 batch found a wrong solution (a solver bug), 4 a write to standard output failed\n"
         "(a full disk, a closed output): the command stops at once, enumerate included,\n"
         "and standard error says why (\"sudoku: cannot write to standard output: ...\")\n";
}

Result<CliOptions> parse_cli(int argc, const char* const* argv) {
  CliOptions o;
  std::vector<std::string> words;  // the command, then the puzzles
  std::string limit, max_nodes, time_limit, repeat, jobs, count, seed, size, attempts, probes;
  bool help = false;

  CLI::App app;
  app.set_help_flag();  // ours prints usage_text()
  app.allow_extras();   // unknown options are collected, then named below
  const auto value = [&](const ValueOption& option, std::string& into) {
    return app.add_option(option.names, into)->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  };
  value(kAlgorithm, o.algorithm);
  value(kVariant, o.variant);
  value(kRegions, o.regions);
  value(kFile, o.file);
  value(kLayout, o.layout);
  value(kShape, o.shape);
  value(kIss, o.iss);
  value(kConstraints, o.constraints);
  value(kLimit, limit);
  value(kMaxNodes, max_nodes);
  value(kTimeLimit, time_limit);
  value(kRepeat, repeat);
  value(kJobs, jobs);
  value(kEliminated, o.eliminated);
  value(kTechniqueCap, o.technique_cap);
  value(kTechniques, o.techniques);
  value(kCount, count);
  value(kSeed, seed);
  value(kProbes, probes);
  value(kLevel, o.level);
  value(kTechnique, o.technique);
  value(kSymmetry, o.symmetry);
  value(kSize, size);
  value(kAttempts, attempts);
  bool* const flag_targets[] = {&o.json, &o.summary, &help, &o.version, &o.minimal};
  for (size_t i = 0; i < std::size(kFlags); ++i)
    app.add_flag(kFlags[i], *flag_targets[i])
        ->disable_flag_override()
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  app.add_option("words", words);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    return usage_error(explain_parse_error(argc, argv, error));
  }

  if (help) o.command = "help";
  if (help || o.version) return o;
  if (words.empty()) return usage_error("no command given; commands are " + joined(kCommands, [](auto c) { return c; }));
  o.command = words[0];
  o.puzzles.assign(words.begin() + 1, words.end());
  bool known = false;
  for (const char* c : kCommands) known = known || o.command == c;
  if (!known)
    return usage_error("unknown command '" + o.command + "'; commands are " + joined(kCommands, [](auto c) { return c; }));
  for (const std::string& extra : app.remaining())  // options CLI11 did not know, and the "--" it saw
    if (extra != "--") return usage_error("unknown option '" + extra + "'");

  std::uint64_t time_limit_ms = 0;
  struct Count {
    const ValueOption& option;
    const std::string& text;
    std::uint64_t& into;
  };
  for (const Count& c : {Count{kLimit, limit, o.limit}, Count{kMaxNodes, max_nodes, o.max_nodes},
                         Count{kTimeLimit, time_limit, time_limit_ms}, Count{kRepeat, repeat, o.repeat},
                         Count{kJobs, jobs, o.jobs}, Count{kCount, count, o.count},
                         Count{kSeed, seed, o.seed}, Count{kSize, size, o.size}, Count{kAttempts, attempts, o.attempts}, Count{kProbes, probes, o.probes}}) {
    if (app.count(long_name(c.option)) == 0) continue;
    Result<std::uint64_t> n = parse_count(c.option, c.text);
    if (!n) return n.error();
    c.into = n.value();
  }
  if (app.count(long_name(kLayout)) && o.layout != "standard" && !layout_spec(o.layout))
    return usage_error("--layout expects a layout (" + layout_list() + "), got '" + o.layout + "'");
  if (app.count(long_name(kShape)) && o.shape.empty()) return usage_error("--shape expects a shape file name, got ''");
  if (!o.shape.empty() && !o.layout.empty() && o.layout != "standard")
    return usage_error("--layout and --shape both name a layout; give one");
  if ((!o.shape.empty() || (!o.layout.empty() && o.layout != "standard")) && app.count(long_name(kSize)))
    return usage_error(std::string(o.shape.empty() ? "--layout" : "--shape") + " has its own size; it takes no --size");
  if ((!o.shape.empty() || (!o.layout.empty() && o.layout != "standard")) && (!o.variant.empty() || !o.regions.empty()))
    return usage_error(std::string(o.shape.empty() ? "--layout" : "--shape") +
                       " has its own houses; it takes no --variant or --regions");
  o.techniques_given = app.count(long_name(kTechniques)) > 0;
  if ((!o.eliminated.empty() || !o.technique_cap.empty() || o.techniques_given) && o.command != "hint")
    return usage_error(std::string(!o.eliminated.empty() ? "--eliminated" : o.techniques_given ? "--techniques" : "--technique-cap") +
                       " belongs to hint (the next step of a logic state); " + o.command + " takes the grid alone");
  if (!o.technique_cap.empty()) {
    const std::optional<Technique> cap = technique_by_id(o.technique_cap);
    if (!cap || !is_rung(*cap))
      return usage_error("--technique-cap expects a technique id (" +
                         joined(techniques_listed(), [](Technique t) { return technique_id(t); }) + "), got '" +
                         o.technique_cap + "'");
  }
  std::string_view bad;
  if (!techniques_from_ids(o.techniques, bad))
    return usage_error("--techniques expects technique ids joined by commas (" +
                       joined(techniques_listed(), [](Technique t) { return technique_id(t); }) + "), got '" +
                       std::string(bad) + "'");
  o.limit_given = app.count(long_name(kLimit)) > 0;
  o.jobs_given = app.count(long_name(kJobs)) > 0;
  o.seed_given = app.count(long_name(kSeed)) > 0;
  o.time_limit_ms = static_cast<double>(time_limit_ms);
  if (o.command == "compare" && o.time_limit_ms == 0) o.time_limit_ms = 10000;
  return o;
}

}  // namespace sudoku::cli
