// Little killers: the digits along a diagonal, from the clue outside the
// grid, add up to the number; they may repeat. As a sum (sum_bounds.hpp).
#include <optional>
#include <string>

#include "core/constraints/constraint.hpp"
#include "core/constraints/sum_bounds.hpp"
#include "core/shape.hpp"

namespace sudoku {

std::optional<std::string> check_little_killer(const Shape& shape, const Constraint& c) {
  const int k = static_cast<int>(c.cells.size()), n = shape.size();
  if (c.number >= k && c.number <= k * n) return std::nullopt;
  return constraint_cells_text(shape, c) + " has the sum " + std::to_string(c.number) + ", but its " + std::to_string(k) +
         " digits add up to " + std::to_string(k) + " to " + std::to_string(k * n);
}

bool narrow_little_killer(const Constraint& c, CandidateMask* masks, int size) {
  return narrow_summed_cells(c, masks, size);
}

}  // namespace sudoku
