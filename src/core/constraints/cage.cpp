// Killer cages: the digits in the cage differ and, with a sum (number > 0),
// add up to it.
//
// Narrowing with a sum: every set of count different values from the union
// of the cells' candidates that adds up to the sum (looked up in a table of
// every set by size and sum up to 12 values; past that enumerated highest
// value first, cut by the least and most the remaining picks can add) is kept when
// the cells can take its values one each (a matching); each cell keeps the
// values it takes in some such matching (cages of up to kExactCells cells;
// larger ones keep the values of the kept sets). Past kMaxSetsLooked sets
// (only a large cage on a 16x16 or 25x25 with few digits known) it narrows
// nothing that round: the search narrows it later, and a full cage has one set.
// Without a sum: solved cells strike their value from the others.
#include <mutex>
#include <optional>
#include <string>

#include "core/constraints/constraint.hpp"
#include "core/constraints/matching.hpp"
#include "core/constraints/sum_bounds.hpp"
#include "core/shape.hpp"

namespace sudoku {

namespace {

constexpr int kExactCells = 9;
constexpr int kMaxSetsLooked = 4096;


// What narrowing a summed cage keeps.
struct SumNarrowing {
  const CandidateMask* masks;
  int count;
  Matching matching;
  CandidateMask kept[kMaxSize] = {};
  CandidateMask required = ~CandidateMask{0};  // the values of every set kept
  int sets_looked = 0;

  // Enumerates the sets of k values of `left` adding up to `sum`, besides
  // `chosen`. False when past kMaxSetsLooked.
  bool sets(CandidateMask left, int k, int sum, CandidateMask chosen) {
    if (k == 0) return sum != 0 || keep(chosen);
    const int least = least_distinct_sum(left, k);
    if (least < 0 || least > sum || most_distinct_sum(left, k) < sum) return true;
    const int v = 32 - __builtin_clz(left);
    left &= ~bit_of(v);
    return sets(left, k - 1, sum - v, chosen | bit_of(v)) && sets(left, k, sum, chosen);
  }

  bool keep(CandidateMask set) {
    if (++sets_looked > kMaxSetsLooked) return false;
    if (!matching.complete(set)) return true;
    required &= set;
    for (int i = 0; i < count; ++i) {
      if (count > kExactCells) {
        kept[i] |= masks[i] & set;
        continue;
      }
      // Cell i takes v when the others match the rest of the set.
      for (CandidateMask m = masks[i] & set & ~kept[i]; m; m &= m - 1) {
        const CandidateMask v = m & (~m + 1);
        if (matching_without(i, set & ~v)) kept[i] |= v;
      }
    }
    return true;
  }

  bool matching_without(int cell, CandidateMask values) { return matching.complete(values, cell); }

  // Only the values every set that fits holds.
  void keep_required(CandidateMask set) {
    if (matching.complete(set)) required &= set;
  }
};

// Every set of values from 1 to n, by its size and sum, for n up to
// kTabledSize (4,096 sets at most), built once per n: a 9x9's cages then
// look up their sets instead of enumerating them at each narrowing.
constexpr int kTabledSize = 12;
constexpr int kMostSum = kTabledSize * (kTabledSize + 1) / 2;

const std::vector<CandidateMask>& tabled_sets(int n, int k, int sum) {
  static std::once_flag built[kTabledSize + 1];
  static std::vector<std::vector<CandidateMask>> tables[kTabledSize + 1];
  std::call_once(built[n], [n] {
    std::vector<std::vector<CandidateMask>>& t = tables[n];
    t.resize(static_cast<size_t>((n + 1) * (kMostSum + 1)));
    for (CandidateMask set = 1; set <= all_values(n); ++set) {
      int total = 0;
      for (CandidateMask m = set; m; m &= m - 1) total += lowest_value(m);
      t[static_cast<size_t>(count_of(set) * (kMostSum + 1) + total)].push_back(set);
    }
  });
  static const std::vector<CandidateMask> none;
  if (k > n || sum < 0 || sum > kMostSum) return none;
  return tables[n][static_cast<size_t>(k * (kMostSum + 1) + sum)];
}

}  // namespace

std::optional<std::string> check_cage(const Shape& shape, const Constraint& c) {
  const int n = shape.size(), k = static_cast<int>(c.cells.size());
  const std::string digits = "different digits from 1 to " + std::to_string(n);
  if (k > n)
    return constraint_cells_text(shape, c) + " has " + std::to_string(k) + " cells, but there are only " +
           std::to_string(n) + " " + digits;
  if (c.number < 0) return constraint_cells_text(shape, c) + " has a negative sum (" + std::to_string(c.number) + ")";
  if (c.number == 0) return std::nullopt;
  const int least = least_distinct_sum(all_values(n), k), most = most_distinct_sum(all_values(n), k);
  if (c.number < least || c.number > most)
    return constraint_cells_text(shape, c) + " has the sum " + std::to_string(c.number) + ", but " + std::to_string(k) +
           " " + digits + " add up to " + std::to_string(least) + " to " + std::to_string(most);
  return std::nullopt;
}

CandidateMask required_cage(const Constraint& c, const CandidateMask* masks, int size) {
  const int count = static_cast<int>(c.cells.size());
  CandidateMask all = 0;
  for (int i = 0; i < count; ++i) all |= masks[i];
  if (c.number == 0) return count_of(all) == count ? all : 0;  // as many values as cells: each is there
  SumNarrowing n{masks, count, Matching(masks, count)};
  if (size <= kTabledSize) {
    for (CandidateMask set : tabled_sets(size, count, c.number))
      if (!(set & ~all)) n.keep_required(set);
  } else {
    return 0;
  }
  return n.required == ~CandidateMask{0} ? 0 : n.required;
}

bool narrow_cage(const Constraint& c, CandidateMask* masks, int size) {
  const int count = static_cast<int>(c.cells.size());
  if (c.number == 0) {  // the digits differ: solved cells strike their value from the others
    for (bool again = true; again;) {
      again = false;
      CandidateMask all = 0;
      for (int i = 0; i < count; ++i) {
        if (!masks[i]) return false;
        all |= masks[i];
        if (!is_single(masks[i])) continue;
        for (int j = 0; j < count; ++j)
          if (j != i && (masks[j] & masks[i])) {
            masks[j] &= ~masks[i];
            again = true;
          }
      }
      if (count_of(all) < count) return false;
    }
    return true;
  }
  CandidateMask all = 0;
  for (int i = 0; i < count; ++i) all |= masks[i];
  SumNarrowing n{masks, count, Matching(masks, count)};
  if (size <= kTabledSize) {
    for (CandidateMask set : tabled_sets(size, count, c.number))
      if (!(set & ~all)) n.keep(set);
  } else if (!n.sets(all, count, c.number, 0)) {
    return true;  // too many sets to look at now
  }
  for (int i = 0; i < count; ++i) {
    masks[i] &= n.kept[i];
    if (!masks[i]) return false;
  }
  return true;
}

}  // namespace sudoku
