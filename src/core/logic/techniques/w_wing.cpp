// W-Wing: two cells that do not see each other both hold only x and y, and a
// house where x has just two places, one seen by each cell. One of those two
// places is x, so one of the two cells is not x, and is y: y leaves every
// cell that sees both.
#include <algorithm>

#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_w_wing(const CandidateGrid& g) {
  const Shape& s = g.shape();
  std::vector<int> bivalue;
  for (int c = 0; c < s.cell_count(); ++c)
    if (count_of(g.candidates(c)) == 2) bivalue.push_back(c);
  for (std::size_t i = 0; i < bivalue.size(); ++i)
    for (std::size_t j = i + 1; j < bivalue.size(); ++j) {
      const int a = bivalue[i], b = bivalue[j];
      if (g.candidates(a) != g.candidates(b) || sees(s, a, b)) continue;
      for (CandidateMask m = g.candidates(a); m; m &= m - 1) {
        const int x = lowest_value(m);
        const int y = lowest_value(g.candidates(a) & ~bit_of(x));
        const std::vector<int> targets = seeing_all(g, {a, b}, y);
        if (targets.empty()) continue;
        for (int h = 0; h < house_count(g); ++h) {
          if (!s.is_complete(h)) continue;
          const Places link = places_of(g, h, x);
          if (link.size() != 2 || std::find(link.begin(), link.end(), a) != link.end() ||
              std::find(link.begin(), link.end(), b) != link.end())
            continue;
          const bool crossed = sees(s, a, link[0]) && sees(s, b, link[1]);
          if (!crossed && !(sees(s, a, link[1]) && sees(s, b, link[0]))) continue;
          Deduction d;
          for (int c : targets) d.eliminations.push_back({c, y});
          d.houses = {{h, Role::kBase}};
          d.cells = {{a, Role::kPincer}, {b, Role::kPincer}, {link[0], Role::kPattern}, {link[1], Role::kPattern}};
          d.values = bit_of(y);
          return d;
        }
      }
    }
  return std::nullopt;
}

}  // namespace sudoku
