// The variant list: every entry reads as its id says, on exactly its sizes.
#include "support/catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "core/variants.hpp"

using namespace sudoku;

namespace {
// The map of a size's regular boxes: a jigsaw map every size accepts.
std::string box_map(int size) {
  const ShapePtr shape = Shape::create(size, {}).value();
  std::vector<int> regions(shape->cell_count());
  for (int c = 0; c < shape->cell_count(); ++c) regions[c] = shape->region_of(c);
  return format_regions(regions);
}
}  // namespace

TEST_CASE("the variants are listed in menu order with their display names") {
  std::vector<std::string> ids, names;
  for (const VariantInfo& v : variants()) {
    ids.emplace_back(v.id);
    names.emplace_back(v.name);
  }
  CHECK(ids == std::vector<std::string>{"standard", "x", "windoku", "jigsaw", "jigsaw,x"});
  CHECK(names == std::vector<std::string>{"Standard", "X (both diagonals)", "Windoku (9x9: four extra windows)",
                                          "Jigsaw (irregular regions)", "Jigsaw + X"});
}

TEST_CASE("windoku fits 9x9 only, every other variant every supported size") {
  for (const VariantInfo& v : variants()) {
    INFO(v.id);
    CHECK(v.sizes == (v.id == "windoku" ? std::vector<int>{9} : Shape::supported_sizes()));
  }
}

TEST_CASE("each id reads as that variant on its sizes and is refused on the others") {
  for (const VariantInfo& v : variants()) {
    for (int size : Shape::supported_sizes()) {
      INFO(std::string(v.id) + " on " + std::to_string(size));
      const bool jigsaw = std::string(v.id).find("jigsaw") != std::string::npos;
      const Result<Puzzle> p =
          read_puzzle(std::string(size * size, '.'), VariantOptions{std::string(v.id), jigsaw ? box_map(size) : ""});
      const bool listed = std::find(v.sizes.begin(), v.sizes.end(), size) != v.sizes.end();
      REQUIRE(p.ok() == listed);
      if (!listed) {
        CHECK(p.error().code == ErrorCode::kBadVariant);
        continue;
      }
      std::string id(v.id);
      std::replace(id.begin(), id.end(), ',', '+');  // variant_name writes combinations with '+'
      CHECK(p->shape->variant_name() == id);
    }
  }
}
