// Sets of cells as bits, for the fast solver's engine over houses
// (house_solver.hpp): cell c is bit c % 64 of word c / 64, so a shape of C
// cells takes W = ceil(C / 64) words (2 for a 9x9, 1 for the star's 54
// cells; the plane engine takes shapes of up to 2 words).
//
// A set of cells that lies in few consecutive words (a row, a box, a house of
// a layout) is a CellSpan: the words [lo, hi] that hold it, all others zero,
// so a loop over a house touches only its own words.
#pragma once

#include <cstdint>
#include <vector>

#include "core/bit_count.hpp"

namespace sudoku::houses {

using Word = std::uint64_t;

inline int word_of(int cell) { return cell >> 6; }
inline Word bit_in_word(int cell) { return Word{1} << (cell & 63); }
inline int lowest_cell(int word, Word bits) { return 64 * word + __builtin_ctzll(bits); }

// The number of cells in a word.
inline int count_cells(Word x) { return bit_count(x); }

// One set of cells in a table of sets: its words are table[at + lo .. at + hi]
// (W words from `at`, those outside [lo, hi] zero).
struct CellSpan {
  int at;      // index of its first word (of W) in the table
  int lo, hi;  // the words that hold its cells; lo > hi when it is empty
};

// A table of cell sets of W words each, appended one by one.
class CellSets {
 public:
  explicit CellSets(int words) : words_(words) {}

  // A new empty set; add cells to it with add().
  CellSpan open() {
    CellSpan s{static_cast<int>(bits_.size()), words_, -1};
    bits_.resize(bits_.size() + words_, 0);
    return s;
  }
  void add(CellSpan& s, int cell) {
    const int w = word_of(cell);
    bits_[s.at + w] |= bit_in_word(cell);
    if (w < s.lo) s.lo = w;
    if (w > s.hi) s.hi = w;
  }
  // Takes back the last `count` sets opened.
  void drop(int count) { bits_.resize(bits_.size() - static_cast<size_t>(count) * words_); }
  const Word* data() const { return bits_.data(); }
  bool has(const CellSpan& s, int cell) const { return (bits_[s.at + word_of(cell)] & bit_in_word(cell)) != 0; }

 private:
  int words_;
  std::vector<Word> bits_;
};

}  // namespace sudoku::houses
