// A cell limited to some values (ISS's pencilmarks, "R4C7_2_4_6_8": the
// even and odd cells of its puzzles): number holds them as a CandidateMask.
#include <optional>
#include <string>

#include "core/constraints/constraint.hpp"
#include "core/shape.hpp"

namespace sudoku {

std::optional<std::string> check_values(const Shape& shape, const Constraint& c) {
  if (c.cells.size() != 1) return constraint_cells_text(shape, c) + " limits one cell, not " + std::to_string(c.cells.size());
  const CandidateMask m = static_cast<CandidateMask>(c.number);
  if (c.number > 0 && (m & ~all_values(shape.size())) == 0) return std::nullopt;
  return constraint_cells_text(shape, c) + " allows no value from 1 to " + std::to_string(shape.size());
}

bool narrow_values(const Constraint& c, CandidateMask* masks, int /*size*/) {
  return (masks[0] &= static_cast<CandidateMask>(c.number)) != 0;
}

}  // namespace sudoku
