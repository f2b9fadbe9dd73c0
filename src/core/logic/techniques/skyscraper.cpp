// Skyscraper: two parallel lines (two rows, or two columns) where a value has
// just two places each, one place of each in a common line across them (the
// base of the tower). Both tops cannot be false: the base holds the value at
// most once, so one of the two other places (the tops) is the value, and it
// leaves every cell that sees both tops. Tops in one common line would make an
// X-Wing, left to that rung.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"
#include "core/logic/single_digit.hpp"

namespace sudoku {

namespace {

// True when cells a and b share a house of this kind.
bool share_kind(const Shape& s, int a, int b, HouseKind kind) {
  for (int h : s.houses_of(a))
    if (s.houses()[h].kind == kind && in_house(s, b, h)) return true;
  return false;
}

}  // namespace

std::optional<Deduction> find_skyscraper(const CandidateGrid& g) {
  const Shape& s = g.shape();
  for (int v = 1; v <= s.size(); ++v) {
    const std::vector<StrongLink> links = line_strong_links(g, v);
    for (std::size_t i = 0; i < links.size(); ++i)
      for (std::size_t j = i + 1; j < links.size(); ++j) {
        const StrongLink& p = links[i];
        const StrongLink& q = links[j];
        const HouseKind kind = s.houses()[p.house].kind;
        if (s.houses()[q.house].kind != kind) continue;
        const HouseKind across = kind == HouseKind::kRow ? HouseKind::kColumn : HouseKind::kRow;
        for (int j1 : {p.a, p.b})
          for (int j2 : {q.a, q.b}) {
            const int e1 = j1 == p.a ? p.b : p.a;
            const int e2 = j2 == q.a ? q.b : q.a;
            if (j1 == j2 || e1 == e2 || j1 == e2 || j2 == e1) continue;
            if (!share_kind(s, j1, j2, across) || share_kind(s, e1, e2, across)) continue;
            if (std::optional<Deduction> d = turbot_step(g, v, p, j1, q, j2)) return d;
          }
      }
  }
  return std::nullopt;
}

}  // namespace sudoku
