// How the house engines choose where to guess on a puzzle with constraints
// (killer cages, lines, dots, ...), where the fewest candidates are a poor
// guide: each cell has a score, which starts at what the rules over it weigh
// (search_priorities) and grows by one each time a guess in the cell meets a
// contradiction at once; every kDecayEvery such contradictions, all scores
// halve, so that recent ones count most. The cell guessed is the unsolved
// one with the highest score per candidate (the first in reading order on a
// tie), a cell that may hold the value whose guesses met the most
// contradictions lately scoring a fifth of that value's count more. The idea
// is the Interactive Sudoku Solver's (conflict scores, read in
// ../shared/reference/iss/js/solver/candidate_selector.js); the weights are
// ours, after its own.
// The engines branch two ways on the chosen cell and its lowest candidate:
// the value, and then, its subtree done, the cell without it, propagated
// before the next choice. With the implied sums (implied_sums.hpp), HS_KILLERS
// #9 went from 85,481 nodes to 5, and Bicycle race (thermometers, no givens)
// from 49,735 to 18,933 once the hottest value counts.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/candidate_mask.hpp"
#include "core/puzzle.hpp"
#include "core/shape.hpp"

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

  explicit ConflictScores(const Puzzle& puzzle)
      : scores_(search_priorities(puzzle)), values_(static_cast<size_t>(puzzle.shape->size()) + 1, 0) {}

  uint32_t of(int cell) const { return scores_[cell]; }

  // A guess of `value` in cell met a contradiction at once.
  void conflict(int cell, int value) {
    ++scores_[cell];
    ++values_[value];
    hot_ = -1;
    if (--countdown_ == 0) {
      for (uint32_t& s : scores_) s >>= 1;
      for (uint32_t& s : values_) s >>= 2;  // values' scores are more volatile
      countdown_ = kDecayEvery;
    }
  }

  // A cell's score for choosing a cell, scaled by 5: a fifth of the hottest
  // value's score is added where the cell may hold that value (ISS prefers
  // cells with a value that has met the most contradictions lately, when
  // one stands out: at least N of them and half again the least of those met).
  uint64_t weighted(int cell, CandidateMask candidates) {
    if (hot_ < 0) find_hot_value();
    return 5 * uint64_t{scores_[cell]} + ((candidates & hot_mask_) ? hot_ : 0);
  }

  // ISS's "custom candidate": a value with two places in a house is guessed
  // instead of `cell` when the higher score of its places is at least twice
  // the cell's per candidate, and at least that of the pair offered before
  // (a later pair wins a tie); the guess goes to the place of higher score,
  // the first on a tie. The engines offer each pair they find, places in
  // cell order.
  class TwoPlaces {
   public:
    TwoPlaces(const ConflictScores& scores, int cell, int count) : scores_(scores), score_(scores.of(cell)), per_(count) {}
    void offer(int first, int second, int value) {
      const uint64_t higher = std::max(scores_.of(first), scores_.of(second));
      if (higher * per_ < 2 * score_) return;
      score_ = higher;
      per_ = 2;
      cell = scores_.of(second) > scores_.of(first) ? second : first;
      this->value = value;
    }
    int cell = -1, value = 0;  // the guess; cell -1: no pair won

   private:
    const ConflictScores& scores_;
    uint64_t score_, per_;  // the score to match: score_ / per_
  };

  // Whether a cell of `score` with `count` candidates is a better guess than
  // the best so far (best_score over best_count; best_count 0: none yet).
  static bool better(uint64_t score, int count, uint64_t best_score, int best_count) {
    return best_count == 0 || uint64_t{score} * best_count > uint64_t{best_score} * count;
  }

 private:
  void find_hot_value() {
    uint32_t most = 0, least = UINT32_MAX;
    int value = 0;
    for (int v = 1; v < static_cast<int>(values_.size()); ++v) {
      if (values_[v] > most) {
        most = values_[v];
        value = v;
      }
      if (values_[v] && values_[v] < least) least = values_[v];
    }
    const bool stands_out = most >= values_.size() - 1 && 2 * uint64_t{most} > 3 * uint64_t{least};
    hot_ = stands_out ? most : 0;
    hot_mask_ = stands_out ? bit_of(value) : 0;
  }

  std::vector<uint32_t> scores_;
  std::vector<uint32_t> values_;  // per value 1..N: the contradictions its guesses met, decayed
  int64_t hot_ = -1;              // the hottest value's score, 0 when none stands out; -1: to find
  CandidateMask hot_mask_ = 0;
  int countdown_ = kDecayEvery;
};

}  // namespace sudoku::houses
