// The built-in layouts: shapes that are not one square grid, each a function
// producing a ShapeSpec (shape.hpp) by name.
//
//   star       54 triangles on a triangular lattice (strips 0..7 from the top,
//              half-columns 1..13), digits 1 to 9; 24 houses of 9 cells: 6
//              horizontal lines, 6 "/" lines, 6 "\" lines and 6 big
//              triangles (side 3) around a hexagonal hole. The lines are the
//              lattice's strips in each direction; the single cell at a tip
//              of the star joins the 8-cell strip beside it.
//   samurai, twodoku, butterfly, flower, sohei, windmill
//              overlapping 9x9 grids in a bounding box, each bringing its own
//              rows, columns and boxes; where two grids' houses have the same
//              cells they are one house (named after the first grid's).
//
// Cells are in reading order: the star strip by strip, left to right; the
// overlapping grids row-major in the bounding box, outside cells left out.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"
#include "core/shape.hpp"

namespace sudoku {

struct LayoutInfo {
  std::string_view id;           // what --layout takes
  std::string_view description;  // one line
};

// Every built-in layout, in menu order (star first, then the overlapping grids).
const std::vector<LayoutInfo>& layouts();

// The spec of a built-in layout, or nothing for an unknown name.
std::optional<ShapeSpec> layout_spec(std::string_view name);

// The shape of a built-in layout, or a kBadVariant error listing the names.
Result<ShapePtr> make_layout(std::string_view name);

// Overlapping 9x9 grids: a bounding box of rows x cols and each grid's
// top-left corner (row, col). Exposed for tests and shape files.
struct GridCorner {
  int row, col;
};
ShapeSpec overlapping_grids(std::string name, int rows, int cols, const std::vector<GridCorner>& corners);

}  // namespace sudoku
