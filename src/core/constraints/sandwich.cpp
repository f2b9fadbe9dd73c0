// Sandwiches: the digits of a whole row or column (cells in line order)
// that lie between its 1 and its N add up to the number (0: the two are
// side by side). The line is a house, so its digits differ already.
// Narrowing: each pair of places (i, j) the 1 and the N can take is kept
// when some filling fits it, and a cell keeps what it takes in some pair
// kept (the 1 or the N at its place, a digit between or outside).
// Up to 16x16 a filling is a set of digits from 2 to N - 1 of the size of
// the gap adding up to the number, all of them among the cells between,
// with enough other digits outside; the cells between keep the digits of
// the fillings that fit, the cells outside the digits that some such
// filling leaves out. On larger grids (2^23 sets) the cells between keep
// the digits that leave the others room by the least and most they add up
// to, and the cells outside any digit but 1 and N.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/constraints/constraint.hpp"
#include "core/constraints/sum_bounds.hpp"
#include "core/shape.hpp"

namespace sudoku {

std::optional<std::string> check_sandwich(const Shape& shape, const Constraint& c) {
  const int n = shape.size();
  // A row or a column of a square grid, in order (either way): a house, whose digits differ.
  bool line = shape.is_square_grid() && static_cast<int>(c.cells.size()) == n;
  if (line) {
    const int step = c.cells[1] - c.cells[0];
    const bool row = (step == 1 || step == -1) && c.cells[0] / n == c.cells[1] / n;
    const bool column = step == n || step == -n;
    line = row || column;
    for (int k = 1; line && k < n; ++k)
      line = c.cells[k] - c.cells[k - 1] == step && (!row || c.cells[k] / n == c.cells[0] / n);
  }
  if (!line) return constraint_cells_text(shape, c) + " must be a whole row or column of " + std::to_string(n) + " cells, in order";
  const int most = n * (n + 1) / 2 - 1 - n;
  if (c.number < 0 || c.number > most)
    return constraint_cells_text(shape, c) + " has the sum " + std::to_string(c.number) + ", but the digits between 1 and " +
           std::to_string(n) + " add up to 0 to " + std::to_string(most);
  return std::nullopt;
}

namespace {

constexpr int kMostFillingSize = 16;

// fillings(size, sum, gap): the sets of `gap` different digits from 2 to
// size - 1 that add up to `sum`, as masks; built once for every size up to 16.
class Fillings {
 public:
  Fillings() {
    for (int size = 4; size <= kMostFillingSize; ++size) {
      const int most = size * (size + 1) / 2 - 1 - size;
      auto& bySum = table_[size];
      bySum.assign(most + 1, std::vector<std::vector<CandidateMask>>(size - 1));
      const CandidateMask middle = all_values(size) & ~bit_of(1) & ~bit_of(size);
      // Every subset of the middle digits (bits 1 to size - 2).
      for (CandidateMask m = middle;; m = (m - 1) & middle) {
        int sum = 0;
        for (CandidateMask r = m; r; r &= r - 1) sum += lowest_value(r);
        bySum[sum][count_of(m)].push_back(m);
        if (!m) break;
      }
    }
  }
  const std::vector<CandidateMask>& of(int size, int sum, int gap) const { return table_[size][sum][gap]; }

 private:
  std::array<std::vector<std::vector<std::vector<CandidateMask>>>, kMostFillingSize + 1> table_;
};

const Fillings& fillings() {
  static const Fillings table;
  return table;
}

// The sandwich on a grid up to 16x16, by its fillings (see the top). Each
// stretch (lo, hi) is looked at once for both ways round of the 1 and the
// N; its cells between and outside are unions grown and read from prefix
// and suffix tables, and what the cells outside keep is gathered per end
// and spread once at the end.
bool narrow_by_fillings(const Constraint& c, CandidateMask* masks, int size) {
  const int count = static_cast<int>(c.cells.size());
  const CandidateMask one = bit_of(1), top = bit_of(size), middle = all_values(size) & ~one & ~top, ends = one | top;
  // before[k], after[k]: the middle values of the cells before k, from k on; false when one of them has none.
  CandidateMask before[kMaxSize + 1], after[kMaxSize + 1];
  bool before_ok[kMaxSize + 1], after_ok[kMaxSize + 1];
  before[0] = 0;
  before_ok[0] = true;
  for (int k = 0; k < count; ++k) {
    before[k + 1] = before[k] | (masks[k] & middle);
    before_ok[k + 1] = before_ok[k] && (masks[k] & middle);
  }
  after[count] = 0;
  after_ok[count] = true;
  for (int k = count - 1; k >= 0; --k) {
    after[k] = after[k + 1] | (masks[k] & middle);
    after_ok[k] = after_ok[k + 1] && (masks[k] & middle);
  }
  CandidateMask kept[kMaxSize] = {};
  CandidateMask left_of[kMaxSize] = {}, right_of[kMaxSize] = {};  // what the cells before lo (after hi) keep, by lo (hi)
  for (int lo = 0; lo < count; ++lo) {
    if (!(masks[lo] & ends) || !before_ok[lo]) continue;
    CandidateMask inner = 0;
    for (int hi = lo + 1; hi < count; ++hi) {
      const int gap = hi - lo - 1;
      if (gap > 0) {
        const CandidateMask m = masks[hi - 1] & middle;
        if (!m) break;  // a cell between that can hold no middle value: no wider stretch either
        inner |= m;
      }
      if (gap * (gap + 3) / 2 > c.number) break;  // the least gap digits from 2 on already pass the sum
      const bool one_first = (masks[lo] & one) && (masks[hi] & top), top_first = (masks[lo] & top) && (masks[hi] & one);
      if ((!one_first && !top_first) || !after_ok[hi + 1]) continue;
      const CandidateMask outer = before[lo] | after[hi + 1];
      const int outside = count - gap - 2;
      CandidateMask inside_kept = 0, outside_kept = 0;
      bool fits = false;
      for (const CandidateMask filling : fillings().of(size, c.number, gap))
        if (!(filling & ~inner) && count_of(outer & ~filling) >= outside) {
          fits = true;
          inside_kept |= filling;
          outside_kept |= middle & ~filling;
        }
      if (!fits) continue;
      left_of[lo] |= outside_kept;
      right_of[hi] |= outside_kept;
      for (int k = lo + 1; k < hi; ++k) kept[k] |= masks[k] & inside_kept;
      kept[lo] |= masks[lo] & ((one_first ? one : 0) | (top_first ? top : 0));
      kept[hi] |= masks[hi] & ((one_first ? top : 0) | (top_first ? one : 0));
    }
  }
  // Cell k keeps what it may hold outside a stretch: one starting after it (lo > k) or ending before it (hi < k).
  CandidateMask outside_after = 0;
  for (int k = count - 1; k >= 0; --k) {
    kept[k] |= masks[k] & outside_after;
    outside_after |= left_of[k];
  }
  CandidateMask outside_before = 0;
  for (int k = 0; k < count; ++k) {
    kept[k] |= masks[k] & outside_before;
    outside_before |= right_of[k];
  }
  for (int k = 0; k < count; ++k)
    if (!(masks[k] &= kept[k])) return false;
  return true;
}

}  // namespace

bool narrow_sandwich(const Constraint& c, CandidateMask* masks, int size) {
  if (size <= kMostFillingSize) return narrow_by_fillings(c, masks, size);
  const int count = static_cast<int>(c.cells.size());
  const CandidateMask one = bit_of(1), top = bit_of(size), middle = all_values(size) & ~one & ~top;
  CandidateMask kept[kMaxSize] = {};
  for (int i = 0; i < count; ++i) {
    if (!(masks[i] & one)) continue;
    for (int j = 0; j < count; ++j) {
      if (j == i || !(masks[j] & top)) continue;
      const int lo = i < j ? i : j, hi = i < j ? j : i, between = hi - lo - 1;
      CandidateMask all = 0;
      bool possible = true;
      for (int k = lo + 1; k < hi && possible; ++k) {
        possible = (masks[k] & middle) != 0;
        all |= masks[k] & middle;
      }
      if (!possible) continue;
      const int least = least_distinct_sum(all, between), most = most_distinct_sum(all, between);
      if (least < 0 || least > c.number || most < c.number) continue;
      // Outside the two and what lies between: any digit but 1 and N.
      for (int k = 0; k < count; ++k)
        if (k < lo || k > hi) kept[k] |= masks[k] & middle;
      kept[i] |= one;
      kept[j] |= top;
      for (int k = lo + 1; k < hi; ++k)
        for (CandidateMask m = masks[k] & middle; m; m &= m - 1) {
          const int v = lowest_value(m);
          const CandidateMask rest = all & ~bit_of(v);
          const int low = least_distinct_sum(rest, between - 1), high = most_distinct_sum(rest, between - 1);
          if (low >= 0 && v + low <= c.number && v + high >= c.number) kept[k] |= bit_of(v);
        }
    }
  }
  for (int k = 0; k < count; ++k)
    if (!(masks[k] &= kept[k])) return false;
  return true;
}

}  // namespace sudoku
