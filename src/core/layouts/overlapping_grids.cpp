// Layouts of overlapping 9x9 grids in a bounding box, each grid bringing its
// own rows, columns and boxes; where two grids' houses have the same cells
// they are one house (named after the first grid's). Cells are row-major in
// the bounding box, outside cells left out.
#include <algorithm>

#include "core/layouts.hpp"

namespace sudoku {

ShapeSpec overlapping_grids(std::string name, int rows, int cols, const std::vector<GridCorner>& corners) {
  ShapeSpec spec;
  spec.name = std::move(name);
  spec.symbols = 9;
  std::vector<int> index(rows * cols, -1);  // bounding-box place -> cell
  for (const GridCorner& g : corners)
    for (int r = g.row; r < g.row + 9; ++r)
      for (int c = g.col; c < g.col + 9; ++c) index[r * cols + c] = 0;
  for (int place = 0; place < rows * cols; ++place) {
    if (index[place] < 0) continue;
    index[place] = static_cast<int>(spec.cells.size());
    spec.cells.push_back(CellGeometry{place / cols, place % cols, CellForm::kSquare});
  }
  const auto cell = [&](int r, int c) { return index[r * cols + c]; };
  std::vector<std::vector<int>> seen;  // the cell sets so far, sorted: a coinciding house is added once
  const auto add = [&](HouseKind kind, std::string house_name, std::vector<int> cells, HouseWording wording) {
    std::sort(cells.begin(), cells.end());
    if (std::find(seen.begin(), seen.end(), cells) != seen.end()) return;
    seen.push_back(cells);
    spec.houses.push_back(HouseSpec{kind, std::move(house_name), std::move(cells), wording});
  };
  for (size_t g = 0; g < corners.size(); ++g) {
    const std::string of = " of grid " + std::to_string(g + 1);
    const int top = corners[g].row, left = corners[g].col;
    const auto add_all = [&](HouseKind kind, const char* what, std::string_view words, auto cell_of) {
      for (int i = 0; i < 9; ++i) {
        std::vector<int> cells;
        for (int j = 0; j < 9; ++j) cells.push_back(cell_of(i, j));
        add(kind, what + std::to_string(i + 1) + of, cells, HouseWording{words, i + 1, static_cast<int>(g) + 1});
      }
    };
    add_all(HouseKind::kRow, "row ", "house_row_of_grid", [&](int i, int j) { return cell(top + i, left + j); });
    add_all(HouseKind::kColumn, "column ", "house_column_of_grid", [&](int i, int j) { return cell(top + j, left + i); });
    add_all(HouseKind::kBox, "box ", "house_box_of_grid",
            [&](int i, int j) { return cell(top + (i / 3) * 3 + j / 3, left + (i % 3) * 3 + j % 3); });
  }
  return spec;
}

ShapeSpec layout_samurai() {
  return overlapping_grids("samurai", 21, 21, {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}});
}
ShapeSpec layout_twodoku() { return overlapping_grids("twodoku", 15, 15, {{0, 0}, {6, 6}}); }
ShapeSpec layout_butterfly() { return overlapping_grids("butterfly", 12, 12, {{0, 0}, {0, 3}, {3, 0}, {3, 3}}); }
ShapeSpec layout_flower() { return overlapping_grids("flower", 15, 15, {{0, 3}, {3, 0}, {3, 3}, {3, 6}, {6, 3}}); }
ShapeSpec layout_sohei() { return overlapping_grids("sohei", 21, 21, {{0, 6}, {6, 0}, {6, 12}, {12, 6}}); }
ShapeSpec layout_windmill() {
  return overlapping_grids("windmill", 21, 21, {{0, 3}, {3, 12}, {6, 6}, {9, 0}, {12, 9}});
}

}  // namespace sudoku
