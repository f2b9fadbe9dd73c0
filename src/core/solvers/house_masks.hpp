// Values used in each house, kept up to date as cells are filled and emptied.
// The candidates of an empty cell are the values no house of it uses.
#pragma once

#include <vector>

#include "core/puzzle.hpp"

namespace sudoku {

class HouseMasks {
 public:
  explicit HouseMasks(const Puzzle& puzzle)
      : shape_(*puzzle.shape), full_(all_values(shape_.size())), used_(shape_.houses().size(), 0) {
    for (int c = 0; c < shape_.cell_count(); ++c)
      if (puzzle.givens[c]) set(c, puzzle.givens[c]);
  }
  CandidateMask candidates(int cell) const {
    CandidateMask used = 0;
    for (int h : shape_.houses_of(cell)) used |= used_[h];
    return full_ & ~used;
  }
  CandidateMask used(int house) const { return used_[house]; }
  void set(int cell, int value) {
    for (int h : shape_.houses_of(cell)) used_[h] |= bit_of(value);
  }
  void clear(int cell, int value) {
    for (int h : shape_.houses_of(cell)) used_[h] &= ~bit_of(value);
  }

 private:
  const Shape& shape_;
  CandidateMask full_;
  std::vector<CandidateMask> used_;
};

}  // namespace sudoku
