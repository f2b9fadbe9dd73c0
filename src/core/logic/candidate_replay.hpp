// The pencil marks of a search as its trace goes: what a person following an
// animation sees in each empty cell, event by event. It starts from the
// candidates of the givens (CandidateGrid); a placement takes its value out of
// the cell's peers, an elimination takes one candidate out, and a backtrack
// (kRemove at depth d) returns to the marks the grid had when the guess below
// depth d was made. The trace (trace_stepper.hpp) hands out each event's
// changes, so the page keeps no rule of its own.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/events.hpp"
#include "core/logic/candidate_grid.hpp"

namespace sudoku {

class CandidateReplay {
 public:
  explicit CandidateReplay(const Puzzle& puzzle);

  // Applies one event and appends (cell, its new mask) for every cell whose
  // marks changed. A kDeduce, kDeadEnd or kSolution changes nothing (a
  // deduction's effects come as their own events).
  void apply(EventKind kind, Technique technique, int depth, int cell, int value,
             std::vector<std::pair<int, CandidateMask>>& changes);

  const CandidateMask* masks() const { return grid_.candidate_data(); }

 private:
  void changed_since(const std::vector<CandidateMask>& before, std::vector<std::pair<int, CandidateMask>>& changes);

  CandidateGrid grid_;
  std::vector<CandidateGrid> saved_;  // saved_[d]: the grid when the guess from depth d to d + 1 was made
  std::vector<CandidateMask> before_;
};

}  // namespace sudoku
