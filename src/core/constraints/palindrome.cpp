// Palindromes: the line reads the same from either end (cell i holds what
// cell count - 1 - i holds).
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_palindrome(const Shape& shape, const Constraint& c) { return check_line(shape, c); }

bool narrow_palindrome(const Constraint& c, CandidateMask* masks, int /*size*/) {
  const int count = static_cast<int>(c.cells.size());
  for (int i = 0, j = count - 1; i < j; ++i, --j)
    if (!(masks[i] = masks[j] = masks[i] & masks[j])) return false;
  return true;
}

}  // namespace sudoku
