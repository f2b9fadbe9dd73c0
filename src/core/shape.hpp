// The board model shared by every size, variant and layout.
//
// A shape has cell_count() cells, numbered 0..cell_count()-1 in reading order,
// and holds the values 1..N (N = size(), the symbol count). Every constraint is
// a "house": a list of cells that must hold different values; a house of N
// cells holds every value once (is_complete), a smaller one only differs.
// Solvers only ever iterate houses and peers, so they never need to know which
// variant or layout they are solving.
//
// Square grids (Shape::create): N*N cells numbered row-major (cell = row * N +
// col, both 0-based). Rows, columns and boxes are houses; so are jigsaw
// regions (which replace the boxes), the two diagonals of the x variant and
// the four windows of windoku. Their houses are named from kind and index.
//
// Layouts (Shape::from_spec, built from a ShapeSpec: the built-in ones of
// layouts.hpp, or a shape file): any cells and houses. Their reading order is
// by place, defined here once: row by row from the top, each row from the
// left (for triangles: strip by strip, each by half-column), whatever the
// order of the spec's cell list. from_spec numbers the cells so, and every
// reading and writing follows the numbers: a puzzle in one line, a solution
// written as one (format_line, --json, JavaScript's arrays), error and event
// cell numbers, and the drawing and bounding-box rows (layout_format.hpp),
// which are the same order read left to right, top to bottom. Only the spec
// itself (a shape file's houses, and check()'s messages such as "cells[5] is
// in no house") names cells by their place in its list. The built-in layouts
// list their cells in reading order already.
// Each cell carries its drawing geometry (CellGeometry):
//   square cells    row and column in a bounding box of rows() x cols()
//                   (samurai: 21 x 21, cells outside the five grids absent);
//   triangle cells  a triangular lattice: row is the horizontal strip, col the
//                   half-column; the triangle points up when row + col is odd
//                   (the six-pointed star: strips 0..7, half-columns 1..13).
// Every cell of one shape has the same form. A layout's houses carry their
// own names ("row 3 of grid 2", "triangle 4", "/ line 2").
//
//   geometry_     per cell, its CellGeometry (square grids too: row-major)
//   cell_houses_  CSR: houses of cell c are cell_houses_[house_start_[c] ..
//                 house_start_[c + 1]), ascending house index.
//   peers_        CSR likewise: every other cell sharing a house with c,
//                 ascending, without duplicates.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/candidate_mask.hpp"
#include "core/input_error.hpp"

namespace sudoku {

// Which constraints apply beyond rows and columns.
struct VariantSpec {
  bool diagonals = false;   // "x": both main diagonals hold every value
  bool windows = false;     // "windoku": four extra 3x3 windows (9x9 only)
  std::vector<int> regions; // jigsaw: region id 0..N-1 per cell; empty = regular boxes
  // The boxes' rows and columns ("3x2": 3 rows by 2 columns, taller than
  // wide); 0 and 0: the size's usual boxes (Shape::box_rows_for, wider than
  // tall). Their product is the size; not with a region map.
  int box_rows = 0, box_cols = 0;
};

// kLine: a line of a triangular lattice (the star's horizontal, "/" and "\\"
// lines); kTriangle: a big triangle of it; kCustom: a house of a shape file.
enum class HouseKind { kRow, kColumn, kBox, kRegion, kDiagonal, kAntiDiagonal, kWindow, kLine, kTriangle, kCustom };

// How sentences name a house in any language: a template of words.cpp by id
// ("house_row_of_grid": "row {count} of grid {grid}") with its numbers. An
// empty id: the house's `name` as it is (a shape file's own), else its kind's
// template with its index.
struct HouseWording {
  std::string_view id;
  int count = 0;
  int grid = 0;
};

struct House {
  HouseKind kind;
  int index;               // 0-based number among houses of this kind (of a layout: in the whole shape)
  std::vector<int> cells;  // at most N cells, ascending
  std::string name = {};   // a layout's name for it ("row 3 of grid 2"); empty on square grids
  HouseWording wording = {};  // a layout's house as a template names it (the English of which is `name`)
};

enum class CellForm { kSquare, kTriangle };

// Where a cell is drawn; see the comment at the top.
struct CellGeometry {
  int row = 0, col = 0;
  CellForm form = CellForm::kSquare;
  bool points_up() const { return form == CellForm::kTriangle && (row + col) % 2 != 0; }
};

// A shape as plain data, for Shape::from_spec: what the built-in layouts
// (layouts.hpp) produce and what a shape file is converted into.
struct HouseSpec {
  HouseKind kind = HouseKind::kCustom;
  std::string name;        // how messages name it; empty: "house K" (1-based)
  std::vector<int> cells;  // cell indices, any order, each once
  HouseWording wording = {};  // a built-in layout's: how sentences word it in any language
};
struct ShapeSpec {
  std::string name;                 // "star", "samurai", or a shape file's name
  int symbols = 9;                  // N: values 1..N, 1 to kMaxSize
  std::vector<CellGeometry> cells;  // any order: the shape numbers them in reading order (above)
  std::vector<HouseSpec> houses;    // every cell in one or more, named by its index in `cells`
  // Per cell of `cells`, the group it is drawn in (a house index: a box, a
  // big triangle); empty: the first box, region or triangle house holding it.
  std::vector<int> groups;
};

// The most cells and houses a ShapeSpec may have (a 25x25 grid has 625 cells
// and 75 houses; the fast solver's house sets are sized for kMaxHouses).
constexpr int kMaxCells = 2500;
constexpr int kMaxHouses = 512;
// The most places (rows x columns) a shape's bounding box may hold. Its
// drawing (format_layout) and the reading of its rows (parse_layout_grid)
// hold every place: the CLI took 7.8 s and 590 MB to draw two cells at (0,0)
// and (10000,10000). At this bound (1024 by 1024, or one row of a million)
// the drawing took at most 0.11 s and 42 MB (a million rows of one column;
// 0.01 s and 11 MB for 1024 by 1024), and kMaxCells cells fit in any form.
constexpr long long kMaxShapePlaces = 1 << 20;

// A read-only view of consecutive ints (C++17 has no std::span).
struct IndexSpan {
  const int* first;
  const int* last;
  const int* begin() const { return first; }
  const int* end() const { return last; }
  int size() const { return static_cast<int>(last - first); }
  int operator[](int i) const { return first[i]; }
};

class Shape {
 public:
  // Sizes with their usual box dimensions, wider than tall (a VariantSpec
  // may ask for another box shape of the same area).
  static const std::vector<int>& supported_sizes();  // 4 6 8 9 12 16 25
  static bool is_supported_size(int size);
  static int box_rows_for(int size);
  static int box_cols_for(int size);

  // Why a size and variant do not fit (windoku on a size other than 9, a
  // region map with a region of the wrong size, ...), or nothing when they do.
  static std::optional<InputError> check(int size, const VariantSpec& variant);
  // Builds the houses for a size and variant, or says why not (check).
  static Result<std::shared_ptr<const Shape>> create(int size, const VariantSpec& variant);

  // Why a spec is not a shape (a house naming an unknown cell or one cell
  // twice, a house larger than the symbol count, a cell in no house, two cells
  // at one place, ...), or nothing when it is one. Errors are kBadShape.
  static std::optional<InputError> check(const ShapeSpec& spec);
  // Builds a layout from its spec, or says why not (check), its cells
  // numbered in reading order (see the top): geometry(i) is the i-th cell of
  // the spec's list sorted by row, then column.
  static Result<std::shared_ptr<const Shape>> from_spec(const ShapeSpec& spec);

  int size() const { return size_; }  // N, the symbol count
  int cell_count() const { return cell_count_; }
  // Square grids: box dimensions (0 for layouts, whose boxes are houses like any other).
  int box_rows() const { return box_rows_; }
  int box_cols() const { return box_cols_; }
  const VariantSpec& variant() const { return variant_; }

  // True for the N x N grids of create(); false for layouts.
  bool is_square_grid() const { return layout_.empty(); }
  // The layout's name ("star", "samurai", a shape file's); empty for square grids.
  const std::string& layout() const { return layout_; }
  const CellGeometry& geometry(int cell) const { return geometry_[cell]; }
  CellForm form() const { return geometry_[0].form; }
  // The bounding box: one past the largest row and column of any cell.
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  // True when house h has N cells, so holds every value exactly once.
  bool is_complete(int house) const { return static_cast<int>(houses_[house].cells.size()) == size_; }

  const std::vector<House>& houses() const { return houses_; }
  IndexSpan houses_of(int cell) const {
    return {cell_houses_.data() + house_start_[cell], cell_houses_.data() + house_start_[cell + 1]};
  }
  IndexSpan peers_of(int cell) const {
    return {peers_.data() + peer_start_[cell], peers_.data() + peer_start_[cell + 1]};
  }

  // The group a cell is drawn in: its box, its jigsaw region, a layout's group.
  int region_of(int cell) const { return region_of_[cell]; }

  // Human names, 1-based: "row 3", "column 7", "box 4", "region 2",
  // "main diagonal", "anti-diagonal", "window 1"; a layout's own names ("row
  // 3 of grid 2", "triangle 4"). Cells as "r3c7" (square cells: row and
  // column in the bounding box) or "cell 18 (strip 3)" (triangles: the cell's
  // number in reading order and its strip, 1-based).
  std::string house_name(int house) const;
  std::string cell_name(int cell) const;

  // A short name of the variant: "standard", "x", "windoku", "jigsaw",
  // "jigsaw+x"; a layout's name.
  std::string variant_name() const;

 private:
  Shape() = default;
  void add_house(HouseKind kind, int index, std::vector<int> cells);
  void index_cells();

  int size_ = 0, cell_count_ = 0, box_rows_ = 0, box_cols_ = 0;
  int rows_ = 0, cols_ = 0;
  std::string layout_;
  std::vector<CellGeometry> geometry_;
  VariantSpec variant_;
  std::vector<House> houses_;
  std::vector<int> region_of_;
  std::vector<int> house_start_, cell_houses_;
  std::vector<int> peer_start_, peers_;
};

using ShapePtr = std::shared_ptr<const Shape>;

}  // namespace sudoku
