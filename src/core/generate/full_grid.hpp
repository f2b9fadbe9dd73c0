// A random complete grid of any shape: the solution a puzzle is dug from.
//
// A randomized search: candidate masks per cell, the cell with the fewest
// candidates first (the first of them after a random starting cell), its
// values in random order. A search that runs past its node budget (a bad
// early choice on a large or jigsaw grid) starts again with new draws; after
// `attempts` such starts it gives up (a region map with no complete grid).
#pragma once

#include <optional>

#include "core/generate/random.hpp"
#include "core/puzzle.hpp"

namespace sudoku {

std::optional<Grid> random_full_grid(const Shape& shape, Random& random, int attempts = 20);

}  // namespace sudoku
