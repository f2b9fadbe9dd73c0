// Kropki black dots: one digit is twice the other.
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_black_dot(const Shape& shape, const Constraint& c) { return check_two_cells(shape, c); }

bool narrow_black_dot(const Constraint& c, CandidateMask* masks, int size) {
  static const PairTables tables([](int a, int b) { return a == 2 * b || b == 2 * a; });
  return narrow_line(masks, static_cast<int>(c.cells.size()), tables.forward[size], tables.reverse[size]);
}

}  // namespace sudoku
