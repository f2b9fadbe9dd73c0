// Exact narrowing of sums over exclusion groups; see exclusion_groups.hpp.
#include "core/constraints/exclusion_groups.hpp"

#include <algorithm>

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

// One group's fillings by total: for each total, the values each of its cells takes in some filling of it.
struct GroupFillings {
  std::vector<int> members;              // indices into the constraint's cells
  Totals totals;                         // the totals its fillings reach
  std::vector<CandidateMask> by_total;   // [total * members.size() + k]: member k's values in fillings of that total
};

void list_fillings(const CandidateMask* masks, GroupFillings& g, std::vector<int>& chosen, int k, int total,
                   CandidateMask used) {
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

}  // namespace

void fill_exclusion_groups(const Shape& shape, Constraint& c) {
  c.groups.clear();
  if (!sums_cells(c.kind)) return;
  const std::size_t first = c.kind == ConstraintKind::arrow ? 1 : 0;
  std::vector<std::vector<int>> groups;
  c.groups.assign(c.cells.size(), -1);
  for (std::size_t i = first; i < c.cells.size(); ++i) {
    const int cell = c.cells[i];
    std::size_t g = 0;
    for (; g < groups.size(); ++g)
      if (std::all_of(groups[g].begin(), groups[g].end(), [&](int other) { return share_house(shape, cell, other); })) break;
    if (g == groups.size()) groups.emplace_back();
    groups[g].push_back(cell);
    c.groups[i] = static_cast<int>(g);
  }
  // A cell given twice (a whisper may pass one twice; a sum should not) shares no group with itself: no groups then.
  for (std::size_t i = 0; i < c.cells.size(); ++i)
    for (std::size_t j = i + 1; j < c.cells.size(); ++j)
      if (c.cells[i] == c.cells[j]) c.groups.clear();
}

bool narrow_grouped_sum(CandidateMask* masks, const int* groups, int count, int size, Totals& targets, bool& done) {
  done = false;
  if (count * size > kMaxGroupedTotal) return true;
  for (int i = 0; i < count; ++i)
    if (!masks[i]) return false;
  int group_count = 0;
  for (int i = 0; i < count; ++i) group_count = std::max(group_count, groups[i] + 1);
  // The groups' tables, kept from call to call (a search narrows a sum thousands of times): slots 0..used-1 are this call's.
  thread_local std::vector<GroupFillings> slots;
  thread_local std::vector<int> chosen;
  std::size_t used = 0;
  auto next_slot = [&]() -> GroupFillings& {
    if (used == slots.size()) slots.emplace_back();
    GroupFillings& f = slots[used++];
    f.members.clear();
    f.totals.reset();
    return f;
  };
  for (int g = 0; g < group_count; ++g) {
    GroupFillings& f = next_slot();
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
    if (product > kMaxFillings) {  // too many to list: its cells alone, each a group of one (sound, weaker)
      const std::vector<int> members = f.members;
      --used;
      for (int i : members) next_slot().members.push_back(i);
    }
  }
  const std::vector<GroupFillings>& fillings = slots;
  const int total_limit = count * size;
  for (std::size_t g = 0; g < used; ++g) {
    GroupFillings& f = slots[g];
    f.by_total.assign(static_cast<std::size_t>((total_limit + 1) * static_cast<int>(f.members.size())), 0);
    chosen.assign(f.members.size(), 0);
    list_fillings(masks, f, chosen, 0, 0, 0);
    if (f.totals.none()) return false;  // (a group whose cells cannot all differ)
  }
  // reach[g]: the totals groups 0..g-1 can make; need[g]: those from which groups g.. reach a target.
  const std::size_t n = used;
  thread_local std::vector<Totals> reach, need;
  reach.assign(n + 1, Totals{});
  need.assign(n + 1, Totals{});
  reach[0].set(0);
  for (std::size_t g = 0; g < n; ++g)
    for (int t = 0; t <= total_limit; ++t)
      if (fillings[g].totals.test(static_cast<std::size_t>(t))) reach[g + 1] |= reach[g] << static_cast<std::size_t>(t);
  targets &= reach[n];
  if (targets.none()) return false;
  need[n] = targets;
  for (std::size_t g = n; g-- > 0;)
    for (int t = 0; t <= total_limit; ++t)
      if (fillings[g].totals.test(static_cast<std::size_t>(t))) need[g] |= need[g + 1] >> static_cast<std::size_t>(t);
  for (std::size_t g = 0; g < n; ++g) {
    const GroupFillings& f = fillings[g];
    const int k = static_cast<int>(f.members.size());
    CandidateMask keep[kMaxSize] = {};  // (a group's cells pairwise share a house: at most N of them)
    for (int t = 0; t <= total_limit; ++t) {
      if (!f.totals.test(static_cast<std::size_t>(t)) || (reach[g] & (need[g + 1] >> static_cast<std::size_t>(t))).none()) continue;
      for (int j = 0; j < k; ++j) keep[j] |= f.by_total[static_cast<std::size_t>(t * k + j)];
    }
    for (int j = 0; j < k; ++j) {
      if (!keep[j]) return false;
      masks[f.members[static_cast<std::size_t>(j)]] = keep[j];
    }
  }
  done = true;
  return true;
}

}  // namespace sudoku
