#include "core/logic/forcing.hpp"

#include <algorithm>

#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

namespace {

// What singles() did, when asked: each placement (cell, value, and the house
// of a hidden single, -1 for a naked one) in order, and the contradiction it
// stopped at.
struct SinglesLog {
  struct Placed {
    int cell, value, house;
  };
  std::vector<Placed> placed;
  Contradiction contradiction;
};

// Naked and hidden singles until none is left; false on a contradiction.
bool singles(CandidateGrid& g, SinglesLog* log = nullptr) {
  const Shape& s = g.shape();
  auto place = [&](int c, int v, int house) {
    g.place(c, v);
    if (log) log->placed.push_back({c, v, house});
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (int c = 0; c < s.cell_count(); ++c) {
      if (g.value(c)) continue;
      const CandidateMask m = g.candidates(c);
      if (!m) {
        if (log) log->contradiction = {c, -1, 0};
        return false;
      }
      if (count_of(m) == 1) {
        place(c, lowest_value(m), -1);
        changed = true;
      }
    }
    for (int h = 0; h < house_count(g); ++h) {
      if (!s.is_complete(h)) continue;
      CandidateMask once = 0, twice = 0;
      for (int c : cells_of(g, h)) {
        twice |= once & g.candidates(c);
        once |= g.candidates(c);
      }
      const CandidateMask placed = placed_in(g, h);
      if ((once | placed) != all_values(s.size())) {  // a value with no place
        if (log) log->contradiction = {-1, h, lowest_value(all_values(s.size()) & ~(once | placed))};
        return false;
      }
      for (CandidateMask unique = once & ~twice & ~placed; unique; unique &= unique - 1) {
        const int v = lowest_value(unique);
        for (int c : cells_of(g, h))
          if (g.candidates(c) & bit_of(v)) {
            place(c, v, h);
            changed = true;
            break;
          }
      }
    }
  }
  if (std::optional<Contradiction> c = g.find_contradiction()) {
    if (log) log->contradiction = *c;
    return false;
  }
  return true;
}

// The branch of a forcing chain that placing v in cell contradicts, for its
// step: what the contradiction rests on among the placements the branch
// makes, and the contradiction. Each candidate the reasoning needs gone
// (one of the dead cell's, the dead value's places in its house, the other
// candidates of a naked single, a hidden single's value elsewhere in its
// house) was taken by the first placement that could: a peer placed with
// that value, or the cell filled with another. Those placements' own reasons
// follow in turn, back to the assumption.
void explain_contradiction(const CandidateGrid& g, int cell, int v, Deduction& d) {
  const Shape& s = g.shape();
  CandidateGrid branch = g;
  SinglesLog log;
  branch.place(cell, v);
  log.placed.push_back({cell, v, -1});
  if (singles(branch, &log)) return;  // (no contradiction: cannot happen for a step found failing)
  std::vector<int> index_of(static_cast<std::size_t>(s.cell_count()), -1);  // by cell: its placement in the log
  for (std::size_t i = 0; i < log.placed.size(); ++i) index_of[log.placed[i].cell] = static_cast<int>(i);
  // The first placement that took value u from cell y (-1: none did).
  auto taken_by = [&](int y, int u) {
    int first = index_of[y] >= 0 && log.placed[index_of[y]].value != u ? index_of[y] : -1;
    for (int p : s.peers_of(y))
      if (index_of[p] >= 0 && log.placed[index_of[p]].value == u && (first < 0 || index_of[p] < first))
        first = index_of[p];
    return first;
  };
  std::vector<char> needed(log.placed.size(), 0);
  std::vector<int> todo;
  auto need = [&](int y, int u) {
    const int i = taken_by(y, u);
    if (i > 0 && !needed[i]) needed[i] = 1, todo.push_back(i);  // (0 is the assumption itself)
  };
  auto house_needs = [&](int h, int u, int except) {
    for (int y : cells_of(g, h))
      if (y != except && !g.value(y) && (g.candidates(y) & bit_of(u))) need(y, u);
  };
  const Contradiction& dead = log.contradiction;
  if (dead.cell >= 0) {
    for (CandidateMask m = g.candidates(dead.cell); m; m &= m - 1) need(dead.cell, lowest_value(m));
  } else if (dead.house >= 0) {
    house_needs(dead.house, dead.value, -1);
  }
  while (!todo.empty()) {
    const SinglesLog::Placed p = log.placed[todo.back()];
    todo.pop_back();
    if (p.house < 0) {
      for (CandidateMask m = g.candidates(p.cell) & ~bit_of(p.value); m; m &= m - 1) need(p.cell, lowest_value(m));
    } else {
      house_needs(p.house, p.value, p.cell);
    }
  }
  for (std::size_t i = 1; i < log.placed.size(); ++i)
    if (needed[i]) d.forced.push_back({log.placed[i].cell, log.placed[i].value});
  d.dead_cell = dead.cell;
  d.dead_house = dead.house;
  d.dead_value = dead.value;
}

// What is left of a nested search's budget (kNestedBranchBudget), counted
// down by branch() at every depth; -1: no nested search under way. Per
// thread: a batch rates on several.
thread_local long nested_branches_left = -1;

bool nested_budget_spent() { return nested_branches_left == 0; }

// A branch: the grid after placing and propagating, or nothing on a contradiction.
std::optional<CandidateGrid> branch(const CandidateGrid& g, int cell, int v, Propagation how) {
  if (nested_branches_left > 0) --nested_branches_left;
  CandidateGrid copy = g;
  if (!propagate(copy, cell, v, how)) return std::nullopt;
  return copy;
}

// The placements every branch makes that `g` has not: (cell, value), by cell.
std::vector<std::pair<int, int>> common_placements(const CandidateGrid& g, const std::vector<CandidateGrid>& branches) {
  std::vector<std::pair<int, int>> out;
  if (branches.empty()) return out;
  for (int c = 0; c < g.shape().cell_count(); ++c) {
    if (g.value(c)) continue;
    const Value v = branches[0].value(c);
    bool all = v != 0;
    for (std::size_t i = 1; i < branches.size() && all; ++i) all = branches[i].value(c) == v;
    if (all) out.push_back({c, v});
  }
  return out;
}

// The candidates of `g` that no branch keeps (a branch that filled the cell
// with another value keeps none of its others), by cell.
std::vector<std::pair<int, int>> common_eliminations(const CandidateGrid& g,
                                                     const std::vector<CandidateGrid>& branches) {
  std::vector<std::pair<int, int>> out;
  if (branches.empty()) return out;
  for (int c = 0; c < g.shape().cell_count(); ++c) {
    CandidateMask kept = 0;
    for (const CandidateGrid& b : branches) kept |= b.value(c) ? bit_of(b.value(c)) : b.candidates(c);
    for (CandidateMask m = g.candidates(c) & ~kept; m; m &= m - 1) out.push_back({c, lowest_value(m)});
  }
  return out;
}

// Branches, one per (cell, value); nothing when fewer than two survive
// (a contradicting branch is the contradiction technique's step).
std::optional<std::vector<CandidateGrid>> all_branches(const CandidateGrid& g,
                                                       const std::vector<std::pair<int, int>>& assumptions,
                                                       Propagation how) {
  std::vector<CandidateGrid> out;
  for (const auto& [cell, v] : assumptions) {
    std::optional<CandidateGrid> b = branch(g, cell, v, how);
    if (!b) return std::nullopt;
    out.push_back(std::move(*b));
  }
  return out;
}

// When one of `assumptions` must hold and none contradicts: what every
// branch places, or else the candidates no branch keeps; nothing when neither.
std::optional<Deduction> what_every_branch_does(const CandidateGrid& g,
                                                const std::vector<std::pair<int, int>>& assumptions,
                                                Propagation how) {
  const std::optional<std::vector<CandidateGrid>> branches = all_branches(g, assumptions, how);
  if (!branches) return std::nullopt;
  Deduction d;
  d.placements = common_placements(g, *branches);
  if (d.placements.empty()) d.eliminations = common_eliminations(g, *branches);
  if (d.placements.empty() && d.eliminations.empty()) return std::nullopt;
  return d;
}

}  // namespace

bool propagate(CandidateGrid& grid, int cell, int v, Propagation how) {
  grid.place(cell, v);
  if (how == Propagation::kSingles) return singles(grid);
  LadderOptions box_line;
  box_line.cap = how == Propagation::kNet ? Technique::kHiddenPair              // singles, box/line and pairs
                                          : Technique::kForcingContradiction;  // up to forcing chains
  while (true) {
    if (!singles(grid)) return false;
    if (grid.solved()) return true;
    std::optional<Deduction> d = find_deduction(grid, box_line);
    if (!d) return true;
    apply_deduction(grid, *d);
    if (grid.contradicted()) return false;
  }
}

std::optional<Deduction> find_nested_contradiction(const CandidateGrid& g, long budget) {
  nested_branches_left = budget;
  std::optional<Deduction> d = find_forcing_contradiction(g, Propagation::kNested);
  nested_branches_left = -1;
  return d;
}

std::optional<Deduction> find_forcing_contradiction(const CandidateGrid& g, Propagation how) {
  // Cells with fewer candidates first: their branches are the likeliest to fail.
  std::vector<int> cells;
  for (int c = 0; c < g.shape().cell_count(); ++c)
    if (count_of(g.candidates(c)) >= 2) cells.push_back(c);
  std::stable_sort(cells.begin(), cells.end(),
                   [&](int a, int b) { return count_of(g.candidates(a)) < count_of(g.candidates(b)); });
  for (int c : cells)
    for (CandidateMask m = g.candidates(c); m; m &= m - 1) {
      if (nested_budget_spent()) return std::nullopt;
      const int v = lowest_value(m);
      if (branch(g, c, v, how)) continue;
      Deduction d;
      d.cells = {{c, Role::kPattern}};
      d.values = bit_of(v);
      d.eliminations = {{c, v}};
      if (how == Propagation::kSingles) {
        explain_contradiction(g, c, v, d);
        if (d.dead_cell >= 0) d.cells.push_back({d.dead_cell, Role::kFin});
        if (d.dead_house >= 0) d.houses.push_back({d.dead_house, Role::kCover});
      }
      return d;
    }
  return std::nullopt;
}

std::optional<Deduction> find_cell_forcing(const CandidateGrid& g, Propagation how) {
  for (int c = 0; c < g.shape().cell_count(); ++c) {
    const CandidateMask m = g.candidates(c);
    if (count_of(m) < 2 || count_of(m) > 3) continue;
    std::vector<std::pair<int, int>> assumptions;
    for (CandidateMask k = m; k; k &= k - 1) assumptions.push_back({c, lowest_value(k)});
    std::optional<Deduction> d = what_every_branch_does(g, assumptions, how);
    if (!d) continue;
    d->cells = {{c, Role::kPattern}};
    d->values = m;
    return d;
  }
  return std::nullopt;
}

std::optional<Deduction> find_unit_forcing(const CandidateGrid& g, Propagation how) {
  for (int h = 0; h < house_count(g); ++h) {
    if (!g.shape().is_complete(h)) continue;
    for (CandidateMask open = all_values(g.shape().size()) & ~placed_in(g, h); open; open &= open - 1) {
      const int v = lowest_value(open);
      const Places places = places_of(g, h, v);
      if (places.size() < 2 || places.size() > 3) continue;
      std::vector<std::pair<int, int>> assumptions;
      for (int c : places) assumptions.push_back({c, v});
      std::optional<Deduction> d = what_every_branch_does(g, assumptions, how);
      if (!d) continue;
      d->houses = {{h, Role::kBase}};
      for (int c : places) d->cells.push_back({c, Role::kPattern});
      d->values = bit_of(v);
      return d;
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
