// A search split at its top into pieces, for counting on several threads
// (the CLI's `count --threads`) or Workers (the Worker client's count).
#pragma once

#include <cstddef>
#include <vector>

#include "core/puzzle.hpp"
#include "core/shape.hpp"

namespace sudoku {

// Grids that together hold every solution of `givens` on `shape` exactly
// once each: the empty cell with the fewest candidates (values no peer
// holds) gets each of its candidates in turn, in increasing order, and so
// again in each piece, level by level, until there are at least `wanted`
// pieces or no piece has an empty cell left. A piece where a cell has no
// candidate is dropped (it holds no solution); a full grid stays a piece
// (it may or may not be a solution: the search of it says). The pieces are
// in the order of their candidates, so the first piece holding a solution
// holds the first solution of a search that chooses cells the same way.
std::vector<Grid> search_pieces(const Shape& shape, const Grid& givens, std::size_t wanted);

}  // namespace sudoku
