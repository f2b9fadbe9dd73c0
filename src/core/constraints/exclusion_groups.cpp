// Exact narrowing of sums over exclusion groups; see exclusion_groups.hpp.
#include "core/constraints/exclusion_groups.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>

#include "core/constraints/sum_bounds.hpp"
#include "core/shape.hpp"

namespace sudoku {

namespace {

// A group's fillings past this many are not listed: its cells count as groups of one.
constexpr long kMaxFillings = 3000;

bool sums_cells(ConstraintKind kind) {
  return kind == ConstraintKind::sum || kind == ConstraintKind::little_killer || kind == ConstraintKind::arrow;
}

bool share_house(const Shape& shape, int a, int b) {
  const IndexSpan peers = shape.peers_of(a);
  return std::find(peers.begin(), peers.end(), b) != peers.end();
}

}  // namespace

void fill_exclusion_groups(const Shape& shape, Constraint& c) {
  c.groups.clear();
  if (!sums_cells(c.kind)) return;
  // A cell given twice (a whisper may pass one twice; a sum should not) shares no group with itself: no groups then.
  for (std::size_t i = 0; i < c.cells.size(); ++i)
    for (std::size_t j = i + 1; j < c.cells.size(); ++j)
      if (c.cells[i] == c.cells[j]) return;
  const std::size_t first = c.kind == ConstraintKind::arrow ? 1 : 0, count = c.cells.size();
  // Cells i and j may share a group: they share a house and count with the same sign (a cell
  // counted negatively differs from one counted positively, not their terms).
  const auto negative = [&](std::size_t i) { return i + static_cast<std::size_t>(c.negatives) >= count; };
  std::vector<std::vector<char>> apart(count, std::vector<char>(count, 0));
  for (std::size_t i = first; i < count; ++i)
    for (std::size_t j = first; j < count; ++j)
      apart[i][j] = i != j && negative(i) == negative(j) && share_house(shape, c.cells[i], c.cells[j]);
  // Greedy cliques, as ISS's findExclusionGroupsGreedy: each group grows from what is left by the cell
  // that shares a house with the most cells still possible, the first on a tie; larger groups narrow more.
  c.groups.assign(count, -1);
  int groups = 0;
  for (std::size_t left = count - first; left > 0; ++groups) {
    std::vector<char> possible(count, 0);
    for (std::size_t i = first; i < count; ++i) possible[i] = c.groups[i] < 0;
    while (true) {
      long best = -1;
      int most = -1;
      for (std::size_t i = first; i < count; ++i) {
        if (!possible[i]) continue;
        int with = 0;
        for (std::size_t j = first; j < count; ++j) with += possible[j] && apart[i][j];
        if (with > most) {
          most = with;
          best = static_cast<long>(i);
        }
      }
      if (best < 0) break;
      c.groups[best] = groups;
      --left;
      for (std::size_t j = first; j < count; ++j) possible[j] = possible[j] && apart[best][j];
    }
  }
}

namespace {

// Totals of up to 127 as the bits of one 128-bit word (std::bitset<128>'s
// shifts are calls, not inlined: 8% of a killer search's time).
class SmallTotals {
 public:
  void set(std::size_t t) { bits_ |= Word{1} << t; }
  bool test(std::size_t t) const { return (bits_ >> t) & 1; }
  void reset() { bits_ = 0; }
  bool none() const { return bits_ == 0; }
  SmallTotals operator<<(std::size_t t) const { return SmallTotals(bits_ << t); }
  SmallTotals operator>>(std::size_t t) const { return SmallTotals(bits_ >> t); }
  SmallTotals operator&(const SmallTotals& o) const { return SmallTotals(bits_ & o.bits_); }
  SmallTotals& operator|=(const SmallTotals& o) {
    bits_ |= o.bits_;
    return *this;
  }
  SmallTotals() = default;

 private:
  __extension__ typedef unsigned __int128 Word;
  explicit SmallTotals(Word bits) : bits_(bits) {}
  Word bits_ = 0;
};

// Totals of up to 64 K - 1 as the bits of K words, shifted inline
// (std::bitset<1024>'s shifts are calls, and walk all sixteen words: on
// ISS's "Zero solution: Little Killer", with implied sums of 15 cells and
// more, nine tenths of the search's instructions).
template <std::size_t K>
class WordTotals {
 public:
  void set(std::size_t t) { w_[t >> 6] |= Word{1} << (t & 63); }
  bool test(std::size_t t) const { return (w_[t >> 6] >> (t & 63)) & 1; }
  void reset() { w_.fill(0); }
  bool none() const {
    Word any = 0;
    for (Word x : w_) any |= x;
    return any == 0;
  }
  WordTotals operator<<(std::size_t t) const {
    WordTotals r;
    const std::size_t q = t >> 6, b = t & 63;
    for (std::size_t i = q; i < K; ++i) {
      Word x = w_[i - q] << b;
      if (b && i > q) x |= w_[i - q - 1] >> (64 - b);
      r.w_[i] = x;
    }
    return r;
  }
  WordTotals operator>>(std::size_t t) const {
    WordTotals r;
    const std::size_t q = t >> 6, b = t & 63;
    for (std::size_t i = 0; i + q < K; ++i) {
      Word x = w_[i + q] >> b;
      if (b && i + q + 1 < K) x |= w_[i + q + 1] << (64 - b);
      r.w_[i] = x;
    }
    return r;
  }
  WordTotals operator&(const WordTotals& o) const {
    WordTotals r;
    for (std::size_t i = 0; i < K; ++i) r.w_[i] = w_[i] & o.w_[i];
    return r;
  }
  WordTotals& operator|=(const WordTotals& o) {
    for (std::size_t i = 0; i < K; ++i) w_[i] |= o.w_[i];
    return *this;
  }

 private:
  using Word = std::uint64_t;
  std::array<Word, K> w_{};
};

// One group's table, kept from call to call (a search narrows a sum
// thousands of times), over totals as bits of B.
template <typename B>
struct Fillings {
  std::vector<int> members;              // indices into the constraint's cells
  int most = 0;                          // the largest total its cells' candidates could make
  B totals;                              // the totals its fillings reach
  std::vector<CandidateMask> by_total;   // [total * members.size() + k]: member k's values in fillings of that total
  bool by_values = false;                // listed by list_by_values, not list_fillings
};

// The totals of `take` different values of `values` but `without` (0: none), by how many are taken.
template <typename B>
B totals_of_different(CandidateMask values, int take, int without) {
  B by_count[kMaxSize + 1];
  by_count[0].set(0);
  int taken = 0;
  for (CandidateMask m = values; m; m &= m - 1) {
    const int v = lowest_value(m);
    if (v == without) continue;
    taken = std::min(taken + 1, take);
    for (int j = taken; j > 0; --j) by_count[j] |= by_count[j - 1] << static_cast<std::size_t>(v);
  }
  return by_count[take];
}

// A group with too many fillings to list, relaxed to the sets of different
// values its cells' candidates hold together: a total is reached when k
// different values of their union add up to it, and a member keeps v for
// that total when v and k - 1 other values of the union do. Every filling's
// values are such a set, so this strikes nothing a filling keeps.
template <typename B>
void list_by_values(const CandidateMask* masks, Fillings<B>& g) {
  const int k = static_cast<int>(g.members.size());
  CandidateMask all = 0;
  for (int i : g.members) all |= masks[i];
  g.totals = totals_of_different<B>(all, k, 0);
  for (CandidateMask m = all; m; m &= m - 1) {
    const int v = lowest_value(m);
    const B rest = totals_of_different<B>(all, k - 1, v);
    for (int t = v; t <= g.most; ++t) {
      if (!rest.test(static_cast<std::size_t>(t - v))) continue;
      for (int j = 0; j < k; ++j)
        if (masks[g.members[j]] & bit_of(v)) g.by_total[static_cast<std::size_t>(t * k + j)] |= bit_of(v);
    }
  }
}

template <typename B>
void list_fillings(const CandidateMask* masks, Fillings<B>& g, int* chosen, int k, int total, CandidateMask used) {
  const int n = static_cast<int>(g.members.size());
  if (k == n) {
    g.totals.set(static_cast<std::size_t>(total));
    for (int j = 0; j < n; ++j) g.by_total[static_cast<std::size_t>(total * n + j)] |= bit_of(chosen[j]);
    return;
  }
  for (CandidateMask m = masks[g.members[k]] & ~used; m; m &= m - 1) {
    const int v = lowest_value(m);
    chosen[k] = v;
    list_fillings(masks, g, chosen, k + 1, total + v, used | bit_of(v));
  }
}

// narrow_grouped_sum over totals as bits: a group's as bits of G, which hold
// every total of one group (at most N cells of at most N), the sum's as bits
// of B, which hold every total of these cells.
template <typename G, typename B>
bool narrow_grouped(CandidateMask* masks, const int* groups, int count, Totals& targets) {
  int group_count = 0;
  for (int i = 0; i < count; ++i) group_count = std::max(group_count, groups[i] + 1);
  thread_local std::vector<Fillings<G>> slots;
  std::size_t used = 0;
  auto next_slot = [&]() -> Fillings<G>& {
    if (used == slots.size()) slots.emplace_back();
    Fillings<G>& f = slots[used++];
    f.members.clear();
    f.totals.reset();
    f.most = 0;
    f.by_values = false;
    return f;
  };
  for (int g = 0; g < group_count; ++g) {
    Fillings<G>& f = next_slot();
    long product = 1;
    for (int i = 0; i < count; ++i)
      if (groups[i] == g) {
        f.members.push_back(i);
        product *= count_of(masks[i]);
      }
    if (f.members.empty()) {
      --used;
      continue;
    }
    f.by_values = product > kMaxFillings;  // too many to list: by its values instead (sound, weaker)
  }
  int chosen[kMaxSize];  // (a group's cells pairwise share a house: at most N of them)
  for (std::size_t g = 0; g < used; ++g) {
    Fillings<G>& f = slots[g];
    for (int i : f.members) f.most += highest_value(masks[i]);
    f.by_total.assign(static_cast<std::size_t>((f.most + 1) * static_cast<int>(f.members.size())), 0);
    if (f.members.size() == 1) {  // one cell: its values are its totals
      for (CandidateMask m = masks[f.members[0]]; m; m &= m - 1) {
        const int v = lowest_value(m);
        f.totals.set(static_cast<std::size_t>(v));
        f.by_total[static_cast<std::size_t>(v)] = bit_of(v);
      }
      continue;
    }
    if (f.by_values)
      list_by_values(masks, f);
    else
      list_fillings(masks, f, chosen, 0, 0, 0);
    if (f.totals.none()) return false;  // (a group whose cells cannot all differ)
  }
  // reach[g]: the totals groups 0..g-1 can make; need[g]: those from which groups g.. reach a target.
  const std::size_t n = used;
  thread_local std::vector<B> reach, need;
  reach.assign(n + 1, B{});
  need.assign(n + 1, B{});
  reach[0].set(0);
  for (std::size_t g = 0; g < n; ++g)
    for (int t = 0; t <= slots[g].most; ++t)
      if (slots[g].totals.test(static_cast<std::size_t>(t))) reach[g + 1] |= reach[g] << static_cast<std::size_t>(t);
  int top = 0;  // the largest total of all
  for (std::size_t g = 0; g < n; ++g) top += slots[g].most;
  B wanted;
  for (int t = 0; t <= top; ++t)
    if (targets.test(static_cast<std::size_t>(t)) && reach[n].test(static_cast<std::size_t>(t))) wanted.set(static_cast<std::size_t>(t));
  targets.reset();
  for (int t = 0; t <= top; ++t)
    if (wanted.test(static_cast<std::size_t>(t))) targets.set(static_cast<std::size_t>(t));
  if (wanted.none()) return false;
  need[n] = wanted;
  for (std::size_t g = n; g-- > 0;)
    for (int t = 0; t <= slots[g].most; ++t)
      if (slots[g].totals.test(static_cast<std::size_t>(t))) need[g] |= need[g + 1] >> static_cast<std::size_t>(t);
  for (std::size_t g = 0; g < n; ++g) {
    const Fillings<G>& f = slots[g];
    const int k = static_cast<int>(f.members.size());
    CandidateMask keep[kMaxSize] = {};
    for (int t = 0; t <= f.most; ++t) {
      if (!f.totals.test(static_cast<std::size_t>(t)) || (reach[g] & (need[g + 1] >> static_cast<std::size_t>(t))).none()) continue;
      for (int j = 0; j < k; ++j) keep[j] |= f.by_total[static_cast<std::size_t>(t * k + j)];
    }
    for (int j = 0; j < k; ++j) {
      if (!keep[j]) return false;
      masks[f.members[static_cast<std::size_t>(j)]] = keep[j];
    }
  }
  return true;
}

// What narrow_grouped<SmallTotals, SmallTotals> answered for sums of up to kMemoCells
// cells, by their groups, candidates and targets, direct-mapped: a search
// narrows the same sum with the same candidates over and over (on tarek's
// unsolvable #41, 124,466 narrowings of 57,938 different inputs).
class GroupedMemo {
 public:
  static constexpr int kMemoCells = 16;

  // The slot for these inputs, and whether it holds their answer.
  struct Slot {
    int count = -1;
    bool ok = false;
    signed char groups[kMemoCells] = {};
    CandidateMask in[kMemoCells] = {}, out[kMemoCells] = {};
    std::uint64_t targets_in[2] = {}, targets_out[2] = {};
  };
  Slot& slot(const CandidateMask* masks, const int* groups, int count, const std::uint64_t* targets, bool& hit) {
    std::uint64_t h = (targets[0] * 0x9E3779B97F4A7C15ull) ^ (targets[1] + static_cast<std::uint64_t>(count));
    for (int i = 0; i < count; ++i) h = (h ^ (masks[i] | static_cast<std::uint64_t>(groups[i]) << 32)) * 0x100000001B3ull;
    Slot& s = slots_[(h ^ (h >> 31)) & (kSlots - 1)];
    hit = s.count == count && s.targets_in[0] == targets[0] && s.targets_in[1] == targets[1];
    for (int i = 0; hit && i < count; ++i) hit = s.in[i] == masks[i] && s.groups[i] == groups[i];
    return s;
  }

 private:
  static constexpr int kSlots = 1 << 11;
  Slot slots_[kSlots];
};

}  // namespace

bool narrow_grouped_sum(CandidateMask* masks, const int* groups, int count, int size, Totals& targets, bool& done) {
  done = false;
  if (count * size > kMaxGroupedTotal) return true;
  for (int i = 0; i < count; ++i)
    if (!masks[i]) return false;
  if (count * size >= 128 || count > GroupedMemo::kMemoCells) {
    // A group's totals are at most N N (N cells of at most N): one 128-bit word up to 11x11.
    using Wide = WordTotals<(kMaxGroupedTotal + 1) / 64>;
    if (size * size < 128)
      done = count * size < 256   ? narrow_grouped<SmallTotals, WordTotals<4>>(masks, groups, count, targets)
             : count * size < 512 ? narrow_grouped<SmallTotals, WordTotals<8>>(masks, groups, count, targets)
                                  : narrow_grouped<SmallTotals, Wide>(masks, groups, count, targets);
    else
      done = narrow_grouped<Wide, Wide>(masks, groups, count, targets);
    return done;
  }
  // Totals of up to 127 (the sums of 9x9 grids and most others) in one 128-bit word, not sixteen, and remembered.
  thread_local std::unique_ptr<GroupedMemo> memo = std::make_unique<GroupedMemo>();
  const Totals low(~0ull);
  const std::uint64_t wanted[2] = {(targets & low).to_ullong(), ((targets >> 64) & low).to_ullong()};
  bool hit = false;
  GroupedMemo::Slot& slot = memo->slot(masks, groups, count, wanted, hit);
  if (!hit) {
    slot.count = count;
    slot.targets_in[0] = wanted[0];
    slot.targets_in[1] = wanted[1];
    for (int i = 0; i < count; ++i) {
      slot.in[i] = masks[i];
      slot.groups[i] = static_cast<signed char>(groups[i]);
    }
    slot.ok = narrow_grouped<SmallTotals, SmallTotals>(masks, groups, count, targets);
    slot.targets_out[0] = (targets & low).to_ullong();
    slot.targets_out[1] = ((targets >> 64) & low).to_ullong();
    for (int i = 0; i < count; ++i) slot.out[i] = masks[i];
  }
  targets = Totals(slot.targets_out[0]) | (Totals(slot.targets_out[1]) << 64);
  for (int i = 0; i < count; ++i) masks[i] = slot.out[i];
  done = slot.ok;
  return slot.ok;
}

}  // namespace sudoku
