// Arrows: the digit in the circle (the first cell) is the sum of the digits
// along the arrow (the others), which may repeat. Narrowed by bounds: the
// circle keeps what the arrow can add up to, each arrow cell what leaves the
// others room to reach some value of the circle.
#include <optional>
#include <string>

#include "core/constraints/constraint.hpp"
#include "core/constraints/exclusion_groups.hpp"
#include "core/constraints/sum_bounds.hpp"
#include "core/shape.hpp"

namespace sudoku {

std::optional<std::string> check_arrow(const Shape& shape, const Constraint& c) {
  const int k = static_cast<int>(c.cells.size()) - 1;
  if (k < 1) return constraint_cells_text(shape, c) + " needs a circle and at least one cell along the arrow";
  if (k > shape.size()) return constraint_cells_text(shape, c) + " is too long: its " + std::to_string(k) +
                               " cells add up to more than " + std::to_string(shape.size());
  return std::nullopt;
}

bool narrow_arrow(const Constraint& c, CandidateMask* masks, int size) {
  const int count = static_cast<int>(c.cells.size());
  if (c.groups.size() == c.cells.size() && masks[0]) {  // exact: the circle's values are the totals the arrow may reach
    Totals targets;
    for (CandidateMask m = masks[0]; m; m &= m - 1) targets.set(static_cast<std::size_t>(lowest_value(m)));
    bool done = false;
    if (!narrow_grouped_sum(masks + 1, c.groups.data() + 1, count - 1, size, targets, done)) return false;
    if (done) {
      CandidateMask circle = 0;
      for (CandidateMask m = masks[0]; m; m &= m - 1)
        if (targets.test(static_cast<std::size_t>(lowest_value(m)))) circle |= m & (~m + 1);
      masks[0] = circle;
      return circle != 0;
    }
  }
  for (bool again = true; again;) {
    again = false;
    for (int i = 0; i < count; ++i)
      if (!masks[i]) return false;
    int least, most;
    sum_range(masks + 1, count - 1, least, most);
    const CandidateMask circle = masks[0] & values_between(least, most);
    if (!circle) return false;
    if (circle != masks[0]) masks[0] = circle;
    const int low = lowest_value(circle), high = highest_value(circle);
    for (int i = 1; i < count; ++i) {
      const int top = high - (least - lowest_value(masks[i]));
      const int bottom = low - (most - highest_value(masks[i]));
      const CandidateMask keep = masks[i] & values_between(bottom, top);
      if (keep == masks[i]) continue;
      if (!keep) return false;
      masks[i] = keep;
      again = true;
    }
  }
  return true;
}

}  // namespace sudoku
