// A grid with the pencil marks a human keeps: each empty cell's candidate set.
// Used by the logic techniques (Crook's solver, hints). Cheap to copy.
//
// A logic state, as hints work on it, is a grid (givens plus the digits
// placed so far, all as Puzzle::givens) and the candidates crossed out so far
// (an Eliminations list). Its candidates are the values no peer holds, minus
// the crossed-out ones: CandidateGrid(puzzle, eliminations).
#pragma once

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/puzzle.hpp"

namespace sudoku {

// (cell, value) pairs: candidates crossed out, in the form Deduction lists
// them. Order does not matter; repeats and pairs on filled cells are allowed.
using Eliminations = std::vector<std::pair<int, int>>;

// Every cell in 0 .. N*N-1 and every value in 1..N, or a kBadOption error
// naming the first bad pair as "eliminations[i]".
std::optional<InputError> check_eliminations(const Shape& shape, const Eliminations& eliminations);

// Why a state has no solution, as far as its candidates show.
struct Contradiction {
  int cell = -1;   // an empty cell with no candidate left, or
  int house = -1;  // a house where `value` is missing and has no place left
  int value = 0;
};

class CandidateGrid {
 public:
  // Candidates of each empty cell are the values no peer holds.
  explicit CandidateGrid(const Puzzle& puzzle);
  // The same, minus the eliminated candidates (see check_eliminations: the
  // pairs must be in range; pairs on filled cells change nothing).
  CandidateGrid(const Puzzle& puzzle, const Eliminations& eliminations);

  const Shape& shape() const { return *shape_; }
  // The puzzle's rules beyond the houses (killer cages, lines, dots): the
  // ladder's constraint techniques narrow by them; the candidates above are
  // the houses' alone.
  const std::vector<Constraint>& constraints() const { return *constraints_; }
  const ShapePtr& shape_ptr() const { return shape_; }
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
  bool contradicted() const { return find_contradiction().has_value(); }
  // The first such cell (row-major), else the first such house (in shape
  // order) with its smallest missing value; nothing when neither exists.
  std::optional<Contradiction> find_contradiction() const;

 private:
  ShapePtr shape_;
  std::shared_ptr<const std::vector<Constraint>> constraints_;  // shared: grids are copied often (forcing nets)
  Grid values_;
  std::vector<CandidateMask> cand_;
  int empty_ = 0;
};

}  // namespace sudoku
