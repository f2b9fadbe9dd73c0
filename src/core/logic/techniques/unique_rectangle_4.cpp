// Unique rectangle, type 4 (sound only on a grid known to have one
// solution; rectangles.hpp): the floor holds just {u, v}, the two roof
// cells those and more, and in a house holding both roof cells u has no
// other place. So one roof cell is u; were the other v, the four could swap
// u and v and the grid would have two solutions: v leaves both roof cells.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"
#include "core/logic/rectangles.hpp"

namespace sudoku {

std::optional<Deduction> find_unique_rectangle_4(const CandidateGrid& g) {
  const Shape& s = g.shape();
  return each_rectangle(g, [&](int a, int b, int c, int d, CandidateMask pair) -> std::optional<Deduction> {
    if (g.candidates(c) == pair || g.candidates(d) == pair) return std::nullopt;  // type 1's, a rung before
    for (int h : s.houses_of(c)) {
      if (!in_house(s, d, h)) continue;
      for (CandidateMask m = pair; m; m &= m - 1) {
        const int u = lowest_value(m);
        if (places_of(g, h, u).size() != 2) continue;  // only c and d
        const int v = lowest_value(pair & ~bit_of(u));
        Deduction step;
        step.eliminations = {{c, v}, {d, v}};
        step.houses = rectangle_houses(s, a, b, c, d);
        step.houses.push_back({h, Role::kCover});
        step.cells = {{a, Role::kPattern}, {b, Role::kPattern}, {c, Role::kFin}, {d, Role::kFin}};
        step.values = bit_of(u);
        return step;
      }
    }
    return std::nullopt;
  });
}

}  // namespace sudoku
