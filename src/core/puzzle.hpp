// A puzzle: a shape (size, variant, houses) plus its givens, known to be free
// of direct conflicts. Everything a caller hands to a solver goes through
// read_puzzle / make_puzzle, so solvers never see invalid input.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/constraints/constraint.hpp"
#include "core/input_error.hpp"
#include "core/shape.hpp"
#include "core/text_format.hpp"

namespace sudoku {

using Grid = std::vector<Value>;  // one value per cell in reading order (square grids: row-major), 0 = blank

struct Puzzle {
  ShapePtr shape;
  Grid givens;
  // Rules beyond the shape's houses (killer cages, ...), each checked against
  // the shape (check_constraint); only algorithms with kSolvesConstraints
  // take a puzzle that has any (registry.hpp).
  std::vector<Constraint> constraints = {};
};

// How a caller names a variant: a list like "x", "windoku", "x,windoku",
// "jigsaw" or "standard", and a region map text (which implies jigsaw); or a
// built-in layout by name (layouts.hpp: "star", "samurai", ...), which takes
// neither. "" and "standard" as a layout mean a square grid.
struct VariantOptions {
  std::string names;
  std::string regions;
  std::string layout = {};
};

// The box shape a variant list names ("x,3x2": 3 rows by 2 columns), if any.
std::optional<std::pair<int, int>> box_shape_in(const std::string& names);

// Gives `spec` the boxes `grid`'s rules draw (ParsedGrid::drawn_box_rows),
// when they are not its size's usual ones; true when it did.
bool take_drawn_boxes(const ParsedGrid& grid, VariantSpec& spec);

// Parses the variant names and region map for a grid of `size`. A box shape
// (rows x columns, "3x2") names boxes other than the size's usual ones.
Result<VariantSpec> make_variant(const VariantOptions& options, int size);

// Checks givens (shape.cell_count() values, each 0..size) for conflicts: the
// error's message lists every pair of equal givens in one house, with the
// house; its conflicts group them per house and value.
std::optional<InputError> find_conflicts(const Shape& shape, const std::vector<Value>& givens);

// Builds the shape and checks the givens for conflicts: every pair of equal
// givens in one house is listed with its house.
Result<Puzzle> make_puzzle(const ParsedGrid& grid, const VariantSpec& variant);

// A puzzle of a layout (layout_format.hpp's parse_layout_grid), its givens
// checked for conflicts.
Result<Puzzle> read_layout_puzzle(std::string_view text, const ShapePtr& shape);

// The shape of options.layout (make_layout), refusing a variant or region
// map beside it.
Result<ShapePtr> layout_shape(const VariantOptions& options);

// parse_grid + make_variant + make_puzzle; with a layout, layout_shape +
// read_layout_puzzle. A grid whose rules draw boxes other than its size's
// usual ones (a 6x6 of 3x2 boxes) takes them, unless `options` names a box
// shape or regions.
Result<Puzzle> read_puzzle(std::string_view text, const VariantOptions& options = {});

// A puzzle given as cells rather than text (values in reading order, 0 =
// blank: the JavaScript API's arrays, the page's grid): with a layout,
// layout_shape + layout_grid_from_cells; else grid_from_cells (the size from
// the count) + make_variant; then the givens checked for conflicts. No text
// is built or read; every error is the one read_puzzle gives for the same
// cells written as numbers ("5 3 0 ...").
Result<Puzzle> puzzle_from_cells(const Grid& cells, const VariantOptions& options = {});

// A puzzle of `shape` (a layout or a custom shape) given as cells, checked
// as layout_grid_from_cells and for conflicts.
Result<Puzzle> layout_puzzle_from_cells(const Grid& cells, const ShapePtr& shape);

// True when `solution` is complete, keeps every given and breaks no house
// and no constraint.
bool is_valid_solution(const Puzzle& puzzle, const Grid& solution);

// Why the puzzle's constraints cannot stand (check_constraint: a cell twice,
// an unreachable sum) or its givens already break one (two equal digits in a
// cage, a cage's givens past its sum): kBadConstraint naming the cells; or
// nothing.
std::optional<InputError> check_constraints(const Puzzle& puzzle);

}  // namespace sudoku
