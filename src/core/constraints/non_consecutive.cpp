// Non-consecutive: side by side cells never hold consecutive digits.
#include "core/constraints/grid_neighbours.hpp"
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_non_consecutive(const Shape& shape, const Constraint& c) { return check_whole_grid(shape, c); }

bool narrow_non_consecutive(const Constraint& /*c*/, CandidateMask* masks, int size) {
  static const std::vector<std::pair<int, int>> steps = {{0, 1}, {1, 0}};  // half of them: each pair once
  static const PairTables tables([](int a, int b) { return a - b != 1 && b - a != 1; });
  return narrow_steps(masks, size, steps, tables.forward[size]);
}

}  // namespace sudoku
