// Empty Rectangle: in a box, a value's places all lie in one row and one
// column crossing it (line1 and line2), not all in one of them. A strong link
// on the value in another row or column has one place p in line1 outside the
// box and its other place q outside the box too. A cell t of line2 outside the
// box that sees q cannot hold the value: if it did, q would not, p would, and
// p (along line1) and t (along line2) would leave the box no place.
// On a jigsaw the region plays the box.
#include <algorithm>

#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

namespace {

bool is_box(const House& h) { return h.kind == HouseKind::kBox || h.kind == HouseKind::kRegion; }
bool is_row_or_column(const House& h) { return h.kind == HouseKind::kRow || h.kind == HouseKind::kColumn; }

// The step for box b with its places along line1 and line2, through the
// strong link in house `link`; nothing when it removes nothing.
std::optional<Deduction> through_link(const CandidateGrid& g, int v, int box, const Places& in_box,
                                      int line1, int line2, int link) {
  const Shape& s = g.shape();
  if (link == line1 || link == line2 || !s.is_complete(link) || !is_row_or_column(s.houses()[link])) return std::nullopt;
  const Places pair = places_of(g, link, v);
  if (pair.size() != 2) return std::nullopt;
  for (int k = 0; k < 2; ++k) {
    const int p = pair[k], q = pair[1 - k];
    if (!in_house(s, p, line1) || in_house(s, p, box) || in_house(s, q, box) || in_house(s, q, line1)) continue;
    Deduction d;
    for (int t : cells_of(g, line2))
      if (t != p && t != q && (g.candidates(t) & bit_of(v)) && !in_house(s, t, box) && sees(s, t, q))
        d.eliminations.push_back({t, v});
    if (d.eliminations.empty()) continue;
    d.houses = {{box, Role::kBase}, {link, Role::kBase}, {line1, Role::kCover}, {line2, Role::kCover}};
    for (int c : in_box) d.cells.push_back({c, Role::kPattern});
    d.cells.push_back({p, Role::kPincer});
    d.cells.push_back({q, Role::kPincer});
    d.values = bit_of(v);
    return d;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Deduction> find_empty_rectangle(const CandidateGrid& g) {
  const Shape& s = g.shape();
  // By value: the houses where it has two places, the only links through_link
  // takes (found once, not for every box and pair of lines).
  std::vector<std::vector<int>> links(static_cast<std::size_t>(s.size()) + 1);
  for (int h = 0; h < house_count(g); ++h)
    for (int v = 1; v <= s.size(); ++v)
      if (places_of(g, h, v).size() == 2) links[v].push_back(h);
  for (int box = 0; box < house_count(g); ++box) {
    if (!is_box(s.houses()[box]) || !s.is_complete(box)) continue;
    for (int v = 1; v <= s.size(); ++v) {
      const Places in_box = places_of(g, box, v);
      if (in_box.size() < 2) continue;
      // Rows and columns through the box's places: candidates for line1 and line2.
      std::vector<int> lines;
      for (int c : in_box)
        for (int h : s.houses_of(c))
          if (is_row_or_column(s.houses()[h]) && std::find(lines.begin(), lines.end(), h) == lines.end())
            lines.push_back(h);
      for (int line1 : lines)
        for (int line2 : lines) {
          if (s.houses()[line1].kind == s.houses()[line2].kind) continue;
          bool covered = true, off1 = false, off2 = false;
          for (int c : in_box) {
            const bool on1 = in_house(s, c, line1), on2 = in_house(s, c, line2);
            covered = covered && (on1 || on2);
            off1 = off1 || !on1;
            off2 = off2 || !on2;
          }
          if (!covered || !off1 || !off2) continue;
          for (int link : links[v])
            if (std::optional<Deduction> d = through_link(g, v, box, in_box, line1, line2, link)) return d;
        }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
