// Rules between two values, for the constraints made of pairs of cells (dots,
// X and V, greater-than, and the lines: thermometers, whispers) and the
// global ones (anti-knight, anti-king, non-consecutive).
//
// A relation is a table: partners[a] is the mask of the values b that may
// stand beside a (a and b from 1 to N). Narrowing a pair keeps in each cell
// the values that have a partner left in the other (arc consistency); along a
// line of pairs, one pass each way leaves every pair so.
#pragma once

#include <array>

#include "core/candidate_mask.hpp"

namespace sudoku {

using Partners = std::array<CandidateMask, kMaxSize + 1>;  // [0] unused

// The table of rel(a, b) over the values 1..size.
template <class Relation>
Partners partners_of(int size, Relation rel) {
  Partners p{};
  for (int a = 1; a <= size; ++a)
    for (int b = 1; b <= size; ++b)
      if (rel(a, b)) p[a] |= bit_of(b);
  return p;
}

// The values of `from` that have a partner in `to`.
inline CandidateMask with_partner(CandidateMask from, CandidateMask to, const Partners& partners) {
  CandidateMask keep = 0;
  for (CandidateMask m = from; m; m &= m - 1) {
    const int a = lowest_value(m);
    if (partners[a] & to) keep |= bit_of(a);
  }
  return keep;
}

// Narrows a and b, where rel(a, b) must hold (`reverse`: the table of
// rel(b, a) as a table over b). False when either is left empty.
inline bool narrow_pair(CandidateMask& a, CandidateMask& b, const Partners& forward, const Partners& reverse) {
  a = with_partner(a, b, forward);
  b = with_partner(b, a, reverse);
  return a && b;
}

// A line: rel(masks[i], masks[i + 1]) for every i. Forward then back.
inline bool narrow_line(CandidateMask* masks, int count, const Partners& forward, const Partners& reverse) {
  for (int i = 0; i + 1 < count; ++i)
    if (!narrow_pair(masks[i], masks[i + 1], forward, reverse)) return false;
  for (int i = count - 2; i >= 0; --i)
    if (!narrow_pair(masks[i], masks[i + 1], forward, reverse)) return false;
  return true;
}

// The table of rel(b, a) from that of rel(a, b).
inline Partners reversed(const Partners& forward, int size) {
  Partners r{};
  for (int a = 1; a <= size; ++a)
    for (CandidateMask m = forward[a]; m; m &= m - 1) r[lowest_value(m)] |= bit_of(a);
  return r;
}

}  // namespace sudoku
