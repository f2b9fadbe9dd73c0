// What ISS's StrictKropki says of two side by side cells with no dot between
// them: their digits are neither consecutive nor one twice the other.
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_no_kropki(const Shape& shape, const Constraint& c) { return check_two_cells(shape, c); }

bool narrow_no_kropki(const Constraint& c, CandidateMask* masks, int size) {
  static const PairTables tables([](int a, int b) { return a - b != 1 && b - a != 1 && a != 2 * b && b != 2 * a; });
  return narrow_line(masks, static_cast<int>(c.cells.size()), tables.forward[size], tables.reverse[size]);
}

}  // namespace sudoku
