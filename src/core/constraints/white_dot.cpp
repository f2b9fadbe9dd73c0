// Kropki white dots: the two digits are consecutive.
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_white_dot(const Shape& shape, const Constraint& c) { return check_two_cells(shape, c); }

bool narrow_white_dot(const Constraint& c, CandidateMask* masks, int size) {
  static const PairTables tables([](int a, int b) { return a - b == 1 || b - a == 1; });
  return narrow_line(masks, static_cast<int>(c.cells.size()), tables.forward[size], tables.reverse[size]);
}

}  // namespace sudoku
