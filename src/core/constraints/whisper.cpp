// Whisper lines (German whispers at the usual 5): neighbours along the line
// differ by at least the number.
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_whisper(const Shape& shape, const Constraint& c) {
  if (std::optional<std::string> why = check_line(shape, c)) return why;
  if (c.number >= 1 && c.number < shape.size()) return std::nullopt;
  return constraint_cells_text(shape, c) + " asks neighbours to differ by " + std::to_string(c.number) +
         ", which no two digits from 1 to " + std::to_string(shape.size()) + " do";
}

bool narrow_whisper(const Constraint& c, CandidateMask* masks, int size) {
  const Partners p = partners_of(size, [&](int a, int b) { return a - b >= c.number || b - a >= c.number; });
  return narrow_line(masks, static_cast<int>(c.cells.size()), p, p);
}

}  // namespace sudoku
