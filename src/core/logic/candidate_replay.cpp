#include "core/logic/candidate_replay.hpp"

namespace sudoku {

CandidateReplay::CandidateReplay(const Puzzle& puzzle) : grid_(puzzle) {}

void CandidateReplay::changed_since(const std::vector<CandidateMask>& before,
                                    std::vector<std::pair<int, CandidateMask>>& changes) {
  for (int c = 0; c < static_cast<int>(before.size()); ++c)
    if (grid_.candidates(c) != before[c]) changes.emplace_back(c, grid_.candidates(c));
}

void CandidateReplay::apply(EventKind kind, Technique technique, int depth, int cell, int value,
                            std::vector<std::pair<int, CandidateMask>>& changes) {
  const CandidateMask* now = grid_.candidate_data();
  switch (kind) {
    case EventKind::kEliminate:
      if (!(grid_.candidates(cell) & bit_of(value))) return;
      grid_.eliminate(cell, value);
      changes.emplace_back(cell, grid_.candidates(cell));
      return;
    case EventKind::kPlace: {
      if (technique == Technique::kGuess && depth > 0) {
        if (saved_.size() < static_cast<std::size_t>(depth)) saved_.resize(depth, grid_);
        saved_[depth - 1] = grid_;
      }
      if (grid_.value(cell)) return;  // a state switch writing what is there
      before_.assign(now, now + grid_.values().size());
      grid_.place(cell, value);
      if (before_[cell]) changes.emplace_back(cell, 0);
      for (int p : grid_.shape().peers_of(cell))
        if (grid_.candidates(p) != before_[p]) changes.emplace_back(p, grid_.candidates(p));
      return;
    }
    case EventKind::kRemove:
      // Back to depth d: the grid as it was when it guessed.
      if (depth < 0 || static_cast<std::size_t>(depth) >= saved_.size()) return;
      before_.assign(now, now + grid_.values().size());
      grid_ = saved_[depth];
      changed_since(before_, changes);
      return;
    case EventKind::kDeduce:
    case EventKind::kDeadEnd:
    case EventKind::kSolution: return;
  }
}

}  // namespace sudoku
