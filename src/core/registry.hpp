// The list of algorithms. The CLI, the tests, the benchmark and the web page
// all loop over it: adding an algorithm is one file in solvers/ and one row in
// algorithm_list.hpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/search.hpp"

namespace sudoku {

enum Capability : unsigned {
  kCanEnumerate = 1u << 0,   // counts and enumerates every solution up to a limit
  kCanTrace = 1u << 1,       // emits place / remove / dead-end events
  kNamesTechniques = 1u << 2,  // emits kDeduce events naming human techniques
  kCountsBacktracks = 1u << 3, // backtracks follows the sources' definition exactly
  // Its whole search can run for hours on ordinary puzzles (levels: a given
  // prunes only at its own level, so the classic 9x9 takes 1.7e7 nodes, the
  // first source grid about 5e10 and a 12x12 or larger far more). Tests run it
  // under a node budget and skip the runs it cannot finish in it.
  kNeedsBudget = 1u << 4,
  // It visits the empty cells in a fixed order (naive, reverse), so on a
  // large grid a wrong early guess is found only many cells later: easy
  // 16x16 and 25x25 grids can take millions of nodes. Every other algorithm
  // solves easy large grids in a few hundred (large_easy_grids_test.cpp).
  kFixedCellOrder = 1u << 5,
  // It narrows candidates by the puzzle's constraints (killer cages, ...:
  // constraints/constraint.hpp) and checks them on every solution. The
  // others refuse a puzzle that has any.
  kSolvesConstraints = 1u << 6,
};

struct Algorithm {
  std::string_view id;           // stable, used in URLs and --algorithm
  std::string_view name;         // display name
  std::string_view summary;      // what a person gets, in plain words (the page's first line about it)
  std::string_view description;  // how it works, one line
  unsigned capabilities;
  int min_size, max_size;        // supported sizes (every variant is supported)
  void (*run)(const Puzzle&, SearchContext&);
};

const std::vector<Algorithm>& algorithms();

// Why `a` does not take puzzles of `shape`, or nothing when it does: the one
// rule the CLI and the JS API apply. A square grid of side N needs
// min_size <= N <= max_size (the grid sizes it is built and tested for). A
// layout (any shape that is not one square grid: built in or from a shape
// file) is taken by every algorithm whatever its symbol count (1 to kMaxSize,
// which Shape::from_spec checks): each iterates houses and peers, never a
// grid's side, so a 3x3 Latin square solves like any other shape.
std::optional<std::string> refusal(const Algorithm& a, const Shape& shape);
// The same for a puzzle: its shape, and its constraints, which only an
// algorithm with kSolvesConstraints takes ("Naive backtracking does not
// solve killer cages yet; fast does").
std::optional<std::string> refusal(const Algorithm& a, const Puzzle& puzzle);
const Algorithm* find_algorithm(std::string_view id);

// Runs one algorithm and times it (stats.elapsed_ms, std::chrono::steady_clock).
SolveResult run_algorithm(const Algorithm& algorithm, const Puzzle& puzzle, const SearchOptions& options);

// The same, reading no clock: stats.elapsed_ms is 0. For callers that time
// the call themselves: in WebAssembly a clock read is a call out to
// JavaScript, and two of them cost more than reading a puzzle's text.
SolveResult run_untimed(const Algorithm& algorithm, const Puzzle& puzzle, const SearchOptions& options);

}  // namespace sudoku
