#include "core/generate/symmetry.hpp"

#include <algorithm>
#include <map>
#include <utility>

namespace sudoku {

namespace {

// One map of the bounding box's places (rows R, columns C).
using PlaceMap = std::pair<int, int> (*)(int r, int c, int rows, int cols);

std::pair<int, int> identity(int r, int c, int, int) { return {r, c}; }
std::pair<int, int> turn180(int r, int c, int rows, int cols) { return {rows - 1 - r, cols - 1 - c}; }
std::pair<int, int> turn90(int r, int c, int rows, int) { return {c, rows - 1 - r}; }
std::pair<int, int> turn270(int r, int c, int, int cols) { return {cols - 1 - c, r}; }
std::pair<int, int> mirror(int r, int c, int, int cols) { return {r, cols - 1 - c}; }
std::pair<int, int> flip(int r, int c, int rows, int) { return {rows - 1 - r, c}; }
std::pair<int, int> transpose(int r, int c, int, int) { return {c, r}; }
std::pair<int, int> antitranspose(int r, int c, int rows, int cols) { return {cols - 1 - c, rows - 1 - r}; }

struct SymmetryRow {
  SymmetryInfo info;
  bool needs_square_box;
  std::vector<PlaceMap> group;  // identity included
};

const std::vector<SymmetryRow>& rows() {
  static const std::vector<SymmetryRow> table = {
      {{"none", "No symmetry: each given stands alone."}, false, {identity}},
      {{"rotate180", "Unchanged by a half turn."}, false, {identity, turn180}},
      {{"rotate90", "Unchanged by a quarter turn."}, true, {identity, turn90, turn180, turn270}},
      {{"mirror", "Unchanged by a left-right reflection."}, false, {identity, mirror}},
      {{"flip", "Unchanged by a top-bottom reflection."}, false, {identity, flip}},
      {{"diagonal", "Unchanged by a reflection in the main diagonal."}, true, {identity, transpose}},
      {{"antidiagonal", "Unchanged by a reflection in the anti-diagonal."}, true, {identity, antitranspose}},
      {{"mirror_flip", "Unchanged by left-right and top-bottom reflections."}, false,
       {identity, mirror, flip, turn180}},
      {{"diagonals", "Unchanged by reflections in both diagonals."}, true,
       {identity, transpose, antitranspose, turn180}},
      {{"all", "Unchanged by every rotation and reflection of the square."}, true,
       {identity, turn90, turn180, turn270, mirror, flip, transpose, antitranspose}},
  };
  return table;
}

}  // namespace

const std::vector<SymmetryInfo>& symmetries() {
  static const std::vector<SymmetryInfo> list = [] {
    std::vector<SymmetryInfo> out;
    for (const auto& row : rows()) out.push_back(row.info);
    return out;
  }();
  return list;
}

Result<std::vector<std::vector<int>>> symmetry_orbits(const Shape& shape, std::string_view symmetry) {
  const SymmetryRow* row = nullptr;
  for (const auto& r : rows()) {
    if (r.info.id == symmetry) row = &r;
  }
  if (!row) {
    std::string known;
    for (const auto& r : rows()) known += (known.empty() ? "" : ", ") + std::string(r.info.id);
    return InputError{ErrorCode::kBadOption,
                      "unknown symmetry \"" + std::string(symmetry) + "\" (known: " + known + ")", {}};
  }
  const int cells = shape.cell_count();
  const std::string refusal = "symmetry " + std::string(symmetry) + " does not fit this shape";
  if (row->group.size() > 1 && shape.form() != CellForm::kSquare) {
    return InputError{ErrorCode::kBadOption, refusal + " (its cells are triangles)", {}};
  }
  if (row->needs_square_box && shape.rows() != shape.cols()) {
    return InputError{ErrorCode::kBadOption, refusal + " (its drawing is not square)", {}};
  }
  std::map<std::pair<int, int>, int> cell_at;
  for (int c = 0; c < cells; ++c) cell_at[{shape.geometry(c).row, shape.geometry(c).col}] = c;
  std::vector<int> orbit_of(cells, -1);
  std::vector<std::vector<int>> orbits;
  for (int c = 0; c < cells; ++c) {
    if (orbit_of[c] >= 0) continue;
    std::vector<int> orbit;
    for (PlaceMap map : row->group) {
      const auto place = map(shape.geometry(c).row, shape.geometry(c).col, shape.rows(), shape.cols());
      const auto it = cell_at.find(place);
      if (it == cell_at.end()) {
        return InputError{ErrorCode::kBadOption, refusal + " (" + shape.cell_name(c) + " maps onto no cell)", {c}};
      }
      orbit.push_back(it->second);
    }
    std::sort(orbit.begin(), orbit.end());
    orbit.erase(std::unique(orbit.begin(), orbit.end()), orbit.end());
    for (int member : orbit) orbit_of[member] = static_cast<int>(orbits.size());
    orbits.push_back(std::move(orbit));
  }
  return orbits;
}

}  // namespace sudoku
