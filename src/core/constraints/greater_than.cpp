// Greater-than signs: the first cell's digit is the larger.
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_greater_than(const Shape& shape, const Constraint& c) { return check_two_cells(shape, c); }

bool narrow_greater_than(const Constraint& c, CandidateMask* masks, int size) {
  static const PairTables tables([](int a, int b) { return a > b; });
  return narrow_line(masks, static_cast<int>(c.cells.size()), tables.forward[size], tables.reverse[size]);
}

}  // namespace sudoku
