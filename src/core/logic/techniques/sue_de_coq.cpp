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

// The cells of house h, as bits.
CellBits house_bits(const Shape& s, int h) {
  CellBits bits(static_cast<std::size_t>(s.cell_count() + 63) / 64, 0);
  for (int c : s.houses()[h].cells) bits[static_cast<std::size_t>(c) / 64] |= std::uint64_t{1} << (c % 64);
  return bits;
}

// True when every cell of `set` is in `inside` and none in `outside`.
bool only_in(const Als& set, const CellBits& inside, const CellBits& outside) {
  for (std::size_t w = 0; w < set.words; ++w)
    if ((set.bits()[w] & ~inside[w]) || (set.bits()[w] & outside[w])) return false;
  return true;
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
  std::vector<std::vector<const Als*>> within;  // by house: the sets all in it, in the sets' order
  for (int line = 0; line < house_count(g); ++line) {
    if (!is_line(s, line)) continue;
    for (int other = 0; other < house_count(g); ++other) {
      if (is_line(s, other)) continue;
      std::vector<int> meet;
      for (int c : cells_of(g, line))
        if (!g.value(c) && in_house(s, c, other)) meet.push_back(c);
      if (meet.size() < 2) continue;
      // The sets that may be L (in the line only) and X (in the other house
      // only), found once for every choice of C.
      std::vector<const Als*> line_only, other_only;
      bool sorted = false;
      for (int k = 2; k <= 3 && k <= static_cast<int>(meet.size()); ++k) {
        std::vector<int> chosen;
        std::optional<Deduction> found;
        auto visit = [&](const std::vector<int>& c_cells) {
          CandidateMask v = 0;
          for (int c : c_cells) v |= g.candidates(c);
          if (count_of(v) < k + 2) return false;
          if (!sets) sets = &almost_locked_sets(g);
          if (within.empty()) {
            within.resize(s.houses().size());
            for (const Als& a : *sets)
              for (int h : s.houses_of(a.cells[0]))
                if (std::all_of(a.cells.begin(), a.cells.end(), [&](int c) { return in_house(s, c, h); }))
                  within[static_cast<std::size_t>(h)].push_back(&a);
          }
          if (!sorted) {
            const CellBits line_bits = house_bits(s, line), other_bits = house_bits(s, other);
            for (const Als* a : within[static_cast<std::size_t>(line)])
              if (only_in(*a, line_bits, other_bits)) line_only.push_back(a);
            for (const Als* a : within[static_cast<std::size_t>(other)])
              if (only_in(*a, other_bits, line_bits)) other_only.push_back(a);
            sorted = true;
          }
          for (const Als* lp : line_only) {
            const Als& l = *lp;
            if (l.values & ~v) continue;
            for (const Als* xp : other_only) {
              const Als& x = *xp;
              if ((x.values & ~v) || (x.values & l.values)) continue;
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
