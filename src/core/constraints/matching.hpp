// Can cells take different values, each from its candidates and a set of
// values? Kuhn's augmenting paths over at most kMaxSize cells (a cage, a
// renban line).
#pragma once

#include <cstdint>

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

  // After complete(set) held for a set of as many values as cells: adds to
  // kept[i] every value cell i takes in some matching of the set. A value v
  // held by cell h in the matching found is also cell i's when the values
  // can turn round a cycle: i takes h's, h another cell's, ..., one takes
  // i's (Régin's rule for all different). Edges a -> b: cell a can take the
  // value b holds. At most 32 cells.
  void add_supported(CandidateMask set, CandidateMask* kept) const {
    int holder_of[kMaxSize + 1];
    for (CandidateMask m = set; m; m &= m - 1) holder_of[lowest_value(m)] = holder_[lowest_value(m) - 1];
    std::uint32_t reach[kMaxSize];
    for (int a = 0; a < count_; ++a) {
      reach[a] = 0;
      for (CandidateMask m = masks_[a] & set; m; m &= m - 1) reach[a] |= std::uint32_t{1} << holder_of[lowest_value(m)];
    }
    for (int k = 0; k < count_; ++k)  // the closure: a reaches b through k
      for (int a = 0; a < count_; ++a)
        if (reach[a] >> k & 1) reach[a] |= reach[k];
    for (int i = 0; i < count_; ++i)
      for (CandidateMask m = masks_[i] & set & ~kept[i]; m; m &= m - 1) {
        const int h = holder_of[lowest_value(m)];
        if (h == i || (reach[h] >> i & 1)) kept[i] |= m & (~m + 1);
      }
  }

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
