#include "core/shape.hpp"

#include "core/words.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku {

namespace {

constexpr int kMinGridSize = 4;  // grids are 4x4 to kMaxSize x kMaxSize

struct BoxDims { int rows, cols; };

// The usual boxes of a size: the factor pair nearest a square, wider than
// tall (10: 2x5, 12: 3x4, 24: 4x6); none for a prime size (no box has sides
// of at least 2 that tile it).
std::optional<BoxDims> dims_for(int size) {
  if (size < kMinGridSize || size > kMaxSize) return std::nullopt;
  for (int rows = static_cast<int>(std::sqrt(static_cast<double>(size))); rows >= 2; --rows)
    if (size % rows == 0) return BoxDims{rows, size / rows};
  return std::nullopt;
}

// Why boxes of variant.box_rows by box_cols do not tile a size x size grid.
std::optional<InputError> box_shape_problem(int size, const VariantSpec& variant) {
  const int rows = variant.box_rows, cols = variant.box_cols;
  const std::string shape = std::to_string(rows) + "x" + std::to_string(cols);
  const std::string grid = std::to_string(size) + "x" + std::to_string(size);
  if (!variant.regions.empty())
    return InputError{ErrorCode::kBadVariant,
                      "a box shape (" + shape + ") and a region map cannot go together: the regions are the boxes", {}};
  if (rows < 2 || cols < 2)
    return InputError{ErrorCode::kBadVariant,
                      "boxes of " + shape + " are lines, not boxes; a box has at least 2 rows and 2 columns", {}};
  if (rows * cols != size)
    return InputError{ErrorCode::kBadVariant,
                      "boxes of " + shape + " hold " + std::to_string(rows * cols) + " cells, but a " + grid +
                          " grid's boxes hold " + std::to_string(size),
                      {}};
  return std::nullopt;
}

std::string sizes_text() {
  const std::string low = std::to_string(kMinGridSize), high = std::to_string(kMaxSize);
  return low + "x" + low + " to " + high + "x" + high;
}

// Checks a jigsaw map: N*N entries, ids 0..N-1, each id on exactly N cells.
std::string region_map_problem(int size, const std::vector<int>& regions, std::vector<int>& cells) {
  if (static_cast<int>(regions.size()) != size * size) {
    const std::string n = std::to_string(size);
    return "the region map has " + std::to_string(regions.size()) + " cells but a " + n + "x" + n + " grid has " +
           std::to_string(size * size);
  }
  std::vector<std::vector<int>> members(size);
  for (int c = 0; c < size * size; ++c) {
    if (regions[c] < 0 || regions[c] >= size) {
      const std::string n = std::to_string(size);
      cells = {c};
      return "the region map has more than " + n + " regions; a " + n + "x" + n + " grid needs exactly " + n;
    }
    members[regions[c]].push_back(c);
  }
  std::string out;
  for (int r = 0; r < size; ++r) {
    if (static_cast<int>(members[r].size()) == size) continue;
    if (!out.empty()) out += "; ";
    out += "region " + std::to_string(r + 1) + " has " + std::to_string(members[r].size()) + " cells";
    cells.insert(cells.end(), members[r].begin(), members[r].end());
  }
  if (out.empty()) return {};
  return "every region must have exactly " + std::to_string(size) + " cells: " + out;
}

}  // namespace

const std::vector<int>& Shape::supported_sizes() {
  static const std::vector<int> sizes = [] {
    std::vector<int> s;
    for (int n = kMinGridSize; n <= kMaxSize; ++n) s.push_back(n);
    return s;
  }();
  return sizes;
}

bool Shape::is_supported_size(int size) { return size >= kMinGridSize && size <= kMaxSize; }
int Shape::box_rows_for(int size) { return dims_for(size) ? dims_for(size)->rows : 0; }
int Shape::box_cols_for(int size) { return dims_for(size) ? dims_for(size)->cols : 0; }

std::optional<InputError> Shape::check(int size, const VariantSpec& variant) {
  if (!is_supported_size(size))
    return InputError{ErrorCode::kBadCellCount,
                      "unsupported size " + std::to_string(size) + "; sizes are " + sizes_text(), {}};
  if (!dims_for(size) && variant.regions.empty() && !variant.box_rows && !variant.box_cols) {
    const std::string n = std::to_string(size);
    return InputError{ErrorCode::kBadVariant,
                      "a " + n + "x" + n + " grid has no boxes (" + n +
                          " is prime, so no box of 2 or more rows and columns tiles it): give it a region map (jigsaw)",
                      {},
                      {},
                      {{"size", n}}};
  }
  if (variant.windows && size != 9)
    return InputError{ErrorCode::kBadVariant,
                      "windoku needs a 9x9 grid, not " + std::to_string(size) + "x" + std::to_string(size),
                      {}};
  if (variant.box_rows || variant.box_cols) {
    if (std::optional<InputError> problem = box_shape_problem(size, variant)) return problem;
  }
  if (!variant.regions.empty()) {
    std::vector<int> cells;
    std::string problem = region_map_problem(size, variant.regions, cells);
    if (!problem.empty()) return InputError{ErrorCode::kBadRegions, problem, cells};
  }
  return std::nullopt;
}

Result<ShapePtr> Shape::create(int size, const VariantSpec& variant) {
  if (std::optional<InputError> problem = check(size, variant)) return *problem;
  const std::optional<BoxDims> dims = dims_for(size);  // none on a prime size: its regions are the map's

  std::shared_ptr<Shape> shape(new Shape());
  Shape& s = *shape;
  s.size_ = size;
  s.cell_count_ = size * size;
  s.rows_ = s.cols_ = size;
  s.box_rows_ = variant.box_rows ? variant.box_rows : dims ? dims->rows : 0;
  s.box_cols_ = variant.box_cols ? variant.box_cols : dims ? dims->cols : 0;
  s.variant_ = variant;
  const int n = size;

  for (int r = 0; r < n; ++r) {
    std::vector<int> cells;
    for (int c = 0; c < n; ++c) cells.push_back(r * n + c);
    s.add_house(HouseKind::kRow, r, cells);
  }
  for (int c = 0; c < n; ++c) {
    std::vector<int> cells;
    for (int r = 0; r < n; ++r) cells.push_back(r * n + c);
    s.add_house(HouseKind::kColumn, c, cells);
  }
  s.region_of_.assign(n * n, 0);
  if (variant.regions.empty()) {
    const int boxes_across = n / s.box_cols_;
    for (int b = 0; b < n; ++b) {
      const int top = (b / boxes_across) * s.box_rows_, left = (b % boxes_across) * s.box_cols_;
      std::vector<int> cells;
      for (int r = top; r < top + s.box_rows_; ++r)
        for (int c = left; c < left + s.box_cols_; ++c) {
          cells.push_back(r * n + c);
          s.region_of_[r * n + c] = b;
        }
      s.add_house(HouseKind::kBox, b, cells);
    }
  } else {
    std::vector<std::vector<int>> members(n);
    for (int cell = 0; cell < n * n; ++cell) {
      members[variant.regions[cell]].push_back(cell);
      s.region_of_[cell] = variant.regions[cell];
    }
    for (int r = 0; r < n; ++r) s.add_house(HouseKind::kRegion, r, members[r]);
  }
  if (variant.diagonals) {
    std::vector<int> main, anti;
    for (int i = 0; i < n; ++i) {
      main.push_back(i * n + i);
      anti.push_back(i * n + (n - 1 - i));
    }
    std::sort(anti.begin(), anti.end());
    s.add_house(HouseKind::kDiagonal, 0, main);
    s.add_house(HouseKind::kAntiDiagonal, 0, anti);
  }
  if (variant.windows) {
    // Top-left corners at rows/columns 2 and 6 (1-based).
    int index = 0;
    for (int top : {1, 5})
      for (int left : {1, 5}) {
        std::vector<int> cells;
        for (int r = top; r < top + 3; ++r)
          for (int c = left; c < left + 3; ++c) cells.push_back(r * n + c);
        s.add_house(HouseKind::kWindow, index++, cells);
      }
  }
  s.geometry_.resize(n * n);
  for (int cell = 0; cell < n * n; ++cell) s.geometry_[cell] = CellGeometry{cell / n, cell % n, CellForm::kSquare};
  s.index_cells();
  return ShapePtr(shape);
}

std::optional<InputError> Shape::check(const ShapeSpec& spec) {
  const auto bad = [](std::string message, std::vector<int> cells = {}) {
    return InputError{ErrorCode::kBadShape, std::move(message), std::move(cells)};
  };
  const int cells = static_cast<int>(spec.cells.size());
  const std::string max_symbols = std::to_string(kMaxSize);
  if (spec.symbols < 1 || spec.symbols > kMaxSize)
    return bad("the shape has " + std::to_string(spec.symbols) + " symbols; a shape has 1 to " + max_symbols);
  if (cells == 0) return bad("the shape has no cells");
  if (cells > kMaxCells)
    return bad("the shape has " + std::to_string(cells) + " cells; at most " + std::to_string(kMaxCells) + " are supported");
  if (spec.houses.empty()) return bad("the shape has no houses");
  if (static_cast<int>(spec.houses.size()) > kMaxHouses)
    return bad("the shape has " + std::to_string(spec.houses.size()) + " houses; at most " + std::to_string(kMaxHouses) +
               " are supported");
  // Cells and houses are named by their 0-based place in the shape file's
  // lists, as its JSON reader names them (cells[2], houses[2]; shape.hpp).
  const auto cell_text = [](int c) { return "cells[" + std::to_string(c) + "]"; };
  std::vector<std::pair<std::pair<int, int>, int>> places;  // (row, col) -> cell, to find two cells at one place
  for (int c = 0; c < cells; ++c) {
    const CellGeometry& g = spec.cells[c];
    if (g.row < 0 || g.col < 0)
      return bad(cell_text(c) + " is at row " + std::to_string(g.row) + ", column " + std::to_string(g.col) +
                     "; rows and columns start at 0",
                 {c});
    if (g.form != spec.cells[0].form)
      return bad(cell_text(c) + " is a " + (g.form == CellForm::kSquare ? "square" : "triangle") + " but " +
                     cell_text(0) + " is a " + (spec.cells[0].form == CellForm::kSquare ? "square" : "triangle") +
                     "; a shape's cells all have one form",
                 {0, c});
    places.push_back({{g.row, g.col}, c});
  }
  long long rows = 0, cols = 0;
  for (const CellGeometry& g : spec.cells) {
    rows = std::max<long long>(rows, g.row + 1LL);
    cols = std::max<long long>(cols, g.col + 1LL);
  }
  if (rows * cols > kMaxShapePlaces)
    return bad("the shape's bounding box is " + std::to_string(rows) + " rows by " + std::to_string(cols) +
               " columns, " + std::to_string(rows * cols) + " places; at most " + std::to_string(kMaxShapePlaces) +
               " are drawn");
  std::sort(places.begin(), places.end());
  for (size_t i = 1; i < places.size(); ++i)
    if (places[i].first == places[i - 1].first)
      return bad(cell_text(places[i - 1].second) + " and " + cell_text(places[i].second) + " are both at row " +
                     std::to_string(places[i].first.first) + ", column " + std::to_string(places[i].first.second),
                 {places[i - 1].second, places[i].second});
  std::vector<int> seen(cells, -1);  // the house that last named each cell
  std::vector<char> covered(cells, 0);
  for (size_t h = 0; h < spec.houses.size(); ++h) {
    const HouseSpec& house = spec.houses[h];
    const std::string name =
        "houses[" + std::to_string(h) + "]" + (house.name.empty() ? "" : " (\"" + house.name + "\")");
    if (house.cells.empty()) return bad(name + " has no cells");
    for (int c : house.cells) {
      if (c < 0 || c >= cells)
        return bad(name + " names cell " + std::to_string(c) + ", but the shape's cells are 0 to " +
                   std::to_string(cells - 1));
      if (seen[c] == static_cast<int>(h)) return bad(name + " names cell " + std::to_string(c) + " twice", {c});
      seen[c] = static_cast<int>(h);
      covered[c] = 1;
    }
    if (static_cast<int>(house.cells.size()) > spec.symbols)
      return bad(name + " has " + std::to_string(house.cells.size()) + " cells but there are only " +
                     std::to_string(spec.symbols) + " symbols",
                 house.cells);
  }
  for (int c = 0; c < cells; ++c)
    if (!covered[c]) return bad(cell_text(c) + " is in no house", {c});
  if (!spec.groups.empty() && static_cast<int>(spec.groups.size()) != cells)
    return bad("the shape has " + std::to_string(spec.groups.size()) + " drawing groups for " + std::to_string(cells) +
               " cells");
  return std::nullopt;
}

Result<ShapePtr> Shape::from_spec(const ShapeSpec& spec) {
  if (std::optional<InputError> problem = check(spec)) return *problem;
  std::shared_ptr<Shape> shape(new Shape());
  Shape& s = *shape;
  s.size_ = spec.symbols;
  s.cell_count_ = static_cast<int>(spec.cells.size());
  s.layout_ = spec.name.empty() ? "custom" : spec.name;
  // Cells are numbered in reading order, by place (see the top of shape.hpp):
  // order[i] is the spec's number of cell i, number[k] the cell of the spec's k.
  std::vector<int> order(s.cell_count_), number(s.cell_count_);
  for (int k = 0; k < s.cell_count_; ++k) order[k] = k;
  std::sort(order.begin(), order.end(), [&](int a, int b) {  // check() refused two cells at one place
    const CellGeometry &x = spec.cells[a], &y = spec.cells[b];
    return x.row != y.row ? x.row < y.row : x.col < y.col;
  });
  for (int i = 0; i < s.cell_count_; ++i) number[order[i]] = i;
  for (int i = 0; i < s.cell_count_; ++i) s.geometry_.push_back(spec.cells[order[i]]);
  for (const CellGeometry& g : spec.cells) {
    s.rows_ = std::max(s.rows_, g.row + 1);
    s.cols_ = std::max(s.cols_, g.col + 1);
  }
  for (size_t h = 0; h < spec.houses.size(); ++h) {
    const HouseSpec& house = spec.houses[h];
    std::vector<int> cells;
    for (int k : house.cells) cells.push_back(number[k]);
    std::sort(cells.begin(), cells.end());
    s.add_house(house.kind, static_cast<int>(h), std::move(cells));
    s.houses_.back().name = house.name.empty() ? "houses[" + std::to_string(h) + "]" : house.name;  // as check names it
    s.houses_.back().wording = house.wording;
  }
  for (int i = 0; i < static_cast<int>(spec.groups.size()); ++i) s.region_of_.push_back(spec.groups[order[i]]);
  if (s.region_of_.empty()) {
    s.region_of_.assign(s.cell_count_, 0);
    for (int h = static_cast<int>(s.houses_.size()) - 1; h >= 0; --h) {  // the first such house wins
      const HouseKind kind = s.houses_[h].kind;
      if (kind == HouseKind::kBox || kind == HouseKind::kRegion || kind == HouseKind::kTriangle)
        for (int c : s.houses_[h].cells) s.region_of_[c] = h;
    }
  }
  s.index_cells();
  return ShapePtr(shape);
}

void Shape::add_house(HouseKind kind, int index, std::vector<int> cells) {
  houses_.push_back(House{kind, index, std::move(cells)});
}

// Count, then fill: house_start_ from the number of houses per cell, then
// cell_houses_ in ascending house order; peers per cell are gathered into one
// scratch buffer (a seen-mark per cell drops duplicates) and appended sorted.
void Shape::index_cells() {
  const int cells = cell_count();
  const int house_count = static_cast<int>(houses_.size());
  house_start_.assign(cells + 1, 0);
  for (const House& h : houses_)
    for (int c : h.cells) ++house_start_[c + 1];
  for (int c = 0; c < cells; ++c) house_start_[c + 1] += house_start_[c];
  cell_houses_.assign(house_start_[cells], 0);
  std::vector<int> next(house_start_.begin(), house_start_.end() - 1);
  for (int h = 0; h < house_count; ++h)
    for (int c : houses_[h].cells) cell_houses_[next[c]++] = h;

  peer_start_.assign(cells + 1, 0);
  peers_.clear();
  std::vector<int> seen(cells, -1);  // the cell whose peers last marked it
  std::vector<int> scratch;
  scratch.reserve(cells);
  for (int c = 0; c < cells; ++c) {
    scratch.clear();
    for (int h : houses_of(c))
      for (int p : houses_[h].cells)
        if (p != c && seen[p] != c) {
          seen[p] = c;
          scratch.push_back(p);
        }
    std::sort(scratch.begin(), scratch.end());
    peers_.insert(peers_.end(), scratch.begin(), scratch.end());
    peer_start_[c + 1] = static_cast<int>(peers_.size());
  }
}

std::string Shape::house_name(int house) const {
  const House& h = houses_[house];
  if (!h.name.empty()) return h.name;
  // The English of its kind's template (words.cpp), "row {count}": the name errors and the CLI use.
  std::string name(english_text(house_template(h.kind)));
  const std::size_t field = name.find("{count}");
  if (field != std::string::npos) name.replace(field, 7, std::to_string(h.index + 1));
  return name;
}

std::string Shape::cell_name(int cell) const {
  const CellGeometry& g = geometry_[cell];
  if (g.form == CellForm::kTriangle)
    return "cell " + std::to_string(cell + 1) + " (strip " + std::to_string(g.row + 1) + ")";
  return "r" + std::to_string(g.row + 1) + "c" + std::to_string(g.col + 1);
}

std::string Shape::variant_name() const {
  if (!layout_.empty()) return layout_;
  std::string name = variant_.regions.empty() ? "" : "jigsaw";
  if (variant_.diagonals) name += name.empty() ? "x" : "+x";
  if (variant_.windows) name += name.empty() ? "windoku" : "+windoku";
  if (variant_.box_rows) {
    const std::string boxes = std::to_string(box_rows_) + "x" + std::to_string(box_cols_);
    name += name.empty() ? boxes : "+" + boxes;
  }
  return name.empty() ? "standard" : name;
}

}  // namespace sudoku
