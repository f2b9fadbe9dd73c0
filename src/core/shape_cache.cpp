#include "core/shape_cache.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "core/layouts.hpp"

namespace sudoku {

namespace {

// A square grid with regions or with boxes of another shape than its size's usual.
struct JigsawEntry {
  int size;
  bool diagonals, windows;
  std::vector<int> regions;
  int box_rows, box_cols;
  ShapePtr shape;
};

// Square grids with their size's usual boxes are kept in `square` at
// square_slot (a few compares, no map to walk: this lookup is on every
// solve); the others (jigsaws, other box shapes) in the jigsaw list, most
// recently used first.
struct Cache {
  std::mutex mutex;
  std::vector<ShapePtr> square = std::vector<ShapePtr>(Shape::supported_sizes().size() * 4);
  std::deque<JigsawEntry> jigsaw;
  std::map<std::string, ShapePtr, std::less<>> layouts;
};

Cache& cache() {
  static Cache c;  // built on first use, so its order of construction is well defined
  return c;
}

// The index in Cache::square of a square grid without regions: per supported
// size (in supported_sizes order), four slots for diagonals and windows; -1
// for a size that is not supported (never cached: Shape::create refuses it).
int square_slot(int size, const VariantSpec& v) {
  const std::vector<int>& sizes = Shape::supported_sizes();
  for (size_t i = 0; i < sizes.size(); ++i)
    if (sizes[i] == size) return static_cast<int>(i) * 4 + (v.diagonals ? 2 : 0) + (v.windows ? 1 : 0);
  return -1;
}

// Looks up a jigsaw shape and moves it to the front; null when absent.
ShapePtr find_jigsaw(Cache& c, int size, const VariantSpec& v) {
  for (auto it = c.jigsaw.begin(); it != c.jigsaw.end(); ++it) {
    if (it->size != size || it->diagonals != v.diagonals || it->windows != v.windows || it->regions != v.regions ||
        it->box_rows != v.box_rows || it->box_cols != v.box_cols)
      continue;
    ShapePtr shape = it->shape;
    if (it != c.jigsaw.begin()) {
      JigsawEntry entry = std::move(*it);
      c.jigsaw.erase(it);
      c.jigsaw.push_front(std::move(entry));
    }
    return shape;
  }
  return nullptr;
}

}  // namespace

Result<ShapePtr> shared_shape(int size, const VariantSpec& variant) {
  Cache& c = cache();
  const bool jigsaw = !variant.regions.empty() || variant.box_rows || variant.box_cols;
  const int slot = jigsaw ? -1 : square_slot(size, variant);
  {
    std::lock_guard<std::mutex> lock(c.mutex);
    if (slot >= 0) {
      if (c.square[slot]) return c.square[slot];
    } else if (jigsaw) {
      if (ShapePtr shape = find_jigsaw(c, size, variant)) return shape;
    }
  }
  // Built outside the lock; two threads may both build one key, and the first
  // stored wins, so every caller still gets one ShapePtr per key.
  Result<ShapePtr> built = Shape::create(size, variant);
  if (!built) return built;
  std::lock_guard<std::mutex> lock(c.mutex);
  if (!jigsaw) {
    if (slot < 0) return built;  // unreachable: Shape::create refuses unsupported sizes
    if (!c.square[slot]) c.square[slot] = built.value();
    return c.square[slot];
  }
  if (ShapePtr shape = find_jigsaw(c, size, variant)) return shape;
  c.jigsaw.push_front(JigsawEntry{size, variant.diagonals, variant.windows, variant.regions, variant.box_rows, variant.box_cols,
                                built.value()});
  if (c.jigsaw.size() > kJigsawShapes) c.jigsaw.pop_back();
  return built;
}

Result<ShapePtr> shared_layout(std::string_view name) {
  Cache& c = cache();
  {
    std::lock_guard<std::mutex> lock(c.mutex);
    auto it = c.layouts.find(name);
    if (it != c.layouts.end()) return it->second;
  }
  Result<ShapePtr> built = make_layout(name);  // an unknown name is an error, so the map holds known layouts only
  if (!built) return built;
  std::lock_guard<std::mutex> lock(c.mutex);
  return c.layouts.emplace(std::string(name), built.value()).first->second;
}

size_t shared_shape_count() {
  Cache& c = cache();
  std::lock_guard<std::mutex> lock(c.mutex);
  const auto held = std::count_if(c.square.begin(), c.square.end(), [](const ShapePtr& p) { return p != nullptr; });
  return static_cast<size_t>(held) + c.jigsaw.size() + c.layouts.size();
}

}  // namespace sudoku
