// The reading order of a shape (core/shape.hpp): by place, row by row from
// the top and each row from the left, whatever the order of the shape file's
// cell list, and every way a puzzle is read or written follows it: one line
// (format_line), the bounding box's rows (format_layout_rows) and the drawing
// (format_layout), each read back by parse_layout_grid and split by
// split_layout_pieces. Random shapes: cells at random places of a random box
// (holes, rows and columns with no cell, one row or one column), listed in a
// random order, square or triangle, 1 to 25 symbols, drawn in random groups.
#include "support/catch.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/layout_format.hpp"
#include "core/layouts.hpp"
#include "core/puzzle.hpp"
#include "core/shape_file.hpp"
#include "support/random_puzzles.hpp"

using namespace sudoku;
using test::Rng;

namespace {

// Issue 35's shape: cells (0,1), (0,0), (1,0), listed in that order.
const char* const kListedOutOfPlace =
    R"({"symbols": 3, "cells": [{"row": 0, "col": 1}, {"row": 0, "col": 0}, {"row": 1, "col": 0}], "houses": [[0, 1, 2]]})";

std::vector<Value> must_parse(const std::string& text, const Shape& shape) {
  Result<std::vector<Value>> values = parse_layout_grid(text, shape);
  INFO(text);
  if (!values) FAIL(values.error().message);
  return values.value();
}

// A random shape (see the top) and a random puzzle on it (values need not
// differ in a house: reading does not look at conflicts).
struct RandomShape {
  ShapePtr shape;
  std::vector<Value> values;
  std::string spec;  // how it was made, for failure reports
};

RandomShape random_shape(Rng& rng) {
  ShapeSpec spec;
  spec.symbols = 1 + rng.below(25);
  const bool triangles = rng.percent(25);
  const int rows = rng.percent(15) ? 1 : 1 + rng.below(12), cols = rng.percent(15) ? 1 : 1 + rng.below(12);
  const int top = rng.percent(20) ? rng.below(3) : 0, left = rng.percent(20) ? rng.below(3) : 0;  // rows, columns with no cell
  const int fill = 20 + rng.below(81);  // percent of the box's places that are cells
  std::vector<std::pair<int, int>> places;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (rng.percent(fill) && places.size() < static_cast<size_t>(kMaxCells)) places.push_back({top + r, left + c});
  if (places.empty()) places.push_back({top + rng.below(rows), left + rng.below(cols)});
  rng.shuffle(places);  // the list in any order
  for (const auto& [r, c] : places)
    spec.cells.push_back(CellGeometry{r, c, triangles ? CellForm::kTriangle : CellForm::kSquare});
  // Houses of at most N cells covering every cell, each cell's group one of them.
  std::vector<int> order(places.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  rng.shuffle(order);
  spec.groups.assign(places.size(), 0);
  for (size_t i = 0; i < order.size();) {
    HouseSpec house;
    const size_t size = 1 + rng.below(spec.symbols);
    for (; i < order.size() && house.cells.size() < size; ++i) {
      house.cells.push_back(order[i]);
      spec.groups[order[i]] = static_cast<int>(spec.houses.size());
    }
    spec.houses.push_back(house);
  }
  if (static_cast<int>(spec.houses.size()) > kMaxHouses) spec.houses.resize(0), spec.groups.clear();
  if (spec.houses.empty()) {  // too many: one house per N cells in list order
    for (size_t i = 0; i < places.size(); i += spec.symbols) {
      HouseSpec house;
      for (size_t k = i; k < std::min(places.size(), i + spec.symbols); ++k) house.cells.push_back(static_cast<int>(k));
      spec.houses.push_back(house);
    }
  }
  RandomShape out;
  std::ostringstream how;
  how << (triangles ? "triangles" : "squares") << ", " << spec.symbols << " symbols, listed:";
  for (const CellGeometry& g : spec.cells) how << " (" << g.row << "," << g.col << ")";
  out.spec = how.str();
  Result<ShapePtr> shape = Shape::from_spec(spec);
  INFO(out.spec);
  REQUIRE(shape.ok());
  out.shape = shape.value();
  for (int c = 0; c < out.shape->cell_count(); ++c)
    out.values.push_back(static_cast<Value>(rng.percent(30) ? 0 : 1 + rng.below(spec.symbols)));
  return out;
}

// The symbols of a drawing in the order they stand, left to right and top to
// bottom, as one line: rule lines, bars and spaces left out.
std::string read_across(const std::string& drawing) {
  std::string line;
  for (char ch : drawing)
    if (ch == '.' || std::isalnum(static_cast<unsigned char>(ch))) line += ch;
  return line;
}

}  // namespace

TEST_CASE("regression: a shape listing (0,1), (0,0), (1,0) reads a line, its rows and its drawing alike") {
  // Issue 35: a line was read in list order but the rows by place, and the
  // drawing ("2 1", a lone "-" taken for a blank cell, "3") did not read back:
  // "the text has 3 lines and 4 cells".
  const ShapePtr shape = read_shape_file(kListedOutOfPlace).value();
  CHECK(shape->geometry(0).col == 0);  // numbered by place: (0,0), (0,1), (1,0)
  CHECK(shape->geometry(1).col == 1);
  CHECK(shape->geometry(2).row == 1);
  const std::vector<Value> one_two_three = {1, 2, 3};
  CHECK(must_parse("123", *shape) == one_two_three);
  CHECK(must_parse("12\n3-", *shape) == one_two_three);  // the bounding box's rows
  const std::string drawing = format_layout(*shape, one_two_three);
  CHECK(drawing == "1 2\n --\n3\n");
  CHECK(must_parse(drawing, *shape) == one_two_three);
  CHECK(read_across(drawing) == "123");
}

TEST_CASE("every built-in layout lists its cells in reading order, so numbering them changes nothing") {
  for (const LayoutInfo& info : layouts()) {
    INFO(info.id);
    const std::optional<ShapeSpec> spec = layout_spec(info.id);
    REQUIRE(spec);
    const ShapePtr shape = make_layout(info.id).value();  // numbered by Shape::from_spec
    REQUIRE(shape->cell_count() == static_cast<int>(spec->cells.size()));
    bool same = true;
    for (int c = 0; c < shape->cell_count(); ++c)
      same = same && shape->geometry(c).row == spec->cells[c].row && shape->geometry(c).col == spec->cells[c].col;
    CHECK(same);
  }
}

TEST_CASE("random shapes: numbered by place, and the line, the rows and the drawing of a puzzle all read back") {
  Rng rng(35);
  int triangles = 0, holes = 0, empty_rows = 0, one_row = 0, one_column = 0, letters = 0;
  for (int n = 0; n < 600; ++n) {
    const RandomShape s = random_shape(rng);
    const Shape& shape = *s.shape;
    INFO("shape " << n << ": " << s.spec);
    for (int c = 1; c < shape.cell_count(); ++c) {
      const CellGeometry &a = shape.geometry(c - 1), &b = shape.geometry(c);
      REQUIRE((a.row < b.row || (a.row == b.row && a.col < b.col)));  // reading order is by place
    }
    const std::string line = format_line(s.values);
    CHECK(must_parse(line, shape) == s.values);
    const std::string drawing = format_layout(shape, s.values);
    INFO("drawing:\n" << drawing);
    CHECK(must_parse(drawing, shape) == s.values);
    CHECK(read_across(drawing) == line);  // the drawing read across is the line
    std::vector<std::string> three;
    for (const char* between : {"", "\n"}) {  // three drawings, one after another or between blank lines
      const std::vector<std::string> pieces =
          split_layout_puzzles(drawing + between + drawing + between + drawing, shape);
      CHECK(pieces.size() == 3);
      for (const std::string& piece : pieces) CHECK(must_parse(piece, shape) == s.values);
    }
    if (shape.form() == CellForm::kSquare) {
      const std::string rows = format_layout_rows(shape, s.values);
      INFO("rows:\n" << rows);
      CHECK(must_parse(rows, shape) == s.values);
    }
    // What the shapes covered.
    triangles += shape.form() == CellForm::kTriangle;
    holes += shape.cell_count() < shape.rows() * shape.cols();
    std::vector<char> row_used(shape.rows(), 0);
    for (int c = 0; c < shape.cell_count(); ++c) row_used[shape.geometry(c).row] = 1;
    empty_rows += std::count(row_used.begin(), row_used.end(), 0) > 0;
    one_row += shape.rows() - std::count(row_used.begin(), row_used.end(), 0) == 1;
    one_column += shape.cols() == 1;
    letters += shape.size() > 9;
  }
  INFO(triangles << " triangle shapes, " << holes << " with holes, " << empty_rows << " with rows of no cell, "
                 << one_row << " of one row, " << one_column << " of one column, " << letters << " above 9 symbols");
  CHECK(triangles > 50);
  CHECK(holes > 300);
  CHECK(empty_rows > 50);
  CHECK(one_row > 20);
  CHECK(one_column > 20);
  CHECK(letters > 200);
}
