// The sums the houses imply beside the cages; see implied_sums.hpp.
#include "core/constraints/implied_sums.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "core/constraints/exclusion_groups.hpp"

namespace sudoku {

namespace {

class Areas {
 public:
  Areas(const Shape& shape, const std::vector<Constraint>& cages, std::vector<int> cage_of)
      : cages_(cages), shape_(shape), cage_of_(std::move(cage_of)) {
    for (const Constraint& c : cages) {
      std::vector<int> cells = c.cells;
      std::sort(cells.begin(), cells.end());
      seen_.insert(cells);
    }
  }

  // Looks at the area made of `houses` (complete, sharing no cell).
  void look(const std::vector<int>& houses) {
    const int n = shape_.size();
    const int total = static_cast<int>(houses.size()) * n * (n + 1) / 2;
    std::vector<char> in(static_cast<size_t>(shape_.cell_count()), 0);
    size_t in_area = 0;
    for (int h : houses)
      for (int c : shape_.houses()[h].cells) in_area += !in[c], in[c] = 1;
    const std::vector<Constraint>& cages = cages_;
    std::vector<int> inside(cages.size(), 0);  // per cage: its cells in the area
    for (int c = 0; c < shape_.cell_count(); ++c)
      if (in[c] && cage_of_[c] >= 0) ++inside[cage_of_[c]];
    int inner_sum = 0, crossing_sum = 0;
    bool covered = true;
    std::vector<int> innies, outies;
    for (size_t k = 0; k < cages.size(); ++k) {
      if (inside[k] == static_cast<int>(cages[k].cells.size())) inner_sum += cages[k].number;
      else if (inside[k] > 0) {
        crossing_sum += cages[k].number;
        for (int c : cages[k].cells)
          if (!in[c]) outies.push_back(c);
      }
    }
    for (int c = 0; c < shape_.cell_count(); ++c) {
      if (!in[c]) continue;
      const int k = cage_of_[c];
      if (k < 0) covered = false;
      if (k < 0 || inside[k] != static_cast<int>(cages[k].cells.size())) innies.push_back(c);
    }
    // (with no region inside, the innies are the area itself, whose total its houses say already)
    if (innies.size() < in_area) add(innies, total - inner_sum, houses);
    if (covered) add(outies, inner_sum + crossing_sum - total, houses);
  }

  std::vector<ImpliedSum> found;

 private:
  // A set of cells that all lie in cages is taken up to kMaxImpliedCells;
  // one with a cell in no cage, which has no sum but this one, up to N.
  void add(std::vector<int> cells, int sum, const std::vector<int>& houses) {
    const bool all_caged = std::all_of(cells.begin(), cells.end(), [&](int c) { return cage_of_[c] >= 0; });
    const int most = all_caged ? kMaxImpliedCells : shape_.size();
    if (cells.empty() || static_cast<int>(cells.size()) > most) return;
    std::sort(cells.begin(), cells.end());
    if (!seen_.insert(cells).second) return;
    found.push_back({Constraint{one_house(cells) ? ConstraintKind::cage : ConstraintKind::sum, cells, sum}, houses});
  }

  bool one_house(const std::vector<int>& cells) const {
    for (int h : shape_.houses_of(cells[0])) {
      const std::vector<int>& house = shape_.houses()[h].cells;
      if (std::all_of(cells.begin(), cells.end(), [&](int c) { return std::binary_search(house.begin(), house.end(), c); }))
        return true;
    }
    return false;
  }

  const std::vector<Constraint>& cages_;
  const Shape& shape_;
  const std::vector<int> cage_of_;
  std::set<std::vector<int>> seen_;
};

}  // namespace

std::vector<Constraint> implied_sums(const Puzzle& puzzle) {
  std::vector<Constraint> sums;
  for (ImpliedSum& found : implied_sum_areas(*puzzle.shape, puzzle.constraints)) sums.push_back(std::move(found.sum));
  return sums;
}

namespace {

// Whether c adds its cells up to c.number, each once: a cage with a sum,
// a sum without negative terms, a little killer.
bool plain_sum(const Constraint& c) {
  const bool kind = (c.kind == ConstraintKind::cage && c.number > 0) || (c.kind == ConstraintKind::sum && c.negatives == 0) ||
                    c.kind == ConstraintKind::little_killer;
  if (!kind || c.cells.empty()) return false;
  std::vector<int> cells = c.cells;
  std::sort(cells.begin(), cells.end());
  return std::adjacent_find(cells.begin(), cells.end()) == cells.end();
}

// The plain sums the areas are read with, none sharing a cell with another,
// chosen greedily as ISS's optimizer chooses them (_findNonOverlappingSubset):
// those crossing the fewest other plain sums first, in order on a tie. The
// other rules (thermometers, dots, ...) take no part.
std::vector<Constraint> summed_regions(const Shape& shape, const std::vector<Constraint>& constraints) {
  std::vector<const Constraint*> sums;
  for (const Constraint& c : constraints)
    if (plain_sum(c)) sums.push_back(&c);
  std::vector<std::vector<int>> by_cell(static_cast<size_t>(shape.cell_count()));
  for (size_t k = 0; k < sums.size(); ++k)
    for (int cell : sums[k]->cells) by_cell[static_cast<size_t>(cell)].push_back(static_cast<int>(k));
  std::vector<std::pair<int, size_t>> order;  // (the sums it crosses, index)
  for (size_t k = 0; k < sums.size(); ++k) {
    std::set<int> crossed;
    for (int cell : sums[k]->cells)
      for (int other : by_cell[static_cast<size_t>(cell)])
        if (other != static_cast<int>(k)) crossed.insert(other);
    order.push_back({static_cast<int>(crossed.size()), k});
  }
  std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<char> taken(static_cast<size_t>(shape.cell_count()), 0);
  std::vector<Constraint> regions;
  for (const auto& [crossings, k] : order) {
    const Constraint& c = *sums[k];
    if (std::any_of(c.cells.begin(), c.cells.end(), [&](int cell) { return taken[static_cast<size_t>(cell)]; })) continue;
    for (int cell : c.cells) taken[static_cast<size_t>(cell)] = 1;
    regions.push_back(c);
  }
  return regions;
}

// Per cell its region's index in regions (summed_regions), or -1.
std::vector<int> regions_by_cell(const Shape& shape, const std::vector<Constraint>& regions) {
  std::vector<int> region_of(static_cast<size_t>(shape.cell_count()), -1);
  for (size_t k = 0; k < regions.size(); ++k)
    for (int cell : regions[k].cells) region_of[static_cast<size_t>(cell)] = static_cast<int>(k);
  return region_of;
}

}  // namespace

std::vector<ImpliedSum> implied_sum_areas(const Shape& shape, const std::vector<Constraint>& constraints) {
  const std::vector<Constraint> regions = summed_regions(shape, constraints);
  if (regions.empty()) return {};
  Areas areas(shape, regions, regions_by_cell(shape, regions));
  std::vector<int> rows, columns;
  for (int h = 0; h < static_cast<int>(shape.houses().size()); ++h) {
    if (!shape.is_complete(h)) continue;
    areas.look({h});
    const HouseKind kind = shape.houses()[h].kind;
    if (kind == HouseKind::kRow) rows.push_back(h);
    if (kind == HouseKind::kColumn) columns.push_back(h);
  }
  // Runs of neighbouring rows and columns: a square grid's, in index order.
  for (const std::vector<int>* lines : {&rows, &columns}) {
    if (!shape.is_square_grid()) break;
    const int count = static_cast<int>(lines->size());
    for (int length = 2; length < count; ++length)
      for (int first = 0; first + length <= count; ++first)
        areas.look(std::vector<int>(lines->begin() + first, lines->begin() + first + length));
  }
  return std::move(areas.found);
}

std::vector<Constraint> implied_differences(const Puzzle& puzzle) {
  const Shape& shape = *puzzle.shape;
  const std::vector<Constraint> cages = summed_regions(shape, puzzle.constraints);
  if (cages.empty()) return {};
  const std::vector<int> cage_of = regions_by_cell(shape, cages);
  const int n = shape.size(), cell_count = shape.cell_count();
  std::vector<int> rows, columns, boxes;
  for (int h = 0; h < static_cast<int>(shape.houses().size()); ++h) {
    if (!shape.is_complete(h)) continue;
    const HouseKind kind = shape.houses()[h].kind;
    if (kind == HouseKind::kRow) rows.push_back(h);
    if (kind == HouseKind::kColumn) columns.push_back(h);
    if (kind == HouseKind::kBox || kind == HouseKind::kRegion) boxes.push_back(h);
  }
  std::vector<std::vector<int>> runs;
  if (shape.is_square_grid())
    for (const std::vector<int>* lines : {&rows, &columns}) {
      runs.push_back(*lines);
      runs.emplace_back(lines->rbegin(), lines->rend());
    }
  if (static_cast<int>(boxes.size()) == n) runs.push_back(boxes);
  std::set<std::vector<int>> seen;
  std::vector<Constraint> found;
  for (const std::vector<int>& run : runs) {
    std::vector<char> in(static_cast<size_t>(cell_count), 0), pieces(static_cast<size_t>(cell_count), 0);
    std::vector<char> used(cages.size(), 0);
    int used_sum = 0;
    // Each area from the run's first two houses to all but its last.
    for (size_t i = 0; i + 1 < run.size(); ++i) {
      for (int c : shape.houses()[run[i]].cells) in[c] = 1;
      for (size_t k = 0; k < cages.size(); ++k) {
        if (used[k]) continue;
        int inside = 0;
        for (int c : cages[k].cells) inside += in[c];
        if (2 * inside <= static_cast<int>(cages[k].cells.size())) continue;
        used[k] = 1;
        used_sum += cages[k].number;
        for (int c : cages[k].cells) pieces[c] = 1;
      }
      if (i == 0) continue;
      std::vector<int> outside_pieces, outside_area;  // in the area, not in a piece; in a piece, not in the area
      bool all_caged = true;
      for (int c = 0; c < cell_count; ++c) {
        if (in[c] == pieces[c]) continue;
        (in[c] ? outside_pieces : outside_area).push_back(c);
        all_caged = all_caged && cage_of[c] >= 0;
      }
      const int a = static_cast<int>(outside_pieces.size()), b = static_cast<int>(outside_area.size());
      if (a + b == 0 || a + b > (all_caged ? kMaxImpliedCells : n) || (a > 2 && b > 2)) continue;
      // sum(outside_area) - sum(outside_pieces) = the pieces' sums less the area's total
      int difference = used_sum - static_cast<int>(i + 1) * n * (n + 1) / 2;
      std::vector<int> plus = outside_area, minus = outside_pieces;
      if (a > b) {
        std::swap(plus, minus);
        difference = -difference;
      }
      Constraint sum{ConstraintKind::sum, plus, difference};
      sum.cells.insert(sum.cells.end(), minus.begin(), minus.end());
      sum.negatives = static_cast<int>(minus.size());
      std::vector<int> key = plus;
      key.push_back(-1);
      key.insert(key.end(), minus.begin(), minus.end());
      if (seen.insert(key).second) found.push_back(std::move(sum));
    }
  }
  return found;
}

namespace {

// A sum as combined_sums weighs it.
struct SumRecord {
  std::vector<int> cells;  // sorted
  int sum = 0;
  long score = 0;
  bool original = true;
  bool active = true;
};

bool sums_digits(const Constraint& c) {
  return (c.kind == ConstraintKind::cage && c.number > 0) || c.kind == ConstraintKind::sum ||
         c.kind == ConstraintKind::little_killer;
}

// The record of `cells` adding up to `sum`, or false when its groups cannot make the sum.
bool weigh(const Shape& shape, std::vector<int> cells, int sum, SumRecord& out) {
  Constraint c{ConstraintKind::sum, cells, sum};
  fill_exclusion_groups(shape, c);
  if (c.groups.size() != c.cells.size()) return false;  // (a cell twice)
  const int n = shape.size();
  std::map<int, int> sizes;
  for (int g : c.groups) ++sizes[g];
  int least = 0, most = 0;
  long spread = 0;
  for (const auto& [g, k] : sizes) {
    least += k * (k + 1) / 2;
    most += k * (2 * n - k + 1) / 2;
    spread += static_cast<long>(k) * (n - k);
  }
  if (sum < least || sum > most) return false;
  const long slack = std::min(sum - least, most - sum);
  out.cells = std::move(cells);
  out.sum = sum;
  out.score = spread - static_cast<long>(sizes.size()) * slack;
  return true;
}

}  // namespace

std::vector<Constraint> combined_sums(const Puzzle& puzzle) {
  constexpr int kLeastShared = 6;  // cells of the smaller sum sharing a house with the larger
  const Shape& shape = *puzzle.shape;
  std::vector<SumRecord> records;
  std::map<std::vector<int>, size_t> active;  // an active record's index by its cells
  for (const Constraint& c : puzzle.constraints) {
    if (!sums_digits(c) || static_cast<int>(c.cells.size()) < kLeastShared) continue;
    std::vector<int> cells = c.cells;
    std::sort(cells.begin(), cells.end());
    SumRecord r;
    if (active.count(cells) || !weigh(shape, cells, c.number, r)) continue;
    active[r.cells] = records.size();
    records.push_back(std::move(r));
  }
  const auto related = [&](const SumRecord& a, const SumRecord& b) {
    const SumRecord& small = a.cells.size() < b.cells.size() ? a : b;
    const SumRecord& big = &small == &a ? b : a;
    for (int cell : small.cells)
      if (std::binary_search(big.cells.begin(), big.cells.end(), cell)) return false;
    int shared = 0;
    for (int cell : small.cells) {
      const IndexSpan peers = shape.peers_of(cell);
      if (std::any_of(peers.begin(), peers.end(), [&](int p) { return std::binary_search(big.cells.begin(), big.cells.end(), p); }))
        ++shared;
    }
    return shared >= kLeastShared;
  };
  struct Candidate {
    size_t a, b;
    SumRecord merged;
  };
  std::vector<Candidate> candidates;
  const auto consider = [&](size_t a, size_t b) {
    if (!related(records[a], records[b])) return;
    std::vector<int> cells;
    std::merge(records[a].cells.begin(), records[a].cells.end(), records[b].cells.begin(), records[b].cells.end(),
               std::back_inserter(cells));
    if (active.count(cells)) return;
    SumRecord merged;
    if (!weigh(shape, cells, records[a].sum + records[b].sum, merged)) return;
    const long sa = records[a].score, sb = records[b].score;
    if ((merged.score <= sa || merged.score <= sb) && merged.score <= sa + sb) return;
    merged.original = false;
    candidates.push_back({a, b, std::move(merged)});
  };
  for (size_t a = 0; a < records.size(); ++a)
    for (size_t b = a + 1; b < records.size(); ++b) consider(a, b);
  // Merges, the highest score first (on a tie the larger cells), each retiring the two it merges.
  while (true) {
    long best = -1;
    for (size_t i = 0; i < candidates.size(); ++i) {
      const Candidate& c = candidates[i];
      if (!records[c.a].active || !records[c.b].active || active.count(c.merged.cells)) continue;
      if (best < 0 || c.merged.score > candidates[best].merged.score ||
          (c.merged.score == candidates[best].merged.score && c.merged.cells > candidates[best].merged.cells))
        best = static_cast<long>(i);
    }
    if (best < 0) break;
    Candidate chosen = std::move(candidates[best]);
    candidates.erase(candidates.begin() + best);
    records[chosen.a].active = records[chosen.b].active = false;
    active.erase(records[chosen.a].cells);
    active.erase(records[chosen.b].cells);
    active[chosen.merged.cells] = records.size();
    records.push_back(std::move(chosen.merged));
    const size_t merged = records.size() - 1;
    for (size_t other = 0; other < merged; ++other)
      if (records[other].active) consider(merged, other);
  }
  std::vector<Constraint> found;
  for (const SumRecord& r : records)
    if (r.active && !r.original && r.score > 0) found.push_back(Constraint{ConstraintKind::sum, r.cells, r.sum});
  return found;
}

}  // namespace sudoku
