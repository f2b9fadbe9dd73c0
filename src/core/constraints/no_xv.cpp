// What ISS's StrictXV says of two side by side cells with no X or V between
// them: their digits add up to neither 5 nor 10.
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_no_xv(const Shape& shape, const Constraint& c) { return check_two_cells(shape, c); }

bool narrow_no_xv(const Constraint& c, CandidateMask* masks, int size) {
  static const PairTables tables([](int a, int b) { return a + b != 5 && a + b != 10; });
  return narrow_line(masks, static_cast<int>(c.cells.size()), tables.forward[size], tables.reverse[size]);
}

}  // namespace sudoku
