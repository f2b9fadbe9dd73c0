#include "core/logic/als.hpp"

#include <algorithm>
#include <set>

#include "core/logic/house_logic.hpp"

namespace sudoku {

std::vector<Als> almost_locked_sets(const CandidateGrid& g, int max_cells, std::size_t max_sets) {
  std::vector<Als> out;
  std::set<std::vector<int>> seen;
  for (int h = 0; h < house_count(g); ++h) {
    std::vector<int> empty;
    for (int c : cells_of(g, h))
      if (!g.value(c)) empty.push_back(c);
    std::sort(empty.begin(), empty.end());
    for (int k = 1; k <= max_cells && k <= static_cast<int>(empty.size()); ++k) {
      std::vector<int> chosen;
      auto visit = [&](const std::vector<int>& cells) {
        CandidateMask values = 0;
        for (int c : cells) values |= g.candidates(c);
        if (count_of(values) != k + 1 || !seen.insert(cells).second) return false;
        out.push_back({h, cells, values});
        return out.size() >= max_sets;
      };
      if (for_each_subset(empty, k, chosen, 0, visit)) return out;
    }
  }
  return out;
}

std::vector<int> cells_with(const CandidateGrid& g, const Als& set, int v) {
  std::vector<int> out;
  for (int c : set.cells)
    if (g.candidates(c) & bit_of(v)) out.push_back(c);
  return out;
}

bool disjoint(const Als& a, const Als& b) {
  for (int c : a.cells)
    if (std::binary_search(b.cells.begin(), b.cells.end(), c)) return false;
  return true;
}

bool restricted_common(const CandidateGrid& g, const Als& a, const Als& b, int v) {
  if (!(a.values & b.values & bit_of(v))) return false;
  const Shape& s = g.shape();
  for (int ca : cells_with(g, a, v))
    for (int cb : cells_with(g, b, v))
      if (!sees(s, ca, cb)) return false;
  return true;
}

std::optional<Deduction> als_xz_step(const CandidateGrid& g, const Als& a, const Als& b, int x) {
  Deduction step;
  std::vector<int> both = a.cells;
  both.insert(both.end(), b.cells.begin(), b.cells.end());
  for (CandidateMask zs = a.values & b.values & ~bit_of(x); zs; zs &= zs - 1) {
    const int z = lowest_value(zs);
    std::vector<int> z_cells = cells_with(g, a, z);
    const std::vector<int> in_b = cells_with(g, b, z);
    z_cells.insert(z_cells.end(), in_b.begin(), in_b.end());
    for (int t : seeing_all(g, z_cells, z, both)) step.eliminations.push_back({t, z});
  }
  if (step.eliminations.empty()) return std::nullopt;
  std::sort(step.eliminations.begin(), step.eliminations.end());
  step.houses = {{a.house, Role::kBase}, {b.house, Role::kCover}};
  for (int c : a.cells) step.cells.push_back({c, Role::kColourA});
  for (int c : b.cells) step.cells.push_back({c, Role::kColourB});
  step.values = bit_of(x);
  return step;
}

}  // namespace sudoku
