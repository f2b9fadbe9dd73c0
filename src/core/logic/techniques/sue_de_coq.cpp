// Sue de Coq (logic/als.hpp): where a line (row or column) meets another
// house (a box, a region, ...), two or three empty cells C hold values V,
// at least two more than cells. A set L of cells in the line only and a set
// X in the other house only, each an almost locked set with values inside V
// and none in common, bring the cells to |V|. Each value of L's can then be
// in C or L once at most, each of X's in C or X, each other value of V in C:
// so every value is in these cells once. L's values leave the rest of the
// line, X's the rest of the other house, and the others both.
#include <algorithm>

#include "core/logic/als.hpp"
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

namespace {

bool is_line(const Shape& s, int h) {
  return s.houses()[h].kind == HouseKind::kRow || s.houses()[h].kind == HouseKind::kColumn;
}

// True when every cell of `set` is in house `inside` and none in `outside`.
bool only_in(const Shape& s, const Als& set, int inside, int outside) {
  return std::all_of(set.cells.begin(), set.cells.end(),
                     [&](int c) { return in_house(s, c, inside) && !in_house(s, c, outside); });
}

// `values` leave the cells of house h outside `keep`.
void clear_house(const CandidateGrid& g, int h, CandidateMask values, const std::vector<int>& keep,
                 std::vector<std::pair<int, int>>& out) {
  for (int c : cells_of(g, h)) {
    if (g.value(c) || std::find(keep.begin(), keep.end(), c) != keep.end()) continue;
    for (CandidateMask m = g.candidates(c) & values; m; m &= m - 1) out.push_back({c, lowest_value(m)});
  }
}

}  // namespace

std::optional<Deduction> find_sue_de_coq(const CandidateGrid& g) {
  const Shape& s = g.shape();
  const std::vector<Als>* sets = nullptr;  // asked for when first needed
  for (int line = 0; line < house_count(g); ++line) {
    if (!is_line(s, line)) continue;
    for (int other = 0; other < house_count(g); ++other) {
      if (is_line(s, other)) continue;
      std::vector<int> meet;
      for (int c : cells_of(g, line))
        if (!g.value(c) && in_house(s, c, other)) meet.push_back(c);
      for (int k = 2; k <= 3 && k <= static_cast<int>(meet.size()); ++k) {
        std::vector<int> chosen;
        std::optional<Deduction> found;
        auto visit = [&](const std::vector<int>& c_cells) {
          CandidateMask v = 0;
          for (int c : c_cells) v |= g.candidates(c);
          if (count_of(v) < k + 2) return false;
          if (!sets) sets = &almost_locked_sets(g);
          std::vector<const Als*> in_line, in_other;  // the sets that may be L, and X
          for (const Als& a : *sets) {
            if (a.values & ~v) continue;
            if (only_in(s, a, line, other)) in_line.push_back(&a);
            else if (only_in(s, a, other, line)) in_other.push_back(&a);
          }
          for (const Als* lp : in_line) {
            const Als& l = *lp;
            for (const Als* xp : in_other) {
              const Als& x = *xp;
              if (x.values & l.values) continue;
              if (count_of(v) != k + static_cast<int>(l.cells.size() + x.cells.size())) continue;
              const CandidateMask rest = v & ~l.values & ~x.values;
              std::vector<int> keep_line = c_cells, keep_other = c_cells;
              keep_line.insert(keep_line.end(), l.cells.begin(), l.cells.end());
              keep_other.insert(keep_other.end(), x.cells.begin(), x.cells.end());
              Deduction d;
              clear_house(g, line, l.values | rest, keep_line, d.eliminations);
              clear_house(g, other, x.values | rest, keep_other, d.eliminations);
              if (d.eliminations.empty()) continue;
              std::sort(d.eliminations.begin(), d.eliminations.end());
              d.eliminations.erase(std::unique(d.eliminations.begin(), d.eliminations.end()), d.eliminations.end());
              d.houses = {{line, Role::kBase}, {other, Role::kCover}};
              for (int c : c_cells) d.cells.push_back({c, Role::kPattern});
              for (int c : l.cells) d.cells.push_back({c, Role::kColourA});
              for (int c : x.cells) d.cells.push_back({c, Role::kColourB});
              d.values = v;
              found = std::move(d);
              return true;
            }
          }
          return false;
        };
        if (for_each_subset(meet, k, chosen, 0, visit)) return found;
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
