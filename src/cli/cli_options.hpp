// Command-line arguments of the `sudoku` tool, parsed by CLI11 (Debian's
// libcli11-dev; the 2.1 API, so that Debian 12's 2.1.2 and 13's 2.4.1 both
// build it). The help text is ours, not CLI11's: its lists come from the
// registries.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/input_error.hpp"

namespace sudoku::cli {

struct CliOptions {
  std::string command;            // solve | count | enumerate | trace | compare | hint | explain | rate | generate | batch | algorithms | help
  bool version = false;           // --version: print version_text() and nothing else
  std::string algorithm = "fast";
  std::string variant;            // "x", "windoku", "x,windoku", "jigsaw", ...
  std::string regions;            // region map text, or @FILE
  std::string layout;             // --layout NAME: a built-in layout (core/layouts.hpp); "standard": a square grid
  std::string shape;              // --shape FILE.json: a custom layout (core/shape_file.hpp)
  std::string file;               // -f FILE
  std::string iss;                // --iss STRING or @FILE: puzzles read as ISS strings (core/iss_format.hpp)
  std::string constraints;        // --constraints FILE: JSON constraints for every puzzle (core/constraints_file.hpp)
  std::vector<std::string> puzzles;  // positional arguments after the command
  std::uint64_t limit = 0;        // 0: the command's default
  bool limit_given = false;
  bool jobs_given = false;        // enumerate spreads only when asked: its order then differs
  std::uint64_t max_nodes = 0;
  double time_limit_ms = 0;       // 0: none (compare: 10 s per algorithm)
  bool json = false;
  std::uint64_t repeat = 1;       // batch: timed runs over the whole file
  bool summary = false;           // batch: only the summary, no line per puzzle
  std::uint64_t jobs = 0;         // batch, count and enumerate (fast): threads to run on; 0 = one a core
  std::string eliminated;         // hint: candidates crossed out so far, "r1c3<>4, ..." (core/logic/eliminations_text.hpp)
  std::string technique_cap;      // hint: the hardest technique it may use (a technique id); empty: any
  std::string techniques;         // hint: the only techniques it may use, ids joined by commas
  bool techniques_given = false;  // (given empty: none may be used)
  // generate (cli/generate_command.hpp):
  std::uint64_t count = 1;        // --count: puzzles to make
  std::uint64_t seed = 0;         // --seed: puzzle i is drawn from seed + i
  bool seed_given = false;        // without --seed, a seed from std::random_device
  std::string level = "any";      // --level: any, or a rating level (core/rating.hpp)
  std::string technique = "any";  // --technique: any, or a rung the puzzle's hardest step must be (practice)
  std::string symmetry = "none";  // --symmetry: an id of core/generate/symmetry.hpp
  bool minimal = false;           // --minimal: no given removable
  std::uint64_t size = 0;         // --size: the square grid's side; 0: not given (9, or the --variant box shape's)
  std::uint64_t attempts = 0;     // --attempts: grids drawn per puzzle before giving up (0: the default)
  std::uint64_t probes = 10000;   // estimate: Knuth's random walks (core/estimate.hpp)
};

// Parses argv: `sudoku COMMAND [PUZZLE...] [options]`, options anywhere,
// `--opt value` or `--opt=value`, `--` before puzzles that start with '-'.
// An error (code kBadOption) is one line naming the bad argument and what was
// expected: "--limit expects a whole number of solutions (0 for no limit), got 'x'".
Result<CliOptions> parse_cli(int argc, const char* const* argv);

// The help text; its variant list comes from the registry (core/variants.hpp).
std::string usage_text();

// "sudoku 0.1.0": the version of CMake's project().
std::string version_text();

}  // namespace sudoku::cli
