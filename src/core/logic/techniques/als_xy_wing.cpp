// ALS-XY-Wing (logic/als.hpp): almost locked sets A and B, each linked to a
// pivot set C by a restricted common candidate (x with A, y with B, x != y).
// Were a value z that A and B share (other than x and y) in neither, A would
// be locked and hold x, so C would be locked without x and hold y, so B
// would be locked without y and hold z. So z is in A or B, and leaves every
// cell that sees all of z's cells in both. The sets and their links are
// found once per call; sets as ALS-XZ takes them.
#include <algorithm>

#include "core/logic/als.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

namespace {
constexpr std::size_t kMaxSets = 600;  // a prefix of almost_locked_sets: their links are pairs of sets
}  // namespace

std::optional<Deduction> find_als_xy_wing(const CandidateGrid& g) {
  const std::vector<Als>& sets = almost_locked_sets(g);
  const std::size_t count = std::min(sets.size(), kMaxSets);
  // links[i]: (j, the restricted common candidates of sets i and j), for disjoint sets.
  std::vector<std::vector<std::pair<std::size_t, CandidateMask>>> links(count);
  for (std::size_t i = 0; i < count; ++i)
    for (std::size_t j = i + 1; j < count; ++j) {
      if (!(sets[i].values & sets[j].values) || !disjoint(sets[i], sets[j])) continue;
      CandidateMask restricted = 0;
      for (CandidateMask m = sets[i].values & sets[j].values; m; m &= m - 1)
        if (restricted_common(sets[i], sets[j], lowest_value(m))) restricted |= bit_of(lowest_value(m));
      if (!restricted) continue;
      links[i].push_back({j, restricted});
      links[j].push_back({i, restricted});
    }
  for (std::size_t c = 0; c < count; ++c)
    for (std::size_t p = 0; p < links[c].size(); ++p)
      for (std::size_t q = p + 1; q < links[c].size(); ++q) {
        const auto [ia, xs] = links[c][p];
        const auto [ib, ys] = links[c][q];
        const Als& a = sets[ia];
        const Als& b = sets[ib];
        if (!disjoint(a, b)) continue;
        for (CandidateMask mx = xs; mx; mx &= mx - 1)
          for (CandidateMask my = ys & ~(mx & -mx); my; my &= my - 1) {
            const int x = lowest_value(mx);
            const int y = lowest_value(my);
            const CandidateMask zs = a.values & b.values & ~bit_of(x) & ~bit_of(y);
            if (!zs) continue;
            Deduction step;
            step.eliminations = in_one_or_the_other(g, a, b, zs, union_of({&a, &b, &sets[c]}));
            if (step.eliminations.empty()) continue;
            step.houses = {{a.house, Role::kBase}, {b.house, Role::kBase}, {sets[c].house, Role::kCover}};
            for (int cell : a.cells) step.cells.push_back({cell, Role::kColourA});
            for (int cell : b.cells) step.cells.push_back({cell, Role::kColourB});
            for (int cell : sets[c].cells) step.cells.push_back({cell, Role::kPivot});
            step.values = bit_of(x) | bit_of(y);
            return step;
          }
      }
  return std::nullopt;
}

}  // namespace sudoku
