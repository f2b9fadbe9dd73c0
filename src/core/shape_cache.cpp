#include "core/shape_cache.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

#include "core/layouts.hpp"

namespace sudoku {

namespace {

struct JigsawEntry {
  int size;
  bool diagonals, windows;
  std::vector<int> regions;
  ShapePtr shape;
};

// Square grids without regions are keyed by (size, diagonals, windows); the
// jigsaw list is kept most recently used first.
struct Cache {
  std::mutex mutex;
  std::map<std::tuple<int, bool, bool>, ShapePtr> square;
  std::deque<JigsawEntry> jigsaw;
  std::map<std::string, ShapePtr, std::less<>> layouts;
};

Cache& cache() {
  static Cache c;  // built on first use, so its order of construction is well defined
  return c;
}

// Looks up a jigsaw shape and moves it to the front; null when absent.
ShapePtr find_jigsaw(Cache& c, int size, const VariantSpec& v) {
  for (auto it = c.jigsaw.begin(); it != c.jigsaw.end(); ++it) {
    if (it->size != size || it->diagonals != v.diagonals || it->windows != v.windows || it->regions != v.regions)
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
  const bool jigsaw = !variant.regions.empty();
  const auto key = std::make_tuple(size, variant.diagonals, variant.windows);
  {
    std::lock_guard<std::mutex> lock(c.mutex);
    if (!jigsaw) {
      auto it = c.square.find(key);
      if (it != c.square.end()) return it->second;
    } else if (ShapePtr shape = find_jigsaw(c, size, variant)) {
      return shape;
    }
  }
  // Built outside the lock; two threads may both build one key, and the first
  // stored wins, so every caller still gets one ShapePtr per key.
  Result<ShapePtr> built = Shape::create(size, variant);
  if (!built) return built;
  std::lock_guard<std::mutex> lock(c.mutex);
  if (!jigsaw) return c.square.emplace(key, built.value()).first->second;
  if (ShapePtr shape = find_jigsaw(c, size, variant)) return shape;
  c.jigsaw.push_front(JigsawEntry{size, variant.diagonals, variant.windows, variant.regions, built.value()});
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
  return c.square.size() + c.jigsaw.size() + c.layouts.size();
}

}  // namespace sudoku
