// The variant list: every entry reads as its id says, on exactly its sizes.
#include "support/catch.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "core/generate/jigsaw_regions.hpp"
#include "core/puzzle.hpp"
#include "core/variants.hpp"

using namespace sudoku;

namespace {
// The map a jigsaw of the size starts from (its boxes, or strips on a prime
// size): a jigsaw map every size accepts.
std::string start_map(int size) { return format_regions(starting_regions(size)); }
}  // namespace

TEST_CASE("the variants are listed once each with a display name, the standard grid first") {
  REQUIRE_FALSE(variants().empty());
  std::vector<std::string> ids;
  for (const VariantInfo& v : variants()) {
    INFO(v.id);
    CHECK_FALSE(v.name.empty());
    CHECK(std::find(ids.begin(), ids.end(), v.id) == ids.end());
    ids.emplace_back(v.id);
  }
  // Pinned: the menus open on the standard grid.
  CHECK(variants().front().id == "standard");
  CHECK(variants().front().name == "Standard");
}

TEST_CASE("windoku fits 9x9 only, a box shape the size of its area, a jigsaw every size, the others every size but a prime") {
  const std::map<std::string_view, std::vector<int>> only = {{"windoku", {9}}, {"3x2", {6}}, {"4x2", {8}}, {"4x3", {12}}};
  const std::vector<int> with_boxes = {4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25};
  for (const VariantInfo& v : variants()) {
    INFO(v.id);
    const bool jigsaw = std::string(v.id).find("jigsaw") != std::string::npos;
    CHECK(v.sizes == (only.count(v.id) ? only.at(v.id) : jigsaw ? Shape::supported_sizes() : with_boxes));
  }
}

TEST_CASE("each id reads as that variant on its sizes and is refused on the others") {
  for (const VariantInfo& v : variants()) {
    for (int size : Shape::supported_sizes()) {
      INFO(std::string(v.id) + " on " + std::to_string(size));
      const bool jigsaw = std::string(v.id).find("jigsaw") != std::string::npos;
      const Result<Puzzle> p =
          read_puzzle(std::string(size * size, '.'), VariantOptions{std::string(v.id), jigsaw ? start_map(size) : ""});
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
