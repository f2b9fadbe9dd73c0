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
#include <cstdint>
#include <memory>
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
    if (count > kExactCells) {
      for (int i = 0; i < count; ++i) kept[i] |= masks[i] & set;
      return true;
    }
    // (the set has as many values as the cage cells: each cell holds one in the matching found)
    bool more = false;  // whether some cell may keep a value of the set it has not kept yet
    for (int i = 0; i < count && !more; ++i) more = (masks[i] & set & ~kept[i]) != 0;
    if (more) matching.add_supported(set, kept);
    return true;
  }


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


namespace {

// The narrowings of summed cages done lately, by their candidates: a search
// meets the same cage in the same state again and again (each branch
// undone restores it), and listing its sets with their matchings took two
// thirds of the fast solver's instructions on ISS's extreme killers. A
// direct-mapped table: a slot holds one cage state (sum, size, candidates)
// and what narrowing left (or that nothing was left), compared whole.
struct CageMemo {
  static constexpr int kSlots = 1 << 12;
  struct Slot {
    int sum = -1, size = 0, count = 0;
    bool ok = false;
    CandidateMask in[kExactCells] = {}, out[kExactCells] = {};
    CandidateMask required = 0;  // required_cage's answer (the values of every set that fits), or 0
  };
  Slot slots[kSlots];

  static std::size_t slot_of(int sum, int size, const CandidateMask* masks, int count) {
    std::uint64_t h = static_cast<std::uint64_t>(sum) * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(size);
    for (int i = 0; i < count; ++i) h = (h ^ masks[i]) * 0x100000001B3ull;
    return static_cast<std::size_t>((h ^ (h >> 29)) & (kSlots - 1));
  }
  Slot* find(int sum, int size, const CandidateMask* masks, int count) {
    Slot& s = slots[slot_of(sum, size, masks, count)];
    if (s.sum != sum || s.size != size || s.count != count) return nullptr;
    for (int i = 0; i < count; ++i)
      if (s.in[i] != masks[i]) return nullptr;
    return &s;
  }
  void store(int sum, int size, const CandidateMask* in, const CandidateMask* out, int count, bool ok, CandidateMask required) {
    Slot& s = slots[slot_of(sum, size, in, count)];
    s.sum = sum;
    s.size = size;
    s.count = count;
    s.ok = ok;
    s.required = required;
    for (int i = 0; i < count; ++i) {
      s.in[i] = in[i];
      s.out[i] = out[i];
    }
  }
};

bool narrow_summed_cage(const Constraint& c, CandidateMask* masks, int size, CandidateMask& required);

CageMemo& cage_memo() {
  thread_local std::unique_ptr<CageMemo> memo = std::make_unique<CageMemo>();
  return *memo;
}

}  // namespace

bool narrow_cage(const Constraint& c, CandidateMask* masks, int size) {
  const int count = static_cast<int>(c.cells.size());
  CandidateMask required = 0;
  if (c.number != 0 && count <= kExactCells) {
    CageMemo& memo = cage_memo();
    if (const CageMemo::Slot* known = memo.find(c.number, size, masks, count)) {
      for (int i = 0; i < count; ++i) masks[i] = known->out[i];
      return known->ok;
    }
    CandidateMask in[kExactCells];
    for (int i = 0; i < count; ++i) in[i] = masks[i];
    const bool ok = narrow_summed_cage(c, masks, size, required);
    memo.store(c.number, size, in, masks, count, ok, required);
    // What it left narrows to itself, with the same sets (every value of a set that fits was kept): required_cage's lookup.
    if (ok) memo.store(c.number, size, masks, masks, count, ok, required);
    return ok;
  }
  return narrow_summed_cage(c, masks, size, required);
}

CandidateMask required_cage(const Constraint& c, const CandidateMask* masks, int size) {
  const int count = static_cast<int>(c.cells.size());
  CandidateMask all = 0;
  for (int i = 0; i < count; ++i) all |= masks[i];
  if (c.number == 0) return count_of(all) == count ? all : 0;  // as many values as cells: each is there
  if (count <= kExactCells)  // (narrowed just before, as the solvers do: its sets are known)
    if (const CageMemo::Slot* known = cage_memo().find(c.number, size, masks, count)) return known->required;
  SumNarrowing n{masks, count, Matching(masks, count)};
  if (size <= kTabledSize) {
    for (CandidateMask set : tabled_sets(size, count, c.number))
      if (!(set & ~all)) n.keep_required(set);
  } else {
    return 0;
  }
  return n.required == ~CandidateMask{0} ? 0 : n.required;
}

namespace {

// narrow_cage without the memo; `required`: the values of every set that fits (0: not known).
bool narrow_summed_cage(const Constraint& c, CandidateMask* masks, int size, CandidateMask& required) {
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
  required = n.required == ~CandidateMask{0} ? 0 : n.required;
  return true;
}

}  // namespace

}  // namespace sudoku
