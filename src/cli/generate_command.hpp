// `sudoku generate`: new puzzles from core/generate (issue 30), one a line,
// or one JSON object a line with the seed that remakes it and its rating.
//
// Puzzle i (0-based) of a run with --seed S is drawn from seed S + i alone,
// so `--seed S+i --count 1` gives it again, and so does the page's link.
#pragma once

#include <iosfwd>

#include "cli/cli_options.hpp"
#include "core/shape.hpp"

namespace sudoku::cli {

// `layout`: the --layout or --shape shape, or null for a square grid of
// --size with --variant and --regions ("random", or --variant jigsaw with no
// map: random regions for each puzzle). Returns an ExitCode.
int run_generate(const CliOptions& options, const ShapePtr& layout, std::ostream& out, std::ostream& err);

}  // namespace sudoku::cli
