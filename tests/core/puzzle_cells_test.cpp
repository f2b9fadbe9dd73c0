// Puzzles given as cells (puzzle_from_cells, layout_puzzle_from_cells): no
// text is built or read, yet each gives the puzzle, or the error, that the
// same cells written as numbers ("5 3 0 ...") give when read as text, for
// every row of the shared tables and for the bad counts and values an array
// can hold. Where that text would be misread (a 10 in a 9-symbol layout reads
// as the two cells '1' and '0'), the cells say what they are.
#include "support/catch.hpp"
#include "support/tables.hpp"

#include <string>
#include <tuple>
#include <vector>

#include "core/layout_format.hpp"
#include "core/layouts.hpp"
#include "core/puzzle.hpp"
#include "core/shape_cache.hpp"
#include "core/text_format.hpp"

using namespace sudoku;
using namespace sudoku::test;

namespace {

// The cells as the text an array of numbers once became: "5 3 0 ...".
std::string as_numbers(const Grid& cells) {
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i) out += (i ? " " : "") + std::to_string(cells[i]);
  return out;
}

using ConflictRow = std::tuple<int, int, std::string, std::vector<int>>;
std::vector<ConflictRow> conflict_rows(const InputError& e) {
  std::vector<ConflictRow> out;
  for (const Conflict& c : e.conflicts) out.emplace_back(c.value, c.house, c.house_name, c.cells);
  return out;
}

// Both read, to the same shape and givens, or both fail with the same code, message, cells and conflicts.
void check_same(const Result<Puzzle>& from_cells, const Result<Puzzle>& from_text) {
  REQUIRE(from_cells.ok() == from_text.ok());
  if (from_text.ok()) {
    CHECK(from_cells->shape->layout() == from_text->shape->layout());
    CHECK(from_cells->shape->variant_name() == from_text->shape->variant_name());
    CHECK(from_cells->shape->houses().size() == from_text->shape->houses().size());
    CHECK(from_cells->givens == from_text->givens);
    return;
  }
  CHECK(std::string(error_code_name(from_cells.error().code)) == error_code_name(from_text.error().code));
  CHECK(from_cells.error().message == from_text.error().message);
  CHECK(from_cells.error().cells == from_text.error().cells);
  CHECK(conflict_rows(from_cells.error()) == conflict_rows(from_text.error()));
}

void check_same(const Grid& cells, const VariantOptions& options) {
  check_same(puzzle_from_cells(cells, options), read_puzzle(as_numbers(cells), options));
}

void check_same(const Grid& cells, const ShapePtr& shape) {
  check_same(layout_puzzle_from_cells(cells, shape), read_layout_puzzle(as_numbers(cells), shape));
}

// A custom shape of one row of `symbols` cells, one house: the reading-order path with any symbol count.
ShapePtr row_shape(int symbols) {
  ShapeSpec spec;
  spec.name = "row";
  spec.symbols = symbols;
  HouseSpec house;
  for (int c = 0; c < symbols; ++c) {
    spec.cells.push_back(CellGeometry{0, c, CellForm::kSquare});
    house.cells.push_back(c);
  }
  spec.houses.push_back(house);
  Result<ShapePtr> shape = Shape::from_spec(spec);
  REQUIRE(shape.ok());
  return shape.value();
}

}  // namespace

TEST_CASE("every row of the puzzle table given as cells reads as the text of its numbers does") {
  for (const TableRow& row : puzzle_table()) {
    INFO(row.name);
    check_same(must_read(row.puzzle, row.variant).givens, row.variant);
  }
}

TEST_CASE("conflicting givens given as cells give the text's conflict: its message, pairs, houses and cells") {
  int checked = 0;
  for (const InvalidRow& row : invalid_table()) {
    if (row.code != "conflict") continue;
    INFO(row.name);
    Grid cells;
    if (!row.variant.layout.empty()) {
      const Result<ShapePtr> shape = shared_layout(row.variant.layout);
      REQUIRE(shape.ok());
      const Result<std::vector<Value>> read = parse_layout_grid(row.input, *shape.value());
      REQUIRE(read.ok());
      cells = read.value();
    } else {
      const Result<ParsedGrid> read = parse_grid(row.input);
      REQUIRE(read.ok());
      cells = read->cells;
    }
    const Result<Puzzle> p = puzzle_from_cells(cells, row.variant);
    REQUIRE_FALSE(p.ok());
    CHECK(p.error().code == ErrorCode::kConflict);
    CHECK_THAT(p.error().message, match::Contains(row.fragment));
    check_same(cells, row.variant);
    ++checked;
  }
  CHECK(checked >= 5);
}

TEST_CASE("square grids given as cells: counts no grid has and values above the size, as their text says them") {
  for (std::size_t count : {0, 1, 15, 80, 82, 625, 626}) {
    INFO(count << " cells");
    check_same(Grid(count, 0), VariantOptions{});
  }
  Grid nine(81, 0);
  nine[4] = 10;
  nine[80] = 25;
  check_same(nine, VariantOptions{});
  CHECK(puzzle_from_cells(nine).error().message ==
        "value too large for a 9x9 grid, which uses 1-9: '10' (10) at r1c5; '25' (25) at r9c9");
  Grid four(16, 0);
  four[3] = 7;
  check_same(four, VariantOptions{});
  Grid many(81, 0);  // more values too large than a message lists
  for (int i = 0; i < 14; ++i) many[i * 5] = 12;
  check_same(many, VariantOptions{});
  Grid sixteen(256, 0);
  sixteen[0] = 17;
  check_same(sixteen, VariantOptions{"x", ""});
  // The variant's own faults come after the grid's, as with text.
  check_same(Grid(16, 0), VariantOptions{"windoku", ""});
  check_same(Grid(36, 0), VariantOptions{"jigsaw", ""});
  check_same(Grid(81, 0), VariantOptions{"hexagonal", ""});
}

TEST_CASE("layouts given as cells: empty, a cell too few or too many, as their text says it") {
  for (const LayoutInfo& l : layouts()) {
    const VariantOptions options{"", "", std::string(l.id)};
    const Result<ShapePtr> shape = shared_layout(l.id);
    REQUIRE(shape.ok());
    const std::size_t cells = static_cast<std::size_t>(shape.value()->cell_count());
    for (std::size_t count : {std::size_t{0}, std::size_t{1}, cells - 1, cells + 1}) {
      INFO(l.id << ", " << count << " cells");
      check_same(Grid(count, 0), options);
    }
  }
  // A layout takes no variant beside it, cells or text.
  check_same(Grid(54, 0), VariantOptions{"x", "", "star"});
}

TEST_CASE("a custom shape given as cells: values above its symbols named at their place in the numbers' line") {
  const ShapePtr small = row_shape(4);
  Grid cells{1, 0, 7, 0};
  check_same(cells, small);
  CHECK(layout_puzzle_from_cells(cells, small).error().message == "'7' at position 5 is above 4, the largest value of this layout");
  const ShapePtr wide = row_shape(16);  // more than 9 symbols: two-digit numbers are tokens in the text too
  Grid values(16, 0);
  values[0] = 12;
  values[9] = 20;
  check_same(values, wide);
  values[9] = 16;
  values[10] = 16;
  check_same(values, wide);  // a conflict
}

TEST_CASE("regression: a 10 in a samurai given as cells is too large, where the text of its numbers read two cells") {
  const Result<ShapePtr> samurai = shared_layout("samurai");
  REQUIRE(samurai.ok());
  Grid cells(static_cast<std::size_t>(samurai.value()->cell_count()), 0);
  cells[2] = 10;
  const Result<Puzzle> p = layout_puzzle_from_cells(cells, samurai.value());
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().code == ErrorCode::kValueTooLarge);
  CHECK(p.error().message == "'10' at position 5 is above 9, the largest value of this layout");
  const Result<Puzzle> text = read_layout_puzzle(as_numbers(cells), samurai.value());
  REQUIRE_FALSE(text.ok());
  CHECK(text.error().code == ErrorCode::kBadCellCount);  // 370 characters for 369 cells
}
