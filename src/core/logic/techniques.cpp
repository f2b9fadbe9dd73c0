#include "core/logic/techniques.hpp"

#include <algorithm>

namespace sudoku {

namespace {

using Finder = std::optional<Deduction> (*)(const CandidateGrid&);

bool in_house(const Shape& s, int cell, int house) {
  for (int h : s.houses_of(cell))
    if (h == house) return true;
  return false;
}

int house_count(const CandidateGrid& g) { return static_cast<int>(g.shape().houses().size()); }
const std::vector<int>& cells_of(const CandidateGrid& g, int h) { return g.shape().houses()[h].cells; }

// Values already placed in a house.
CandidateMask placed_in(const CandidateGrid& g, int h) {
  CandidateMask m = 0;
  for (int c : cells_of(g, h))
    if (g.value(c)) m |= bit_of(g.value(c));
  return m;
}

std::optional<Deduction> naked_single(const CandidateGrid& g) {
  for (int c = 0; c < g.shape().cell_count(); ++c) {
    if (g.value(c) || !is_single(g.candidates(c))) continue;
    Deduction d;
    d.technique = Technique::kNakedSingle;
    d.cells = {c};
    d.values = g.candidates(c);
    d.placements = {{c, lowest_value(g.candidates(c))}};
    return d;
  }
  return std::nullopt;
}

std::optional<Deduction> hidden_single(const CandidateGrid& g) {
  for (int h = 0; h < house_count(g); ++h) {
    if (!g.shape().is_complete(h)) continue;  // a house of fewer than N cells need not hold every value
    CandidateMask once = 0, twice = 0;
    for (int c : cells_of(g, h)) {
      twice |= once & g.candidates(c);
      once |= g.candidates(c);
    }
    const CandidateMask unique = once & ~twice & ~placed_in(g, h);
    if (!unique) continue;
    const int v = lowest_value(unique);
    for (int c : cells_of(g, h)) {
      if (!(g.candidates(c) & bit_of(v))) continue;
      Deduction d;
      d.technique = Technique::kHiddenSingle;
      d.house = h;
      d.cells = {c};
      d.values = bit_of(v);
      d.placements = {{c, v}};
      return d;
    }
  }
  return std::nullopt;
}

bool is_line(const House& h) {
  return h.kind == HouseKind::kRow || h.kind == HouseKind::kColumn || h.kind == HouseKind::kLine;
}

// A value whose places in house A all lie in house B can go nowhere else in B
// (A must hold every value: it has N cells). Pointing when A is not a line
// (box, region, diagonal, window, triangle), claiming when it is.
std::optional<Deduction> locked_candidates(const CandidateGrid& g, bool from_lines) {
  const Shape& s = g.shape();
  for (int a = 0; a < house_count(g); ++a) {
    if (is_line(s.houses()[a]) != from_lines || !s.is_complete(a)) continue;
    const CandidateMask open = all_values(s.size()) & ~placed_in(g, a);
    for (CandidateMask m = open; m; m &= m - 1) {
      const int v = lowest_value(m);
      std::vector<int> places;
      for (int c : cells_of(g, a))
        if (g.candidates(c) & bit_of(v)) places.push_back(c);
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
        d.technique = from_lines ? Technique::kClaiming : Technique::kPointing;
        d.house = a;
        d.other_house = b;
        d.cells = places;
        d.values = bit_of(v);
        return d;
      }
    }
  }
  return std::nullopt;
}

std::optional<Deduction> pointing(const CandidateGrid& g) { return locked_candidates(g, false); }
std::optional<Deduction> claiming(const CandidateGrid& g) { return locked_candidates(g, true); }

// Calls visit(chosen) for every k-subset of items; stops when visit returns true.
template <typename Visit>
bool for_each_subset(const std::vector<int>& items, int k, std::vector<int>& chosen, size_t from, Visit& visit) {
  if (static_cast<int>(chosen.size()) == k) return visit(chosen);
  for (size_t i = from; i < items.size(); ++i) {
    chosen.push_back(items[i]);
    if (for_each_subset(items, k, chosen, i + 1, visit)) return true;
    chosen.pop_back();
  }
  return false;
}

// k cells of a house whose candidates together are k values: those values
// leave every other cell of the house (Crook's preemptive sets).
std::optional<Deduction> naked_subset(const CandidateGrid& g, int k, Technique technique) {
  for (int h = 0; h < house_count(g); ++h) {
    std::vector<int> small;
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
      d.technique = technique;
      d.house = h;
      d.cells = chosen;
      d.values = values;
      found = std::move(d);
      return true;
    };
    std::vector<int> chosen;
    if (for_each_subset(small, k, chosen, 0, visit)) return found;
  }
  return std::nullopt;
}

// k values of a house whose places together are k cells: those cells can hold
// nothing else.
std::optional<Deduction> hidden_subset(const CandidateGrid& g, int k, Technique technique) {
  for (int h = 0; h < house_count(g); ++h) {
    if (!g.shape().is_complete(h)) continue;
    const std::vector<int>& cells = cells_of(g, h);
    const CandidateMask open = all_values(g.shape().size()) & ~placed_in(g, h);
    if (count_of(open) <= k) continue;
    std::vector<std::uint32_t> places(g.shape().size() + 1, 0);  // value -> bit i for cells[i]
    std::vector<int> few;
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
        d.cells.push_back(cells[i]);
        for (CandidateMask m = g.candidates(cells[i]) & ~values; m; m &= m - 1)
          d.eliminations.push_back({cells[i], lowest_value(m)});
      }
      if (d.eliminations.empty()) return false;
      d.technique = technique;
      d.house = h;
      d.values = values;
      found = std::move(d);
      return true;
    };
    std::vector<int> chosen;
    if (for_each_subset(few, k, chosen, 0, visit)) return found;
  }
  return std::nullopt;
}

std::optional<Deduction> naked_pair(const CandidateGrid& g) { return naked_subset(g, 2, Technique::kNakedPair); }
std::optional<Deduction> hidden_pair(const CandidateGrid& g) { return hidden_subset(g, 2, Technique::kHiddenPair); }
std::optional<Deduction> naked_triple(const CandidateGrid& g) { return naked_subset(g, 3, Technique::kNakedTriple); }
std::optional<Deduction> hidden_triple(const CandidateGrid& g) { return hidden_subset(g, 3, Technique::kHiddenTriple); }
std::optional<Deduction> naked_quad(const CandidateGrid& g) { return naked_subset(g, 4, Technique::kNakedQuad); }
std::optional<Deduction> hidden_quad(const CandidateGrid& g) { return hidden_subset(g, 4, Technique::kHiddenQuad); }

// The ladder, in the order of Technique.
constexpr std::pair<Technique, Finder> kLadder[] = {
    {Technique::kNakedSingle, naked_single}, {Technique::kHiddenSingle, hidden_single},
    {Technique::kPointing, pointing},        {Technique::kClaiming, claiming},
    {Technique::kNakedPair, naked_pair},     {Technique::kHiddenPair, hidden_pair},
    {Technique::kNakedTriple, naked_triple}, {Technique::kHiddenTriple, hidden_triple},
    {Technique::kNakedQuad, naked_quad},     {Technique::kHiddenQuad, hidden_quad},
};

}  // namespace

std::optional<Deduction> find_deduction(const CandidateGrid& grid, Technique cap) {
  for (const auto& [technique, finder] : kLadder) {
    if (technique > cap) break;
    if (std::optional<Deduction> d = finder(grid)) return d;
  }
  return std::nullopt;
}

void apply_deduction(CandidateGrid& grid, const Deduction& deduction) {
  for (const auto& [cell, value] : deduction.placements)
    if (!grid.value(cell)) grid.place(cell, value);
  for (const auto& [cell, value] : deduction.eliminations) grid.eliminate(cell, value);
}

}  // namespace sudoku
