#include "core/logic/single_digit.hpp"

#include "core/logic/house_logic.hpp"

namespace sudoku {

std::vector<StrongLink> line_strong_links(const CandidateGrid& g, int v) {
  const Shape& s = g.shape();
  std::vector<StrongLink> out;
  for (int h = 0; h < house_count(g); ++h) {
    const HouseKind kind = s.houses()[h].kind;
    if ((kind != HouseKind::kRow && kind != HouseKind::kColumn) || !s.is_complete(h)) continue;
    const Places places = places_of(g, h, v);
    if (places.size() == 2) out.push_back({h, places[0], places[1]});
  }
  return out;
}

std::optional<Deduction> turbot_step(const CandidateGrid& g, int v, const StrongLink& first, int j1,
                                     const StrongLink& second, int j2) {
  const int e1 = j1 == first.a ? first.b : first.a;
  const int e2 = j2 == second.a ? second.b : second.a;
  const std::vector<int> targets = seeing_all(g, {e1, e2}, v, {j1, j2});
  if (targets.empty()) return std::nullopt;
  Deduction d;
  for (int c : targets) d.eliminations.push_back({c, v});
  d.houses = {{first.house, Role::kBase}, {second.house, Role::kBase}};
  d.cells = {{e1, Role::kPincer}, {j1, Role::kPattern}, {j2, Role::kPattern}, {e2, Role::kPincer}};
  d.chain = {{e1, v, Link::kStrong}, {j1, v, Link::kWeak}, {j2, v, Link::kStrong}, {e2, v, Link::kStrong}};
  d.values = bit_of(v);
  return d;
}

}  // namespace sudoku
