#include "core/search_pieces.hpp"

#include <algorithm>
#include <utility>

namespace sudoku {

namespace {

// The empty cell of `grid` with the fewest candidates and its candidates
// (values no peer holds); cell -1 when the grid is full.
std::pair<int, std::vector<Value>> fewest_candidates(const Shape& shape, const Grid& grid) {
  int best = -1;
  std::vector<Value> best_values;
  std::vector<char> taken(shape.size() + 1);
  for (int cell = 0; cell < shape.cell_count(); ++cell) {
    if (grid[cell]) continue;
    std::fill(taken.begin(), taken.end(), 0);
    for (const int peer : shape.peers_of(cell)) taken[grid[peer]] = 1;
    std::vector<Value> values;
    for (int v = 1; v <= shape.size(); ++v)
      if (!taken[v]) values.push_back(static_cast<Value>(v));
    if (best < 0 || values.size() < best_values.size()) {
      best = cell;
      best_values = std::move(values);
      if (best_values.size() <= 1) break;
    }
  }
  return {best, best_values};
}

}  // namespace

std::vector<Grid> search_pieces(const Shape& shape, const Grid& givens, std::size_t wanted) {
  std::vector<Grid> pieces = {givens};
  for (bool grew = true; grew && pieces.size() < wanted;) {
    grew = false;
    std::vector<Grid> next;
    for (const Grid& piece : pieces) {
      const auto [cell, values] = fewest_candidates(shape, piece);
      if (cell < 0) {  // full: a piece of its own
        next.push_back(piece);
        continue;
      }
      for (const Value v : values) {  // none: a dead end, dropped
        Grid child = piece;
        child[cell] = v;
        next.push_back(std::move(child));
      }
      grew = true;
    }
    pieces = std::move(next);
  }
  return pieces;
}

}  // namespace sudoku
