#include "core/layouts.hpp"

#include <algorithm>
#include <map>

namespace sudoku {

namespace {

// ---- The six-pointed star ----

// The cells of one strip: half-columns first..last.
struct Span {
  int row, first, last;
};
constexpr Span kStarSpans[] = {{0, 9, 9},  {1, 3, 10}, {2, 3, 11}, {3, 2, 5},  {3, 9, 13},
                               {4, 1, 5},  {4, 9, 12}, {5, 3, 11}, {6, 4, 11}, {7, 5, 5}};

// A big triangle of side 3: pointing up from its apex (row, col), or pointing
// down from the middle (row, col) of its top strip of 5 cells.
struct BigTriangle {
  int row, col;
  bool up;
};
constexpr BigTriangle kStarTriangles[] = {{0, 9, true}, {1, 5, false}, {2, 3, true},
                                          {3, 11, false}, {4, 9, true}, {5, 5, false}};

// The band of the lattice a cell lies in, in each direction. With the side as
// unit and rows downwards, an up triangle (row r, half-column c) has corners
// (c/2, r), (c/2 -+ 1/2, r + 1); lines of the / direction are x + y/2 = k and
// of the \ direction x - y/2 = k, so a cell's band is the smaller k of the two
// lines bounding it (doubled, to stay whole).
int band_of(const CellGeometry& g, int direction) {
  const bool up = g.points_up();
  switch (direction) {
    case 0: return g.row;
    case 1: return up ? g.col + g.row : g.col + g.row - 1;
    default: return up ? g.col - g.row - 2 : g.col - g.row - 1;
  }
}

ShapeSpec star() {
  ShapeSpec spec;
  spec.name = "star";
  spec.symbols = 9;
  std::map<std::pair<int, int>, int> index;  // (row, col) -> cell
  for (const Span& s : kStarSpans)
    for (int c = s.first; c <= s.last; ++c) {
      index[{s.row, c}] = static_cast<int>(spec.cells.size());
      spec.cells.push_back(CellGeometry{s.row, c, CellForm::kTriangle});
    }
  const char* const direction_names[] = {"horizontal line ", "/ line ", "\\ line "};
  for (int direction = 0; direction < 3; ++direction) {
    std::map<int, std::vector<int>> bands;  // band -> cells, bands in order
    for (int c = 0; c < static_cast<int>(spec.cells.size()); ++c)
      bands[band_of(spec.cells[c], direction)].push_back(c);
    std::vector<std::vector<int>> lines;
    for (auto& band : bands) lines.push_back(band.second);
    // A tip's single cell joins the strip beside it (the one that has room for it).
    for (size_t i = 0; i < lines.size(); ++i) {
      if (lines[i].size() != 1) continue;
      const size_t other = i > 0 && static_cast<int>(lines[i - 1].size()) == spec.symbols - 1 ? i - 1 : i + 1;
      lines[other].push_back(lines[i].front());
      lines[i].clear();
    }
    int number = 0;
    for (std::vector<int>& line : lines) {
      if (line.empty()) continue;
      std::sort(line.begin(), line.end());
      spec.houses.push_back(HouseSpec{HouseKind::kLine, direction_names[direction] + std::to_string(++number), line});
    }
  }
  int number = 0;
  for (const BigTriangle& t : kStarTriangles) {
    std::vector<int> cells;
    for (int i = 0; i < 3; ++i) {
      const int first = t.up ? t.col - i : t.col - 2 + i, last = t.up ? t.col + i : t.col + 2 - i;
      for (int c = first; c <= last; ++c) {
        auto at = index.find({t.row + i, c});
        if (at != index.end()) cells.push_back(at->second);
      }
    }
    spec.houses.push_back(HouseSpec{HouseKind::kTriangle, "triangle " + std::to_string(++number), cells});
  }
  return spec;
}

// ---- Overlapping grids ----

struct GridLayout {
  std::string_view id, description;
  int rows, cols;
  std::vector<GridCorner> corners;
};

const std::vector<GridLayout>& grid_layouts() {
  static const std::vector<GridLayout> list = {
      {"samurai", "Samurai: five 9x9 grids, four corners sharing a box with the middle one (21x21)", 21, 21,
       {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}}},
      {"twodoku", "Twodoku: two 9x9 grids sharing a box (15x15)", 15, 15, {{0, 0}, {6, 6}}},
      {"butterfly", "Butterfly: four 9x9 grids in a 12x12 square", 12, 12, {{0, 0}, {0, 3}, {3, 0}, {3, 3}}},
      {"flower", "Flower: a 9x9 grid and four more shifted by three each way (15x15)", 15, 15,
       {{0, 3}, {3, 0}, {3, 3}, {3, 6}, {6, 3}}},
      {"sohei", "Sohei: four 9x9 grids in a ring, each sharing a box with two others (21x21)", 21, 21,
       {{0, 6}, {6, 0}, {6, 12}, {12, 6}}},
      {"windmill", "Windmill: four 9x9 grids turning around a fifth (21x21)", 21, 21,
       {{0, 3}, {3, 12}, {6, 6}, {9, 0}, {12, 9}}},
  };
  return list;
}

}  // namespace

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
  const auto add = [&](HouseKind kind, std::string house_name, std::vector<int> cells) {
    std::sort(cells.begin(), cells.end());
    if (std::find(seen.begin(), seen.end(), cells) != seen.end()) return;
    seen.push_back(cells);
    spec.houses.push_back(HouseSpec{kind, std::move(house_name), std::move(cells)});
  };
  for (size_t g = 0; g < corners.size(); ++g) {
    const std::string of = " of grid " + std::to_string(g + 1);
    const int top = corners[g].row, left = corners[g].col;
    const auto add_all = [&](HouseKind kind, const char* what, auto cell_of) {
      for (int i = 0; i < 9; ++i) {
        std::vector<int> cells;
        for (int j = 0; j < 9; ++j) cells.push_back(cell_of(i, j));
        add(kind, what + std::to_string(i + 1) + of, cells);
      }
    };
    add_all(HouseKind::kRow, "row ", [&](int i, int j) { return cell(top + i, left + j); });
    add_all(HouseKind::kColumn, "column ", [&](int i, int j) { return cell(top + j, left + i); });
    add_all(HouseKind::kBox, "box ",
            [&](int i, int j) { return cell(top + (i / 3) * 3 + j / 3, left + (i % 3) * 3 + j % 3); });
  }
  return spec;
}

const std::vector<LayoutInfo>& layouts() {
  static const std::vector<LayoutInfo> list = [] {
    std::vector<LayoutInfo> out = {
        {"star", "Six-pointed star: 54 triangles, 24 houses of 9 (6 lines each way, 6 big triangles)"}};
    for (const GridLayout& g : grid_layouts()) out.push_back({g.id, g.description});
    return out;
  }();
  return list;
}

std::optional<ShapeSpec> layout_spec(std::string_view name) {
  if (name == "star") return star();
  for (const GridLayout& g : grid_layouts())
    if (g.id == name) return overlapping_grids(std::string(g.id), g.rows, g.cols, g.corners);
  return std::nullopt;
}

Result<ShapePtr> make_layout(std::string_view name) {
  std::optional<ShapeSpec> spec = layout_spec(name);
  if (!spec) {
    std::string names;
    for (const LayoutInfo& l : layouts()) names += (names.empty() ? "" : ", ") + std::string(l.id);
    return InputError{ErrorCode::kBadVariant,
                      "unknown layout '" + std::string(name) + "'; layouts are standard (a square grid), " + names, {}};
  }
  return Shape::from_spec(*spec);
}

}  // namespace sudoku
