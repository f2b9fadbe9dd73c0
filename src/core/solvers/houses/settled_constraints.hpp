// The puzzle's constraints as the house engines narrow them
// (constraints/constraint.hpp), each skipped while its cells' candidates are
// what its last narrowing left: a fixpoint as far as that rule goes, and on
// ISS's killers nine tenths of the search's time went to narrowing cages again.
// A full grid is always checked (check), since narrowing is exact only there.
#pragma once

#include <utility>
#include <vector>

#include "core/constraints/constraint.hpp"

namespace sudoku::houses {

class SettledConstraints {
 public:
  explicit SettledConstraints(std::vector<Constraint> constraints)
      : constraints_(std::move(constraints)), settled_(constraints_.size()) {}

  const std::vector<Constraint>& all() const { return constraints_; }
  bool empty() const { return constraints_.empty(); }

  // Narrows constraint k, masks: its cells' candidates (in and out). False
  // on a contradiction; `ran`: whether it narrowed (else it was settled).
  bool narrow_one(size_t k, std::vector<CandidateMask>& masks, int size, bool& ran) {
    std::vector<CandidateMask>& settled = settled_[k];
    ran = settled != masks;
    if (!ran) return true;
    bool within = narrows_since(constraints_[k].kind) && settled.size() == masks.size();
    for (size_t i = 0; within && i < masks.size(); ++i) within = !(masks[i] & ~settled[i]);
    if (!(within ? narrow_since(constraints_[k], masks.data(), settled.data(), size) : narrow(constraints_[k], masks.data(), size)))
      return false;
    settled = masks;
    return true;
  }

  // Constraint k's cells' candidates are `masks`, a state every rule has checked.
  void settle(size_t k, const std::vector<CandidateMask>& masks) { settled_[k] = masks; }

  // The exact check of constraint k on solved cells (single masks).
  bool check(size_t k, std::vector<CandidateMask>& masks, int size) const {
    return narrow(constraints_[k], masks.data(), size);
  }

 private:
  const std::vector<Constraint> constraints_;
  std::vector<std::vector<CandidateMask>> settled_;  // per constraint, what its last narrowing left
};

}  // namespace sudoku::houses
