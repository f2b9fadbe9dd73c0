// Almost locked sets (techniques/als_*.cpp): N empty cells of one house
// with N+1 candidates between them. Take any one candidate away and the
// rest are locked in the set (each of its N values in one of its cells).
//
// The rungs built on them compare thousands of pairs of sets per call, so
// each set carries its cells as bits (cell c is bit c % 64 of word c / 64)
// and, for each of its values, the bits of its cells holding the value and
// of the cells that see all of those.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

using CellBits = std::vector<std::uint64_t>;

struct Als {
  int house = -1;
  std::vector<int> cells;    // ascending
  CandidateMask values = 0;  // N+1 of them
  std::size_t words = 0;     // in each set of cells below

  // The cells; per value, the set's cells with it and every cell (of the
  // grid) that sees all of those: `words` words each.
  const std::uint64_t* bits() const { return data.data(); }
  const std::uint64_t* holding_value(int v) const { return data.data() + (1 + 2 * value_index(v)) * words; }
  const std::uint64_t* seeing_all_of(int v) const { return data.data() + (2 + 2 * value_index(v)) * words; }

  // bits, then for each value in ascending order holding and seeing: one
  // array, so that making the 1,500 sets of a grid takes two allocations
  // each (one per bit set was a tenth of rating a puzzle).
  std::vector<std::uint64_t> data;

 private:
  std::size_t value_index(int v) const { return static_cast<std::size_t>(count_of(values & (bit_of(v) - 1))); }
};

// The largest sets the rungs look for on a grid of N symbols: 4 cells up
// to 9x9, 3 up to 16x16, 2 beyond, so a search stays within milliseconds.
int als_max_cells(const Shape& s);

// The grid's almost locked sets of 1 to als_max_cells cells (one cell with
// two candidates is the smallest), each set of cells once (the first house
// that holds it), at most kMaxAlsSets of them, by house and then size; a
// rung that pairs sets up more than once may take a prefix. The rungs ask
// in turn on one grid, so the last grid's sets are kept (per thread) and
// handed out again while its values and candidates are the same.
constexpr std::size_t kMaxAlsSets = 1500;
const std::vector<Als>& almost_locked_sets(const CandidateGrid& g);

// True when the sets share no cell. (Inline, as the next: the ALS rungs ask
// them for every pair of sets.)
inline bool disjoint(const Als& a, const Als& b) {
  for (std::size_t w = 0; w < a.words; ++w)
    if (a.bits()[w] & b.bits()[w]) return false;
  return true;
}

// True when v is in both sets and each of its cells in one sees each in the
// other: v can then be in one set at most (a restricted common candidate).
inline bool restricted_common(const Als& a, const Als& b, int v) {
  if (!(a.values & b.values & bit_of(v))) return false;
  const std::uint64_t* in_b = b.holding_value(v);
  const std::uint64_t* seen_from_a = a.seeing_all_of(v);
  for (std::size_t w = 0; w < a.words; ++w)
    if (in_b[w] & ~seen_from_a[w]) return false;
  return true;
}

// The candidates (cell, z) that the rule "z is in set a or set b" removes,
// for each z in `values`: z leaves every cell outside `except` that sees all
// of z's cells in both sets.
std::vector<std::pair<int, int>> in_one_or_the_other(const CandidateGrid& g, const Als& a, const Als& b,
                                                     CandidateMask values, const CellBits& except);

// The cells of the sets, as bits.
CellBits union_of(const std::vector<const Als*>& sets);

}  // namespace sudoku
