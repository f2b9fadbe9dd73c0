// Renban lines: the digits on the line differ and form a run of consecutive
// values, in any order. Each run of count values that the cells can take one
// each (a matching) is kept; a cell keeps the values it takes in some
// matching of a run kept. The values of every run kept are the line's
// required values (constraint.hpp: the fast solver strikes one from every
// cell that sees all the cells of the line that can take it).
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

CandidateMask required_renban(const Constraint& c, const CandidateMask* masks, int size) {
  const int count = static_cast<int>(c.cells.size());
  Matching matching(masks, count);
  CandidateMask required = all_values(size);
  bool any = false;
  for (int first = 1; first + count - 1 <= size; ++first) {
    const CandidateMask run = all_values(first + count - 1) & ~all_values(first - 1);
    if ((required & run) == required && any) continue;  // nothing this run could take away
    if (!matching.complete(run)) continue;
    any = true;
    required &= run;
  }
  return any ? required : 0;
}

}  // namespace sudoku
