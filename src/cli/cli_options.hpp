// Command-line arguments of the `sudoku` tool.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/input_error.hpp"

namespace sudoku::cli {

struct CliOptions {
  std::string command;            // solve | count | enumerate | trace | compare | hint | batch | algorithms | help
  std::string algorithm = "fast";
  std::string variant;            // "x", "windoku", "x,windoku", "jigsaw", ...
  std::string regions;            // region map text, or @FILE
  std::string file;               // -f FILE
  std::vector<std::string> puzzles;  // positional arguments
  std::uint64_t limit = 0;        // 0: the command's default
  bool limit_given = false;
  std::uint64_t max_nodes = 0;
  double time_limit_ms = 0;       // 0: none (compare: 10 s per algorithm)
  bool json = false;
  std::uint64_t repeat = 1;       // batch: timed runs over the whole file
  bool summary = false;           // batch: only the summary, no line per puzzle
};

// Parses argv; an error names the bad argument.
Result<CliOptions> parse_cli(int argc, char** argv);

// The help text; its variant list comes from the registry (core/variants.hpp).
std::string usage_text();

}  // namespace sudoku::cli
