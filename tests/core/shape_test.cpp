// The board model: houses and peers for every size and variant.
#include "support/catch.hpp"

#include "core/shape.hpp"

using namespace sudoku;

namespace {
ShapePtr make(int size, VariantSpec v = {}) {
  Result<ShapePtr> s = Shape::create(size, v);
  REQUIRE(s.ok());
  return s.value();
}
}  // namespace

TEST_CASE("every size but a prime has boxes wider than tall") {
  // Pinned: the sizes and boxes Shape is the source of (sizes() and the variants' sizes come from here).
  const std::vector<std::tuple<int, int, int>> expected = {
      {4, 2, 2},  {6, 2, 3},  {8, 2, 4},  {9, 3, 3},  {10, 2, 5}, {12, 3, 4}, {14, 2, 7}, {15, 3, 5},
      {16, 4, 4}, {18, 3, 6}, {20, 4, 5}, {21, 3, 7}, {22, 2, 11}, {24, 4, 6}, {25, 5, 5}};
  std::vector<int> sizes;
  for (int n = 4; n <= 25; ++n) sizes.push_back(n);
  CHECK(Shape::supported_sizes() == sizes);
  for (int prime : {5, 7, 11, 13, 17, 19, 23}) {
    INFO(prime);
    CHECK(Shape::box_rows_for(prime) == 0);
    CHECK(Shape::box_cols_for(prime) == 0);
    const Result<ShapePtr> refused = Shape::create(prime, {});
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().code == ErrorCode::kBadVariant);
    CHECK_THAT(refused.error().message, match::Contains("has no boxes") && match::Contains("region map"));
  }
  for (const auto& [n, rows, cols] : expected) {
    INFO(n);
    CHECK(Shape::box_rows_for(n) == rows);
    ShapePtr s = make(n);
    CHECK(s->box_rows() == rows);
    CHECK(s->box_cols() == cols);
    CHECK(s->houses().size() == static_cast<size_t>(3 * n));
    for (const House& h : s->houses()) CHECK(h.cells.size() == static_cast<size_t>(n));
  }
}

TEST_CASE("a 6x6 box is 2 rows by 3 columns") {
  ShapePtr s = make(6);
  const House& box1 = s->houses()[12];
  CHECK(box1.kind == HouseKind::kBox);
  CHECK(box1.cells == std::vector<int>{0, 1, 2, 6, 7, 8});
}

TEST_CASE("peers: 20 in standard 9x9, more on the diagonals of x") {
  ShapePtr standard = make(9);
  for (int c = 0; c < 81; ++c) CHECK(standard->peers_of(c).size() == 20);
  VariantSpec x;
  x.diagonals = true;
  ShapePtr diag = make(9, x);
  CHECK(diag->houses().size() == 29);
  CHECK(diag->peers_of(40).size() == 32);  // the centre is on both diagonals
  CHECK(diag->peers_of(1).size() == 20);   // r1c2 is on neither
  CHECK(diag->houses_of(40).size() == 5);
}

TEST_CASE("windoku adds four 3x3 windows with corners at rows/columns 2 and 6") {
  VariantSpec w;
  w.windows = true;
  ShapePtr s = make(9, w);
  REQUIRE(s->houses().size() == 31);
  const House& first = s->houses()[27];
  CHECK(first.kind == HouseKind::kWindow);
  CHECK(first.cells == std::vector<int>{10, 11, 12, 19, 20, 21, 28, 29, 30});
  CHECK(s->house_name(30) == "window 4");
  CHECK(s->houses()[30].cells.front() == 5 * 9 + 5);
  CHECK(Shape::create(6, w).error().message == "windoku needs a 9x9 grid, not 6x6");
}

TEST_CASE("jigsaw regions replace the boxes") {
  VariantSpec j;
  j.regions = {0, 0, 0, 1, 1, 1, 2, 0, 0, 1, 3, 1, 2, 2, 0, 1, 3, 3, 2, 2, 2, 3, 3, 3,
               4, 4, 4, 5, 5, 5, 5, 4, 4, 4, 5, 5};
  ShapePtr s = make(6, j);
  CHECK(s->houses().size() == 18);
  CHECK(s->houses()[12].kind == HouseKind::kRegion);
  CHECK(s->region_of(7) == 0);
  CHECK(s->house_name(12) == "region 1");
  CHECK(s->variant_name() == "jigsaw");
  j.diagonals = true;
  CHECK(make(6, j)->variant_name() == "jigsaw+x");
}

TEST_CASE("a region map with regions of the wrong size is refused, naming them") {
  VariantSpec j;
  j.regions.assign(16, 0);
  for (int c = 0; c < 16; ++c) j.regions[c] = c < 5 ? 0 : c < 8 ? 1 : c / 4;
  Result<ShapePtr> s = Shape::create(4, j);
  REQUIRE_FALSE(s.ok());
  CHECK(s.error().code == ErrorCode::kBadRegions);
  CHECK(s.error().message == "every region must have exactly 4 cells: region 1 has 5 cells; region 2 has 3 cells");
  CHECK(s.error().cells.size() == 8);
}

TEST_CASE("names of houses and cells are 1-based") {
  VariantSpec x;
  x.diagonals = true;
  ShapePtr s = make(9, x);
  CHECK(s->house_name(0) == "row 1");
  CHECK(s->house_name(9) == "column 1");
  CHECK(s->house_name(26) == "box 9");
  CHECK(s->house_name(27) == "main diagonal");
  CHECK(s->house_name(28) == "anti-diagonal");
  CHECK(s->cell_name(80) == "r9c9");
  CHECK(s->cell_name(9 * 2 + 6) == "r3c7");
  CHECK_FALSE(Shape::create(26, {}).ok());
  CHECK_FALSE(Shape::create(3, {}).ok());
}
