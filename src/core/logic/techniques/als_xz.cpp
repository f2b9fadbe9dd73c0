// ALS-XZ (logic/als.hpp): two almost locked sets with a restricted common
// candidate x (it can be in one of them at most) lock the other set without
// x, so every other value z both hold is in one of them: z leaves each cell
// that sees all of z's cells in both.
#include "core/logic/als.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_als_xz(const CandidateGrid& g) {
  const std::vector<Als>& sets = almost_locked_sets(g);
  for (std::size_t i = 0; i < sets.size(); ++i)
    for (std::size_t j = i + 1; j < sets.size(); ++j) {
      const Als& a = sets[i];
      const Als& b = sets[j];
      const CandidateMask common = a.values & b.values;
      if (count_of(common) < 2 || !disjoint(a, b)) continue;
      for (CandidateMask xs = common; xs; xs &= xs - 1) {
        const int x = lowest_value(xs);
        if (!restricted_common(a, b, x)) continue;
        Deduction step;
        step.eliminations = in_one_or_the_other(g, a, b, common & ~bit_of(x), union_of({&a, &b}));
        if (step.eliminations.empty()) continue;
        step.houses = {{a.house, Role::kBase}, {b.house, Role::kCover}};
        for (int c : a.cells) step.cells.push_back({c, Role::kColourA});
        for (int c : b.cells) step.cells.push_back({c, Role::kColourB});
        step.values = bit_of(x);
        return step;
      }
    }
  return std::nullopt;
}

}  // namespace sudoku
