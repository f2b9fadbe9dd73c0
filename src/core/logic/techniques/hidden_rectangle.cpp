// Hidden rectangle (a unique rectangle; sound only on a grid known to have
// one solution; rectangles.hpp): corners a, b (one row) and c, d (the
// other; a above c, b above d) all hold u and v, a only those two. When u
// has no place in d's row but c and d, and none in d's column but b and d,
// d cannot be v: b and c would then be u, a v, and the four could swap u
// and v, leaving the grid two solutions. So v leaves d.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"
#include "core/logic/rectangles.hpp"

namespace sudoku {

namespace {

// The cell in house `h` that shares a house of `kind` with `other`, or -1.
int cell_beside(const Shape& s, int h, int other, HouseKind kind) {
  for (int c : s.houses()[h].cells)
    if (c != other && shared_house(s, c, other, kind) >= 0) return c;
  return -1;
}

bool places_are(const CandidateGrid& g, int h, int v, int x, int y) {
  const Places places = places_of(g, h, v);
  return places.size() == 2 && ((places[0] == x && places[1] == y) || (places[0] == y && places[1] == x));
}

}  // namespace

std::optional<Deduction> find_hidden_rectangle(const CandidateGrid& g) {
  const Shape& s = g.shape();
  for (int a = 0; a < s.cell_count(); ++a) {
    const CandidateMask pair = g.candidates(a);
    if (count_of(pair) != 2) continue;
    const int col_a = shared_house(s, a, a, HouseKind::kColumn);
    if (col_a < 0) continue;
    for (int row_a : s.houses_of(a)) {
      if (s.houses()[row_a].kind != HouseKind::kRow) continue;
      for (int b : s.houses()[row_a].cells) {
        if (b == a || g.value(b) || (g.candidates(b) & pair) != pair) continue;
        const int col_b = shared_house(s, b, b, HouseKind::kColumn);
        if (col_b < 0) continue;
        for (int d : s.houses()[col_b].cells) {
          if (d == b || g.value(d) || (g.candidates(d) & pair) != pair) continue;
          const int c = cell_beside(s, col_a, d, HouseKind::kRow);
          if (c < 0 || c == a || g.value(c) || (g.candidates(c) & pair) != pair) continue;
          if (!swappable(s, a, b, c, d)) continue;
          const int row_d = shared_house(s, c, d, HouseKind::kRow);
          for (CandidateMask m = pair; m; m &= m - 1) {
            const int u = lowest_value(m);
            const int v = lowest_value(pair & ~bit_of(u));
            if (!places_are(g, row_d, u, c, d) || !places_are(g, col_b, u, b, d)) continue;
            Deduction step;
            step.eliminations = {{d, v}};
            step.houses = rectangle_houses(s, a, b, c, d);
            step.houses.push_back({row_d, Role::kCover});
            step.houses.push_back({col_b, Role::kCover});
            step.cells = {{a, Role::kPattern}, {b, Role::kPattern}, {c, Role::kPattern}, {d, Role::kFin}};
            step.values = bit_of(u);
            return step;
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
