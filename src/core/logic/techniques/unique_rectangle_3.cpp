// Unique rectangle, type 3 (sound only on a grid known to have one
// solution; rectangles.hpp): the floor holds just {u, v}, the two roof cells
// those and extra candidates E between them (not one and the same, type 2's).
// Were neither roof cell a value of E, the four could swap u and v and the
// grid would have two solutions; so the roof holds a value of E, and in a
// house holding both roof cells it acts as one cell whose candidates are E.
// With k other cells of that house whose candidates and E make k + 1 values,
// those k + 1 cells hold the k + 1 values (a naked subset), which leave the
// house's other cells.
#include <algorithm>

#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"
#include "core/logic/rectangles.hpp"

namespace sudoku {

namespace {

constexpr int kMostSubsetCells = 3;  // with the roof, a naked quad at most

}  // namespace

std::optional<Deduction> find_unique_rectangle_3(const CandidateGrid& g) {
  const Shape& s = g.shape();
  return each_rectangle(g, [&](int a, int b, int c, int d, CandidateMask pair) -> std::optional<Deduction> {
    const CandidateMask extra = (g.candidates(c) | g.candidates(d)) & ~pair;
    if (g.candidates(c) == pair || g.candidates(d) == pair) return std::nullopt;  // type 1's, a rung before
    if (count_of(extra) < 2) return std::nullopt;                                   // type 2's
    for (int h : s.houses_of(c)) {
      if (!in_house(s, d, h)) continue;
      std::vector<int> others;  // the house's other empty cells, each a possible member of the subset
      for (int x : cells_of(g, h))
        if (x != c && x != d && !g.value(x) && count_of(g.candidates(x)) <= kMostSubsetCells + 1) others.push_back(x);
      std::optional<Deduction> found;
      for (int k = 1; k <= kMostSubsetCells && !found; ++k) {
        auto few_values = [&](const std::vector<int>& chosen) {
          CandidateMask values = extra;
          for (int x : chosen) values |= g.candidates(x);
          return count_of(values) <= k + 1;
        };
        auto visit = [&](const std::vector<int>& chosen) {
          CandidateMask values = extra;
          for (int x : chosen) values |= g.candidates(x);
          if (count_of(values) != k + 1) return false;
          Deduction step;
          for (int x : cells_of(g, h)) {
            if (x == c || x == d || g.value(x) || std::find(chosen.begin(), chosen.end(), x) != chosen.end()) continue;
            for (CandidateMask m = g.candidates(x) & values; m; m &= m - 1) step.eliminations.push_back({x, lowest_value(m)});
          }
          if (step.eliminations.empty()) return false;
          std::sort(step.eliminations.begin(), step.eliminations.end());
          step.houses = rectangle_houses(s, a, b, c, d);
          step.houses.push_back({h, Role::kCover});
          step.cells = {{a, Role::kPattern}, {b, Role::kPattern}, {c, Role::kFin}, {d, Role::kFin}};
          for (int x : chosen) step.cells.push_back({x, Role::kColourA});
          step.values = values;
          found = std::move(step);
          return true;
        };
        std::vector<int> chosen;
        for_each_subset_while(others, k, chosen, 0, few_values, visit);
      }
      if (found) return found;
    }
    return std::nullopt;
  });
}

}  // namespace sudoku
