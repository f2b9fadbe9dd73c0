// Shape files (`--shape FILE.json`): a custom layout as JSON, converted into
// the core's ShapeSpec (core/shape.hpp), which Shape::from_spec validates.
// The core reads no JSON (it is also built for WebAssembly); this file does,
// with nlohmann/json.
//
//   {
//     "name": "domino",                  optional; names the layout in messages
//     "symbols": 4,                      the symbol count N (1 to 25), or the
//                                        symbols themselves: "1234" (1-9 then A-P, in order)
//     "cells": [                         in reading order
//       {"row": 0, "col": 0},            "form": "square" (the default) or "triangle";
//       ...                              triangles: row = strip, col = half-column,
//     ],                                 pointing up when row + col is odd
//     "houses": [                        each: cells that must all differ (a house
//       {"name": "top row", "cells": [0, 1, 2, 3]},   of N cells holds every symbol);
//       [0, 4],                          an object with an optional name, or a bare list
//       ...
//     ]
//   }
// Errors (kBadShape) name the place in the file: "houses[2].cells[1] must be a
// whole number, got \"x\"", "cells[8].row is 100000000000, out of range (-1000000
// to 1000000)"), then the shape's own, naming houses and cells 0-based as
// here ("houses[2] names cell 9 twice", "cells[5] is in no house").
#pragma once

#include <cstddef>
#include <string>

#include "core/input_error.hpp"
#include "core/shape.hpp"

namespace sudoku::cli {

// The longest shape file read: 1 MiB. The largest shape the core takes
// (kMaxCells cells, kMaxHouses houses of 25 cells, named, JSON indented by 2)
// is about 400 KB, so /dev/zero is refused at 1 MiB as a shape file too long.
constexpr std::size_t kMaxShapeText = 1 << 20;

// The largest number a shape file's "row", "col", "symbols" or house cell may be, either sign.
constexpr long long kMaxShapeNumber = 1000000;

// The shape in a shape file's text, validated (Shape::from_spec).
Result<ShapePtr> read_shape_file(const std::string& text);

}  // namespace sudoku::cli
