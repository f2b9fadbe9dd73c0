// The six-pointed star: 54 triangles on a triangular lattice (strips 0..7
// from the top, half-columns 1..13), digits 1 to 9; 24 houses of 9 cells: 6
// horizontal lines, 6 "/" lines, 6 "\\" lines and 6 big triangles (side 3)
// around a hexagonal hole. The lines are the lattice's strips in each
// direction; the single cell at a tip of the star joins the 8-cell strip
// beside it. Cells are in reading order: strip by strip, left to right.
#include <algorithm>
#include <map>

#include "core/layouts.hpp"

namespace sudoku {

namespace {

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

}  // namespace

ShapeSpec layout_star() {
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
  const std::string_view direction_words[] = {"house_line_horizontal", "house_line_rising", "house_line_falling"};
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
      ++number;
      spec.houses.push_back(HouseSpec{HouseKind::kLine, direction_names[direction] + std::to_string(number), line,
                                      HouseWording{direction_words[direction], number}});
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
    ++number;
    spec.houses.push_back(HouseSpec{HouseKind::kTriangle, "triangle " + std::to_string(number), cells,
                                    HouseWording{"house_triangle", number}});
  }
  return spec;
}

}  // namespace sudoku
