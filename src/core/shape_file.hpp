// Shape files: a custom layout as JSON, read into a ShapeSpec and validated
// (Shape::from_spec). The one reader of them: the CLI's `--shape FILE.json`
// and the JavaScript API's `shape` option (which the JS wrapper writes as
// JSON text) both come here, so both refuse a file with the same message.
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
//
// Errors (kBadShape) name the place in the file: "houses[2].cells[1] must be a
// whole number, got \"x\"", "cells[8].row is 100000000000, out of range (-1000000
// to 1000000)"), then the shape's own, naming houses and cells 0-based as
// here ("houses[2] names cell 9 twice", "cells[5] is in no house").
//
// The file may be hostile. Every limit below is checked while reading and
// refused with a message naming it; a message quotes at most 40 characters of
// the file, control characters escaped as JSON escapes them ("\n", "\u001b").
// Names keep their text, except that control characters (U+0000-U+001F,
// U+007F-U+009F) are stored escaped in that way, so that a name can never
// start a line or colour a terminal wherever it is printed: a house named
// "top\nplace r9c9 9 FAKE" is named `top\nplace r9c9 9 FAKE` on one line.
#pragma once

#include <cstddef>
#include <string_view>

#include "core/input_error.hpp"
#include "core/shape.hpp"

namespace sudoku {

// The longest shape file read: 1 MiB. The largest shape the core takes
// (kMaxCells cells, kMaxHouses houses of 25 cells, named, JSON indented by 2)
// is about 400 KB, so /dev/zero is refused at 1 MiB as a shape file too long.
constexpr std::size_t kMaxShapeText = 1 << 20;
// The deepest nesting of lists and objects: a shape file needs 4
// (houses[2].cells[1]); deeper is refused before its end is read.
constexpr std::size_t kMaxShapeDepth = 32;
// The most values (numbers, texts, lists, objects) in a file: the largest
// shape the core takes, every field written, has under 25,000.
constexpr std::size_t kMaxShapeValues = 100000;
// The largest number a shape file's "row", "col", "symbols" or house cell may be, either sign.
constexpr long long kMaxShapeNumber = 1000000;
// The longest name (the shape's, a house's), in characters.
constexpr std::size_t kMaxShapeName = 100;

// The shape in a shape file's text, validated (Shape::from_spec).
Result<ShapePtr> read_shape_file(std::string_view text);
// The same, unvalidated: what the text says, for Shape::check and the tests.
Result<ShapeSpec> read_shape_spec(std::string_view text);

}  // namespace sudoku
