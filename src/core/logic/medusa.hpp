// 3D Medusa (techniques/medusa_*.cpp): colouring across values. Candidates
// are joined by strong links of two kinds, each "exactly one of the two is
// true": a cell's two candidates when it has two, and a value's two places in
// a complete house that has two. A cluster of joined candidates takes two
// colours, alternating along the links; in the solution one colour is all
// true and the other all false. A colour that would put two values in one
// cell, or one value twice in a house, is the false one (the wrap); a
// candidate outside the cluster that the true colour rules out whichever it
// is goes (the trap).
#pragma once

#include <utility>
#include <vector>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

struct MedusaCluster {
  std::vector<std::pair<int, int>> colour[2];  // (cell, value) of each colour, in the order reached
  std::vector<int> houses;                     // the houses whose conjugate pairs join it
};

// Every cluster of at least three candidates that two colours can paint (an
// odd loop of such links means the grid has no solution: skipped), by its
// first candidate in reading order.
// (Kept for the last grid asked about on this thread: both Medusa rungs ask.)
const std::vector<MedusaCluster>& medusa_clusters(const CandidateGrid& g);

// The step of a cluster removing `eliminations`: its houses as base, the
// cells of the colour named first (first_colour, 0 or 1) as colour_a, of the
// other as colour_b, every value the cluster colours as values.
Deduction medusa_step(const MedusaCluster& cluster, int first_colour, std::vector<std::pair<int, int>> eliminations);

}  // namespace sudoku
