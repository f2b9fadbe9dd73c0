// Shapes built once and shared: every puzzle of one size and variant, and
// every puzzle of one layout, gets the same immutable Shape.
//
// Building a shape (its houses, the CSR of houses per cell and of peers) costs
// far more than reading and solving an easy 9x9 puzzle, and the shape depends
// only on its key, so read_puzzle, make_puzzle and read_batch ask here instead
// of calling Shape::create or make_layout.
//
// This is process-wide state, which STYLE.md practice 6 otherwise rules out.
// It is kept because what it holds is immutable (shared_ptr<const Shape>) and
// a function of its key alone: no caller can tell a cached shape from a fresh
// one, so two solves side by side still share nothing they can change.
// It is safe to use from several threads (one mutex) and bounded:
//   - square grids without a region map, and layouts by name: a closed set
//     (7 sizes x {x} x {windoku}, the built-in layouts), kept for the life of
//     the process;
//   - jigsaw region maps: the kJigsawShapes most recently used, so a stream of
//     random maps cannot grow memory without bound.
// Errors are never cached: a key that does not make a shape is rebuilt (and
// refused with the same message) each time.
#pragma once

#include <cstddef>
#include <string_view>

#include "core/input_error.hpp"
#include "core/shape.hpp"

namespace sudoku {

// How many jigsaw shapes (distinct region maps) are kept.
constexpr size_t kJigsawShapes = 8;

// Shape::create(size, variant), built on the first call for that key.
Result<ShapePtr> shared_shape(int size, const VariantSpec& variant);

// make_layout(name), built on the first call for that name.
Result<ShapePtr> shared_layout(std::string_view name);

// How many shapes are held now (square, jigsaw and layout together); for tests.
size_t shared_shape_count();

}  // namespace sudoku
