#include "core/generate/capped_fill.hpp"

#include "core/logic/candidate_grid.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

bool capped_ladder_fills(const Puzzle& puzzle, Technique cap) {
  CandidateGrid grid(puzzle);
  while (!grid.solved()) {
    const std::optional<Deduction> d = find_deduction(grid, LadderOptions{cap, true});
    if (!d) return false;
    apply_deduction(grid, *d);
  }
  return true;
}

}  // namespace sudoku
