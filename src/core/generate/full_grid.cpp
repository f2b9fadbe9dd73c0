#include "core/generate/full_grid.hpp"

#include <cstdint>

namespace sudoku {

namespace {

class GridFiller {
 public:
  GridFiller(const Shape& shape, Random& random, std::uint64_t budget)
      : shape_(shape), random_(random), budget_(budget), grid_(shape.cell_count(), 0) {}

  bool fill() {
    std::vector<CandidateMask> candidates(shape_.cell_count(), all_values(shape_.size()));
    return search(candidates, shape_.cell_count());
  }
  Grid& grid() { return grid_; }

 private:
  bool search(const std::vector<CandidateMask>& candidates, int empty) {
    if (empty == 0) return true;
    if (++nodes_ > budget_) return false;
    const int cells = shape_.cell_count();
    const int start = static_cast<int>(random_.below(static_cast<std::uint32_t>(cells)));
    int best = -1, best_count = kMaxSize + 1;
    for (int i = 0; i < cells; ++i) {
      const int cell = (start + i) % cells;
      if (grid_[cell]) continue;
      const int count = count_of(candidates[cell]);
      if (count < best_count) best = cell, best_count = count;
      if (count <= 1) break;
    }
    if (best_count == 0) return false;
    std::vector<int> values;
    for (CandidateMask m = candidates[best]; m; m &= m - 1) values.push_back(lowest_value(m));
    random_.shuffle(values);
    std::vector<CandidateMask> next;
    for (int value : values) {
      next = candidates;
      bool dead = false;
      for (int peer : shape_.peers_of(best)) {
        if (grid_[peer]) continue;
        next[peer] &= ~bit_of(value);
        if (!next[peer]) dead = true;
      }
      if (dead) continue;
      grid_[best] = static_cast<Value>(value);
      if (search(next, empty - 1)) return true;
      grid_[best] = 0;
      if (nodes_ > budget_) return false;
    }
    return false;
  }

  const Shape& shape_;
  Random& random_;
  std::uint64_t budget_;
  std::uint64_t nodes_ = 0;
  Grid grid_;
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
