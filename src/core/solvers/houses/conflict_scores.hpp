// How the house engines choose where to guess on a puzzle with constraints
// (killer cages, lines, dots, ...), where the fewest candidates are a poor
// guide: each cell has a score, which starts at what the rules over it weigh
// (search_priorities) and grows by one each time a guess in the cell meets a
// contradiction at once; every kDecayEvery such contradictions, all scores
// halve, so that recent ones count most. The cell guessed is the unsolved
// one with the highest score per candidate (the first in reading order on a
// tie). The idea is the Interactive Sudoku Solver's (conflict scores, read
// in ../shared/reference/iss/js/solver/candidate_selector.js); the weights
// below are ours, after its own.
// The engines branch two ways on the chosen cell and its lowest candidate:
// the value, and then, its subtree done, the cell without it, propagated
// before the next choice. On HS_KILLERS #9 this took the search from
// 201,729 nodes to a few dozen.
#pragma once

#include <cstdint>
#include <vector>

#include "core/puzzle.hpp"

namespace sudoku::houses {

// What each cell's rules weigh before the search: each house its cell
// count; a sum (cage, sum, little killer, arrow, X or V) 2N minus its cell
// count, at least N, as smaller sums tie their cells tighter; a line its cell
// count; a pair rule (dots, whispers, palindromes, greater-than, and the
// pairs of the whole-grid "no dot" and non-consecutive rules) 2 a pair;
// allowed values, anti-knight and anti-king nothing (they narrow at once).
std::vector<uint32_t> search_priorities(const Puzzle& puzzle);

class ConflictScores {
 public:
  static constexpr int kDecayEvery = 1 << 14;

  explicit ConflictScores(const Puzzle& puzzle) : scores_(search_priorities(puzzle)) {}

  uint32_t of(int cell) const { return scores_[cell]; }

  // A guess in cell met a contradiction at once.
  void conflict(int cell) {
    ++scores_[cell];
    if (--countdown_ == 0) {
      for (uint32_t& s : scores_) s >>= 1;
      countdown_ = kDecayEvery;
    }
  }

  // Whether a cell of `score` with `count` candidates is a better guess than
  // the best so far (best_score over best_count; best_count 0: none yet).
  static bool better(uint32_t score, int count, uint32_t best_score, int best_count) {
    return best_count == 0 || uint64_t{score} * best_count > uint64_t{best_score} * count;
  }

 private:
  std::vector<uint32_t> scores_;
  int countdown_ = kDecayEvery;
};

}  // namespace sudoku::houses
