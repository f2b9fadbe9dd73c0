// Simple colouring: one value's conjugate pairs (a complete house where it
// has just two places) joined into clusters, each cell coloured so that the
// two places of every pair differ. In each cluster one colour is the value
// and the other is not; the colour trap and the colour wrap (techniques/)
// read eliminations off that.
#pragma once

#include <vector>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

// A cluster of v's conjugate pairs: its cells by colour, and the houses whose
// pairs join them. Clusters of one pair are left out (every cell that sees
// both of its places is found by the box/line and subset rungs).
struct ColourCluster {
  int value;
  std::vector<int> colour[2];
  std::vector<int> houses;
};

// Every cluster of v's conjugate pairs that two colours can paint (an odd
// loop of pairs cannot be: such a grid has no solution, and is skipped).
// (Kept for the last grid asked about on this thread: the three colouring
// rungs ask in turn.)
const std::vector<ColourCluster>& colour_clusters(const CandidateGrid& g, int v);

// True when `cell` sees some cell of `cells` (a colour, when a trap or a
// multi-colouring asks whether a cell sees it).
bool sees_one_of(const Shape& s, int cell, const std::vector<int>& cells);

// The step of a cluster that removes v from `targets`: its houses as base,
// the colour named first (false_colour, 0 or 1) as colour_a, the other as
// colour_b.
Deduction colouring_step(const ColourCluster& cluster, int first_colour, const std::vector<int>& targets);

}  // namespace sudoku
