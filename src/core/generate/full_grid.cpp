#include "core/generate/full_grid.hpp"

#include <cstdint>

namespace sudoku {

namespace {

// A randomized search for a full grid. The candidates are changed in place
// and every change is kept on a trail to take back on the way up, so a node
// allocates nothing (a copy of the candidates per node, as first written,
// spent more time in malloc than in the search on jigsaws).
class GridFiller {
 public:
  GridFiller(const Shape& shape, Random& random, std::uint64_t budget)
      : shape_(shape), random_(random), budget_(budget), grid_(shape.cell_count(), 0),
        candidates_(shape.cell_count(), all_values(shape.size())) {}

  bool fill() { return search(shape_.cell_count()); }
  Grid& grid() { return grid_; }

 private:
  struct Change {
    int cell;
    CandidateMask before;
  };

  bool search(int empty) {
    if (empty == 0) return true;
    if (++nodes_ > budget_) return false;
    const int cells = shape_.cell_count();
    const int start = static_cast<int>(random_.below(static_cast<std::uint32_t>(cells)));
    int best = -1, best_count = kMaxSize + 1;
    for (int i = 0; i < cells; ++i) {
      const int cell = (start + i) % cells;
      if (grid_[cell]) continue;
      const int count = count_of(candidates_[cell]);
      if (count < best_count) best = cell, best_count = count;
      if (count <= 1) break;
    }
    if (best_count == 0) return false;
    int values[kMaxSize];
    int count = 0;
    for (CandidateMask m = candidates_[best]; m; m &= m - 1) values[count++] = lowest_value(m);
    random_.shuffle(values, static_cast<std::size_t>(count));
    for (int k = 0; k < count; ++k) {
      const int value = values[k];
      const std::size_t mark = trail_.size();
      bool dead = false;
      for (int peer : shape_.peers_of(best)) {
        if (grid_[peer] || !(candidates_[peer] & bit_of(value))) continue;
        trail_.push_back(Change{peer, candidates_[peer]});
        candidates_[peer] &= ~bit_of(value);
        if (!candidates_[peer]) dead = true;
      }
      if (!dead) {
        grid_[best] = static_cast<Value>(value);
        if (search(empty - 1)) return true;
        grid_[best] = 0;
      }
      for (std::size_t i = trail_.size(); i > mark; --i) candidates_[trail_[i - 1].cell] = trail_[i - 1].before;
      trail_.resize(mark);
      if (nodes_ > budget_) return false;
    }
    return false;
  }

  const Shape& shape_;
  Random& random_;
  std::uint64_t budget_;
  std::uint64_t nodes_ = 0;
  Grid grid_;
  std::vector<CandidateMask> candidates_;  // of the empty cells; a placed cell's are left as they were
  std::vector<Change> trail_;               // changes to candidates_, newest last
};

}  // namespace

std::optional<Grid> random_full_grid(const Shape& shape, Random& random, int attempts) {
  // Enough for a 25x25 with room for a few dead ends; a start that needs more
  // has taken a wrong turn early and is cheaper to begin again.
  const std::uint64_t budget = 4 * static_cast<std::uint64_t>(shape.cell_count()) + 1000;
  for (int attempt = 0; attempt < attempts; ++attempt) {
    GridFiller filler(shape, random, budget);
    if (filler.fill()) return std::move(filler.grid());
  }
  return std::nullopt;
}

}  // namespace sudoku
