// Anti-king: cells a chess king's move apart (diagonal neighbours too) hold different digits.
#include "core/constraints/grid_neighbours.hpp"
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_anti_king(const Shape& shape, const Constraint& c) { return check_whole_grid(shape, c); }

const std::vector<std::pair<int, int>>& anti_king_steps() {
  static const std::vector<std::pair<int, int>> steps = {{0, 1}, {1, -1}, {1, 0}, {1, 1}};  // half of them: each pair once
  return steps;
}

bool narrow_anti_king(const Constraint& /*c*/, CandidateMask* masks, int size) {
  static const PairTables tables([](int a, int b) { return a != b; });
  return narrow_steps(masks, size, anti_king_steps(), tables.forward[size]);
}

}  // namespace sudoku
