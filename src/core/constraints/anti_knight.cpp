// Anti-knight: cells a chess knight's move apart hold different digits.
#include "core/constraints/grid_neighbours.hpp"
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_anti_knight(const Shape& shape, const Constraint& c) { return check_whole_grid(shape, c); }

const std::vector<std::pair<int, int>>& anti_knight_steps() {
  static const std::vector<std::pair<int, int>> steps = {{1, 2}, {1, -2}, {2, 1}, {2, -1}};  // half of them: each pair once
  return steps;
}

bool narrow_anti_knight(const Constraint& /*c*/, CandidateMask* masks, int size) {
  static const PairTables tables([](int a, int b) { return a != b; });
  return narrow_steps(masks, size, anti_knight_steps(), tables.forward[size]);
}

}  // namespace sudoku
