#include "core/logic/rectangles.hpp"

#include <algorithm>
#include <iterator>

#include "core/logic/house_logic.hpp"

namespace sudoku {

int shared_house(const Shape& s, int a, int b, HouseKind kind) {
  for (int h : s.houses_of(a))
    if (s.houses()[h].kind == kind && in_house(s, b, h)) return h;
  return -1;
}

bool swappable(const Shape& s, int a, int b, int c, int d) {
  const int corners[4] = {a, b, c, d};
  const int sides[4] = {0b0011, 0b1100, 0b0101, 0b1010};
  std::vector<int> seen;
  for (int corner : corners)
    for (int h : s.houses_of(corner)) {
      if (std::find(seen.begin(), seen.end(), h) != seen.end()) continue;
      seen.push_back(h);
      int met = 0;
      for (int k = 0; k < 4; ++k)
        if (in_house(s, corners[k], h)) met |= 1 << k;
      if (std::find(std::begin(sides), std::end(sides), met) == std::end(sides)) return false;
    }
  return true;
}

std::vector<HouseInStep> rectangle_houses(const Shape& s, int a, int b, int c, int d) {
  const auto line = [&](int x, int y) {
    const int row = shared_house(s, x, y, HouseKind::kRow);
    return HouseInStep{row >= 0 ? row : shared_house(s, x, y, HouseKind::kColumn), Role::kBase};
  };
  return {line(a, b), line(c, d), line(a, c), line(b, d)};
}

}  // namespace sudoku
