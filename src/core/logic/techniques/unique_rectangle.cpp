// Unique rectangle, type 1 (sound only on a grid known to have one
// solution; rectangles.hpp): three corners hold just the same two
// candidates {a, b}, the fourth (the roof) those and more. Were the roof a
// or b too, the four could swap a and b and the grid would have two
// solutions; so a and b leave the roof.
#include "core/logic/ladder.hpp"
#include "core/logic/rectangles.hpp"

namespace sudoku {

std::optional<Deduction> find_unique_rectangle(const CandidateGrid& g) {
  const Shape& s = g.shape();
  return each_rectangle(g, [&](int a, int b, int c, int d, CandidateMask pair) -> std::optional<Deduction> {
    // c holds only the pair too; d, the roof, more.
    if (g.candidates(c) != pair || g.candidates(d) == pair) return std::nullopt;
    Deduction step;
    for (CandidateMask m = pair; m; m &= m - 1) step.eliminations.push_back({d, lowest_value(m)});
    step.houses = rectangle_houses(s, a, b, c, d);
    step.cells = {{a, Role::kPattern}, {b, Role::kPattern}, {c, Role::kPattern}, {d, Role::kFin}};
    step.values = pair;
    return step;
  });
}

}  // namespace sudoku
