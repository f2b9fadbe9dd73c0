// Unique rectangle, type 2 (sound only on a grid known to have one
// solution; rectangles.hpp): the floor holds just {a, b}, the two roof
// cells {a, b} and the same one extra candidate x. Were neither roof cell x,
// the four could swap a and b and the grid would have two solutions; so one
// of them is x, and x leaves every other cell that sees both.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"
#include "core/logic/rectangles.hpp"

namespace sudoku {

std::optional<Deduction> find_unique_rectangle_2(const CandidateGrid& g) {
  const Shape& s = g.shape();
  return each_rectangle(g, [&](int a, int b, int c, int d, CandidateMask pair) -> std::optional<Deduction> {
    const CandidateMask extra = g.candidates(c) & ~pair;
    if (count_of(extra) != 1 || g.candidates(d) != g.candidates(c)) return std::nullopt;
    const int x = lowest_value(extra);
    const std::vector<int> targets = seeing_all(g, {c, d}, x, {a, b});
    if (targets.empty()) return std::nullopt;
    Deduction step;
    for (int t : targets) step.eliminations.push_back({t, x});
    step.houses = rectangle_houses(s, a, b, c, d);
    step.cells = {{a, Role::kPattern}, {b, Role::kPattern}, {c, Role::kFin}, {d, Role::kFin}};
    step.values = extra;
    return step;
  });
}

}  // namespace sudoku
