#include "core/variants.hpp"

#include "core/generate/jigsaw_regions.hpp"
#include "core/shape.hpp"

namespace sudoku {

namespace {

struct Row {
  std::string_view id, name;
  VariantSpec spec;  // the constraints the id turns on
  bool regions = false;  // a jigsaw's: it takes a region map, which fits any size
};

// The sizes Shape accepts `row` on, a jigsaw with a map (the map it starts
// from): the size rules stay in Shape.
std::vector<int> sizes_for(const Row& row) {
  std::vector<int> out;
  for (int size : Shape::supported_sizes()) {
    VariantSpec spec = row.spec;
    if (row.regions) spec.regions = starting_regions(size);
    if (!Shape::check(size, spec)) out.push_back(size);
  }
  return out;
}

}  // namespace

const std::vector<VariantInfo>& variants() {
  static const std::vector<VariantInfo> list = [] {
    const VariantSpec plain{}, diagonals{true, false, {}}, windows{false, true, {}};
    const Row rows[] = {
        {"standard", "Standard", plain},
        {"x", "X (both diagonals)", diagonals},
        {"windoku", "Windoku (9x9: four extra windows)", windows},
        {"jigsaw", "Jigsaw (irregular regions)", plain, true},
        {"jigsaw,x", "Jigsaw + X", diagonals, true},
        // The usual boxes of 6x6, 8x8 and 12x12 turned, taller than wide (as
        // Tatham's Solo offers them); any other shape is taken by name.
        {"3x2", "3x2 boxes (3 rows by 2 columns)", VariantSpec{false, false, {}, 3, 2}},
        {"4x2", "4x2 boxes (4 rows by 2 columns)", VariantSpec{false, false, {}, 4, 2}},
        {"4x3", "4x3 boxes (4 rows by 3 columns)", VariantSpec{false, false, {}, 4, 3}},
    };
    std::vector<VariantInfo> out;
    for (const Row& row : rows) out.push_back(VariantInfo{row.id, row.name, sizes_for(row)});
    return out;
  }();
  return list;
}

}  // namespace sudoku
