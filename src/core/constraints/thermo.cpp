// Thermometers: the digits rise from the bulb (the first cell) along the line.
#include "core/constraints/pair_kinds.hpp"

namespace sudoku {

std::optional<std::string> check_thermo(const Shape& shape, const Constraint& c) {
  if (std::optional<std::string> why = check_line(shape, c)) return why;
  if (static_cast<int>(c.cells.size()) <= shape.size()) return std::nullopt;
  return constraint_cells_text(shape, c) + " is longer than the " + std::to_string(shape.size()) + " digits that can rise along it";
}

bool narrow_thermo(const Constraint& c, CandidateMask* masks, int size) {
  static const PairTables tables([](int a, int b) { return a < b; });
  return narrow_line(masks, static_cast<int>(c.cells.size()), tables.forward[size], tables.reverse[size]);
}

}  // namespace sudoku
