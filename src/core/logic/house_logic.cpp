#include "core/logic/house_logic.hpp"

#include <algorithm>

namespace sudoku {

std::vector<int> seeing_all(const CandidateGrid& g, const std::vector<int>& cells, int v,
                            const std::vector<int>& except) {
  std::vector<int> out;
  if (cells.empty()) return out;
  for (int c : g.shape().peers_of(cells[0])) {
    if (!(g.candidates(c) & bit_of(v))) continue;
    if (std::find(except.begin(), except.end(), c) != except.end()) continue;
    if (std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
    bool all = true;
    for (std::size_t i = 1; i < cells.size() && all; ++i) all = sees(g.shape(), c, cells[i]);
    if (all) out.push_back(c);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::optional<Deduction> wing_step(const CandidateGrid& g, int pivot, int a, int b, int z, bool pivot_may_be_z) {
  Deduction d;
  const std::vector<int> seen = pivot_may_be_z ? seeing_all(g, {pivot, a, b}, z) : seeing_all(g, {a, b}, z, {pivot});
  for (int c : seen) d.eliminations.push_back({c, z});
  if (d.eliminations.empty()) return std::nullopt;
  d.cells = {{pivot, Role::kPivot}, {a, Role::kPincer}, {b, Role::kPincer}};
  d.values = bit_of(z);
  return d;
}

CandidateMask placed_in(const CandidateGrid& g, int h) {
  CandidateMask m = 0;
  for (int c : cells_of(g, h))
    if (g.value(c)) m |= bit_of(g.value(c));
  return m;
}

namespace {

bool is_line(const House& h) {
  return h.kind == HouseKind::kRow || h.kind == HouseKind::kColumn || h.kind == HouseKind::kLine;
}

}  // namespace

std::optional<Deduction> locked_candidates(const CandidateGrid& g, bool from_lines) {
  const Shape& s = g.shape();
  for (int a = 0; a < house_count(g); ++a) {
    if (is_line(s.houses()[a]) != from_lines || !s.is_complete(a)) continue;
    const CandidateMask open = all_values(s.size()) & ~placed_in(g, a);
    for (CandidateMask m = open; m; m &= m - 1) {
      const int v = lowest_value(m);
      const Places places = places_of(g, a, v);
      if (places.size() < 2) continue;
      for (int b : s.houses_of(places[0])) {
        if (b == a) continue;
        bool all_in_b = true;
        for (int c : places) all_in_b = all_in_b && in_house(s, c, b);
        if (!all_in_b) continue;
        Deduction d;
        for (int c : cells_of(g, b))
          if ((g.candidates(c) & bit_of(v)) && !in_house(s, c, a)) d.eliminations.push_back({c, v});
        if (d.eliminations.empty()) continue;
        d.houses = {{a, Role::kBase}, {b, Role::kCover}};
        for (int c : places) d.cells.push_back({c, Role::kPattern});
        d.values = bit_of(v);
        return d;
      }
    }
  }
  return std::nullopt;
}


std::optional<Deduction> naked_subset(const CandidateGrid& g, int k) {
  std::vector<int> small;
  for (int h = 0; h < house_count(g); ++h) {
    small.clear();
    int empty = 0;
    for (int c : cells_of(g, h)) {
      if (g.value(c)) continue;
      ++empty;
      const int count = count_of(g.candidates(c));
      if (count >= 2 && count <= k) small.push_back(c);
    }
    if (empty <= k || static_cast<int>(small.size()) < k) continue;
    std::optional<Deduction> found;
    auto visit = [&](const std::vector<int>& chosen) {
      CandidateMask values = 0;
      for (int c : chosen) values |= g.candidates(c);
      if (count_of(values) != k) return false;
      Deduction d;
      for (int c : cells_of(g, h)) {
        if (g.value(c) || std::find(chosen.begin(), chosen.end(), c) != chosen.end()) continue;
        for (CandidateMask m = g.candidates(c) & values; m; m &= m - 1) d.eliminations.push_back({c, lowest_value(m)});
      }
      if (d.eliminations.empty()) return false;
      d.houses = {{h, Role::kBase}};
      for (int c : chosen) d.cells.push_back({c, Role::kPattern});
      d.values = values;
      found = std::move(d);
      return true;
    };
    auto few_values = [&](const std::vector<int>& chosen) {
      CandidateMask values = 0;
      for (int c : chosen) values |= g.candidates(c);
      return count_of(values) <= k;
    };
    std::vector<int> chosen;
    if (for_each_subset_while(small, k, chosen, 0, few_values, visit)) return found;
  }
  return std::nullopt;
}

std::optional<Deduction> hidden_subset(const CandidateGrid& g, int k) {
  std::vector<std::uint32_t> places;  // by value: bit i for the house's cells[i] with it
  std::vector<int> few;
  for (int h = 0; h < house_count(g); ++h) {
    if (!g.shape().is_complete(h)) continue;
    const std::vector<int>& cells = cells_of(g, h);
    const CandidateMask open = all_values(g.shape().size()) & ~placed_in(g, h);
    if (count_of(open) <= k) continue;
    places.assign(g.shape().size() + 1, 0);
    few.clear();
    for (CandidateMask m = open; m; m &= m - 1) {
      const int v = lowest_value(m);
      for (size_t i = 0; i < cells.size(); ++i)
        if (g.candidates(cells[i]) & bit_of(v)) places[v] |= 1u << i;
      const int count = count_of(places[v]);
      if (count >= 2 && count <= k) few.push_back(v);
    }
    if (static_cast<int>(few.size()) < k) continue;
    std::optional<Deduction> found;
    auto visit = [&](const std::vector<int>& chosen) {
      std::uint32_t where = 0;
      CandidateMask values = 0;
      for (int v : chosen) {
        where |= places[v];
        values |= bit_of(v);
      }
      if (count_of(where) != k) return false;
      Deduction d;
      for (size_t i = 0; i < cells.size(); ++i) {
        if (!(where & (1u << i))) continue;
        d.cells.push_back({cells[i], Role::kPattern});
        for (CandidateMask m = g.candidates(cells[i]) & ~values; m; m &= m - 1)
          d.eliminations.push_back({cells[i], lowest_value(m)});
      }
      if (d.eliminations.empty()) return false;
      d.houses = {{h, Role::kBase}};
      d.values = values;
      found = std::move(d);
      return true;
    };
    auto few_places = [&](const std::vector<int>& chosen) {
      std::uint32_t where = 0;
      for (int v : chosen) where |= places[v];
      return count_of(where) <= k;
    };
    std::vector<int> chosen;
    if (for_each_subset_while(few, k, chosen, 0, few_places, visit)) return found;
  }
  return std::nullopt;
}

}  // namespace sudoku
