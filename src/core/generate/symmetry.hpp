// The symmetries a generated puzzle's givens can keep: Solo's eight, by the
// names of issue 30. A symmetry is a group of maps of the drawing's places
// (row, column of the bounding box); the cells a group maps into each other
// form an orbit, and the generator removes or keeps a whole orbit at once.
//
//   none          every cell its own orbit
//   rotate180     (r, c) -> (R-1-r, C-1-c)
//   rotate90      the four quarter turns (needs a square bounding box)
//   mirror        left-right: (r, c) -> (r, C-1-c)
//   flip          top-bottom: (r, c) -> (R-1-r, c)
//   diagonal      about the main diagonal: (r, c) -> (c, r) (square box)
//   antidiagonal  about the other: (r, c) -> (C-1-c, R-1-r) (square box)
//   mirror_flip   mirror and flip together (Solo's 4-way reflection)
//   diagonals     both diagonals together (Solo's 4-way diagonal reflection)
//   all           every rotation and reflection of the square (8-way)
//
// A symmetry fits a shape when every map sends every cell onto a cell: any
// square grid takes them all; a layout of square cells (samurai) takes those
// whose maps keep it whole; a triangle layout (the star) only none.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"
#include "core/shape.hpp"

namespace sudoku {

struct SymmetryInfo {
  std::string_view id;
  std::string_view description;  // one line
};

const std::vector<SymmetryInfo>& symmetries();  // in the order above

// The orbits of `symmetry` on `shape`: every cell in exactly one, each
// ascending, the orbits in the order of their smallest cell. Errors
// (kBadOption): an unknown id; a symmetry that does not fit the shape.
Result<std::vector<std::vector<int>>> symmetry_orbits(const Shape& shape, std::string_view symmetry);

}  // namespace sudoku
