// The sums the houses imply beside the cages; see implied_sums.hpp.
#include "core/constraints/implied_sums.hpp"

#include <algorithm>
#include <set>

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
    for (int h : houses)
      for (int c : shape_.houses()[h].cells) in[c] = 1;
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
    add(innies, total - inner_sum, houses);
    if (covered) add(outies, inner_sum + crossing_sum - total, houses);
  }

  std::vector<ImpliedSum> found;

 private:
  void add(std::vector<int> cells, int sum, const std::vector<int>& houses) {
    if (cells.empty() || static_cast<int>(cells.size()) > kMaxImpliedCells) return;
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

std::vector<ImpliedSum> implied_sum_areas(const Shape& shape, const std::vector<Constraint>& constraints) {
  std::vector<int> cage_of(static_cast<size_t>(shape.cell_count()), -1);
  for (size_t k = 0; k < constraints.size(); ++k) {
    const Constraint& c = constraints[k];
    if (c.kind != ConstraintKind::cage || c.number == 0) return {};
    for (int cell : c.cells) {
      if (cage_of[cell] >= 0) return {};
      cage_of[cell] = static_cast<int>(k);
    }
  }
  Areas areas(shape, constraints, std::move(cage_of));
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

}  // namespace sudoku
