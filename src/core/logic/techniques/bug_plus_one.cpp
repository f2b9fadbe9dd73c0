// BUG+1, the bivalue universal grave plus one (sound only on a grid known
// to have one solution): every empty cell holds two candidates but one,
// which holds three, and in every complete house each candidate has two
// places but one value of that cell, which has three in each of its houses.
// Without that value there the grid would be a "grave" of pairs, which has
// no solution or several; so the cell holds it.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_bug_plus_one(const CandidateGrid& g) {
  const Shape& s = g.shape();
  int odd = -1;
  for (int c = 0; c < s.cell_count(); ++c) {
    if (g.value(c)) continue;
    const int k = count_of(g.candidates(c));
    if (k == 2) continue;
    if (k != 3 || odd >= 0) return std::nullopt;
    odd = c;
  }
  if (odd < 0) return std::nullopt;
  int extra = 0;  // the value with three places in each complete house of the odd cell
  for (int h = 0; h < house_count(g); ++h) {
    if (!s.is_complete(h)) continue;
    const bool mine = in_house(s, odd, h);
    for (int v = 1; v <= s.size(); ++v) {
      const std::size_t places = places_of(g, h, v).size();
      if (places == 0 || places == 2) continue;
      if (places != 3 || !mine || !(g.candidates(odd) & bit_of(v)) || (extra && extra != v)) return std::nullopt;
      extra = v;
    }
  }
  if (!extra) return std::nullopt;
  Deduction d;
  d.placements.push_back({odd, extra});
  for (int h : s.houses_of(odd))
    if (s.is_complete(h)) d.houses.push_back({h, Role::kBase});
  d.cells = {{odd, Role::kFin}};
  d.values = bit_of(extra);
  return d;
}

}  // namespace sudoku
