// 2-String Kite: a row and a column where a value has just two places each,
// one place of each (the joints, two different cells) in one box. The box
// holds the value at most once, so one of the two other places (the kite's
// ends, both outside that box) is the value, and it leaves every cell that
// sees both ends. On a jigsaw the region plays the box.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"
#include "core/logic/single_digit.hpp"

namespace sudoku {

namespace {

// A box (or jigsaw region) holding both cells, or -1.
int common_box(const Shape& s, int a, int b) {
  for (int h : s.houses_of(a)) {
    const HouseKind kind = s.houses()[h].kind;
    if ((kind == HouseKind::kBox || kind == HouseKind::kRegion) && in_house(s, b, h)) return h;
  }
  return -1;
}

}  // namespace

std::optional<Deduction> find_two_string_kite(const CandidateGrid& g) {
  const Shape& s = g.shape();
  for (int v = 1; v <= s.size(); ++v) {
    const std::vector<StrongLink> links = line_strong_links(g, v);
    for (const StrongLink& row : links) {
      if (s.houses()[row.house].kind != HouseKind::kRow) continue;
      for (const StrongLink& column : links) {
        if (s.houses()[column.house].kind != HouseKind::kColumn) continue;
        for (int j1 : {row.a, row.b})
          for (int j2 : {column.a, column.b}) {
            const int e1 = j1 == row.a ? row.b : row.a;
            const int e2 = j2 == column.a ? column.b : column.a;
            if (j1 == j2 || e1 == e2 || j1 == e2 || j2 == e1) continue;
            const int box = common_box(s, j1, j2);
            if (box < 0 || in_house(s, e1, box) || in_house(s, e2, box)) continue;
            if (std::optional<Deduction> d = turbot_step(g, v, row, j1, column, j2)) return d;
          }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
