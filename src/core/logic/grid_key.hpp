// A grid's identity for the results several rungs share on one grid (the
// almost locked sets, colour clusters, Medusa clusters): each rung asks in
// turn, so the last grid's results are kept per thread and handed out again
// while the grid's shape, values and candidates are the same. The shape is
// held, so no other shape can come to live at its address meanwhile.
#pragma once

#include <algorithm>
#include <vector>

#include "core/logic/candidate_grid.hpp"

namespace sudoku {

class GridKey {
 public:
  // True when g is the grid last taken.
  bool same_as(const CandidateGrid& g) const {
    const std::size_t n = static_cast<std::size_t>(g.shape().cell_count());
    return shape_ == g.shape_ptr() && values_.size() == n &&
           std::equal(values_.begin(), values_.end(), g.values().data()) &&
           std::equal(candidates_.begin(), candidates_.end(), g.candidate_data());
  }
  void take(const CandidateGrid& g) {
    const std::size_t n = static_cast<std::size_t>(g.shape().cell_count());
    shape_ = g.shape_ptr();
    values_.assign(g.values().data(), g.values().data() + n);
    candidates_.assign(g.candidate_data(), g.candidate_data() + n);
  }

 private:
  ShapePtr shape_;
  std::vector<Value> values_;
  std::vector<CandidateMask> candidates_;
};

// A result kept for the last grid asked about (one per thread, as a
// thread_local): for_grid(g, remake) calls remake(result) when g is another grid
// than last time (remake may reuse what the result holds), then hands it out.
template <typename Result>
class LastGrid {
 public:
  template <typename Remake>
  Result& for_grid(const CandidateGrid& g, Remake remake) {
    if (!grid_.same_as(g)) {
      grid_.take(g);
      remake(result_);
    }
    return result_;
  }

 private:
  GridKey grid_;
  Result result_;
};

}  // namespace sudoku
