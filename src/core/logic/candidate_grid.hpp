// A grid with the pencil marks a human keeps: each empty cell's candidate set.
// Used by the logic techniques (Crook's solver, hints). Cheap to copy.
#pragma once

#include <vector>

#include "core/puzzle.hpp"

namespace sudoku {

class CandidateGrid {
 public:
  // Candidates of each empty cell are the values no peer holds.
  explicit CandidateGrid(const Puzzle& puzzle);

  const Shape& shape() const { return *shape_; }
  const Grid& values() const { return values_; }
  Value value(int cell) const { return values_[cell]; }
  CandidateMask candidates(int cell) const { return cand_[cell]; }  // 0 for filled cells
  const CandidateMask* candidate_data() const { return cand_.data(); }
  int empty_count() const { return empty_; }
  bool solved() const { return empty_ == 0; }

  // Writes v and removes it from the candidates of every peer.
  void place(int cell, int v);
  // Removes candidate v from an empty cell.
  void eliminate(int cell, int v) { cand_[cell] &= ~bit_of(v); }

  // True when an empty cell has no candidate or a house has a missing value
  // with no place left: no solution can follow.
  bool contradicted() const;

 private:
  ShapePtr shape_;
  Grid values_;
  std::vector<CandidateMask> cand_;
  int empty_ = 0;
};

}  // namespace sudoku
