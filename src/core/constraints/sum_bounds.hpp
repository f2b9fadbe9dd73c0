// Narrowing cells whose digits (repeats allowed) add up to a number, by
// bounds: a cell keeps the values v for which the least the others can add,
// plus v, is at most the number and the most is at least it. The sum,
// little killer and arrow kinds narrow with it.
#pragma once

#include "core/candidate_mask.hpp"

namespace sudoku {

// False when no values of the masks add up to `sum`.
bool narrow_sum_bounds(int sum, CandidateMask* masks, int count);

struct Constraint;
// c's cells add up to c.number: exactly over c.groups when filled
// (exclusion_groups.hpp), else by bounds. The sum and little killer kinds.
bool narrow_summed_cells(const Constraint& c, CandidateMask* masks, int size);

// The least and the most the masks add up to (repeats allowed); masks not empty.
void sum_range(const CandidateMask* masks, int count, int& least, int& most);

// The values from `low` to `high` (either may lie past 1..kMaxSize).
CandidateMask values_between(int low, int high);

inline int highest_value(CandidateMask m) { return 32 - __builtin_clz(m); }

// The least and the most that k different values of `m` add up to (-1:
// fewer than k): the bounds of cells whose digits differ (a cage, a
// sandwich's filling).
inline int least_distinct_sum(CandidateMask m, int k) {
  int sum = 0;
  for (; k > 0; --k, m &= m - 1) {
    if (!m) return -1;
    sum += lowest_value(m);
  }
  return sum;
}
inline int most_distinct_sum(CandidateMask m, int k) {
  int sum = 0;
  for (; k > 0; --k) {
    if (!m) return -1;
    const int v = highest_value(m);
    sum += v;
    m &= ~bit_of(v);
  }
  return sum;
}

}  // namespace sudoku
