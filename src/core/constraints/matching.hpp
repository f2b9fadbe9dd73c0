// Can cells take different values, each from its candidates and a set of
// values? Kuhn's augmenting paths over at most kMaxSize cells (a cage, a
// renban line).
#pragma once

#include "core/candidate_mask.hpp"

namespace sudoku {

class Matching {
 public:
  Matching(const CandidateMask* masks, int count) : masks_(masks), count_(count) {}

  // True when every cell but `skip` (-1: none) takes a value of
  // masks[i] & values, no value twice.
  bool complete(CandidateMask values, int skip = -1) {
    for (int& c : holder_) c = -1;
    for (int i = 0; i < count_; ++i) {
      if (i == skip) continue;
      CandidateMask seen = 0;
      if (!augment(i, values, seen)) return false;
    }
    return true;
  }

  // After complete() held: the cell that took `value` in the matching found (-1: none).
  int holder(int value) const { return holder_[value - 1]; }

 private:
  bool augment(int cell, CandidateMask values, CandidateMask& seen) {
    for (CandidateMask m = masks_[cell] & values & ~seen; m; m &= m - 1) {
      const int v = lowest_value(m);
      seen |= bit_of(v);
      int& h = holder_[v - 1];
      if (h < 0 || augment(h, values, seen)) {
        h = cell;
        return true;
      }
    }
    return false;
  }

  const CandidateMask* masks_;
  int count_;
  int holder_[kMaxSize];
};

}  // namespace sudoku
