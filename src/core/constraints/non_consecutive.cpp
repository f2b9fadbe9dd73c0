// Non-consecutive: side by side cells never hold consecutive digits.
#include "core/constraints/grid_neighbours.hpp"
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_non_consecutive(const Shape& shape, const Constraint& c) { return check_whole_grid(shape, c); }

namespace {

const std::vector<std::pair<int, int>> kSteps = {{0, 1}, {1, 0}};  // half of them: each pair once
const PairTables& tables() {
  static const PairTables t([](int a, int b) { return a - b != 1 && b - a != 1; });
  return t;
}

}  // namespace

bool narrow_non_consecutive(const Constraint& /*c*/, CandidateMask* masks, int size) {
  return narrow_steps(masks, size, kSteps, tables().forward[size]);
}

bool narrow_non_consecutive_since(CandidateMask* masks, const CandidateMask* settled, int size) {
  return narrow_steps_since(masks, settled, size, kSteps, tables().forward[size]);
}

}  // namespace sudoku
