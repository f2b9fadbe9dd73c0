// Alternating inference chains: candidates (cell, value) joined by links
// that alternate strong and weak, starting and ending with a strong one.
//   strong  at least one of the two is true: the two candidates of a
//           bivalue cell, or the two places of a value in a complete house
//   weak    at most one of the two is true: two candidates of one cell, or
//           one value in two cells that see each other
// Read from its first node assumed false, each strong link makes the next
// node true and each weak link the next false, so the first node or the
// last is true. What follows, for first (c1, a) and last (c2, b):
//   a == b, c1 != c2   a leaves every cell that sees both ends
//   c1 == c2, a != b   the cell holds a or b: its other candidates go
//   c1 sees c2, a != b b leaves c1 and a leaves c2
//   first == last      the first node is true: its cell's other candidates go
// The search finds a shortest chain (fewest nodes) with an elimination.
#pragma once

#include <optional>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

enum class ChainKind {
  kX,    // one value: strong links are a house's two places, weak links peers (X-Chain)
  kXY,   // bivalue cells: strong links inside a cell, weak links peers with one value (XY-Chain)
  kAny,  // every kind of link (AIC, nice loops)
};

// The shortest chain of the kind with at most max_nodes nodes that removes
// a candidate; score: the technique's, plus 10 for every two nodes past six.
std::optional<Deduction> find_chain(const CandidateGrid& g, ChainKind kind, int max_nodes, int score);

}  // namespace sudoku
