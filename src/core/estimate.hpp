// An estimate of how many solutions a puzzle has, for grids whose exact
// count would take too long (an empty 9x9 has 6.67 x 10^21): Knuth's
// estimator of a search tree's size (Knuth 1975, "Estimating the efficiency
// of backtrack programs"), on the tree of a search that places forced cells
// and branches on the empty cell with the fewest candidates.
//
// A probe walks from the root to a leaf, taking one of a node's children at
// random, and scores the product of the numbers of children it passed: that
// product if the leaf is a solution, 0 if it is a dead end. The mean of the
// probes' scores is an unbiased estimate of the number of solutions; the
// spread of the scores gives a 95% confidence interval (the mean plus or
// minus 1.96 standard errors, the normal approximation over many probes).
// The interval is only as good as the probes: a tree whose solutions hide in
// a few rare branches can look smaller than it is, and a few probes that
// all die say "0" about a puzzle that has solutions. Measured against exact
// counts (tests/core/estimate_test.cpp), 85-100% of the intervals of 2,000
// probes hold the truth. Where a count finishes, count instead.
#pragma once

#include <cstdint>

#include "core/puzzle.hpp"
#include "core/search.hpp"

namespace sudoku {

struct EstimateOptions {
  std::uint64_t probes = 10000;  // how many random walks (at least 1)
  std::uint64_t seed = 1;        // the same seed, the same estimate
  StopCheck* stop = nullptr;     // asked every few probes; then the probes so far give the estimate
};

// A number that may pass a double's 10^308 (a 25x25 has about 4 x 10^308
// solutions): mantissa x 10^exponent, the mantissa in [1, 10), or 0 and 0.
struct Magnitude {
  double mantissa = 0;
  int exponent = 0;
  double value() const;  // as a double: infinity past 1.8 x 10^308
};

struct SolutionEstimate {
  Magnitude solutions;         // the mean of the probes' scores
  Magnitude low, high;         // the 95% confidence interval (low is at least 0)
  double relative_error = 0;   // (high - low) / 2 / solutions: 0.1 is "within 10%"; 0 when solutions is 0
  std::uint64_t probes = 0;    // probes run (fewer than asked when stopped)
  std::uint64_t solved = 0;    // probes that ended on a solution
  bool stopped = false;        // the stop check ended it early
};

// Estimates the number of solutions of `puzzle` (any shape: sizes, variants,
// layouts). A puzzle whose givens already break a rule has none: solutions,
// low and high are 0.
SolutionEstimate estimate_solutions(const Puzzle& puzzle, const EstimateOptions& options);

}  // namespace sudoku
