#include "core/generate/singles.hpp"

namespace sudoku {

bool singles_fill(const Puzzle& puzzle) {
  const Shape& shape = *puzzle.shape;
  const int cells = shape.cell_count();
  Grid grid(cells, 0);
  std::vector<CandidateMask> candidates(cells, all_values(shape.size()));
  int empty = cells;
  // Places v in c: false on a contradiction (v no longer a candidate there).
  const auto place = [&](int c, int v) {
    if (!(candidates[c] & bit_of(v))) return false;
    grid[c] = static_cast<Value>(v);
    candidates[c] = 0;
    --empty;
    for (int peer : shape.peers_of(c)) candidates[peer] &= ~bit_of(v);
    return true;
  };
  for (int c = 0; c < cells; ++c) {
    if (puzzle.givens[c] && !place(c, puzzle.givens[c])) return false;
  }
  for (bool progress = true; progress && empty;) {
    progress = false;
    for (int c = 0; c < cells; ++c) {
      if (grid[c]) continue;
      if (!candidates[c]) return false;
      if (is_single(candidates[c])) progress = place(c, lowest_value(candidates[c])) || progress;
    }
    for (int h = 0; h < static_cast<int>(shape.houses().size()); ++h) {
      if (!shape.is_complete(h)) continue;
      // once: the values in one candidate cell of the house; twice: in more.
      CandidateMask once = 0, twice = 0, placed = 0;
      for (int c : shape.houses()[h].cells) {
        if (grid[c]) placed |= bit_of(grid[c]);
        twice |= once & candidates[c];
        once |= candidates[c];
      }
      for (CandidateMask hidden = once & ~twice & ~placed; hidden; hidden &= hidden - 1) {
        const int v = lowest_value(hidden);
        for (int c : shape.houses()[h].cells) {
          if (!grid[c] && (candidates[c] & bit_of(v))) {
            if (!place(c, v)) return false;
            progress = true;
            break;
          }
        }
      }
    }
  }
  return empty == 0;
}

}  // namespace sudoku
