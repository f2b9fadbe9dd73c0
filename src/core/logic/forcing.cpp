#include "core/logic/forcing.hpp"

#include <algorithm>

#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

namespace {

// Naked and hidden singles until none is left; false on a contradiction.
bool singles(CandidateGrid& g) {
  const Shape& s = g.shape();
  for (bool changed = true; changed;) {
    changed = false;
    for (int c = 0; c < s.cell_count(); ++c) {
      if (g.value(c)) continue;
      const CandidateMask m = g.candidates(c);
      if (!m) return false;
      if (count_of(m) == 1) {
        g.place(c, lowest_value(m));
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
      if ((once | placed) != all_values(s.size())) return false;  // a value with no place
      for (CandidateMask unique = once & ~twice & ~placed; unique; unique &= unique - 1) {
        const int v = lowest_value(unique);
        for (int c : cells_of(g, h))
          if (g.candidates(c) & bit_of(v)) {
            g.place(c, v);
            changed = true;
            break;
          }
      }
    }
  }
  return !g.contradicted();
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
