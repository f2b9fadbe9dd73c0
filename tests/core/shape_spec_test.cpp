// Shapes as data (Shape::from_spec): a valid small shape and every invalid
// case, each with its precise message.
#include "support/catch.hpp"

#include "core/registry.hpp"
#include "core/shape.hpp"

using namespace sudoku;

namespace {

// A 2x3 rectangle holding 1..3: two rows of 3 and three columns of 2 (the
// columns are smaller than the symbol count, so they only differ).
ShapeSpec rectangle() {
  ShapeSpec spec;
  spec.name = "rectangle";
  spec.symbols = 3;
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 3; ++c) spec.cells.push_back(CellGeometry{r, c, CellForm::kSquare});
  spec.houses = {{HouseKind::kRow, "top", {0, 1, 2}}, {HouseKind::kRow, "bottom", {3, 4, 5}},
                 {HouseKind::kColumn, "", {0, 3}},    {HouseKind::kColumn, "", {1, 4}},
                 {HouseKind::kColumn, "", {2, 5}}};
  return spec;
}

std::string problem(const ShapeSpec& spec) {
  Result<ShapePtr> shape = Shape::from_spec(spec);
  REQUIRE_FALSE(shape.ok());
  CHECK(shape.error().code == ErrorCode::kBadShape);
  return shape.error().message;
}

}  // namespace

TEST_CASE("a valid spec becomes a shape with its names, geometry and peers") {
  Result<ShapePtr> shape = Shape::from_spec(rectangle());
  REQUIRE(shape.ok());
  const Shape& s = *shape.value();
  CHECK_FALSE(s.is_square_grid());
  CHECK(s.layout() == "rectangle");
  CHECK(s.variant_name() == "rectangle");
  CHECK(s.size() == 3);
  CHECK(s.cell_count() == 6);
  CHECK(s.rows() == 2);
  CHECK(s.cols() == 3);
  CHECK(s.house_name(0) == "top");
  CHECK(s.house_name(2) == "houses[2]");
  CHECK(s.cell_name(4) == "r2c2");
  CHECK(s.is_complete(0));
  CHECK_FALSE(s.is_complete(2));
  CHECK(s.peers_of(0).size() == 3);  // 1, 2 and 3
  CHECK(s.box_rows() == 0);
}

TEST_CASE("houses smaller than the symbol count only differ: every algorithm counts the rectangle's 12 fillings") {
  // Rows are permutations of 1..3 (6 each); the bottom row must differ from the
  // top in every column: the 2 derangements of each top row, 12 in all.
  const ShapePtr shape = Shape::from_spec(rectangle()).value();
  const Puzzle puzzle{shape, Grid(6, 0)};
  for (const Algorithm& a : algorithms()) {
    INFO(a.id);
    SearchOptions o;
    o.limit = 0;
    const SolveResult r = run_algorithm(a, puzzle, o);
    CHECK(r.solutions == 12);
    CHECK(r.complete);
    CHECK(is_valid_solution(puzzle, r.first_solution));
  }
}

TEST_CASE("invalid specs are refused with precise messages") {
  ShapeSpec s = rectangle();
  s.houses[1].cells = {3, 4, 3};
  CHECK(problem(s) == "houses[1] (\"bottom\") names cell 3 twice");

  s = rectangle();
  s.houses[2].cells = {0, 6};
  CHECK(problem(s) == "houses[2] names cell 6, but the shape's cells are 0 to 5");
  s.houses[2].cells = {0, -1};
  CHECK(problem(s) == "houses[2] names cell -1, but the shape's cells are 0 to 5");

  s = rectangle();
  s.houses[0].cells = {0, 1, 2, 3};
  CHECK(problem(s) == "houses[0] (\"top\") has 4 cells but there are only 3 symbols");

  s = rectangle();
  s.houses.pop_back();  // cells 2 and 5 now only in the rows; drop 5 from the bottom row as well
  s.houses[1].cells = {3, 4};
  CHECK(problem(s) == "cells[5] is in no house");

  s = rectangle();
  s.cells[5] = CellGeometry{0, 0, CellForm::kSquare};
  CHECK(problem(s) == "cells[0] and cells[5] are both at row 0, column 0");

  s = rectangle();
  s.cells[1].form = CellForm::kTriangle;
  CHECK(problem(s) == "cells[1] is a triangle but cells[0] is a square; a shape's cells all have one form");

  s = rectangle();
  s.cells[2].row = -1;
  CHECK(problem(s) == "cells[2] is at row -1, column 2; rows and columns start at 0");

  s = rectangle();
  s.cells[5] = CellGeometry{1024, 1023, CellForm::kSquare};  // one row past 1024 x 1024
  CHECK(problem(s) == "the shape's bounding box is 1025 rows by 1024 columns, 1049600 places; at most 1048576 are drawn");
  s.cells[5].row = 1023;  // at the limit
  CHECK(Shape::from_spec(s).ok());

  s = rectangle();
  s.symbols = 26;
  CHECK(problem(s) == "the shape has 26 symbols; a shape has 1 to 25");

  s = rectangle();
  s.houses[3].cells.clear();
  CHECK(problem(s) == "houses[3] has no cells");

  s = rectangle();
  s.cells.clear();
  CHECK(problem(s) == "the shape has no cells");

  s = rectangle();
  s.houses.clear();
  CHECK(problem(s) == "the shape has no houses");
}
