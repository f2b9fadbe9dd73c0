#include "core/logic/constraint_steps.hpp"

#include <algorithm>
#include <vector>

namespace sudoku {

bool is_summed_cage(const Constraint& c) {
  return (c.kind == ConstraintKind::cage || c.kind == ConstraintKind::sum) && c.number > 0;
}

std::optional<Deduction> narrowing_step(const CandidateGrid& g, const Constraint& c) {
  const int n = g.shape().size();
  std::vector<CandidateMask> masks(c.cells.size());
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    const int cell = c.cells[i];
    masks[i] = g.value(cell) ? bit_of(g.value(cell)) : g.candidates(cell);
  }
  if (std::find(masks.begin(), masks.end(), CandidateMask{0}) != masks.end()) return std::nullopt;
  std::vector<CandidateMask> narrowed = masks;
  if (!narrow(c, narrowed.data(), n)) return std::nullopt;
  Deduction d;
  std::vector<int> seen;
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    const int cell = c.cells[i];
    if (g.value(cell)) continue;
    d.values |= narrowed[i];
    // (a line may pass a cell twice: each cell's candidates are what every pass leaves)
    CandidateMask kept = narrowed[i];
    for (std::size_t j = 0; j < c.cells.size(); ++j)
      if (c.cells[j] == cell) kept &= narrowed[j];
    if (std::find(seen.begin(), seen.end(), cell) != seen.end()) continue;
    seen.push_back(cell);
    for (CandidateMask gone = masks[i] & ~kept; gone; gone &= gone - 1) d.eliminations.push_back({cell, lowest_value(gone)});
  }
  if (d.eliminations.empty()) return std::nullopt;
  std::sort(d.eliminations.begin(), d.eliminations.end(),
            [](const auto& a, const auto& b) { return a.second != b.second ? a.second < b.second : a.first < b.first; });
  // A rule over the whole grid (anti-knight) names the cells it strikes, not every cell.
  const bool whole_grid = static_cast<int>(c.cells.size()) >= g.shape().cell_count();
  for (int cell : c.cells) {
    if (whole_grid && std::none_of(d.eliminations.begin(), d.eliminations.end(), [&](const auto& e) { return e.first == cell; }))
      continue;
    if (std::none_of(d.cells.begin(), d.cells.end(), [&](const CellInStep& s) { return s.cell == cell; }))
      d.cells.push_back({cell, Role::kPattern});
  }
  d.rule = static_cast<int>(c.kind);
  d.number = c.number;
  return d;
}

}  // namespace sudoku
