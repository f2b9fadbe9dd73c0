// The built-in layouts: shapes that are not one square grid, each a function
// producing a ShapeSpec (shape.hpp), listed in the registry layout_list.hpp:
// the six-pointed star (layouts/star.cpp) and grids of overlapping 9x9
// grids (layouts/overlapping_grids.cpp). Cells are in reading order.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"
#include "core/layout_list.hpp"
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

// Each layout's spec, declared from the registry: layout_star(), ...
#define SUDOKU_LAYOUT_SPEC(id, description) ShapeSpec layout_##id();
SUDOKU_LAYOUTS(SUDOKU_LAYOUT_SPEC)
#undef SUDOKU_LAYOUT_SPEC

}  // namespace sudoku
