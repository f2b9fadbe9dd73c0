// `sudoku batch`: a file of one-a-line puzzles solved (or counted up to
// --limit) in one timed loop, --repeat times; every solution is checked
// afterwards. What scripts/bench runs natively.
#pragma once

#include <atomic>
#include <iosfwd>
#include <string>

#include "cli/cli_options.hpp"
#include "core/shape.hpp"

namespace sudoku::cli {

// `text` holds the puzzles (of `layout`, one a line in reading order, unless
// it is null). Prints one line per puzzle unless --summary: its first
// solution, or "no solution", or "stopped" (its search was stopped before it
// found one), or "not run" (Ctrl-C ended the batch before it); with a --limit
// other than 1 a tab and the count follow, with '+' when it is not complete;
// a search stopped after finding solutions ends its line in a tab and
// "stopped". Then a summary line (or one JSON object) of the puzzles that ran.
int run_batch(const CliOptions& options, const std::string& text, const ShapePtr& layout, std::ostream& out, std::ostream& err,
              const std::atomic<bool>& interrupted);

}  // namespace sudoku::cli
