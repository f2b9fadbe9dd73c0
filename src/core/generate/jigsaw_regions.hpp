// Jigsaw region maps for an N x N grid (N a supported size, 4 to 25): region
// id 0..N-1 per cell, row-major, every region N orthogonally connected cells.
//
// starting_regions: the map a jigsaw starts from. The size's usual boxes; on
// a prime size, which has none, strips of `w` columns (w the integer square
// root, the last strip narrower), each walked row by row as a snake (left to
// right, then back) and cut every N cells: a strip of w columns holds w
// regions, and consecutive cells of a snake are neighbours, so each is
// connected. (5x5: columns 1-2 hold regions 1 and 2, 3-4 hold 3 and 4, 5 is 5.)
//
// random_jigsaw_regions: from starting_regions, many random trades: a cell joins a neighbouring
// region, and a cell of that region bordering the first region goes the
// other way; a trade is kept only when both regions stay connected, so the
// sizes never change. Some maps have no complete grid at all: the generator
// draws a new map when random_full_grid gives up on one.
//
// fitted_jigsaw: a random map with a complete grid of it, for big grids,
// where the grid filler finds no complete grid for almost any random map in
// time. The fast solver fills the starting map; then the same trades as
// random_jigsaw_regions, `size` at a time, each batch kept only when the fast
// solver finds a grid for the traded map within a small budget (from a few
// cells of the last grid), so the map always has its grid. Nothing when the
// starting map's grid was not found.
#pragma once

#include <optional>
#include <vector>

#include "core/candidate_mask.hpp"
#include "core/generate/random.hpp"

namespace sudoku {

std::vector<int> starting_regions(int size);
std::vector<int> random_jigsaw_regions(int size, Random& random);
struct FittedJigsaw {
  std::vector<int> regions;
  std::vector<Value> grid;
};
std::optional<FittedJigsaw> fitted_jigsaw(int size, bool diagonals, Random& random);

}  // namespace sudoku
