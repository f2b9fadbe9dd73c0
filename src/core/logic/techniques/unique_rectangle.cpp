// Unique rectangle, type 1 (sound only on a grid known to have one
// solution): four empty cells in two rows and two columns, three of them
// holding just the same two candidates {a, b}, the fourth (the roof) those
// and more. Were the roof a or b too, the four could swap a and b and the
// grid would have two solutions; so a and b leave the roof. The swap keeps
// every house only when each house meets the four cells in none of them or
// in one side of the rectangle (two rows, two columns, two boxes on a plain
// grid; a jigsaw region, a diagonal or a window must do the same).
#include <algorithm>

#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

namespace {

// The house of kind `kind` that holds both a and b, or -1.
int shared_house(const Shape& s, int a, int b, HouseKind kind) {
  for (int h : s.houses_of(a))
    if (s.houses()[h].kind == kind && in_house(s, b, h)) return h;
  return -1;
}

// True when swapping two values across corners a, b (one row), c, d (the
// other row; a above c) keeps every house: each meets the corners in none,
// or in one side {a, b}, {c, d}, {a, c}, {b, d}.
bool swappable(const Shape& s, int a, int b, int c, int d) {
  const int corners[4] = {a, b, c, d};
  const int sides[4] = {0b0011, 0b1100, 0b0101, 0b1010};
  std::vector<int> seen;
  for (int corner : corners)
    for (int h : s.houses_of(corner)) {
      if (std::find(seen.begin(), seen.end(), h) != seen.end()) continue;
      seen.push_back(h);
      int met = 0;
      for (int k = 0; k < 4; ++k)
        if (in_house(s, corners[k], h)) met |= 1 << k;
      if (std::find(std::begin(sides), std::end(sides), met) == std::end(sides)) return false;
    }
  return true;
}

}  // namespace

std::optional<Deduction> find_unique_rectangle(const CandidateGrid& g) {
  const Shape& s = g.shape();
  const int n = s.cell_count();
  for (int a = 0; a < n; ++a) {
    const CandidateMask pair = g.candidates(a);
    if (count_of(pair) != 2) continue;
    for (int b = 0; b < n; ++b) {  // a's partner along a row
      if (b == a || g.candidates(b) != pair || shared_house(s, a, b, HouseKind::kRow) < 0) continue;
      for (int c = 0; c < n; ++c) {  // a's partner down a column
        if (c == a || c == b || g.candidates(c) != pair || shared_house(s, a, c, HouseKind::kColumn) < 0) continue;
        for (int d = 0; d < n; ++d) {  // the roof: b's column, c's row
          if (d == a || d == b || d == c || g.value(d) || (g.candidates(d) & pair) != pair || g.candidates(d) == pair) continue;
          if (shared_house(s, b, d, HouseKind::kColumn) < 0 || shared_house(s, c, d, HouseKind::kRow) < 0) continue;
          if (!swappable(s, a, b, c, d)) continue;
          Deduction step;
          for (CandidateMask m = pair; m; m &= m - 1) step.eliminations.push_back({d, lowest_value(m)});
          step.houses = {{shared_house(s, a, b, HouseKind::kRow), Role::kBase}, {shared_house(s, c, d, HouseKind::kRow), Role::kBase},
                         {shared_house(s, a, c, HouseKind::kColumn), Role::kBase}, {shared_house(s, b, d, HouseKind::kColumn), Role::kBase}};
          step.cells = {{a, Role::kPattern}, {b, Role::kPattern}, {c, Role::kPattern}, {d, Role::kFin}};
          step.values = pair;
          return step;
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
