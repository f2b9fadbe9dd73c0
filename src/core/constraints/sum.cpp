// Sums whose digits may repeat (ISS's "Sum"; also what the fast solver
// derives from the houses' totals, implied_sums.hpp): the cells add up to
// number, narrowed exactly over the cells' exclusion groups where the fast
// solver filled them (exclusion_groups.hpp), else by bounds (sum_bounds.hpp).
#include <algorithm>
#include <optional>
#include <string>

#include "core/constraints/constraint.hpp"
#include "core/constraints/exclusion_groups.hpp"
#include "core/constraints/sum_bounds.hpp"
#include "core/shape.hpp"

namespace sudoku {

CandidateMask values_between(int low, int high) {
  if (high < 1 || low > kMaxSize || low > high) return 0;
  return all_values(std::min(high, kMaxSize)) & ~all_values(std::max(low, 1) - 1);
}

void sum_range(const CandidateMask* masks, int count, int& least, int& most) {
  least = most = 0;
  for (int i = 0; i < count; ++i) {
    least += lowest_value(masks[i]);
    most += highest_value(masks[i]);
  }
}

bool narrow_sum_bounds(int sum, CandidateMask* masks, int count) {
  for (int i = 0; i < count; ++i)
    if (!masks[i]) return false;
  for (bool again = true; again;) {
    again = false;
    int least, most;
    sum_range(masks, count, least, most);
    if (least > sum || most < sum) return false;
    for (int i = 0; i < count; ++i) {
      // v fits when least - low_i + v <= sum and most - high_i + v >= sum.
      const int top = sum - (least - lowest_value(masks[i]));
      const int bottom = sum - (most - highest_value(masks[i]));
      const CandidateMask keep = masks[i] & values_between(bottom, top);
      if (keep == masks[i]) continue;
      if (!keep) return false;
      masks[i] = keep;
      again = true;
      break;  // the bounds changed: start over
    }
  }
  return true;
}

std::optional<std::string> check_sum(const Shape& shape, const Constraint& c) {
  const int k = static_cast<int>(c.cells.size()), n = shape.size();
  if (c.number < k || c.number > k * n)
    return constraint_cells_text(shape, c) + " has the sum " + std::to_string(c.number) + ", but " + std::to_string(k) +
           " digits from 1 to " + std::to_string(n) + " add up to " + std::to_string(k) + " to " + std::to_string(k * n);
  return std::nullopt;
}

bool narrow_sum(const Constraint& c, CandidateMask* masks, int size) {
  return narrow_summed_cells(c, masks, size);
}

namespace {

// v becomes N + 1 - v: a cell counted negatively, -v, is then N + 1 more than a positive term.
CandidateMask mirrored(CandidateMask m, int size) {
  CandidateMask out = 0;
  for (; m; m &= m - 1) out |= bit_of(size + 1 - lowest_value(m));
  return out;
}

bool narrow_positive_sum(const Constraint& c, int total, CandidateMask* masks, int size) {
  const int count = static_cast<int>(c.cells.size());
  if (c.groups.size() == c.cells.size() && total >= 0 && total <= kMaxGroupedTotal) {
    Totals targets;
    targets.set(static_cast<std::size_t>(total));
    bool done = false;
    if (!narrow_grouped_sum(masks, c.groups.data(), count, size, targets, done)) return false;
    if (done) return true;
  }
  return narrow_sum_bounds(total, masks, count);
}

}  // namespace

bool narrow_summed_cells(const Constraint& c, CandidateMask* masks, int size) {
  if (!c.negatives) return narrow_positive_sum(c, c.number, masks, size);
  const int count = static_cast<int>(c.cells.size());
  for (int i = count - c.negatives; i < count; ++i) masks[i] = mirrored(masks[i], size);
  const bool ok = narrow_positive_sum(c, c.number + c.negatives * (size + 1), masks, size);
  for (int i = count - c.negatives; i < count; ++i) masks[i] = mirrored(masks[i], size);
  return ok;
}

}  // namespace sudoku
