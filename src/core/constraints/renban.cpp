// Renban lines: the digits on the line differ and form a run of consecutive
// values, in any order. Each run of count values that the cells can take one
// each (a matching) is kept; a cell keeps the values it takes in some
// matching of a run kept.
#include <optional>
#include <string>

#include "core/constraints/constraint.hpp"
#include "core/constraints/matching.hpp"
#include "core/shape.hpp"

namespace sudoku {

std::optional<std::string> check_renban(const Shape& shape, const Constraint& c) {
  if (static_cast<int>(c.cells.size()) <= shape.size()) return std::nullopt;
  return constraint_cells_text(shape, c) + " has " + std::to_string(c.cells.size()) + " cells, more than the " +
         std::to_string(shape.size()) + " different digits";
}

bool narrow_renban(const Constraint& c, CandidateMask* masks, int size) {
  const int count = static_cast<int>(c.cells.size());
  CandidateMask kept[kMaxSize] = {};
  Matching matching(masks, count);
  bool any = false;
  for (int first = 1; first + count - 1 <= size; ++first) {
    const CandidateMask run = all_values(first + count - 1) & ~all_values(first - 1);
    if (!matching.complete(run)) continue;
    any = true;
    matching.add_supported(run, kept);  // each cell: the run's values it takes in some matching
  }
  if (!any) return false;
  for (int i = 0; i < count; ++i) masks[i] = kept[i];
  return true;
}

}  // namespace sudoku
