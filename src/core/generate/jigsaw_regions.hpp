// Random jigsaw regions for an N x N grid (N a supported size): region id
// 0..N-1 per cell, row-major, every region N orthogonally connected cells.
//
// From the regular boxes, many random trades: a cell joins a neighbouring
// region, and a cell of that region bordering the first region goes the
// other way; a trade is kept only when both regions stay connected, so the
// sizes never change. Some maps have no complete grid at all: the generator
// draws a new map when random_full_grid gives up on one.
#pragma once

#include <vector>

#include "core/generate/random.hpp"

namespace sudoku {

std::vector<int> random_jigsaw_regions(int size, Random& random);

}  // namespace sudoku
