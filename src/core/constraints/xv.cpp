// X and V: the two digits add up to the number (10 for X, 5 for V).
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_xv(const Shape& shape, const Constraint& c) {
  if (std::optional<std::string> why = check_two_cells(shape, c)) return why;
  if (c.number >= 3 && c.number <= 2 * shape.size() - 1) return std::nullopt;
  return constraint_cells_text(shape, c) + " asks for the sum " + std::to_string(c.number) +
         ", which two different digits from 1 to " + std::to_string(shape.size()) + " never make";
}

bool narrow_xv(const Constraint& c, CandidateMask* masks, int size) {
  const Partners p = partners_of(size, [&](int a, int b) { return a + b == c.number; });
  return narrow_line(masks, 2, p, p);
}

}  // namespace sudoku
