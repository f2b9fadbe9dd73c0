// A puzzle: a shape (size, variant, houses) plus its givens, known to be free
// of direct conflicts. Everything a caller hands to a solver goes through
// read_puzzle / make_puzzle, so solvers never see invalid input.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"
#include "core/shape.hpp"
#include "core/text_format.hpp"

namespace sudoku {

using Grid = std::vector<Value>;  // row-major, 0 = blank

struct Puzzle {
  ShapePtr shape;
  Grid givens;
};

// How a caller names a variant: a list like "x", "windoku", "x,windoku",
// "jigsaw" or "standard", and a region map text (which implies jigsaw).
struct VariantOptions {
  std::string names;
  std::string regions;
};

// Parses the variant names and region map for a grid of `size`.
Result<VariantSpec> make_variant(const VariantOptions& options, int size);

// Checks givens (shape.cell_count() values, each 0..size) for conflicts: the
// error's message lists every pair of equal givens in one house, with the
// house; its conflicts group them per house and value.
std::optional<InputError> find_conflicts(const Shape& shape, const std::vector<Value>& givens);

// Builds the shape and checks the givens for conflicts: every pair of equal
// givens in one house is listed with its house.
Result<Puzzle> make_puzzle(const ParsedGrid& grid, const VariantSpec& variant);

// parse_grid + make_variant + make_puzzle.
Result<Puzzle> read_puzzle(std::string_view text, const VariantOptions& options = {});

// True when `solution` is complete, keeps every given and breaks no house.
bool is_valid_solution(const Puzzle& puzzle, const Grid& solution);

}  // namespace sudoku
