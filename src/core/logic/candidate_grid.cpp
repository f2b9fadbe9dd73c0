#include "core/logic/candidate_grid.hpp"

namespace sudoku {

CandidateGrid::CandidateGrid(const Puzzle& puzzle)
    : shape_(puzzle.shape), values_(puzzle.givens), cand_(values_.size(), 0) {
  const CandidateMask full = all_values(shape_->size());
  for (int c = 0; c < shape_->cell_count(); ++c) {
    if (values_[c]) continue;
    ++empty_;
    CandidateMask used = 0;
    for (int p : shape_->peers_of(c))
      if (values_[p]) used |= bit_of(values_[p]);
    cand_[c] = full & ~used;
  }
}

void CandidateGrid::place(int cell, int v) {
  values_[cell] = static_cast<Value>(v);
  cand_[cell] = 0;
  --empty_;
  const CandidateMask keep = ~bit_of(v);
  for (int p : shape_->peers_of(cell)) cand_[p] &= keep;
}

bool CandidateGrid::contradicted() const {
  for (int c = 0; c < shape_->cell_count(); ++c)
    if (!values_[c] && !cand_[c]) return true;
  const CandidateMask full = all_values(shape_->size());
  for (const House& h : shape_->houses()) {
    CandidateMask covered = 0;
    for (int c : h.cells) covered |= values_[c] ? bit_of(values_[c]) : cand_[c];
    if (covered != full) return true;
  }
  return false;
}

}  // namespace sudoku
