// The board model shared by every size and variant.
//
// A grid of size N has N*N cells numbered row-major (cell = row * N + col,
// both 0-based) and holds values 1..N. Every constraint is a "house": a list of
// N cells that must hold different values. Rows, columns and boxes are houses;
// so are jigsaw regions (which replace the boxes), the two diagonals of the x
// variant and the four windows of windoku. Solvers only ever iterate houses and
// peers, so they never need to know which variant they are solving.
//
//   cell_houses_  CSR: houses of cell c are cell_houses_[house_start_[c] ..
//                 house_start_[c + 1]), ascending house index.
//   peers_        CSR likewise: every other cell sharing a house with c,
//                 ascending, without duplicates.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/input_error.hpp"

namespace sudoku {

// Which constraints apply beyond rows and columns.
struct VariantSpec {
  bool diagonals = false;   // "x": both main diagonals hold every value
  bool windows = false;     // "windoku": four extra 3x3 windows (9x9 only)
  std::vector<int> regions; // jigsaw: region id 0..N-1 per cell; empty = regular boxes
};

enum class HouseKind { kRow, kColumn, kBox, kRegion, kDiagonal, kAntiDiagonal, kWindow };

struct House {
  HouseKind kind;
  int index;               // 0-based number among houses of this kind
  std::vector<int> cells;  // N cells, ascending
};

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
  // Sizes with their box dimensions; boxes are wider than tall.
  static const std::vector<int>& supported_sizes();  // 4 6 8 9 12 16 25
  static bool is_supported_size(int size);
  static int box_rows_for(int size);
  static int box_cols_for(int size);

  // Why a size and variant do not fit (windoku on a size other than 9, a
  // region map with a region of the wrong size, ...), or nothing when they do.
  static std::optional<InputError> check(int size, const VariantSpec& variant);
  // Builds the houses for a size and variant, or says why not (check).
  static Result<std::shared_ptr<const Shape>> create(int size, const VariantSpec& variant);

  int size() const { return size_; }
  int cell_count() const { return size_ * size_; }
  int box_rows() const { return box_rows_; }
  int box_cols() const { return box_cols_; }
  const VariantSpec& variant() const { return variant_; }

  const std::vector<House>& houses() const { return houses_; }
  IndexSpan houses_of(int cell) const {
    return {cell_houses_.data() + house_start_[cell], cell_houses_.data() + house_start_[cell + 1]};
  }
  IndexSpan peers_of(int cell) const {
    return {peers_.data() + peer_start_[cell], peers_.data() + peer_start_[cell + 1]};
  }

  // The group a cell is drawn in: its box, or its jigsaw region.
  int region_of(int cell) const { return region_of_[cell]; }

  // Human names, 1-based: "row 3", "column 7", "box 4", "region 2",
  // "main diagonal", "anti-diagonal", "window 1"; cells as "r3c7".
  std::string house_name(int house) const;
  std::string cell_name(int cell) const;

  // A short name of the variant: "standard", "x", "windoku", "jigsaw", "jigsaw+x".
  std::string variant_name() const;

 private:
  Shape() = default;
  void add_house(HouseKind kind, int index, std::vector<int> cells);
  void index_cells();

  int size_ = 0, box_rows_ = 0, box_cols_ = 0;
  VariantSpec variant_;
  std::vector<House> houses_;
  std::vector<int> region_of_;
  std::vector<int> house_start_, cell_houses_;
  std::vector<int> peer_start_, peers_;
};

using ShapePtr = std::shared_ptr<const Shape>;

}  // namespace sudoku
