// The rules' weights that conflict scores start from; see conflict_scores.hpp.
#include "core/solvers/houses/conflict_scores.hpp"

#include <algorithm>

#include "core/constraints/constraint.hpp"
#include "core/shape.hpp"

namespace sudoku::houses {

namespace {

// Adds `weight` to each cell of each pair of neighbours in a line of cells.
void add_line_pairs(std::vector<uint32_t>& weights, const std::vector<int>& cells, uint32_t weight) {
  for (size_t i = 1; i < cells.size(); ++i) {
    weights[cells[i - 1]] += weight;
    weights[cells[i]] += weight;
  }
}

}  // namespace

std::vector<uint32_t> search_priorities(const Puzzle& puzzle) {
  const Shape& shape = *puzzle.shape;
  const int n = shape.size();
  std::vector<uint32_t> weights(shape.cell_count(), 0);
  for (const House& house : shape.houses())
    for (int cell : house.cells) weights[cell] += static_cast<uint32_t>(house.cells.size());
  for (const Constraint& c : puzzle.constraints) {
    const int count = static_cast<int>(c.cells.size());
    switch (c.kind) {
      case ConstraintKind::cage:
      case ConstraintKind::sum:
      case ConstraintKind::little_killer:
      case ConstraintKind::arrow:
      case ConstraintKind::xv:
        for (int cell : c.cells) weights[cell] += static_cast<uint32_t>(std::max(2 * n - count, n));
        break;
      case ConstraintKind::sandwich:
      case ConstraintKind::thermo:
      case ConstraintKind::renban:
        for (int cell : c.cells) weights[cell] += static_cast<uint32_t>(count);
        break;
      case ConstraintKind::palindrome:  // each cell pairs with its mirror
        for (int cell : c.cells) weights[cell] += 2;
        break;
      case ConstraintKind::whisper:
      case ConstraintKind::white_dot:
      case ConstraintKind::black_dot:
      case ConstraintKind::greater_than:
      case ConstraintKind::no_kropki:
      case ConstraintKind::no_xv:
        add_line_pairs(weights, c.cells, 2);
        break;
      case ConstraintKind::non_consecutive:  // the whole grid: each cell and its neighbours across and down
        if (shape.is_square_grid())
          for (int r = 0; r < n; ++r)
            for (int col = 0; col < n; ++col) {
              if (col + 1 < n) weights[r * n + col] += 2, weights[r * n + col + 1] += 2;
              if (r + 1 < n) weights[r * n + col] += 2, weights[(r + 1) * n + col] += 2;
            }
        break;
      case ConstraintKind::values:
      case ConstraintKind::anti_knight:
      case ConstraintKind::anti_king:
        break;
    }
  }
  return weights;
}

}  // namespace sudoku::houses
